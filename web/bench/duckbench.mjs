// Flinkpad-wasm against DuckDB-WASM (npm, the node-blocking bundle: one thread) and a hand-written
// Go loop compiled into the same wasm module (cmd/wasmbench), under Node, on identical data: ids
// 0..N-1 from a sequence (Flinkpad's datagen, DuckDB's range) with every other column computed from
// the id. Each run's row count and checksum are compared between the sides; a difference fails.
//
// Timed is the work alone, warm: the query, after WARMUP runs, not the module's instantiation nor
// the DDL. Each round runs the contenders one after the other in an order that rotates; the figures
// are medians of the per-round ratios with their min–max spread, and each side's median ms. Besides,
// each workload runs three times in a fresh process per side, to report the first run against the
// third.
//
//   make duckbench                                  (DUCKBENCH_ROUNDS=7, 1,000,000 rows)
//   node web/bench/duckbench.mjs --rounds 1 --rows 10000    (a quick check that it all runs)
//
// Options: --wasm FILE (build/wasmbench.wasm), --rows N, --rounds R, --warmup W, --only a,b
// (workloads: seed, join, agg, sjoin), --no-first (skip the fresh-process runs).
import { createRequire } from 'node:module';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);

function parseArgs(argv) {
  const o = { wasm: 'build/wasmbench.wasm', rows: 1_000_000, rounds: 7, warmup: 2, only: null, first: true, child: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i], v = () => argv[++i];
    if (a === '--wasm') o.wasm = v();
    else if (a === '--rows') o.rows = Number(v());
    else if (a === '--rounds') o.rounds = Number(v());
    else if (a === '--warmup') o.warmup = Number(v());
    else if (a === '--only') o.only = v().split(',');
    else if (a === '--no-first') o.first = false;
    else if (a === '--child') o.child = v(); // side:workload, for the fresh-process runs
    else throw new Error(`duckbench: unknown argument ${a}`);
  }
  if (!(o.rows >= 1000) || !(o.rounds >= 1)) throw new Error('duckbench: --rows must be ≥ 1000 and --rounds ≥ 1');
  return o;
}

// ---- Flinkpad (and the Go loop): cmd/wasmbench in Go's wasm_exec.js
async function loadFlinkpad(file) {
  const goroot = execFileSync('go', ['env', 'GOROOT'], { encoding: 'utf8' }).trim();
  globalThis.require ??= require;
  globalThis.fs ??= fs;
  globalThis.path ??= path;
  require(path.join(goroot, 'lib/wasm/wasm_exec.js'));
  const go = new globalThis.Go();
  const ready = new Promise((resolve) => { globalThis.flinkpadBenchReady = resolve; });
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(file), go.importObject);
  go.run(instance);
  await ready;
  const fp = globalThis.flinkpadBench;
  const parse = (s) => { const r = JSON.parse(s); return { rows: BigInt(r.rows), sum: BigInt(r.sum) }; };
  return {
    setup: (w, n) => fp.setup(w, n),
    run: async (w) => { await fp.run(w); },
    check: async (w, n) => parse(await fp.check(w, n)),
    goloop: async (n) => parse(await fp.goloop(n)),
    gc: () => fp.gc(),
  };
}

// ---- DuckDB-WASM, the node-blocking bundle: synchronous queries on one thread
async function loadDuckDB() {
  const duckdb = require('@duckdb/duckdb-wasm/dist/duckdb-node-blocking.cjs');
  const dist = path.dirname(require.resolve('@duckdb/duckdb-wasm/dist/duckdb-node-blocking.cjs'));
  const bundles = {
    mvp: { mainModule: path.join(dist, 'duckdb-mvp.wasm'), mainWorker: path.join(dist, 'duckdb-node-mvp.worker.cjs') },
    eh: { mainModule: path.join(dist, 'duckdb-eh.wasm'), mainWorker: path.join(dist, 'duckdb-node-eh.worker.cjs') },
  };
  const db = await duckdb.createDuckDB(bundles, new duckdb.VoidLogger(), duckdb.NODE_RUNTIME);
  await db.instantiate(() => {});
  const conn = db.connect();
  const pkg = JSON.parse(fs.readFileSync(path.join(dist, '..', 'package.json'), 'utf8')).version;
  const eh = (await duckdb.getPlatformFeatures()).wasmExceptions;
  return { conn, version: `@duckdb/duckdb-wasm ${pkg} (DuckDB ${db.getVersion()}), bundle duckdb-node-blocking.cjs with duckdb-${eh ? 'eh' : 'mvp'}.wasm, one thread` };
}

