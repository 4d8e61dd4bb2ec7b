package datagen

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/types"
)

// Numbers in exception messages, printed as Java prints them there.

// javaGroupedInt is java.text.NumberFormat (Locale.US) of a long: "-1,234,567", as
// commons-math's messages print their arguments.
func javaGroupedInt(v int64) string {
	s := strconv.FormatInt(v, 10)
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	return sign0(neg) + group(s)
}

func sign0(neg bool) string {
	if neg {
		return "-"
	}
	return ""
}

func group(digits string) string {
	var b strings.Builder
	for i, c := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// javaDecimal is the exact decimal of Java's Double.toString digits for d (what Java's
// formatters round from), as an unscaled integer and a scale.
func javaDecimal(d float64) (*big.Int, int) {
	s := types.FormatDouble(d)
	mant, exp := s, 0
	if i := strings.IndexByte(s, 'E'); i >= 0 {
		mant = s[:i]
		exp, _ = strconv.Atoi(s[i+1:])
	}
	scale := 0
	if i := strings.IndexByte(mant, '.'); i >= 0 {
		scale = len(mant) - i - 1
		mant = mant[:i] + mant[i+1:]
	}
	n, _ := new(big.Int).SetString(mant, 10)
	if n == nil {
		n = new(big.Int)
	}
	scale -= exp
	if scale < 0 {
		n.Mul(n, types.Pow10(-scale))
		scale = 0
	}
	return n, scale
}

// roundTo rounds the decimal n·10^-scale to digits fractional digits; halfEven chooses
// RoundingMode.HALF_EVEN, otherwise HALF_UP.
func roundTo(n *big.Int, scale, digits int, halfEven bool) *big.Int {
	if scale <= digits {
		return new(big.Int).Mul(n, types.Pow10(digits-scale))
	}
	div := types.Pow10(scale - digits)
	abs := new(big.Int).Abs(n)
	q, r := new(big.Int).QuoRem(abs, div, new(big.Int))
	c := new(big.Int).Lsh(r, 1).Cmp(div)
	if c > 0 || c == 0 && (!halfEven || q.Bit(0) == 1) {
		q.Add(q, big.NewInt(1))
	}
	if n.Sign() < 0 {
		q.Neg(q)
	}
	return q
}

func fixed(q *big.Int, digits int, grouped bool) string {
	s := new(big.Int).Abs(q).String()
	for len(s) <= digits {
		s = "0" + s
	}
	intPart, frac := s[:len(s)-digits], s[len(s)-digits:]
	if grouped {
		intPart = group(intPart)
	}
	out := sign0(q.Sign() < 0) + intPart
	if digits > 0 {
		out += "." + frac
	}
	return out
}

// javaGroupedFloat is java.text.NumberFormat (Locale.US) of a double: grouping and at most
// three fractional digits, HALF_EVEN ("1,234.568", "0.5").
func javaGroupedFloat(d float64) string {
	switch {
	case math.IsNaN(d):
		return "NaN"
	case math.IsInf(d, 1):
		return "∞"
	case math.IsInf(d, -1):
		return "-∞"
	}
	n, scale := javaDecimal(d)
	q := roundTo(n, scale, 3, true)
	s := fixed(q, 3, true)
	s = strings.TrimRight(s, "0")
	s = strings.TrimSuffix(s, ".")
	if s == "-0" || s == "" {
		if math.Signbit(d) {
			return "-0"
		}
		return "0"
	}
	return s
}

// javaFormatF is String.format("%f", d): six fractional digits, HALF_UP.
func javaFormatF(d float64) string {
	switch {
	case math.IsNaN(d):
		return "NaN"
	case math.IsInf(d, 1):
		return "Infinity"
	case math.IsInf(d, -1):
		return "-Infinity"
	}
	n, scale := javaDecimal(d)
	s := fixed(roundTo(n, scale, 6, false), 6, false)
	if math.Signbit(d) && !strings.HasPrefix(s, "-") {
		s = "-" + s
	}
	return s
}
