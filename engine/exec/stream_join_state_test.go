package exec

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
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

// TestJoinStateSealsAndCompacts adds and retracts enough rows that the state seals chunks,
// releases emptied ones and compacts its chunks and its key bytes, and wants each key's rows,
// their order and their match counts to be a plain list's after every step: with random
// retractions of a few keys, with retractions in the order of the rows (which empty whole
// chunks) over many keys, and with every hash colliding.
func TestJoinStateSealsAndCompacts(t *testing.T) {
	for _, c := range []struct {
		name          string
		keys, steps   int
		fifo, oneHash bool
	}{
		{"random", 500, 60_000, false, false},
		{"in order", 20_000, 60_000, true, false},
		{"one hash", 50, 12_000, false, true},
	} {
		t.Run(c.name, func(t *testing.T) { testJoinState(t, c.keys, c.steps, c.fifo, c.oneHash) })
	}
}

func testJoinState(t *testing.T, keys, steps int, fifo, oneHash bool) {
	fields := []plan.Field{{Name: "k", Type: types.BigInt}, {Name: "s", Type: types.String}}
	s := newJoinState([]int{0}, fields, memory.DefaultAllocator)
	s.oneHash = oneHash
	defer s.release()
	type held struct {
		row   []any
		assoc int
	}
	want := map[string][]held{}
	var order [][]any // the rows added, oldest first, for fifo
	rng := rand.New(rand.NewPCG(3, 5))
	check := func(step int, key string) {
		t.Helper()
		refs := s.matches(key, nil)
		if len(refs) != len(want[key]) {
			t.Fatalf("step %d, key %q: %d rows, want %d", step, key, len(refs), len(want[key]))
		}
		for i, ref := range refs {
			got, err := s.values(ref)
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(got) != fmt.Sprint(want[key][i].row) || s.assoc(ref) != want[key][i].assoc {
				t.Fatalf("step %d, key %q, row %d: %v (%d), want %v (%d)", step, key, i, got, s.assoc(ref), want[key][i].row, want[key][i].assoc)
			}
		}
	}
	total := 0
	for step := range steps {
		var k any = int64(rng.IntN(keys))
		if rng.IntN(50) == 0 {
			k = nil
		}
		row := []any{k, strings.Repeat("x", rng.IntN(4))}
		// Grow to about a third of the steps, then shrink to a few, then grow again: chunks
		// empty and compactions run on the way down.
		grow := (step/(steps/3))%2 == 0
		add := grow == (rng.IntN(4) != 0)
		if fifo && !add && len(order) > 0 {
			row, order = order[0], order[1:]
		}
		key := s.key(fields, row)
		if add || len(want[key]) == 0 {
			assoc := rng.IntN(3)
			if err := s.add(key, row, assoc); err != nil {
				t.Fatal(err)
			}
			want[key] = append(want[key], held{row, assoc})
			order = append(order, row)
			total++
		} else {
			removed, err := s.remove(key, row)
			if err != nil {
				t.Fatal(err)
			}
			i := slices.IndexFunc(want[key], func(h held) bool { return fmt.Sprint(h.row) == fmt.Sprint(row) })
			if removed != (i >= 0) {
				t.Fatalf("step %d: removed %v, want %v", step, removed, i >= 0)
			}
			if i >= 0 {
				want[key] = slices.Delete(want[key], i, i+1)
				total--
			}
		}
		if refs := s.matches(key, nil); len(refs) > 0 && rng.IntN(2) == 0 {
			d := rng.IntN(3) - 1
			s.addAssoc(refs[0], d)
			want[key][0].assoc += d
		}
		check(step, key)
		if s.rows() != total {
			t.Fatalf("step %d: %d rows held, want %d", step, s.rows(), total)
		}
	}
	for key := range want {
		check(-1, key)
	}
}
