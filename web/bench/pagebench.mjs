// Measures the playground's budgets in headless Chromium against build/web served by build/serve:
// the bytes to download (brotli), the time from navigation to ready (the editor shown, the
// engine worker's "ready" message and the Go UI's adoption of the page, whichever comes last),
// and the time from pressing Run on the
// default lesson to its rendered report, as medians of several fresh page loads. Figures, not
// assertions. Then, in the same browser context, a repeat visit served by the service worker, an
// offline reload (time to ready, and whether the lesson runs), and THROTTLED_LOADS fresh loads at
// 1.6 Mbit/s (time to the editor's text and to ready). Assets the page loads on demand (ondemand.json: faker.wasm, zoneinfo.zip) are not in the bytes;
// the figures say how large they are and that no load fetched them.
// It also prints where the time to ready goes, as the median moment of each step from navigation
// (boot.js's, worker.js's and the module's performance marks), for the fresh loads and the repeat
// visits; and, in FIRST_LOADS fresh pages each with and without the first worker's warm-up
// (wasm/playground/warmup.go), the first run of the default lesson and of a heavier one against
// the third, with the engine's part of each (from posting the run to its report) beside it.
// Usage: make pagebench (LOADS=7, FIRST_LOADS=3, FIRST_IDLE_MS=1500, THROTTLED_LOADS=3).
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { root, startPlayground } from '../chromium.mjs';

const loads = Number(process.env.LOADS || 7);
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const playground = await startPlayground();
const { browser } = playground;
const base = playground.base + '/';

const manifest = JSON.parse(await readFile(path.join(root, 'build/web/manifest.json'), 'utf8'));
let bytes = 0;
for (const name of ['index.html', ...Object.values(manifest)]) bytes += (await stat(path.join(root, 'build/web', name + '.br'))).size;
const onDemand = JSON.parse(await readFile(path.join(root, 'build/web/ondemand.json'), 'utf8'));
const later = [];
for (const [name, hashed] of Object.entries(onDemand)) later.push(`${name} ${(await stat(path.join(root, 'build/web', hashed + '.br'))).size}`);
let laterFetched = 0;

