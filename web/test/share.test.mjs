// Short share links in headless Chromium, through serve.go: Share stores the script and offers
// <site>/s/{id}; that link opens the playground with the script and the reuse switch, without
// running it; an unknown link says so and opens the first lesson.
// Usage: make browsertest (builds the site and serve.go first).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { shots, startPlayground } from '../chromium.mjs';

let playground, browser, base, consoleErrors, data;

test.before(async () => {
  playground = await startPlayground();
  ({ browser, base, consoleErrors, data } = playground);
});

test.after(() => playground?.stop());

async function openPage(url, { expectErrors = false } = {}) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  if (!expectErrors) {
    playground.watch(page);
  }
  await page.goto(url);
  await page.waitForSelector('.cm-editor');
  return page;
}

const editorText = (page) => page.evaluate(() => document.querySelector('.cm-content').innerText);

test('Share makes a short link that restores the script and the reuse switch without running it', async () => {
  const page = await openPage(base + '/');
  await page.selectOption('#lessons', '5');
  await page.uncheck('#reuse'); // switching reuse reruns the script: let that run end first
  await page.waitForFunction(() => Number(document.querySelector('#status').dataset.runs || 0) > 0, null, { timeout: 60000 });
  const script = await editorText(page);
  await page.click('#share');
  await page.waitForSelector('#share[data-link]');
  const link = await page.getAttribute('#share', 'data-link');
  assert.match(link, new RegExp(`^${base}/s/[0-9A-Za-z]{10}$`));
  assert.match(await page.textContent('#status'), /\/s\/[0-9A-Za-z]{10}/);
  assert.equal(new URL(page.url()).hash, '', 'no #code= link where the share API answers');

  // The link is stored once, under the script's id: sharing it again gives the same link.
  const files = (await readdir(data, { recursive: true })).filter((f) => f.endsWith('.json'));
  assert.equal(files.length, 1);
  await page.evaluate(() => document.querySelector('#share').removeAttribute('data-link'));
  await page.click('#share');
  await page.waitForSelector('#share[data-link]');
  assert.equal(await page.getAttribute('#share', 'data-link'), link);

  const opened = await openPage(link);
  await opened.waitForFunction((want) => document.querySelector('.cm-content').innerText === want, script);
  assert.match(await opened.textContent('#status'), /shared script/);
  assert.equal(await opened.isChecked('#reuse'), false);
  assert.equal(await opened.$$eval('section.result, section.sink', (s) => s.length), 0, 'nothing ran');
  // The page at /s/{id} loads its assets from the site's root and can run the script.
  await opened.click('#run');
  await opened.waitForFunction(() => Number(document.querySelector('#status').dataset.runs || 0) > 0, null, { timeout: 60000 });
  assert.match(await opened.textContent('#status'), /^FINISHED/);
  await opened.screenshot({ path: path.join(shots, 'short-link.png') });
  await page.close();
  await opened.close();
});

test('an unknown short link says so and opens the first lesson', async () => {
  const page = await openPage(base + '/s/AAAAAAAAAA', { expectErrors: true });
  await page.waitForFunction(() => /does not exist/.test(document.querySelector('#status').textContent));
  await page.waitForFunction(() => document.querySelector('#lessons').value === '0');
  await page.close();
});

test('no console errors on the pages that should have none', () => {
  assert.deepEqual(consoleErrors, []);
});
