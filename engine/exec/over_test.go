package exec

import (
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// TestFrameValuesMatchBruteForce checks the sliding accumulator of batch OVER aggregates
// against summing each frame directly, for ROWS and RANGE frames with offsets on both sides.
func TestFrameValuesMatchBruteForce(t *testing.T) {
	keys := []int32{1, 2, 2, 4, 5, 5, 5, 9}
	args := []any{int32(10), int32(20), nil, int32(40), int32(50), int32(60), int32(70), int32(90)}
	rows := make([]overRow, len(keys))
	idx := make([]int, len(keys))
	for i, k := range keys {
		rows[i] = overRow{order: []any{k}, arg: args[i]}
		idx[i] = i
	}
	key := &plan.InputRef{Index: 0, T: types.Int}
	arg := &plan.InputRef{Index: 1, T: types.Int}
	frames := []plan.Frame{
		{Rows: true, Lower: plan.FrameBound{Kind: sql.Preceding, Offset: 2}, Upper: plan.FrameBound{Kind: sql.CurrentRow}},
		{Rows: true, Lower: plan.FrameBound{Kind: sql.Following, Offset: 1}, Upper: plan.FrameBound{Kind: sql.Following, Offset: 2}},
		{Lower: plan.FrameBound{Kind: sql.Preceding, Offset: 1}, Upper: plan.FrameBound{Kind: sql.CurrentRow}},
		{Lower: plan.FrameBound{Kind: sql.CurrentRow}, Upper: plan.FrameBound{Kind: sql.Following, Offset: 3}},
		{Lower: plan.FrameBound{Kind: sql.UnboundedPreceding}, Upper: plan.FrameBound{Kind: sql.CurrentRow}},
	}
	for _, f := range frames {
		call := &plan.OverCall{Func: "SUM", Args: []plan.Expr{arg}, OrderBy: []plan.SortKey{{Expr: key}}, Frame: f, T: types.Int.WithNullable(true)}
		out := make([]any, len(rows))
		if err := frameValues(call, rows, idx, out); err != nil {
			t.Fatal(err)
		}
		for i := range rows {
			var sum int64
			seen := false
			for j := range rows {
				if !inFrame(f, keys, i, j) || args[j] == nil {
					continue
				}
				sum += int64(args[j].(int32))
				seen = true
			}
			var want any
			if seen {
				want = int32(sum)
			}
			if out[i] != want {
				t.Errorf("%s, row %d: got %v, want %v", f, i, out[i], want)
			}
		}
	}
}

// inFrame says directly whether row j is in row i's frame.
func inFrame(f plan.Frame, keys []int32, i, j int) bool {
	if f.Rows {
		return j >= bound(f.Lower, i) && j <= bound(f.Upper, i)
	}
	return int(keys[j]) >= bound(f.Lower, int(keys[i])) && int(keys[j]) <= bound(f.Upper, int(keys[i]))
}

func bound(b plan.FrameBound, at int) int {
	switch b.Kind {
	case sql.UnboundedPreceding:
		return -1 << 30
	case sql.Preceding:
		return at - int(b.Offset)
	case sql.Following:
		return at + int(b.Offset)
	}
	return at
}
