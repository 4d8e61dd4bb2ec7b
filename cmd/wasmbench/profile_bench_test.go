package main

import "testing"

// BenchmarkJoinWorkload runs the join workload on a million probe rows natively, so that
// `go test -run NONE -bench JoinWorkload -cpuprofile` profiles what `make duckbench` times.
func BenchmarkJoinWorkload(b *testing.B) {
	const n = 1_000_000
	w := workloads["join"]
	te, err := newEnv(w.setup(n))
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		r, err := w.run(te)
		if err != nil {
			b.Fatal(err)
		}
		if r.Rows == 0 {
			b.Fatal("the join gave no rows")
		}
	}
}
