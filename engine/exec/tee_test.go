package exec

import (
	"context"
	"errors"
	"io"
	"sync/atomic"
	"testing"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// capFired stands for the memory cap's panic, which the engine recovers above the job.
type capFired struct{}

func (capFired) Error() string { return "memory cap" }

// panickyReader yields batches of one int column, then panics as the memory cap does.
type panickyReader struct {
	batches int
	closed  *atomic.Int32
}

func (r *panickyReader) Next(context.Context) (connector.Batch, error) {
	if r.batches == 0 {
		panic(capFired{})
	}
	r.batches--
	b := array.NewInt32Builder(memory.DefaultAllocator)
	defer b.Release()
	for i := range 100 {
		b.Append(int32(i))
	}
	col := b.NewArray()
	defer col.Release()
	schema := arrow.NewSchema([]arrow.Field{{Name: "x", Type: arrow.PrimitiveTypes.Int32}}, nil)
	return connector.Batch{Record: array.NewRecordBatch(schema, []arrow.Array{col}, 100)}, nil
}

func (r *panickyReader) Close() error { r.closed.Add(1); return nil }

type panickySource struct {
	batches int
	closed  *atomic.Int32
}

func (s *panickySource) Bounded() bool { return true }
func (s *panickySource) Open(context.Context, []int) (connector.Reader, error) {
	return &panickyReader{batches: s.batches, closed: s.closed}, nil
}

// watchdog fails the test if f has not returned after a generous while: a tee left
// inconsistent by a panic hangs its other consumers, a runaway evaluation never ends.
func watchdog(t *testing.T, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		t.Fatal("no answer after 60 s")
	}
}

// A panic in a tee's source, read by two consumers in one goroutine as a self-join reads its
// sides, leaves the job's lock held for the pulling consumer's deferred unlock (unlocking it
// twice is a fatal error no recover catches), and ends the tee for the other consumer.
func TestTeeSourcePanicInOneGoroutine(t *testing.T) {
	for run := range 200 {
		closed := &atomic.Int32{}
		src := &scanOp{reader: &panickyReader{batches: run % 5, closed: closed}}
		job := newJobSync()
		tee := newTee(job, src, 2)
		left, err := tee.branch()
		if err != nil {
			t.Fatal(err)
		}
		right, err := tee.branch()
		if err != nil {
			t.Fatal(err)
		}
		job.started(1)
		var recovered any
		func() {
			defer func() { recovered = recover() }()
			for {
				// The build side reads to its end first, as a hash join's does.
				b, err := left.Next(context.Background())
				if err != nil {
					t.Fatalf("run %d: the pulling side failed instead of panicking: %v", run, err)
				}
				b.Record.Release()
			}
		}()
		if _, ok := recovered.(capFired); !ok {
			t.Fatalf("run %d: recovered %v, want the source's panic", run, recovered)
		}
		watchdog(t, func() {
			for i := 0; ; i++ {
				b, err := right.Next(context.Background())
				if err == nil {
					b.Record.Release()
					continue
				}
				if !errors.Is(err, errSharedInputFailed) || i != run%5 {
					t.Errorf("run %d: the other side got %v after %d batches, want the shared input's failure after %d", run, err, i, run%5)
				}
				return
			}
		})
		left.Close()
		right.Close()
		job.finished()
		if n := closed.Load(); n != 1 {
			t.Errorf("run %d: the source closed %d times, want once", run, n)
		}
	}
}

