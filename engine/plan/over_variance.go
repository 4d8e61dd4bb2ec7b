package plan

import (
	"fmt"

	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/types"
)

// OverVarianceSum and OverVarianceCount give the value of SUM(arg) and COUNT(arg) over the
// variance call's window, for ExpandOverVariance: a reference to a window call, or the
// expression Calcite's conversion writes for it.
type (
	OverVarianceSum   func(arg Expr) Expr
	OverVarianceCount func(arg Expr) Expr
)

// OverSumType is the type of SUM over a window of an argument of type arg: nullable where the
// argument is or where the frame has an offset bound, which Calcite does not take as always
// holding a row (SqlWindow.isAlwaysNonEmpty).
func OverSumType(arg types.Type, f Frame) types.Type {
	t := types.SumType(arg, true)
	return t.WithNullable(t.Nullable() || f.HasOffset())
}

// ExpandOverVariance is the expression Calcite's AvgVarianceConvertlet expands a variance call
// over a window into (Flink's conversion from SQL does it, before any optimizer rule), with t
// the call's type (the argument's):
//
//	VAR_POP      (SUM(x * x) - SUM(x) * SUM(x) / COUNT(x)) / COUNT(x)
//	VAR_SAMP     (SUM(x * x) - SUM(x) * SUM(x) / COUNT(x)) / CASE(COUNT(x) = 1, NULL, COUNT(x) - 1)
//	STDDEV_POP   POWER(VAR_POP, 0.5)
//	STDDEV_SAMP  POWER(VAR_SAMP, 0.5)
//
// Each step is cast to t where its type is another (getCastedSqlNode; the COUNT to t's type
// NOT NULL), the result to t with its own nullability and then to t itself (the convertlet's
// and the window conversion's ensureType): over a NOT NULL INT a sample variance of one value
// is CAST(CAST(... ):INTEGER):INTEGER NOT NULL, which Flink's generated code makes -1. The
// arithmetic is in t, so an INT argument divides as integers. Recorded from Flink
// (over_batch_variance, over_variance_samp_explain).
func ExpandOverVariance(fn string, x Expr, t types.Type, sum OverVarianceSum, count OverVarianceCount) (Expr, error) {
	biased, sqrt := false, false
	switch fn {
	case "VAR_POP":
		biased = true
	case "VAR_SAMP", "VARIANCE":
	case "STDDEV_POP":
		biased, sqrt = true, true
	case "STDDEV_SAMP", "STDDEV":
		sqrt = true
	default:
		return nil, fmt.Errorf("plan: %s is no variance function", fn)
	}
	arith := func(op Op, aop types.ArithOp, a, b Expr) (Expr, error) {
		rt, err := types.ArithmeticType(aop, a.Type(), b.Type())
		if err != nil {
			return nil, err
		}
		return &Call{Op: op, Args: []Expr{a, b}, T: rt}, nil
	}
	// cast is getCastedSqlNode: a cast to t's type with the operand's nullability. A NOT NULL
	// operand of t's type is cast still where t is nullable (CAST($2):INTEGER NOT NULL over a
	// ROWS 1 PRECEDING frame), a nullable one where t is NOT NULL not (the quotient over the
	// sample count, over_variance_samp_explain).
	cast := func(e Expr) Expr {
		if e.Type().Equal(t) {
			return e
		}
		to := t.WithNullable(e.Type().Nullable())
		if e.Type().Equal(to) && e.Type().Nullable() {
			return e
		}
		return &Cast{X: e, T: to}
	}
	arg := cast(x)
	sq, err := arith(OpTimes, types.OpMultiply, arg, arg)
	if err != nil {
		return nil, err
	}
	sumSq := cast(sum(cast(sq)))
	s := cast(sum(arg))
	sumTimesSum, err := arith(OpTimes, types.OpMultiply, s, s)
	if err != nil {
		return nil, err
	}
	n := count(arg)
	nCast := cast(n)
	mean, err := arith(OpDivide, types.OpDivide, cast(sumTimesSum), nCast)
	if err != nil {
		return nil, err
	}
	diff, err := arith(OpMinus, types.OpMinus, sumSq, cast(mean))
	if err != nil {
		return nil, err
	}
	denominator := nCast
	if !biased {
		// CASE(COUNT = 1, NULL, COUNT - 1) over the count itself: the comparison coerces its
		// literal to BIGINT, the subtraction keeps an INT.
		bigOne := &Literal{Value: int64(1), T: types.BigInt.AsNotNull(), Text: "1"}
		one := &Literal{Value: int32(1), T: types.Int.AsNotNull(), Text: "1"}
		minus, err := arith(OpMinus, types.OpMinus, n, one)
		if err != nil {
			return nil, err
		}
		denominator = &Call{Op: OpCase, T: minus.Type().WithNullable(true), Args: []Expr{
			&Call{Op: OpEquals, Args: []Expr{n, bigOne}, T: types.Boolean.AsNotNull()},
			&Literal{Value: nil, T: minus.Type().WithNullable(true), Text: "null"},
			minus,
		}}
	}
	div, err := arith(OpDivide, types.OpDivide, cast(diff), denominator)
	if err != nil {
		return nil, err
	}
	result := div
	if sqrt {
		half := &Literal{Value: decimal128.FromI64(5), T: types.Decimal(2, 1).AsNotNull(), Text: "0.5"}
		in := cast(div)
		result = &Call{Op: "POWER", Args: []Expr{in, half}, T: types.Double.WithNullable(in.Type().Nullable())}
	}
	if to := t.WithNullable(result.Type().Nullable()); !result.Type().Equal(to) {
		result = &Cast{X: result, T: to}
	}
	if !result.Type().Equal(t) {
		// Only the nullability differs: a NULL (the sample variance of one value) becomes the
		// type's default value, as Flink's generated code makes it.
		result = &Cast{X: result, T: t, NullAsDefault: !t.Nullable()}
	}
	return result, nil
}
