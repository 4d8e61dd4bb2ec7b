package exec

import (
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

func TestRetractAccumulators(t *testing.T) {
	fields := []plan.Field{{Name: "x", Type: types.Type{Kind: types.KindInt}}}
	apply := func(acc retractAcc, ops ...int32) any {
		t.Helper()
		for _, v := range ops {
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
		r, err := acc.result()
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, tt := range []struct {
		call plan.AggCall
		ops  []int32 // a negative value retracts its absolute value
		want any
	}{
		// MAX falls back to the next value when its extreme is retracted, and keeps a value
		// added twice until both copies are gone.
		{plan.AggCall{Func: "MAX", Arg: 0, T: fields[0].Type}, []int32{3, 7, 5, -7}, int32(5)},
		{plan.AggCall{Func: "MAX", Arg: 0, T: fields[0].Type}, []int32{7, 7, 5, -7}, int32(7)},
		{plan.AggCall{Func: "MIN", Arg: 0, T: fields[0].Type}, []int32{3, 7, -3, -7}, nil},
		// SUM turns back to NULL when every value is retracted.
		{plan.AggCall{Func: "SUM", Arg: 0, T: fields[0].Type}, []int32{3, 4, -3, -4}, nil},
		{plan.AggCall{Func: "SUM", Arg: 0, T: fields[0].Type}, []int32{3, 4, -3}, int32(4)},
		// COUNT(DISTINCT) forgets a value only with its last copy.
		{plan.AggCall{Func: "COUNT", Arg: 0, Distinct: true, T: types.Type{Kind: types.KindBigInt}}, []int32{2, 2, 5, -2}, int64(2)},
		{plan.AggCall{Func: "COUNT", Arg: 0, Distinct: true, T: types.Type{Kind: types.KindBigInt}}, []int32{2, 2, 5, -2, -2}, int64(1)},
	} {
		if got := apply(newRetractAcc(tt.call, fields), tt.ops...); got != tt.want {
			t.Errorf("%s%v over %v = %v, want %v", tt.call.Func, map[bool]string{true: " DISTINCT"}[tt.call.Distinct], tt.ops, got, tt.want)
		}
	}
}