// The same columns as cmd/wasmbench/workloads.go computes from the id. DuckDB's % on
// non-negative operands is Flink's MOD; integer types are cast as Flink types them.
const orders = (n) => `SELECT CAST(id % 10000 AS INTEGER) AS cID, CAST(id * 7919 % 1999 AS INTEGER) + 1 AS revenue,
  'customer-' || CAST(CAST(id % 10000 AS INTEGER) AS VARCHAR) AS cName,
  CASE WHEN id % 4 = 0 THEN 'FRANCE' ELSE 'GERMANY' END AS cCountry FROM range(${n}) r(id)`;
const duckWork = {
  seed: {
    run: (n) => [
      `CREATE OR REPLACE TEMP TABLE T AS SELECT cID, cName, SUM(revenue) AS revSum FROM (${orders(n)}) WHERE cCountry = 'FRANCE' GROUP BY cID, cName`,
      'CREATE OR REPLACE TEMP TABLE HighValue AS SELECT * FROM T WHERE revSum >= 100000',
      'CREATE OR REPLACE TEMP TABLE GoodValue AS SELECT * FROM T WHERE revSum < 100000 AND revSum > 20000',
    ],
    check: `SELECT COUNT(*), COALESCE(SUM(revSum + cID + length(cName)), 0) FROM (SELECT * FROM HighValue UNION ALL SELECT * FROM GoodValue)`,
  },
  join: {
    setup: (n) => [
      `CREATE OR REPLACE TEMP TABLE P AS SELECT id, CAST(id * 7 % 20000 AS INTEGER) AS k, id % 1000 AS v FROM range(${n}) r(id)`,
      'CREATE OR REPLACE TEMP TABLE B AS SELECT id, id * 31 % 1000 AS w FROM range(10000) r(id)',
    ],
    run: () => ['CREATE OR REPLACE TEMP TABLE J AS SELECT COUNT(*) AS c, COALESCE(SUM(v + w), 0) AS s FROM P JOIN B ON CAST(P.k AS BIGINT) = B.id'],
    check: 'SELECT c, s FROM J',
  },
  agg: {
    run: (n) => [`CREATE OR REPLACE TEMP TABLE A AS SELECT CAST(id % 1000 AS INTEGER) AS k, COUNT(*) AS c, SUM(id % 97) AS s FROM range(${n}) r(id) GROUP BY k`],
    check: 'SELECT COUNT(*), COALESCE(SUM(k + c + s), 0) FROM A',
  },
};
// DuckDB's join probes tables it holds; Flinkpad's generates both sides in the timed run. That is
// the issue's measurement (the work each engine does for the query) and it is said in the output.

function duckRun(conn, sqls) { for (const s of sqls) conn.query(s); }
function duckCheck(conn, sql) {
  const row = conn.query(`SELECT CAST(a AS VARCHAR) AS a, CAST(b AS VARCHAR) AS b FROM (${sql}) t(a, b)`).toArray()[0];
  return { rows: BigInt(row.a), sum: BigInt(row.b) };
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b), m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const fmt = (x, d = 2) => x.toFixed(d);
const spread = (xs) => `${fmt(median(xs))}× (${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))})`;

function agree(what, a, b, an, bn) {
  if (a.rows !== b.rows || a.sum !== b.sum) {
    throw new Error(`duckbench: ${what}: ${an} gave ${a.rows} rows, checksum ${a.sum}; ${bn} gave ${b.rows} rows, checksum ${b.sum}`);
  }
}

async function timeIt(f) { const t = performance.now(); await f(); return performance.now() - t; }

// A child process: one side, one workload, three runs in a fresh process; prints their ms as JSON.
async function child(o) {
  const [side, w] = o.child.split(':');
  const times = [];
  if (side === 'flinkpad') {
    const fp = await loadFlinkpad(o.wasm);
    await fp.setup(w, o.rows);
    for (let i = 0; i < 3; i++) { await fp.gc(); times.push(await timeIt(() => fp.run(w))); }
  } else {
    const { conn } = await loadDuckDB();
    const d = duckWork[w];
    if (d.setup) duckRun(conn, d.setup(o.rows));
    for (let i = 0; i < 3; i++) times.push(await timeIt(() => duckRun(conn, d.run(o.rows))));
  }
  process.stdout.write(JSON.stringify(times) + '\n');
  process.exit(0);
}

