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
// The editor bundle imports flinkpad:shell-data, the part of the JSON tools/shellgen writes that the
// shell draws the page from before the module arrives (the lessons' titles, the first lesson).
// Two more bundles are loaded by the shell once it has drawn the page, so that the editor's text
// waits only for CodeMirror's view and state: extras.js, the rest of the editor (the SQL language,
// completion, search, history; every lesson's script and the editor's words), and graph.js, the
// plan graph's layout (dagre).
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

// The shell's data, in two halves: what the first paint needs (the lessons' titles and the first
// lesson's script) in the bundle, the rest (every lesson's script, the editor's words) in extras.js.
const shellJSON = JSON.parse(await readFile(shellFile, 'utf8'));
const dataModule = (name, data) => ({
  name,
  setup(b) {
    b.onResolve({ filter: new RegExp(`^flinkpad:${name}$`) }, () => ({ path: name, namespace: 'flinkpad-data' }));
    b.onLoad({ filter: /.*/, namespace: 'flinkpad-data' }, () => ({ contents: JSON.stringify(data), loader: 'json' }));
  },
});
const shellData = dataModule('shell-data', { titles: shellJSON.lessons.map((l) => l.title), first: shellJSON.lessons[0]?.script ?? '' });
const editorData = dataModule('editor-data', shellJSON);
// extras.js takes CodeMirror's view, state and lint from the bundle (window.FlinkpadCM) instead
// of a second copy, which CodeMirror would refuse.
const shared = ['@codemirror/view', '@codemirror/state', '@codemirror/lint'];
const fromBundle = {
  name: 'from-bundle',
  setup(b) {
    b.onResolve({ filter: /^@codemirror\/(view|state|lint)$/ }, (a) => ({ path: a.path, namespace: 'from-bundle' }));
    b.onLoad({ filter: /.*/, namespace: 'from-bundle' }, (a) => ({
      contents: `module.exports = window.FlinkpadCM[${JSON.stringify(a.path)}];`, loader: 'js' }));
  },
};
const bundleOptions = { bundle: true, minify: true, format: 'iife', write: false, target: ['es2022'], legalComments: 'none' };
const bundle = await build({ ...bundleOptions, entryPoints: ['web/src/main.js'], plugins: [shellData] });
const extras = (await build({ ...bundleOptions, entryPoints: ['web/src/extras.js'], plugins: [editorData, fromBundle] })).outputFiles[0].contents;
if (!shared.every((p) => Buffer.from(extras).includes(`window.FlinkpadCM["${p}"]`))) throw new Error('build.mjs: extras.js does not take CodeMirror from the bundle');
const graph = (await build({ ...bundleOptions, entryPoints: ['web/src/graph.js'] })).outputFiles[0].contents;
// The shell loads graph.js and extras.js by their hashed names, so the bundle's hash follows theirs.
const hashedName = (name, bytes) => `${path.basename(name, '.js')}.${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.js`;
let bundleText = Buffer.from(bundle.outputFiles[0].contents).toString();
for (const [name, bytes] of [['graph.js', graph], ['extras.js', extras]]) {
  const quoted = new RegExp(`(["'])${name.replace('.', '\\.')}\\1`);
  if (bundleText.match(new RegExp(quoted.source, 'g'))?.length !== 1) throw new Error(`build.mjs: the bundle does not name ${name} once`);
  bundleText = bundleText.replace(quoted, `"${hashedName(name, bytes)}"`);
}

const assets = {
  'bundle.js': Buffer.from(bundleText),
  'graph.js': graph,
  'extras.js': extras,
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
for (const n of ['flinkpad.wasm', 'worker.js', 'wasm_exec.js']) boot = boot.replaceAll(`'${n}'`, `'${names[n]}'`);
// The progress bar's total: the module's own size, since Content-Length is the brotli'd one.
boot = replaceOnce(boot, '/*WASM_BYTES*/0', String(assets['flinkpad.wasm'].length));
assets['boot.js'] = Buffer.from(boot);
names['boot.js'] = `boot.${createHash('sha256').update(assets['boot.js']).digest('hex').slice(0, 10)}.js`;

let html = await readFile('web/index.html', 'utf8');
for (const [name, hashed] of Object.entries(names)) html = html.replaceAll(`"${name}"`, `"${hashed}"`);
const files = { 'index.html': Buffer.from(html) };
for (const [name, bytes] of Object.entries(assets)) files[names[name]] = bytes;
// The unhashed files beside index.html: the web app manifest and its icons (the SVG, and the
// PNGs tools/iconpng draws from it, which browsers want of an installable app), and the service
// worker, which keeps what the page loads before it is ready (manifest.json's list) in a cache
// named after this build; the on-demand assets it keeps when first fetched.
files['manifest.webmanifest'] = await readFile('web/manifest.webmanifest');
files['icon.svg'] = await readFile('web/icon.svg');
for (const png of ['icon-192.png', 'icon-512.png']) files[png] = await readFile(`web/${png}`);
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
console.log(`web: ${Object.keys(files).length - onDemand.size} files (the service worker, the app manifest and its icons among them), ${total.raw} bytes, ${total.br} brotli, ${total.gz} gzipped`);
for (const [n, l] of Object.entries(later)) console.log(`web: on demand, ${n} ${l.raw} bytes, ${l.br} brotli, ${l.gz} gzipped`);