// Two roots that share a scan run in two goroutines; a panic in the scan, in either
// goroutine, goes on in Run's goroutine (a panic in another goroutine would end the process)
// after both roots have stopped and closed.
func TestJobRunSourcePanicReachesCaller(t *testing.T) {
	x := []plan.Field{{Name: "x", Type: intNN}}
	for run := range 100 {
		closed := &atomic.Int32{}
		scan := &plan.Scan{Output: x}
		g := phys.RunOf([]plan.Node{filtered(scan, "<", 10), filtered(scan, ">=", 90)})
		env := &Env{Connector: &connector.Env{}, Source: func(*plan.Scan) (connector.Source, error) {
			return &panickySource{batches: run % 20, closed: closed}, nil
		}}
		j, err := BuildJob(context.Background(), g, env)
		if err != nil {
			t.Fatal(err)
		}
		if !j.Concurrent() {
			t.Fatal("roots that share a scan should run concurrently")
		}
		consume := func(context.Context, connector.Batch) error { return nil }
		var recovered any
		watchdog(t, func() {
			defer func() { recovered = recover() }()
			err = j.Run(context.Background(), []func(context.Context, connector.Batch) error{consume, consume})
		})
		if _, ok := recovered.(capFired); !ok {
			t.Fatalf("run %d: recovered %v (Run returned %v), want the source's panic", run, recovered, err)
		}
		if n := closed.Load(); n != 1 {
			t.Errorf("run %d: the source closed %d times, want once", run, n)
		}
	}
}

var _ io.Closer = (*panickyReader)(nil)

// A tee has a queue per branch built, whatever the run counted: a window aggregate reads its
// window function's input itself, so the node below may get more readers than the plan counts
// (or fewer). Every branch gets every batch, and the source closes once, after the last branch.
func TestTeeBranchesBeyondTheRunsCount(t *testing.T) {
	for _, branches := range []int{1, 3} {
		closed := &atomic.Int32{}
		src := &scanOp{reader: &panickyReader{batches: 1000, closed: closed}}
		job := newJobSync()
		tee := newTee(job, src, 2)
		var bs []*teeBranch
		for range branches {
			b, err := tee.branch()
			if err != nil {
				t.Fatal(err)
			}
			bs = append(bs, b)
		}
		job.started(1)
		for k, b := range bs {
			for range 3 {
				batch, err := b.Next(context.Background())
				if err != nil {
					t.Fatalf("%d branches: branch %d: %v", branches, k, err)
				}
				if batch.Len() != 100 {
					t.Errorf("%d branches: branch %d read %d rows, want 100", branches, k, batch.Len())
				}
				batch.Record.Release()
			}
		}
		for k, b := range bs {
			if err := b.Close(); err != nil {
				t.Fatalf("%d branches: closing branch %d: %v", branches, k, err)
			}
			if want := int32(0); k < len(bs)-1 && closed.Load() != want {
				t.Errorf("%d branches: the source closed before its last branch", branches)
			}
		}
		job.finished()
		if n := closed.Load(); n != 1 {
			t.Errorf("%d branches: the source closed %d times, want once", branches, n)
		}
	}
}

// A branch whose index has no queue in its tee, or one added once the tee has started, is
// Flinkpad's bug: an internal error, never an index out of range that panics the process.
func TestTeeBranchMismatchIsAnInternalError(t *testing.T) {
	closed := &atomic.Int32{}
	src := &scanOp{reader: &panickyReader{batches: 1000, closed: closed}}
	job := newJobSync()
	tee := newTee(job, src, 1)
	b, err := tee.branch()
	if err != nil {
		t.Fatal(err)
	}
	stray := &teeBranch{t: tee, i: 1}
	job.started(1)
	defer job.finished()
	if _, err := stray.Next(context.Background()); !errors.Is(err, flinkerr.ErrInternal) {
		t.Errorf("Next of a branch without a queue = %v, want an internal error", err)
	}
	if err := stray.Close(); !errors.Is(err, flinkerr.ErrInternal) {
		t.Errorf("Close of a branch without a queue = %v, want an internal error", err)
	}
	batch, err := b.Next(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	batch.Record.Release()
	if _, err := tee.branch(); !errors.Is(err, flinkerr.ErrInternal) {
		t.Errorf("a branch added after the first pull = %v, want an internal error", err)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if n := closed.Load(); n != 1 {
		t.Errorf("the source closed %d times, want once", n)
	}
}
