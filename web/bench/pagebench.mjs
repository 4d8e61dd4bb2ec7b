// Measures the playground's budgets in headless Chromium against build/web served by build/serve:
// the bytes to download (brotli), the time from navigation to ready (the editor shown and the
// engine worker's "ready" message, whichever comes last), and the time from pressing Run on the
// default lesson to its rendered report, as medians of several fresh page loads. Figures, not
// assertions. Assets the page loads on demand (ondemand.json: faker.wasm, zoneinfo.zip) are not in the bytes;
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

const ready = [], run = [];
for (let i = 0; i < loads; i++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('request', (r) => { if (Object.values(onDemand).some((n) => r.url().endsWith('/' + n))) laterFetched++; });
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
      if (!window.editorAt && document.querySelector('.cm-editor')) window.editorAt = performance.now();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(base);
  await page.waitForSelector('.cm-editor');
  await page.waitForFunction(() => window.workerReadyAt, null, { timeout: 30000 });
  // Times count from navigation (performance's time origin): ready once both the editor shows
  // and the worker has answered.
  ready.push(Math.round(await page.evaluate(() => Math.max(window.workerReadyAt, window.editorAt || 0))));
  const started = Date.now();
  await page.click('#run');
  await page.waitForFunction(() => Number(document.querySelector('#status').dataset.runs || 0) > 0, null, { timeout: 30000 });
  run.push(Date.now() - started);
  await page.close();
}
await playground.stop();
console.log(`page: ${bytes} bytes to download (brotli)`);
console.log(`on demand: ${later.join(', ')} bytes (brotli), fetched ${laterFetched} times in ${loads} loads`);
console.log(`ready: median ${median(ready)} ms of ${loads} loads (${ready.join(', ')})`);
console.log(`default lesson run and rendered: median ${median(run)} ms (${run.join(', ')})`);
