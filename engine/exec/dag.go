package exec

import (
	"context"
	"errors"
	"sync"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// Job is a plan graph built into operators: one per root, where a node that several parents
// read runs once and streams its batches to all of them. A root that is a sink is built as its
// input; the engine writes the sink.
type Job struct {
	Roots   []Operator
	Metrics *Metrics
	run     *phys.Run
	job     *jobSync
	shared  map[plan.Node]*tee // the tees of the shared nodes, for tests
}

// BuildJob builds every root of a physical plan's run: the nodes it shares run once, and its
// hash joins build the side it says.
func BuildJob(ctx context.Context, run *phys.Run, env *Env) (*Job, error) {
	e := *env
	e.run, e.tees, e.metrics, e.job = run, map[plan.Node]*tee{}, newMetrics(), newJobSync()
	e.windowTees = map[plan.Node]*tee{}
	j := &Job{Metrics: e.metrics, run: run, job: e.job, shared: e.tees}
	for _, r := range run.Roots() {
		n := r
		if s, ok := r.(*plan.Sink); ok {
			n = s.Input
			e.parent = s
		} else {
			e.parent = nil
		}
		op, err := Build(ctx, n, &e)
		if err != nil {
			for _, built := range j.Roots {
				built.Close()
			}
			return nil, err
		}
		j.Roots = append(j.Roots, op)
	}
	return j, nil
}

// Concurrent reports whether the roots share nodes, so that they must run side by side for the
// shared nodes to stream rather than buffer everything for the later roots.
func (j *Job) Concurrent() bool {
	if len(j.Roots) < 2 {
		return false
	}
	for _, n := range j.run.Nodes() {
		if j.run.Shared(n) {
			return true
		}
	}
	return false
}

// Run reads every root to its end and hands each batch to that root's consumer, which must not
// keep the batch (Run releases it). Roots that share nodes run concurrently: natively one
// goroutine each, under wasm in turn in one goroutine (sched.go). The first failure cancels the
// others, and Run returns the failure of the first root that failed for a reason of its own.
// Run closes the roots.
func (j *Job) Run(ctx context.Context, consume []func(context.Context, connector.Batch) error) error {
	defer func() {
		for _, op := range j.Roots {
			op.Close()
		}
	}()
	drain := func(ctx context.Context, i int) error {
		sink := j.Metrics.node(j.run.Roots()[i])
		return forEach(ctx, j.Roots[i], func(b connector.Batch) error {
			n := int64(b.Len())
			if j.sinkRoot(i) {
				// The sink's input counts as read by the sink where it is built (counted.in).
				sink.RowsOut.Add(n)
			}
			return consume[i](ctx, b)
		})
	}
	if !j.Concurrent() {
		j.job.started(1)
		defer j.job.finished()
		for i := range j.Roots {
			if err := drain(ctx, i); err != nil {
				return err
			}
		}
		return nil
	}
	if singleThread {
		return j.runSingle(ctx, consume)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errs := make([]error, len(j.Roots))
	// A panic in a root's goroutine (the memory cap's, or any) would end the process, since
	// only the goroutine that panics can recover; it is caught, the other roots are cancelled,
	// and the first panic goes on in Run's goroutine, where the engine recovers it.
	panics := make([]any, len(j.Roots))
	var wg sync.WaitGroup
	j.job.started(len(j.Roots))
	for i := range j.Roots {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer j.job.finished()
			defer func() {
				if p := recover(); p != nil {
					panics[i] = p
					cancel()
				}
			}()
			if err := drain(ctx, i); err != nil {
				errs[i] = err
				cancel()
			}
		}()
	}
	wg.Wait()
	for _, p := range panics {
		if p != nil {
			panic(p)
		}
	}
	var canceled error
	for _, err := range errs {
		switch {
		case err == nil:
		case errors.Is(err, context.Canceled) && ctx.Err() != nil:
			canceled = err
		default:
			return err
		}
	}
	return canceled
}

func (j *Job) tees() map[plan.Node]*tee { return j.shared }

// sinkRoot reports whether root i is a sink, built as its input.
func (j *Job) sinkRoot(i int) bool {
	_, ok := j.run.Roots()[i].(*plan.Sink)
	return ok
}

// Collect reads a job of one root to its end, as Collect does for an operator.
func (j *Job) Collect(ctx context.Context, fields []plan.Field, dropNulls bool) ([]Row, error) {
	j.job.started(1)
	defer j.job.finished()
	return Collect(ctx, j.Roots[0], fields, dropNulls)
}
