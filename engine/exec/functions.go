package exec

import (
	"math/big"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// isTest evaluates IS [NOT] NULL|TRUE|FALSE, which is never NULL.
func isTest(op string, x arrow.Array, alloc memory.Allocator) arrow.Array {
	b := array.NewBooleanBuilder(alloc)
	defer b.Release()
	b.Reserve(x.Len())
	bools, _ := x.(*array.Boolean)
	for i := range x.Len() {
		null := x.IsNull(i)
		var r bool
		switch op {
		case "IS NULL":
			r = null
		case "IS NOT NULL":
			r = !null
		case "IS TRUE":
			r = !null && bools.Value(i)
		case "IS NOT TRUE":
			r = null || !bools.Value(i)
		case "IS FALSE":
			r = !null && !bools.Value(i)
		case "IS NOT FALSE":
			r = null || bools.Value(i)
		}
		b.UnsafeAppend(r)
	}
	return b.NewArray()
}

// likePattern turns a LIKE pattern into a regular expression: % is any run of characters, _ is
// one character, and everything else matches itself, across lines too.
func likePattern(pattern string) (*regexp.Regexp, error) {
	var sb strings.Builder
	sb.WriteString("(?s)^")
	for _, r := range pattern {
		switch r {
		case '%':
			sb.WriteString(".*")
		case '_':
			sb.WriteString(".")
		default:
			sb.WriteString(regexp.QuoteMeta(string(r)))
		}
	}
	sb.WriteString("$")
	return regexp.Compile(sb.String())
}

func like(x *array.String, pattern string, alloc memory.Allocator) (arrow.Array, error) {
	re, err := likePattern(pattern)
	if err != nil {
		return nil, err
	}
	b := array.NewBooleanBuilder(alloc)
	defer b.Release()
	b.Reserve(x.Len())
	for i := range x.Len() {
		if x.IsNull(i) {
			b.UnsafeAppendBoolToBitmap(false)
			continue
		}
		b.UnsafeAppend(re.MatchString(x.Value(i)))
	}
	return b.NewArray(), nil
}

// stringFunc applies CHAR_LENGTH (characters, not bytes), UPPER or LOWER.
func stringFunc(op string, x *array.String, alloc memory.Allocator) arrow.Array {
	if op == "CHAR_LENGTH" {
		b := array.NewInt32Builder(alloc)
		defer b.Release()
		b.Reserve(x.Len())
		for i := range x.Len() {
			if x.IsNull(i) {
				b.AppendNull()
				continue
			}
			b.UnsafeAppend(int32(utf8.RuneCountInString(x.Value(i))))
		}
		return b.NewArray()
	}
	b := array.NewStringBuilder(alloc)
	defer b.Release()
	b.Reserve(x.Len())
	for i := range x.Len() {
		switch {
		case x.IsNull(i):
			b.AppendNull()
		case op == "UPPER":
			b.Append(strings.ToUpper(x.Value(i)))
		default:
			b.Append(strings.ToLower(x.Value(i)))
		}
	}
	return b.NewArray()
}

// abs is ABS of a number, in its own type (ABS of the smallest integer stays negative, as Java's
// Math.abs does).
func abs(t types.Type, x arrow.Array, alloc memory.Allocator) arrow.Array {
	xn := numbersOf(x, t)
	b := array.NewBuilder(alloc, types.ArrowType(t))
	defer b.Release()
	b.Reserve(x.Len())
	for i := range x.Len() {
		switch {
		case x.IsNull(i):
			b.AppendNull()
		case t.IsIntegerNumeric():
			v := xn.i64(i)
			if v < 0 {
				v = -v
			}
			appendInt(b, v)
		case t.Kind == types.KindFloat:
			v := float32(xn.f64(i))
			if v < 0 || (v == 0 && 1/v < 0) {
				v = -v
			}
			b.(*array.Float32Builder).UnsafeAppend(v)
		case t.Kind == types.KindDouble:
			v := xn.f64(i)
			if v < 0 || (v == 0 && 1/v < 0) {
				v = -v
			}
			b.(*array.Float64Builder).UnsafeAppend(v)
		case t.Kind == types.KindDecimal:
			b.(*array.Decimal128Builder).UnsafeAppend(decimal128.FromBigInt(new(big.Int).Abs(xn.dec(i))))
		}
	}
	return b.NewArray()
}

// likeLiteral is the pattern of a LIKE call, which the binder makes a literal.
func likeLiteral(e *plan.Call) string {
	return e.Args[1].(*plan.Literal).Value.(string)
}
