package exec

import (
	"context"
	"io"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// changesOp replays changelog batches, each handed out with a reference of its own.
type changesOp struct {
	batches []connector.Batch
	next    int
}

func (o *changesOp) Next(context.Context) (connector.Batch, error) {
	if o.next == len(o.batches) {
		return connector.Batch{}, io.EOF
	}
	b := o.batches[o.next]
	o.next++
	b.Record.Retain()
	return b, nil
}

func (o *changesOp) Close() error { return nil }

// TestTypedStreamAggregateMatchesBoxed runs random changelogs (NULL keys and values,
// retractions, retractions of rows never added, groups emptied and refilled, integer sums that
// wrap, empty batches) through the typed streaming aggregate and the boxed one, and wants the
// same changes from both.
func TestTypedStreamAggregateMatchesBoxed(t *testing.T) {
	for _, stringKeys := range []bool{false, true} {
		kt := types.Int
		if stringKeys {
			kt = types.String
		}
		fields := []plan.Field{{Name: "k", Type: kt}, {Name: "v", Type: types.Int}, {Name: "w", Type: types.TinyInt}, {Name: "b", Type: types.BigInt}}
		input := &plan.Values{Output: fields}
		calls := []plan.AggCall{
			{Func: "COUNT", Arg: -1, T: types.BigInt.AsNotNull()},
			{Func: "COUNT", Arg: 1, T: types.BigInt.AsNotNull()},
			{Func: "SUM", Arg: 1, T: types.Int},
			{Func: plan.Sum0, Arg: 1, T: types.Int.AsNotNull()},
			{Func: "SUM", Arg: 2, T: types.TinyInt},
			{Func: "SUM", Arg: 3, T: types.BigInt},
		}
		out := []plan.Field{{Name: "k", Type: kt}}
		for i, c := range calls {
			out = append(out, plan.Field{Name: "a" + string(rune('0'+i)), Type: c.T})
		}
		n := &plan.Aggregate{Input: input, Keys: 1, Calls: calls, Output: out}
		if !typedStreamable(n) {
			t.Fatal("the typed operator should take COUNT and integer SUMs")
		}
		for seed := range uint64(20) {
			batches := randomChanges(rand.New(rand.NewPCG(seed, 7)), fields, stringKeys)
			run := func(op Operator) string {
				rows, err := Collect(context.Background(), op, out, false)
				if err != nil {
					t.Fatal(err)
				}
				var ts []types.Type
				for _, f := range out {
					ts = append(ts, f.Type)
				}
				var got []string
				for _, r := range rows {
					got = append(got, types.FormatRow(r.Kind, ts, r.Values))
				}
				return strings.Join(got, "\n")
			}
			typed := run(newTypedStreamAggregate(&changesOp{batches: batches}, n, memory.DefaultAllocator))
			boxed := run(newBoxedStreamAggregate(&changesOp{batches: batches}, n, memory.DefaultAllocator))
			if typed != boxed {
				t.Fatalf("string keys %v, seed %d: typed\n%s\nboxed\n%s", stringKeys, seed, typed, boxed)
			}
			if typed == "" {
				t.Fatalf("seed %d: no changes", seed)
			}
		}
	}
}

func randomChanges(rng *rand.Rand, fields []plan.Field, stringKeys bool) []connector.Batch {
	type row struct {
		k    int
		v, w int64
		b    int64
		null [4]bool
	}
	var held []row
	var batches []connector.Batch
	for range 30 {
		bld := array.NewRecordBuilder(memory.DefaultAllocator, schemaOf(fields))
		var kinds []types.RowKind
		for range rng.IntN(40) { // sometimes none
			var r row
			kind := types.Insert
			switch p := rng.IntN(10); {
			case p < 4 && len(held) > 0:
				j := rng.IntN(len(held))
				r = held[j]
				held = append(held[:j], held[j+1:]...)
				kind = []types.RowKind{types.UpdateBefore, types.Delete}[rng.IntN(2)]
			case p == 4:
				r = row{k: rng.IntN(6), v: 1}
				kind = types.Delete // a row never added
			default:
				r = row{k: rng.IntN(6), v: []int64{1, -3, math.MaxInt32, math.MinInt32}[rng.IntN(4)],
					w: []int64{100, 27, -128, 5}[rng.IntN(4)], b: []int64{math.MaxInt64, 1, -2}[rng.IntN(3)]}
				for c := range r.null {
					r.null[c] = rng.IntN(5) == 0
				}
				if rng.IntN(2) == 0 {
					kind = types.UpdateAfter
				}
				held = append(held, r)
			}
			if r.null[0] {
				bld.Field(0).AppendNull()
			} else if stringKeys {
				bld.Field(0).(*array.StringBuilder).Append(strings.Repeat("k", r.k))
			} else {
				bld.Field(0).(*array.Int32Builder).Append(int32(r.k))
			}
			for c, v := range []int64{r.v, r.w, r.b} {
				fb := bld.Field(1 + c)
				if r.null[1+c] {
					fb.AppendNull()
					continue
				}
				switch x := fb.(type) {
				case *array.Int32Builder:
					x.Append(int32(v))
				case *array.Int8Builder:
					x.Append(int8(v))
				case *array.Int64Builder:
					x.Append(v)
				}
			}
			kinds = append(kinds, kind)
		}
		batches = append(batches, connector.Batch{Record: bld.NewRecordBatch(), Kinds: kinds})
		bld.Release()
	}
	return batches
}
