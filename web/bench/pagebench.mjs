// Measures the playground's budgets in headless Chromium against build/web served by build/serve:
// the bytes to download (brotli), the time from navigation to ready (the editor shown and the
// engine worker's "ready" message, whichever comes last), and the time from pressing Run on the
// default lesson to its rendered report, as medians of several fresh page loads. Figures, not
// assertions. Then, in the same browser context, a repeat visit served by the service worker, an
// offline reload (time to ready, and whether the lesson runs), and THROTTLED_LOADS fresh loads at
// 1.6 Mbit/s (time to the editor's text and to ready). Assets the page loads on demand (ondemand.json: faker.wasm, zoneinfo.zip) are not in the bytes;
// the figures say how large they are and that no load fetched them.
// Usage: make pagebench (LOADS=7).
import { readFile, stat } from 'node:fs/promises';
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
// when the editor first shows text (editorAt), in ms from navigation.
async function timing(page) {
  await page.addInitScript(() => {
    const Original = window.Worker;
    window.Worker = function (...args) {
      const w = new Original(...args);
      w.addEventListener('message', (e) => {
        if (String(typeof e.data === 'string' ? e.data : JSON.stringify(e.data)).includes('"ready"') && !window.workerReadyAt) {
          window.workerReadyAt = performance.now();
        }
      });
      return w;
    };
    new MutationObserver(() => {
      if (!window.editorAt && document.querySelector('.cm-editor .cm-line')?.textContent) window.editorAt = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

// loaded waits until the page is ready and answers its times from navigation (performance's
// time origin): the editor's text, and ready once both the editor shows and the worker has
// answered.
async function loaded(page, timeout = 30000) {
  await page.waitForSelector('.cm-editor', { timeout });
  await page.waitForFunction(() => window.workerReadyAt && window.editorAt, null, { timeout });
  return page.evaluate(() => ({ editor: Math.round(window.editorAt), ready: Math.round(Math.max(window.workerReadyAt, window.editorAt)) }));
}

const ready = [], run = [], repeat = [], offline = [];
let offlineRan = 0;
for (let i = 0; i < loads; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('request', (r) => { if (Object.values(onDemand).some((n) => r.url().endsWith('/' + n))) laterFetched++; });
  await timing(page);
  await page.goto(base);
  ready.push((await loaded(page)).ready);
  const started = Date.now();
  await page.click('#run');
  await page.waitForFunction(() => Number(document.querySelector('#status').dataset.runs || 0) > 0, null, { timeout: 30000 });
  run.push(Date.now() - started);
  // A repeat visit, in the same browser context: the service worker serves the build's assets.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  const again = await context.newPage();
  await timing(again);
  await again.goto(base);
  repeat.push((await loaded(again)).ready);
  // And offline: a reload with the network gone still starts and runs the lesson.
  await context.setOffline(true);
  await again.reload();
  offline.push((await loaded(again)).ready);
  await again.click('#run');
  await again.waitForFunction(() => Number(document.querySelector('#status').dataset.runs || 0) > 0, null, { timeout: 30000 });
  if (!/error/i.test(await again.textContent('#status'))) offlineRan++;
  await context.close();
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
console.log(`at 1.6 Mbit/s: editor text median ${median(slowEditor)} ms (${slowEditor.join(', ')}), ready median ${median(slowReady)} ms (${slowReady.join(', ')})`);
