package phys

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// existsJoin prints the semi join of an uncorrelated EXISTS in WHERE as Flink plans it
// (FlinkSubQueryRemoveRule): the subquery becomes one row, MIN(true) of its rows kept when
// not NULL, which a nested loop join broadcasts and joins as a single row. ok is false for
// other joins. NOT EXISTS is the anti join on the flag IS NOT NULL(m) of that row.
func (p *physical) existsJoin(n *plan.Join) (out *Node, ok bool, err error) {
	if n.Kind != plan.JoinSemi && n.Kind != plan.JoinAnti || n.Cond != nil {
		return nil, false, nil
	}
	left, err := p.build(n.Left)
	if err != nil {
		return nil, true, err
	}
	boolean := types.Boolean.AsNotNull()
	marked := &plan.Calc{Input: n.Right, Exprs: []plan.Expr{&plan.Literal{Value: true, T: boolean, Text: "true"}},
		Output: []plan.Field{{Name: "i", Type: boolean}}}
	minimum := &plan.Aggregate{Input: marked, Calls: []plan.AggCall{{Func: "MIN", Arg: 0, T: types.Boolean}},
		Output: []plan.Field{{Name: "m", Type: types.Boolean}}}
	found := &plan.Call{Op: plan.OpIsNotNull, Args: []plan.Expr{&plan.InputRef{Index: 0, T: types.Boolean}}, T: boolean}
	// EXISTS keeps the row only when there is one; NOT EXISTS joins on the flag that there is.
	one, where := plan.Node(&plan.Calc{Input: minimum, Cond: found}), "true"
	if n.Kind == plan.JoinAnti {
		one = &plan.Calc{Input: minimum, Exprs: []plan.Expr{found}, Output: []plan.Field{{Name: "$f0", Type: boolean}}}
		where = "$f0"
	}
	right, err := p.build(one)
	if err != nil {
		return nil, true, err
	}
	fields := left.fields
	return &Node{kind: KindNestedLoopJoin, fields: fields, source: n, attrs: []attr{{"joinType", joinTypes[n.Kind]},
		{"where", where}, {"select", strings.Join(fields, ", ")}, {"build", "right"}, {"singleRowJoin", "true"}},
		inputs: []*Node{left, exchange(right, "broadcast")}}, true, nil
}
