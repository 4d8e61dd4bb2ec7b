package opt

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// planTemporalJoins puts the CAST Flink prints above each temporal join: the versioned side's
// rowtime leaves the join as a plain timestamp, as Flink's RelTimeIndicatorConverter keeps only
// the left side's time attribute. The join's condition stays whole, INNER and LEFT alike, over
// a versioned table and a versioned view, as Flink 2.3 plans it (temporal_join_left,
// temporal_join_inner_conditions, temporal_join_versioned_view): a left row's version must pass
// it, and a condition on the versioned side alone does not filter the versions before.
func planTemporalJoins(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		j, ok := n.(*plan.TemporalJoin)
		nl := 0
		if ok {
			nl = len(j.Left.Fields())
		}
		if !ok || plan.IsRowtime(j.Output[nl+j.RightTime].Type) {
			return n, nil // partial by design: the pass rewrites temporal joins only, once
		}
		c.fire()
		nj := *j
		out := j.Output
		nj.Output = append([]plan.Field{}, j.Output...)
		nj.Output[nl+nj.RightTime].Type.TimeAttr = types.TimestampRowtime
		exprs := make([]plan.Expr, len(out))
		for i, f := range nj.Output {
			exprs[i] = &plan.InputRef{Index: i, T: f.Type}
			if i == nl+nj.RightTime {
				exprs[i] = &plan.Cast{X: exprs[i], T: out[i].Type}
			}
		}
		p := &plan.Project{Input: &nj, Exprs: exprs, Output: out}
		p.SetSpan(j.Span())
		return p, nil
	})
}
