package exec

import (
	"math"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// randomValue draws a value of t (NULL one time in ten), with the awkward cases often: the
// extremes of integers (so that sums wrap), NaN and both zeros, decimals that leave int64.
func randomValue(r *rand.Rand, t types.Type) any {
	if r.IntN(10) == 0 {
		return nil
	}
	switch t.Kind {
	case types.KindTinyInt:
		return int8(r.IntN(256) - 128)
	case types.KindInt:
		if r.IntN(4) == 0 {
			return int32(math.MaxInt32 - r.IntN(3))
		}
		return int32(r.IntN(2000) - 1000)
	case types.KindBigInt:
		if r.IntN(4) == 0 {
			return int64(math.MaxInt64 - r.IntN(3))
		}
		return r.Int64N(2000) - 1000
	case types.KindDouble:
		return []float64{math.NaN(), 0, math.Copysign(0, -1), 1.5, -2.25, 1e300, r.Float64()}[r.IntN(7)]
	case types.KindFloat:
		return []float32{float32(math.NaN()), 0, float32(math.Copysign(0, -1)), 1.5, r.Float32()}[r.IntN(5)]
	case types.KindDecimal:
		n := new(big.Int).SetUint64(r.Uint64())
		n.Lsh(n, uint(r.IntN(36))) // up to 2^100: beyond int64 often, sums within DECIMAL(38)
		n.Rsh(n, uint(r.IntN(64)))
		if r.IntN(2) == 0 {
			n.Neg(n)
		}
		return decimal128.FromBigInt(n)
	case types.KindVarChar:
		return []string{"", "a", "b", "ab", "customer-1", "Zed"}[r.IntN(6)]
	case types.KindDate:
		return int32(r.IntN(20000))
	case types.KindTimestamp:
		return types.TimestampData{Millis: int64(r.IntN(5)) * 1000}
	}
	panic("no random " + t.String())
}

// randomColumn makes an array of n random values of t.
func randomColumn(r *rand.Rand, t types.Type, n int) arrow.Array {
	b := array.NewBuilder(memory.DefaultAllocator, types.ArrowType(t))
	defer b.Release()
	for range n {
		if err := types.AppendToBuilder(t, b, randomValue(r, t)); err != nil {
			panic(err)
		}
	}
	return b.NewArray()
}

func formatValue(t types.Type, v any) string {
	if v == nil {
		return "null"
	}
	return types.FormatValue(t, v)
}

// formatColumn prints every value of an array as Flink prints it.
func formatColumn(t *testing.T, typ types.Type, arr arrow.Array) []string {
	t.Helper()
	out := make([]string, arr.Len())
	for i := range out {
		v, err := types.ValueFromArrow(typ, arr, i)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = formatValue(typ, v)
	}
	return out
}

// The typed per-group columns give what the boxed accumulators give, value for value, over
// random batches with NULLs, wrapping sums, NaN and both zeros, and decimals beyond int64.
func TestAggColumnsMatchAccumulators(t *testing.T) {
	dec := types.Decimal(38, 2)
	decSum := types.Decimal(38, 2)
	decAvg := types.Decimal(38, 6)
	for _, tt := range []struct {
		fn      string
		arg, to types.Type
	}{
		{"COUNT", types.Int, types.BigInt.AsNotNull()},
		{"COUNT", types.Null, types.BigInt.AsNotNull()}, // COUNT(*)
		{"SUM", types.TinyInt, types.TinyInt},
		{"SUM", types.Int, types.Int},
		{"SUM", types.BigInt, types.BigInt},
		{"AVG", types.Int, types.Int},
		{"AVG", types.BigInt, types.BigInt},
		{"SUM", types.Double, types.Double},
		{"AVG", types.Float, types.Float},
		{"SUM", dec, decSum},
		{"AVG", dec, decAvg},
		{"MIN", types.Int, types.Int},
		{"MAX", types.BigInt, types.BigInt},
		{"MIN", types.Double, types.Double},
		{"MAX", types.Float, types.Float},
		{"MIN", types.VarChar(20), types.VarChar(20)},
		{"MAX", types.VarChar(20), types.VarChar(20)},
		{"MAX", types.Date, types.Date},
	} {
		name := tt.fn + "(" + tt.arg.String() + ")"
		t.Run(name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(1, uint64(len(name))))
			fields := []plan.Field{{Name: "x", Type: tt.arg}}
			call := plan.AggCall{Func: tt.fn, Arg: 0, T: tt.to}
			if tt.arg.Kind == types.KindNull {
				call.Arg = -1
			}
			typed := newAggColumn(call, fields)
			if _, boxed := typed.(*boxedColumn); boxed {
				t.Fatalf("%s has no typed column", name)
			}
			ref := &boxedColumn{call: call, fields: fields, argType: tt.arg}
			const groups = 37
			seen := 0
			for batch := range 4 {
				n := 500 + 100*batch
				ids := make([]int32, n)
				for i := range ids {
					ids[i] = int32(r.IntN(groups))
					seen = max(seen, int(ids[i])+1)
				}
				var arg arrow.Array
				if call.Arg >= 0 {
					arg = randomColumn(r, tt.arg, n)
				}
				for _, col := range []aggColumn{typed, ref} {
					if err := col.add(ids, arg, seen); err != nil {
						t.Fatal(err)
					}
				}
				if arg != nil {
					arg.Release()
				}
			}
			results := make([][]string, 2)
			for k, col := range []aggColumn{typed, ref} {
				b := array.NewBuilder(memory.DefaultAllocator, types.ArrowType(tt.to))
				if err := col.build(b, seen+1); err != nil { // one more group, with no rows
					t.Fatal(err)
				}
				arr := b.NewArray()
				results[k] = formatColumn(t, tt.to, arr)
				arr.Release()
				b.Release()
			}
			for g := range results[0] {
				if results[0][g] != results[1][g] {
					t.Errorf("group %d: typed %s, accumulator %s", g, results[0][g], results[1][g])
				}
			}
		})
	}
}

