package phys

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// notInJoin prints the anti join of x NOT IN (subquery) as Flink plans it: its condition
// x = y IS NOT FALSE has no equality to hash on, so it is a nested loop join over the
// broadcast subquery, on Calcite's expansion OR(IS NULL(x), IS NULL(y), =(x, y)). The execution
// plan runs it inside a MultipleInput that reads the broadcast side first. ok is false for other
// joins; so far only the uncorrelated NOT IN of two nullable columns over a scan is printed.
func (p *physical) notInJoin(n *plan.Join) (out *Node, ok bool, err error) {
	cond, ok := notInCondition(n)
	if !ok {
		return nil, false, nil
	}
	left, err := p.build(n.Left)
	if err != nil {
		return nil, true, err
	}
	if left.kind != KindTableSourceScan {
		return nil, true, notExplainable("NOT IN over an input other than a table scan")
	}
	right, err := p.build(n.Right)
	if err != nil {
		return nil, true, err
	}
	row := plan.UniqueNames(append(append([]string{}, left.fields...), right.fields...))
	fields := row[:len(left.fields)]
	join := &Node{kind: KindNestedLoopJoin, fields: fields, attrs: []attr{{"joinType", joinTypes[n.Kind]},
		{"where", flinkExpr(cond, row, p.exec)}, {"select", strings.Join(fields, ", ")}, {"build", "right"}},
		inputs: []*Node{left, exchange(right, "broadcast")}}
	return join, true, nil
}

// notInCondition is the condition of a NOT IN anti join, IS NOT FALSE(=(x, y)) over two
// nullable fields, as Calcite expands it.
func notInCondition(n *plan.Join) (plan.Expr, bool) {
	if n.Kind != plan.JoinAnti {
		return nil, false
	}
	return expandedNotIn(n.Cond)
}

// correlatedNotInCondition is a join's condition as Flink prints it: a correlated NOT IN's
// anti join hashes on the correlation's equalities and keeps IS NOT FALSE(=(x, y)) among them
// as Calcite expands it, OR(IS NULL(x), IS NULL(y), =(x, y)) (recorded on 2.3.0). Other
// conjuncts of IS NOT FALSE are not known yet.
func correlatedNotInCondition(n *plan.Join) (plan.Expr, error) {
	conds := plan.Conjuncts(n.Cond)
	out := make([]plan.Expr, len(conds))
	changed := false
	for i, c := range conds {
		out[i] = c
		call, ok := c.(*plan.Call)
		if !ok || call.Op != plan.OpIsNotFalse {
			continue
		}
		expanded, ok := expandedNotIn(c)
		if n.Kind != plan.JoinAnti || len(conds) < 2 || !ok {
			return nil, notExplainable("NOT IN subqueries of this shape")
		}
		out[i], changed = expanded, true
	}
	if !changed {
		return n.Cond, nil
	}
	return plan.And(out...), nil
}

// expandedNotIn is IS NOT FALSE(=(x, y)) over two nullable fields as Calcite expands it.
func expandedNotIn(cond plan.Expr) (plan.Expr, bool) {
	c, ok := cond.(*plan.Call)
	if !ok || c.Op != plan.OpIsNotFalse || len(c.Args) != 1 {
		return nil, false
	}
	eq, ok := c.Args[0].(*plan.Call)
	if !ok || eq.Op != plan.OpEquals || len(eq.Args) != 2 {
		return nil, false
	}
	x, okX := eq.Args[0].(*plan.InputRef)
	y, okY := eq.Args[1].(*plan.InputRef)
	if !okX || !okY || !x.T.Nullable() || !y.T.Nullable() {
		return nil, false
	}
	isNull := func(r *plan.InputRef) plan.Expr {
		return &plan.Call{Op: plan.OpIsNull, Args: []plan.Expr{r}, T: types.Boolean.AsNotNull()}
	}
	return &plan.Call{Op: plan.OpOr, Args: []plan.Expr{isNull(x), isNull(y), eq}, T: types.Boolean}, true
}

// nestedLoopJoin prints a join without an equality of both sides as Flink's
// BatchPhysicalNestedLoopJoinRule plans it: a NestedLoopJoin that broadcasts its build side
// (the cost model's choice, nestedLoopSide) and reads the other as it is; a FULL join reads
// both sides on one task.
func (p *physical) nestedLoopJoin(n *plan.Join, left, right *Node) *Node {
	row := plan.UniqueNames(append(append([]string{}, left.fields...), right.fields...))
	fields := row[:n.Shape().Width(len(left.fields), len(right.fields))]
	where := "true"
	if n.Cond != nil {
		where = flinkExpr(sargify(n.Cond), row, p.exec)
	}
	side, chosen := p.sides[n]
	if !chosen {
		side = p.joinSide(n)
	}
	build := "right"
	if side.leftBuild {
		build = "left"
	}
	switch {
	case n.Kind == plan.JoinFull:
		left, right = exchange(left, "single"), exchange(right, "single")
	case side.leftBuild:
		left = exchange(left, "broadcast")
	default:
		right = exchange(right, "broadcast")
	}
	return &Node{kind: KindNestedLoopJoin, fields: fields, inputs: []*Node{left, right}, buildLeft: side.leftBuild,
		attrs: []attr{{"joinType", joinTypes[n.Kind]}, {"where", where}, {"select", strings.Join(fields, ", ")}, {"build", build}}}
}
