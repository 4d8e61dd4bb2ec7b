// A script in the tutorials' style, unchanged, in headless Chromium and with the CLI: faker
// tables with the common providers' expressions, a Kafka topic written and read back, and an
// upsert-kafka table kept per customer. The page's print sink must show what the CLI prints
// (seeded faker values, the same topics), and its query the same number of changelog rows.
// Usage: make browsertest.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { root, shots, startPlayground } from '../chromium.mjs';

let playground, browser, base, consoleErrors;

test.before(async () => {
  playground = await startPlayground();
  ({ browser, base, consoleErrors } = playground);
});

test.after(() => playground?.stop());

const scriptPath = path.join(root, 'web/test/testdata/tutorial.sql');

test('a tutorial-style faker, Kafka and upsert-kafka script runs on the page as with the CLI', async () => {
  const script = await readFile(scriptPath, 'utf8');
  const cli = execFileSync(path.join(root, 'build/flinkpad'), ['-kafka', 'memory', '-f', scriptPath],
    { encoding: 'utf8', cwd: root });
  assert.doesNotMatch(cli, /\[ERROR\]/, cli);
  const cliPrints = cli.split('\n').filter((l) => /^[+-][IUD]\[/.test(l)).sort();
  const cliQueryRows = Number(/Received a total of (\d+) rows/.exec(cli)?.[1]);
  assert.ok(cliPrints.length > 0 && cliQueryRows > 0, cli);

  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  playground.watch(page);
  await page.goto(base + '/');
  await page.waitForSelector('.cm-editor');
  await page.evaluate((s) => window.flinkpadEditor.setText(s), script);
  await page.click('#run');
  await page.waitForFunction(() => Number(document.querySelector('#status').dataset.runs || 0) > 0, null,
    { timeout: 60000 });
  const status = await page.textContent('#status');
  await page.screenshot({ path: path.join(shots, 'tutorial.png') });
  assert.match(status, /^FINISHED/, status);

  const pagePrints = (await page.$$eval('section.sink-print tbody tr', (trs) => trs.map((tr) => {
    const values = [...tr.querySelectorAll('td')].filter((td) => !td.classList.contains('kind'))
      .map((td) => (td.classList.contains('null') ? 'null' : td.textContent));
    return `${tr.dataset.kind}[${values.join(', ')}]`;
  }))).sort();
  assert.deepEqual(pagePrints, cliPrints, "the page's print sink differs from the CLI's");

  const counts = await page.$$eval('section.result .count', (els) => els.map((e) => e.textContent));
  assert.ok(counts.some((c) => c === `${cliQueryRows} rows`), `query rows: ${counts.join(' | ')}, CLI ${cliQueryRows}`);

  const topics = await page.$$eval('#topics section[data-topic]', (ss) => ss.map((s) => s.dataset.topic));
  assert.deepEqual(topics.sort(), ['customer_totals', 'orders']);
  assert.deepEqual(consoleErrors, []);
  await page.close();
});
