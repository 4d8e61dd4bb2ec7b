package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// transposeFilterAggregate moves the conjuncts of a filter over an aggregate that read only
// grouping keys below the aggregate, as Calcite's FilterAggregateTransposeRule does in Flink's
// predicate push-down: a key's value is the same in every row of its group, so filtering the
// rows keeps exactly the groups the filter above keeps, and fewer rows reach the aggregate
// (and a connector that accepts filters sees them, push_scan.go). Conjuncts reading an
// aggregated field stay above; an aggregate without keys keeps its filter, since it yields a
// row even for no input.
func transposeFilterAggregate(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		f, ok := n.(*plan.Filter)
		if !ok {
			return n, nil
		}
		// Projections between the filter and the aggregate (a select list, a subquery's
		// columns) are looked through, as Flink's FlinkFilterProjectTransposeRule first moves the
		// filter below them.
		var projects []*plan.Project
		in := f.Input
		for {
			p, ok := in.(*plan.Project)
			if !ok {
				break
			}
			projects = append(projects, p)
			in = p.Input
		}
		agg, ok := in.(*plan.Aggregate)
		if !ok || agg.Keys == 0 {
			return n, nil
		}
		var pushed, kept []plan.Expr
		for _, e := range plan.Conjuncts(f.Cond) {
			below := e
			for _, p := range projects {
				below = substitute(below, p.Exprs)
			}
			if readsOnlyBelow(below, agg.Keys) && isDeterministic(below) && !plan.KeepsGroupWindowFilter(agg, below) {
				// The aggregate's first Keys fields are its input's first Keys fields.
				pushed = append(pushed, below)
			} else {
				kept = append(kept, e)
			}
		}
		if len(pushed) == 0 {
			return n, nil
		}
		c.fire()
		na := *agg
		na.Input = &plan.Filter{Spanned: f.Spanned, Input: agg.Input, Cond: plan.And(pushed...)}
		var out plan.Node = &na
		for i := len(projects) - 1; i >= 0; i-- {
			out = plan.WithInputs(projects[i], []plan.Node{out})
		}
		if len(kept) == 0 {
			return out, nil
		}
		return &plan.Filter{Spanned: f.Spanned, Input: out, Cond: plan.And(kept...)}, nil
	})
}

// readsOnlyBelow reports whether an expression reads no input field at or after limit.
func readsOnlyBelow(e plan.Expr, limit int) bool {
	used := map[int]bool{}
	refsOf(e, used)
	for i := range used {
		if i >= limit {
			return false
		}
	}
	return true
}
