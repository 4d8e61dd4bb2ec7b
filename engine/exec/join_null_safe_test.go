package exec

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// A hash join on null-safe keys (the join of a batch INTERSECT or EXCEPT: IS NOT DISTINCT FROM,
// or Calcite's OR(=(a, b), AND(IS NULL(a), IS NULL(b)))) gives what a nested loop gives, NULL
// keys matching each other; the loop runs when the comparison hides behind NOT(IS DISTINCT FROM).
func TestNullSafeHashJoinMatchesNestedLoop(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	b := types.Boolean
	k, k2 := ref(0, types.Int), ref(2, types.Int)
	forms := []plan.Expr{
		call(plan.OpIsNotDistinctFrom, b, k, k2),
		call(plan.OpOr, b, call(plan.OpEquals, b, k, k2), call(plan.OpAnd, b, call(plan.OpIsNull, b, k), call(plan.OpIsNull, b, k2))),
	}
	hidden := call("NOT", b, call(plan.OpIsDistinctFrom, b, k, k2))
	residual := call("<", b, ref(1, types.Int), ref(3, types.Int))
	for round := range 20 {
		left, right := randomValues(r, r.IntN(40), 4), randomValues(r, r.IntN(40), 4)
		for _, kind := range []plan.JoinKind{plan.JoinInner, plan.JoinLeft, plan.JoinRight, plan.JoinFull, plan.JoinSemi, plan.JoinAnti} {
			for _, form := range forms {
				if keys := splitJoinCondition(form, 2, 2); len(keys.left) != 1 || !keys.nullSafe[0] {
					t.Fatalf("%s is no null-safe key: %+v", form, keys)
				}
				for _, withResidual := range []bool{false, true} {
					hashCond, loopCond := form, plan.Expr(hidden)
					if withResidual {
						hashCond, loopCond = plan.And(form, residual), plan.And(hidden, residual)
					}
					out := joinOutput(kind, left.Fields(), right.Fields())
					hash, err := runPlan(t, &plan.Join{Kind: kind, Left: left, Right: right, Cond: hashCond, Output: out})
					if err != nil {
						t.Fatal(err)
					}
					loop, err := runPlan(t, &plan.Join{Kind: kind, Left: left, Right: right, Cond: loopCond, Output: out})
					if err != nil {
						t.Fatal(err)
					}
					if !slices.Equal(hash, loop) {
						t.Fatalf("round %d %s %s residual=%v:\nhash %v\nloop %v", round, kind, form, withResidual, hash, loop)
					}
				}
			}
		}
	}
}
