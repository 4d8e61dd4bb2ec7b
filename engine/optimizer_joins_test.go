package engine

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
)

// Every join kind keeps its results through the optimizer and sub-plan reuse: SEMI and ANTI
// joins with conditions that read only one side (which may go below a SEMI join but not an
// ANTI one), MARK joins for IN and EXISTS as values, SINGLE joins for scalar subqueries, the
// null-aware NOT IN, and subqueries over shared sub-plans read by several sinks.
func TestOptimizerKeepsSubqueryResults(t *testing.T) {
	setup := `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT, note STRING) WITH ('connector' = 'filesystem', 'path' = '/t', 'format' = 'json');
CREATE TABLE u (k INT, tag STRING, w DOUBLE) WITH ('connector' = 'filesystem', 'path' = '/u', 'format' = 'json');
CREATE TABLE p1 (id INT, flag BOOLEAN) WITH ('connector' = 'print', 'print-identifier' = 'p1');
CREATE TABLE p2 (id INT, m INT) WITH ('connector' = 'print', 'print-identifier' = 'p2');
INSERT INTO t VALUES (1, 'a', 5, 'x'), (2, 'b', 7, 'y'), (3, 'a', CAST(NULL AS INT), 'z'), (4, 'c', 1, 'x'), (5, 'b', 2, CAST(NULL AS STRING));
INSERT INTO u VALUES (1, 'a', 0.5), (2, 'x', 1.5), (CAST(NULL AS INT), 'b', 2.5), (4, 'c', 3.5);
CREATE TEMPORARY VIEW per_name AS SELECT name, COUNT(*) AS n, MAX(qty) AS top FROM t GROUP BY name;
`
	body := `SELECT id FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.k = t.id AND t.qty > 2) AND name <> 'c';
SELECT id, note FROM t WHERE NOT EXISTS (SELECT 1 FROM u WHERE u.k = t.id AND t.qty > 2 AND u.w > 1) AND id > 1;
SELECT id, id IN (SELECT k FROM u WHERE u.tag = t.name OR t.qty > 4) FROM t WHERE qty IS NOT NULL OR id = 3;
SELECT id, EXISTS (SELECT 1 FROM u WHERE u.tag = t.note AND u.w > 1) AS e FROM t;
SELECT id, (SELECT MAX(k) FROM u WHERE u.tag = t.name) AS m FROM t WHERE id > 1;
SELECT id FROM t WHERE id NOT IN (SELECT k FROM u WHERE k IS NOT NULL) AND qty > 1;
SELECT id FROM t WHERE id NOT IN (SELECT k FROM u);
SELECT id, id IN (SELECT k FROM u) AS i, id NOT IN (SELECT k + 1 FROM u WHERE w < 3) AS ni FROM t;
SELECT name FROM t WHERE qty > (SELECT AVG(qty) FROM t) AND id IN (SELECT k FROM u);
SELECT name, n FROM per_name WHERE n > (SELECT MIN(n) FROM per_name) AND name IN (SELECT name FROM per_name WHERE top > 4);
SELECT a.id, b.tag FROM t a LEFT JOIN u b ON a.id = b.k AND b.w > 1 WHERE a.id IN (SELECT k FROM u);
EXECUTE STATEMENT SET BEGIN
INSERT INTO p1 SELECT id, EXISTS (SELECT 1 FROM per_name p WHERE p.name = t.name AND p.n > 1) FROM t;
INSERT INTO p2 SELECT id, (SELECT CAST(n AS INT) FROM per_name p WHERE p.name = t.name) FROM t WHERE id IN (SELECT k FROM u);
END;
`
	on := runOutput(t, setup+body)
	off := runOutput(t, setup+"SET 'flinkpad.optimizer.disabled-passes' = '"+allPasses()+"';\n"+body)
	if strings.Join(on, "\n") != strings.Join(off, "\n") {
		t.Errorf("optimized:\n%s\nnot optimized:\n%s", strings.Join(on, "\n"), strings.Join(off, "\n"))
	}
	if len(on) < 40 {
		t.Errorf("only %d lines: %v", len(on), on)
	}
}

