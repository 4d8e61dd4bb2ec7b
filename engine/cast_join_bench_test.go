package engine

import (
	"context"
	"io"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
)

// BenchmarkCastJoin is the join: 1M probe rows joined with 10k build rows on BIGINT,
// where the probe side's key is an INT column that the join casts to BIGINT, in batch mode
// into a blackhole. The cast of the probe key was most of its time before the typed kernels.
//
//	go test -run NONE -bench CastJoin ./engine/
func BenchmarkCastJoin(b *testing.B) {
	ctx := context.Background()
	te := NewTableEnvironment(Settings{Env: connector.Env{Stdout: io.Discard, Stderr: io.Discard, Parallelism: 1}})
	for _, s := range []string{
		"SET 'execution.runtime-mode' = 'batch'",
		"SET 'flinkpad.datagen.seed' = '42'",
		"CREATE TABLE Probe (k INT, v INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1000000', " +
			"'rows-per-second' = '1000000000', 'fields.k.min' = '1', 'fields.k.max' = '20000')",
		"CREATE TABLE Build (k BIGINT, w INT) WITH ('connector' = 'datagen', 'number-of-rows' = '10000', " +
			"'rows-per-second' = '1000000000', 'fields.k.kind' = 'sequence', 'fields.k.start' = '1', 'fields.k.end' = '10000')",
		"CREATE TABLE Sink (k BIGINT, v INT, w INT) WITH ('connector' = 'blackhole')",
	} {
		if _, err := te.ExecuteSQL(ctx, s); err != nil {
			b.Fatalf("%s: %v", s, err)
		}
	}
	run := func() {
		r, err := te.ExecuteSQL(ctx, "INSERT INTO Sink SELECT Build.k, Probe.v, Build.w FROM Probe JOIN Build ON Probe.k = Build.k")
		if err != nil {
			b.Fatal(err)
		}
		if err := r.Await(ctx); err != nil {
			b.Fatal(err)
		}
	}
	run() // warm up, as under wasm V8 optimizes the hot code only after a while
	for b.Loop() {
		run()
	}
	b.ReportMetric(1e6*float64(b.N)/b.Elapsed().Seconds(), "probe-rows/s")
}
