package exec

import (
	"math"
	"math/big"
	"sync"
)

// Correctly rounded elementary functions. Java's Math.sin, cos, tan, exp, log and pow, which
// Flink calls, are the JIT's intrinsics and nearly always return the double nearest the true
// value, while Go's math package is often one unit in the last place away. These compute the
// true value with 160 bits and round it once, so that SIN(1) and EXP(0.5) print as in Flink.

const crPrec = 160

var crConsts = sync.OnceValue(func() struct{ pi, ln2, ln10 *big.Float } {
	const prec = 1400 // reducing arguments up to 1e308 modulo pi/2 needs ~1100 bits of pi
	pi := bigPi(prec)
	ln2 := bigLogSeries(new(big.Float).SetPrec(prec).SetFloat64(0.5), prec) // ln(1/2)
	ln2.Neg(ln2)
	ten := new(big.Float).SetPrec(prec).SetInt64(10)
	mant := new(big.Float).SetPrec(prec)
	e := ten.MantExp(mant) // 10 = mant * 2^e, mant in [0.5, 1)
	ln10 := bigLogSeries(mant, prec)
	ln10.Add(ln10, new(big.Float).SetPrec(prec).Mul(ln2, new(big.Float).SetInt64(int64(e))))
	return struct{ pi, ln2, ln10 *big.Float }{pi, ln2, ln10}
})

func newF(prec uint) *big.Float { return new(big.Float).SetPrec(prec) }

// bigPi computes pi with Machin's formula: 16 atan(1/5) - 4 atan(1/239).
func bigPi(prec uint) *big.Float {
	atanInv := func(n int64) *big.Float {
		sum := newF(prec)
		x := newF(prec).Quo(newF(prec).SetInt64(1), newF(prec).SetInt64(n))
		x2 := newF(prec).Mul(x, x)
		term := newF(prec).Set(x)
		eps := newF(prec).SetMantExp(newF(prec).SetInt64(1), -int(prec)-8)
		for k := int64(0); ; k++ {
			t := newF(prec).Quo(term, newF(prec).SetInt64(2*k+1))
			if k%2 == 0 {
				sum.Add(sum, t)
			} else {
				sum.Sub(sum, t)
			}
			if t.Abs(t).Cmp(eps) < 0 {
				return sum
			}
			term.Mul(term, x2)
		}
	}
	pi := newF(prec).Mul(newF(prec).SetInt64(16), atanInv(5))
	return pi.Sub(pi, newF(prec).Mul(newF(prec).SetInt64(4), atanInv(239)))
}

// bigLogSeries is ln(m) for m in [0.5, 1], as 2 atanh((m-1)/(m+1)).
func bigLogSeries(m *big.Float, prec uint) *big.Float {
	one := newF(prec).SetInt64(1)
	z := newF(prec).Quo(newF(prec).Sub(m, one), newF(prec).Add(m, one))
	z2 := newF(prec).Mul(z, z)
	sum := newF(prec)
	term := newF(prec).Set(z)
	eps := newF(prec).SetMantExp(one, -int(prec)-8)
	for k := int64(0); ; k++ {
		t := newF(prec).Quo(term, newF(prec).SetInt64(2*k+1))
		sum.Add(sum, t)
		if t.Abs(t).Cmp(eps) < 0 {
			break
		}
		term.Mul(term, z2)
	}
	return sum.Mul(sum, newF(prec).SetInt64(2))
}

// bigLog is ln(x) for x > 0.
func bigLog(x *big.Float, prec uint) *big.Float {
	mant := newF(prec)
	e := x.MantExp(mant)
	r := bigLogSeries(mant, prec)
	return r.Add(r, newF(prec).Mul(crConsts().ln2, newF(prec).SetInt64(int64(e))))
}

// bigExp is e^x for |x| below ~1100.
func bigExp(x *big.Float, prec uint) *big.Float {
	c := crConsts()
	k, _ := newF(prec).Quo(x, c.ln2).Int64()
	r := newF(prec).Sub(x, newF(prec).Mul(c.ln2, newF(prec).SetInt64(k)))
	sum := newF(prec).SetInt64(1)
	term := newF(prec).SetInt64(1)
	eps := newF(prec).SetMantExp(newF(prec).SetInt64(1), -int(prec)-8)
	for n := int64(1); ; n++ {
		term.Mul(term, r)
		term.Quo(term, newF(prec).SetInt64(n))
		sum.Add(sum, term)
		if newF(prec).Abs(term).Cmp(eps) < 0 {
			break
		}
	}
	return sum.SetMantExp(sum, int(k))
}

