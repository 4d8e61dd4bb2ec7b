package phys

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// streamJoin is Flink's streaming regular join: one Join node over an Exchange of each input
// hashed on its join fields (to one task without an equality), naming each input's
// JoinInputSideSpec. A semi or anti join selects the left fields.
func (p *physical) streamJoin(n *plan.Join) (*Node, error) {
	switch n.Kind {
	case plan.JoinInner, plan.JoinLeft, plan.JoinRight, plan.JoinFull, plan.JoinSemi, plan.JoinAnti:
	default:
		return nil, notExplainable("IN and EXISTS outside WHERE, and scalar subqueries")
	}
	left, err := p.build(n.Left)
	if err != nil {
		return nil, err
	}
	right, err := p.build(n.Right)
	if err != nil {
		return nil, err
	}
	row := plan.UniqueNames(append(append([]string{}, left.fields...), right.fields...))
	where := "true"
	if n.Cond != nil {
		where = p.expr(sargify(n.Cond), row)
	}
	lk, rk := plan.EquiKeys(n)
	return p.streamJoinNode(n, left, right, where, lk, rk), nil
}

// streamJoinNode builds the Join node of a join whose condition prints as where, with the
// fields of each side it hashes on.
func (p *physical) streamJoinNode(n *plan.Join, left, right *Node, where string, lk, rk []int) *Node {
	row := plan.UniqueNames(append(append([]string{}, left.fields...), right.fields...))
	fields := row[:n.Shape().Width(len(left.fields), len(right.fields))]
	attrs := []attr{{"joinType", joinTypes[n.Kind]}, {"where", where}, {"select", strings.Join(fields, ", ")},
		{"leftInputSpec", joinInputSpec(p.props, n.Left, lk)}, {"rightInputSpec", joinInputSpec(p.props, n.Right, rk)}}
	hashed := func(in *Node, keys []int) *Node {
		if len(keys) == 0 {
			return exchange(in, "single")
		}
		return exchange(in, hashOf(in.fields, keys))
	}
	return &Node{kind: KindJoin, fields: fields, attrs: attrs, source: n,
		inputs: []*Node{hashed(left, lk), hashed(right, rk)}}
}

// joinInputSpec is Flink's JoinInputSideSpec of one input, from the input's upsert keys as
// they arrive hashed on the join fields: a key within the join fields makes each join key one
// row (JoinKeyContainsUniqueKey), another key still identifies rows (HasUniqueKey).
func joinInputSpec(props *opt.Props, in plan.Node, joinFields []int) string {
	keys := props.UpsertKeys(in)
	if len(keys) == 0 {
		return "NoUniqueKey"
	}
	for _, k := range keys {
		inside := true
		for _, f := range k {
			inside = inside && containsInt(joinFields, f)
		}
		if inside {
			return "JoinKeyContainsUniqueKey"
		}
	}
	return "HasUniqueKey"
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
