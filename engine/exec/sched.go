package exec

import (
	"context"
	"errors"
	"io"
	"runtime"

	"github.com/flinkpad/flinkpad/catalog/connector"
)

// singleThread chooses the one-goroutine scheduler for jobs whose roots share nodes. Under
// WebAssembly every goroutine runs on the one thread, so a goroutine per root only adds the
// handoffs and preemption of the tee's lock and condition at every batch; natively the roots
// run in parallel. Tests switch it to run both schedulers on the same jobs.
var singleThread = runtime.GOOS == "js"

// scheduler runs the roots of a job in one goroutine: they are pulled in turn, one batch each,
// and a tee keeps the batches a consumer has not taken yet. Nothing waits on another goroutine.
// When a consumer of a tee falls maxLag batches behind, the consumer that would pull the tee
// again first lets the roots that are not on the stack take a batch each (help), which is what
// the goroutine scheduler gets by waiting: the buffered batches stay bounded, and a root that
// reads its shared input long before it emits (an aggregate, a window waiting for a watermark)
// cannot starve the others.
type scheduler struct {
	ctx     context.Context
	cancel  context.CancelFunc
	j       *Job
	consume []func(context.Context, connector.Batch) error
	active  []bool // on the stack: pulled now, so not pulled again from inside
	done    []bool
	err     error // the first failure of a root for a reason of its own
	cerr    error // a cancellation, returned if nothing failed
}

func (j *Job) runSingle(ctx context.Context, consume []func(context.Context, connector.Batch) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	s := &scheduler{ctx: ctx, cancel: cancel, j: j, consume: consume,
		active: make([]bool, len(j.Roots)), done: make([]bool, len(j.Roots))}
	j.job.started(1)
	defer j.job.finished()
	j.job.mu.Lock()
	j.job.help = s.help
	j.job.mu.Unlock()
	defer func() {
		j.job.mu.Lock()
		j.job.help = nil
		j.job.mu.Unlock()
	}()
	for {
		left := false
		for i := range j.Roots {
			if !s.done[i] {
				left = true
				s.step(i)
			}
		}
		if !left || s.err != nil {
			break
		}
	}
	if s.err != nil {
		return s.err
	}
	return s.cerr
}

// step pulls one batch from root i and hands it to the root's consumer; a root that ends or
// fails is done, and a failure cancels the others.
func (s *scheduler) step(i int) {
	s.active[i] = true
	defer func() { s.active[i] = false }()
	err := s.pullOne(i)
	switch {
	case err == nil:
		return
	case errors.Is(err, io.EOF):
	case errors.Is(err, context.Canceled) && s.ctx.Err() != nil:
		if s.cerr == nil {
			s.cerr = err
		}
	default:
		if s.err == nil {
			s.err = err
		}
		s.cancel()
	}
	s.done[i] = true
}

func (s *scheduler) pullOne(i int) error {
	if err := s.ctx.Err(); err != nil {
		return err
	}
	b, err := s.j.Roots[i].Next(s.ctx)
	if err != nil {
		return err
	}
	if s.j.sinkRoot(i) {
		// The sink's input counts as read by the sink where it is built (counted.in).
		s.j.Metrics.node(s.j.run.Roots()[i]).RowsOut.Add(int64(b.Len()))
	}
	err = s.consume[i](s.ctx, b)
	b.Record.Release()
	return err
}

// help lets every root that is neither on the stack nor done take one batch, and reports
// whether any did. The tee calls it without the job's lock.
func (s *scheduler) help() bool {
	any := false
	for i := range s.j.Roots {
		if !s.active[i] && !s.done[i] && s.err == nil {
			any = true
			s.step(i)
		}
	}
	return any
}
