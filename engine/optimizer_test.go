package engine

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine/opt"
)

// allPasses names every optimizer pass but the conversion ones, whose folding of literal casts
// is Flink's semantics rather than an optimization.
func allPasses() string {
	var names []string
	for name, optional := range opt.Optional {
		if optional {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return strings.Join(names, ",")
}

// runOutput runs a script and returns every result row and printed line, sorted.
func runOutput(t *testing.T, script string) []string {
	t.Helper()
	var out bytes.Buffer
	te := NewTableEnvironment(Settings{Env: connector.Env{FS: vfs.NewMemory(), Stdout: &out}})
	var lines []string
	err := te.RunScript(context.Background(), script, func(o Outcome) {
		if o.Result != nil && o.Result.IsQuery {
			lines = append(lines, rows(o.Result)...)
		}
	})
	if err != nil {
		t.Fatalf("%v\n%s", err, script)
	}
	lines = append(lines, strings.Split(strings.TrimSpace(out.String()), "\n")...)
	slices.Sort(lines)
	return lines
}

// The optimizer and sub-plan reuse must not change what a job computes: every query and
// statement set gives the same rows with every pass switched off.
func TestOptimizerKeepsResults(t *testing.T) {
	setup := `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '/t', 'format' = 'json');
CREATE TABLE p1 (name STRING, n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'p1');
CREATE TABLE p2 (name STRING, n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'p2');
INSERT INTO t VALUES (1, 'a', 5), (2, 'b', 7), (3, 'a', CAST(NULL AS INT)), (4, 'c', 1), (5, 'b', 2);
CREATE TEMPORARY VIEW per_name AS SELECT name, COUNT(*) AS n FROM t GROUP BY name;
`
	body := `SELECT id, name FROM t WHERE qty > 2 AND name <> 'c';
SELECT name, SUM(qty), AVG(qty), COUNT(DISTINCT id) FROM t WHERE id BETWEEN 1 AND 4 GROUP BY name HAVING COUNT(*) > 0;
SELECT a.id, b.name FROM t a JOIN t b ON a.id = b.id + 1 WHERE a.qty IS NOT NULL;
SELECT id FROM t WHERE id IN (1, 3) UNION ALL SELECT id FROM t WHERE id > 3 UNION ALL SELECT 9;
SELECT id, name FROM t ORDER BY id DESC LIMIT 2;
SELECT x + 1, CAST(y AS BIGINT) FROM (VALUES (1, 1.5E0), (CAST(NULL AS INT), 2.5E0)) AS v(x, y);
EXECUTE STATEMENT SET BEGIN
INSERT INTO p1 SELECT name, n FROM per_name WHERE n > 1;
INSERT INTO p2 SELECT name, n FROM per_name WHERE n <= 1;
INSERT INTO p2 SELECT name, n + 100 FROM per_name;
END;
`
	on := runOutput(t, setup+body)
	off := runOutput(t, setup+"SET 'flinkpad.optimizer.disabled-passes' = '"+allPasses()+"';\n"+body)
	if strings.Join(on, "\n") != strings.Join(off, "\n") {
		t.Errorf("optimized:\n%s\nnot optimized:\n%s", strings.Join(on, "\n"), strings.Join(off, "\n"))
	}
	if len(on) < 20 {
		t.Errorf("only %d lines: %v", len(on), on)
	}
}
