package phys

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// This file makes INTERSECT ALL and EXCEPT ALL, in both modes, the plan nodes Flink rewrites them into
// (RewriteIntersectAllRule, RewriteMinusAllRule), so that the executor runs what EXPLAIN
// prints: each input projected with its markers, a UNION ALL of the two, an aggregate grouped
// on every field counting each side's rows, a Calc keeping the rows the counts let through with
// their repeat count first, the Correlate of $REPLICATE_ROWS$1 repeating them (a Replicate
// plan.Correlate) and a projection of the repeated fields. setop_batch_all.go and
// stream_setop_all.go print them; in streaming mode the correlate repeats the aggregate's
// updates, as Flink's does.

// loweredSetOpAll is the plan nodes of one lowered INTERSECT ALL or EXCEPT ALL, top the one
// that stands for it.
type loweredSetOpAll struct {
	setOp       *plan.SetOp
	left, right *plan.Project
	union       *plan.SetOp
	agg         *plan.Aggregate
	kept        *plan.Calc
	replicate   *plan.Correlate
	top         *plan.Project
}

// setOpAllLowerable reports whether an INTERSECT ALL or EXCEPT ALL runs as its rewrite: its
// inputs have the output's types (one that widens a side runs as one operator).
func setOpAllLowerable(n *plan.SetOp) bool {
	if !n.All || n.Kind == plan.SetOpUnion {
		return false
	}
	lf, rf := n.Left.Fields(), n.Right.Fields()
	if len(lf) != len(n.Output) || len(rf) != len(n.Output) {
		return false
	}
	for i, f := range n.Output {
		if !lf[i].Type.EqualIgnoringNullability(f.Type) || !rf[i].Type.EqualIgnoringNullability(f.Type) {
			return false
		}
	}
	return true
}

// lowerSetOpAll is the rewrite of an INTERSECT ALL or EXCEPT ALL, every node with its span.
func lowerSetOpAll(n *plan.SetOp) *loweredSetOpAll {
	shape := newSetOpAllShape(n)
	width := len(n.Output)
	markType := func(i int) types.Type {
		t := shape.leftMarks[i].Type()
		return t.WithNullable(t.Nullable() || shape.rightMarks[i].Type().Nullable())
	}
	var markFields []plan.Field
	for i, name := range shape.markers {
		markFields = append(markFields, plan.Field{Name: name, Type: markType(i)})
	}
	marked := append(append([]plan.Field{}, n.Output...), markFields...)
	mark := func(in plan.Node, marks []plan.Expr) *plan.Project {
		fields := in.Fields()
		out := make([]plan.Field, len(marked))
		copy(out, marked)
		for i, f := range fields {
			out[i].Type = f.Type
		}
		for i, m := range marks {
			out[width+i].Type = m.Type()
		}
		return plan.SpanFrom(&plan.Project{Input: in, Exprs: append(fieldRefs(fields, 0), marks...), Output: out}, n)
	}
	l := &loweredSetOpAll{setOp: n, left: mark(n.Left, shape.leftMarks), right: mark(n.Right, shape.rightMarks)}
	l.union = plan.SpanFrom(&plan.SetOp{Kind: plan.SetOpUnion, All: true, Left: l.left, Right: l.right, Output: marked}, n)
	aggOut := append([]plan.Field{}, n.Output...)
	for i, c := range shape.aggs {
		aggOut = append(aggOut, plan.Field{Name: shape.aggNames[i], Type: c.T})
	}
	l.agg = plan.SpanFrom(&plan.Aggregate{Input: l.union, Keys: width, Calls: shape.aggs, Output: aggOut}, n)
	times := runnableRepeatCount(shape.keep[0])
	keptOut := append([]plan.Field{{Name: shape.times, Type: shape.timesT}}, n.Output...)
	l.kept = plan.SpanFrom(&plan.Calc{Input: l.agg, Exprs: append([]plan.Expr{times}, fieldRefs(n.Output, 0)...),
		Cond: shape.filter, Output: keptOut}, n)
	names := plan.UniqueNames(append(plan.FieldNames(keptOut), plan.FieldNames(n.Output)...))
	corOut := make([]plan.Field, len(names))
	for i, f := range append(append([]plan.Field{}, keptOut...), n.Output...) {
		corOut[i] = plan.Field{Name: names[i], Type: f.Type}
	}
	l.replicate = plan.SpanFrom(&plan.Correlate{Input: l.kept, Kind: plan.JoinInner, Replicate: true,
		Arg: &plan.InputRef{Index: 0, T: shape.timesT}, Output: corOut}, n)
	l.top = plan.SpanFrom(&plan.Project{Input: l.replicate, Exprs: fieldRefs(n.Output, 1+width), Output: n.Output}, n)
	return l
}

// runnableRepeatCount is the repeat count as the executor computes it: Flink's IF(c, a, b) is CASE WHEN c
// THEN a ELSE b END.
func runnableRepeatCount(e plan.Expr) plan.Expr {
	if c, ok := e.(*plan.Call); ok && c.Op == "IF" {
		return &plan.Call{Op: plan.OpCase, Args: c.Args, T: c.T}
	}
	return e
}
