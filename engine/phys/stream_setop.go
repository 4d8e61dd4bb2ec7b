package phys

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// streamSetOp prints the set operations as Flink's streaming planner rewrites them: UNION ALL
// is a Union; UNION a GroupAggregate on every field over that Union; INTERSECT and EXCEPT a
// GroupAggregate on every field over a semi or anti join of the two inputs on all fields, NULLs
// matching NULLs, the join alone when the left input is unique on its fields. INTERSECT ALL
// and EXCEPT ALL count rows (stream_setop_all.go).
func (p *physical) streamSetOp(n *plan.SetOp) (*Node, error) {
	if n.All && n.Kind != plan.SetOpUnion {
		return p.streamSetOpAll(n, nil)
	}
	left, err := p.build(n.Left)
	if err != nil {
		return nil, err
	}
	right, err := p.build(n.Right)
	if err != nil {
		return nil, err
	}
	out := plan.FieldNames(n.Output)
	var below *Node
	if n.Kind == plan.SetOpUnion {
		// The Union of a UNION stands for a UNION ALL of the same inputs.
		src := n
		if !n.All {
			src = &plan.SetOp{Kind: plan.SetOpUnion, All: true, Left: n.Left, Right: n.Right, Output: n.Output}
		}
		below = &Node{kind: KindUnion, inputs: []*Node{left, right}, fields: out, source: src,
			attrs: []attr{{"all", "true"}, {"union", strings.Join(out, ", ")}}}
		if n.All {
			return below, nil
		}
	} else {
		kind := plan.JoinSemi
		if n.Kind == plan.SetOpExcept {
			kind = plan.JoinAnti
		}
		width := len(out)
		join := &plan.Join{Kind: kind, Left: n.Left, Right: n.Right, Cond: sameRows(n.Output, width), Output: n.Output}
		row := plan.UniqueNames(append(append([]string{}, left.fields...), right.fields...))
		all := seqInts(width)
		below = p.streamJoinNode(join, left, right, p.expr(join.Cond, row), all, all)
		if len(p.props.UpsertKeys(n.Left)) > 0 {
			// The left input is unique on its fields (an aggregate, a distinct set operation, a
			// primary key): Flink's planner drops the aggregate over the join.
			below.source = n
			return below, nil
		}
	}
	return &Node{kind: KindGroupAggregate, inputs: []*Node{exchange(below, hashOf(below.fields, seqInts(len(out))))}, fields: out,
		attrs: []attr{{"groupBy", strings.Join(out, ", ")}, {"select", strings.Join(out, ", ")}}}, nil
}

// sameRows is the condition that a left row equals a right one, NULLs matching NULLs, as
// Flink writes it for INTERSECT and EXCEPT: IS NOT DISTINCT FROM for one field, and for more
// each field's x = y OR (x IS NULL AND y IS NULL), joined with AND; x = y for a field NOT NULL.
func sameRows(fields []plan.Field, width int) plan.Expr {
	pair := func(i int) (plan.Expr, plan.Expr) {
		return &plan.InputRef{Index: i, T: fields[i].Type}, &plan.InputRef{Index: width + i, T: fields[i].Type}
	}
	// Calcite simplifies the match of a NOT NULL field to its equality.
	notNull := func(i int) bool { return !fields[i].Type.Nullable() }
	if len(fields) == 1 {
		l, r := pair(0)
		if notNull(0) {
			return &plan.Call{Op: plan.OpEquals, Args: []plan.Expr{l, r}, T: types.Boolean}
		}
		return &plan.Call{Op: plan.OpIsNotDistinctFrom, Args: []plan.Expr{l, r}, T: types.Boolean}
	}
	var conj []plan.Expr
	for i := range fields {
		l, r := pair(i)
		if notNull(i) {
			conj = append(conj, &plan.Call{Op: plan.OpEquals, Args: []plan.Expr{l, r}, T: types.Boolean})
			continue
		}
		bothNull := &plan.Call{Op: plan.OpAnd, T: types.Boolean, Args: []plan.Expr{
			&plan.Call{Op: plan.OpIsNull, Args: []plan.Expr{l}, T: types.Boolean},
			&plan.Call{Op: plan.OpIsNull, Args: []plan.Expr{r}, T: types.Boolean}}}
		conj = append(conj, &plan.Call{Op: plan.OpOr, T: types.Boolean, Args: []plan.Expr{
			&plan.Call{Op: plan.OpEquals, Args: []plan.Expr{l, r}, T: types.Boolean}, bothNull}})
	}
	return &plan.Call{Op: plan.OpAnd, Args: conj, T: types.Boolean}
}

// seqInts is 0, 1, ..., n-1.
func seqInts(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}
