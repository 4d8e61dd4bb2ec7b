package exec

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// TestStreamJoinStatePerKeyMatchesScan runs random changelogs through the streaming join with
// its state kept per key and with one bucket that every row scans, and wants the same changes
// in the same order: NULL keys, retractions, outer sides, a residual condition and a key pair
// of floating type (never a bucket key) included.
func TestStreamJoinStatePerKeyMatchesScan(t *testing.T) {
	lf := []plan.Field{{Name: "k", Type: types.BigInt}, {Name: "d", Type: types.Double}, {Name: "v", Type: types.BigInt}}
	rf := []plan.Field{{Name: "k2", Type: types.BigInt}, {Name: "d2", Type: types.Double}, {Name: "w", Type: types.BigInt}}
	out := append(append([]plan.Field{}, lf...), rf...)
	eq := func(l, r int, t types.Type) plan.Expr { return call("=", types.Boolean, ref(l, t), ref(3+r, t)) }
	conds := map[string]plan.Expr{
		"key":          eq(0, 0, types.BigInt),
		"key+float":    call("AND", types.Boolean, eq(0, 0, types.BigInt), eq(1, 1, types.Double)),
		"key+residual": call("AND", types.Boolean, eq(0, 0, types.BigInt), call("<", types.Boolean, ref(2, types.BigInt), ref(5, types.BigInt))),
		"float only":   eq(1, 1, types.Double),
	}
	rng := rand.New(rand.NewPCG(7, 13))
	for name, cond := range conds {
		for _, kind := range []plan.JoinKind{plan.JoinInner, plan.JoinLeft, plan.JoinRight, plan.JoinFull} {
			t.Run(fmt.Sprintf("%s/%s", name, kind), func(t *testing.T) {
				n := &plan.Join{Kind: kind, Left: &plan.Values{Output: lf}, Right: &plan.Values{Output: rf}, Cond: cond, Output: out}
				keyed, err := newStreamJoin(nil, nil, n, memory.DefaultAllocator)
				if err != nil {
					t.Fatal(err)
				}
				scan, _ := newStreamJoin(nil, nil, n, memory.DefaultAllocator)
				scan.state[0].keys, scan.state[1].keys, scan.byKey = nil, nil, false
				keyed.ctx, scan.ctx = context.Background(), context.Background()
				held := [2][][]any{}
				for step := range 300 {
					side := rng.IntN(2)
					row, rowKind := randomJoinRow(rng, held[side])
					if rowKind == types.Insert {
						held[side] = append(held[side], row)
					}
					fields := lf
					if side == 1 {
						fields = rf
					}
					b, err := rowsBatch([][]any{row}, fields, memory.DefaultAllocator)
					if err != nil {
						t.Fatal(err)
					}
					b.Kinds = []types.RowKind{rowKind}
					got, want := joinChanges(t, keyed, side, b, out), joinChanges(t, scan, side, b, out)
					b.Record.Release()
					if got != want {
						t.Fatalf("step %d, side %d, %v %v: per key\n%s\nscanning\n%s", step, side, rowKind, row, got, want)
					}
				}
			})
		}
	}
}

// randomJoinRow makes an insert of small random values, NULLs and -0.0 among them, or a delete
// of a row the side holds.
func randomJoinRow(rng *rand.Rand, held [][]any) ([]any, types.RowKind) {
	if len(held) > 0 && rng.IntN(3) == 0 {
		return held[rng.IntN(len(held))], types.Delete
	}
	row := []any{int64(rng.IntN(4)), []float64{0, math.Copysign(0, -1), 1}[rng.IntN(3)], int64(rng.IntN(5))}
	if rng.IntN(6) == 0 {
		row[0] = nil
	}
	if rng.IntN(6) == 0 {
		row[1] = nil
	}
	return row, types.Insert
}

func joinChanges(t *testing.T, op *streamJoinOp, side int, in connector.Batch, out []plan.Field) string {
	t.Helper()
	res, err := op.consume(side, in)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Record.Release()
	var sb strings.Builder
	for i := range res.Len() {
		row, err := readRow(res, out, i)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&sb, "%v %v\n", res.Kind(i), row)
	}
	return sb.String()
}
