package exec

import (
	"unsafe"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/memory"
)

// gatherArray copies the given rows of a column, in typed loops; row -1 is a NULL, the padding
// of an outer join's missing side.
func gatherArray(arr arrow.Array, rows []int, alloc memory.Allocator) (arrow.Array, error) {
	switch a := arr.(type) {
	case *array.Int8:
		return gatherFixed(a, a.Int8Values(), rows), nil
	case *array.Int16:
		return gatherFixed(a, a.Int16Values(), rows), nil
	case *array.Int32:
		return gatherFixed(a, a.Int32Values(), rows), nil
	case *array.Int64:
		return gatherFixed(a, a.Int64Values(), rows), nil
	case *array.Float32:
		return gatherFixed(a, a.Float32Values(), rows), nil
	case *array.Float64:
		return gatherFixed(a, a.Float64Values(), rows), nil
	case *array.Date32:
		return gatherFixed(a, a.Date32Values(), rows), nil
	case *array.Time32:
		return gatherFixed(a, a.Time32Values(), rows), nil
	case *array.Time64:
		return gatherFixed(a, a.Time64Values(), rows), nil
	case *array.Decimal128:
		return gatherFixed(a, a.Values(), rows), nil
	case *array.String:
		return gatherStrings(a, rows), nil
	case *array.Struct:
		return gatherStruct(a, rows, alloc)
	}
	b := array.NewBuilder(alloc, arr.DataType())
	defer b.Release()
	b.Reserve(len(rows))
	switch a := arr.(type) {
	case *array.Boolean:
		gatherInto(a, rows, b.(*array.BooleanBuilder))
	case *array.String:
		gatherInto(a, rows, b.(*array.StringBuilder))
	case *array.Binary:
		gatherInto(a, rows, b.(*array.BinaryBuilder))
	case *array.Null:
		b.AppendNulls(len(rows))
	default:
		// Lists (ARRAY, MAP, MULTISET) and the rest: the typed copies of takeRecord, run by run
		// between the padding rows.
		if err := appendRowsOrNulls(b, arr, rows); err != nil {
			return nil, err
		}
	}
	return b.NewArray(), nil
}

// gatherStruct gathers a struct column (ROW, and TIMESTAMP's millis and nano_of_milli) child by
// child with gatherArray; a NULL row, or a padding row, is NULL in every child too, as the
// builders leave it.
func gatherStruct(a *array.Struct, rows []int, alloc memory.Allocator) (arrow.Array, error) {
	childRows := rows
	var validity []byte
	nulls := 0
	for i, r := range rows {
		if r >= 0 && a.IsValid(r) {
			continue
		}
		if validity == nil {
			validity = make([]byte, bitutil.BytesForBits(int64(len(rows))))
			bitutil.SetBitsTo(validity, 0, int64(len(rows)), true)
			childRows = append([]int{}, rows...)
		}
		bitutil.ClearBit(validity, i)
		childRows[i] = -1
		nulls++
	}
	children := make([]arrow.ArrayData, a.NumField())
	for f := range children {
		child, err := gatherArray(a.Field(f), childRows, alloc)
		if err != nil {
			for _, c := range children[:f] {
				c.Release()
			}
			return nil, err
		}
		children[f] = child.Data()
		children[f].Retain()
		child.Release()
	}
	var bitmap *memory.Buffer
	if validity != nil {
		bitmap = memory.NewBufferBytes(validity)
	}
	d := array.NewData(a.DataType(), len(rows), []*memory.Buffer{bitmap}, children, nulls, 0)
	for _, c := range children {
		c.Release()
	}
	defer d.Release()
	return array.MakeFromData(d), nil
}

// appendRowsOrNulls appends the given rows of arr to b with appendRows, and a NULL for each
// row -1.
func appendRowsOrNulls(b array.Builder, arr arrow.Array, rows []int) error {
	for len(rows) > 0 {
		k := 0
		for k < len(rows) && rows[k] < 0 {
			k++
		}
		b.AppendNulls(k)
		rows = rows[k:]
		k = 0
		for k < len(rows) && rows[k] >= 0 {
			k++
		}
		if err := appendRows(b, arr, rows[:k]); err != nil {
			return err
		}
		rows = rows[k:]
	}
	return nil
}

