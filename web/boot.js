// Starts the playground: fetches and compiles the one wasm module, then runs its UI half on this
// thread, which adopts the page the shell (bundle.js) drew, and lets the UI start engine workers
// from the same compiled module (Cancel terminates a worker and starts a new one, without fetching
// or compiling again). The faker connector's module, faker.wasm, is not fetched here: an engine
// worker fetches it when a run first needs it (worker.js), and this script shows a note meanwhile.
// The module's fetch starts once the page's own files have arrived and the shell has drawn the
// editor (DOMContentLoaded comes after bundle.js has run): on a slow link the 3.4 MB download
// would otherwise share the line with them, and the editor would wait for it. A page the service
// worker serves fetches it at once: it comes from the cache.
// The module compiles while it streams in; a clone of the response (a tee of its body, which
// keeps the response's URL, so V8 can still cache the compiled code) counts the bytes for the
// progress bar, and the status says how far it is while the shell's own text is the loading one
// (#status[data-boot]). Content-Length is the brotli'd size, so the total is the module's own
// size, which build.mjs writes into wasmBytes.
(() => {
  const wasmBytes = /*WASM_BYTES*/0;
  const show = (msg) => {
    const el = document.getElementById('status') || document.getElementById('boot-status');
    if (el) el.textContent = msg;
  };
  const progress = (received) => {
    const bar = document.getElementById('boot-progress');
    if (!bar || !wasmBytes) return;
    bar.max = wasmBytes;
    bar.value = Math.min(received, wasmBytes);
    const percent = `${Math.floor(100 * bar.value / wasmBytes)}%`;
    bar.textContent = percent;
    const status = document.querySelector('#status[data-boot]');
    if (status) status.textContent = `Loading the engine… ${percent}`;
  };
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', resolve);
    else resolve();
  });
  // A page the service worker serves (a repeat or offline visit) has the module in its cache,
  // with no line to share: its fetch starts at once.
  const cached = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
  // Go's wasm_exec.js loads beside the module, not among the files the editor waits for.
  const runtime = loaded.then(() => new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'wasm_exec.js';
    script.onload = resolve;
    script.onerror = () => reject(new Error('wasm_exec.js did not load'));
    document.body.append(script);
  }));
  const compiled = (async () => {
    if (!cached) await loaded;
    const response = await fetch('flinkpad.wasm');
    performance.mark('flinkpad:fetch-response');
    if (!response.ok) throw new Error(`fetching flinkpad.wasm: HTTP ${response.status}`);
    const counted = response.clone().body;
    if (counted) {
      (async () => {
        const reader = counted.getReader();
        let received = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            performance.mark('flinkpad:downloaded');
            break;
          }
          received += value.byteLength;
          progress(received);
        }
      })().catch(() => { /* compileStreaming reports a broken download */ });
    }
    const module = await WebAssembly.compileStreaming(response);
    performance.mark('flinkpad:compiled');
    return module;
  })();
  // The service worker (sw.js) keeps the build's assets for repeat and offline visits. It is
  // registered once the module has arrived: its install fetches the same assets, which then
  // come from the HTTP cache instead of sharing a slow link with the page's own download. A
  // page that cannot have one (a private window, an old browser) runs from the network as before.
  if ('serviceWorker' in navigator) {
    compiled.finally(() => navigator.serviceWorker.register('/sw.js')).catch(() => { /* the network serves the page */ });
  }
  // While a worker fetches the faker module (worker.js), a note beside the run's status says so;
  // the run's own status and its error, should the load fail, stay the UI's.
  const fakerStatus = (data) => {
    if (!data || data.type !== 'faker') return;
    let note = document.getElementById('faker-status');
    if (data.state !== 'loading') {
      if (note) note.remove();
      return;
    }
    const status = document.getElementById('status');
    if (note || !status) return;
    note = document.createElement('span');
    note.id = 'faker-status';
    note.setAttribute('role', 'status');
    note.style.cssText = 'font-family: var(--mono); font-size: .85rem; color: var(--focus); white-space: nowrap;';
    note.textContent = 'Loading faker data…';
    status.after(note);
  };
  // newWorker starts an engine worker, which gets the compiled module once there is one.
  const newWorker = () => {
    const w = new Worker('worker.js');
    w.addEventListener('message', (e) => fakerStatus(e.data));
    // A worker that ends (Cancel terminates it) or crashes takes its load with it.
    w.addEventListener('error', () => fakerStatus({ type: 'faker', state: 'gone' }));
    const terminate = w.terminate.bind(w);
    w.terminate = () => {
      fakerStatus({ type: 'faker', state: 'gone' });
      terminate();
    };
    compiled.then((module) => w.postMessage({ type: 'module', module }), () => { /* start() says so */ });
    return w;
  };
  // The first engine worker starts at once, so that its thread and scripts load while the
  // module streams in (one started after it waits for the page's thread, which the UI's start
  // keeps busy), and it gets ready while the UI starts. Its messages wait in .pending until the
  // UI takes it over. It alone warms up the engine's code, which all workers share (worker.js).
  const first = newWorker();
  performance.mark('flinkpad:worker-created');
  first.postMessage({ type: 'warm-up' });
  first.pending = [];
  first.onmessage = (e) => first.pending.push(e.data);
  const start = async () => {
    try {
      const module = await compiled;
      const status = document.querySelector('#status[data-boot]');
      if (status) status.textContent = 'Starting the engine…';
      window.flinkpadNewWorker = newWorker;
      window.flinkpadFirstWorker = first;
      await runtime;
      const go = new Go();
      const instance = await WebAssembly.instantiate(module, go.importObject);
      performance.mark('flinkpad:ui-instantiated');
      go.run(instance);
    } catch (e) {
      show('Flinkpad could not start: ' + e);
    }
  };
  // The UI needs the shell, which the editor bundle draws after this script has run.
  loaded.then(start);
})();
