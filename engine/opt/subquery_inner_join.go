package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// innerSubqueryJoin makes the LEFT join of a scalar subquery (one row, or an aggregate grouped
// on the correlation keys) an INNER join when a filter above it rejects the rows whose subquery
// value is NULL, as Calcite's
// FilterJoinRule simplifies an outer join under a filter that is strong in its padded side:
// WHERE qty > (SELECT AVG(qty) FROM t) keeps no row the join pads. push-filter-into-join then
// makes the filter the join's condition, and Flink plans it as a single-row nested loop join.
func innerSubqueryJoin(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		f, ok := n.(*plan.Filter)
		if !ok {
			return n, nil
		}
		j, ok := f.Input.(*plan.Join)
		if !ok || !j.Subquery || j.Kind != plan.JoinLeft {
			return n, nil
		}
		lo, hi := len(j.Left.Fields()), len(j.Fields())
		rejects := false
		for _, e := range plan.Conjuncts(f.Cond) {
			rejects = rejects || rejectsNulls(e, lo, hi)
		}
		if !rejects {
			return n, nil
		}
		c.fire()
		inner := *j
		inner.Kind = plan.JoinInner
		return &plan.Filter{Spanned: f.Spanned, Input: &inner, Cond: f.Cond}, nil
	})
}

// rejectsNulls reports whether a condition is NULL or FALSE whenever a field in [lo, hi) is
// NULL: a comparison whose operand is such a field or a strong operator over one.
func rejectsNulls(e plan.Expr, lo, hi int) bool {
	c, ok := e.(*plan.Call)
	if !ok {
		return false
	}
	switch c.Op {
	case plan.OpEquals, plan.OpNotEquals, plan.OpLess, plan.OpLessOrEqual, plan.OpGreater, plan.OpGreaterOrEqual:
		for _, a := range c.Args {
			if strongIn(a, lo, hi) {
				return true
			}
		}
	case plan.OpIsNotNull:
		return strongIn(c.Args[0], lo, hi)
	}
	return false
}

// strongIn reports whether an expression is NULL whenever a field in [lo, hi) is.
func strongIn(e plan.Expr, lo, hi int) bool {
	switch x := e.(type) {
	case *plan.InputRef:
		return x.Index >= lo && x.Index < hi
	case *plan.Cast:
		return strongIn(x.X, lo, hi)
	case *plan.Call:
		if !strongOps[x.Op] {
			return false
		}
		for _, a := range x.Args {
			if strongIn(a, lo, hi) {
				return true
			}
		}
	default:
		// Partial by design: any other kind (a literal) is not known to be NULL when a field is, the safe answer.
	}
	return false
}
