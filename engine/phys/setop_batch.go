package phys

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// batchSetOp prints INTERSECT and EXCEPT as Flink's batch planner rewrites them
// (ReplaceIntersectWithSemiJoinRule, ReplaceMinusWithAntiJoinRule): a one-phase
// HashAggregate on every field over a semi or anti hash join of the two inputs on all fields,
// NULLs matching NULLs. The join's inputs are hashed on all fields, so its output is too and
// the aggregate reads it without an exchange; the execution plan prints
// Exchange(distribution=[keep_input_as_is[hash[...]]]) there, as Flink's
// ForwardHashExchangeProcessor does. INTERSECT ALL and EXCEPT ALL count rows
// (setop_batch_all.go). The nodes all stand for the set operation, which runs as one operator.
//
// The plans are Flink's for inputs of its default estimates (tables without statistics).
// Where one side is small enough to broadcast (VALUES), Flink's cost model picks other plans
// (a nested loop join and a sort aggregate for two VALUES), which Flinkpad does not model:
// those fail as not explainable, as do inputs with a key (an aggregate, a distinct set
// operation, a primary key), whose plans Flink's metadata changes.
func (p *physical) batchSetOp(n *plan.SetOp) (*Node, error) {
	if n.All {
		return p.batchSetOpAll(n)
	}
	left, err := p.build(n.Left)
	if err != nil {
		return nil, err
	}
	right, err := p.build(n.Right)
	if err != nil {
		return nil, err
	}
	kind := plan.JoinSemi
	if n.Kind == plan.SetOpExcept {
		kind = plan.JoinAnti
	}
	width := len(left.fields)
	join := &plan.Join{Kind: kind, Left: n.Left, Right: n.Right, Cond: sameRows(n.Output, width), Output: n.Left.Fields()}
	side := p.joinSide(join)
	if side.broadcast {
		return nil, notExplainable(n.Kind.String() + " of an input small enough to broadcast")
	}
	if len(p.props.UpsertKeys(n.Left)) > 0 || len(p.props.UpsertKeys(n.Right)) > 0 {
		// Flink drops the aggregate over a left input unique on its fields, and estimates the
		// rows of a keyed input otherwise, which changes the build side.
		return nil, notExplainable(n.Kind.String() + " of an input with a key")
	}
	row := plan.UniqueNames(append(append([]string{}, left.fields...), right.fields...))
	fields := left.fields
	build := "right"
	if side.leftBuild {
		build = "left"
	}
	all := seqInts(width)
	ins := []*Node{hashed(left, all), hashed(right, all)}
	hj := &Node{kind: KindHashJoin, inputs: ins, fields: fields, source: n, part: first, buildLeft: side.leftBuild,
		adaptive: p.exec && ins[0].kind == KindExchange && ins[1].kind == KindExchange,
		attrs: []attr{{"joinType", joinTypes[kind]}, {"where", p.expr(join.Cond, row)},
			{"select", strings.Join(fields, ", ")}, {"build", build}}}
	var below *Node = hj
	if p.exec {
		below = exchange(hj, "keep_input_as_is["+hashOf(fields, all)+"]")
		below.source = n
	}
	group := strings.Join(fields, ", ")
	return &Node{kind: KindHashAggregate, inputs: []*Node{below}, fields: fields, source: n, part: last,
		attrs: []attr{{"isMerge", "false"}, {"groupBy", group}, {"select", group}}}, nil
}
