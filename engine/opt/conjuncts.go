package opt

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Conjuncts splits a condition at its ANDs.
func Conjuncts(e plan.Expr) []plan.Expr {
	if e == nil {
		return nil
	}
	if c, ok := e.(*plan.Call); ok && c.Op == plan.OpAnd {
		var out []plan.Expr
		for _, a := range c.Args {
			out = append(out, Conjuncts(a)...)
		}
		return out
	}
	return []plan.Expr{e}
}

// and joins conditions with AND; nil for none.
func and(conds ...plan.Expr) plan.Expr {
	var out plan.Expr
	for _, c := range conds {
		if c == nil {
			continue
		}
		if out == nil {
			out = c
			continue
		}
		nullable := out.Type().Nullable() || c.Type().Nullable()
		out = &plan.Call{Op: plan.OpAnd, Args: []plan.Expr{out, c}, T: types.Boolean.WithNullable(nullable)}
	}
	return out
}
