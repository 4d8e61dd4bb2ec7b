package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

// castNumericKernel casts between the fixed-width numeric types (TINYINT..BIGINT, FLOAT, DOUBLE)
// a column at a time: the rule is chosen once here, and the loop converts Arrow's value slice
// straight into the result's buffer, keeping the input's validity bitmap. It gives what
// types.CastValue gives value by value: integers narrow by keeping their low bits (Java's
// primitive narrowing), floats narrow to integers as Java's (int)/(long) do (NaN is 0, out of
// range saturates), and none of these casts can fail, so TRY_CAST is the same. It returns nil
// when the cast is not one of these, and the caller takes the general path.
func castNumericKernel(x arrow.Array, from, to types.Type, alloc memory.Allocator) arrow.Array {
	if !fixedNumericKind(from.Kind) || !fixedNumericKind(to.Kind) || types.CheckCast(from, to) != nil {
		return nil
	}
	if bufs := x.Data().Buffers(); x.NullN() > 0 && (len(bufs) == 0 || bufs[0] == nil) {
		return nil // NULLs without a bitmap: the general path reads them one by one
	}
	switch a := x.(type) {
	case *array.Int8:
		return castIntegerColumn(a.Int8Values(), x, to, alloc)
	case *array.Int16:
		return castIntegerColumn(a.Int16Values(), x, to, alloc)
	case *array.Int32:
		return castIntegerColumn(a.Int32Values(), x, to, alloc)
	case *array.Int64:
		return castIntegerColumn(a.Int64Values(), x, to, alloc)
	case *array.Float32:
		return castFloatColumn(a.Float32Values(), x, to, alloc)
	case *array.Float64:
		return castFloatColumn(a.Float64Values(), x, to, alloc)
	}
	return nil
}

func fixedNumericKind(k types.Kind) bool {
	switch k {
	case types.KindTinyInt, types.KindSmallInt, types.KindInt, types.KindBigInt, types.KindFloat, types.KindDouble:
		return true
	}
	return false
}

// castIntegerColumn: Go's integer conversions sign-extend and keep low bits as Java's do, and
// its integer-to-float conversions round to nearest even as Java's do (CastValue widens to int64
// first, and an exact widening changes no rounding), so each is Go's conversion, in a loop with
// no call per value.
func castIntegerColumn[S ~int8 | ~int16 | ~int32 | ~int64](src []S, x arrow.Array, to types.Type, alloc memory.Allocator) arrow.Array {
	switch to.Kind {
	case types.KindTinyInt:
		return convertIntegers[S, int8](src, x, to, alloc)
	case types.KindSmallInt:
		return convertIntegers[S, int16](src, x, to, alloc)
	case types.KindInt:
		return convertIntegers[S, int32](src, x, to, alloc)
	case types.KindBigInt:
		return convertIntegers[S, int64](src, x, to, alloc)
	case types.KindFloat:
		return convertIntegers[S, float32](src, x, to, alloc)
	case types.KindDouble:
		return convertIntegers[S, float64](src, x, to, alloc)
	}
	return nil
}

// convertIntegers converts every slot with Go's conversion (a NULL slot's value is never read
// back) and keeps x's validity.
func convertIntegers[S ~int8 | ~int16 | ~int32 | ~int64, D fixedWidth](src []S, x arrow.Array, to types.Type, alloc memory.Allocator) arrow.Array {
	out := newFixedColumn[D](alloc, len(src))
	dst := out.values
	for i, v := range src {
		dst[i] = D(v)
	}
	return convertedArray(out, x, to, alloc)
}

// castFloatColumn narrows through float64 as CastValue does: (byte) and (short) narrow from
// Java's (int).
func castFloatColumn[S ~float32 | ~float64](src []S, x arrow.Array, to types.Type, alloc memory.Allocator) arrow.Array {
	switch to.Kind {
	case types.KindTinyInt:
		return convertColumn(src, x, to, alloc, func(v S) int8 { return int8(types.JavaDoubleToInt(float64(v))) })
	case types.KindSmallInt:
		return convertColumn(src, x, to, alloc, func(v S) int16 { return int16(types.JavaDoubleToInt(float64(v))) })
	case types.KindInt:
		return convertColumn(src, x, to, alloc, func(v S) int32 { return types.JavaDoubleToInt(float64(v)) })
	case types.KindBigInt:
		return convertColumn(src, x, to, alloc, func(v S) int64 { return types.JavaDoubleToLong(float64(v)) })
	case types.KindFloat:
		return convertColumn(src, x, to, alloc, func(v S) float32 { return float32(float64(v)) })
	case types.KindDouble:
		return convertColumn(src, x, to, alloc, func(v S) float64 { return float64(v) })
	}
	return nil
}

// convertColumn applies conv to every slot (a NULL slot's value is never read back) and keeps
// x's validity.
func convertColumn[S, D fixedWidth](src []S, x arrow.Array, to types.Type, alloc memory.Allocator, conv func(S) D) arrow.Array {
	out := newFixedColumn[D](alloc, len(src))
	dst := out.values
	for i, v := range src {
		dst[i] = conv(v)
	}
	return convertedArray(out, x, to, alloc)
}

// convertedArray makes the array of type to from a converted column and x's validity.
func convertedArray[D fixedWidth](out fixedColumn[D], x arrow.Array, to types.Type, alloc memory.Allocator) arrow.Array {
	bitmap, nulls := copyValidity(x, alloc)
	if bitmap != nil {
		defer bitmap.Release()
	}
	defer out.buf.Release()
	d := array.NewData(types.ArrowType(to), len(out.values), []*memory.Buffer{bitmap, out.buf}, nil, nulls, 0)
	defer d.Release()
	return array.MakeFromData(d)
}

// copyValidity is x's validity bitmap realigned to offset 0, nil when x has no NULLs.
func copyValidity(x arrow.Array, alloc memory.Allocator) (*memory.Buffer, int) {
	d := x.Data()
	if x.NullN() == 0 {
		return nil, 0
	}
	buf := allocBuffer(alloc, int(bitutil.BytesForBits(int64(x.Len()))))
	clear(buf.Bytes())
	bitutil.CopyBitmap(d.Buffers()[0].Bytes(), d.Offset(), x.Len(), buf.Bytes(), 0)
	return buf, x.NullN()
}
