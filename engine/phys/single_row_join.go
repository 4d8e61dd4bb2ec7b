package phys

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// singleRowJoin prints an inner or left join without an equality whose right side gives one
// row (a global aggregate, as a scalar subquery's) as Flink's BatchPhysicalSingleRowJoinRule
// plans it: a nested loop join that broadcasts the row and builds on it. ok is false for other
// joins. An uncorrelated EXISTS as a value joins so too, over the distinct true of the
// subquery's rows (subquery_join.go), without the single-row mark.
func (p *physical) singleRowJoin(n *plan.Join) (out *Node, ok bool, err error) {
	agg, _ := n.Right.(*plan.Aggregate)
	_, distinct := p.keyed[agg]
	if n.Kind != plan.JoinInner && n.Kind != plan.JoinLeft || hasEquiKey(n) || !oneRow(n.Right) && !(n.Subquery && distinct) {
		return nil, false, nil
	}
	left, err := p.build(n.Left)
	if err != nil {
		return nil, true, err
	}
	right, err := p.build(n.Right)
	if err != nil {
		return nil, true, err
	}
	fields := plan.UniqueNames(append(append([]string{}, left.fields...), right.fields...))
	where := "true"
	if n.Cond != nil {
		where = flinkExpr(sargify(n.Cond), fields, p.exec)
	}
	attrs := []attr{{"joinType", joinTypes[n.Kind]}, {"where", where}, {"select", strings.Join(fields, ", ")}, {"build", "right"}}
	if !distinct {
		attrs = append(attrs, attr{"singleRowJoin", "true"})
	}
	return &Node{kind: KindNestedLoopJoin, fields: fields, attrs: attrs, inputs: []*Node{left, exchange(right, "broadcast")}}, true, nil
}

// oneRow reports whether a plan gives exactly one row: a global aggregate under calculations
// without a condition.
func oneRow(n plan.Node) bool {
	switch n := n.(type) {
	case *plan.Calc:
		return n.Cond == nil && oneRow(n.Input)
	case *plan.Project:
		return oneRow(n.Input)
	case *plan.Aggregate:
		return n.Keys == 0
	default:
		// Any other node may give more or fewer rows than one.
		return false
	}
}
