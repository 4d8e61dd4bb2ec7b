package exec

import (
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

// maxInt64Digits is the precision whose unscaled values all fit an int64 (10^18 - 1 does), the
// precision up to which the DECIMAL kernels compute in int64 instead of 128 bits.
const maxInt64Digits = 18

// int64Pow10 is 10^i for the scales whose power fits an int64.
var int64Pow10 = func() (p [maxInt64Digits + 1]int64) {
	p[0] = 1
	for i := 1; i < len(p); i++ {
		p[i] = p[i-1] * 10
	}
	return p
}()

// castFromDecimalKernel casts a DECIMAL column to an integer, FLOAT, DOUBLE or DECIMAL, as
// types.CastValue does: to integers it truncates toward zero and keeps the low bits
// (DecimalDataUtils.castToIntegral, then Java's narrowing); to floats it divides as
// types.DecimalToFloat64 does; to another DECIMAL it rounds HALF_UP and an overflow is NULL.
// Unscaled values of precision 18 or less are int64s, and compute as such.
func castFromDecimalKernel(x arrow.Array, from, to types.Type, try bool, _ *time.Location, alloc memory.Allocator) (arrow.Array, bool, error) {
	decs, ok := x.(*array.Decimal128)
	if !ok || from.Kind != types.KindDecimal {
		return nil, false, nil
	}
	vals := decs.Values()
	switch to.Kind {
	case types.KindTinyInt, types.KindSmallInt, types.KindInt, types.KindBigInt:
		// The low 64 bits, then Java's narrowing, which castIntegerColumn does.
		longs := make([]int64, len(vals))
		narrow := from.Precision <= maxInt64Digits
		for i := range longs {
			if x.IsValid(i) {
				longs[i] = decimalToLong(vals[i], from, narrow)
			}
		}
		return castIntegerColumn(longs, x, to, alloc), true, nil
	case types.KindFloat, types.KindDouble:
		doubles := make([]float64, len(vals))
		for i := range doubles {
			if x.IsValid(i) {
				doubles[i] = types.DecimalToFloat64(vals[i], from.Precision, from.Scale)
			}
		}
		// DOUBLE keeps them; FLOAT narrows each, as float32(DecimalToFloat64) does.
		return castFloatColumn(doubles, x, to, alloc), true, nil
	case types.KindDecimal:
		rescale := decimalRescaler(from, to)
		out, err := castToDecimal(x, to, try, alloc, func(i int) (decimal128.Num, bool, error) {
			r, fits := rescale(vals[i])
			return r, !fits, nil
		})
		return out, true, err
	}
	return nil, false, nil
}

// decimalToLong is the unscaled value n of a DECIMAL of type from divided by 10^scale, toward
// zero, and cut to its low 64 bits.
func decimalToLong(n decimal128.Num, from types.Type, narrow bool) int64 {
	if narrow {
		return int64(n.LowBits()) / int64Pow10[from.Scale]
	}
	// Div truncates toward zero, and the low 64 bits of a two's complement quotient are those
	// BigDecimal.longValue keeps.
	q, _ := n.Div(decimal128.GetScaleMultiplier(from.Scale))
	return int64(q.LowBits())
}

// decimalRescaler is CAST from DECIMAL type from to DECIMAL type to for one value: fits is false
// where the result overflows to's precision (NULL). Where from's values and the rescaled ones
// fit an int64 it computes in int64, rounding HALF_UP (away from zero at a half) as
// types.RescaleDecimal does; elsewhere it is types.RescaleDecimal.
func decimalRescaler(from, to types.Type) func(decimal128.Num) (decimal128.Num, bool) {
	general := func(n decimal128.Num) (decimal128.Num, bool) {
		return types.RescaleDecimal(n, from.Scale, to.Precision, to.Scale)
	}
	if from.Precision > maxInt64Digits || to.Precision > maxInt64Digits {
		return general
	}
	limit := int64Pow10[to.Precision] // a result fits when |r| < 10^precision
	switch d := to.Scale - from.Scale; {
	case d >= 0 && from.Precision+d <= maxInt64Digits:
		mul := int64Pow10[d]
		return func(n decimal128.Num) (decimal128.Num, bool) {
			r := int64(n.LowBits()) * mul
			return decimal128.FromI64(r), -limit < r && r < limit
		}
	case d < 0:
		div := int64Pow10[-d]
		return func(n decimal128.Num) (decimal128.Num, bool) {
			v := int64(n.LowBits())
			q, rem := v/div, v%div
			switch {
			case rem >= 0 && 2*rem >= div:
				q++
			case rem < 0 && -2*rem >= div:
				q--
			}
			return decimal128.FromI64(q), -limit < q && q < limit
		}
	}
	return general
}

// castToDecimalKernel casts an integer, BOOLEAN (0 or 1), FLOAT or DOUBLE column to DECIMAL, as
// types.CastValue does: an integer scales up exactly and is NULL where it overflows the
// precision; a float is read from Java's Double.toString and rounded HALF_UP
// (doubleToDecimalFast, or types.DoubleToDecimal), where NaN and the infinities fail.
func castToDecimalKernel(x arrow.Array, from, to types.Type, try bool, _ *time.Location, alloc memory.Allocator) (arrow.Array, bool, error) {
	if to.Kind != types.KindDecimal {
		return nil, false, nil
	}
	if from.IsIntegerNumeric() || from.Kind == types.KindBoolean {
		ints, ok := integerValues(x)
		if !ok {
			return nil, false, nil
		}
		scale := integerToDecimal(to)
		out, err := castToDecimal(x, to, try, alloc, func(i int) (decimal128.Num, bool, error) {
			r, fits := scale(ints[i])
			return r, !fits, nil
		})
		return out, true, err
	}
	if from.Kind == types.KindFloat || from.Kind == types.KindDouble {
		floats, ok := floatValues(x)
		if !ok {
			return nil, false, nil
		}
		out, err := castToDecimal(x, to, try, alloc, func(i int) (decimal128.Num, bool, error) {
			// A FLOAT casts as its float64 widening, as CastValue's floatToNumeric does.
			if r, fits, ok := doubleToDecimalFast(floats[i], to); ok {
				return r, !fits, nil
			}
			r, fits, err := types.DoubleToDecimal(floats[i], to.Precision, to.Scale)
			return r, !fits, err
		})
		return out, true, err
	}
	return nil, false, nil
}

// integerToDecimal is CAST of an integer to DECIMAL type to: fits is false where the scaled
// value reaches 10^precision. Up to scale 18 the product of an int64 and 10^scale fits 128
// bits, so it is computed there; larger scales take types.RescaleDecimal.
func integerToDecimal(to types.Type) func(int64) (decimal128.Num, bool) {
	if to.Scale > maxInt64Digits {
		return func(v int64) (decimal128.Num, bool) {
			return types.RescaleDecimal(decimal128.FromI64(v), 0, to.Precision, to.Scale)
		}
	}
	mul, precision := decimal128.GetScaleMultiplier(to.Scale), int32(to.Precision)
	return func(v int64) (decimal128.Num, bool) {
		r := decimal128.FromI64(v).Mul(mul)
		return r, r.FitsInPrecision(precision)
	}
}

// doubleToDecimalFast is types.DoubleToDecimal without big integers: the value is the decimal
// text of Java's Double.toString (types.FormatDouble), as Flink reads it with new
// BigDecimal(String), rounded HALF_UP to the scale; fits is false where it overflows the
// precision (NULL). ok is false where that text has more digits than an int64 holds, or is not a
// number (NaN, Infinity), which types.DoubleToDecimal answers.
func doubleToDecimalFast(d float64, to types.Type) (r decimal128.Num, fits, ok bool) {
	mant, scale, ok := parseJavaDoubleText(types.FormatDouble(d))
	if !ok {
		return decimal128.Num{}, false, false
	}
	if mant == 0 {
		return decimal128.Num{}, true, true
	}
	abs := max(mant, -mant) // |mant| < 10^18
	switch shift := to.Scale - scale; {
	case shift >= 0:
		// The result is mant × 10^shift, which fits when |mant| < 10^(precision-shift); it is
		// then under 10^38, within 128 bits.
		room := to.Precision - shift
		if room <= 0 || room <= maxInt64Digits && abs >= int64Pow10[room] {
			return decimal128.Num{}, false, true
		}
		return decimal128.FromI64(mant).Mul(decimal128.GetScaleMultiplier(shift)), true, true
	case -shift > maxInt64Digits:
		// Dividing |mant| by 10^19 or more rounds to zero, even HALF_UP.
		return decimal128.Num{}, true, true
	default:
		div := int64Pow10[-shift]
		q, rem := abs/div, abs%div
		if 2*rem >= div {
			q++
		}
		if to.Precision <= maxInt64Digits && q >= int64Pow10[to.Precision] {
			return decimal128.Num{}, false, true
		}
		if mant < 0 {
			q = -q
		}
		return decimal128.FromI64(q), true, true
	}
}

// parseJavaDoubleText reads Double.toString's text (-12.5, 1.0E-5, 0.001) as an unscaled
// integer and a scale: value = mant × 10^-scale. ok is false for more than 18 digits, or
// anything else.
func parseJavaDoubleText(s string) (mant int64, scale int, ok bool) {
	i, neg := 0, false
	if i < len(s) && s[i] == '-' {
		neg, i = true, i+1
	}
	digits, sawPoint, sawDigit := 0, false, false
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			sawDigit = true
			if mant != 0 || c != '0' {
				if digits == maxInt64Digits {
					return 0, 0, false
				}
				mant = mant*10 + int64(c-'0')
				digits++
			}
			if sawPoint {
				scale++
			}
		case c == '.' && !sawPoint:
			sawPoint = true
		case c == 'E' && sawDigit:
			exp, expOK := parseSmallInt(s[i+1:])
			if !expOK {
				return 0, 0, false
			}
			scale -= exp
			i = len(s)
		default:
			return 0, 0, false
		}
	}
	if !sawDigit {
		return 0, 0, false
	}
	if neg {
		mant = -mant
	}
	return mant, scale, true
}

// parseSmallInt reads an optionally negative exponent of at most four digits.
func parseSmallInt(s string) (int, bool) {
	neg := len(s) > 0 && s[0] == '-'
	if neg {
		s = s[1:]
	}
	if len(s) == 0 || len(s) > 4 {
		return 0, false
	}
	v := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		v = v*10 + int(s[i]-'0')
	}
	if neg {
		v = -v
	}
	return v, true
}
