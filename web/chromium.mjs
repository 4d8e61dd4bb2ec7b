// What the browser tests and the page benchmark start from: build/web served by build/serve
// (with a fresh share store) on a free port, and Debian's headless Chromium driven by
// playwright-core with the flags DESIGN.md gives. Not a test itself: node --test runs
// web/test/ only.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const root = path.resolve(import.meta.dirname, '..');
export const shots = path.join(root, 'test-output');
const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

async function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// startPlayground serves the site and launches Chromium. consoleErrors collects the console
// errors and page errors of every page given to watch; stop ends both and removes the store.
export async function startPlayground() {
  await mkdir(shots, { recursive: true });
  const data = await mkdtemp(path.join(os.tmpdir(), 'flinkpad-shares-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(path.join(root, 'build/serve'), ['-addr', `127.0.0.1:${port}`, '-dir', path.join(root, 'build/web'),
    '-data', data], { stdio: 'ignore' });
  const until = Date.now() + 20000;
  for (;;) {
    try {
      if ((await fetch(base + '/healthz')).ok) break;
    } catch { /* not yet */ }
    if (Date.now() > until) {
      server.kill();
      throw new Error('serve.go did not answer');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  const consoleErrors = [];
  return {
    base, data, browser, consoleErrors,
    watch(page) {
      page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(`${m.text()} (${page.url()})`); });
      page.on('pageerror', (e) => consoleErrors.push(`${e.message} (${page.url()})`));
    },
    // stopServer ends the server alone: the offline tests' page must then do without it.
    stopServer() {
      server.kill();
    },
    async stop() {
      await browser.close();
      server.kill();
      await rm(data, { recursive: true, force: true });
    },
  };
}
