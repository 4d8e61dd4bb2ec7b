package exec

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// A join that builds its left input (build=[left]) gives the rows the join building its right
// input gives, for every kind with a left build side, with and without a residual condition,
// NULL keys and empty inputs included.
func TestLeftBuildJoinMatchesRightBuild(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	b := types.Boolean
	ctx := context.Background()
	env := &Env{Connector: &connector.Env{}}
	rowsOf := func(op Operator, fields []plan.Field) []string {
		rows, err := Collect(ctx, op, fields, false)
		if err != nil {
			t.Fatal(err)
		}
		var ts []types.Type
		for _, f := range fields {
			ts = append(ts, f.Type)
		}
		var out []string
		for _, row := range rows {
			out = append(out, types.FormatRow(row.Kind, ts, row.Values))
		}
		slices.Sort(out)
		return out
	}
	for round := range 20 {
		left, right := randomValues(r, r.IntN(40), 6), randomValues(r, r.IntN(40), 6)
		eq := call("=", b, ref(0, types.Int), ref(2, types.Int))
		residual := call("<", b, ref(1, types.Int), ref(3, types.Int))
		for _, kind := range []plan.JoinKind{plan.JoinInner, plan.JoinLeft, plan.JoinRight, plan.JoinFull, plan.JoinSemi, plan.JoinAnti} {
			for _, cond := range []plan.Expr{eq, plan.And(eq, residual)} {
				n := &plan.Join{Kind: kind, Left: left, Right: right, Cond: cond, Output: joinOutput(kind, left.Fields(), right.Fields())}
				want, err := runPlan(t, n)
				if err != nil {
					t.Fatal(err)
				}
				l, err := Build(ctx, left, env)
				if err != nil {
					t.Fatal(err)
				}
				rt, err := Build(ctx, right, env)
				if err != nil {
					t.Fatal(err)
				}
				op, ok := newLeftBuildJoin(n, l, rt, memory.DefaultAllocator)
				if !ok {
					t.Fatalf("%s: no left build side", kind)
				}
				if got := rowsOf(op, n.Output); !slices.Equal(got, want) {
					t.Fatalf("round %d %s %v:\nleft build  %v\nright build %v", round, kind, cond, got, want)
				}
			}
		}
	}
}
