// The page as an installable, cached app, in headless Chromium: the module's download shows a
// progress bar; the web app manifest, its icons and the service worker are served as a browser
// needs them; a page the service worker has loaded once reloads and runs its lesson with the
// server gone. The last test stops the server, so it stays last.
// Usage: make browsertest.
import test from 'node:test';
import assert from 'node:assert/strict';
import { startPlayground } from '../chromium.mjs';

let playground, browser, base, consoleErrors;

test.before(async () => {
  playground = await startPlayground();
  ({ browser, base, consoleErrors } = playground);
});

test.after(() => playground?.stop());

async function runLesson(page) {
  const before = Number(await page.getAttribute('#status', 'data-runs') || 0);
  await page.click('#run');
  await page.waitForFunction((n) => Number(document.querySelector('#status').dataset.runs || 0) > n, before,
    { timeout: 60000 });
  return page.textContent('#status');
}

test('the module download shows a progress bar of its bytes, which ends at the module size', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  playground.watch(page);
  // 80 Mbit/s: slow enough that the bar is seen between empty and full.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions',
    { offline: false, latency: 20, downloadThroughput: 10e6, uploadThroughput: 10e6 });
  await page.addInitScript(() => {
    window.progressSeen = [];
    const poll = () => {
      const bar = document.getElementById('boot-progress');
      if (bar && bar.max > 1) window.progressSeen.push([bar.value, bar.max]);
      // The shell shows the editor at once; the bar lasts until the engine is ready (Run enabled).
      const run = document.querySelector('#run');
      if (!run || run.disabled) requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  await page.goto(base + '/');
  await page.waitForSelector('#run:not([disabled])', { timeout: 60000 });
  const seen = await page.evaluate(() => window.progressSeen);
  assert.ok(seen.length > 0, 'the bar was never seen with a total');
  const max = seen[0][1];
  assert.ok(max > 1e6, `total ${max}`);
  assert.ok(seen.some(([v]) => v > 0 && v < max), `no value between 0 and ${max}: ${JSON.stringify(seen.slice(0, 5))}`);
  assert.equal(await page.$('#boot-progress'), null, 'the UI replaced the bar');
  await context.close();
});

test('the web app manifest, its icons and the service worker are served as an installable app needs', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  playground.watch(page);
  await page.goto(base + '/');
  await page.waitForSelector('.cm-editor', { timeout: 60000 });
  const got = await page.evaluate(async () => {
    const href = document.querySelector('link[rel=manifest]').href;
    const m = await fetch(href);
    const manifest = await m.json();
    // Each icon is served with its type, and a PNG is the size the manifest says.
    const icons = [];
    for (const i of manifest.icons) {
      const r = await fetch(new URL(i.src, href));
      const type = r.headers.get('content-type');
      let size = null;
      if (i.type === 'image/png') {
        const bitmap = await createImageBitmap(await r.blob());
        size = `${bitmap.width}x${bitmap.height}`;
      }
      icons.push({ src: i.src, ok: r.ok, type, want: i.type, size, sizes: i.sizes });
    }
    const sw = await fetch('/sw.js');
    return {
      manifestType: m.headers.get('content-type'), manifest,
      icons,
      swType: sw.headers.get('content-type'), swCache: sw.headers.get('cache-control'), swText: await sw.text(),
    };
  });
  assert.equal(got.manifestType, 'application/manifest+json');
  assert.equal(got.manifest.display, 'standalone');
  assert.equal(got.manifest.start_url, '/');
  assert.ok(got.manifest.name && got.manifest.short_name && got.manifest.theme_color);
  assert.ok(got.icons.some((i) => i.want === 'image/png' && i.sizes === '512x512'), 'a 512 px PNG icon');
  assert.ok(got.icons.some((i) => i.want === 'image/png' && i.sizes === '192x192'), 'a 192 px PNG icon');
  for (const i of got.icons) {
    assert.ok(i.ok, `${i.src} is served`);
    assert.equal(i.type, i.want, `${i.src}'s type`);
    if (i.size) assert.equal(i.size, i.sizes, `${i.src}'s size`);
  }
  assert.match(got.swType, /javascript/);
  assert.equal(got.swCache, 'no-cache');
  assert.doesNotMatch(got.swText, /\/\*ASSETS\*\/|'dev'/, 'build.mjs filled in the asset list and version');
  const cdp = await context.newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  assert.deepEqual(errors, [], 'Chromium reads the manifest without errors');
  // A test's browser context is incognito, which alone keeps Chromium from offering to install.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors.filter((e) => e.errorId !== 'in-incognito'), []);
  await context.close();
});

test('once loaded, the page reloads and runs its lesson with the server gone', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  playground.watch(page);
  await page.goto(base + '/');
  await page.waitForSelector('.cm-editor', { timeout: 60000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
  const cached = await page.evaluate(async () => {
    const keys = await caches.keys();
    const names = [];
    for (const k of keys) for (const r of await (await caches.open(k)).keys()) names.push(new URL(r.url).pathname);
    return { keys, names };
  });
  assert.equal(cached.keys.length, 1, `caches ${cached.keys}`);
  assert.ok(cached.names.some((n) => /^\/flinkpad\.[0-9a-f]{10}\.wasm$/.test(n)), `cached ${cached.names}`);
  playground.stopServer();
  await new Promise((r) => setTimeout(r, 200));
  const started = Date.now();
  await page.reload();
  await page.waitForSelector('.cm-editor', { timeout: 60000 });
  console.log(`offline reload: editor in ${Date.now() - started} ms`);
  const status = await runLesson(page);
  assert.doesNotMatch(status, /error|fail/i, status);
  // Only the share and run API need the server; a request for it now fails, as it should.
  const api = await page.evaluate(() => fetch('/api/share', { method: 'POST', body: 'x' }).then(() => 'answered', () => 'failed'));
  assert.equal(api, 'failed');
  await context.close();
  // The reload fetched what the server no longer serves: the console's failed requests say so.
  const unexpected = consoleErrors.filter((e) => !/Failed to fetch|ERR_CONNECTION_REFUSED|Failed to load resource/.test(e));
  assert.deepEqual(unexpected, []);
});
