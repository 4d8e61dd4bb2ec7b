package exec

import (
	"context"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
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
	}
	return nil, false, nil
}

func init() {
	// PROCTIME() reads the clock for each batch, as CURRENT_ROW_TIMESTAMP does.
	registerKernels(map[string]kernel{"PROCTIME": currentTimeKernel})
}
