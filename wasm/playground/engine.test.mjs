// Runs the playground's wasm module in Node, in its engine role (no document), as the page's
// Web Worker runs it: loads the module, calls flinkpadRun with a request, and checks the report.
// Usage: node --test wasm/playground/ with FLINKPAD_WASM set to the built module and GOROOT to
// Go's root (make wasmcheck does both).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require(`${process.env.GOROOT}/lib/wasm/wasm_exec.js`);

let run;
async function start() {
  if (run) return run;
  const go = new globalThis.Go();
  const { instance } = await WebAssembly.instantiate(await readFile(process.env.FLINKPAD_WASM), go.importObject);
  go.run(instance);
  run = (script, extra = {}) => JSON.parse(globalThis.flinkpadRun(JSON.stringify({ type: 'run', id: 1, script, ...extra })));
  return run;
}

test('runs DDL and DESCRIBE, and stops at the first error with Flink\'s message', async () => {
  const run = await start();
  const out = run(`SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT NOT NULL, b VARCHAR) WITH ('connector' = 'blackhole');
DESCRIBE t;
SELECT nope FROM missing;
SHOW TABLES;`);
  assert.equal(out.statements.length, 4);
  const describe = out.statements[2].result;
  assert.deepEqual(describe.columns.map((c) => c.name), ['name', 'type', 'null', 'key', 'extras', 'watermark']);
  assert.deepEqual(describe.rows, [
    ['a', 'INT', 'false', null, null, null],
    ['b', 'STRING', 'true', null, null, null],
  ]);
  assert.equal(out.error.message, "org.apache.calcite.sql.validate.SqlValidatorException: Object 'missing' not found");
  assert.equal(out.statements[3].line, 4);
});

test('marks a syntax error at its line and column in the whole script', async () => {
  const run = await start();
  const out = run('SHOW TABLES;\nSELECT id amount name FROM t;');
  assert.equal(out.error.message,
    'org.apache.flink.sql.parser.impl.ParseException: Encountered "name" at line 1, column 18.');
  assert.equal(out.error.line, 2);
  assert.equal(out.error.column, 18);
});

test('gives each sink its rows, reads uploaded files, and lists written ones', async () => {
  const run = await start();
  const out = run(`SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '/data/in.csv', 'format' = 'csv');
CREATE TABLE dst (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '/out', 'format' = 'json');
CREATE TABLE p (id INT, name STRING) WITH ('connector' = 'print', 'print-identifier' = 'p');
EXECUTE STATEMENT SET BEGIN
INSERT INTO p SELECT id, UPPER(name) FROM src;
INSERT INTO dst SELECT * FROM src WHERE id > 1;
END;`, { files: [{ path: '/data/in.csv', content: '1,ann\n2,bob\n' }] });
  assert.equal(out.error, undefined);
  const p = out.sinks.find((s) => s.name.endsWith('.p'));
  assert.deepEqual(p.rows, [['1', 'ANN'], ['2', 'BOB']]);
  assert.deepEqual(p.kinds, ['+I', '+I']);
  const written = out.files.filter((f) => f.path.startsWith('/out/'));
  assert.equal(written.length, 1);
  assert.equal(written[0].content, '{"id":2,"name":"bob"}\n');
  assert.deepEqual(out.tables.map((t) => t.name), ['dst', 'p', 'src']);
});

test('a schema request runs DDL only', async () => {
  const run = await start();
  const out = run(`CREATE TABLE a (x INT) WITH ('connector' = 'print');
INSERT INTO a VALUES (1);`, { type: 'schema' });
  assert.equal(out.statements.length, 1);
  assert.equal(out.sinks.length, 0);
  assert.deepEqual(out.tables, [{ name: 'a', columns: ['x'] }]);
});

// schema asks for what the page's schema pass asks: the tables the script's DDL creates.
const schema = (run, script) => run(script, { type: 'schema', id: -1 });

// nestedViews is v0 to vN, each a self-join of the one before: view n expands to 2^n scans.
function nestedViews(n) {
  const views = ['CREATE VIEW v0 AS SELECT 1 AS x;'];
  for (let i = 1; i <= n; i++) views.push(`CREATE VIEW v${i} AS SELECT a.x FROM v${i - 1} a JOIN v${i - 1} b ON a.x = b.x;`);
  return views;
}

test('the schema pass stops at its deadline, which the script cannot move', async () => {
  const run = await start();
  // Far more work than the pass's seconds allow: each view over v8 expands to 256 scans.
  const script = [...nestedViews(8), ...Array.from({ length: 2000 }, (_, k) => `CREATE VIEW w${k} AS SELECT * FROM v8;`)];
  const out = schema(run, script.join('\n'));
  assert.match(out.error?.message ?? '', /the schema pass reached its limits/);
  assert.ok(out.statements.length < script.length, `${out.statements.length} of ${script.length} statements ran`);
  assert.ok(out.tables.some((t) => t.name === 'v0'), 'what ran before the limit stays known');
});

test('the schema pass keeps its memory cap: a SET of it is refused', async () => {
  const run = await start();
  const out = schema(run, `SET 'flinkpad.memory.max-bytes' = '0';
CREATE TABLE t (a INT) WITH ('connector' = 'blackhole');`);
  assert.match(out.error?.message ?? '', /the schema pass reached its limits/);
  assert.deepEqual(out.tables, []);
  // A run is the user's own: there the SET holds.
  assert.equal(run(`SET 'flinkpad.memory.max-bytes' = '0';`).error, undefined);
});