// timing marks, in each page, when the engine worker first answers "ready" (workerReadyAt) and
// when the editor first shows text (editorAt), in ms
// from navigation, and the first worker's own marks (worker.js posts them; wasm/playground's
// mark) in window.workerMarks, on the page's clock. With warmUp false, the page's request that
// its first worker warm up (boot.js) is dropped, for the figures without the warm-up.
async function timing(page, warmUp = true) {
  await page.addInitScript((warm) => {
    const Original = window.Worker;
    window.workerMarks = {};
    // Ready: the worker has answered, the editor shows its text, and the Go UI has adopted the
    // shell's page, whichever comes last.
    window.readyAt = () => Math.max(window.workerReadyAt, window.editorAt,
      performance.getEntriesByName('flinkpad:ui-adopted')[0]?.startTime ?? NaN);
    let first = true;
    window.Worker = function (...args) {
      const w = new Original(...args);
      const mine = first;
      first = false;
      w.addEventListener('message', (e) => {
        const d = e.data;
        if (mine && d && d.type === 'mark') window.workerMarks[d.name] ??= d.at - performance.timeOrigin;
        if (typeof d === 'string' && d.includes('"type":"ready"') && !window.workerReadyAt) window.workerReadyAt = performance.now();
      });
      // The engine's share of each run: from posting it to its report (window.engineRuns).
      const post = w.postMessage.bind(w);
      w.postMessage = (m, ...rest) => {
        if (!warm && m && m.type === 'warm-up') return;
        if (typeof m === 'string' && m.startsWith('{"') && m.includes('"type":"run"')) window.runPosted = performance.now();
        post(m, ...rest);
      };
      w.addEventListener('message', (e) => {
        if (typeof e.data === 'string' && e.data.startsWith('{"type":"report"') && window.runPosted) {
          (window.engineRuns ??= []).push(performance.now() - window.runPosted);
          window.runPosted = undefined;
        }
      });
      return w;
    };
    new MutationObserver(() => {
      if (!window.editorAt && document.querySelector('.cm-editor .cm-line')?.textContent) window.editorAt = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, warmUp);
}

// The boot's moments, in ms from navigation: the page's marks (boot.js, the UI's main), the
// first worker's, and the benchmark's own (UI built, editor text, ready).
const bootSteps = ['flinkpad:fetch-response', 'flinkpad:downloaded', 'flinkpad:compiled', 'flinkpad:worker-created',
  'flinkpad:worker-script', 'flinkpad:worker-module', 'flinkpad:worker-instantiated',
  'flinkpad:worker-main', 'flinkpad:worker-ready', 'flinkpad:ui-instantiated', 'flinkpad:ui-main',
  'flinkpad:ui-shell-ready', 'flinkpad:ui-adopted', 'editor text', 'ready'];
async function bootMarks(page) {
  return page.evaluate(() => {
    const out = { ...window.workerMarks };
    for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('flinkpad:')) out[m.name] ??= m.startTime;
    out['editor text'] = window.editorAt;
    out.ready = readyAt();
    return out;
  });
}
const breakdown = (loadsMarks) => bootSteps.filter((k) => loadsMarks.some((m) => m[k] !== undefined))
  .map((k) => `${k.replace('flinkpad:', '')} ${Math.round(median(loadsMarks.map((m) => m[k] ?? NaN)))}`).join(', ');

// loaded waits until the page is ready and answers its times from navigation (performance's
// time origin): the editor's text, and ready once both the editor shows and the worker has
// answered, and the Go UI has adopted the shell (Run works from then on).
async function loaded(page, timeout = 30000) {
  await page.waitForSelector('.cm-editor', { timeout });
  await page.waitForFunction(() => window.workerReadyAt && window.editorAt &&
    performance.getEntriesByName('flinkpad:ui-adopted').length, null, { timeout });
  return page.evaluate(() => ({ editor: Math.round(window.editorAt), ready: Math.round(readyAt()) }));
}

// runOnce presses Run and answers the ms until the report is rendered (the status counts runs).
async function runOnce(page) {
  const before = await page.evaluate(() => Number(document.querySelector('#status').dataset.runs || 0));
  const started = Date.now();
  await page.click('#run');
  await page.waitForFunction((n) => Number(document.querySelector('#status').dataset.runs || 0) > n, before, { timeout: 60000 });
  return Date.now() - started;
}

const ready = [], run = [], repeat = [], offline = [], freshMarks = [], repeatMarks = [];
let offlineRan = 0;
for (let i = 0; i < loads; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('request', (r) => { if (Object.values(onDemand).some((n) => r.url().endsWith('/' + n))) laterFetched++; });
  await timing(page);
  await page.goto(base);
  ready.push((await loaded(page)).ready);
  freshMarks.push(await bootMarks(page));
  run.push(await runOnce(page));
  // A repeat visit, in the same browser context: the service worker serves the build's assets.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  const again = await context.newPage();
  await timing(again);
  await again.goto(base);
  repeat.push((await loaded(again)).ready);
  repeatMarks.push(await bootMarks(again));
  // And offline: a reload with the network gone still starts and runs the lesson.
  await context.setOffline(true);
  await again.reload();
  offline.push((await loaded(again)).ready);
  await again.click('#run');
  await again.waitForFunction(() => Number(document.querySelector('#status').dataset.runs || 0) > 0, null, { timeout: 30000 });
  if (!/error/i.test(await again.textContent('#status'))) offlineRan++;
  await context.close();
}

// The first run against the third in a fresh page, with and without the first worker's warm-up
// (interleaved, FIRST_LOADS rounds): the default lesson three times, then the 100k-row datagen
// lesson three times. The runs start once the worker is idle: its warm-up done, or, without
// it, as long after ready as the warm-up took in the round before (2 s in the first round),
// then FIRST_IDLE_MS later.
const firstLoads = Number(process.env.FIRST_LOADS || 3);
// And FIRST_IDLE_MS more in both, as a user reads the lesson before pressing Run: V8 may still be
// compiling what the warm-up made hot.
const firstIdle = Number(process.env.FIRST_IDLE_MS ?? 1500);
const heavyLesson = '07_datagen_blackhole';
// The lesson menu's value is the lesson's index among samples/*.sql, in name order.
const heavyIndex = String((await readdir(path.join(root, 'samples'))).filter((n) => n.endsWith('.sql')).sort().indexOf(heavyLesson + '.sql'));
const firstsOf = () => ({ lesson: [], heavy: [], engineLesson: [], engineHeavy: [], idle: [] });
const firsts = { true: firstsOf(), false: firstsOf() };
let idleWait = 2000;
for (let i = 0; i < firstLoads; i++) {
  for (const warm of [true, false]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await timing(page, warm);
    await page.goto(base);
    const t = await loaded(page);
    if (warm) {
      // A build without the warm-up (or its mark) waits as long as the last one that had it.
      await page.waitForFunction(() => window.workerMarks['flinkpad:warm-up-done'], null, { timeout: 30000 })
        .catch(() => page.waitForTimeout(idleWait));
      const done = await page.evaluate(() => window.workerMarks['flinkpad:warm-up-done']);
      if (done) {
        idleWait = Math.round(done) - t.ready;
        firsts[warm].idle.push(idleWait);
      }
    } else {
      await page.waitForTimeout(idleWait);
    }
    await page.waitForTimeout(firstIdle);
    const lesson = [await runOnce(page), await runOnce(page), await runOnce(page)];
    await page.selectOption('#lessons', heavyIndex);
    await page.waitForFunction(() => /number-of-rows' = '100000'/.test(document.querySelector('.cm-content').textContent), null, { timeout: 10000 });
    const heavyRuns = [await runOnce(page), await runOnce(page), await runOnce(page)];
    const engine = (await page.evaluate(() => window.engineRuns || [])).map(Math.round);
    firsts[warm].lesson.push(lesson);
    firsts[warm].heavy.push(heavyRuns);
    firsts[warm].engineLesson.push(engine.slice(0, 3));
    firsts[warm].engineHeavy.push(engine.slice(3, 6));
    await context.close();
  }
}

// The same fresh load over a slow link: 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency
// (Chromium's network emulation), THROTTLED_LOADS times (each is tens of seconds).
const throttledLoads = Number(process.env.THROTTLED_LOADS || 3);
const slowEditor = [], slowReady = [];
for (let i = 0; i < throttledLoads; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions',
    { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await timing(page);
  await page.goto(base, { timeout: 120000 });
  const t = await loaded(page, 120000);
  slowEditor.push(t.editor);
  slowReady.push(t.ready);
  await context.close();
}
await playground.stop();
console.log(`page: ${bytes} bytes to download (brotli)`);
console.log(`on demand: ${later.join(', ')} bytes (brotli), fetched ${laterFetched} times in ${loads} loads`);
console.log(`ready: median ${median(ready)} ms of ${loads} loads (${ready.join(', ')})`);
console.log(`default lesson run and rendered: median ${median(run)} ms (${run.join(', ')})`);
console.log(`repeat visit (service worker) ready: median ${median(repeat)} ms (${repeat.join(', ')})`);
console.log(`offline reload ready: median ${median(offline)} ms (${offline.join(', ')}); the lesson ran offline in ${offlineRan} of ${loads}`);
console.log(`boot, fresh load (median ms from navigation): ${breakdown(freshMarks)}`);
console.log(`boot, repeat visit (median ms from navigation): ${breakdown(repeatMarks)}`);
const ratio = (runs) => {
  const r = runs.map((x) => x[0] / x[2]);
  return `first/third median ${median(r).toFixed(2)}× (${r.map((x) => x.toFixed(2)).join(', ')}); runs ${runs.map((x) => x.join('/')).join(', ')} ms`;
};
for (const warm of [true, false]) {
  const f = firsts[warm];
  const label = warm ? 'with the warm-up' : 'without the warm-up';
  console.log(`first run ${label}, default lesson: ${ratio(f.lesson)}`);
  console.log(`  its engine's part (run posted to report): ${ratio(f.engineLesson)}`);
  console.log(`first run ${label}, ${heavyLesson}: ${ratio(f.heavy)}`);
  console.log(`  its engine's part (run posted to report): ${ratio(f.engineHeavy)}`);
}
console.log(`warm-up done after ready: median ${median(firsts.true.idle)} ms (${firsts.true.idle.join(', ')})`);
console.log(`at 1.6 Mbit/s: editor text median ${median(slowEditor)} ms (${slowEditor.join(', ')}), ready median ${median(slowReady)} ms (${slowReady.join(', ')})`);
