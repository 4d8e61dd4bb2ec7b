package types

import (
	"math"
	"math/big"
	"math/bits"
)

// Java's Double.toString and Float.toString, as the Java 17 runtime that
// Flink 2.3 runs on prints them. Flink prints DOUBLE and FLOAT values with
// them everywhere: Row.toString, the print sink, CAST(x AS STRING).
//
// Java 17 does not print the shortest round-tripping digits (that came with
// JDK 19): its FloatingDecimal prints integral values below 2^63 from their
// exact digits with some low-order digits rounded away, forces a second digit
// outside [1e-3, 1e8), and stops the digit loop of Steele and White's
// free-format algorithm with a symmetric half-ULP test. So 9.6918E13f prints
// as "9.6918001E13", and 6.2709E20 as "6.270899999999999E20". This file
// reproduces that behaviour; javafloat_test.go checks it against 200,000
// values printed by Java 17.
//
// The layout rules are the documented ones: plain notation for magnitudes in
// [1e-3, 1e7), with at least one digit after the point ("100.0"); otherwise
// computerized scientific notation ("1.0E7", "1.0E-4"); "NaN", "Infinity",
// "-Infinity", "0.0" and "-0.0".

// FormatDouble returns Java 17's Double.toString(d).
func FormatDouble(d float64) string {
	b := math.Float64bits(d)
	neg := b>>63 != 0
	exp := int(b>>52) & 0x7ff
	frac := b & (1<<52 - 1)
	if exp == 0x7ff {
		return specialFloat(frac != 0, neg)
	}
	if exp == 0 && frac == 0 {
		return zeroFloat(neg)
	}
	var nSignificant int
	if exp == 0 {
		// Subnormal: normalize so the leading one is at bit 52.
		lz := bits.LeadingZeros64(frac)
		shift := lz - 11
		frac <<= shift
		exp = 1 - shift
		nSignificant = 64 - lz
	} else {
		frac |= 1 << 52
		nSignificant = 53
	}
	digits, decExp := javaDtoa(exp-1023, frac, nSignificant)
	return javaLayout(neg, digits, decExp)
}

// FormatFloat returns Java 17's Float.toString(f).
func FormatFloat(f float32) string {
	b := math.Float32bits(f)
	neg := b>>31 != 0
	exp := int(b>>23) & 0xff
	frac := b & (1<<23 - 1)
	if exp == 0xff {
		return specialFloat(frac != 0, neg)
	}
	if exp == 0 && frac == 0 {
		return zeroFloat(neg)
	}
	var nSignificant int
	if exp == 0 {
		lz := bits.LeadingZeros32(frac)
		shift := lz - 8
		frac <<= shift
		exp = 1 - shift
		nSignificant = 32 - lz
	} else {
		frac |= 1 << 23
		nSignificant = 24
	}
	digits, decExp := javaDtoa(exp-127, uint64(frac)<<(52-23), nSignificant)
	return javaLayout(neg, digits, decExp)
}

func specialFloat(nan, neg bool) string {
	switch {
	case nan:
		return "NaN"
	case neg:
		return "-Infinity"
	}
	return "Infinity"
}

func zeroFloat(neg bool) string {
	if neg {
		return "-0.0"
	}
	return "0.0"
}

// javaLayout places the decimal point: the value is 0.DIGITS × 10^decExp.
func javaLayout(neg bool, digits []byte, decExp int) string {
	out := make([]byte, 0, 26)
	if neg {
		out = append(out, '-')
	}
	n := len(digits)
	switch {
	case decExp > 0 && decExp < 8:
		if n <= decExp {
			out = append(out, digits...)
			for i := n; i < decExp; i++ {
				out = append(out, '0')
			}
			out = append(out, '.', '0')
		} else {
			out = append(out, digits[:decExp]...)
			out = append(out, '.')
			out = append(out, digits[decExp:]...)
		}
	case decExp <= 0 && decExp > -3:
		out = append(out, '0', '.')
		for i := decExp; i < 0; i++ {
			out = append(out, '0')
		}
		out = append(out, digits...)
	default:
		out = append(out, digits[0], '.')
		if n > 1 {
			out = append(out, digits[1:]...)
		} else {
			out = append(out, '0')
		}
		out = append(out, 'E')
		e := decExp - 1
		if e < 0 {
			out = append(out, '-')
			e = -e
		}
		out = appendInt(out, e)
	}
	return string(out)
}

