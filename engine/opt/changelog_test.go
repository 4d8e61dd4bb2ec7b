package opt

import (
	"slices"
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

func TestChangelogModeAndUpsertKeys(t *testing.T) {
	intT := types.Type{Kind: types.KindInt}
	values := &plan.Values{Output: []plan.Field{{Name: "k", Type: intT}, {Name: "x", Type: intT}}}
	agg := &plan.Aggregate{Input: values, Keys: 1, Calls: []plan.AggCall{{Func: "SUM", Arg: 1, T: intT}},
		Output: []plan.Field{{Name: "k", Type: intT}, {Name: "s", Type: intT}}}
	aggOfAgg := &plan.Aggregate{Input: agg, Keys: 1, Calls: []plan.AggCall{{Func: "COUNT", Arg: -1, T: intT}},
		Output: []plan.Field{{Name: "s", Type: intT}, {Name: "n", Type: intT}}}
	swap := &plan.Calc{Input: agg, Exprs: []plan.Expr{&plan.InputRef{Index: 1, T: intT}, &plan.InputRef{Index: 0, T: intT}},
		Output: []plan.Field{{Name: "s", Type: intT}, {Name: "k", Type: intT}}}
	dropKey := &plan.Calc{Input: agg, Exprs: []plan.Expr{&plan.InputRef{Index: 1, T: intT}}, Output: []plan.Field{{Name: "s", Type: intT}}}
	left := &plan.Join{Kind: plan.JoinLeft, Left: values, Right: values, Output: append(slices.Clone(values.Output), values.Output...)}

	for _, tt := range []struct {
		n    plan.Node
		mode string
		keys [][]int
	}{
		{values, "I", nil},
		{agg, "I,UB,UA", [][]int{{0}}},        // an insert-only input never empties a group
		{aggOfAgg, "I,UB,UA,D", [][]int{{0}}}, // a retracting input can
		{swap, "I,UB,UA", [][]int{{1}}},       // the key follows its field
		{dropKey, "I,UB,UA", nil},
		{left, "I,UB,UA,D", nil}, // padded rows are retracted
	} {
		if got := ChangelogMode(tt.n).String(); got != tt.mode {
			t.Errorf("%T: changelog mode %s, want %s", tt.n, got, tt.mode)
		}
		if got := UpsertKeys(tt.n); !slices.EqualFunc(got, tt.keys, slices.Equal) {
			t.Errorf("%T: upsert keys %v, want %v", tt.n, got, tt.keys)
		}
	}
}
