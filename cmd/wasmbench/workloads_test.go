package main

import "testing"

// TestWorkloadsRun plans and runs every workload's SQL on a small n, and its check.
func TestWorkloadsRun(t *testing.T) {
	for name, w := range workloads {
		t.Run(name, func(t *testing.T) {
			te, err := newEnv(w.setup(10000))
			if err != nil {
				t.Fatal(err)
			}
			r, err := w.run(te)
			if err != nil {
				t.Fatal(err)
			}
			if w.check != nil {
				if r, err = w.check(10000); err != nil {
					t.Fatal(err)
				}
			}
			if r.Rows == 0 && name != "seed" {
				t.Errorf("%s gave no rows", name)
			}
		})
	}
}

// TestGoLoopMatchesEngine: the hand-written seed job gives the engine's rows and checksum, on an
// n where a sink gets rows (GoodValue) and on one where neither does.
func TestGoLoopMatchesEngine(t *testing.T) {
	for _, n := range []int64{1000, 300000} {
		want, err := workloads["seed"].check(n)
		if err != nil {
			t.Fatal(err)
		}
		if got := goLoopSeed(n); got != want {
			t.Errorf("n=%d: Go loop %+v, engine %+v", n, got, want)
		}
		if n == 300000 && want.Rows == 0 {
			t.Errorf("n=%d: the sinks got no rows, so the comparison shows little", n)
		}
	}
}
