package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/types"
)

// takeRecord copies the given rows of a batch, column by column in typed loops.
func takeRecord(b connector.Batch, rows []int, alloc memory.Allocator) (connector.Batch, error) {
	return takeColumns(b, rows, nil, alloc)
}

// takeColumns is takeRecord for a reader of only the columns read marks (nil: all of them):
// each other column (of those read covers) is a zero-copy slice of the input, of the right type and length but not
// the kept rows' values, so it must never be read.
func takeColumns(b connector.Batch, rows []int, read []bool, alloc memory.Allocator) (connector.Batch, error) {
	cols := make([]arrow.Array, b.Record.NumCols())
	defer releaseAll(cols)
	for c := range cols {
		col := b.Record.Column(c)
		if c < len(read) && !read[c] {
			cols[c] = array.NewSlice(col, 0, int64(len(rows)))
			continue
		}
		arr, err := takeArray(col, rows, alloc)
		if err != nil {
			return connector.Batch{}, err
		}
		cols[c] = arr
	}
	out := connector.Batch{Record: array.NewRecordBatch(b.Record.Schema(), cols, int64(len(rows)))}
	if b.Kinds != nil {
		out.Kinds = make([]types.RowKind, len(rows))
		for i, r := range rows {
			out.Kinds[i] = b.Kinds[r]
		}
	}
	return out, nil
}

// takeArray copies the given rows of one column.
func takeArray(arr arrow.Array, rows []int, alloc memory.Allocator) (arrow.Array, error) {
	b := array.NewBuilder(alloc, arr.DataType())
	defer b.Release()
	b.Reserve(len(rows))
	if err := appendRows(b, arr, rows); err != nil {
		return nil, err
	}
	return b.NewArray(), nil
}

// appendRows appends the given rows of arr to b, a builder of arr's type.
func appendRows(b array.Builder, arr arrow.Array, rows []int) error {
	switch a := arr.(type) {
	case *array.Boolean:
		takeInto(a, rows, b.(*array.BooleanBuilder))
	case *array.Int8:
		takeFixed(a.Int8Values(), a, rows, b.(*array.Int8Builder))
	case *array.Int16:
		takeFixed(a.Int16Values(), a, rows, b.(*array.Int16Builder))
	case *array.Int32:
		takeFixed(a.Int32Values(), a, rows, b.(*array.Int32Builder))
	case *array.Int64:
		takeFixed(a.Int64Values(), a, rows, b.(*array.Int64Builder))
	case *array.Float32:
		takeFixed(a.Float32Values(), a, rows, b.(*array.Float32Builder))
	case *array.Float64:
		takeFixed(a.Float64Values(), a, rows, b.(*array.Float64Builder))
	case *array.String:
		takeStrings(a, rows, b.(*array.StringBuilder))
	case *array.Binary:
		takeInto(a, rows, b.(*array.BinaryBuilder))
	case *array.Decimal128:
		takeInto(a, rows, b.(*array.Decimal128Builder))
	case *array.Date32:
		takeInto(a, rows, b.(*array.Date32Builder))
	case *array.Time32:
		takeInto(a, rows, b.(*array.Time32Builder))
	case *array.Time64:
		takeInto(a, rows, b.(*array.Time64Builder))
	case *array.MonthInterval:
		takeInto(a, rows, b.(*array.MonthIntervalBuilder))
	case *array.Duration:
		takeInto(a, rows, b.(*array.DurationBuilder))
	case *array.Null:
		b.AppendNulls(len(rows))
	case *array.Struct:
		return appendStructRows(b.(*array.StructBuilder), a, rows)
	case *array.List:
		return appendListRows(b.(*array.ListBuilder), a, rows)
	default:
		return notSupported("copying rows of " + arr.DataType().String())
	}
	return nil
}

// valued is an Arrow array whose values one builder type appends.
type valued[T any] interface {
	IsNull(i int) bool
	Value(i int) T
}

type appender[T any] interface {
	Append(v T)
	AppendNull()
}

func takeInto[T any](a valued[T], rows []int, b appender[T]) {
	for _, r := range rows {
		if a.IsNull(r) {
			b.AppendNull()
		} else {
			b.Append(a.Value(r))
		}
	}
}

// takeFixed copies rows of a fixed-width column through its values slice, in one append.
func takeFixed[T any](vals []T, arr arrow.Array, rows []int, b interface{ AppendValues([]T, []bool) }) {
	out := make([]T, len(rows))
	for k, r := range rows {
		out[k] = vals[r]
	}
	var valid []bool
	if arr.NullN() > 0 {
		valid = make([]bool, len(rows))
		for k, r := range rows {
			valid[k] = arr.IsValid(r)
		}
	}
	b.AppendValues(out, valid)
}

// takeStrings copies rows of a string column, reserving their bytes first.
func takeStrings(a *array.String, rows []int, b *array.StringBuilder) {
	size := 0
	for _, r := range rows {
		size += a.ValueLen(r)
	}
	b.ReserveData(size)
	for _, r := range rows {
		if a.IsNull(r) {
			b.AppendNull()
		} else {
			b.Append(a.Value(r))
		}
	}
}
