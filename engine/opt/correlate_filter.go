package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// pushFilterIntoCorrelate splits a filter over UNNEST's correlate as Flink's
// FlinkFilterCorrelateRule and its correlate rules do: the conjuncts that read only the input
// row go below the correlate (and on into a scan, push_scan.go), and, of an inner correlate,
// those that read only the unnested fields become the correlate's condition. The rest stay
// above. A LEFT correlate keeps a filter on its unnested fields above it, since its condition
// would pad the rows it drops instead.
func pushFilterIntoCorrelate(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		f, ok := n.(*plan.Filter)
		if !ok {
			return n, nil
		}
		cor, ok := f.Input.(*plan.Correlate)
		if !ok {
			return n, nil
		}
		width := len(cor.Input.Fields())
		var below, into, kept []plan.Expr
		for _, e := range plan.Conjuncts(f.Cond) {
			switch {
			case !isDeterministic(e):
				kept = append(kept, e)
			case readsOnlyBelow(e, width):
				below = append(below, e)
			case cor.Kind == plan.JoinInner && plan.RefsWithin(e, width, len(cor.Output)):
				into = append(into, plan.MapRefs(e, func(r *plan.InputRef) plan.Expr {
					return &plan.InputRef{Index: r.Index - width, T: r.T}
				}))
			default:
				kept = append(kept, e)
			}
		}
		if len(below) == 0 && len(into) == 0 {
			return n, nil
		}
		c.fire()
		nc := *cor
		if len(below) > 0 {
			nc.Input = &plan.Filter{Spanned: f.Spanned, Input: cor.Input, Cond: plan.And(below...)}
		}
		if len(into) > 0 {
			if cor.Cond != nil {
				into = append(plan.Conjuncts(cor.Cond), into...)
			}
			nc.Cond = plan.And(into...)
		}
		if len(kept) == 0 {
			return &nc, nil
		}
		return &plan.Filter{Spanned: f.Spanned, Input: &nc, Cond: plan.And(kept...)}, nil
	})
}
