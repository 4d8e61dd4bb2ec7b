package exec

import (
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// TestFirstLastValueRetract follows Flink's FirstValueWithRetractAggFunction and
// LastValueWithRetractAggFunction: a retraction takes back the earliest occurrence of its value,
// and the result is the earliest (latest) value still present.
func TestFirstLastValueRetract(t *testing.T) {
	fields := []plan.Field{{Name: "x", Type: types.Type{Kind: types.KindInt}}}
	for _, tt := range []struct {
		fn   string
		ops  []int32 // a negative value retracts its absolute value
		want any
	}{
		{"FIRST_VALUE", []int32{3, 7, 5}, int32(3)},
		{"FIRST_VALUE", []int32{3, 7, 5, -3}, int32(7)},
		{"FIRST_VALUE", []int32{3, 7, 3, -3}, int32(7)}, // the first 3 goes, the later one stays
		{"FIRST_VALUE", []int32{3, 7, 3, -3, -7}, int32(3)},
		{"FIRST_VALUE", []int32{3, -3}, nil},
		{"FIRST_VALUE", []int32{3, -9}, int32(3)}, // a value never added is ignored
		{"LAST_VALUE", []int32{3, 7, 5}, int32(5)},
		{"LAST_VALUE", []int32{3, 7, 5, -5}, int32(7)},
		{"LAST_VALUE", []int32{5, 7, 5, -5}, int32(5)}, // the earlier 5 goes, the last one stays
		{"LAST_VALUE", []int32{3, 7, -7, -3}, nil},
		{"LAST_VALUE", []int32{3, -3, 4}, int32(4)},
	} {
		acc := newRetractAcc(plan.AggCall{Func: tt.fn, Arg: 0, T: fields[0].Type}, fields)
		for _, v := range tt.ops {
			var err error
			if v < 0 {
				err = acc.retract(-v)
			} else {
				err = acc.add(v)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		got, err := acc.result()
		if err != nil {
			t.Fatal(err)
		}
		if got != tt.want {
			t.Errorf("%s over %v = %v, want %v", tt.fn, tt.ops, got, tt.want)
		}
	}
}

// TestFirstLastValueAppend: without retraction FIRST_VALUE keeps the first value it is given and
// LAST_VALUE the latest; with none, both are NULL.
func TestFirstLastValueAppend(t *testing.T) {
	fields := []plan.Field{{Name: "x", Type: types.String}}
	for _, tt := range []struct {
		fn   string
		vals []string
		want any
	}{
		{"FIRST_VALUE", []string{"a", "b", "c"}, "a"},
		{"LAST_VALUE", []string{"a", "b", "c"}, "c"},
		{"FIRST_VALUE", nil, nil},
		{"LAST_VALUE", nil, nil},
	} {
		acc := newAccumulator(plan.AggCall{Func: tt.fn, Arg: 0, T: types.String}, fields)
		for _, v := range tt.vals {
			if err := acc.add(v); err != nil {
				t.Fatal(err)
			}
		}
		got, err := acc.result()
		if err != nil {
			t.Fatal(err)
		}
		if got != tt.want {
			t.Errorf("%s over %q = %v, want %v", tt.fn, tt.vals, got, tt.want)
		}
	}
}
