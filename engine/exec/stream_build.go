package exec

import (
	"context"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// buildStreaming builds the operators that differ in streaming mode, where stateful nodes
// emit changelogs row by row; it reports false for the nodes both modes run alike.
func buildStreaming(ctx context.Context, n plan.Node, env *Env, alloc memory.Allocator) (Operator, bool, error) {
	switch n := n.(type) {
	case *plan.Aggregate:
		if err := checkDecomposed(n); err != nil {
			return nil, true, err
		}
		in, err := Build(ctx, n.Input, env)
		if err != nil {
			return nil, true, err
		}
		return newStreamAggregate(in, n, alloc), true, nil
	case *plan.Sort:
		for _, k := range n.Keys {
			if err := checkExpr(k.Expr); err != nil {
				return nil, true, err
			}
		}
		in, err := Build(ctx, n.Input, env)
		if err != nil {
			return nil, true, err
		}
		op, err := newStreamTopN(in, n, alloc)
		if err != nil {
			in.Close()
			return nil, true, err
		}
		return op, true, nil
	case *plan.Rank, *plan.Over:
		op, err := buildStreamRank(ctx, n, env, alloc)
		return op, true, err
	case *plan.SetOp:
		if n.Kind == plan.SetOpUnion && n.All {
			return nil, false, nil // rows pass through, as in batch mode
		}
		left, right, err := buildPair(ctx, n.Left, n.Right, env)
		if err != nil {
			return nil, true, err
		}
		return newStreamSetOp(left, right, n, alloc), true, nil
	case *plan.Join:
		if b, ok := plan.IntervalJoinBounds(n); ok {
			op, err := buildIntervalJoin(ctx, n, b, env, alloc)
			return op, true, err
		}
		if n.Cond != nil {
			if err := checkExpr(n.Cond); err != nil {
				return nil, true, err
			}
		}
		left, right, err := buildPair(ctx, n.Left, n.Right, env)
		if err != nil {
			return nil, true, err
		}
		var op Operator
		if shape, ok := plan.WindowJoinOf(n); ok {
			op, err = newStreamWindowJoin(left, right, n, shape, alloc)
		} else {
			op, err = newStreamJoin(left, right, n, alloc)
		}
		if err != nil {
			left.Close()
			right.Close()
			return nil, true, err
		}
		return op, true, nil
	default:
		// Partial by design: the other kinds run alike in both modes, and build builds them.
		return nil, false, nil
	}
}
