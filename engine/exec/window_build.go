package exec

import (
	"context"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// buildTimeNode builds the nodes of event time: the watermark assigner, the window
// table-valued functions and window aggregates; it reports false for other nodes.
func buildTimeNode(ctx context.Context, n plan.Node, env *Env, alloc memory.Allocator) (Operator, bool, error) {
	switch n := n.(type) {
	case *plan.WatermarkAssigner:
		if err := checkExpr(n.Expr); err != nil {
			return nil, true, err
		}
		in, err := Build(ctx, n.Input, env)
		if err != nil {
			return nil, true, err
		}
		return newWatermarkAssigner(in, n, alloc), true, nil
	case *plan.WindowTVF:
		in, err := buildOnce(ctx, n.Input, env)
		if err != nil {
			return nil, true, err
		}
		if n.Kind == plan.WindowSession {
			if !env.Streaming {
				return nil, true, notSupported("SESSION windows in batch mode")
			}
			return newStreamSessionTVF(in, n, alloc), true, nil
		}
		return newWindowTVF(in, n, false, alloc), true, nil
	case *plan.Sort:
		if !env.Streaming || !plan.IsTemporalSort(n) {
			return nil, false, nil
		}
		in, err := Build(ctx, n.Input, env)
		if err != nil {
			return nil, true, err
		}
		return newTemporalSort(in, n, alloc), true, nil
	case *plan.Aggregate:
		if tvf, roles, ok := plan.AttachedWindowAggregate(n); ok && env.Streaming {
			// A window aggregate over a window join's windows: the join's rows carry their
			// window, each TUMBLE window one slice.
			if tvf.Kind != plan.WindowTumble {
				return nil, true, notSupported("window aggregates over a window join's " + tvf.Kind.String() + " windows")
			}
			in, err := Build(ctx, n.Input, env)
			if err != nil {
				return nil, true, err
			}
			return newStreamWindowAggregate(in, n, tvf, roles, alloc), true, nil
		}
		tvf, calc, roles, ok := plan.WindowAggregateShape(n)
		if env.Streaming && !ok && overProctimeWindow(n) {
			// Flink plans a group aggregate over these windows only in shapes Flinkpad has not
			// checked against it yet.
			return nil, true, notSupported("this aggregate over a window of processing time")
		}
		if !env.Streaming || !ok {
			return nil, false, nil
		}
		op, err := buildWindowAggregate(ctx, n, tvf, calc, roles, env, alloc)
		return op, true, err
	default:
		// Partial by design: build builds the other kinds.
		return nil, false, nil
	}
}

// overProctimeWindow reports whether an aggregate groups by window_start and window_end of a
// window table-valued function over a processing-time attribute that it reads, directly or
// through one Calc or projection.
func overProctimeWindow(n *plan.Aggregate) bool {
	in := n.Input
	var exprs []plan.Expr
	switch mid := in.(type) {
	case *plan.Calc:
		in, exprs = mid.Input, mid.Exprs
	case *plan.Project:
		in, exprs = mid.Input, mid.Exprs
	default:
		// The aggregate reads the function directly, or something else.
	}
	tvf, ok := in.(*plan.WindowTVF)
	if !ok || tvf.Output[tvf.WindowStart()+2].Type.TimeAttr != types.TimestampProctime {
		return false
	}
	seen := map[int]bool{}
	for k := range n.Keys {
		var e plan.Expr = &plan.InputRef{Index: k}
		if exprs != nil {
			e = exprs[k]
		}
		if r, ok := e.(*plan.InputRef); ok {
			seen[r.Index-tvf.WindowStart()] = true
		}
	}
	return seen[0] && seen[1]
}

func init() {
	// PROCTIME() reads the clock for each batch, as CURRENT_ROW_TIMESTAMP does.
	registerKernels(map[plan.Op]kernel{"PROCTIME": currentTimeKernel})
}

// buildWindowAggregate builds a streaming window aggregate over its input: the window
// function in slice mode, and the Calc above it.
func buildWindowAggregate(ctx context.Context, n *plan.Aggregate, tvf *plan.WindowTVF, calc *plan.Calc, roles []int,
	env *Env, alloc memory.Allocator) (Operator, error) {
	if tvf.Kind == plan.WindowHop || tvf.Kind == plan.WindowCumulate {
		if err := firstLastMergeError(n); err != nil {
			return nil, err
		}
	}
	if tvf.Kind == plan.WindowHop && tvf.Size%tvf.Slide != 0 {
		return nil, runtimeError("org.apache.flink.table.api.TableException",
			"HOP table function based aggregate requires size must be an integral multiple of slide, but got size %d ms and slide %d ms",
			tvf.Size, tvf.Slide)
	}
	if tvf.Kind == plan.WindowCumulate && tvf.Size%tvf.Slide != 0 {
		return nil, runtimeError("org.apache.flink.table.api.TableException",
			"CUMULATE table function based aggregate requires maxSize must be an integral multiple of step, but got maxSize %d ms and step %d ms",
			tvf.Size, tvf.Slide)
	}
	op, err := env.windowInput(ctx, tvf, calc, alloc)
	if err != nil {
		return nil, err
	}
	if tvf.Kind == plan.WindowSession {
		return newStreamSessionAggregate(op, n, tvf, roles, alloc), nil
	}
	return newStreamWindowAggregate(op, n, tvf, roles, alloc), nil
}

// windowInput builds what a window aggregate reads: its window function in slice mode, and the
// Calc over it. The aggregate runs them itself rather than reading their nodes, so where the run
// shares the function or the Calc between several window aggregates, each aggregate building
// its own would build the input below once more per aggregate than the run counts; they are
// built once per job instead (onceForWindows).
func (env *Env) windowInput(ctx context.Context, tvf *plan.WindowTVF, calc *plan.Calc, alloc memory.Allocator) (Operator, error) {
	sliced := func() (Operator, error) {
		in, err := buildOnce(ctx, tvf.Input, env)
		if err != nil {
			return nil, err
		}
		return newWindowTVF(in, tvf, true, alloc), nil
	}
	if calc == nil {
		return env.onceForWindows(tvf, sliced)
	}
	return env.onceForWindows(calc, func() (Operator, error) {
		for _, e := range append(append([]plan.Expr{}, calc.Exprs...), calc.Cond) {
			if e == nil {
				continue
			}
			if err := checkExpr(e); err != nil {
				return nil, err
			}
		}
		in, err := env.onceForWindows(tvf, sliced)
		if err != nil {
			return nil, err
		}
		return &calcOp{input: in, cond: calc.Cond, exprs: calc.Exprs, schema: schemaOf(calc.Output), alloc: alloc}, nil
	})
}

// onceForWindows builds the operator of a node that window aggregates run themselves: once per
// job behind a tee when the run shares the node, for each call otherwise.
func (env *Env) onceForWindows(n plan.Node, build func() (Operator, error)) (Operator, error) {
	if env.run == nil || !env.run.Shared(n) {
		return build()
	}
	t, ok := env.windowTees[n]
	if !ok {
		op, err := build()
		if err != nil {
			return nil, err
		}
		t = newTee(env.job, op, env.run.Consumers(n))
		env.windowTees[n] = t
	}
	branch, err := t.branch()
	if err != nil {
		return nil, err
	}
	if len(t.branches) > 1 {
		// What runs once is the execution plan's operator the node is computed in: the node,
		// or, for one each reader's operator computes itself, the node below it that they read.
		at := n
		for env.run.Folded(at) && len(at.Inputs()) == 1 {
			at = at.Inputs()[0]
		}
		env.metrics.node(at).Shared = true
	}
	return branch, nil
}
