package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Flink's generated code trusts types: it does not check a NOT NULL-typed value for NULL. A
// projection (a Calc) computing from one that is NULL all the same, such as LISTAGG over no
// rows, which Flink types after its NOT NULL argument, sees the value its code starts from
// (CodeGenUtils.primitiveDefaultValue): an empty string, false, -1. So does whatever it
// computes from it: CHAR_LENGTH gives -1 (case agg_listagg_not_null_empty). Types without such
// a default (DECIMAL, TIMESTAMP...) stay NULL, and the sink's NOT NULL check fails on them.

// codegenDefaults replaces NULLs in a NOT NULL-typed column by the type's default; it returns
// col itself, retained, when there is nothing to replace.
func codegenDefaults(col arrow.Array, t types.Type, alloc memory.Allocator) arrow.Array {
	if t.Nullable() || col.NullN() == 0 {
		col.Retain()
		return col
	}
	switch a := col.(type) {
	case *array.String:
		return stringResult(&kctx{n: a.Len(), alloc: alloc}, nil, func(i int) (string, bool) {
			if a.IsNull(i) {
				return "", true
			}
			return a.Value(i), true
		})
	case *array.Boolean:
		return boolResult(&kctx{n: a.Len(), alloc: alloc}, nil, func(i int) (bool, bool) { return a.IsValid(i) && a.Value(i), true })
	case *array.Int8, *array.Int16, *array.Int32, *array.Int64, *array.Date32, *array.Time32, *array.MonthInterval, *array.Duration:
		return fillIntegers(a, alloc)
	case *array.Float32:
		b := array.NewFloat32Builder(alloc)
		defer b.Release()
		for i := range a.Len() {
			if a.IsNull(i) {
				b.Append(-1)
			} else {
				b.Append(a.Value(i))
			}
		}
		return b.NewArray()
	case *array.Float64:
		return float64Result(&kctx{n: a.Len(), alloc: alloc}, nil, func(i int) (float64, bool) {
			if a.IsNull(i) {
				return -1, true
			}
			return a.Value(i), true
		})
	}
	col.Retain()
	return col
}

// fillIntegers copies a fixed-width integer column with -1 for NULL.
func fillIntegers(col arrow.Array, alloc memory.Allocator) arrow.Array {
	b := array.NewBuilder(alloc, col.DataType())
	defer b.Release()
	b.Reserve(col.Len())
	read := intsOf(col)
	for i := range col.Len() {
		v := int64(-1)
		if col.IsValid(i) {
			v = read(i)
		}
		switch bb := b.(type) {
		case *array.Date32Builder:
			bb.Append(arrow.Date32(v))
		case *array.Time32Builder:
			bb.Append(arrow.Time32(v))
		case *array.MonthIntervalBuilder:
			bb.Append(arrow.MonthInterval(v))
		case *array.DurationBuilder:
			bb.Append(arrow.Duration(v))
		default:
			appendInt(b, v)
		}
	}
	return b.NewArray()
}

// projectsIdentity reports whether a projection passes its input through unchanged, which
// Flink's planner removes, so that no generated code reads the values.
func projectsIdentity(exprs []plan.Expr, inputs int) bool {
	if len(exprs) != inputs {
		return false
	}
	for i, e := range exprs {
		if ref, ok := e.(*plan.InputRef); !ok || ref.Index != i {
			return false
		}
	}
	return true
}