// A shared sub-plan that feeds both sides of joins in two sinks running side by side (one
// goroutine each) streams through its tees without stalling, though each join reads its build
// side to the end before its probe side, which then lags behind by many batches; the rows are
// those the job gives without reuse.
func TestSharedJoinInputsDoNotStall(t *testing.T) {
	script := func(reuse bool) string {
		return fmt.Sprintf(`SET 'execution.runtime-mode' = 'batch';
SET 'table.optimizer.reuse-sub-plan-enabled' = '%t';
CREATE TABLE seq (x INT) WITH ('connector' = 'datagen', 'number-of-rows' = '40000', 'rows-per-second' = '1000000000',
  'fields.x.kind' = 'sequence', 'fields.x.start' = '1', 'fields.x.end' = '40000');
CREATE TABLE k1 (x INT, m INT) WITH ('connector' = 'print', 'print-identifier' = 'k1');
CREATE TABLE k2 (x INT, n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'k2');
CREATE TEMPORARY VIEW s AS SELECT x, x %% 7 AS m FROM seq WHERE x %% 3 <> 0;
EXECUTE STATEMENT SET BEGIN
INSERT INTO k1 SELECT x, m FROM s WHERE x IN (SELECT x + 1 FROM s WHERE m = 2);
INSERT INTO k2 SELECT x, (SELECT COUNT(*) FROM s) FROM s WHERE m = 1 AND NOT EXISTS (SELECT 1 FROM s s2 WHERE s2.x = s.x + 1);
END;
`, reuse)
	}
	run := func(reuse bool) []string {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		var out bytes.Buffer
		te := NewTableEnvironment(Settings{Env: connector.Env{FS: vfs.NewMemory(), Stdout: &out}})
		if err := te.RunScript(ctx, script(reuse), func(Outcome) {}); err != nil {
			t.Fatalf("reuse %t: %v", reuse, err)
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		slices.Sort(lines)
		return lines
	}
	shared, unshared := run(true), run(false)
	if strings.Join(shared, "\n") != strings.Join(unshared, "\n") {
		t.Errorf("with reuse %d lines, without %d", len(shared), len(unshared))
	}
	if len(shared) < 3000 {
		t.Errorf("only %d lines", len(shared))
	}
}

// A scalar subquery that fails in one sink fails the statement set with Flink's error, while
// the other sink reads the same shared sub-plan; nothing waits for the failed consumer.
func TestFailingJoinOverSharedInputStopsTheJob(t *testing.T) {
	script := `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE seq (x INT) WITH ('connector' = 'datagen', 'number-of-rows' = '40000', 'rows-per-second' = '1000000000',
  'fields.x.kind' = 'sequence', 'fields.x.start' = '1', 'fields.x.end' = '40000');
CREATE TABLE k1 (x INT, m INT) WITH ('connector' = 'blackhole');
CREATE TABLE k2 (x INT, y INT) WITH ('connector' = 'blackhole');
CREATE TEMPORARY VIEW s AS SELECT x, x % 7 AS m FROM seq WHERE x % 3 <> 0;
EXECUTE STATEMENT SET BEGIN
INSERT INTO k1 SELECT x, m FROM s WHERE x IN (SELECT x + 1 FROM s WHERE m = 2);
INSERT INTO k2 SELECT x, (SELECT x FROM s WHERE m = 1) FROM s;
END;
`
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	te := NewTableEnvironment(Settings{Env: connector.Env{FS: vfs.NewMemory()}})
	err := te.RunScript(ctx, script, func(Outcome) {})
	if err == nil || !strings.Contains(err.Error(), "SingleValueAggFunction received more than one element.") {
		t.Errorf("got %v, want SINGLE_VALUE's error", err)
	}
}
