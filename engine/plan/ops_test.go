package plan

import "testing"

// Flipping a comparison swaps its operands' roles, twice gives it back, and nothing else flips.
func TestOpFlipped(t *testing.T) {
	want := map[Op]Op{OpEquals: OpEquals, OpNotEquals: OpNotEquals, OpLess: OpGreater,
		OpLessOrEqual: OpGreaterOrEqual, OpGreater: OpLess, OpGreaterOrEqual: OpLessOrEqual}
	for op, w := range want {
		got, ok := op.Flipped()
		if !ok || got != w || !op.IsComparison() {
			t.Errorf("%s: flipped %q, %v, comparison %v", op, got, ok, op.IsComparison())
		}
		if back, _ := got.Flipped(); back != op {
			t.Errorf("%s flipped twice is %s", op, back)
		}
	}
	for _, op := range []Op{OpAnd, OpIsNotDistinctFrom, OpLike, OpPlus, "UPPER"} {
		if got, ok := op.Flipped(); ok || op.IsComparison() {
			t.Errorf("%s is taken for a comparison, flipped %q", op, got)
		}
	}
}
