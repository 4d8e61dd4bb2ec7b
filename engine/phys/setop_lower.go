package phys

import (
	"github.com/flinkpad/flinkpad/engine/plan"
)

// This file makes batch INTERSECT and EXCEPT (without ALL; the ALL forms: setop_all_lower.go) the plan nodes Flink rewrites them
// into (ReplaceIntersectWithSemiJoinRule, ReplaceMinusWithAntiJoinRule), so that the executor
// runs what EXPLAIN prints: an aggregate grouped on every field over a semi (INTERSECT) or anti
// (EXCEPT) join of the two inputs on all fields, NULLs matching NULLs. The join builds the side
// the cost model chose, and the plan check compares it with the printed build=[...].
// setop_batch.go prints the pair as the set operation's plan.

// lowerSetOpsPass lowers the batch plan's INTERSECT and EXCEPT, and INTERSECT ALL and EXCEPT
// ALL in both modes; it fires once per set operation lowered. The run then maps onto the
// lowered graph.
func lowerSetOpsPass(s *state) error {
	l := &setOpLowering{stream: s.o.Streaming, memo: map[plan.Node]plan.Node{}, lowered: map[*plan.Aggregate]*plan.SetOp{},
		all: map[*plan.Project]*loweredSetOpAll{}}
	roots := make([]plan.Node, len(s.graphRoots))
	for i, r := range s.graphRoots {
		s.o.Work.Step()
		roots[i] = l.lower(r)
	}
	if len(l.lowered)+len(l.all) == 0 {
		return nil
	}
	plan.FillSpans(roots, plan.Span{})
	s.graphRoots, s.setOps, s.setOpsAll, s.reshaped = roots, l.lowered, l.all, true
	s.fire(len(l.lowered) + len(l.all))
	return nil
}

type setOpLowering struct {
	stream bool // streaming INTERSECT and EXCEPT without ALL run as one operator
	memo   map[plan.Node]plan.Node
	// lowered maps each aggregate made to the set operation it stands for.
	lowered map[*plan.Aggregate]*plan.SetOp
	// all maps the top of each INTERSECT ALL and EXCEPT ALL lowered to its nodes
	// (setop_all_lower.go).
	all map[*plan.Project]*loweredSetOpAll
}

func (l *setOpLowering) lower(n plan.Node) plan.Node {
	if m, ok := l.memo[n]; ok {
		return m
	}
	ins := n.Inputs()
	news := make([]plan.Node, len(ins))
	changed := false
	for i, in := range ins {
		news[i] = l.lower(in)
		changed = changed || news[i] != in
	}
	out := n
	if changed {
		out = plan.WithInputs(n, news)
	}
	if so, ok := out.(*plan.SetOp); ok && !l.stream && lowerable(so) {
		out = l.setOpJoin(so)
	} else if ok && setOpAllLowerable(so) {
		lowered := lowerSetOpAll(so)
		l.all[lowered.top] = lowered
		out = lowered.top
	}
	l.memo[n] = out
	return out
}

// lowerable reports whether a set operation runs as its join and aggregate: INTERSECT or
// EXCEPT without ALL whose inputs have the output's types (the join compares the fields as
// they are; a set operation that widens a side runs as one operator).
func lowerable(n *plan.SetOp) bool {
	if n.All || n.Kind == plan.SetOpUnion {
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

// setOpJoin is a set operation as its join and aggregate, both with its span.
func (l *setOpLowering) setOpJoin(n *plan.SetOp) *plan.Aggregate {
	kind := plan.JoinSemi
	if n.Kind == plan.SetOpExcept {
		kind = plan.JoinAnti
	}
	join := plan.SpanFrom(&plan.Join{Kind: kind, Left: n.Left, Right: n.Right, Cond: sameRows(n.Output, len(n.Output)),
		Output: n.Left.Fields()}, n)
	agg := plan.SpanFrom(&plan.Aggregate{Input: join, Keys: len(n.Output), Output: n.Output}, n)
	l.lowered[agg] = n
	return agg
}
