package opt

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// planTemporalJoins shapes each temporal join as Flink's planner does, which its rows depend
// on. In an INNER join a conjunct of the ON condition that reads only one side goes below the
// join: on the versioned side it filters the versions, so that a left row meets the latest
// version that passes, not none when the latest fails. A LEFT join over a versioned table
// keeps its whole condition, which a left row's version must pass or the row is padded
// (temporal_join_left). And the right side's rowtime leaves the join as a plain timestamp,
// through a CAST above it, as Flink's RelTimeIndicatorConverter keeps only the left side's
// time attribute.
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
		left, right, rest := splitBySide(plan.Conjuncts(j.Cond), nl, j.Kind == plan.JoinInner, j.Kind == plan.JoinInner)
		nj := *j
		if len(left) > 0 {
			f := &plan.Filter{Input: j.Left, Cond: plan.And(left...)}
			f.SetSpan(j.Span())
			nj.Left = f
		}
		if len(right) > 0 {
			f := &plan.Filter{Input: j.Right, Cond: plan.And(right...)}
			f.SetSpan(j.Span())
			nj.Right = f
		}
		nj.Cond = plan.And(rest...)
		if nj.Cond == nil {
			nj.Cond = &plan.Literal{Value: true, T: types.Boolean.AsNotNull(), Text: "true"}
		}
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
