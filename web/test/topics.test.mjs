// The Topics tab in headless Chromium: a run writes a Kafka topic into the session's in-memory
// broker, the tab shows its messages, a message added by hand and a file of messages join them,
// and the next run's SELECT reads them all. Usage: make browsertest.
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

const ordersTable = `CREATE TABLE orders (id INT, item STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'json'
);
`;

async function run(page, script) {
  await page.evaluate((s) => window.flinkpadEditor.setText(s), script);
  const before = Number(await page.getAttribute('#status', 'data-runs') || 0);
  await page.click('#run');
  await page.waitForFunction((n) => Number(document.querySelector('#status').dataset.runs || 0) > n, before,
    { timeout: 60000 });
  return page.textContent('#status');
}

// topicRows reads a topic's table: partition, offset, key, value, timestamp, headers.
function topicRows(page, topic) {
  return page.$$eval(`#topics section[data-topic="${topic}"] tbody tr`,
    (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
}

test('a topic written in one run is shown, added to by hand and from a file, and read by the next run', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  playground.watch(page);
  await page.goto(base + '/');
  await page.waitForSelector('.cm-editor');

  assert.match(await run(page, ordersTable + "INSERT INTO orders VALUES (1, 'apple'), (2, 'pear');"), /^FINISHED/);
  await page.click('#tab-topics');
  let rows = await topicRows(page, 'orders');
  assert.deepEqual(rows.map((r) => r.slice(0, 4)), [
    ['0', '0', 'null', '{"id":1,"item":"apple"}'],
    ['0', '1', 'null', '{"id":2,"item":"pear"}'],
  ]);
  assert.match(rows[0][4], /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} UTC$/);
  assert.equal(await page.textContent('#topics section[data-topic="orders"] .count'), '2 messages in 1 partition');

  // A message by hand, with a key and a timestamp.
  await page.fill('#topic-name', 'orders');
  await page.fill('#topic-key', 'k3');
  await page.fill('#topic-value', '{"id":3,"item":"fig"}');
  await page.fill('#topic-timestamp', '2024-01-31 12:00:00');
  await page.click('#topic-add');
  rows = await topicRows(page, 'orders');
  assert.deepEqual(rows[2].slice(0, 5), ['0', '2', 'k3', '{"id":3,"item":"fig"}', '2024-01-31 12:00:00.000 UTC']);

  // A file of messages: a bare value, and a JSON line with a key, a JSON value and a timestamp.
  await page.setInputFiles('#topic-file', { name: 'more.jsonl', mimeType: 'text/plain',
    buffer: Buffer.from('{"id":4,"item":"kiwi"}\n{"key":"k5","value":{"id":5,"item":"plum"},"timestamp":1700000000000}\n') });
  await page.waitForFunction(() => document.querySelectorAll('#topics section[data-topic="orders"] tbody tr').length === 5);
  rows = await topicRows(page, 'orders');
  assert.deepEqual(rows.slice(3).map((r) => r.slice(0, 5)), [
    ['0', '3', 'null', '{"id":4,"item":"kiwi"}', rows[3][4]],
    ['0', '4', 'k5', '{"id":5,"item":"plum"}', '2023-11-14 22:13:20.000 UTC'],
  ]);
  assert.equal(await page.textContent('#topics section[data-topic="orders"] .count'), '5 messages in 1 partition');
  await page.screenshot({ path: path.join(shots, 'topics.png') });

  // The next run's SELECT reads every message, those added on the page too.
  assert.match(await run(page, ordersTable + 'SELECT id, item FROM orders;'), /^FINISHED/);
  const selected = await page.$$eval('#results section.result tbody tr',
    (trs) => trs.map((tr) => [...tr.querySelectorAll('td:not(.kind)')].map((td) => td.textContent).join(',')));
  assert.deepEqual(selected, ['1,apple', '2,pear', '3,fig', '4,kiwi', '5,plum']);
  // The report brought the topic back, with the offsets the run's broker gave.
  await page.click('#tab-topics');
  rows = await topicRows(page, 'orders');
  assert.deepEqual(rows.map((r) => r[1]), ['0', '1', '2', '3', '4']);
  await page.close();
});

test('keys and values are text, or hex when not UTF-8, never HTML; a topic can be cleared', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  playground.watch(page);
  await page.goto(base + '/');
  await page.waitForSelector('.cm-editor');
  await page.click('#tab-topics');
  await page.fill('#topic-name', 'blobs');
  await page.fill('#topic-value', '<img src=x onerror="window.pwned=1">');
  await page.click('#topic-add');
  assert.equal(await page.textContent('#topics section[data-topic="blobs"] .count'), '1 message in 1 partition');
  await page.setInputFiles('#topic-file', { name: 'bin.jsonl', mimeType: 'text/plain',
    buffer: Buffer.from('{"value":{"base64":"/wAQ"},"partition":0}\n') });
  await page.waitForFunction(() => document.querySelectorAll('#topics section[data-topic="blobs"] tbody tr').length === 2);
  const rows = await topicRows(page, 'blobs');
  assert.equal(rows[0][3], '<img src=x onerror="window.pwned=1">');
  assert.equal(rows[1][3], '0xff0010');
  assert.equal(await page.$$eval('#topics img', (imgs) => imgs.length), 0);
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  await page.click('#topics section[data-topic="blobs"] button[aria-label="Clear the messages of blobs"]');
  assert.equal(await page.textContent('#topics section[data-topic="blobs"] .count'), '0 messages in 1 partition');
  await page.close();
});

test('no console errors on the topics pages', () => {
  assert.deepEqual(consoleErrors, []);
});
