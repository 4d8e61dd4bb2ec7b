package phys

import (
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// batchSetOp prints INTERSECT and EXCEPT as Flink's batch planner rewrites them
// (ReplaceIntersectWithSemiJoinRule, ReplaceMinusWithAntiJoinRule): an aggregate on every field
// over a semi or anti join of the two inputs on all fields, NULLs matching NULLs. Those that
// setop_lower.go lowered into that join and aggregate print from them (loweredSetOp) and run as
// printed; the others (a side widened to the output's types) print the same plan and run as
// one operator, the set operation. INTERSECT ALL and EXCEPT ALL count rows
// (setop_batch_all.go).
func (p *physical) batchSetOp(n *plan.SetOp) (*Node, error) {
	if n.All {
		return p.batchSetOpAll(n, nil)
	}
	return p.setOpPlan(n, n, n)
}

// loweredSetOp prints a lowered set operation's aggregate and the join under it.
func (p *physical) loweredSetOp(agg *plan.Aggregate, n *plan.SetOp) (*Node, error) {
	join, ok := agg.Input.(*plan.Join)
	if !ok {
		return nil, notExplainable(n.Kind.String() + " of this shape")
	}
	lowered := *n
	lowered.Left, lowered.Right = join.Left, join.Right
	return p.setOpPlan(&lowered, join, agg)
}

// setOpPlan is Flink's plan of INTERSECT or EXCEPT, its join standing for join and its
// aggregate for agg. Flink hashes both inputs on all fields for a shuffled hash join, whose
// output is hashed so, and the one-phase HashAggregate reads it without an exchange (the
// execution plan prints Exchange(distribution=[keep_input_as_is[hash[...]]]) there, as Flink's
// ForwardHashExchangeProcessor does). Where both inputs are small enough to broadcast (VALUES),
// Flink's cost model prefers a NestedLoopJoin over the broadcast right input, whose rows it
// hashes for a one-phase SortAggregate.
//
// The plans are Flink's for inputs of its default estimates (tables without statistics) and
// for small VALUES. Inputs with a key (an aggregate, a distinct set operation, a primary key),
// whose plans Flink's metadata changes, fail as not explainable, as do a broadcast right input
// beside a large left one and inputs too large for a nested loop, whose plans Flink's cost
// model picks otherwise.
func (p *physical) setOpPlan(n *plan.SetOp, joinSource, aggSource plan.Node) (*Node, error) {
	left, err := p.setOpInput(n.Left)
	if err != nil {
		return nil, err
	}
	right, err := p.setOpInput(n.Right)
	if err != nil {
		return nil, err
	}
	kind := plan.JoinSemi
	if n.Kind == plan.SetOpExcept {
		kind = plan.JoinAnti
	}
	width := len(left.fields)
	if len(p.props.UpsertKeys(n.Left)) > 0 || len(p.props.UpsertKeys(n.Right)) > 0 {
		// Flink drops the aggregate over a left input unique on its fields, and estimates the
		// rows of a keyed input otherwise, which changes the build side.
		return nil, notExplainable(n.Kind.String() + " of an input with a key")
	}
	side := p.setOpSide(n)
	row := plan.UniqueNames(append(append([]string{}, left.fields...), right.fields...))
	fields := left.fields
	all := seqInts(width)
	cond := p.expr(sameRows(n.Output, width), row)
	if side.broadcast {
		return nil, notExplainable(n.Kind.String() + " of an input small enough to broadcast")
	}
	if side.nestedLoop {
		nl := &Node{kind: KindNestedLoopJoin, inputs: []*Node{left, exchange(right, "broadcast")}, fields: fields,
			source: joinSource, attrs: []attr{{"joinType", joinTypes[kind]}, {"where", cond},
				{"select", strings.Join(fields, ", ")}, {"build", "right"}}}
		return p.onePhaseSortAggregate(nl, all, nil, fields, aggSource), nil
	}
	build := "right"
	if side.leftBuild {
		build = "left"
	}
	ins := []*Node{hashed(left, all), hashed(right, all)}
	hj := &Node{kind: KindHashJoin, inputs: ins, fields: fields, source: joinSource, buildLeft: side.leftBuild,
		adaptive: p.exec && ins[0].kind == KindExchange && ins[1].kind == KindExchange,
		attrs: []attr{{"joinType", joinTypes[kind]}, {"where", cond},
			{"select", strings.Join(fields, ", ")}, {"build", build}}}
	if joinSource == plan.Node(n) {
		hj.part = first
	}
	var below *Node = hj
	if p.exec {
		below = exchange(hj, "keep_input_as_is["+hashOf(fields, all)+"]")
		below.source, below.part = aggSource, middle
	}
	group := strings.Join(fields, ", ")
	out := &Node{kind: KindHashAggregate, inputs: []*Node{below}, fields: fields, source: aggSource,
		attrs: []attr{{"isMerge", "false"}, {"groupBy", group}, {"select", group}}}
	if aggSource == plan.Node(n) {
		out.part = last
	}
	return out, nil
}

// setOpSide is the cost model's choice for a set operation's join: Flink hashes on all fields
// (its join keys include the null-safe ones), builds the smaller side, and broadcasts a right
// side small enough (never the left one of a semi or anti join).
func (p *physical) setOpSide(n *plan.SetOp) joinSide {
	kind := plan.JoinSemi
	if n.Kind == plan.SetOpExcept {
		kind = plan.JoinAnti
	}
	width := len(n.Output)
	eqs := make([]plan.Expr, width)
	for i, f := range n.Output {
		eqs[i] = &plan.Call{Op: plan.OpEquals, T: types.Boolean, Args: []plan.Expr{
			&plan.InputRef{Index: i, T: f.Type}, &plan.InputRef{Index: width + i, T: f.Type}}}
	}
	return p.joinSide(&plan.Join{Kind: kind, Left: n.Left, Right: n.Right, Cond: plan.And(eqs...), Output: n.Left.Fields()})
}

// setOpInput is a set operation's input as Flink prints it. A VALUES planned as a union of
// one-row projections that only the view's renaming projections read prints its columns as the
// union names them, EXPR$0 and on: Flink removes those identities rather than merge them into
// the union (a set operation above does not), where a projection that computes, drops or
// reorders columns is merged into its rows and names them (recorded:
// explain_batch_setop_values, explain_batch_setop_values_projected). Each literal that is NOT
// NULL where its column is nullable is cast to the column's type, as the union's row type
// makes it: Calc(select=[CAST(1 AS INTEGER) AS EXPR$0]).
func (p *physical) setOpInput(n plan.Node) (*Node, error) {
	v, ok := n.(*plan.Values)
	if !ok || !v.Union || p.stream {
		return p.build(n)
	}
	names := plan.FieldNames(v.Output)
	if raw, ok := p.astValues[plan.NodeSpan(v)]; ok && sameValueRows(raw, v) {
		names = plan.FieldNames(raw.Output)
	}
	u := &Node{kind: KindUnion, fields: names, source: v, types: typeNames(v.Output),
		attrs: []attr{{"all", "true"}, {"union", strings.Join(names, ", ")}}}
	for _, row := range v.Rows {
		exprs := make([]plan.Expr, len(row))
		for i, e := range row {
			exprs[i] = e
			if _, lit := e.(*plan.Literal); lit && v.Output[i].Type.Nullable() && !e.Type().Nullable() {
				exprs[i] = &plan.Cast{X: e, T: v.Output[i].Type}
			}
		}
		u.inputs = append(u.inputs, p.calc(p.zeroNode(), exprs, nil, names, nil))
	}
	return u, nil
}

// unionValuesOf maps the span of each VALUES planned as a union in the abstract syntax trees
// to it: the VALUES as bound, before the optimizer merged the projections over it into its rows.
func unionValuesOf(roots []plan.Node) map[plan.Span]*plan.Values {
	out := map[plan.Span]*plan.Values{}
	seen := map[plan.Node]bool{}
	var walk func(n plan.Node)
	walk = func(n plan.Node) {
		if seen[n] {
			return
		}
		seen[n] = true
		if v, ok := n.(*plan.Values); ok && v.Union {
			if s := plan.NodeSpan(v); s.IsValid() {
				out[s] = v
			}
		}
		for _, in := range n.Inputs() {
			walk(in)
		}
	}
	for _, r := range roots {
		walk(r)
	}
	return out
}

// sameValueRows reports whether the optimizer's VALUES holds the bound one's rows unchanged:
// only identities were merged into it.
func sameValueRows(bound, optimized *plan.Values) bool {
	if len(bound.Rows) != len(optimized.Rows) || len(bound.Output) != len(optimized.Output) {
		return false
	}
	for i, row := range bound.Rows {
		for j, e := range row {
			if fmt.Sprint(e) != fmt.Sprint(optimized.Rows[i][j]) {
				return false
			}
		}
	}
	return true
}
