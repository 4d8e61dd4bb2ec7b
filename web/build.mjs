// Builds the playground into build/web: bundles the editor and graph code with esbuild, copies
// the page, its styles, Go's wasm_exec.js and the wasm module, names each asset after its
// content's hash (index.html keeps its name), and writes brotli and gzip variants beside them.
// Brotli at quality 10 makes the wasm module 10% smaller than quality 9 (the page's download
// budget is 3 MB), and quality 11 another 4% (3.48 against 3.62 MB for the page's module), at a
// minute or so of compression on one core; build/brotli-cache keeps each compressed file under
// its content's hash, so an unchanged module is not compressed again.
// BROTLI_QUALITY overrides the quality.
// faker.wasm, the faker connector's module, is built alike but loaded on demand: the engine's
// worker fetches it the first time a run reads a faker table. It is listed in ondemand.json, not
// in manifest.json, which lists what the page loads before it is ready. So is zoneinfo.zip, Go's
// time zone database, which the worker fetches the first time a run names a zone other than UTC.
// The editor bundle imports flinkpad:shell-data, the JSON the shell draws the page from before the
// module arrives (the lessons, the editor's keywords and functions), which tools/shellgen writes.
// The plan graph's layout (dagre) is a bundle of its own, graph.js, which the shell loads after it
// has drawn the page: the editor's text then waits for 15 KB (brotli) less.
// Usage: node web/build.mjs <wasm file> <wasm_exec.js> <faker wasm file> <zoneinfo.zip> <shell.json>
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile, readdir } from 'node:fs/promises';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import path from 'node:path';

const [wasmFile, wasmExec, fakerFile, zoneFile, shellFile] = process.argv.slice(2);
if (!wasmFile || !wasmExec || !fakerFile || !zoneFile || !shellFile) {
  console.error('usage: node web/build.mjs <wasm file> <wasm_exec.js> <faker wasm file> <zoneinfo.zip> <shell.json>');
  process.exit(2);
}
const out = 'build/web';
await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });

