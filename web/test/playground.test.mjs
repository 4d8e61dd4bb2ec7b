// End-to-end tests of the playground in headless Chromium (Debian's chromium, driven by
// playwright-core). They serve build/web with serve.go, load the page, run every lesson, compare
// each print sink's table with what the CLI prints for the same lesson (with -kafka memory: its
// topics in memory, as the page keeps them), share a link and open it, and check that a syntax
// error is marked on its line. Screenshots go to test-output/.
// Usage: make browsertest (builds the site and the CLI first).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { root, shots, startPlayground } from '../chromium.mjs';

let playground, browser, base, consoleErrors;

test.before(async () => {
  playground = await startPlayground();
  ({ browser, base, consoleErrors } = playground);
});

test.after(() => playground?.stop());

async function openPage(url = base + '/') {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  playground.watch(page);
  const started = Date.now();
  await page.goto(url);
  await page.waitForSelector('.cm-editor');
  return { page, readyMs: Date.now() - started };
}

// runScript presses Run and waits for this run's report (#status[data-runs] counts them).
async function runScript(page) {
  const before = Number(await page.getAttribute('#status', 'data-runs') || 0);
  await page.click('#run');
  await page.waitForFunction((n) => Number(document.querySelector('#status').dataset.runs || 0) > n, before,
    { timeout: 60000 });
  return page.textContent('#status');
}

// sinkLines reads a print sink's table as the print connector's lines: id> +I[a, b].
async function pageSinkLines(page) {
  return page.$$eval('section.sink-print', (sections) => sections.flatMap((s) => {
    const id = s.dataset.identifier;
    return [...s.querySelectorAll('tbody tr')].map((tr) => {
      const cells = [...tr.querySelectorAll('td')];
      const kind = tr.dataset.kind;
      const values = cells.filter((td) => !td.classList.contains('kind'))
        .map((td) => (td.classList.contains('null') ? 'null' : td.textContent));
      return `${id ? id + '> ' : ''}${kind}[${values.join(', ')}]`;
    });
  }));
}

