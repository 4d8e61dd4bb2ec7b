// The page's shell: the toolbar, the editor with its script, the lesson picker and the output
// pane's tabs, drawn from the bundle before the wasm module has arrived. The Go UI (wasm/ui)
// adopts this DOM by id when it starts (adopt below): it attaches its own handlers, takes the
// editor made here, and from then on the shell's own handlers do nothing. Until then Run is
// disabled and the status shows the module's download (boot.js fills #boot-progress), Ctrl+Enter
// does nothing, and what the user types stays in the editor the Go UI takes over.
//
// The script to start from is a #code= link's (inflated here), a /s/{id} link's (fetched from
// api/share/{id}), or else the first lesson. A shared link's script is a stranger's: the shell
// runs none of it, marks it not confirmed, and the Go UI runs its schema pass only once the user
// types in it or presses Run. Every text here is set as textContent.
import shellData from 'flinkpad:shell-data';

// apiTimeoutMs bounds the fetch of a short link's script, as the Go UI bounds its share calls.
const apiTimeoutMs = 4000;

// h makes an element with attributes and children (elements, or strings as text nodes).
function h(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'text') e.textContent = v;
    else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
}

const tabs = [['results', 'Results'], ['plan', 'Plan'], ['explain', 'EXPLAIN'], ['files', 'Files'], ['topics', 'Topics']];
const placeholders = {
  results: 'Press Run (Ctrl+Enter) to run the script. Each sink\'s rows and each query\'s result appear here.',
  plan: 'The job\'s plan appears here after a run or an EXPLAIN.',
  explain: 'The plan in Flink\'s EXPLAIN text appears here after a run.',
};

// showPlaceholder gives a Results, Plan or EXPLAIN panel its hint alone, as before any run.
function showPlaceholder(panel) {
  if (placeholders[panel.id]) panel.replaceChildren(h('p', { class: 'hint', text: placeholders[panel.id] }));
}

// render draws the page into #app: the same elements, ids, classes and aria attributes as the
// Go UI uses, so that adopting them moves nothing on the screen.
function render(root) {
  const lessons = h('select', { id: 'lessons', 'aria-label': 'Lessons' }, h('option', { value: '', text: 'Lessons…' }));
  shellData.titles.forEach((title, i) => lessons.append(h('option', { value: String(i), text: title })));
  const run = h('button', { id: 'run', class: 'primary', title: 'Run the script, or the selection (Ctrl+Enter)', text: '▶ Run', disabled: '' });
  const cancel = h('button', { id: 'cancel', disabled: '', title: 'Stop the running job', text: '■ Cancel' });
  const status = h('span', { id: 'status', role: 'status', 'aria-live': 'polite', 'data-boot': '', text: 'Loading the engine…' });
  const progress = h('progress', { id: 'boot-progress', 'aria-label': 'Loading the engine' });
  const reuse = h('input', { type: 'checkbox', id: 'reuse', checked: '' });
  const reuseLabel = h('label', { for: 'reuse', title: 'table.optimizer.reuse-sub-plan-enabled' }, reuse, ' Reuse shared sub-plans');
  // Share and Export are the Go UI's; they wait for it.
  const share = h('button', { id: 'share', title: 'Copy a link that restores this script', text: 'Share', disabled: '' });
  const exportBtn = h('button', { id: 'export', title: 'Download the script for Flink\'s SQL client', text: 'Export .sql', disabled: '' });
  const theme = h('button', { id: 'theme', title: 'Switch between the light and the dark theme', 'aria-pressed': 'false', text: '◐ Theme' });
  const toolbar = h('header', { class: 'toolbar' }, h('h1', { text: 'Flinkpad' }), lessons, run, cancel, status, progress,
    h('span', { class: 'spacer' }), reuseLabel, share, exportBtn, theme);

  const editorPane = h('section', { class: 'editor-pane', 'aria-label': 'Editor' });
  const splitter = h('div', { class: 'splitter', role: 'separator', 'aria-orientation': 'vertical', tabindex: '0', 'aria-label': 'Resize the panes' });
  const bar = h('div', { class: 'tabs', role: 'tablist' });
  const output = h('section', { class: 'output-pane', 'aria-label': 'Output' }, bar);
  tabs.forEach(([id, name], i) => {
    bar.append(h('button', { role: 'tab', id: `tab-${id}`, 'aria-controls': id, 'aria-selected': String(i === 0), tabindex: i === 0 ? '0' : '-1', text: name }));
    const panel = h('div', { id, class: 'panel', role: 'tabpanel', 'aria-labelledby': `tab-${id}` });
    showPlaceholder(panel);
    panel.hidden = i !== 0;
    output.append(panel);
  });
  root.replaceChildren(toolbar, h('main', { class: 'panes' }, editorPane, splitter, output));
  return { lessons, status, theme, editorPane };
}

