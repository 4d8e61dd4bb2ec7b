package exec

import (
	"github.com/apache/arrow-go/v18/arrow"

	"github.com/flinkpad/flinkpad/engine/plan"
)

func init() {
	registerKernels(map[plan.Op]kernel{"PROCTIME_MATERIALIZE": proctimeMaterializeKernel})
}

// proctimeMaterializeKernel is PROCTIME_MATERIALIZE(pt), which the planner puts on the
// processing-time attributes a query outputs: the value is the attribute's, only the type
// loses its mark.
func proctimeMaterializeKernel(_ *kctx, _ *plan.Call, args []arrow.Array) (arrow.Array, error) {
	args[0].Retain()
	return args[0], nil
}
