// The playground with unbounded sources, in headless Chromium: a streaming job over an
// unbounded datagen table runs until Cancel, its sink's table grows while it is RUNNING (with the
// elapsed time and the rows so far in the status), Cancel stops it and keeps the rows shown,
// marked CANCELED, and the next run works. A streaming query's table grows the same way.
// Screenshots go to test-output/. Usage: make browsertest.
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { shots, startPlayground } from '../chromium.mjs';

let playground, browser, base, consoleErrors;

test.before(async () => {
  playground = await startPlayground();
  ({ browser, base, consoleErrors } = playground);
});

test.after(() => playground?.stop());

async function openPage() {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  playground.watch(page);
  await page.goto(base + '/');
  await page.waitForSelector('.cm-editor');
  return page;
}

const rowCount = (page, sink) => page.$$eval(`section.result[data-sink="${sink}"] tbody tr`, (trs) => trs.length);
const status = (page) => page.textContent('#status');

// waitForMoreRows waits until a table holds more than n rows.
async function waitForMoreRows(page, sink, n) {
  await page.waitForFunction(([sink, n]) =>
    document.querySelectorAll(`section.result[data-sink="${sink}"] tbody tr`).length > n, [sink, n], { timeout: 30000 });
  return rowCount(page, sink);
}

test('an unbounded streaming job shows its sink growing while RUNNING, and Cancel keeps the rows, marked CANCELED', async () => {
  const page = await openPage();
  await page.evaluate(() => window.flinkpadEditor.setText(`SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE clicks (user_id INT, url STRING) WITH (
  'connector' = 'datagen', 'rows-per-second' = '20',
  'fields.user_id.min' = '1', 'fields.user_id.max' = '4', 'fields.url.length' = '6');
CREATE TABLE per_user (user_id INT, clicks BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'per_user');
INSERT INTO per_user SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;`));
  await page.click('#run');
  const first = await waitForMoreRows(page, 'per_user', 0);
  assert.match(await status(page), /^RUNNING [\d.]+ s( · [\d,]+ rows)?$/);
  // The source paces 20 rows a second: the next second's changes arrive while it runs.
  const later = await waitForMoreRows(page, 'per_user', Math.max(first, 20));
  const running = await status(page);
  assert.match(running, /^RUNNING [\d.]+ s · [\d,]+ rows$/);
  const kinds = await page.$$eval('section[data-sink="per_user"] tbody tr', (trs) => trs.map((tr) => tr.dataset.kind));
  assert.ok(kinds.includes('+I') && kinds.includes('-U') && kinds.includes('+U'), `changes so far: ${kinds.join(' ')}`);
  assert.equal(await page.$$eval('section[data-sink="per_user"] thead th', (ths) => ths[0].textContent), 'op');
  await page.screenshot({ path: path.join(shots, 'unbounded-running.png') });

  await page.click('#cancel');
  await page.waitForFunction(() => /^CANCELED after [\d.]+ s · [\d,]+ rows$/.test(document.querySelector('#status').textContent));
  const kept = await rowCount(page, 'per_user');
  assert.ok(kept >= later, `the table kept ${kept} rows of the ${later} shown before Cancel`);
  assert.equal(await page.getAttribute('#results', 'data-state'), 'canceled');
  assert.match(await page.textContent('#results .live-note'), /^CANCELED after [\d.]+ s/);
  assert.match(await page.textContent('section[data-sink="per_user"] .count'), /rows until cancelled$/);
  await page.screenshot({ path: path.join(shots, 'unbounded-canceled.png') });
  // The table stays still: the old worker is gone.
  await page.waitForTimeout(1500);
  assert.equal(await rowCount(page, 'per_user'), kept);
  console.log(`unbounded job: ${first} then ${later} rows while "${running}", ${kept} kept after "${await status(page)}"`);

  // A new worker took over: the next run works.
  await page.selectOption('#lessons', '0');
  const before = Number(await page.getAttribute('#status', 'data-runs') || 0);
  await page.click('#run');
  await page.waitForFunction((n) => Number(document.querySelector('#status').dataset.runs || 0) > n, before, { timeout: 60000 });
  assert.match(await status(page), /^FINISHED/);
  assert.equal(await page.getAttribute('#results', 'data-state'), null);
  await page.close();
});

test('a streaming query over an unbounded source shows its rows as they come, and keeps them on Cancel', async () => {
  const page = await openPage();
  await page.evaluate(() => window.flinkpadEditor.setText(`SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (n INT, s STRING) WITH ('connector' = 'datagen', 'rows-per-second' = '10', 'fields.s.length' = '5');
SELECT n, UPPER(s) AS loud FROM ticks;`));
  await page.click('#run');
  const title = 'SELECT (statement 3)';
  const first = await waitForMoreRows(page, title, 0);
  const later = await waitForMoreRows(page, title, Math.max(first, 10));
  assert.deepEqual(await page.$$eval(`section[data-sink="${title}"] thead th`, (ths) => ths.map((th) => th.textContent)), ['n', 'loud']);
  assert.match(await status(page), /^RUNNING [\d.]+ s · [\d,]+ rows$/);
  await page.click('#cancel');
  await page.waitForFunction(() => /^CANCELED/.test(document.querySelector('#status').textContent));
  assert.ok(await rowCount(page, title) >= later);
  await page.screenshot({ path: path.join(shots, 'unbounded-query-canceled.png') });
  await page.close();
});

test('no console errors', () => {
  assert.deepEqual(consoleErrors, []);
});
