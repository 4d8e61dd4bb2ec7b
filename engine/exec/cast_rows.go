package exec

import (
	"errors"
	"unsafe"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/decimal128"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

// The typed cast kernels share this loop and these result columns: a kernel picks its
// conversion once for the column and hands it here, so no value is boxed and no rule is looked
// up again per row.

// castRows runs convert over the rows of x that are not NULL; convert writes row i's result
// itself and says whether it is NULL (a DECIMAL that overflows is) or failed. Under TRY_CAST a
// failure of kind types.ErrCastFailed makes the row NULL, as types.TryCastValue does; any other
// failure, or any failure under CAST, stops the cast at that row, as the general path stops.
// It returns the result's validity, nil when no row is NULL.
func castRows(x arrow.Array, try bool, convert func(i int) (null bool, err error)) ([]bool, error) {
	n := x.Len()
	var valid []bool // made at the first NULL
	markNull := func(i int) {
		if valid == nil {
			valid = make([]bool, n)
			for j := range i {
				valid[j] = true
			}
		}
		valid[i] = false
	}
	inputNulls := x.NullN() > 0
	for i := range n {
		if inputNulls && x.IsNull(i) {
			markNull(i)
			continue
		}
		null, err := convert(i)
		switch {
		case err != nil && try && errors.Is(err, types.ErrCastFailed):
			markNull(i)
		case err != nil:
			return nil, err
		case null:
			markNull(i)
		case valid != nil:
			valid[i] = true
		}
	}
	return valid, nil
}

// castToFixed casts x into a fixed-width column of D; convert gives row i's value, or NULL, or
// a failure.
func castToFixed[D fixedWidth](x arrow.Array, to types.Type, try bool, alloc memory.Allocator,
	convert func(i int) (D, bool, error)) (arrow.Array, error) {
	out := newFixedColumn[D](alloc, x.Len())
	valid, err := castRows(x, try, func(i int) (bool, error) {
		v, null, err := convert(i)
		out.values[i] = v
		return null, err
	})
	if err != nil {
		out.buf.Release()
		return nil, err
	}
	return out.finish(types.ArrowType(to), valid, alloc), nil
}

// castToDecimal casts x into a DECIMAL column of type to.
func castToDecimal(x arrow.Array, to types.Type, try bool, alloc memory.Allocator,
	convert func(i int) (decimal128.Num, bool, error)) (arrow.Array, error) {
	n := x.Len()
	buf := allocBuffer(alloc, n*int(unsafe.Sizeof(decimal128.Num{})))
	var values []decimal128.Num
	if n > 0 {
		// Arrow's Decimal128 layout is this struct's, as Decimal128.Values reads it.
		values = unsafe.Slice((*decimal128.Num)(unsafe.Pointer(&buf.Bytes()[0])), n)
	}
	valid, err := castRows(x, try, func(i int) (bool, error) {
		v, null, err := convert(i)
		values[i] = v
		return null, err
	})
	if err != nil {
		buf.Release()
		return nil, err
	}
	return fixedArray(types.ArrowType(to), buf, n, valid, alloc), nil
}

// castToBooleans casts x into a BOOLEAN column.
func castToBooleans(x arrow.Array, try bool, alloc memory.Allocator, convert func(i int) (bool, error)) (arrow.Array, error) {
	n := x.Len()
	buf := allocBuffer(alloc, int(bitutil.BytesForBits(int64(n))))
	bits := buf.Bytes()
	clear(bits)
	valid, err := castRows(x, try, func(i int) (bool, error) {
		v, err := convert(i)
		if v {
			bitutil.SetBit(bits, i)
		}
		return false, err
	})
	if err != nil {
		buf.Release()
		return nil, err
	}
	return fixedArray(arrow.FixedWidthTypes.Boolean, buf, n, valid, alloc), nil
}

// castToVarChar casts x into a VARCHAR(to.Length) column; format appends row i's text, which is
// ASCII (numbers, TRUE and FALSE), so that cutting it to the length is cutting bytes, as
// CastValue's cut to characters does for ASCII. Such casts never fail.
func castToVarChar(x arrow.Array, to types.Type, bytesPerRow int, alloc memory.Allocator, format func(b []byte, i int) []byte) arrow.Array {
	n := x.Len()
	out := newStringColumn(alloc, n, bytesPerRow*n)
	inputNulls := x.NullN() > 0
	var buf []byte
	for i := range n {
		if inputNulls && x.IsNull(i) {
			out.appendNull()
			continue
		}
		buf = format(buf[:0], i)
		if len(buf) > to.Length {
			buf = buf[:to.Length]
		}
		out.appendBytes(buf)
		out.endValue()
	}
	return out.finish()
}

// integerValues reads an integer or BOOLEAN column as int64s (TRUE is 1), for the kernels that
// convert either alike, as CastValue does; ok is false for any other column.
func integerValues(x arrow.Array) ([]int64, bool) {
	switch a := x.(type) {
	case *array.Int8, *array.Int16, *array.Int32, *array.Int64:
		return int64sOf(a, nil), true
	case *array.Boolean:
		out := make([]int64, a.Len())
		for i := range out {
			if a.Value(i) {
				out[i] = 1
			}
		}
		return out, true
	}
	return nil, false
}

// floatValues reads a FLOAT or DOUBLE column as float64s, exactly; ok is false for any other.
func floatValues(x arrow.Array) ([]float64, bool) {
	switch x.(type) {
	case *array.Float32, *array.Float64:
		return float64sOf(x, nil), true
	}
	return nil, false
}
