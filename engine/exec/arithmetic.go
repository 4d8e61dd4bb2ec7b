package exec

import (
	"math"
	"math/big"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

const classArithmetic = "java.lang.ArithmeticException"

func init() {
	for _, op := range []plan.Op{plan.OpPlus, plan.OpMinus, plan.OpTimes, plan.OpDivide, plan.OpMod} {
		kernels[op] = arithmeticKernel
		kernelChecks[op] = checkArithmetic
	}
}

// checkArithmetic accepts numbers, datetime ± interval, interval ± interval, and intervals
// scaled by integers.
func checkArithmetic(c *plan.Call) error {
	if c.T.IsNumeric() {
		return nil
	}
	ok := false
	switch {
	case len(c.Args) == 1:
		ok = c.T.Is(types.FamilyInterval)
	case c.Op == plan.OpTimes || c.Op == plan.OpDivide:
		x, y := c.Args[0].Type(), c.Args[1].Type()
		ok = (x.Is(types.FamilyInterval) && y.IsIntegerNumeric()) || (c.Op == plan.OpTimes && y.Is(types.FamilyInterval) && x.IsIntegerNumeric())
	case c.Op == plan.OpPlus || c.Op == plan.OpMinus:
		ok = c.T.Is(types.FamilyDatetime) || c.T.Is(types.FamilyInterval)
	}
	if !ok {
		return notSupported("arithmetic on " + c.T.String())
	}
	return nil
}

// arithmeticKernel is unary minus and the binary arithmetic operators.
func arithmeticKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	switch {
	case len(args) == 1 && !c.T.IsNumeric():
		x := intsOf(args[0])
		if c.T.Kind == types.KindIntervalYearMonth {
			return intervalMonths(k, args, func(i int) int64 { return -x(i) }), nil
		}
		return intervalMillis(k, args, func(i int) int64 { return -x(i) }), nil
	case len(args) == 1:
		return negate(c.T, c.Args[0].Type(), args[0], k.alloc)
	case !c.T.IsNumeric() && (c.Op == plan.OpTimes || c.Op == plan.OpDivide):
		return intervalScale(k, c, args)
	case !c.T.IsNumeric():
		return temporalArithmetic(k, c, args)
	}
	return arithmetic(c.Op, c.T, c.Args[0].Type(), c.Args[1].Type(), args[0], args[1], k.alloc)
}

// arithmetic computes x op y into the result type the binder derived, as Java computes it for
// Flink: integers wrap at their width and fail on division by zero, floating point follows
// IEEE 754, and DECIMAL is exact, rounded half up to the result's scale, and NULL when the
// result does not fit its precision.
func arithmetic(op plan.Op, t, xt, yt types.Type, x, y arrow.Array, alloc memory.Allocator) (arrow.Array, error) {
	if t.IsIntegerNumeric() && isIntegerArray(x) && isIntegerArray(y) {
		return integerArithmetic(op, t, x, y, alloc)
	}
	xn, yn := numbersOf(x, xt), numbersOf(y, yt)
	b := array.NewBuilder(alloc, types.ArrowType(t))
	defer b.Release()
	b.Reserve(x.Len())
	for i := range x.Len() {
		if x.IsNull(i) || y.IsNull(i) {
			b.AppendNull()
			continue
		}
		if err := arithmeticRow(op, t, xn, yn, i, b); err != nil {
			return nil, err
		}
	}
	return b.NewArray(), nil
}

func isIntegerArray(a arrow.Array) bool {
	switch a.(type) {
	case *array.Int8, *array.Int16, *array.Int32, *array.Int64:
		return true
	}
	return false
}

// integerArithmetic is arithmetic on integers, a column at a time in int64, narrowed to the
// result's width at the end (as Java's arithmetic in that width wraps alike).
func integerArithmetic(op plan.Op, t types.Type, x, y arrow.Array, alloc memory.Allocator) (arrow.Array, error) {
	xs, ys := int64sOf(x, nil), int64sOf(y, nil)
	res := make([]int64, len(xs))
	var valid []bool
	if x.NullN() > 0 || y.NullN() > 0 {
		valid = make([]bool, len(xs))
		for i := range valid {
			valid[i] = x.IsValid(i) && y.IsValid(i)
		}
	}
	switch op {
	case plan.OpPlus:
		for i := range res {
			res[i] = xs[i] + ys[i]
		}
	case plan.OpMinus:
		for i := range res {
			res[i] = xs[i] - ys[i]
		}
	case plan.OpTimes:
		for i := range res {
			res[i] = xs[i] * ys[i]
		}
	case plan.OpDivide, plan.OpMod:
		for i := range res {
			if valid != nil && !valid[i] {
				continue
			}
			if ys[i] == 0 {
				return nil, runtimeError(classArithmetic, "/ by zero")
			}
			if op == "/" {
				res[i] = xs[i] / ys[i]
			} else {
				res[i] = xs[i] % ys[i]
			}
		}
	}
	return integerArray(t, res, valid, alloc), nil
}

// integerArray makes a column of an integer type from int64s, narrowed as Java's casts do.
func integerArray(t types.Type, res []int64, valid []bool, alloc memory.Allocator) arrow.Array {
	dt := types.ArrowType(t)
	switch dt.ID() {
	case arrow.INT8:
		return narrowInto[int8](res, valid, dt, alloc)
	case arrow.INT16:
		return narrowInto[int16](res, valid, dt, alloc)
	case arrow.INT32:
		return narrowInto[int32](res, valid, dt, alloc)
	}
	return narrowInto[int64](res, valid, dt, alloc)
}

