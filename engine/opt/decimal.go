package opt

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Decimal is a number as Java's BigDecimal holds it: an unscaled integer and a scale, value =
// unscaled × 10^-scale. Calcite keeps every numeric literal so, and the scale matters: it decides
// which casts of literals the planner folds (Calcite's canRemoveCastFromLiteral) and how plans
// print the literal.
type Decimal struct {
	Unscaled *big.Int
	Scale    int
}

// ParseDecimal reads a number the way new BigDecimal(String) does: 1.0E20 has the unscaled value
// 10 and the scale -19.
func ParseDecimal(s string) (Decimal, bool) {
	mantissa, exp := s, 0
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		e, err := strconv.Atoi(s[i+1:])
		if err != nil {
			return Decimal{}, false
		}
		mantissa, exp = s[:i], e
	}
	scale := 0
	if i := strings.IndexByte(mantissa, '.'); i >= 0 {
		scale = len(mantissa) - i - 1
		mantissa = mantissa[:i] + mantissa[i+1:]
	}
	if mantissa == "" || mantissa == "-" || mantissa == "+" {
		return Decimal{}, false
	}
	u, ok := new(big.Int).SetString(mantissa, 10)
	if !ok {
		return Decimal{}, false
	}
	return Decimal{Unscaled: u, Scale: scale - exp}, true
}

// DecimalOfFloat is new BigDecimal(double): the exact binary value, with the smallest scale
// that holds it (0 for integral values). ok is false for NaN and the infinities, which Java
// rejects with "Infinite or NaN".
func DecimalOfFloat(f float64) (Decimal, bool) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return Decimal{}, false
	}
	r, _ := new(big.Float).SetFloat64(f).Rat(nil)
	num, den := new(big.Int).Set(r.Num()), r.Denom()
	// den is a power of two 2^k; multiplying by 5^k makes it 10^k.
	k := den.BitLen() - 1
	num.Mul(num, new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(k)), nil))
	return Decimal{Unscaled: num, Scale: k}, true
}

// DecimalOfInt is BigDecimal.valueOf(long).
func DecimalOfInt(i int64) Decimal { return Decimal{Unscaled: big.NewInt(i), Scale: 0} }

// Sign is -1, 0 or 1.
func (d Decimal) Sign() int { return d.Unscaled.Sign() }

// Precision is BigDecimal.precision(): the number of digits of the unscaled value (1 for 0).
func (d Decimal) Precision() int {
	if d.Unscaled.Sign() == 0 {
		return 1
	}
	return len(new(big.Int).Abs(d.Unscaled).String())
}

// rat is the exact value.
func (d Decimal) rat() *big.Rat {
	r := new(big.Rat).SetInt(d.Unscaled)
	if d.Scale > 0 {
		return r.Quo(r, new(big.Rat).SetInt(pow10(d.Scale)))
	}
	return r.Mul(r, new(big.Rat).SetInt(pow10(-d.Scale)))
}

func pow10(n int) *big.Int { return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil) }

// truncated is the value rounded toward zero to an integer, as BigDecimal.toBigInteger.
func (d Decimal) truncated() *big.Int {
	if d.Scale <= 0 {
		return new(big.Int).Mul(d.Unscaled, pow10(-d.Scale))
	}
	return new(big.Int).Quo(d.Unscaled, pow10(d.Scale))
}

// LongValue is BigDecimal.longValue(): the low 64 bits of the truncated value, so that values
// out of range wrap.
func (d Decimal) LongValue() int64 {
	t := d.truncated()
	low := new(big.Int).And(t, new(big.Int).SetUint64(math.MaxUint64))
	return int64(low.Uint64())
}

// IntValue is BigDecimal.intValue(): the low 32 bits of the truncated value.
func (d Decimal) IntValue() int32 { return int32(d.LongValue()) }

// DoubleValue is BigDecimal.doubleValue(): the nearest double.
func (d Decimal) DoubleValue() float64 {
	f, _ := d.rat().Float64()
	return f
}

