// The time zone database (Go's zoneinfo.zip) in headless Chromium: the page's module does not
// carry it; the engine's worker fetches it (brotli, hashed like every asset) the first time a run
// names a zone other than UTC, and a failed fetch is the run's error, not a dead page.
// Usage: make browsertest.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { root, startPlayground } from '../chromium.mjs';

let playground, browser, base, consoleErrors;

test.before(async () => {
  playground = await startPlayground();
  ({ browser, base, consoleErrors } = playground);
});

test.after(() => playground?.stop());

const isZones = (url) => /\/zoneinfo\.[0-9a-f]{10}\.zip$/.test(new URL(url).pathname);

async function openPage() {
  // No service worker: these pages count and fail the worker's own fetches (page.route), which a
  // service worker would answer from its cache out of the route's sight; offline.test.mjs tests it.
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  playground.watch(page);
  const zoneRequests = [];
  page.on('request', (r) => { if (isZones(r.url())) zoneRequests.push(r); });
  await page.goto(base + '/');
  await page.waitForSelector('.cm-editor');
  await page.waitForFunction(() => document.querySelector('#status')?.textContent === 'Ready');
  return { page, zoneRequests };
}

async function runScript(page, script) {
  await page.evaluate((s) => window.flinkpadEditor.setText(s), script);
  const before = Number(await page.getAttribute('#status', 'data-runs') || 0);
  await page.click('#run');
  await page.waitForFunction((n) => Number(document.querySelector('#status').dataset.runs || 0) > n, before,
    { timeout: 60000 });
}

const sinkRows = (page, sink) => page.$$eval(`section.result[data-sink="${sink}"] tbody tr`,
  (trs) => trs.map((tr) => [...tr.querySelectorAll('td:not(.kind)')].map((td) => td.textContent)));

// The rows natively (the CLI with the machine's database) are the same.
const shanghai = `SET 'execution.runtime-mode' = 'batch';
SET 'table.local-time-zone' = 'Asia/Shanghai';
CREATE TABLE tz_out (s STRING, d STRING, c STRING) WITH ('connector' = 'print', 'print-identifier' = 'tz_out');
INSERT INTO tz_out SELECT CAST(TO_TIMESTAMP_LTZ(0, 3) AS STRING), DATE_FORMAT(TO_TIMESTAMP_LTZ(0, 3), 'yyyy-MM-dd HH:mm'), CONVERT_TZ('2024-03-10 12:00:00', 'UTC', 'America/New_York');`;

test('zoneinfo.zip is on demand, not in what the page loads', async () => {
  const manifest = JSON.parse(await readFile(path.join(root, 'build/web/manifest.json'), 'utf8'));
  const onDemand = JSON.parse(await readFile(path.join(root, 'build/web/ondemand.json'), 'utf8'));
  assert.match(onDemand['zoneinfo.zip'], /^zoneinfo\.[0-9a-f]{10}\.zip$/);
  assert.ok(!Object.values(manifest).includes(onDemand['zoneinfo.zip']));
  const worker = await readFile(path.join(root, 'build/web', manifest['worker.js']), 'utf8');
  assert.ok(worker.includes(`'${onDemand['zoneinfo.zip']}'`), 'the worker fetches the hashed name');
});

test('a zone\'s script runs on the page, fetching the database once; UTC and offsets never fetch it', async () => {
  const { page, zoneRequests } = await openPage();
  await runScript(page, `SET 'execution.runtime-mode' = 'batch';
SET 'table.local-time-zone' = 'GMT+08:00';
CREATE TABLE tz_out (s STRING) WITH ('connector' = 'print', 'print-identifier' = 'tz_out');
INSERT INTO tz_out SELECT CAST(TO_TIMESTAMP_LTZ(0, 3) AS STRING);`);
  assert.deepEqual(await sinkRows(page, 'tz_out'), [['1970-01-01 08:00:00.000']]);
  assert.equal(zoneRequests.length, 0);
  await runScript(page, shanghai);
  assert.deepEqual(await sinkRows(page, 'tz_out'), [['1970-01-01 08:00:00.000', '1970-01-01 08:00', '2024-03-10 08:00:00']]);
  assert.equal(zoneRequests.length, 1);
  assert.equal((await zoneRequests[0].response()).headers()['content-encoding'], 'br');
  await runScript(page, shanghai.replace('Asia/Shanghai', 'Europe/Berlin'));
  assert.deepEqual(await sinkRows(page, 'tz_out'), [['1970-01-01 01:00:00.000', '1970-01-01 01:00', '2024-03-10 08:00:00']]);
  assert.equal(zoneRequests.length, 1);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('a failed fetch of zoneinfo.zip is the run\'s error, and the next run fetches it again', async () => {
  const { page, zoneRequests } = await openPage();
  let fail = true;
  await page.route((url) => isZones(url.href), (route) => (fail ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
  await runScript(page, shanghai);
  const error = await page.$eval('#results', (r) => r.querySelector('.error')?.textContent ?? '');
  assert.match(error, /the time zone database could not be loaded: .*fetching zoneinfo\.zip: HTTP 404/);
  fail = false;
  await runScript(page, shanghai);
  assert.deepEqual(await sinkRows(page, 'tz_out'), [['1970-01-01 08:00:00.000', '1970-01-01 08:00', '2024-03-10 08:00:00']]);
  assert.ok(zoneRequests.length >= 2);
  await page.close();
});