func appendInt(b []byte, v int) []byte {
	var tmp [20]byte
	i := len(tmp)
	for {
		i--
		tmp[i] = byte('0' + v%10)
		v /= 10
		if v == 0 {
			break
		}
	}
	return append(b, tmp[i:]...)
}

// Bit counts of 5^i, rounded up (the table FloatingDecimal uses to decide
// whether numbers fit in 32 or 64 bits; the decision changes a comparison).
var fiveBits = [...]int{0, 3, 5, 7, 10, 12, 14, 17, 19, 21, 24, 26, 28, 31, 33, 35, 38, 40, 42, 45, 47, 49, 52, 54, 56, 59, 61}

func pow5(n int) uint64 {
	p := uint64(1)
	for ; n > 0; n-- {
		p *= 5
	}
	return p
}

// insignificantDigits is the number of decimal digits of 2^p2 minus one: how
// many low-order digits of a large integral double are noise.
func insignificantDigits(p2 int) int {
	if p2 <= 1 || p2 >= 64 {
		return 0
	}
	v := uint64(1) << p2
	n := 0
	for v >= 10 {
		v /= 10
		n++
	}
	return n
}

// javaDtoa converts the finite positive value fract × 2^(binExp-52) (fract
// with its leading one at bit 52) to decimal digits and an exponent, such
// that the value is about 0.DIGITS × 10^decExp.
func javaDtoa(binExp int, fract uint64, nSignificant int) ([]byte, int) {
	tailZeros := bits.TrailingZeros64(fract)
	nFractBits := 53 - tailZeros
	nTinyBits := max(0, nFractBits-binExp-1)

	// Integral values that fit in a long: exact digits, with the digits below
	// the precision of the type rounded away half-up.
	if binExp <= 62 && binExp >= -21 && nTinyBits < len(fiveBits) && nFractBits+fiveBits[nTinyBits] < 64 && nTinyBits == 0 {
		insignificant := 0
		if binExp > nSignificant {
			insignificant = insignificantDigits(binExp - nSignificant - 1)
		}
		v := fract
		if binExp >= 52 {
			v <<= binExp - 52
		} else {
			v >>= 52 - binExp
		}
		return longDigits(v, insignificant)
	}

	decExp := estimateDecExp(fract, binExp)
	b5 := max(0, -decExp)
	b2 := b5 + nTinyBits + binExp
	s5 := max(0, decExp)
	s2 := s5 + nTinyBits
	m5 := b5
	m2 := b2 - nSignificant

	fract >>= tailZeros
	b2 -= nFractBits - 1
	common := min(b2, s2)
	b2 -= common
	s2 -= common
	m2 -= common
	if nFractBits == 1 {
		// Below a power of two the next smaller double is half as far away.
		m2--
	}
	if m2 < 0 {
		b2 -= m2
		s2 -= m2
		m2 = 0
	}

	bBits := nFractBits + b2
	if b5 < len(fiveBits) {
		bBits += fiveBits[b5]
	} else {
		bBits += b5 * 3
	}
	tenSBits := s2 + 1
	if s5+1 < len(fiveBits) {
		tenSBits += fiveBits[s5+1]
	} else {
		tenSBits += (s5 + 1) * 3
	}

	var g digitGen
	switch {
	case bBits < 32 && tenSBits < 32:
		g = &smallGen[int32]{b: int32(fract) * int32(pow5(b5)) << b2, s: int32(pow5(s5)) << s2, m: int32(pow5(m5)) << m2}
	case bBits < 64 && tenSBits < 64:
		g = &smallGen[int64]{b: int64(fract) * int64(pow5(b5)) << b2, s: int64(pow5(s5)) << s2, m: int64(pow5(m5)) << m2}
	default:
		g = newBigGen(fract, b5, b2, s5, s2, m5, m2)
	}

	var digits []byte
	q, low, high := g.next()
	if q == 0 && !high {
		decExp-- // the estimate was one too high
	} else {
		digits = append(digits, byte('0'+q))
	}
	// E-notation needs a digit after the point, so outside the plain range
	// the first digit never ends the loop.
	if decExp < -3 || decExp >= 8 {
		low, high = false, false
	}
	for !low && !high {
		q, low, high = g.next()
		digits = append(digits, byte('0'+q))
	}
	decExp++
	if high {
		roundUp := true
		if low {
			switch d := g.lowDigitDifference(); {
			case d == 0:
				roundUp = (digits[len(digits)-1]-'0')&1 != 0
			default:
				roundUp = d > 0
			}
		}
		if roundUp {
			decExp = roundUpDigits(digits, decExp)
		}
	}
	return digits, decExp
}

