// The page's shell, before the wasm module arrives, in headless Chromium through serve.go: the
// module's response is held back (routed) while the test checks that the editor shows the first
// lesson, the lesson picker and the tabs work, Run is disabled with the download's progress, and
// Ctrl+Enter runs nothing; then the module is let through, and the Go UI takes over the same DOM
// without moving it, keeps what the user typed, and runs the script. A shared link's script
// opened before the module arrives is not confirmed: the engine gets no schema pass for it.
// Screenshots go to test-output/. Usage: make browsertest.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { root, shots, startPlayground } from '../chromium.mjs';

let playground, browser, base, consoleErrors;

test.before(async () => {
  playground = await startPlayground();
  ({ browser, base, consoleErrors } = playground);
});

test.after(() => playground?.stop());

const lessonFiles = async () => (await readdir(path.join(root, 'samples'))).filter((f) => f.endsWith('.sql')).sort();
const lessonText = async (i) => readFile(path.join(root, 'samples', (await lessonFiles())[i]), 'utf8');

// openHeld opens a page whose wasm module is held back until release() is called. The page
// counts, in window.flinkpadPosted, the types of the messages it posts to engine workers.
async function openHeld(url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  playground.watch(page);
  await page.addInitScript(() => {
    window.flinkpadPosted = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (msg, ...rest) {
      let type = msg && msg.type;
      if (typeof msg === 'string') {
        try { type = JSON.parse(msg).type; } catch { type = 'unreadable'; }
      }
      window.flinkpadPosted.push(type);
      return post.call(this, msg, ...rest);
    };
  });
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  let asked = 0;
  await page.route(/\/flinkpad\.[0-9a-f]+\.wasm$/, async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  await page.goto(url);
  await page.waitForSelector('.cm-editor .cm-line');
  return { page, release, asked: () => asked };
}

const editorText = (page) => page.evaluate(() => window.flinkpadEditor.getText());
const ready = (page) => page.waitForFunction(() => !document.querySelector('#run').disabled, null, { timeout: 60000 });

// boxes answers where the toolbar's, the editor's and the tabs' elements are on the screen.
const boxes = (page) => page.evaluate(() => Object.fromEntries(
  ['#lessons', '#run', '#status', '#reuse', '#theme', '.editor-pane', '.cm-editor', '#tab-results', '#results', '.splitter']
    .map((s) => { const r = document.querySelector(s).getBoundingClientRect(); return [s, [r.x, r.y, r.width, r.height]]; })));

test('before the module arrives the editor shows the lesson, the picker works and Run waits; the Go UI then adopts it all', async () => {
  const { page, release, asked } = await openHeld(base + '/');
  assert.equal(await editorText(page), await lessonText(0), 'the first lesson is in the editor');
  assert.equal(await page.inputValue('#lessons'), '0');
  assert.ok(await page.isDisabled('#run'), 'Run waits for the engine');
  assert.ok(await page.$('#boot-progress'), 'the download has its progress bar');
  assert.match(await page.textContent('#status'), /^Loading the engine/);
  assert.ok(asked() >= 1, 'the module was asked for while the editor shows');
  await page.screenshot({ path: path.join(shots, 'shell-before-module.png') });

  // The lesson picker and the tabs work without the module.
  await page.selectOption('#lessons', '2');
  assert.equal(await editorText(page), await lessonText(2));
  await page.click('#tab-explain');
  assert.ok(await page.isVisible('#explain') && !(await page.isVisible('#results')), 'the EXPLAIN tab shows');
  await page.click('#tab-results');

  // Typing, and Ctrl+Enter, before the module: the text stays, nothing runs.
  await page.click('.cm-content');
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n-- typed before the engine arrived');
  await page.keyboard.press('Control+Enter');
  const typed = await editorText(page);
  assert.ok(typed.endsWith('-- typed before the engine arrived'), 'the typed text is in the editor');
  // The first engine worker is asked for the warm-up at once (boot.js); nothing else goes to it.
  assert.deepEqual((await page.evaluate(() => window.flinkpadPosted)).filter((t) => t !== 'warm-up'), [],
    'no run and no schema pass before the module');
  const before = await boxes(page);
  await page.evaluate(() => { window.shellNodes = ['#run', '#lessons', '#status', '.cm-editor', '#results'].map((s) => document.querySelector(s)); });

  release();
  await ready(page);
  assert.equal(await page.$('#boot-progress'), null, 'the UI removed the bar');
  assert.equal(await page.textContent('#status'), 'Ready');
  assert.equal(await editorText(page), typed, 'the Go UI kept what the user typed');
  assert.deepEqual(await boxes(page), before, 'nothing moved when the Go UI took over');
  assert.ok(await page.evaluate(() => ['#run', '#lessons', '#status', '.cm-editor', '#results']
    .every((s, i) => document.querySelector(s) === window.shellNodes[i])), 'the Go UI adopted the shell\'s elements, not copies');
  // The editor's second half (extras.js) has come: the SQL is highlighted and the fold gutter has its markers.
  assert.ok(await page.$('.cm-line span[class]'), 'the SQL is highlighted');
  assert.ok(await page.$('.cm-foldGutter [title]'), 'the fold gutter has markers');
  // The Ctrl+Enter pressed before the module ran nothing afterwards either.
  assert.ok(!(await page.evaluate(() => window.flinkpadPosted)).includes('run'));

  // The page works: the typed-in lesson runs, the picker is the Go UI's now.
  await page.click('#run');
  await page.waitForFunction(() => Number(document.querySelector('#status').dataset.runs || 0) > 0, null, { timeout: 60000 });
  assert.match(await page.textContent('#status'), /^FINISHED/);
  assert.ok(await page.$('#results section.sink'), 'the run shows its sink');
  await page.selectOption('#lessons', '0');
  assert.equal(await editorText(page), await lessonText(0));
  await page.close();
});

test('a shared link opened before the module arrives shows its script and gets no schema pass', async () => {
  const script = "CREATE TABLE t (x INT) WITH ('connector' = 'datagen');\nSELECT x FROM t;";
  const code = await (async () => {
    const page = await browser.newPage();
    await page.goto(base + '/');
    await page.waitForSelector('.cm-editor');
    const c = await page.evaluate((s) => window.FlinkpadWeb.deflate(s), script);
    await page.close();
    return c;
  })();
  const { page, release } = await openHeld(`${base}/#code=${code}`);
  await page.waitForFunction((want) => window.flinkpadEditor.getText() === want, script);
  assert.match(await page.textContent('#status'), /shared script/);
  assert.equal(await page.inputValue('#lessons'), '', 'no lesson is chosen');
  await page.screenshot({ path: path.join(shots, 'shell-shared-link-before-module.png') });
  release();
  await ready(page);
  assert.match(await page.textContent('#status'), /shared script/, 'the Go UI keeps the link\'s status');
  await page.waitForFunction(() => window.flinkpadPosted.includes('module'), null, { timeout: 30000 });
  await page.waitForTimeout(2000);
  const posted = await page.evaluate(() => window.flinkpadPosted);
  assert.ok(!posted.includes('schema') && !posted.includes('run'), `posted: ${posted}`);
  await page.close();
});

test('no console errors', () => {
  assert.deepEqual(consoleErrors, []);
});
