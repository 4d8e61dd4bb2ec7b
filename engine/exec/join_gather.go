package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
)

// gatherArray copies the given rows of a column, in typed loops; row -1 is a NULL, the padding
// of an outer join's missing side.
func gatherArray(arr arrow.Array, rows []int, alloc memory.Allocator) (arrow.Array, error) {
	b := array.NewBuilder(alloc, arr.DataType())
	defer b.Release()
	b.Reserve(len(rows))
	switch a := arr.(type) {
	case *array.Boolean:
		gatherInto(a, rows, b.(*array.BooleanBuilder))
	case *array.Int8:
		gatherInto(a, rows, b.(*array.Int8Builder))
	case *array.Int16:
		gatherInto(a, rows, b.(*array.Int16Builder))
	case *array.Int32:
		gatherInto(a, rows, b.(*array.Int32Builder))
	case *array.Int64:
		gatherInto(a, rows, b.(*array.Int64Builder))
	case *array.Float32:
		gatherInto(a, rows, b.(*array.Float32Builder))
	case *array.Float64:
		gatherInto(a, rows, b.(*array.Float64Builder))
	case *array.String:
		gatherInto(a, rows, b.(*array.StringBuilder))
	case *array.Binary:
		gatherInto(a, rows, b.(*array.BinaryBuilder))
	case *array.Decimal128:
		gatherInto(a, rows, b.(*array.Decimal128Builder))
	case *array.Date32:
		gatherInto(a, rows, b.(*array.Date32Builder))
	case *array.Time32:
		gatherInto(a, rows, b.(*array.Time32Builder))
	case *array.Time64:
		gatherInto(a, rows, b.(*array.Time64Builder))
	case *array.Timestamp:
		gatherInto(a, rows, b.(*array.TimestampBuilder))
	case *array.Null:
		b.AppendNulls(len(rows))
	default:
		return nil, notSupported("joining rows of " + arr.DataType().String())
	}
	return b.NewArray(), nil
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

// gatherColumns copies rows of a record's columns, row -1 giving NULLs, into new arrays that the
// caller releases.
func gatherColumns(rec arrow.Record, rows []int, alloc memory.Allocator) ([]arrow.Array, error) {
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
