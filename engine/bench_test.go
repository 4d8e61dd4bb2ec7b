package engine

import (
	"context"
	"io"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
)

// benchOrders is the number of orders the multiple-sinks benchmark generates.
const benchOrders = 1_000_000

// BenchmarkSeedStatementSet runs the multiple-sinks seed's job: the revenue of each French
// customer, computed by a view, feeds two sinks (revSum >= 100000, and 20000 < revSum < 100000)
// of one statement set, over 1,000,000 orders that datagen generates reproducibly
// ('flinkpad.datagen.seed'). 10,000 customers, a quarter of them French, each with about 100
// orders of revenue 1 to 2,000, so both sinks get rows. It reports generated orders per second.
//
//	go test -run NONE -bench SeedStatementSet ./engine/
//	GOOS=js GOARCH=wasm go test -run NONE -bench SeedStatementSet -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./engine/
func BenchmarkSeedStatementSet(b *testing.B) {
	cases := []struct {
		name  string
		reuse string // table.optimizer.reuse-sub-plan-enabled
		sinks []string
	}{
		{"two sinks, reuse on", "true", []string{"HighValue", "GoodValue"}},
		{"two sinks, reuse off", "false", []string{"HighValue", "GoodValue"}},
		{"one sink", "true", []string{"HighValue"}},
	}
	queries := map[string]string{
		"HighValue": "SELECT * FROM T WHERE revSum >= 100000",
		"GoodValue": "SELECT * FROM T WHERE revSum < 100000 AND revSum > 20000",
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			ctx := context.Background()
			te := NewTableEnvironment(Settings{Env: connector.Env{Stdout: io.Discard, Stderr: io.Discard, Parallelism: 1}})
			for _, s := range []string{
				"SET 'execution.runtime-mode' = 'batch'",
				"SET 'flinkpad.datagen.seed' = '42'",
				"SET 'table.optimizer.reuse-sub-plan-enabled' = '" + c.reuse + "'",
				"CREATE TABLE Orders (cID INT, revenue INT, " +
					"cName AS CONCAT('customer-', CAST(cID AS STRING)), " +
					"cCountry AS CASE WHEN MOD(cID, 4) = 0 THEN 'FRANCE' ELSE 'GERMANY' END" +
					") WITH ('connector' = 'datagen', 'number-of-rows' = '1000000', " +
					"'fields.cID.min' = '1', 'fields.cID.max' = '10000', 'fields.revenue.min' = '1', 'fields.revenue.max' = '2000')",
				"CREATE TABLE HighValue (cID INT, cName STRING, revSum INT) WITH ('connector' = 'blackhole')",
				"CREATE TABLE GoodValue (cID INT, cName STRING, revSum INT) WITH ('connector' = 'blackhole')",
			} {
				if _, err := te.ExecuteSQL(ctx, s); err != nil {
					b.Fatalf("%s: %v", s, err)
				}
			}
			revenue := te.SQLQuery("SELECT cID, cName, SUM(revenue) AS revSum FROM Orders WHERE cCountry = 'FRANCE' GROUP BY cID, cName")
			if err := te.CreateTemporaryView("T", revenue); err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				set := te.CreateStatementSet()
				for _, sink := range c.sinks {
					if err := set.AddInsert(sink, te.SQLQuery(queries[sink]), false); err != nil {
						b.Fatal(err)
					}
				}
				r, err := set.Execute(ctx)
				if err != nil {
					b.Fatal(err)
				}
				if err := r.Await(ctx); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(benchOrders)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
		})
	}
}
