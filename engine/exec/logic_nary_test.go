package exec

import (
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// AND and OR of more than two operands, as Flink's plans of IN write them, read every operand
// with three-valued logic.
func TestLogicOfManyOperands(t *testing.T) {
	lit := func(v any) plan.Expr {
		if v == nil {
			return &plan.Literal{T: types.Boolean, Text: "null"}
		}
		return &plan.Literal{Value: v, T: types.Boolean.AsNotNull()}
	}
	for _, c := range []struct {
		op   plan.Op
		args []any
		want any
	}{
		{plan.OpAnd, []any{true, nil, false}, false},
		{plan.OpAnd, []any{true, true, nil}, nil},
		{plan.OpAnd, []any{true, true, true, true}, true},
		{plan.OpOr, []any{false, nil, true}, true},
		{plan.OpOr, []any{false, false, nil}, nil},
		{plan.OpOr, []any{false, false, false}, false},
	} {
		args := make([]plan.Expr, len(c.args))
		for i, a := range c.args {
			args[i] = lit(a)
		}
		got, err := EvalConstant(&plan.Call{Op: c.op, Args: args, T: types.Boolean}, nil)
		if err != nil || got != c.want {
			t.Errorf("%s%v = %v (%v), want %v", c.op, c.args, got, err, c.want)
		}
	}
}
