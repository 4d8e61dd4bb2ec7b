// Starts the playground: compiles the one wasm module once, runs its UI half on this thread,
// and lets the UI start engine workers from the same compiled module (Cancel terminates a
// worker and starts a new one, without fetching or compiling again).
(async () => {
  const show = (msg) => {
    const el = document.getElementById('boot-status');
    if (el) el.textContent = msg;
  };
  try {
    const module = await WebAssembly.compileStreaming(fetch('flinkpad.wasm'));
    window.flinkpadNewWorker = () => {
      const w = new Worker('worker.js');
      w.postMessage({ type: 'module', module });
      return w;
    };
    const go = new Go();
    const instance = await WebAssembly.instantiate(module, go.importObject);
    go.run(instance);
  } catch (e) {
    show('Flinkpad could not start: ' + e);
  }
})();
