package engine

import (
	"context"
	"fmt"
	"io"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
)

// The seed job of the multiple-sinks document: revenue per French customer, computed once and
// filtered into two sinks. The orders are generated: 1,000 customers, a quarter of them in
// France.
const seedOrders = `SET 'execution.runtime-mode' = 'batch';
SET 'flinkpad.datagen.seed' = '7';
CREATE TABLE Orders (cID INT, cName STRING, revenue INT,
  cCountry AS IF(MOD(cID, 4) = 0, 'FRANCE', 'GERMANY')) WITH ('connector' = 'datagen',
  'number-of-rows' = '%d', 'fields.cID.min' = '1', 'fields.cID.max' = '1000',
  'fields.cName.length' = '8', 'fields.revenue.min' = '1', 'fields.revenue.max' = '1000');
CREATE TEMPORARY VIEW T AS
  SELECT cID, cName, SUM(revenue) AS revSum FROM Orders WHERE cCountry = 'FRANCE' GROUP BY cID, cName;
CREATE TABLE HighValue (cID INT, cName STRING, revSum INT) WITH ('connector' = 'blackhole');
CREATE TABLE GoodValue (cID INT, cName STRING, revSum INT) WITH ('connector' = 'blackhole');
`

const (
	highValue = "INSERT INTO HighValue SELECT * FROM T WHERE revSum >= 100000;\n"
	goodValue = "INSERT INTO GoodValue SELECT * FROM T WHERE revSum < 100000 AND revSum > 20000;\n"
)

// planSeed plans the seed job's statement set (one or both sinks) over n orders.
func planSeed(tb testing.TB, n int, reuse bool, sinks ...string) (*TableEnvironment, *job) {
	tb.Helper()
	te := NewTableEnvironment(Settings{Env: connector.Env{Stdout: io.Discard, Stderr: io.Discard}})
	ctx := context.Background()
	if err := te.RunScript(ctx, fmt.Sprintf(seedOrders, n), func(Outcome) {}); err != nil {
		tb.Fatal(err)
	}
	if !reuse {
		te.config.Set(KeyReuseSubPlan, "false")
	}
	var inserts []string
	inserts = append(inserts, sinks...)
	script := "EXECUTE STATEMENT SET BEGIN\n"
	for _, s := range inserts {
		script += s
	}
	script += "END;"
	stmt, err := parseOne(script)
	if err != nil {
		tb.Fatal(err)
	}
	j, err := te.planJob(stmt)
	if err != nil {
		tb.Fatal(err)
	}
	return te, j
}

// BenchmarkSubPlanReuse runs the seed job over a million orders with one sink, with both sinks
// sharing the aggregate (reuse on, Flink's default), and with each sink computing its own
// (reuse off). With reuse the second sink costs little: the shared aggregate runs once and
// its rows go to both sinks.
func BenchmarkSubPlanReuse(b *testing.B) {
	const orders = 1_000_000
	for _, bc := range []struct {
		name  string
		reuse bool
		sinks []string
	}{
		{"one_sink", true, []string{highValue}},
		{"two_sinks_reuse", true, []string{highValue, goodValue}},
		{"two_sinks_no_reuse", false, []string{highValue, goodValue}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			te, j := planSeed(b, orders, bc.reuse, bc.sinks...)
			b.ResetTimer()
			for range b.N {
				if err := te.runJob(context.Background(), j); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// With reuse, the aggregate the sinks share reads the orders once: the scan's row count is the
// number of orders, not twice that.
func TestSharedAggregateRunsOnce(t *testing.T) {
	const orders = 5000
	for _, reuse := range []bool{true, false} {
		te, j := planSeed(t, orders, reuse, highValue, goodValue)
		if err := te.runJob(context.Background(), j); err != nil {
			t.Fatal(err)
		}
		read := int64(0)
		for _, n := range j.graph.Nodes() {
			if m := te.lastJob.metrics.Of(n); m != nil && isScan(n) {
				read += m.RowsOut.Load()
			}
		}
		want := int64(orders)
		if !reuse {
			want = 2 * orders
		}
		if read != want {
			t.Errorf("reuse %t: the scans read %d rows, want %d", reuse, read, want)
		}
	}
}

// Two INSERT OVERWRITEs into one table in a statement set are one sink over a UNION ALL, as in
// Flink: the table keeps the rows of both, where two writers would each clear the table.
func TestStatementSetOverwritesOneTable(t *testing.T) {
	te := NewTableEnvironment(Settings{Env: connector.Env{FS: vfs.NewMemory()}})
	script := `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (x INT) WITH ('connector' = 'filesystem', 'path' = '/t', 'format' = 'csv');
EXECUTE STATEMENT SET BEGIN
INSERT OVERWRITE t VALUES (1);
INSERT OVERWRITE t VALUES (2);
END;
SELECT x FROM t;`
	var last Outcome
	if err := te.RunScript(context.Background(), script, func(o Outcome) { last = o }); err != nil {
		t.Fatal(err)
	}
	if got := rows(last.Result); len(got) != 2 {
		t.Errorf("the table holds %v, want both rows", got)
	}
}