// bigSinCos is sin(x) and cos(x), reducing x modulo pi/2 with enough bits of pi.
func bigSinCos(x float64) (*big.Float, *big.Float) {
	_, exp := math.Frexp(x)
	prec := uint(crPrec + max(exp, 0) + 16)
	c := crConsts()
	bx := newF(prec).SetFloat64(x)
	halfPi := newF(prec).Quo(c.pi, newF(prec).SetInt64(2))
	q := newF(prec).Quo(bx, halfPi)
	kf, _ := q.Int(nil)
	// Round to the nearest multiple of pi/2.
	rem := newF(prec).Sub(q, newF(prec).SetInt(kf))
	if rem.Cmp(newF(prec).SetFloat64(0.5)) > 0 {
		kf.Add(kf, big.NewInt(1))
	} else if rem.Cmp(newF(prec).SetFloat64(-0.5)) < 0 {
		kf.Sub(kf, big.NewInt(1))
	}
	r := newF(prec).Sub(bx, newF(prec).Mul(halfPi, newF(prec).SetInt(kf)))
	r.SetPrec(crPrec)
	s, co := sinCosSeries(r)
	switch new(big.Int).And(kf, big.NewInt(3)).Int64() {
	case 1:
		s, co = co, s.Neg(s)
	case 2:
		s, co = s.Neg(s), co.Neg(co)
	case 3:
		s, co = co.Neg(co), s
	}
	return s, co
}

func sinCosSeries(r *big.Float) (*big.Float, *big.Float) {
	r2 := newF(crPrec).Mul(r, r)
	sin, cos := newF(crPrec), newF(crPrec)
	term := newF(crPrec).Set(r) // r^n / n!
	eps := newF(crPrec).SetMantExp(newF(crPrec).SetInt64(1), -crPrec-8)
	for n := int64(1); ; n += 2 {
		if (n/2)%2 == 0 {
			sin.Add(sin, term)
		} else {
			sin.Sub(sin, term)
		}
		if newF(crPrec).Abs(term).Cmp(eps) < 0 {
			break
		}
		term.Mul(term, r2)
		term.Quo(term, newF(crPrec).SetInt64((n+1)*(n+2)))
	}
	term = newF(crPrec).SetInt64(1)
	for n := int64(0); ; n += 2 {
		if (n/2)%2 == 0 {
			cos.Add(cos, term)
		} else {
			cos.Sub(cos, term)
		}
		if newF(crPrec).Abs(term).Cmp(eps) < 0 {
			break
		}
		term.Mul(term, r2)
		term.Quo(term, newF(crPrec).SetInt64((n+1)*(n+2)))
	}
	return sin, cos
}

func roundF(f *big.Float) float64 {
	v, _ := f.Float64()
	return v
}

// crSin, crCos and crTan are sin, cos and tan correctly rounded.
func crSin(x float64) float64 {
	if x == 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		return math.Sin(x)
	}
	s, _ := bigSinCos(x)
	return roundF(s)
}

func crCos(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.Cos(x)
	}
	_, c := bigSinCos(x)
	return roundF(c)
}

func crTan(x float64) float64 {
	if x == 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		return math.Tan(x)
	}
	s, c := bigSinCos(x)
	return roundF(s.Quo(s, c))
}

// crExp is e^x correctly rounded.
func crExp(x float64) float64 {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0) || x == 0:
		return math.Exp(x)
	case x > 710:
		return math.Inf(1)
	case x < -746:
		return 0
	}
	return roundF(bigExp(newF(crPrec).SetFloat64(x), crPrec))
}

// crLog is ln(x) correctly rounded.
func crLog(x float64) float64 {
	if x <= 0 || math.IsNaN(x) || math.IsInf(x, 0) || x == 1 {
		return math.Log(x)
	}
	return roundF(bigLog(newF(crPrec).SetFloat64(x), crPrec))
}

// crPow is x^y with Java's special cases and, for a positive finite base, the correctly
// rounded value of e^(y ln x).
func crPow(x, y float64) float64 {
	p := math.Pow(x, y)
	switch {
	case math.IsNaN(p) || math.IsInf(p, 0) || p == 0 || x == 1 || y == 0 || y == 1:
		return p
	case math.IsInf(x, 0) || math.IsInf(y, 0) || math.IsNaN(x) || math.IsNaN(y):
		return p
	}
	neg := false
	if x < 0 {
		// Only an integer exponent gets here (math.Pow is NaN otherwise); odd ones are negative.
		neg = math.Mod(y, 2) != 0
		x = -x
	}
	const prec = crPrec + 64
	l := bigLog(newF(prec).SetFloat64(x), prec)
	l.Mul(l, newF(prec).SetFloat64(y))
	if f, _ := l.Float64(); f > 710 || f < -746 {
		return p
	}
	v := roundF(bigExp(l, prec))
	if neg {
		v = -v
	}
	return v
}