// initialScript answers the script to start from, with a status line for a shared link and
// whether the script is confirmed (a lesson) or a stranger's (a link).
async function initialScript() {
  const lesson = { text: shellData.first, lesson: 0, confirmed: true };
  const hash = location.hash;
  if (hash.startsWith('#code=')) {
    try {
      const text = await window.FlinkpadWeb.inflate(hash.slice('#code='.length));
      return { text, confirmed: false, status: ['Loaded a shared script. Press Run to run it.', ''] };
    } catch (e) {
      return { ...lesson, status: ['The shared link is damaged: ' + e, 'failed'] };
    }
  }
  const path = location.pathname;
  const i = path.lastIndexOf('/s/');
  const id = i < 0 ? '' : path.slice(i + 3);
  if (!/^[0-9A-Za-z]{10,16}$/.test(id)) return lesson;
  try {
    const res = await fetch('api/share/' + id, { signal: AbortSignal.timeout?.(apiTimeoutMs) });
    if (res.status === 404) return { ...lesson, status: ['This shared link does not exist.', 'failed'] };
    const link = res.ok ? await res.json() : null;
    if (!link || typeof link.script !== 'string') throw new Error(`HTTP ${res.status}`);
    return { text: link.script, confirmed: false, reuse: link.state?.reuse, status: ['Loaded a shared script. Press Run to run it.', ''] };
  } catch {
    return { ...lesson, status: ['The shared script could not be loaded.', 'failed'] };
  }
}

// start draws the shell and makes the editor; the Go UI calls window.flinkpadShell.adopt.
export function start(createEditor) {
  const root = document.getElementById('app');
  const { lessons, status, theme, editorPane } = render(root);
  let adopted = false;
  let confirmed = true;
  let message = null; // [text, class]: a shared link's status line, for the Go UI to keep
  // hooks are the Go UI's callbacks, set by adopt: the editor was made before they existed.
  const hooks = {};
  const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const setDark = (on) => {
    document.body.classList.toggle('dark', on);
    theme.setAttribute('aria-pressed', String(on));
    editor?.setDark(on);
  };
  const setStatus = ([text, cls]) => {
    status.removeAttribute('data-boot');
    status.textContent = text;
    status.className = cls;
  };
  // The editor starts with the first lesson unless the page is a link, whose script comes
  // asynchronously: an empty editor then, not a lesson that is replaced a moment later.
  const isLink = location.hash.startsWith('#code=') || /\/s\/[0-9A-Za-z]{10,16}$/.test(location.pathname);
  const editor = createEditor(editorPane, {
    doc: isLink ? '' : shellData.first,
    dark,
    onRun: (...args) => { if (hooks.onRun) hooks.onRun(...args); },
    onChange: (typed) => {
      if (hooks.onChange) hooks.onChange(typed);
      else if (typed) confirmed = true;
    },
  });
  window.flinkpadEditor = editor; // for tests and the console
  setDark(dark);
  lessons.value = isLink ? '' : '0';
  theme.addEventListener('click', () => { if (!adopted) setDark(!document.body.classList.contains('dark')); });
  // The tabs switch before the Go UI has taken them over (it does the same, with the arrow keys).
  for (const [id] of tabs) {
    document.getElementById(`tab-${id}`).addEventListener('click', () => {
      if (adopted) return;
      for (const [other] of tabs) {
        const on = other === id;
        const b = document.getElementById(`tab-${other}`);
        b.setAttribute('aria-selected', String(on));
        b.setAttribute('tabindex', on ? '0' : '-1');
        document.getElementById(other).hidden = !on;
      }
    });
  }

  // The rest of the editor (extras.js: the SQL language, completion, search, history, every
  // lesson's script) and the plan graph's layout (graph.js, with dagre) load now that the page is
  // drawn. A graph.js that fails to load leaves the Plan tab to say so (wasm/ui/graph.go).
  const load = (src) => new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = resolve;
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.body.append(script);
  });
  const extras = load('extras.js').then(() => {
    editor.upgrade(window.FlinkpadWeb.extras);
    return window.FlinkpadWeb.extras;
  });
  const graph = load('graph.js').catch(() => { /* the Plan tab says so */ });
  lessons.addEventListener('change', async () => {
    if (adopted || lessons.value === '') return;
    const i = Number(lessons.value);
    const { lessons: all } = await extras;
    if (adopted || lessons.value !== String(i)) return; // the Go UI or another choice came first
    editor.setText(all[i].script);
    confirmed = true;
  });

  // ready settles once the starting script is in the editor, the editor is whole, and graph.js
  // has loaded or failed: the Go UI adopts the page only then, so that a link's script, which is
  // not confirmed, never reaches it as a lesson's.
  const loaded = (async () => {
    if (!isLink) return;
    const s = await initialScript();
    // What the user typed meanwhile stays: the link's script does not replace it.
    if (editor.getText() === '') {
      editor.setText(s.text);
      confirmed = s.confirmed;
      if (s.lesson !== undefined) lessons.value = String(s.lesson);
    }
    if (typeof s.reuse === 'boolean') document.getElementById('reuse').checked = s.reuse;
    if (s.status) {
      message = s.status;
      setStatus(message);
    }
  })();
  const ready = Promise.all([loaded, extras, graph]);

  window.flinkpadShell = {
    editor,
    ready,
    // showPlaceholders puts the Results, Plan and EXPLAIN panels back to their hints (a new lesson).
    showPlaceholders() {
      for (const id of Object.keys(placeholders)) showPlaceholder(document.getElementById(id));
    },
    // adopt hands the page to the Go UI: its hooks get the editor's runs and changes from now
    // on. It answers whether the editor's text is confirmed and the status line to keep.
    adopt(goHooks) {
      adopted = true;
      Object.assign(hooks, goHooks);
      document.getElementById('boot-progress')?.remove();
      status.removeAttribute('data-boot');
      for (const id of ['run', 'share', 'export']) document.getElementById(id).disabled = false;
      return { confirmed, dark: document.body.classList.contains('dark'), status: message?.[0] ?? '', statusClass: message?.[1] ?? '' };
    },
  };
}
