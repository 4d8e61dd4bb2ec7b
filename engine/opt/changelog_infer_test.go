package opt

import (
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

func TestChangelogModesDropUpdateBefore(t *testing.T) {
	intT := types.Type{Kind: types.KindInt}
	values := &plan.Values{Output: []plan.Field{{Name: "k", Type: intT}, {Name: "x", Type: intT}}}
	agg := &plan.Aggregate{Input: values, Keys: 1, Calls: []plan.AggCall{{Func: "SUM", Arg: 1, T: intT}},
		Output: []plan.Field{{Name: "k", Type: intT}, {Name: "s", Type: intT}}}
	ref := func(i int) plan.Expr { return &plan.InputRef{Index: i, T: intT} }
	gt := func(i int) plan.Expr {
		return &plan.Call{Op: ">", Args: []plan.Expr{ref(i), &plan.Literal{Value: int32(1), T: intT}}, T: types.Boolean}
	}
	onKey := &plan.Calc{Input: agg, Exprs: []plan.Expr{ref(0), ref(1)}, Cond: gt(0), Output: agg.Output}
	onValue := &plan.Calc{Input: agg, Exprs: []plan.Expr{ref(0), ref(1)}, Cond: gt(1), Output: agg.Output}
	join := func(right plan.Node, rightField int) *plan.Join {
		return &plan.Join{Kind: plan.JoinInner, Left: values, Right: right,
			Cond:   &plan.Call{Op: "=", Args: []plan.Expr{ref(0), ref(2 + rightField)}, T: types.Boolean},
			Output: append(append([]plan.Field{}, values.Output...), right.Fields()...)}
	}
	table := &catalog.Table{Schema: catalog.Schema{Columns: []catalog.Column{{Name: "k", Type: intT}, {Name: "s", Type: intT}}}}
	sink := func(in plan.Node) *plan.Sink { return &plan.Sink{Input: in, Table: table} }
	upsert := func(*plan.Sink) SinkKind { return SinkUpsert }
	retract := func(*plan.Sink) SinkKind { return SinkRetract }

	for _, tt := range []struct {
		name string
		root plan.Node
		kind func(*plan.Sink) SinkKind
		node plan.Node
		want string
	}{
		{"a query's result takes +U alone", agg, nil, agg, "I,UA"},
		{"a retract sink takes -U", sink(agg), retract, agg, "I,UB,UA"},
		{"an upsert sink takes +U alone", sink(agg), upsert, agg, "I,UA"},
		{"a filter on the key passes +U alone", sink(onKey), upsert, agg, "I,UA"},
		{"a filter on another field needs -U", sink(onValue), upsert, agg, "I,UB,UA"},
		{"a join on the aggregate's key passes +U alone", join(agg, 0), nil, agg, "I,UA"},
		{"a join on another field needs -U", join(agg, 1), nil, agg, "I,UB,UA"},
		{"an aggregate needs -U from its input", &plan.Aggregate{Input: agg, Keys: 1, Output: agg.Output[1:]}, nil, agg, "I,UB,UA"},
	} {
		modes := ChangelogModes([]plan.Node{tt.root}, tt.kind)
		if got := modes[tt.node].String(); got != tt.want {
			t.Errorf("%s: %s, want %s", tt.name, got, tt.want)
		}
	}
}
