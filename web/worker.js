// The engine's Web Worker: it receives the compiled module, runs its engine half, which answers
// the page's messages; a panic there becomes an error message, not a dead page.
importScripts('wasm_exec.js');

// flinkpadLoadFaker fetches faker.wasm (the faker connector's data, a module of its own) and
// runs it as a second Go instance with its own memory, the first time the engine reads a faker
// table; it answers with a promise of the module's API, globalThis.flinkpadFaker. A failure
// rejects the promise, which the engine reports as the run's error, and the next run tries
// again. The page shows "Loading faker data…" meanwhile (boot.js).
let fakerLoading;
self.flinkpadLoadFaker = () => {
  if (!fakerLoading) {
    self.postMessage({ type: 'faker', state: 'loading' });
    fakerLoading = (async () => {
      const go = new Go();
      const response = await fetch('faker.wasm');
      if (!response.ok) throw new Error(`fetching faker.wasm: HTTP ${response.status}`);
      const { instance } = await WebAssembly.instantiateStreaming(response, go.importObject);
      // go.run runs the module's main until it waits for calls, so the API is there at once.
      go.run(instance).then(() => {
        self.flinkpadFaker = undefined;
        fakerLoading = undefined;
      });
      if (!self.flinkpadFaker) throw new Error('faker.wasm did not start');
      return self.flinkpadFaker;
    })();
    fakerLoading.then(
      () => self.postMessage({ type: 'faker', state: 'loaded' }),
      (err) => {
        fakerLoading = undefined;
        self.postMessage({ type: 'faker', state: 'failed', message: String(err) });
      });
  }
  return fakerLoading;
};

// flinkpadLoadZones fetches Go's time zone database (zoneinfo.zip), which the module does not
// carry, the first time a run names a zone other than UTC; it answers with a promise of its
// bytes. A failure rejects the promise, the engine reports it as the run's error, and the next
// run tries again.
let zonesLoading;
self.flinkpadLoadZones = () => {
  if (!zonesLoading) {
    zonesLoading = (async () => {
      const response = await fetch('zoneinfo.zip');
      if (!response.ok) throw new Error(`fetching zoneinfo.zip: HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    })();
    zonesLoading.catch(() => { zonesLoading = undefined; });
  }
  return zonesLoading;
};

// flinkpadMark records a moment of the worker's start in its timeline (performance.mark) and
// posts it to the page as an object, which the UI passes over, for the page benchmark's boot
// breakdown: at is in ms since the epoch, as a worker's clock does not start with the page's.
self.flinkpadMark = (name) => {
  performance.mark(name);
  self.postMessage({ type: 'mark', name, at: performance.timeOrigin + performance.now() });
};

// The warm-up (wasm/playground/warmup.go). The page asks its first engine worker for it. Once
// that worker's engine has said it is ready, and warmUpDelay later, so that the page's first
// requests come first, it starts the warmer: one more instance of the module, in a worker nested
// in this one, which runs the warm-up's jobs and shares the code V8 compiles for them with every
// instance in the page. The warmer ends when it is done, or the moment the page sends a run: the
// user's run never waits for it, and its memory goes with it.
const warmUpDelay = 300;
let warmUpWanted = false;
let warmUpOver = false;
let warmer;
const endWarmUp = () => {
  warmUpOver = true;
  if (warmer) warmer.terminate();
  warmer = undefined;
};
const startWarmer = (module) => {
  if (!warmUpWanted || warmUpOver || typeof Worker === 'undefined') return;
  warmer = new Worker(self.location.href); // this script, under its build's name
  warmer.onmessage = (e) => {
    if (e.data && e.data.type === 'mark' && e.data.name === 'flinkpad:warm-up-done') {
      self.postMessage(e.data);
      endWarmUp();
    }
  };
  // The warmer's failure is its own: handled here, it does not reach the page as the engine's.
  warmer.onerror = (e) => {
    e.preventDefault();
    endWarmUp();
  };
  warmer.postMessage({ type: 'module', module, warmer: true });
};
// A listener, not onmessage, which the engine takes over. The page's requests are JSON text.
self.addEventListener('message', (e) => {
  if (e.data && e.data.type === 'warm-up') warmUpWanted = true;
  else if (typeof e.data === 'string' && e.data.includes('"type":"run"')) endWarmUp();
});

self.flinkpadMark('flinkpad:worker-script');

self.onmessage = async (e) => {
  if (!e.data || e.data.type !== 'module') return;
  self.flinkpadMark('flinkpad:worker-module');
  if (e.data.warmer) self.flinkpadWarmer = true;
  try {
    const go = new Go();
    const instance = await WebAssembly.instantiate(e.data.module, go.importObject);
    self.flinkpadMark('flinkpad:worker-instantiated');
    // go.run returns once the engine waits for requests, having said it is ready.
    go.run(instance).then(() => self.postMessage({ type: 'exit' }));
    if (!e.data.warmer) setTimeout(() => startWarmer(e.data.module), warmUpDelay);
  } catch (err) {
    self.postMessage({ type: 'fatal', message: String(err) });
  }
};
