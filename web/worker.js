// The engine's Web Worker: it receives the compiled module, runs its engine half, which answers
// the page's messages; a panic there becomes an error message, not a dead page.
importScripts('wasm_exec.js');
self.onmessage = async (e) => {
  if (!e.data || e.data.type !== 'module') return;
  try {
    const go = new Go();
    const instance = await WebAssembly.instantiate(e.data.module, go.importObject);
    go.run(instance).then(() => self.postMessage({ type: 'exit' }));
  } catch (err) {
    self.postMessage({ type: 'fatal', message: String(err) });
  }
};
