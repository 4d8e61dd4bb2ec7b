package web

import (
	"context"
	"runtime/metrics"
	"sync"
	"time"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// The kinds of a run stopped by one of its limits, both flinkerr.ErrLimit. The budget is the
// run's context and its error the context's cause, which the engine returns as the failing
// statement's error, so the report says which limit stopped the run and where.
var (
	ErrTimeLimit   = flinkerr.NewKind("time limit", flinkerr.ErrLimit)
	ErrMemoryLimit = flinkerr.NewKind("memory limit", flinkerr.ErrLimit)
)

// limitNames are the limits as a run's answer names the one that stopped it.
var limitNames = map[error]string{ErrTimeLimit: "time", ErrMemoryLimit: "memory"}

// limitError is a run stopped by the limit of kind. Its class names Flinkpad: Flink has no such
// limits.
func limitError(kind error, format string, args ...any) *flinkerr.Error {
	return flinkerr.Newf(kind, flinkerr.ClassLimitExceeded, format, args...)
}

// budget is a run's context: it ends at the run's deadline, or when the heap has grown by more
// than the run's memory limit since the run began. The heap is the process's: natively, the
// run's child process's own; in the Worker, the module's, which serves one run at a time. Err checks both itself rather than waiting
// for a timer or a watcher, because the Worker's wasm has one thread and no preemption: a busy
// engine never lets a timer fire, but it asks its context for Err between batches.
type budget struct {
	context.Context
	cancel   context.CancelCauseFunc
	deadline time.Time
	timeErr  *flinkerr.Error
	memErr   *flinkerr.Error
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
		timeErr:  limitError(ErrTimeLimit, "The run reached its time limit of %d ms.", timeout.Milliseconds()),
		memErr:   limitError(ErrMemoryLimit, "The run used more than its memory limit of %d bytes.", maxMemory),
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

// Err is nil while the run is within its limits, else the limit's error that stopped it (or the
// request's own cancellation).
func (b *budget) Err() error {
	b.check()
	if b.Context.Err() == nil {
		return nil
	}
	return context.Cause(b.Context)
}

// stop ends the watcher; it names the limit that stopped the run, "" if none did.
func (b *budget) stop() string {
	close(b.stopped)
	why := ""
	if le, ok := context.Cause(b.Context).(*flinkerr.Error); ok {
		why = limitNames[le.Kind]
	}
	b.cancel(context.Canceled)
	return why
}