func gatherInto[T any](a valued[T], rows []int, b appender[T]) {
	for _, r := range rows {
		if r < 0 || a.IsNull(r) {
			b.AppendNull()
		} else {
			b.Append(a.Value(r))
		}
	}
}

// gatherFixed copies fixed-width values into a new array whose buffers it fills directly; the
// validity bitmap is made only when a NULL occurs.
func gatherFixed[T any](a arrow.Array, values []T, rows []int) arrow.Array {
	out := make([]T, len(rows))
	hasNulls := a.NullN() > 0
	var validity []byte
	nulls := 0
	for i, r := range rows {
		if r >= 0 && (!hasNulls || a.IsValid(r)) {
			out[i] = values[r]
			continue
		}
		if validity == nil {
			validity = make([]byte, bitutil.BytesForBits(int64(len(rows))))
			bitutil.SetBitsTo(validity, 0, int64(len(rows)), true)
		}
		bitutil.ClearBit(validity, i)
		nulls++
	}
	var size int
	if len(out) > 0 {
		size = int(unsafe.Sizeof(out[0]))
	}
	var data []byte
	if len(out) > 0 {
		data = unsafe.Slice((*byte)(unsafe.Pointer(&out[0])), len(out)*size)
	}
	var bitmap *memory.Buffer
	if validity != nil {
		bitmap = memory.NewBufferBytes(validity)
	}
	d := array.NewData(a.DataType(), len(rows), []*memory.Buffer{bitmap, memory.NewBufferBytes(data)}, nil, nulls, 0)
	defer d.Release()
	return array.MakeFromData(d)
}

// gatherStrings copies strings into a new array whose offsets and bytes it fills directly.
func gatherStrings(a *array.String, rows []int) arrow.Array {
	offsets := a.ValueOffsets()
	bytes := a.ValueBytes()
	total := 0
	for _, r := range rows {
		if r >= 0 {
			total += int(offsets[r+1] - offsets[r])
		}
	}
	outOffsets := make([]int32, len(rows)+1)
	outBytes := make([]byte, 0, total)
	hasNulls := a.NullN() > 0
	var validity []byte
	nulls := 0
	for i, r := range rows {
		if r >= 0 && (!hasNulls || a.IsValid(r)) {
			outBytes = append(outBytes, bytes[offsets[r]:offsets[r+1]]...)
		} else {
			if validity == nil {
				validity = make([]byte, bitutil.BytesForBits(int64(len(rows))))
				bitutil.SetBitsTo(validity, 0, int64(len(rows)), true)
			}
			bitutil.ClearBit(validity, i)
			nulls++
		}
		outOffsets[i+1] = int32(len(outBytes))
	}
	var bitmap *memory.Buffer
	if validity != nil {
		bitmap = memory.NewBufferBytes(validity)
	}
	offsetBytes := unsafe.Slice((*byte)(unsafe.Pointer(&outOffsets[0])), len(outOffsets)*4)
	d := array.NewData(a.DataType(), len(rows),
		[]*memory.Buffer{bitmap, memory.NewBufferBytes(offsetBytes), memory.NewBufferBytes(outBytes)}, nil, nulls, 0)
	defer d.Release()
	return array.MakeFromData(d)
}

// gatherColumns copies rows of a record's columns, row -1 giving NULLs, into new arrays that the
// caller releases.
func gatherColumns(rec arrow.RecordBatch, rows []int, alloc memory.Allocator) ([]arrow.Array, error) {
	cols := make([]arrow.Array, rec.NumCols())
	for c := range cols {
		arr, err := gatherArray(rec.Column(c), rows, alloc)
		if err != nil {
			releaseAll(cols)
			return nil, err
		}
		cols[c] = arr
	}
	return cols, nil
}