function firstAgainstThird(o, side, w) {
  const args = [process.argv[1], '--child', `${side}:${w}`, '--wasm', o.wasm, '--rows', String(o.rows)];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`duckbench: fresh-process run of ${side} ${w} failed: ${r.stderr}`);
  const t = JSON.parse(r.stdout.trim().split('\n').pop());
  return `${side} ${fmt(t[0] / t[2])}× (${t.map((x) => fmt(x, 0)).join(', ')} ms)`;
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  if (o.child) return child(o);
  if (!fs.existsSync(o.wasm)) throw new Error(`duckbench: ${o.wasm} is missing: build it with make duckbench`);
  const fp = await loadFlinkpad(o.wasm);
  const { conn, version } = await loadDuckDB();
  const want = (w) => !o.only || o.only.includes(w);
  const n = o.rows;
  console.log(`duckbench: Node ${process.version}, ${version}; Flinkpad ${o.wasm} (its Go loop in the same module)`);
  console.log(`duckbench: ${n} rows, ${o.rounds} rounds after ${o.warmup} warm-up runs each, the work alone, warm; order rotating each round`);

  for (const w of ['seed', 'join', 'agg']) {
    if (!want(w)) continue;
    await fp.setup(w, n);
    const d = duckWork[w];
    if (d.setup) duckRun(conn, d.setup(n));
    const sides = {
      flinkpad: async () => { await fp.gc(); return timeIt(() => fp.run(w)); },
      duckdb: async () => timeIt(() => duckRun(conn, d.run(n))),
    };
    let goResult;
    if (w === 'seed') sides.goloop = async () => { await fp.gc(); return timeIt(async () => { goResult = await fp.goloop(n); }); };
    const names = Object.keys(sides);
    for (let i = 0; i < o.warmup; i++) for (const s of names) await sides[s]();
    const ms = Object.fromEntries(names.map((s) => [s, []]));
    for (let r = 0; r < o.rounds; r++) {
      for (let k = 0; k < names.length; k++) { const s = names[(r + k) % names.length]; ms[s].push(await sides[s]()); }
      // Every round, the results must agree.
      const f = await fp.check(w, n), q = duckCheck(conn, d.check);
      agree(`${w} round ${r}`, f, q, 'Flinkpad', 'DuckDB');
      if (goResult) agree(`${w} round ${r}`, f, goResult, 'Flinkpad', 'the Go loop');
      if (r === 0) console.log(`${w}: results agree: ${f.rows} rows, checksum ${f.sum}`);
    }
    const ratio = (a, b) => ms[a].map((x, i) => x / ms[b][i]);
    const label = { seed: 'seed job (statement set, two sinks, reuse on)', join: `join, ${n} probe × 10,000 build rows on BIGINT`, agg: `streaming group aggregate, ${n} rows, 1,000 keys` }[w];
    console.log(`${label}:`);
    console.log(`  median ms: ${names.map((s) => `${s} ${fmt(median(ms[s]), 1)}`).join(', ')}`);
    const ref = w === 'agg' ? ' (DuckDB runs the batch GROUP BY: a reference, not the same work)' : '';
    console.log(`  Flinkpad/DuckDB ${spread(ratio('flinkpad', 'duckdb'))}${ref}`);
    if (w === 'seed') console.log(`  Flinkpad/Go loop ${spread(ratio('flinkpad', 'goloop'))}, Go loop/DuckDB ${spread(ratio('goloop', 'duckdb'))}`);
    if (w === 'agg') console.log(`  Flinkpad streaming: ${fmt(n / (median(ms.flinkpad) / 1000) / 1e6)}M rows/s (median)`);
    if (o.first) console.log(`  first run against the third, fresh process: ${firstAgainstThird(o, 'flinkpad', w)}; ${firstAgainstThird(o, 'duckdb', w)}`);
  }

  if (want('sjoin')) {
    // The streaming join's state holds every row of both sides (joined on unique ids), so a
    // larger n is a larger state: its cost per row should stay flat.
    const sizes = [Math.round(n / 100), Math.round(n / 10), n];
    const rounds = Math.min(o.rounds, 3);
    console.log(`streaming join of two datagen streams on id (state grows to n rows per side), ${rounds} rounds per size, cost per input row:`);
    const perRow = [];
    for (const s of sizes) {
      await fp.setup('sjoin', s);
      await fp.run('sjoin'); // warm-up
      const ms = [];
      for (let r = 0; r < rounds; r++) { await fp.gc(); ms.push(await timeIt(() => fp.run('sjoin'))); }
      const c = await fp.check('sjoin', s);
      if (c.rows !== BigInt(s)) throw new Error(`duckbench: sjoin over ${s} rows gave ${c.rows} rows`);
      const ns = (median(ms) * 1e6) / (2 * s);
      perRow.push(ns);
      console.log(`  state ${s} rows per side: median ${fmt(median(ms), 1)} ms, ${fmt(ns, 0)} ns per input row`);
    }
    console.log(`  largest against smallest state, per row: ${fmt(perRow[perRow.length - 1] / perRow[0])}× (the smallest also carries the job's fixed start-up cost)`);
    for (let i = 1; i < sizes.length; i++) {
      const marginal = ((perRow[i] * 2 * sizes[i]) - (perRow[i - 1] * 2 * sizes[i - 1])) / (2 * (sizes[i] - sizes[i - 1]));
      console.log(`  marginal cost from ${sizes[i - 1]} to ${sizes[i]} rows per side: ${fmt(marginal, 0)} ns per input row`);
    }
  }
  process.exit(0);
}

main().catch((e) => { console.error(e.stack || String(e)); process.exit(1); });