// crLog10 is log10(x) correctly rounded.
func crLog10(x float64) float64 {
	if x <= 0 || math.IsNaN(x) || math.IsInf(x, 0) || x == 1 {
		return math.Log10(x)
	}
	// Powers of ten give their exponent exactly, as Java's log10 promises.
	if l := math.Log10(x); l == math.Trunc(l) && math.Pow(10, l) == x {
		return l
	}
	l := bigLog(newF(crPrec).SetFloat64(x), crPrec)
	return roundF(l.Quo(l, crConsts().ln10))
}

// bigAtan is atan(x) for a finite x.
func bigAtan(x *big.Float, prec uint) *big.Float {
	one := newF(prec).SetInt64(1)
	neg := x.Sign() < 0
	a := newF(prec).Abs(x)
	invert := a.Cmp(one) > 0
	if invert {
		a.Quo(one, a)
	}
	// atan(a) = 2 atan(a / (1 + sqrt(1 + a^2))): three halvings bring a below 0.1.
	doublings := 0
	for a.Cmp(newF(prec).SetFloat64(0.1)) > 0 {
		s := newF(prec).Sqrt(newF(prec).Add(one, newF(prec).Mul(a, a)))
		a.Quo(a, s.Add(s, one))
		doublings++
	}
	a2 := newF(prec).Mul(a, a)
	sum := newF(prec)
	term := newF(prec).Set(a)
	eps := newF(prec).SetMantExp(one, -int(prec)-8)
	for k := int64(0); ; k++ {
		t := newF(prec).Quo(term, newF(prec).SetInt64(2*k+1))
		if k%2 == 0 {
			sum.Add(sum, t)
		} else {
			sum.Sub(sum, t)
		}
		if t.Abs(t).Cmp(eps) < 0 {
			break
		}
		term.Mul(term, a2)
	}
	sum.SetMantExp(sum, doublings)
	if invert {
		sum.Sub(newF(prec).Quo(crConsts().pi, newF(prec).SetInt64(2)), sum)
	}
	if neg {
		sum.Neg(sum)
	}
	return sum
}

func crAtan(x float64) float64 {
	if x == 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		return math.Atan(x)
	}
	return roundF(bigAtan(newF(crPrec).SetFloat64(x), crPrec))
}

// crAsin is asin(x) = atan(x / sqrt(1 - x^2)).
func crAsin(x float64) float64 {
	if x == 0 || math.IsNaN(x) || x > 1 || x < -1 {
		return math.Asin(x)
	}
	if x == 1 || x == -1 {
		return roundF(newF(crPrec).Quo(crConsts().pi, newF(crPrec).SetFloat64(2*x)))
	}
	bx := newF(crPrec).SetFloat64(x)
	d := newF(crPrec).Sqrt(newF(crPrec).Sub(newF(crPrec).SetInt64(1), newF(crPrec).Mul(bx, bx)))
	return roundF(bigAtan(bx.Quo(bx, d), crPrec))
}

// crAcos is acos(x) = pi/2 - asin(x).
func crAcos(x float64) float64 {
	if math.IsNaN(x) || x > 1 || x < -1 {
		return math.Acos(x)
	}
	halfPi := newF(crPrec).Quo(crConsts().pi, newF(crPrec).SetInt64(2))
	if x == 1 {
		return 0
	}
	if x == -1 {
		return roundF(halfPi.Mul(halfPi, newF(crPrec).SetInt64(2)))
	}
	bx := newF(crPrec).SetFloat64(x)
	d := newF(crPrec).Sqrt(newF(crPrec).Sub(newF(crPrec).SetInt64(1), newF(crPrec).Mul(bx, bx)))
	return roundF(halfPi.Sub(halfPi, bigAtan(bx.Quo(bx, d), crPrec)))
}

// crAtan2 is atan2(y, x), with math.Atan2's special cases.
func crAtan2(y, x float64) float64 {
	if x == 0 || y == 0 || math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) {
		return math.Atan2(y, x)
	}
	const prec = crPrec + 32
	q := newF(prec).Quo(newF(prec).SetFloat64(y), newF(prec).SetFloat64(x))
	a := bigAtan(q, prec)
	if x < 0 {
		if y >= 0 {
			a.Add(a, crConsts().pi)
		} else {
			a.Sub(a, crConsts().pi)
		}
	}
	return roundF(a)
}

// Java's sinh, cosh and tanh are fdlibm's, which Go's match more often than correctly rounded
// values do; the kernels use Go's.
