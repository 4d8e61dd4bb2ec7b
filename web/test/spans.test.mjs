// The plan graph's nodes mark their SQL: on every lesson, run it on the page, click each node of
// each statement's graph, and check that the editor marks exactly the lines of the span that
// node carries in the engine's JSON graph, as /api/run answers for the same script.
// Usage: make browsertest.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { root, startPlayground } from '../chromium.mjs';

let playground;

test.before(async () => { playground = await startPlayground(); });
test.after(() => playground?.stop());

// spanLines are the script's lines (0-based, inclusive) that a span's byte offsets cover, as
// the page marks them: the engine counts bytes of UTF-8, JavaScript UTF-16 units.
function spanLines(script, span) {
  const bytes = Buffer.from(script, 'utf8');
  const lines = (b) => bytes.subarray(0, b).toString('utf8').split('\n').length - 1;
  return [lines(span.start), lines(span.end - 1)];
}

test('on every lesson, clicking a plan node marks the lines of the span the node carries', async () => {
  const { browser, base } = playground;
  const lessons = (await readdir(path.join(root, 'samples'))).filter((f) => f.endsWith('.sql')).sort();
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  playground.watch(page);
  await page.goto(base + '/');
  await page.waitForSelector('.cm-editor');
  let checked = 0;
  for (const [i, file] of lessons.entries()) {
    await page.selectOption('#lessons', String(i));
    const script = await page.evaluate(() => window.flinkpadEditor.getText());
    const before = Number(await page.getAttribute('#status', 'data-runs') || 0);
    await page.click('#run');
    await page.waitForFunction((n) => Number(document.querySelector('#status').dataset.runs || 0) > n, before,
      { timeout: 60000 });
    const answer = await (await fetch(base + '/api/run', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ script }) })).json();
    assert.ok(answer.statements, `${file}: /api/run answered ${JSON.stringify(answer).slice(0, 300)}`);
    const graphs = answer.statements.filter((s) => s.graph).map((s) => s.graph);
    await page.click('#tab-plan');
    const statements = await page.$$eval('#plan-statement option', (os) => os.map((o) => o.value));
    assert.equal(Math.max(statements.length, 1), graphs.length, `${file}: the page draws a graph per job`);
    const lines = script.split('\n');
    for (const [g, graph] of graphs.entries()) {
      if (statements.length > 0) await page.selectOption('#plan-statement', statements[g]);
      const drawn = await page.$$eval('svg.plan g.node', (ns) => ns.map((n) => Number(n.dataset.node)));
      assert.equal(drawn.length, graph.nodes.length, `${file} graph ${g + 1}: every node is drawn`);
      for (const node of graph.nodes) {
        assert.ok(node.span, `${file} graph ${g + 1}: node ${node.id} ${node.operator} has a span`);
        await page.click(`svg.plan g.node[data-node="${node.id}"]`);
        const [first, last] = spanLines(script, node.span);
        const marked = await page.$$eval('.cm-line.cm-source-mark', (ls) => ls.map((l) => l.textContent));
        assert.deepEqual(marked, lines.slice(first, last + 1),
          `${file} graph ${g + 1}: node ${node.id} ${node.operator} marks lines ${first + 1}-${last + 1}`);
        checked++;
      }
    }
  }
  console.log(`spans: ${checked} nodes clicked in ${lessons.length} lessons`);
  assert.ok(checked >= lessons.length, `${checked} nodes checked`);
  await page.close();
});
