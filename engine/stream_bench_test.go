package engine

import (
	"context"
	"io"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
)

// BenchmarkGroupAggregateModes runs one group aggregate over 1,000,000 generated rows (1,000
// keys) into a blackhole sink, in batch mode and in streaming mode, where every input row
// updates its group and emits -U/+U; it reports input rows per second for each mode.
//
//	go test -run NONE -bench GroupAggregateModes ./engine/
//	GOOS=js GOARCH=wasm go test -run NONE -bench GroupAggregateModes -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./engine/
func BenchmarkGroupAggregateModes(b *testing.B) {
	for _, mode := range []string{"batch", "streaming"} {
		b.Run(mode, func(b *testing.B) {
			ctx := context.Background()
			te := NewTableEnvironment(Settings{Env: connector.Env{Stdout: io.Discard, Stderr: io.Discard, Parallelism: 1}})
			for _, s := range []string{
				"SET 'execution.runtime-mode' = '" + mode + "'",
				"SET 'flinkpad.datagen.seed' = '42'",
				// rows-per-second high enough that streaming mode's pacing never waits.
				"CREATE TABLE src (k INT, v INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1000000', 'rows-per-second' = '1000000000', " +
					"'rows-per-second' = '1000000000', 'fields.k.min' = '1', 'fields.k.max' = '1000', " +
					"'fields.v.min' = '1', 'fields.v.max' = '100')",
				"CREATE TABLE bh (k INT, n BIGINT, total INT) WITH ('connector' = 'blackhole')",
			} {
				if _, err := te.ExecuteSQL(ctx, s); err != nil {
					b.Fatalf("%s: %v", s, err)
				}
			}
			for b.Loop() {
				r, err := te.ExecuteSQL(ctx, "INSERT INTO bh SELECT k, COUNT(*), SUM(v) FROM src GROUP BY k")
				if err != nil {
					b.Fatal(err)
				}
				if err := r.Await(ctx); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(benchOrders*b.N)/b.Elapsed().Seconds(), "rows/s")
		})
	}
}
