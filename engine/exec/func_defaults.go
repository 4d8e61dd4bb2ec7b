package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// Flink's generated code trusts types. Reading a NOT NULL-typed field it still learns that
// the field is NULL, skips the computations that need it, and leaves their results at the
// values its code starts from (CodeGenUtils.primitiveDefaultValue: an empty string, false,
// -1); writing a NOT NULL-typed result it writes that value without checking. So a projection
// (a Calc) over a NOT NULL-typed column that is NULL all the same, such as LISTAGG over no rows,
// which Flink types after its NOT NULL argument, outputs '' for it and -1 for its CHAR_LENGTH
// (case agg_listagg_not_null_empty). A NULL a function returns for operands that are not NULL
// (an invalid regular expression) stays NULL, and so does a type without such a default
// (DECIMAL, TIMESTAMP...): the sink's NOT NULL check fails on them.

// codegenDefaults replaces the NULLs of a NOT NULL-typed expression that come from a NULL
// among the input columns it reads by the type's default; it returns col itself, retained,
// when there is nothing to replace.
func codegenDefaults(col arrow.Array, e plan.Expr, in connector.Batch, alloc memory.Allocator) arrow.Array {
	if e.Type().Nullable() || col.NullN() == 0 {
		col.Retain()
		return col
	}
	var refs []arrow.Array
	forEachInputRef(e, func(index int) { refs = append(refs, in.Record.Column(index)) })
	fromInput := func(i int) bool {
		for _, r := range refs {
			if r.IsNull(i) {
				return true
			}
		}
		return false
	}
	k := &kctx{n: col.Len(), alloc: alloc}
	switch a := col.(type) {
	case *array.String:
		return stringResult(k, nil, func(i int) (string, bool) {
			if a.IsNull(i) {
				return "", fromInput(i)
			}
			return a.Value(i), true
		})
	case *array.Boolean:
		return boolResult(k, nil, func(i int) (bool, bool) {
			if a.IsNull(i) {
				return false, fromInput(i)
			}
			return a.Value(i), true
		})
	case *array.Int8, *array.Int16, *array.Int32, *array.Int64, *array.Date32, *array.Time32, *array.MonthInterval, *array.Duration:
		return fillIntegers(a, fromInput, alloc)
	case *array.Float32:
		b := array.NewFloat32Builder(alloc)
		defer b.Release()
		for i := range a.Len() {
			switch {
			case a.IsValid(i):
				b.Append(a.Value(i))
			case fromInput(i):
				b.Append(-1)
			default:
				b.AppendNull()
			}
		}
		return b.NewArray()
	case *array.Float64:
		return float64Result(k, nil, func(i int) (float64, bool) {
			if a.IsNull(i) {
				return -1, fromInput(i)
			}
			return a.Value(i), true
		})
	}
	col.Retain()
	return col
}

// forEachInputRef calls f with the index of each input field an expression reads.
// A shared operand is visited once (eval_memo.go), so a reference may be reported fewer times
// than the expression's tree form holds it.
func forEachInputRef(e plan.Expr, f func(index int)) {
	plan.WalkOnce(e, func(x plan.Expr) bool {
		if r, ok := x.(*plan.InputRef); ok {
			f(r.Index)
		}
		return true
	})
}

// fillIntegers copies a fixed-width integer column with -1 for the NULLs that come from input.
func fillIntegers(col arrow.Array, fromInput func(i int) bool, alloc memory.Allocator) arrow.Array {
	b := array.NewBuilder(alloc, col.DataType())
	defer b.Release()
	b.Reserve(col.Len())
	read := intsOf(col)
	for i := range col.Len() {
		v := int64(-1)
		if col.IsValid(i) {
			v = read(i)
		} else if !fromInput(i) {
			b.AppendNull()
			continue
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