// narrowInto makes a column of T from int64s, each cut to T's width.
func narrowInto[T int8 | int16 | int32 | int64](res []int64, valid []bool, dt arrow.DataType, alloc memory.Allocator) arrow.Array {
	out := newFixedColumn[T](alloc, len(res))
	for i, v := range res {
		out.values[i] = T(v)
	}
	return out.finish(dt, valid, alloc)
}

func arithmeticRow(op plan.Op, t types.Type, x, y numbers, i int, b array.Builder) error {
	switch {
	case t.IsIntegerNumeric() && (x.i64 == nil || y.i64 == nil):
		// An integer result of a DECIMAL operand (MOD(DECIMAL, INT) is INT): computed exactly,
		// then cut to the result's width as Java's BigDecimal.longValue cuts.
		r, err := decimalOp(op, x.rat(i), y.rat(i), 0)
		if err != nil {
			return err
		}
		appendInt(b, wrapToInt64(r))
	case t.IsIntegerNumeric():
		a, c := x.i64(i), y.i64(i)
		var r int64
		switch op {
		case plan.OpPlus:
			r = a + c
		case plan.OpMinus:
			r = a - c
		case plan.OpTimes:
			r = a * c
		case plan.OpDivide, plan.OpMod:
			if c == 0 {
				return runtimeError(classArithmetic, "/ by zero")
			}
			if op == "/" {
				r = a / c
			} else {
				r = a % c
			}
		}
		appendInt(b, r)
	case t.Kind == types.KindFloat:
		a, c := float32(x.f64(i)), float32(y.f64(i))
		b.(*array.Float32Builder).UnsafeAppend(float32Op(op, a, c))
	case t.Kind == types.KindDouble:
		b.(*array.Float64Builder).UnsafeAppend(float64Op(op, x.f64(i), y.f64(i)))
	case t.Kind == types.KindDecimal:
		r, err := decimalOp(op, x.rat(i), y.rat(i), t.Scale)
		if err != nil {
			return err
		}
		if r.Sign() != 0 && len(new(big.Int).Abs(r).String()) > t.Precision {
			b.AppendNull() // overflow is NULL, as Flink's DecimalData gives
			return nil
		}
		b.(*array.Decimal128Builder).UnsafeAppend(decimal128.FromBigInt(r))
	}
	return nil
}

func decimalOp(op plan.Op, a, c *big.Rat, scale int) (*big.Int, error) {
	var r *big.Rat
	switch op {
	case plan.OpPlus:
		r = new(big.Rat).Add(a, c)
	case plan.OpMinus:
		r = new(big.Rat).Sub(a, c)
	case plan.OpTimes:
		r = new(big.Rat).Mul(a, c)
	case plan.OpDivide:
		if c.Sign() == 0 {
			return nil, runtimeError(classArithmetic, "Division by zero")
		}
		r = new(big.Rat).Quo(a, c)
	case plan.OpMod:
		if c.Sign() == 0 {
			return nil, runtimeError(classArithmetic, "Division by zero")
		}
		// The remainder keeps the dividend's sign: a - trunc(a / c) * c.
		q := new(big.Rat).Quo(a, c)
		trunc := new(big.Int).Quo(q.Num(), q.Denom())
		r = new(big.Rat).Sub(a, new(big.Rat).Mul(new(big.Rat).SetInt(trunc), c))
	}
	return roundHalfUp(r, scale), nil
}

func float64Op(op plan.Op, a, c float64) float64 {
	switch op {
	case plan.OpPlus:
		return a + c
	case plan.OpMinus:
		return a - c
	case plan.OpTimes:
		return a * c
	case plan.OpDivide:
		return a / c
	}
	return math.Mod(a, c)
}

func float32Op(op plan.Op, a, c float32) float32 {
	switch op {
	case plan.OpPlus:
		return a + c
	case plan.OpMinus:
		return a - c
	case plan.OpTimes:
		return a * c
	case plan.OpDivide:
		return a / c
	}
	return float32(math.Mod(float64(a), float64(c)))
}

// appendInt appends r, wrapped to the builder's width as Java's narrowing does.
func appendInt(b array.Builder, r int64) {
	switch b := b.(type) {
	case *array.Int8Builder:
		b.UnsafeAppend(int8(r))
	case *array.Int16Builder:
		b.UnsafeAppend(int16(r))
	case *array.Int32Builder:
		b.UnsafeAppend(int32(r))
	case *array.Int64Builder:
		b.UnsafeAppend(r)
	}
}

// negate is unary minus.
func negate(t, xt types.Type, x arrow.Array, alloc memory.Allocator) (arrow.Array, error) {
	xn := numbersOf(x, xt)
	b := array.NewBuilder(alloc, types.ArrowType(t))
	defer b.Release()
	b.Reserve(x.Len())
	for i := range x.Len() {
		switch {
		case x.IsNull(i):
			b.AppendNull()
		case t.IsIntegerNumeric():
			appendInt(b, -xn.i64(i))
		case t.Kind == types.KindFloat:
			b.(*array.Float32Builder).UnsafeAppend(-float32(xn.f64(i)))
		case t.Kind == types.KindDouble:
			b.(*array.Float64Builder).UnsafeAppend(-xn.f64(i))
		case t.Kind == types.KindDecimal:
			b.(*array.Decimal128Builder).UnsafeAppend(decimal128.FromBigInt(new(big.Int).Neg(xn.dec(i))))
		}
	}
	return b.NewArray(), nil
}

// wrapToInt64 is the low 64 bits of v in two's complement, as Java's BigInteger.longValue.
func wrapToInt64(v *big.Int) int64 {
	if v.IsInt64() {
		return v.Int64()
	}
	low := new(big.Int).And(v, new(big.Int).SetUint64(math.MaxUint64))
	return int64(low.Uint64())
}
