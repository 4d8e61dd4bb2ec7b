// The playground's service worker, served from the root scope as /sw.js (no hash in its name,
// Cache-Control: no-cache, so the browser sees each new build's worker). It keeps the build's
// content-hashed assets (manifest.json's list, which build.mjs writes into ASSETS below) in a
// cache named after the build, so that a repeat visit and an offline one start without the
// network; a new build's worker fills its own cache and deletes the old builds' on activate.
// Assets loaded on demand (faker.wasm, zoneinfo.zip) are kept when first fetched. The page
// itself and its few unhashed files go to the network first, so a new build shows at once, and
// come from the cache only offline. /api/* and share links (/s/{id}) never come from a cache.
const ASSETS = /*ASSETS*/[];
const CACHE = 'flinkpad-' + /*VERSION*/'dev';
// The unhashed files: the page (under / and its own name) and what the web app manifest names.
const UNHASHED = ['/', '/index.html', '/manifest.webmanifest', '/icon.svg'];
const hashed = /\.[0-9a-f]{10}\.[a-z]+$/;

self.addEventListener('install', (e) => {
  e.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll([...UNHASHED.filter((p) => p !== '/index.html'), ...ASSETS.map((n) => '/' + n)]);
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (e) => {
  e.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('flinkpad-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

// cacheFirst answers a content-hashed name from the cache, or fetches and keeps it: its bytes
// never change under that name.
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// networkFirst fetches an unhashed file afresh and keeps the answer; offline, the kept one.
async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (err) {
    const hit = await cache.match(key);
    if (hit) return hit;
    throw err;
  }
}

self.addEventListener('fetch', (e) => {
  const request = e.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const p = url.pathname;
  if (p.startsWith('/api/') || p.startsWith('/s/')) return; // always the network's
  if (hashed.test(p)) {
    e.respondWith(cacheFirst(request));
  } else if (UNHASHED.includes(p)) {
    e.respondWith(networkFirst(request, p === '/index.html' ? '/' : p));
  }
});