const shellData = {
  name: 'shell-data',
  setup(b) {
    b.onResolve({ filter: /^flinkpad:shell-data$/ }, () => ({ path: path.resolve(shellFile), namespace: 'file' }));
  },
};
const bundleOptions = { bundle: true, minify: true, format: 'iife', write: false, target: ['es2022'], legalComments: 'none' };
const bundle = await build({ ...bundleOptions, entryPoints: ['web/src/main.js'], plugins: [shellData] });
const graph = (await build({ ...bundleOptions, entryPoints: ['web/src/graph.js'] })).outputFiles[0].contents;
// The shell loads graph.js by its hashed name, so the bundle's hash follows graph.js's.
const graphName = `graph.${createHash('sha256').update(graph).digest('hex').slice(0, 10)}.js`;
const bundleText = Buffer.from(bundle.outputFiles[0].contents).toString();
if (bundleText.match(/(["'])graph\.js\1/g)?.length !== 1) throw new Error('build.mjs: the bundle does not name graph.js once');

const assets = {
  'bundle.js': Buffer.from(bundleText.replace(/(["'])graph\.js\1/, `"${graphName}"`)),
  'graph.js': graph,
  'style.css': await readFile('web/style.css'),
  'wasm_exec.js': await readFile(wasmExec),
  'flinkpad.wasm': await readFile(wasmFile),
  'faker.wasm': await readFile(fakerFile),
  'zoneinfo.zip': await readFile(zoneFile),
  'boot.js': await readFile('web/boot.js'),
  'worker.js': await readFile('web/worker.js'),
};

// Content hashes make every asset cacheable for good; only index.html is fetched afresh.
const names = {};
for (const [name, bytes] of Object.entries(assets)) {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const ext = path.extname(name);
  names[name] = `${path.basename(name, ext)}.${hash}${ext}`;
}
let worker = Buffer.from(assets['worker.js']).toString();
worker = worker.replaceAll('wasm_exec.js', names['wasm_exec.js']);
worker = worker.replaceAll(`'faker.wasm'`, `'${names['faker.wasm']}'`);
worker = worker.replaceAll(`'zoneinfo.zip'`, `'${names['zoneinfo.zip']}'`);
assets['worker.js'] = Buffer.from(worker);
names['worker.js'] = `worker.${createHash('sha256').update(assets['worker.js']).digest('hex').slice(0, 10)}.js`;
let boot = Buffer.from(assets['boot.js']).toString();
for (const n of ['flinkpad.wasm', 'worker.js']) boot = boot.replaceAll(`'${n}'`, `'${names[n]}'`);
// The progress bar's total: the module's own size, since Content-Length is the brotli'd one.
boot = replaceOnce(boot, '/*WASM_BYTES*/0', String(assets['flinkpad.wasm'].length));
assets['boot.js'] = Buffer.from(boot);
names['boot.js'] = `boot.${createHash('sha256').update(assets['boot.js']).digest('hex').slice(0, 10)}.js`;

let html = await readFile('web/index.html', 'utf8');
for (const [name, hashed] of Object.entries(names)) html = html.replaceAll(`"${name}"`, `"${hashed}"`);
const files = { 'index.html': Buffer.from(html) };
for (const [name, bytes] of Object.entries(assets)) files[names[name]] = bytes;
// The unhashed files beside index.html: the web app manifest and its icon, and the service
// worker, which keeps what the page loads before it is ready (manifest.json's list) in a cache
// named after this build; the on-demand assets it keeps when first fetched.
files['manifest.webmanifest'] = await readFile('web/manifest.webmanifest');
files['icon.svg'] = await readFile('web/icon.svg');
const preload = Object.entries(names).filter(([n]) => !['faker.wasm', 'zoneinfo.zip'].includes(n)).map(([, h]) => h).sort();
let sw = await readFile('web/sw.js', 'utf8');
sw = replaceOnce(sw, '/*ASSETS*/[]', JSON.stringify(preload));
sw = replaceOnce(sw, `/*VERSION*/'dev'`, `'${createHash('sha256').update(html).update(preload.join()).digest('hex').slice(0, 10)}'`);
files['sw.js'] = Buffer.from(sw);

// replaceOnce replaces a placeholder that must be there exactly once: a build that silently
// kept 'dev' or an empty list would serve a stale cache.
function replaceOnce(text, placeholder, value) {
  if (text.split(placeholder).length !== 2) throw new Error(`build.mjs: ${placeholder} is not in the file once`);
  return text.replace(placeholder, () => value);
}

const cache = 'build/brotli-cache';
await mkdir(cache, { recursive: true });
const quality = Number(process.env.BROTLI_QUALITY || 11);
async function brotli(bytes) {
  const key = path.join(cache, `${createHash('sha256').update(bytes).digest('hex')}.q${quality}.br`);
  try {
    return await readFile(key);
  } catch { /* not compressed yet */ }
  const br = brotliCompressSync(bytes, { params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  await writeFile(key + '.tmp', br);
  await rename(key + '.tmp', key);
  return br;
}
// Old entries go: the cache holds what the last builds made, not every module ever built.
const keep = Date.now() - 3 * 24 * 3600 * 1000;
for (const f of await readdir(cache)) {
  const p = path.join(cache, f);
  if ((await stat(p)).mtimeMs < keep) await rm(p, { force: true });
}

const onDemand = new Set(['faker.wasm', 'zoneinfo.zip']);
let total = { raw: 0, br: 0, gz: 0 };
const later = Object.fromEntries([...onDemand].map((n) => [n, { raw: 0, br: 0, gz: 0 }]));
for (const [name, bytes] of Object.entries(files)) {
  await writeFile(path.join(out, name), bytes);
  const br = await brotli(bytes);
  const gz = gzipSync(bytes, { level: 9 });
  await writeFile(path.join(out, name + '.br'), br);
  await writeFile(path.join(out, name + '.gz'), gz);
  const sum = later[[...onDemand].find((n) => names[n] === name)] ?? total;
  sum.raw += bytes.length; sum.br += br.length; sum.gz += gz.length;
}
const pick = (keep) => Object.fromEntries(Object.entries(names).filter(([n]) => onDemand.has(n) === keep));
await writeFile(path.join(out, 'manifest.json'), JSON.stringify(pick(false), null, 1));
await writeFile(path.join(out, 'ondemand.json'), JSON.stringify(pick(true), null, 1));
console.log(`web: ${Object.keys(files).length - onDemand.size} files (the service worker, the app manifest and its icon among them), ${total.raw} bytes, ${total.br} brotli, ${total.gz} gzipped`);
for (const [n, l] of Object.entries(later)) console.log(`web: on demand, ${n} ${l.raw} bytes, ${l.br} brotli, ${l.gz} gzipped`);
