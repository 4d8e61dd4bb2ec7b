package explain

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// existsJoin prints the semi join of an uncorrelated EXISTS in WHERE as Flink plans it
// (FlinkSubQueryRemoveRule): the subquery becomes one row, MIN(true) of its rows kept when
// not NULL, which a nested loop join broadcasts and joins as a single row. ok is false for
// other joins; NOT EXISTS is not known yet.
func (p *physical) existsJoin(n *plan.Join) (out *node, ok bool, err error) {
	if n.Kind != "SEMI" || n.Cond != nil {
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
	kept := &plan.Calc{Input: minimum, Cond: &plan.Call{Op: "IS NOT NULL",
		Args: []plan.Expr{&plan.InputRef{Index: 0, T: types.Boolean}}, T: boolean}}
	right, err := p.build(kept)
	if err != nil {
		return nil, true, err
	}
	fields := left.fields
	return &node{name: "NestedLoopJoin", fields: fields, source: n, attrs: []attr{{"joinType", joinTypes[n.Kind]},
		{"where", "true"}, {"select", strings.Join(fields, ", ")}, {"build", "right"}, {"singleRowJoin", "true"}},
		inputs: []*node{left, exchange(right, "broadcast")}}, true, nil
}
