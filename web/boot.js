// Starts the playground: fetches and compiles the one wasm module at once, while the editor
// bundle loads, then runs its UI half on this thread, and lets the UI start engine workers from
// the same compiled module (Cancel terminates a worker and starts a new one, without fetching or
// compiling again). The faker connector's module, faker.wasm, is not fetched here: an engine
// worker fetches it when a run first needs it (worker.js), and this script shows a note meanwhile.
(() => {
  const compiled = WebAssembly.compileStreaming(fetch('flinkpad.wasm'));
  const show = (msg) => {
    const el = document.getElementById('boot-status');
    if (el) el.textContent = msg;
  };
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
  const start = async () => {
    try {
      const module = await compiled;
      window.flinkpadNewWorker = () => {
        const w = new Worker('worker.js');
        w.addEventListener('message', (e) => fakerStatus(e.data));
        // A worker that ends (Cancel terminates it) or crashes takes its load with it.
        w.addEventListener('error', () => fakerStatus({ type: 'faker', state: 'gone' }));
        const terminate = w.terminate.bind(w);
        w.terminate = () => {
          fakerStatus({ type: 'faker', state: 'gone' });
          terminate();
        };
        w.postMessage({ type: 'module', module });
        return w;
      };
      // The first engine worker starts now, so that it gets ready while the UI starts; its
      // messages wait in .pending until the UI takes it over.
      const first = window.flinkpadNewWorker();
      first.pending = [];
      first.onmessage = (e) => first.pending.push(e.data);
      window.flinkpadFirstWorker = first;
      const go = new Go();
      const instance = await WebAssembly.instantiate(module, go.importObject);
      go.run(instance);
    } catch (e) {
      show('Flinkpad could not start: ' + e);
    }
  };
  // The UI needs the editor bundle, which loads after this script.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