// roundUpDigits adds one to the last digit. On a carry out of the first
// digit the digits become 10...0 (their count unchanged) and the exponent grows.
func roundUpDigits(digits []byte, decExp int) int {
	for i := len(digits) - 1; i >= 0; i-- {
		if digits[i] != '9' {
			digits[i]++
			return decExp
		}
		if i == 0 {
			digits[0] = '1'
			return decExp + 1
		}
		digits[i] = '0'
	}
	return decExp
}

// longDigits develops the digits of v with the last insignificant digits
// rounded away half-up and trailing zeros dropped.
func longDigits(v uint64, insignificant int) ([]byte, int) {
	decExp := 0
	if insignificant > 0 {
		p := uint64(1)
		for range insignificant {
			p *= 10
		}
		residue := v % p
		v /= p
		decExp += insignificant
		if residue >= p/2 {
			v++
		}
	}
	for v%10 == 0 {
		v /= 10
		decExp++
	}
	var tmp [20]byte
	i := len(tmp)
	for v != 0 {
		i--
		tmp[i] = byte('0' + v%10)
		v /= 10
	}
	digits := append([]byte(nil), tmp[i:]...)
	return digits, decExp + len(digits)
}

// estimateDecExp is floor(log10(value)), estimated from a linear
// approximation of log10 of the mantissa; it may be one too high.
func estimateDecExp(fract uint64, binExp int) int {
	d2 := math.Float64frombits(0x3ff0000000000000 | fract&(1<<52-1))
	// Explicit conversions keep each step rounded to float64 (no fused
	// multiply-add), as in Java.
	d := float64(float64(d2-1.5)*0.289529654) + 0.176091259
	d = d + float64(float64(binExp)*0.301029995663981)
	return int(math.Floor(d))
}

type digitGen interface {
	// next returns the next digit and the stopping conditions: low, the
	// remainder is within half an ULP below; high, within half an ULP above.
	next() (q int, low, high bool)
	// lowDigitDifference is 2×remainder − 10×S: its sign says whether to round up.
	lowDigitDifference() int
}

// smallGen runs the digit loop in int32 or int64 arithmetic, overflow
// wrapping included, as Java does when the numbers fit.
type smallGen[T int32 | int64] struct {
	b, s, m T
	started bool
}

func (g *smallGen[T]) next() (int, bool, bool) {
	q := g.b / g.s
	g.b = 10 * (g.b % g.s)
	g.m *= 10
	first := !g.started
	g.started = true
	if g.m <= 0 && !first {
		// m overflowed: it is certainly above b, and b+m above 10×S.
		return int(q), true, true
	}
	tens := g.s * 10
	return int(q), g.b < g.m, g.b+g.m > tens
}

func (g *smallGen[T]) lowDigitDifference() int {
	d := g.b<<1 - g.s*10
	switch {
	case d > 0:
		return 1
	case d < 0:
		return -1
	}
	return 0
}

// bigGen runs the digit loop in big integers. Its "high" test is b+m >= 10S,
// not > as in the small cases; Java differs the same way.
type bigGen struct{ b, s, m, tenS, q, r, t big.Int }

func newBigGen(fract uint64, b5, b2, s5, s2, m5, m2 int) *bigGen {
	g := &bigGen{}
	five := big.NewInt(5)
	var p big.Int
	g.b.SetUint64(fract)
	g.b.Mul(&g.b, p.Exp(five, big.NewInt(int64(b5)), nil))
	g.b.Lsh(&g.b, uint(b2))
	g.s.Exp(five, big.NewInt(int64(s5)), nil)
	g.s.Lsh(&g.s, uint(s2))
	g.m.Exp(five, big.NewInt(int64(m5)), nil)
	g.m.Lsh(&g.m, uint(m2))
	g.tenS.Mul(&g.s, big.NewInt(10))
	return g
}

func (g *bigGen) next() (int, bool, bool) {
	g.q.QuoRem(&g.b, &g.s, &g.r)
	g.b.Mul(&g.r, big.NewInt(10))
	g.m.Mul(&g.m, big.NewInt(10))
	g.t.Add(&g.b, &g.m)
	return int(g.q.Int64()), g.b.Cmp(&g.m) < 0, g.t.Cmp(&g.tenS) >= 0
}

func (g *bigGen) lowDigitDifference() int {
	var twice big.Int
	twice.Lsh(&g.b, 1)
	return twice.Cmp(&g.tenS)
}
