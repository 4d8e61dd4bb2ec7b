// The Cloudflare Worker end to end: starts it under `wrangler dev` (workerd from npm, KV and
// static assets simulated locally, no network needed), shares a script, fetches it back, opens its
// page, and runs scripts through /api/run.
// Usage: make workertest (builds the site and the Worker first).
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
let wrangler, base, state, log = '';

async function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

test.before(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  state = await mkdtemp(path.join(os.tmpdir(), 'flinkpad-worker-'));
  // Its own process group, so that the test can stop wrangler and the workerd it starts.
  wrangler = spawn('npx', ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state,
    '--show-interactive-dev-session=false'], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' } });
  wrangler.stdout.on('data', (d) => { log += d; });
  wrangler.stderr.on('data', (d) => { log += d; });
  const until = Date.now() + 90000;
  while (Date.now() < until) {
    try {
      if ((await fetch(base + '/healthz')).ok) return;
    } catch { /* not yet */ }
    if (wrangler.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not answer:\n${log}`);
});

test.after(async () => {
  if (wrangler && wrangler.exitCode === null) {
    const exited = new Promise((r) => wrangler.once('exit', r));
    process.kill(-wrangler.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (wrangler.exitCode === null) process.kill(-wrangler.pid, 'SIGKILL');
  }
  if (state) await rm(state, { recursive: true, force: true });
});

async function post(url, body) {
  const res = await fetch(base + url, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, json: await res.json() };
}

test('the page and its assets come from static assets, with the server\'s headers', async () => {
  const res = await fetch(base + '/');
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /<title>Flinkpad/);
  assert.equal(res.headers.get('cache-control'), 'no-cache');
  assert.match(res.headers.get('content-security-policy'), /script-src 'self' 'wasm-unsafe-eval'/);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  const wasm = html.match(/"(flinkpad\.[0-9a-f]{10}\.wasm)"/) || [];
  const boot = html.match(/src="(boot\.[0-9a-f]{10}\.js)"/);
  const asset = await fetch(base + '/' + boot[1]);
  assert.equal(asset.status, 200);
  assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(wasm.length, 0, 'index.html names the wasm module only through boot.js');
  assert.match(await asset.text(), /flinkpad\.[0-9a-f]{10}\.wasm/);
});

test('a shared script comes back from KV, and its page opens the playground', async () => {
  const script = "SET 'execution.runtime-mode' = 'batch';\nSELECT 'shared from the Worker' AS s;\n";
  const first = await post('/api/share', { script, state: { reuse: false } });
  assert.equal(first.status, 201);
  assert.match(first.json.id, /^[0-9A-Za-z]{10}$/);
  const again = await post('/api/share', { state: { reuse: false }, script });
  assert.deepEqual([again.status, again.json.id], [200, first.json.id]);

  const res = await fetch(`${base}/api/share/${first.json.id}`);
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { script, state: { reuse: false } });

  const page = await fetch(`${base}/s/${first.json.id}`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<head>\n<base href="\.\.\/">/);
  assert.match(page.headers.get('content-security-policy'), /base-uri 'self'/);

  assert.equal((await fetch(`${base}/api/share/AAAAAAAAAA`)).status, 404);
  assert.equal((await fetch(`${base}/api/share/..%2f..%2fx`)).status, 400);
  assert.equal((await fetch(`${base}/api/share`)).status, 405);
  const big = await post('/api/share', { script: 'x'.repeat(70000) });
  assert.equal(big.status, 413);
  // A body a cross-site form could send (text/plain, as fetch labels a string) is refused.
  const plain = await fetch(base + '/api/share', { method: 'POST', body: JSON.stringify({ script: 'SELECT 1;' }) });
  assert.equal(plain.status, 415);
});

test('/api/run answers the report of a script', async () => {
  const { status, json } = await post('/api/run', {
    script: `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE scores (name STRING, score INT) WITH ('connector' = 'filesystem', 'path' = '/in/scores.csv', 'format' = 'csv');
CREATE TABLE passed (name STRING) WITH ('connector' = 'print');
INSERT INTO passed SELECT name FROM scores WHERE score >= 5;
SELECT COUNT(*) AS n FROM scores;`,
    files: [{ path: '/in/scores.csv', content: 'ann,7\nbob,3\ncid,9\n' }],
  });
  assert.equal(status, 200);
  assert.equal(json.error, undefined);
  assert.deepEqual(json.sinks[0].rows, [['ann'], ['cid']]);
  assert.deepEqual(json.statements[4].result.rows, [['3']]);

  const refused = await post('/api/run', { script: "SET 'table.exec.mini-batch.enabled' = 'true';" });
  assert.equal(refused.status, 200);
  assert.match(refused.json.error.message, /^flinkpad\.SetNotAllowed: /);

  const forever = `CREATE TABLE ticks (n INT) WITH ('connector' = 'datagen', 'rows-per-second' = '10');
CREATE TABLE out1 (n INT) WITH ('connector' = 'blackhole');
INSERT INTO out1 SELECT n FROM ticks;`;
  assert.equal((await post('/api/run', { script: forever })).status, 422);
  const timed = await post('/api/run', { script: forever, limits: { timeoutMs: 800 } });
  assert.equal(timed.status, 200);
  assert.equal(timed.json.stopped, 'time');
  assert.ok(timed.json.sinks[0].total > 0, 'rows reached the sink before the limit');
});
