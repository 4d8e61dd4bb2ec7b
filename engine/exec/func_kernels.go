package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The kernel registry: one kernel per call operator (plan.Call.Op), registered by the
// func_*.go files. A kernel computes a call over its operands, each evaluated already into an
// array of n rows, in typed loops over the arrays' values.

// kernel evaluates a call over its evaluated operands.
type kernel func(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error)

// kctx is what every kernel needs: the number of rows and the allocator for its result.
type kctx struct {
	n     int
	alloc memory.Allocator
}

var kernels = map[plan.Op]kernel{}

// check optionally tells whether a kernel can evaluate a call with these operand types, for
// the operators whose kernels cover only some types.
var kernelChecks = map[plan.Op]func(c *plan.Call) error{}

func registerKernels(ks map[plan.Op]kernel) {
	for op, k := range ks {
		kernels[op] = k
	}
}

// Typed readers. Each returns a function that reads row i without boxing; the caller checks
// for NULL first.

func stringsOf(arr arrow.Array) *array.String { return arr.(*array.String) }

// intsOf reads an integer column (TINYINT to BIGINT, and the integer layouts of the
// temporal types) as int64.
func intsOf(arr arrow.Array) func(i int) int64 {
	switch a := arr.(type) {
	case *array.Int8:
		return func(i int) int64 { return int64(a.Value(i)) }
	case *array.Int16:
		return func(i int) int64 { return int64(a.Value(i)) }
	case *array.Int32:
		return func(i int) int64 { return int64(a.Value(i)) }
	case *array.Int64:
		return a.Value
	case *array.Date32:
		return func(i int) int64 { return int64(a.Value(i)) }
	case *array.Time32:
		return func(i int) int64 { return int64(a.Value(i)) }
	case *array.MonthInterval:
		return func(i int) int64 { return int64(a.Value(i)) }
	case *array.Duration:
		return func(i int) int64 { return int64(a.Value(i)) }
	}
	return func(int) int64 { return 0 }
}

// anyNull reports whether any operand is NULL at row i.
func anyNull(args []arrow.Array, i int) bool {
	for _, a := range args {
		if a.IsNull(i) {
			return true
		}
	}
	return false
}

// stringResult builds a STRING column row by row: f returns the value and whether it is
// non-NULL; rows where an operand is NULL are NULL without calling f.
func stringResult(k *kctx, args []arrow.Array, f func(i int) (string, bool)) arrow.Array {
	out := newStringColumn(k.alloc, k.n, 8*k.n)
	for i := range k.n {
		if anyNull(args, i) {
			out.appendNull()
			continue
		}
		if s, ok := f(i); ok {
			out.append(s)
		} else {
			out.appendNull()
		}
	}
	return out.finish()
}

// int32Result builds an INT column the same way.
func int32Result(k *kctx, args []arrow.Array, f func(i int) (int32, bool)) arrow.Array {
	b := array.NewInt32Builder(k.alloc)
	defer b.Release()
	b.Reserve(k.n)
	for i := range k.n {
		if anyNull(args, i) {
			b.AppendNull()
			continue
		}
		if v, ok := f(i); ok {
			b.UnsafeAppend(v)
		} else {
			b.UnsafeAppendBoolToBitmap(false)
		}
	}
	return b.NewArray()
}

// int64Result builds a BIGINT column the same way.
func int64Result(k *kctx, args []arrow.Array, f func(i int) (int64, bool)) arrow.Array {
	b := array.NewInt64Builder(k.alloc)
	defer b.Release()
	b.Reserve(k.n)
	for i := range k.n {
		if anyNull(args, i) {
			b.AppendNull()
			continue
		}
		if v, ok := f(i); ok {
			b.UnsafeAppend(v)
		} else {
			b.UnsafeAppendBoolToBitmap(false)
		}
	}
	return b.NewArray()
}

// float64Result builds a DOUBLE column the same way.
func float64Result(k *kctx, args []arrow.Array, f func(i int) (float64, bool)) arrow.Array {
	b := array.NewFloat64Builder(k.alloc)
	defer b.Release()
	b.Reserve(k.n)
	for i := range k.n {
		if anyNull(args, i) {
			b.AppendNull()
			continue
		}
		if v, ok := f(i); ok {
			b.UnsafeAppend(v)
		} else {
			b.UnsafeAppendBoolToBitmap(false)
		}
	}
	return b.NewArray()
}

// boolResult builds a BOOLEAN column the same way.
func boolResult(k *kctx, args []arrow.Array, f func(i int) (bool, bool)) arrow.Array {
	b := array.NewBooleanBuilder(k.alloc)
	defer b.Release()
	b.Reserve(k.n)
	for i := range k.n {
		if anyNull(args, i) {
			b.UnsafeAppendBoolToBitmap(false)
			continue
		}
		if v, ok := f(i); ok {
			b.UnsafeAppend(v)
		} else {
			b.UnsafeAppendBoolToBitmap(false)
		}
	}
	return b.NewArray()
}

// timestampsOf reads a TIMESTAMP or TIMESTAMP_LTZ column.
func timestampsOf(arr arrow.Array) func(i int) types.TimestampData {
	millis, nanos := types.TimestampColumns(arr)
	return func(i int) types.TimestampData { return types.TimestampData{Millis: millis[i], NanoOfMilli: nanos[i]} }
}
