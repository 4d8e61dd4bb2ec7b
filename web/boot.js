// Starts the playground: fetches and compiles the one wasm module at once, while the editor
// bundle loads, then runs its UI half on this thread, and lets the UI start engine workers from
// the same compiled module (Cancel terminates a worker and starts a new one, without fetching or
// compiling again). The faker connector's module, faker.wasm, is not fetched here: an engine
// worker fetches it when a run first needs it (worker.js), and this script shows a note meanwhile.
// The module compiles while it streams in; a clone of the response (a tee of its body, which
// keeps the response's URL, so V8 can still cache the compiled code) counts the bytes for the
// progress bar. Content-Length is the brotli'd size, so the total is the module's own size,
// which build.mjs writes into wasmBytes.
(() => {
  const wasmBytes = /*WASM_BYTES*/0;
  const show = (msg) => {
    const el = document.getElementById('boot-status');
    if (el) el.textContent = msg;
  };
  const progress = (received) => {
    const bar = document.getElementById('boot-progress');
    if (!bar || !wasmBytes) return;
    bar.max = wasmBytes;
    bar.value = Math.min(received, wasmBytes);
    bar.textContent = `${Math.floor(100 * bar.value / wasmBytes)}%`;
  };
  const compiled = (async () => {
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
      window.flinkpadNewWorker = newWorker;
      window.flinkpadFirstWorker = first;
      const go = new Go();
      const instance = await WebAssembly.instantiate(module, go.importObject);
      performance.mark('flinkpad:ui-instantiated');
      go.run(instance);
    } catch (e) {
      show('Flinkpad could not start: ' + e);
    }
  };
  // The UI needs the editor bundle, which loads after this script.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