// SUM and AVG of integers wrap as Flink's do: SUM of INT in INT, AVG in BIGINT, divided with
// truncation.
func TestIntegerSumWraps(t *testing.T) {
	ids := []int32{0, 0, 1, 1}
	arg := randomColumnOf(types.Int, []any{int32(math.MaxInt32), int32(1), int32(-7), int32(2)})
	defer arg.Release()
	for _, tt := range []struct {
		fn   string
		want []string
	}{
		{"SUM", []string{"-2147483648", "-5"}},
		{"AVG", []string{"1073741824", "-2"}},
	} {
		col := newAggColumn(plan.AggCall{Func: tt.fn, Arg: 0, T: types.Int}, []plan.Field{{Type: types.Int}})
		if err := col.add(ids, arg, 2); err != nil {
			t.Fatal(err)
		}
		b := array.NewInt32Builder(memory.DefaultAllocator)
		if err := col.build(b, 2); err != nil {
			t.Fatal(err)
		}
		out := b.NewArray()
		if got := formatColumn(t, types.Int, out); strings.Join(got, ",") != strings.Join(tt.want, ",") {
			t.Errorf("%s: got %v, want %v", tt.fn, got, tt.want)
		}
		out.Release()
		b.Release()
	}
}

func randomColumnOf(t types.Type, values []any) arrow.Array {
	b := array.NewBuilder(memory.DefaultAllocator, types.ArrowType(t))
	defer b.Release()
	for _, v := range values {
		if err := types.AppendToBuilder(t, b, v); err != nil {
			panic(err)
		}
	}
	return b.NewArray()
}

// groupKeys numbers keys as their encodings tell them apart (NULLs together, NaNs together,
// -0.0 apart from 0.0), in the order they first appear, across batches and table growth, and
// builds each group's key back.
func TestGroupKeysMatchEncoding(t *testing.T) {
	keyTypes := []types.Type{types.Int, types.Double, types.VarChar(20), types.Decimal(38, 2), types.Timestamp(3)}
	for _, cols := range [][]int{{0}, {1}, {2}, {3}, {4}, {0, 2}, {1, 2, 3, 4}} {
		var ts []types.Type
		var names []string
		for _, c := range cols {
			ts = append(ts, keyTypes[c])
			names = append(names, keyTypes[c].String())
		}
		t.Run(strings.Join(names, ","), func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(len(cols)), uint64(cols[0])))
			g := newGroupKeys(ts)
			want := map[string]int32{}
			var firstKeys [][]string
			for range 5 {
				n := 300
				arrs := make([]arrow.Array, len(ts))
				fields := make([]arrow.Field, len(ts))
				for c, typ := range ts {
					arrs[c] = randomColumn(r, typ, n)
					fields[c] = arrow.Field{Name: names[c], Type: arrs[c].DataType(), Nullable: true}
				}
				rec := array.NewRecordBatch(arrow.NewSchema(fields, nil), arrs, int64(n))
				ids, err := g.assign(rec)
				if err != nil {
					t.Fatal(err)
				}
				for i := range n {
					var sb strings.Builder
					var formatted []string
					for c, typ := range ts {
						v, err := types.ValueFromArrow(typ, arrs[c], i)
						if err != nil {
							t.Fatal(err)
						}
						encodeValue(&sb, typ, v)
						formatted = append(formatted, formatValue(typ, v))
					}
					id, ok := want[sb.String()]
					if !ok {
						id = int32(len(want))
						want[sb.String()] = id
						firstKeys = append(firstKeys, formatted)
					}
					if ids[i] != id {
						t.Fatalf("row %d (%s): group %d, want %d", i, sb.String(), ids[i], id)
					}
				}
				rec.Release()
				releaseAll(arrs)
			}
			if g.n != len(want) {
				t.Fatalf("%d groups, want %d", g.n, len(want))
			}
			for c, typ := range ts {
				b := array.NewBuilder(memory.DefaultAllocator, types.ArrowType(typ))
				if err := g.build(c, typ, b); err != nil {
					t.Fatal(err)
				}
				arr := b.NewArray()
				for id, s := range formatColumn(t, typ, arr) {
					if s != firstKeys[id][c] {
						t.Errorf("group %d column %d: key %s, want %s", id, c, s, firstKeys[id][c])
					}
					if v := formatValue(typ, g.value(c, id)); v != firstKeys[id][c] {
						t.Errorf("group %d column %d: value %s, want %s", id, c, v, firstKeys[id][c])
					}
				}
				arr.Release()
				b.Release()
			}
		})
	}
}
