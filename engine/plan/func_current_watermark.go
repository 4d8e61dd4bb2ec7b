package plan

import (
	"github.com/flinkpad/flinkpad/engine/types"
)

// CURRENT_WATERMARK(rowtime) is the current watermark of the input at each row, as a
// TIMESTAMP(3) or TIMESTAMP_LTZ(3) that is NULL before the first watermark. Flink's input type
// strategy (CurrentWatermarkInputTypeStrategy) takes one argument that can be a time attribute
// (a TIMESTAMP or TIMESTAMP_LTZ) and is a rowtime attribute, which in batch mode no column is.
// The executor's Calc evaluates it (exec/func_current_watermark.go); the optimizer never folds
// or moves it (plan.IsNonDeterministic).

func init() {
	register(&function{name: "CURRENT_WATERMARK", bind: bindCurrentWatermark})
}

func bindCurrentWatermark(b *Binder, c *call) (Expr, error) {
	if len(c.args) != 1 {
		return nil, validationError(c.at, "Invalid number of arguments to function 'CURRENT_WATERMARK'. Was expecting 1 arguments")
	}
	t := c.args[0].Type()
	if t.Kind != types.KindTimestamp && t.Kind != types.KindTimestampLTZ {
		return nil, validationError(c.at, "CURRENT_WATERMARK() must be called with a single rowtime attribute argument, but '%s' cannot be a time attribute.",
			t.String())
	}
	if !IsRowtime(t) {
		return nil, validationError(c.at, "The argument of CURRENT_WATERMARK() must be a rowtime attribute, but was '%s'.", t.String())
	}
	out := types.Type{Kind: t.Kind, Precision: 3}
	return &Call{Op: OpCurrentWatermark, Args: c.args, T: out}, nil
}
