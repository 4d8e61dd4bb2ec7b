package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// castSetOpInputs casts the inputs of UNION, INTERSECT and EXCEPT to the operation's types
// where they differ (in type or nullability), as Flink's planner does so that every input
// produces the same row: SELECT name ... UNION ALL SELECT 'x' casts 'x' to the column's
// nullable VARCHAR.
func castSetOpInputs(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		s, ok := n.(*plan.SetOp)
		if !ok {
			return n, nil
		}
		left, right := castTo(s.Left, s.Output), castTo(s.Right, s.Output)
		if left == s.Left && right == s.Right {
			return n, nil
		}
		c.fire()
		cp := *s
		cp.Left, cp.Right = left, right
		return &cp, nil
	})
}

// castTo projects an input's fields to the given types, keeping the input's names.
func castTo(in plan.Node, out []plan.Field) plan.Node {
	fields := in.Fields()
	same := true
	for i, f := range fields {
		same = same && f.Type.Equal(out[i].Type)
	}
	if same {
		return in
	}
	p := &plan.Project{Input: in}
	for i, f := range fields {
		var e plan.Expr = &plan.InputRef{Index: i, T: f.Type}
		if !f.Type.Equal(out[i].Type) {
			e = &plan.Cast{X: e, T: out[i].Type}
		}
		p.Exprs = append(p.Exprs, e)
		p.Output = append(p.Output, plan.Field{Name: f.Name, Type: out[i].Type})
	}
	return p
}
