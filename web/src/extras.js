// The editor's second half: the SQL language, highlighting, autocompletion, search, folding,
// bracket handling, the undo history and the key bindings, with every lesson's script and the
// editor's words. build.mjs bundles it as extras.js, which the shell loads once it has drawn the
// page, so that the editor's first paint waits only for CodeMirror's view and state (main.js).
// Those two and the lint package are not bundled again here: build.mjs points their imports at
// the ones main.js loaded (window.FlinkpadCM), since CodeMirror's extensions only work with the
// one instance of @codemirror/state and @codemirror/view the editor was made with.
import { EditorView, keymap } from '@codemirror/view';
import { lintKeymap } from '@codemirror/lint';
import { sql, SQLDialect } from '@codemirror/lang-sql';
import { autocompletion, completeFromList, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { history, defaultKeymap, historyKeymap } from '@codemirror/commands';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { foldGutter, indentOnInput, syntaxHighlighting, defaultHighlightStyle, bracketMatching, foldKeymap } from '@codemirror/language';
import editorData from 'flinkpad:editor-data';
import { oneDarkHighlightStyle } from './theme.js';

const flinkTypes = 'boolean tinyint smallint int integer bigint float double decimal dec numeric char varchar ' +
  'string binary varbinary bytes date time timestamp timestamp_ltz interval array map multiset row raw';

// sqlEditor answers what the first half's editor adds once this file has loaded: the
// extensions of codemirror's basicSetup that main.js leaves out, the Flink SQL language for a
// schema ({table: [columns]}), the fold gutter, and the highlighting for a theme.
function sqlEditor() {
  const dialect = SQLDialect.define({
    keywords: editorData.keywords.map((k) => k.toLowerCase()).join(' '),
    types: flinkTypes,
    builtin: editorData.functions.map((f) => f.toLowerCase()).join(' '),
    backslashEscapes: false,
    doubleQuotedStrings: false,
    identifierQuotes: '`',
    hashComments: false,
    spaceAfterDashes: false,
  });
  const functionCompletions = completeFromList(editorData.functions.map((f) => ({ label: f, type: 'function', boost: -1 })));
  return {
    extensions: [
      history(),
      indentOnInput(),
      syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
      bracketMatching(),
      closeBrackets(),
      autocompletion(),
      highlightSelectionMatches(),
      keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, ...foldKeymap, ...completionKeymap, ...lintKeymap]),
      dialect.language.data.of({ autocomplete: functionCompletions }),
      autocompletion({ activateOnTyping: true }),
    ],
    foldGutter: foldGutter(),
    language: (schema) => sql({ dialect, schema, upperCaseKeywords: true }),
    highlight: (dark) => (dark
      ? [EditorView.theme({}, { dark: true }), syntaxHighlighting(oneDarkHighlightStyle)]
      : [syntaxHighlighting(defaultHighlightStyle)]),
  };
}

window.FlinkpadWeb.extras = { sqlEditor, lessons: editorData.lessons };
