package exec

import (
	"bytes"
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// compareClass is how two operands compare: as integers, doubles, exact decimals, strings or
// booleans.
type compareClass int

const (
	compareInts compareClass = iota
	compareDoubles
	compareExact
	compareStrings
	compareBools
	compareInt64s     // DATE, TIME and intervals: their integer layouts
	compareTimestamps // TIMESTAMP and TIMESTAMP_LTZ, whatever their units
	compareBinary     // byte by byte, unsigned
)

func compareClassOf(a, b types.Type) (compareClass, bool) {
	switch {
	case a.IsApproxNumeric() && b.IsNumeric(), b.IsApproxNumeric() && a.IsNumeric():
		return compareDoubles, true
	case a.IsIntegerNumeric() && b.IsIntegerNumeric():
		return compareInts, true
	case a.IsNumeric() && b.IsNumeric():
		return compareExact, true
	case a.IsCharString() && b.IsCharString():
		return compareStrings, true
	case a.Kind == types.KindBoolean && b.Kind == types.KindBoolean:
		return compareBools, true
	case a.IsTimestamp() && b.IsTimestamp():
		return compareTimestamps, true
	case a.IsBinaryString() && b.IsBinaryString():
		return compareBinary, true
	case a.Kind == types.KindBitmap && b.Kind == types.KindBitmap:
		// Only = and <> reach here (the binder refuses ordering): a bitmap's bytes are
		// canonical, so equal sets have equal bytes.
		return compareBinary, true
	case a.Kind == b.Kind && (a.Kind == types.KindDate || a.Kind == types.KindTime || a.Is(types.FamilyInterval)):
		return compareInt64s, true
	}
	return 0, false
}

// compare evaluates x op y; NULL when either is NULL. Integers and strings compare in typed
// loops; the other classes through comparatorOf.
func compare(op plan.Op, xt, yt types.Type, x, y arrow.Array, alloc memory.Allocator) (arrow.Array, error) {
	n := x.Len()
	res := make([]bool, n)
	var valid []bool
	if x.NullN() > 0 || y.NullN() > 0 {
		valid = make([]bool, n)
		for i := range valid {
			valid[i] = x.IsValid(i) && y.IsValid(i)
		}
	}
	class, _ := compareClassOf(xt, yt)
	switch {
	case class == compareInts && isIntegerArray(x) && isIntegerArray(y):
		xs, ys := int64sOf(x, nil), int64sOf(y, nil)
		compareRows(op, res, valid, func(i int) int { return cmpOrdered(xs[i], ys[i]) })
	case class == compareStrings && (op == "=" || op == "<>"):
		xs, ys := x.(*array.String), y.(*array.String)
		for i := range res {
			res[i] = (xs.Value(i) == ys.Value(i)) == (op == "=")
		}
	default:
		compareRows(op, res, valid, comparatorOf(xt, yt, x, y))
	}
	b := array.NewBooleanBuilder(alloc)
	defer b.Release()
	b.AppendValues(res, valid)
	return b.NewArray(), nil
}

// compareRows sets res[i] to whether cmp(i) (-1, 0, +1) satisfies op, on the rows valid
// (nil: every row) marks.
func compareRows(op plan.Op, res, valid []bool, cmp func(i int) int) {
	var test func(c int) bool
	switch op {
	case plan.OpEquals:
		test = func(c int) bool { return c == 0 }
	case plan.OpNotEquals:
		test = func(c int) bool { return c != 0 }
	case plan.OpLess:
		test = func(c int) bool { return c < 0 }
	case plan.OpLessOrEqual:
		test = func(c int) bool { return c <= 0 }
	case plan.OpGreater:
		test = func(c int) bool { return c > 0 }
	case plan.OpGreaterOrEqual:
		test = func(c int) bool { return c >= 0 }
	default:
		return
	}
	for i := range res {
		if valid == nil || valid[i] {
			res[i] = test(cmp(i))
		}
	}
}

func sign3(less, greater bool) int {
	switch {
	case less:
		return -1
	case greater:
		return 1
	}
	return 0
}

// comparatorOf orders the non-NULL values of two columns row by row: -1, 0 or +1.
func comparatorOf(xt, yt types.Type, x, y arrow.Array) func(i int) int {
	class, _ := compareClassOf(xt, yt)
	var cmp func(i int) int
	switch class {
	case compareInts:
		xn, yn := numbersOf(x, xt), numbersOf(y, yt)
		cmp = func(i int) int { return sign3(xn.i64(i) < yn.i64(i), xn.i64(i) > yn.i64(i)) }
	case compareDoubles:
		xn, yn := numbersOf(x, xt), numbersOf(y, yt)
		cmp = func(i int) int { return sign3(xn.f64(i) < yn.f64(i), xn.f64(i) > yn.f64(i)) }
	case compareExact:
		xn, yn := numbersOf(x, xt), numbersOf(y, yt)
		cmp = func(i int) int { return xn.rat(i).Cmp(yn.rat(i)) }
	case compareStrings:
		xs, ys := x.(*array.String), y.(*array.String)
		cmp = func(i int) int { return strings.Compare(xs.Value(i), ys.Value(i)) }
	case compareBools:
		xb, yb := x.(*array.Boolean), y.(*array.Boolean)
		cmp = func(i int) int { return sign3(!xb.Value(i) && yb.Value(i), xb.Value(i) && !yb.Value(i)) }
	case compareInt64s:
		xi, yi := intsOf(x), intsOf(y)
		cmp = func(i int) int { return sign3(xi(i) < yi(i), xi(i) > yi(i)) }
	case compareTimestamps:
		xt, yt := timestampsOf(x), timestampsOf(y)
		cmp = func(i int) int { return xt(i).Compare(yt(i)) }
	case compareBinary:
		xb, yb := x.(*array.Binary), y.(*array.Binary)
		cmp = func(i int) int { return bytes.Compare(xb.Value(i), yb.Value(i)) }
	}
	return cmp
}
