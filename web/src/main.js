// The playground's JavaScript half: CodeMirror 6 for the editor, and the shell (shell.js), which
// draws the page before the wasm module arrives. The page itself is Go (wasm/ui); it reaches these
// through window.FlinkpadWeb. The plan graph's layout (dagre) is graph.js, a file of its own that
// the shell loads once the page is drawn: only the Plan tab needs it.
import { EditorView, basicSetup } from 'codemirror';
import { EditorState, Compartment, StateEffect, StateField } from '@codemirror/state';
import { keymap, Decoration } from '@codemirror/view';
import { sql, SQLDialect } from '@codemirror/lang-sql';
import { linter, setDiagnostics, lintGutter } from '@codemirror/lint';
import { autocompletion, completeFromList } from '@codemirror/autocomplete';
import { oneDarkHighlightStyle } from './theme.js';
import { syntaxHighlighting, defaultHighlightStyle } from '@codemirror/language';
import { start } from './shell.js';

const flinkTypes = 'boolean tinyint smallint int integer bigint float double decimal dec numeric char varchar ' +
  'string binary varbinary bytes date time timestamp timestamp_ltz interval array map multiset row raw';

// typedByUser tells an edit the user made in the editor from text put there whole: setText (a
// shared link, a lesson) carries no user event, and a paste or a drop is text from elsewhere,
// which the page does not trust until the user edits it or presses Run.
const typedByUser = (tr) => !tr.isUserEvent('input.paste') && !tr.isUserEvent('input.drop') &&
  ['input', 'delete', 'move', 'undo', 'redo'].some((e) => tr.isUserEvent(e));

// createEditor puts an editor into parent. opts: doc, keywords and functions (from the engine),
// onRun(text, isSelection), onChange(typedByUser), dark.
function createEditor(parent, opts) {
  const dialect = SQLDialect.define({
    keywords: opts.keywords.map((k) => k.toLowerCase()).join(' '),
    types: flinkTypes,
    builtin: opts.functions.map((f) => f.toLowerCase()).join(' '),
    backslashEscapes: false,
    doubleQuotedStrings: false,
    identifierQuotes: '`',
    hashComments: false,
    spaceAfterDashes: false,
  });
  const language = new Compartment();
  const theme = new Compartment();
  const functionCompletions = completeFromList(opts.functions.map((f) => ({ label: f, type: 'function', boost: -1 })));
  const sqlConfig = (schema) => sql({ dialect, schema, upperCaseKeywords: true });
  const run = (view) => {
    const sel = view.state.selection.main;
    if (sel.empty) opts.onRun(view.state.doc.toString(), false);
    else opts.onRun(view.state.sliceDoc(sel.from, sel.to), true, view.state.doc.lineAt(sel.from).number);
    return true;
  };
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: opts.doc || '',
      extensions: [
        keymap.of([{ key: 'Mod-Enter', run, preventDefault: true }]),
        basicSetup,
        language.of(sqlConfig({})),
        dialect.language.data.of({ autocomplete: functionCompletions }),
        autocompletion({ activateOnTyping: true }),
        lintGutter(),
        linter(null),
        sourceMark,
        EditorView.lineWrapping,
        theme.of(themeFor(opts.dark)),
        EditorView.updateListener.of((u) => { if (u.docChanged && opts.onChange) opts.onChange(u.transactions.some(typedByUser)); }),
        EditorView.contentAttributes.of({ 'aria-label': 'Flink SQL script' }),
      ],
    }),
  });
  return {
    getText: () => view.state.doc.toString(),
    setText: (text) => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }),
    focus: () => view.focus(),
    run: () => run(view),
    // setErrors marks each {line, column, message}; lines and columns are 1-based.
    setErrors: (errors) => {
      const diagnostics = errors.map((e) => {
        const line = view.state.doc.line(Math.min(Math.max(e.line, 1), view.state.doc.lines));
        const from = Math.min(line.from + Math.max(e.column - 1, 0), line.to);
        const word = /^[\w`']+/.exec(view.state.sliceDoc(from, line.to));
        return { from, to: Math.max(from + (word ? word[0].length : 1), from), severity: 'error', message: e.message };
      });
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    // setSchema gives autocomplete the tables and columns of the current catalog: {t: [cols]}.
    setSchema: (schema) => view.dispatch({ effects: language.reconfigure(sqlConfig(schema)) }),
    setDark: (dark) => view.dispatch({ effects: theme.reconfigure(themeFor(dark)) }),
    // markSource highlights lines [from, to] (1-based), or clears the mark when from is 0.
    markSource: (from, to) => {
      const effects = [markEffect.of(from > 0 ? { from, to } : null)];
      if (from > 0) {
        const line = view.state.doc.line(Math.min(from, view.state.doc.lines));
        effects.push(EditorView.scrollIntoView(line.from, { y: 'center' }));
      }
      view.dispatch({ effects });
    },
  };
}

const markEffect = StateEffect.define();
const markLine = Decoration.line({ class: 'cm-source-mark' });
const sourceMark = StateField.define({
  create: () => Decoration.none,
  update(marks, tr) {
    for (const e of tr.effects) {
      if (!e.is(markEffect)) continue;
      if (!e.value) return Decoration.none;
      const ranges = [];
      const last = Math.min(e.value.to, tr.state.doc.lines);
      for (let n = Math.max(e.value.from, 1); n <= last; n++) ranges.push(markLine.range(tr.state.doc.line(n).from));
      return Decoration.set(ranges);
    }
    return marks.map(tr.changes);
  },
  provide: (f) => EditorView.decorations.from(f),
});

function themeFor(dark) {
  return dark
    ? [EditorView.theme({}, { dark: true }), syntaxHighlighting(oneDarkHighlightStyle)]
    : [syntaxHighlighting(defaultHighlightStyle)];
}

// deflate and inflate make share links: raw deflate, then base64url, with no server involved.
async function deflate(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function inflate(code) {
  const bin = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

window.FlinkpadWeb = { createEditor, deflate, inflate };
start(createEditor);
