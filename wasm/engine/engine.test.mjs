// Runs the engine compiled to wasm in Node, as the playground's worker will: loads the module,
// calls flinkpadRun, and checks the outcomes. Usage: node --test wasm/engine/engine.test.mjs
// with FLINKPAD_WASM set to the built module and GOROOT to Go's root (make wasmcheck does both).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require(`${process.env.GOROOT}/lib/wasm/wasm_exec.js`);

async function start() {
  const go = new globalThis.Go();
  const { instance } = await WebAssembly.instantiate(await readFile(process.env.FLINKPAD_WASM), go.importObject);
  go.run(instance);
  return (script) => JSON.parse(globalThis.flinkpadRun(script));
}

test('runs DDL and DESCRIBE, and stops at the first error with Flink\'s message', async () => {
  const run = await start();
  const out = run(`SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT NOT NULL, b VARCHAR) WITH ('connector' = 'blackhole');
DESCRIBE t;
SELECT nope FROM missing;
SHOW TABLES;`);
  assert.equal(out.statements.length, 4);
  assert.deepEqual(out.statements[2].columns, ['name', 'type', 'null', 'key', 'extras', 'watermark']);
  assert.deepEqual(out.statements[2].rows, [
    '+I[a, INT, false, null, null, null]',
    '+I[b, STRING, true, null, null, null]',
  ]);
  assert.equal(out.statements[3].error, "org.apache.calcite.sql.validate.SqlValidatorException: Object 'missing' not found");
});

test('reports a syntax error with its position in the statement', async () => {
  const run = await start();
  const out = run('SHOW TABLES;\nSELECT id amount name FROM t;');
  assert.equal(out.statements[1].error,
    'org.apache.flink.sql.parser.impl.ParseException: Encountered "name" at line 1, column 18.');
});

test('rejects a call without a script instead of crashing', async () => {
  await start();
  assert.match(globalThis.flinkpadRun(), /takes one string/);
});
