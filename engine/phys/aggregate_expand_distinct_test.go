package phys

import (
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
)

func TestMonopoleArg(t *testing.T) {
	call := func(fn string, arg int, distinct bool) plan.AggCall {
		return plan.AggCall{Func: fn, Arg: arg, Distinct: distinct}
	}
	for _, tc := range []struct {
		name  string
		calls []plan.AggCall
		arg   int
		ok    bool
	}{
		{"one distinct argument", []plan.AggCall{call("COUNT", 1, true), call("SUM", 1, true)}, 1, true},
		{"MIN and MAX of it ignore DISTINCT", []plan.AggCall{call("COUNT", 1, true), call("MIN", 1, false), call("MAX", 1, false)}, 1, true},
		{"MIN of another field", []plan.AggCall{call("COUNT", 1, true), call("MIN", 2, false)}, -1, false},
		{"a plain SUM", []plan.AggCall{call("COUNT", 1, true), call("SUM", 1, false)}, -1, false},
		{"two distinct arguments", []plan.AggCall{call("COUNT", 1, true), call("COUNT", 2, true)}, -1, false},
	} {
		arg, ok := monopoleArg(tc.calls)
		if arg != tc.arg || ok != tc.ok {
			t.Errorf("%s: monopoleArg = %d, %v; want %d, %v", tc.name, arg, ok, tc.arg, tc.ok)
		}
	}
}

// TestMarkChain checks that an operator of several phases counts its rows in once, at the node
// that reads its input, and its rows out once, at its top.
func TestMarkChain(t *testing.T) {
	agg := &plan.Aggregate{}
	input := &Node{kind: KindTableSourceScan, source: &plan.Values{}}
	expand := &Node{kind: KindExpand, inputs: []*Node{input}, source: agg, part: first}
	local := &Node{kind: KindLocalHashAggregate, inputs: []*Node{expand}, source: agg, part: first}
	global := &Node{kind: KindHashAggregate, inputs: []*Node{exchange(local, "single")}, source: agg, part: last}
	final := &Node{kind: KindHashAggregate, inputs: []*Node{global}, source: agg, part: last}
	markChain(final, agg)
	want := map[*Node]part{expand: first, local: middle, global: middle, final: last}
	for n, p := range want {
		if n.part != p {
			t.Errorf("%s: part %d, want %d", n.Name(), n.part, p)
		}
	}
	if input.part != whole {
		t.Errorf("the input's part changed to %d", input.part)
	}
}
