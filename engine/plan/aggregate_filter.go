package plan

import (
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// addFilter binds an aggregate call's FILTER (WHERE cond) over the FROM clause's fields, as
// Calcite's SqlToRelConverter does: the aggregate's input computes cond IS TRUE as a field
// after the call's argument, and the call aggregates only the rows where it holds.
func (as *aggScope) addFilter(b *Binder, f *sql.FuncCall, call *AggCall) error {
	saved := b.agg
	b.agg = nil
	cond, err := b.bindExpr(f.Filter, as.input)
	b.agg = saved
	if err != nil {
		return err
	}
	if t := cond.Type(); t.Kind != types.KindBoolean {
		return validatorError(f.Filter, "FILTER clause must be a condition")
	}
	// Calcite's simplification drops the IS TRUE of a condition that is never NULL.
	var isTrue Expr = &Call{Op: OpIsTrue, Args: []Expr{cond}, T: types.Boolean.AsNotNull()}
	if !cond.Type().Nullable() {
		isTrue = cond
	}
	call.Filtered = true
	call.FilterArg = len(as.pre.Exprs)
	as.pre.Exprs = append(as.pre.Exprs, isTrue)
	as.pre.Output = append(as.pre.Output, Field{Name: "$a" + itoa(call.FilterArg), Type: types.Boolean.AsNotNull()})
	return nil
}
