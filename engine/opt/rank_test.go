package opt

import (
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The rank range comes from the comparisons of the rank field with constants, on either side,
// as RankUtil.extractRankRange reads them; other conjuncts stay behind.
func TestExtractRankRange(t *testing.T) {
	rank := &plan.InputRef{Index: 2, T: plan.RankNumberType}
	other := &plan.InputRef{Index: 0, T: types.Int}
	lit := func(v int32) plan.Expr { return literalOf(types.Int.AsNotNull(), v) }
	cmp := func(op plan.Op, a, b plan.Expr) plan.Expr {
		return &plan.Call{Op: op, Args: []plan.Expr{a, b}, T: types.Boolean.AsNotNull()}
	}
	tests := []struct {
		name       string
		cond       plan.Expr
		start, end int64
		rest, ok   bool
	}{
		{"rn <= 3", cmp("<=", rank, lit(3)), 1, 3, false, true},
		{"rn < 3", cmp("<", rank, lit(3)), 1, 2, false, true},
		{"rn = 2", cmp("=", rank, lit(2)), 2, 2, false, true},
		{"2 > rn", cmp(">", lit(2), rank), 1, 1, false, true},
		{"rn > 1", cmp(">", rank, lit(1)), 2, -1, false, true},
		{"BETWEEN 2 AND 4", plan.And(cmp("<=", lit(2), rank), cmp("<=", rank, lit(4))), 2, 4, false, true},
		{"rn <= 2 AND a <> 1", plan.And(cmp("<=", rank, lit(2)), cmp("<>", other, lit(1))), 1, 2, true, true},
		{"a <= 2", cmp("<=", other, lit(2)), 0, 0, false, false},
		{"rn <= a", cmp("<=", rank, other), 0, 0, false, false},
	}
	for _, tc := range tests {
		r, rest, ok := extractRankRange(tc.cond, 2)
		if ok != tc.ok || (ok && (r.start != tc.start || r.end != tc.end || (rest != nil) != tc.rest)) {
			t.Errorf("%s: range %v rest %v ok %t, want [%d, %d] rest %t ok %t", tc.name, r, rest, ok, tc.start, tc.end, tc.rest, tc.ok)
		}
	}
}