function cliPrintLines(script) {
  const out = execFileSync(path.join(root, 'build/flinkpad'), ['-kafka', 'memory', '-f', script], { encoding: 'utf8', cwd: root });
  return out.split('\n').filter((l) => /^(\S+> )?[+-][IUD]\[/.test(l));
}

test('the page loads, reports its size and time to ready, and has no console errors', async () => {
  const files = await readdir(path.join(root, 'build/web'));
  const manifest = JSON.parse(await readFile(path.join(root, 'build/web/manifest.json'), 'utf8'));
  let br = 0;
  for (const name of ['index.html', ...Object.values(manifest)]) {
    br += (await stat(path.join(root, 'build/web', name + '.br'))).size;
  }
  assert.ok(files.includes('index.html'));
  const { page, readyMs } = await openPage();
  await page.screenshot({ path: path.join(shots, 'loaded.png') });
  console.log(`playground: ${br} bytes to download (brotli), ready in ${readyMs} ms`);
  assert.equal(await page.inputValue('#lessons'), '0', 'the first lesson is loaded');
  await page.close();
});

test('every lesson runs, and each print sink shows what the CLI prints', async () => {
  const lessons = (await readdir(path.join(root, 'samples'))).filter((f) => f.endsWith('.sql')).sort();
  assert.ok(lessons.length >= 12, `${lessons.length} lessons`);
  const { page } = await openPage();
  for (const [i, file] of lessons.entries()) {
    await page.selectOption('#lessons', String(i));
    const started = Date.now();
    const status = await runScript(page);
    const renderMs = Date.now() - started;
    assert.match(status, /^FINISHED/, `${file}: ${status}`);
    await page.screenshot({ path: path.join(shots, `lesson-${file.replace('.sql', '')}.png`) });
    const want = cliPrintLines(path.join(root, 'samples', file)).sort();
    const got = (await pageSinkLines(page)).sort();
    assert.deepEqual(got, want, `${file}: the page's print sinks differ from the CLI's`);
    console.log(`lesson ${file}: ${got.length} print rows, run and rendered in ${renderMs} ms`);
  }
  await page.close();
});

test('the reuse lesson draws one shared node with two consumers, and none when reuse is off', async () => {
  const { page } = await openPage();
  const lessons = (await readdir(path.join(root, 'samples'))).filter((f) => f.endsWith('.sql')).sort();
  await page.selectOption('#lessons', String(lessons.indexOf('06_shared_subplan_reuse.sql')));
  assert.match(await runScript(page), /^FINISHED/);
  await page.click('#tab-plan');
  const shared = () => page.$$eval('svg.plan g.node.shared', (ns) => ns.map((n) => Number(n.dataset.consumers)));
  const sourceRows = async () => Number((await page.textContent('#graph-summary')).match(/sources produced ([\d,]+) rows/)[1].replace(/,/g, ''));
  assert.deepEqual(await shared(), [2]);
  assert.equal(await page.$$eval('svg.plan .edge.shared', (es) => es.length), 2);
  const rowsWithReuse = await sourceRows();
  await page.click('svg.plan g.node.shared');
  assert.match(await page.textContent('.node-details'), /read by 2 consumers/);
  // The shared aggregate and the scan below it come from the view T, which this script
  // creates: they mark the view's own query in its CREATE VIEW. A sink marks its own INSERT of
  // the statement set.
  const marked = () => page.$$eval('.cm-source-mark', (ls) => ls.map((l) => l.textContent).join('\n'));
  assert.match(await marked(), /^\s*SELECT cID, cName, SUM\(revenue\) AS revSum FROM Orders/);
  await page.click('svg.plan g.node[data-operator="Sink"]');
  assert.match(await marked(), /^\s*INSERT INTO (HighValue|GoodValue) SELECT/);
  await page.click('svg.plan g.node.source');
  assert.match(await marked(), /^\s*SELECT cID, cName, SUM\(revenue\) AS revSum FROM Orders/);
  await page.screenshot({ path: path.join(shots, 'plan-reuse-on.png') });
  await page.click('#reuse'); // unticking reruns the script
  await page.waitForFunction(() => document.querySelector('#status').dataset.runs === '2');
  await page.click('#tab-plan');
  assert.deepEqual(await shared(), []);
  assert.equal(await sourceRows(), 2 * rowsWithReuse, 'without reuse each sink reads the source');
  await page.screenshot({ path: path.join(shots, 'plan-reuse-off.png') });
  await page.click('#tab-explain');
  assert.match(await page.textContent('#explain'), /== Optimized Execution Plan ==/);
  await page.close();
});

test('a shared link restores the script without running it', async () => {
  const { page } = await openPage();
  // As on a static host that answers every path with a page: no share API, so a #code= link.
  await page.route('**/api/share', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html>' }));
  await page.selectOption('#lessons', '2');
  const script = await page.evaluate(() => document.querySelector('.cm-content').innerText);
  await page.click('#share');
  await page.waitForFunction(() => location.hash.startsWith('#code='));
  const link = page.url();
  const { page: opened } = await openPage(link);
  await opened.waitForFunction((want) => document.querySelector('.cm-content').innerText === want, script);
  assert.match(await opened.textContent('#status'), /shared script/);
  assert.equal(await opened.$$eval('section.result', (s) => s.length), 0, 'nothing ran');
  await opened.screenshot({ path: path.join(shots, 'shared-link.png') });
  await page.close();
  await opened.close();
});

test('a syntax error is marked on its line with Flink\'s message', async () => {
  const { page } = await openPage();
  await page.evaluate(() => window.flinkpadEditor.setText("SET 'execution.runtime-mode' = 'batch';\n\nSELECT id amount name\nFROM t;"));
  const status = await runScript(page);
  assert.match(status, /^FAILED/);
  await page.waitForSelector('.cm-lintRange-error');
  const line = await page.$eval('.cm-lintRange-error', (mark) => {
    const lines = [...document.querySelectorAll('.cm-content .cm-line')];
    return lines.indexOf(mark.closest('.cm-line')) + 1;
  });
  assert.equal(line, 3);
  assert.match(await page.textContent('#results'), /Encountered "name" at line 1, column 18/);
  await page.screenshot({ path: path.join(shots, 'syntax-error.png') });
  await page.close();
});

test('a long job shows RUNNING with its elapsed time and rows so far, and Cancel stops it', async () => {
  const { page } = await openPage();
  await page.evaluate(() => window.flinkpadEditor.setText(`SET 'execution.runtime-mode' = 'batch';
CREATE TABLE big (id BIGINT, name STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '100000000');
CREATE TABLE sink (id BIGINT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO sink SELECT * FROM big;`));
  await page.click('#run');
  await page.waitForFunction(() => /^RUNNING [\d.]+ s · [\d,]+ rows$/.test(document.querySelector('#status').textContent),
    null, { timeout: 60000 });
  const status = await page.textContent('#status');
  await page.screenshot({ path: path.join(shots, 'running.png') });
  await page.click('#cancel');
  await page.waitForFunction(() => /^CANCELED/.test(document.querySelector('#status').textContent));
  console.log(`a running job showed "${status}", then ${await page.textContent('#status')}`);
  // A new worker took over: the next run works.
  await page.selectOption('#lessons', '0');
  assert.match(await runScript(page), /^FINISHED/);
  await page.close();
});

test('no console errors on any page', () => {
  assert.deepEqual(consoleErrors, []);
});
