package exec

import (
	"github.com/apache/arrow-go/v18/arrow"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// CURRENT_WATERMARK(rowtime) is the watermark the Calc evaluating it has received, NULL before
// the first one, as Flink's code generation reads the operator's current watermark. The
// watermark assigner cuts its batches after each watermark it emits, so every row of a batch
// has the same current watermark: the Calc replaces the calls with that value as a literal,
// batch by batch (watermarkedExprs). Anywhere else the call fails loudly.

func init() {
	registerKernels(map[plan.Op]kernel{
		plan.OpCurrentWatermark: func(*kctx, *plan.Call, []arrow.Array) (arrow.Array, error) {
			return nil, notSupported("CURRENT_WATERMARK outside a projection or filter that reads its watermark")
		},
	})
}

// callsCurrentWatermark reports whether an expression calls CURRENT_WATERMARK.
func callsCurrentWatermark(es ...plan.Expr) bool {
	found := false
	for _, e := range es {
		if e == nil {
			continue
		}
		plan.WalkOnce(e, func(x plan.Expr) bool {
			if c, ok := x.(*plan.Call); ok && c.Op == plan.OpCurrentWatermark {
				found = true
			}
			return !found
		})
	}
	return found
}

// withWatermark copies an expression with each CURRENT_WATERMARK call replaced by the
// watermark as a literal of the call's type, or NULL when there is none yet.
func withWatermark(e plan.Expr, watermark int64, has bool, done map[plan.Expr]plan.Expr) plan.Expr {
	if e == nil {
		return nil
	}
	if p, ok := done[e]; ok {
		return p
	}
	var out plan.Expr = e
	switch x := e.(type) {
	case *plan.Cast:
		out = x.WithX(withWatermark(x.X, watermark, has, done))
	case *plan.Call:
		if x.Op == plan.OpCurrentWatermark {
			var v any
			if has {
				v = types.TimestampData{Millis: watermark}
			}
			out = &plan.Literal{Value: v, T: x.T}
			break
		}
		args := make([]plan.Expr, len(x.Args))
		for i, a := range x.Args {
			args[i] = withWatermark(a, watermark, has, done)
		}
		out = x.WithArgs(args)
	default:
		// Partial by design: references and literals read no watermark.
	}
	done[e] = out
	return out
}
