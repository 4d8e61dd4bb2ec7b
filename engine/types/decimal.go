package types

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/apache/arrow-go/v18/arrow/decimal128"
)

// DECIMAL helpers. A DECIMAL(p, s) value is the unscaled decimal128.Num n,
// meaning n × 10^-s. The slow paths here go through math/big: exactness
// matters more than speed in casts and formatting.

// FormatDecimal is Java's BigDecimal.toString, which Row.toString uses for
// DECIMAL fields: plain notation unless the adjusted exponent
// (-scale + digits - 1) is below -6, then scientific: 1E-8 for 0.00000001 as
// DECIMAL(10, 8), 1.0E-7 for 0.00000010, 0E-8 for zero at scale 8.
func FormatDecimal(n decimal128.Num, scale int) string {
	neg := n.Sign() < 0
	digits := n.Abs().BigInt().String()
	adjusted := -scale + len(digits) - 1
	if adjusted >= -6 {
		return plainDecimal(neg, digits, scale)
	}
	var sb strings.Builder
	if neg {
		sb.WriteByte('-')
	}
	sb.WriteByte(digits[0])
	if len(digits) > 1 {
		sb.WriteByte('.')
		sb.WriteString(digits[1:])
	}
	sb.WriteByte('E')
	sb.WriteString(strconv.Itoa(adjusted)) // negative here, so it carries its '-'
	return sb.String()
}

// FormatDecimalPlain is BigDecimal.toPlainString, which CAST(DECIMAL AS
// STRING) and the SQL client use: 0.00000001, never an exponent.
func FormatDecimalPlain(n decimal128.Num, scale int) string {
	return plainDecimal(n.Sign() < 0, n.Abs().BigInt().String(), scale)
}

func plainDecimal(neg bool, digits string, scale int) string {
	var sb strings.Builder
	if neg {
		sb.WriteByte('-')
	}
	if scale <= 0 {
		sb.WriteString(digits)
		for i := 0; i < -scale; i++ {
			sb.WriteByte('0')
		}
		return sb.String()
	}
	if len(digits) <= scale {
		sb.WriteString("0.")
		sb.WriteString(strings.Repeat("0", scale-len(digits)))
		sb.WriteString(digits)
		return sb.String()
	}
	sb.WriteString(digits[:len(digits)-scale])
	sb.WriteByte('.')
	sb.WriteString(digits[len(digits)-scale:])
	return sb.String()
}

var bigTen = big.NewInt(10)

// Pow10 is 10^n as a big integer, for rescaling unscaled decimals.
func Pow10(n int) *big.Int {
	return new(big.Int).Exp(bigTen, big.NewInt(int64(n)), nil)
}

// RescaleHalfUp changes the scale of an unscaled big integer, rounding half
// away from zero (Java's RoundingMode.HALF_UP) when digits are dropped.
func RescaleHalfUp(v *big.Int, from, to int) *big.Int {
	if v.Sign() == 0 {
		return new(big.Int)
	}
	// Guard against exponents like 1e-2000000000 from user strings: beyond
	// these bounds the result is 0 or certainly too large, and computing
	// 10^n would take forever.
	digits := len(new(big.Int).Abs(v).String())
	if from-to > digits+1 {
		return new(big.Int)
	}
	if to-from > 2*MaxDecimalPrecision {
		return new(big.Int).Mul(big.NewInt(int64(v.Sign())), Pow10(2*MaxDecimalPrecision+1))
	}
	if to >= from {
		return new(big.Int).Mul(v, Pow10(to-from))
	}
	div := Pow10(from - to)
	q, r := new(big.Int).QuoRem(v, div, new(big.Int))
	r.Abs(r).Lsh(r, 1)
	if r.Cmp(div) >= 0 {
		if v.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
		} else {
			q.Add(q, big.NewInt(1))
		}
	}
	return q
}

// fitsPrecision reports whether |v| has at most p digits.
func fitsPrecision(v *big.Int, p int) bool {
	return new(big.Int).Abs(v).Cmp(Pow10(p)) < 0
}

// decimalFromBig is Flink's DecimalData.fromBigDecimal: round the value
// v × 10^-scale HALF_UP to the target scale; ok is false (Flink returns
// null) when the result needs more than precision digits.
func decimalFromBig(v *big.Int, scale, precision, targetScale int) (decimal128.Num, bool) {
	r := RescaleHalfUp(v, scale, targetScale)
	if !fitsPrecision(r, precision) {
		return decimal128.Num{}, false
	}
	return decimal128.FromBigInt(r), true
}

// RescaleDecimal converts a DECIMAL(_, fromScale) value to DECIMAL(p, s) as
// CAST does: HALF_UP rounding, and false (NULL in Flink) on overflow.
func RescaleDecimal(n decimal128.Num, fromScale, precision, scale int) (decimal128.Num, bool) {
	return decimalFromBig(n.BigInt(), fromScale, precision, scale)
}

// parseJavaBigDecimal parses what new BigDecimal(String) accepts: an
// optional sign, digits with at most one point, an optional exponent. It
// returns the unscaled value and the scale.
func parseJavaBigDecimal(s string) (*big.Int, int, bool) {
	i := 0
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	var digits strings.Builder
	scale, sawDigit, sawPoint := 0, false, false
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			digits.WriteByte(c)
			sawDigit = true
			if sawPoint {
				scale++
			}
		case c == '.' && !sawPoint:
			sawPoint = true
		default:
			goto exponent
		}
	}
exponent:
	if !sawDigit {
		return nil, 0, false
	}
	if i < len(s) {
		if s[i] != 'e' && s[i] != 'E' {
			return nil, 0, false
		}
		e, err := strconv.ParseInt(s[i+1:], 10, 32)
		if err != nil || s[i+1:] == "" {
			return nil, 0, false
		}
		scale -= int(e)
	}
	v, _ := new(big.Int).SetString(digits.String(), 10)
	if neg {
		v.Neg(v)
	}
	return v, scale, true
}

// decimalToFloat64 is DecimalDataUtils.doubleValue: for precision up to 18
// Flink divides the unscaled long by 10^scale in double arithmetic (two
// roundings); above it BigDecimal.doubleValue rounds once.
func decimalToFloat64(n decimal128.Num, precision, scale int) float64 {
	if precision <= 18 {
		return float64(int64(n.LowBits())) / pow10Float[scale]
	}
	f, _ := new(big.Rat).SetFrac(n.BigInt(), Pow10(scale)).Float64()
	return f
}

var pow10Float = func() [39]float64 {
	var p [39]float64
	p[0] = 1
	for i := 1; i < len(p); i++ {
		p[i] = p[i-1] * 10
	}
	return p
}()
