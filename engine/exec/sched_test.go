package exec

import (
	"context"
	"errors"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// withSingleThread runs f under the one-goroutine scheduler, which wasm uses, natively too.
func withSingleThread(t *testing.T, f func(t *testing.T)) {
	t.Helper()
	old := singleThread
	singleThread = true
	defer func() { singleThread = old }()
	f(t)
}

// The DAG and tee tests give the same rows, metrics, panics and closes in one goroutine.
func TestSingleThreadScheduler(t *testing.T) {
	for name, f := range map[string]func(*testing.T){
		"SharedNodeRunsOnce":           TestSharedNodeRunsOnce,
		"SharedNodeReadTwice":          TestSharedNodeReadTwiceByOneConsumer,
		"SharedAcrossRootsAndBranches": TestSharedNodesAcrossRootsAndBranches,
		"SourcePanicReachesCaller":     TestJobRunSourcePanicReachesCaller,
		"BranchesBeyondTheRunsCount":   TestTeeBranchesBeyondTheRunsCount,
	} {
		t.Run(name, func(t *testing.T) { withSingleThread(t, f) })
	}
}

// A root that reads its whole shared input before it emits (here a UNION ALL reading the
// shared node twice, and the other root a filter) must not make the other root's queue hold
// the whole input: the tee lets the other root take its batches once it lags maxLag behind.
func TestSingleThreadTeeStaysBounded(t *testing.T) {
	withSingleThread(t, func(t *testing.T) {
		shared := filtered(countTo(50000), ">=", 0)
		agg := &plan.SetOp{Kind: plan.SetOpUnion, All: true, Left: shared, Right: shared, Output: shared.Output}
		g := phys.RunOf([]plan.Node{agg, filtered(shared, "<", 5)})
		ctx := context.Background()
		j, err := BuildJob(ctx, g, &Env{Connector: &connector.Env{}})
		if err != nil {
			t.Fatal(err)
		}
		var tees []*tee
		for _, tt := range j.tees() {
			tees = append(tees, tt)
		}
		most := 0
		rows := make([]int, 2)
		consume := make([]func(context.Context, connector.Batch) error, 2)
		for i := range consume {
			consume[i] = func(_ context.Context, b connector.Batch) error {
				rows[i] += b.Len()
				for _, tt := range tees {
					for k, q := range tt.queues {
						// The UNION ALL's second branch buffers by design until it is read.
						if k != 1 && len(q) > most {
							most = len(q)
						}
					}
				}
				return nil
			}
		}
		if err := j.Run(ctx, consume); err != nil {
			t.Fatal(err)
		}
		if rows[0] != 100000 || rows[1] != 5 {
			t.Errorf("rows %v, want 100000 and 5", rows)
		}
		if most > maxLag+1 {
			t.Errorf("a queue held %d batches, want at most %d", most, maxLag+1)
		}
	})
}

// A root's failure stops the job and is Run's error, not the cancellation the others see.
func TestSingleThreadFailureStopsTheJob(t *testing.T) {
	for _, single := range []bool{false, true} {
		old := singleThread
		singleThread = single
		shared := countTo(20000)
		g := phys.RunOf([]plan.Node{filtered(shared, ">=", 0), filtered(shared, ">=", 0)})
		ctx := context.Background()
		j, err := BuildJob(ctx, g, &Env{Connector: &connector.Env{}})
		if err != nil {
			t.Fatal(err)
		}
		boom := errors.New("boom")
		var seen [2]int
		consume := []func(context.Context, connector.Batch) error{
			func(context.Context, connector.Batch) error { seen[0]++; return nil },
			func(context.Context, connector.Batch) error { seen[1]++; return boom },
		}
		err = j.Run(ctx, consume)
		singleThread = old
		if !errors.Is(err, boom) {
			t.Errorf("single %v: Run returned %v, want the root's failure", single, err)
		}
		if seen[1] != 1 {
			t.Errorf("single %v: the failing root took %d batches, want 1", single, seen[1])
		}
	}
}

// A cancelled context stops the job with the cancellation.
func TestSingleThreadCancel(t *testing.T) {
	withSingleThread(t, func(t *testing.T) {
		shared := countTo(20000)
		g := phys.RunOf([]plan.Node{filtered(shared, ">=", 0), filtered(shared, ">=", 0)})
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		j, err := BuildJob(ctx, g, &Env{Connector: &connector.Env{}})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		each := func(context.Context, connector.Batch) error {
			if n++; n == 1 {
				cancel()
			}
			return nil
		}
		err = j.Run(ctx, []func(context.Context, connector.Batch) error{each, each})
		if !errors.Is(err, context.Canceled) {
			t.Errorf("Run returned %v, want the cancellation", err)
		}
		if n > 1 {
			t.Errorf("%d batches after the cancel, want it to stop at once", n-1)
		}
	})
}
