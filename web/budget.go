package web

import (
	"context"
	"fmt"
	"runtime/metrics"
	"sync"
	"time"
)

// LimitError is a run stopped by one of its limits. The engine returns it as the failing
// statement's error, so the report says which limit stopped the run and where.
type LimitError struct {
	// Limit is "time" or "memory".
	Limit string
	msg   string
}

func (e *LimitError) Error() string { return e.msg }

// FlinkClass names Flinkpad: Flink has no such limits.
func (e *LimitError) FlinkClass() string { return "flinkpad.LimitExceeded" }

// budget is a run's context: it ends at the run's deadline, or when the heap has grown by more
// than the run's memory limit since the run began. The heap is the process's: natively, the
// run's child process's own; in the Worker, the module's, which serves one run at a time. Err checks both itself rather than waiting
// for a timer or a watcher, because the Worker's wasm has one thread and no preemption: a busy
// engine never lets a timer fire, but it asks its context for Err between batches.
type budget struct {
	context.Context
	cancel   context.CancelCauseFunc
	deadline time.Time
	timeErr  *LimitError
	memErr   *LimitError
	base     uint64
	maxHeap  uint64
	stopped  chan struct{}

	mu     sync.Mutex
	sample []metrics.Sample
}

// heapMetric is the bytes of heap objects, live or not yet swept: cheap to read, no pause.
const heapMetric = "/memory/classes/heap/objects:bytes"

func newBudget(parent context.Context, timeout time.Duration, maxMemory int64) *budget {
	b := &budget{
		deadline: time.Now().Add(timeout),
		timeErr:  &LimitError{Limit: "time", msg: fmt.Sprintf("The run reached its time limit of %d ms.", timeout.Milliseconds())},
		memErr:   &LimitError{Limit: "memory", msg: fmt.Sprintf("The run used more than its memory limit of %d bytes.", maxMemory)},
		maxHeap:  uint64(max(maxMemory, 0)),
		stopped:  make(chan struct{}),
		sample:   []metrics.Sample{{Name: heapMetric}},
	}
	b.base = b.heap()
	ctx, cancelDeadline := context.WithDeadlineCause(parent, b.deadline, b.timeErr)
	b.Context, b.cancel = context.WithCancelCause(ctx)
	go b.watch(cancelDeadline)
	return b
}

// watch checks the memory limit while the engine works on other goroutines (natively), and
// releases the deadline's timer once the run is over.
func (b *budget) watch(cancelDeadline context.CancelFunc) {
	defer cancelDeadline()
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-b.stopped:
			return
		case <-b.Done():
			return
		case <-tick.C:
			b.check()
		}
	}
}

func (b *budget) heap() uint64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	metrics.Read(b.sample)
	if b.sample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return b.sample[0].Value.Uint64()
}

// check cancels the run when it is past its deadline or over its memory.
func (b *budget) check() {
	switch {
	case !time.Now().Before(b.deadline):
		b.cancel(b.timeErr)
	case b.maxHeap > 0 && b.heap() > b.base+b.maxHeap:
		b.cancel(b.memErr)
	}
}

// Err is nil while the run is within its limits, else the LimitError that stopped it (or the
// request's own cancellation).
func (b *budget) Err() error {
	b.check()
	if b.Context.Err() == nil {
		return nil
	}
	return context.Cause(b.Context)
}

// stop ends the watcher; it reports the limit that stopped the run, if one did.
func (b *budget) stop() *LimitError {
	close(b.stopped)
	le, _ := context.Cause(b.Context).(*LimitError)
	b.cancel(context.Canceled)
	return le
}
