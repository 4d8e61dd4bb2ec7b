package exec

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

var castNumericKinds = []types.Kind{
	types.KindTinyInt, types.KindSmallInt, types.KindInt, types.KindBigInt, types.KindFloat, types.KindDouble,
}

// castEdgeColumn is a column of kind k holding its edge values (min, max, zero, ±1, and for
// floats negative zero, NaN, ±Inf and values past every integer range), with NULLs between.
func castEdgeColumn(t *testing.T, alloc memory.Allocator, k types.Kind) arrow.Array {
	t.Helper()
	b := array.NewBuilder(alloc, types.ArrowType(types.Type{Kind: k}))
	defer b.Release()
	ints := []int64{math.MinInt64, math.MaxInt64, math.MinInt32, math.MaxInt32, math.MinInt32 - 1, math.MaxInt32 + 1,
		-129, -128, 127, 128, 255, 256, -32769, 32767, 32768, 65535, 0, 1, -1, 1 << 53, 1<<53 + 1, 1<<24 + 1}
	floats := []float64{math.Copysign(0, -1), math.NaN(), math.Inf(1), math.Inf(-1), 0.5, -0.5, 1.5, -2.5,
		127.9, -128.9, 2147483647.5, -2147483648.9, 3e9, -3e9, 9.3e18, -9.3e18, 1e300, math.SmallestNonzeroFloat64,
		math.MaxFloat32, 16777217}
	switch bb := b.(type) {
	case *array.Int8Builder:
		for _, v := range ints {
			bb.Append(int8(v))
			bb.AppendNull()
		}
	case *array.Int16Builder:
		for _, v := range ints {
			bb.Append(int16(v))
			bb.AppendNull()
		}
	case *array.Int32Builder:
		for _, v := range ints {
			bb.Append(int32(v))
			bb.AppendNull()
		}
	case *array.Int64Builder:
		for _, v := range ints {
			bb.Append(v)
			bb.AppendNull()
		}
	case *array.Float32Builder:
		for _, v := range append(floats, 1<<24+1, math.MaxInt64) {
			bb.Append(float32(v))
			bb.AppendNull()
		}
	case *array.Float64Builder:
		for _, v := range append(floats, float64(math.MaxInt64), float64(math.MinInt64)) {
			bb.Append(v)
			bb.AppendNull()
		}
	default:
		t.Fatalf("no edge values for %v", k)
	}
	return b.NewArray()
}

// TestCastNumericKernelMatchesValueByValue runs every numeric-to-numeric kernel and the general
// path on the same columns (edge values, a slice at an odd offset, empty and all-NULL) and
// requires equal arrays, for CAST and TRY_CAST.
func TestCastNumericKernelMatchesValueByValue(t *testing.T) {
	alloc := memory.NewCheckedAllocator(memory.NewGoAllocator())
	defer alloc.AssertSize(t, 0)
	for _, fk := range castNumericKinds {
		from := types.Type{Kind: fk}
		full := castEdgeColumn(t, alloc, fk)
		cols := map[string]arrow.Array{
			"edges":  full,
			"offset": array.NewSlice(full, 3, int64(full.Len())-2),
			"empty":  array.NewSlice(full, 0, 0),
		}
		nb := array.NewBuilder(alloc, types.ArrowType(from))
		nb.AppendNulls(17)
		cols["allnull"] = nb.NewArray()
		nb.Release()
		for _, tk := range castNumericKinds {
			to := types.Type{Kind: tk}
			for name, col := range cols {
				for _, try := range []bool{false, true} {
					want, err := castValueByValue(col, from, to, try, nil, alloc)
					if err != nil {
						t.Fatalf("%v→%v %s: general path: %v", fk, tk, name, err)
					}
					got := castNumericKernel(col, from, to, alloc)
					if got == nil {
						t.Fatalf("%v→%v %s: no kernel", fk, tk, name)
					}
					requireSameCast(t, fmt.Sprintf("%v→%v %s try=%v", fk, tk, name, try), to, got, want)
					got.Release()
					want.Release()
				}
			}
		}
		for _, col := range cols {
			col.Release()
		}
	}
}

// TestCastNumericKernelDeclines leaves the casts it does not cover to the general path.
func TestCastNumericKernelDeclines(t *testing.T) {
	alloc := memory.NewGoAllocator()
	col := castEdgeColumn(t, alloc, types.KindInt)
	defer col.Release()
	for _, to := range []types.Type{types.Decimal(10, 0), types.VarChar(5), {Kind: types.KindBoolean}} {
		if got := castNumericKernel(col, types.Type{Kind: types.KindInt}, to, alloc); got != nil {
			got.Release()
			t.Errorf("INT→%v: a kernel answered", to)
		}
	}
}

// requireSameCast requires a kernel's output to equal the general path's slot by slot: same type,
// same NULLs, and values equal to the bit (array.Equal counts NaN unequal and -0 equal to 0).
// requireSameCastOrError requires a kernel's result to be the reference's: the same error
// (text, and whether it is a cast failure), or, when neither failed, the same array, which it
// then releases with the reference's.
func requireSameCastOrError(t *testing.T, what string, to types.Type, got arrow.Array, gerr error, want arrow.Array, werr error) {
	t.Helper()
	if (werr == nil) != (gerr == nil) || werr != nil && (werr.Error() != gerr.Error() ||
		errors.Is(werr, types.ErrCastFailed) != errors.Is(gerr, types.ErrCastFailed)) {
		t.Fatalf("%s: got error %v, want %v", what, gerr, werr)
	}
	if werr != nil {
		return
	}
	requireSameCast(t, what, to, got, want)
	got.Release()
	want.Release()
}

func requireSameCast(t *testing.T, what string, to types.Type, got, want arrow.Array) {
	t.Helper()
	if !arrow.TypeEqual(got.DataType(), want.DataType()) || got.Len() != want.Len() || got.NullN() != want.NullN() {
		t.Fatalf("%s: got %v (%d rows, %d NULL), want %v (%d rows, %d NULL)", what,
			got.DataType(), got.Len(), got.NullN(), want.DataType(), want.Len(), want.NullN())
	}
	for i := range got.Len() {
		g, err := types.ValueFromArrow(to, got, i)
		if err != nil {
			t.Fatal(err)
		}
		w, err := types.ValueFromArrow(to, want, i)
		if err != nil {
			t.Fatal(err)
		}
		if gs, ws := fmt.Sprintf("%#v", g), fmt.Sprintf("%#v", w); gs != ws {
			t.Fatalf("%s: row %d: got %s, want %s", what, i, gs, ws)
		}
	}
}