// FloatValue is BigDecimal.floatValue(): the nearest float.
func (d Decimal) FloatValue() float32 {
	f, _ := d.rat().Float32()
	return f
}

// SetScaleHalfUp is BigDecimal.setScale(scale, RoundingMode.HALF_UP).
func (d Decimal) SetScaleHalfUp(scale int) Decimal {
	if scale >= d.Scale {
		return Decimal{Unscaled: new(big.Int).Mul(d.Unscaled, pow10(scale-d.Scale)), Scale: scale}
	}
	div := pow10(d.Scale - scale)
	q, r := new(big.Int).QuoRem(d.Unscaled, div, new(big.Int))
	// Round half away from zero.
	twice := new(big.Int).Mul(new(big.Int).Abs(r), big.NewInt(2))
	if twice.Cmp(div) >= 0 {
		if d.Unscaled.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
		} else {
			q.Add(q, big.NewInt(1))
		}
	}
	return Decimal{Unscaled: q, Scale: scale}
}

// String is BigDecimal.toString(): plain unless the scale is negative or the number is very
// small, then scientific with an explicit exponent sign (1E+20).
func (d Decimal) String() string {
	digits := new(big.Int).Abs(d.Unscaled).String()
	neg := d.Unscaled.Sign() < 0
	adjusted := -d.Scale + len(digits) - 1
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	switch {
	case d.Scale == 0:
		b.WriteString(digits)
	case d.Scale > 0 && adjusted >= -6:
		if len(digits) > d.Scale {
			b.WriteString(digits[:len(digits)-d.Scale])
			b.WriteByte('.')
			b.WriteString(digits[len(digits)-d.Scale:])
		} else {
			b.WriteString("0.")
			b.WriteString(strings.Repeat("0", d.Scale-len(digits)))
			b.WriteString(digits)
		}
	default:
		b.WriteByte(digits[0])
		if len(digits) > 1 {
			b.WriteByte('.')
			b.WriteString(digits[1:])
		}
		b.WriteByte('E')
		if adjusted >= 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.Itoa(adjusted))
	}
	return b.String()
}

// PlainString is BigDecimal.toPlainString().
func (d Decimal) PlainString() string {
	if d.Scale <= 0 {
		return new(big.Int).Mul(d.Unscaled, pow10(-d.Scale)).String()
	}
	digits := new(big.Int).Abs(d.Unscaled).String()
	sign := ""
	if d.Unscaled.Sign() < 0 {
		sign = "-"
	}
	if len(digits) <= d.Scale {
		digits = strings.Repeat("0", d.Scale-len(digits)+1) + digits
	}
	return sign + digits[:len(digits)-d.Scale] + "." + digits[len(digits)-d.Scale:]
}

// Scientific is Calcite's Util.toScientificNotation, which prints approximate literals: at most
// 20 significant digits (truncated), trailing zeros of an integral value dropped, and the
// exponent without a sign (1E20, 1.0E20 for the literal 1.0E20, 0E0).
func (d Decimal) Scientific() string {
	const truncateAt = 20
	unscaled := new(big.Int).Abs(d.Unscaled).String()
	e := len(unscaled) - d.Scale - 1
	var b strings.Builder
	if d.Unscaled.Sign() < 0 {
		b.WriteByte('-')
	}
	unscaled = unscaled[:min(truncateAt, len(unscaled))]
	b.WriteByte(unscaled[0])
	if d.Scale == 0 {
		unscaled = strings.TrimRight(unscaled, "0")
		if unscaled == "" {
			unscaled = "0"
		}
	}
	if len(unscaled) > 1 {
		b.WriteByte('.')
		b.WriteString(unscaled[1:])
	}
	b.WriteByte('E')
	b.WriteString(strconv.Itoa(e))
	return b.String()
}

// Cmp compares two values: -1, 0 or 1.
func (d Decimal) Cmp(o Decimal) int { return d.rat().Cmp(o.rat()) }
