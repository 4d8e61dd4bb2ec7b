// The playground's JavaScript half: CodeMirror 6 for the editor, and the shell (shell.js), which
// draws the page before the wasm module arrives. The page itself is Go (wasm/ui); it reaches these
// through window.FlinkpadWeb. This file is what the editor's first paint waits for: CodeMirror's
// view, state and lint packages. The rest of the editor (the SQL language, completion, search,
// history, key bindings: extras.js) and the plan graph's layout (dagre: graph.js) are files of
// their own, which the shell loads once the page is drawn; editor.upgrade adds the first.
import * as cmView from '@codemirror/view';
import * as cmState from '@codemirror/state';
import * as cmLint from '@codemirror/lint';
import { start } from './shell.js';

const { EditorView, keymap, Decoration, lineNumbers, highlightActiveLineGutter, highlightSpecialChars, drawSelection,
  dropCursor, rectangularSelection, crosshairCursor, highlightActiveLine, gutter, GutterMarker } = cmView;
const { EditorState, Compartment, StateEffect, StateField } = cmState;
const { linter, setDiagnostics, lintGutter } = cmLint;
// extras.js imports these three from here (build.mjs): one instance of each on the page.
window.FlinkpadCM = { '@codemirror/view': cmView, '@codemirror/state': cmState, '@codemirror/lint': cmLint };

// typedByUser tells an edit the user made in the editor from text put there whole: setText (a
// shared link, a lesson) carries no user event, and a paste or a drop is text from elsewhere,
// which the page does not trust until the user edits it or presses Run.
const typedByUser = (tr) => !tr.isUserEvent('input.paste') && !tr.isUserEvent('input.drop') &&
  ['input', 'delete', 'move', 'undo', 'redo'].some((e) => tr.isUserEvent(e));

// foldSpacer holds the fold gutter's place, as wide as its marker, until extras.js brings the
// gutter itself: the text does not move sideways when it comes.
class FoldSpacer extends GutterMarker {
  toDOM() {
    const span = document.createElement('span');
    span.textContent = '⌄';
    return span;
  }
}
const foldPlace = gutter({ class: 'cm-foldGutter', initialSpacer: () => new FoldSpacer() });

// createEditor puts an editor into parent. opts: doc, onRun(text, isSelection, firstLine),
// onChange(typedByUser), dark. It is usable at once; upgrade(extras) adds the SQL language and
// the rest of the editor from extras.js.
function createEditor(parent, opts) {
  const language = new Compartment();
  const theme = new Compartment();
  const fold = new Compartment();
  const later = new Compartment();
  let sqlEditor = null; // extras.js's half, once upgrade has run
  let schema = {};
  let dark = opts.dark;
  const themeFor = () => (sqlEditor ? sqlEditor.highlight(dark) : (dark ? EditorView.theme({}, { dark: true }) : []));
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
        // codemirror's basicSetup, in its order, but for what extras.js adds.
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        fold.of(foldPlace),
        drawSelection(),
        dropCursor(),
        EditorState.allowMultipleSelections.of(true),
        rectangularSelection(),
        crosshairCursor(),
        highlightActiveLine(),
        later.of([]),
        language.of([]),
        lintGutter(),
        linter(null),
        sourceMark,
        EditorView.lineWrapping,
        theme.of(themeFor()),
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
    setSchema: (tables) => {
      schema = tables;
      if (sqlEditor) view.dispatch({ effects: language.reconfigure(sqlEditor.language(schema)) });
    },
    setDark: (on) => {
      dark = on;
      view.dispatch({ effects: theme.reconfigure(themeFor()) });
    },
    // upgrade adds extras.js's half of the editor: once, when that file has loaded.
    upgrade: (extras) => {
      if (sqlEditor) return;
      sqlEditor = extras.sqlEditor();
      view.dispatch({ effects: [later.reconfigure(sqlEditor.extensions), fold.reconfigure(sqlEditor.foldGutter),
        language.reconfigure(sqlEditor.language(schema)), theme.reconfigure(themeFor())] });
    },
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
