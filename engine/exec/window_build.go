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
		in, err := Build(ctx, n.Input, env)
		if err != nil {
			return nil, true, err
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
		tvf, calc, roles, ok := plan.WindowAggregateShape(n)
		if env.Streaming && !ok && overProctimeWindow(n) {
			// Flink fires these windows by the wall clock; a plain group aggregate would print
			// updates Flink never prints.
			return nil, true, notSupported("window aggregates over a processing-time attribute")
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

// overProctimeWindow reports whether an aggregate reads, directly or through one Calc, a
// window table-valued function over a processing-time attribute.
func overProctimeWindow(n *plan.Aggregate) bool {
	in := n.Input
	if calc, ok := in.(*plan.Calc); ok {
		in = calc.Input
	}
	tvf, ok := in.(*plan.WindowTVF)
	return ok && tvf.Output[tvf.WindowStart()+2].Type.TimeAttr == types.TimestampProctime
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
	if (env.run.Shared(tvf) || calc != nil && env.run.Shared(calc)) && sharesBelow(env, tvf.Input) {
		// The window aggregate runs its window function itself, over the function's input,
		// which it builds once per aggregate: below a function several parents read, a shared
		// node would get more consumers than the plan counts.
		return nil, notSupported("a window table function that several window aggregates read, over a shared input")
	}
	in, err := Build(ctx, tvf.Input, env)
	if err != nil {
		return nil, err
	}
	var op Operator = newWindowTVF(in, tvf, true, alloc)
	if calc != nil {
		for _, e := range append(append([]plan.Expr{}, calc.Exprs...), calc.Cond) {
			if e == nil {
				continue
			}
			if err := checkExpr(e); err != nil {
				op.Close()
				return nil, err
			}
		}
		op = &calcOp{input: op, cond: calc.Cond, exprs: calc.Exprs, schema: schemaOf(calc.Output), alloc: alloc}
	}
	return newStreamWindowAggregate(op, n, tvf, roles, alloc), nil
}

// sharesBelow reports whether a node or any node below it is one that several parents read.
func sharesBelow(env *Env, n plan.Node) bool {
	seen := map[plan.Node]bool{}
	var walk func(plan.Node) bool
	walk = func(n plan.Node) bool {
		if seen[n] {
			return false
		}
		seen[n] = true
		if env.run.Shared(n) {
			return true
		}
		for _, in := range n.Inputs() {
			if walk(in) {
				return true
			}
		}
		return false
	}
	return walk(n)
}
