package exec

import (
	"math"
	"sync"
)

// Double-double arithmetic: a value as the unevaluated sum hi + lo of two doubles, about 106
// bits. EXP, LN, LOG10, POWER, SIN, COS and TAN are computed this way (about 1 to 2 µs a value),
// and the high part of the normalized result is the correctly rounded double except when the
// true value lies within 2^-95 of a midpoint, or the argument is beyond the fast reductions,
// where the big-float versions of func_mathcr.go decide.

type dd struct{ hi, lo float64 }

func twoSum(a, b float64) (float64, float64) {
	s := a + b
	bb := s - a
	return s, (a - (s - bb)) + (b - bb)
}

func quickTwoSum(a, b float64) dd {
	s := a + b
	return dd{s, b - (s - a)}
}

func ddAdd(x, y dd) dd {
	s, e := twoSum(x.hi, y.hi)
	t, f := twoSum(x.lo, y.lo)
	e += t
	r := quickTwoSum(s, e)
	r.lo += f
	return quickTwoSum(r.hi, r.lo)
}

func ddMul(x, y dd) dd {
	p := x.hi * y.hi
	e := math.FMA(x.hi, y.hi, -p)
	e += x.hi*y.lo + x.lo*y.hi
	return quickTwoSum(p, e)
}

func ddMulF(x dd, f float64) dd {
	p := x.hi * f
	e := math.FMA(x.hi, f, -p)
	e += x.lo * f
	return quickTwoSum(p, e)
}

func ddDiv(x, y dd) dd {
	q1 := x.hi / y.hi
	r := ddAdd(x, ddMulF(y, -q1))
	q2 := r.hi / y.hi
	r = ddAdd(r, ddMulF(y, -q2))
	q3 := r.hi / y.hi
	q := quickTwoSum(q1, q2)
	return ddAdd(q, dd{q3, 0})
}

// ddConsts are ln 2 and ln 10 as double-doubles, taken from the big-float values.
var ddConsts = sync.OnceValue(func() struct{ ln2, ln10 dd } {
	c := crConsts()
	toDD := func(f float64, exact func() float64) dd { return dd{f, exact()} }
	ln2hi, _ := c.ln2.Float64()
	ln10hi, _ := c.ln10.Float64()
	return struct{ ln2, ln10 dd }{
		ln2: toDD(ln2hi, func() float64 {
			lo, _ := newF(crPrec).Sub(c.ln2, newF(crPrec).SetFloat64(ln2hi)).Float64()
			return lo
		}),
		ln10: toDD(ln10hi, func() float64 {
			lo, _ := newF(crPrec).Sub(c.ln10, newF(crPrec).SetFloat64(ln10hi)).Float64()
			return lo
		}),
	}
})

// ddExp is e^x for a double-double x with |x| below ~700.
func ddExp(x dd) dd {
	ln2 := ddConsts().ln2
	k := math.Round(x.hi / ln2.hi)
	r := ddAdd(x, ddMulF(ln2, -k))
	// Halve r five times, sum the series, and square the result back.
	r = dd{math.Ldexp(r.hi, -5), math.Ldexp(r.lo, -5)}
	sum, term := dd{1, 0}, dd{1, 0}
	for n := 1.0; n < 30; n++ {
		term = ddMul(term, r)
		term = ddDiv(term, dd{n, 0})
		sum = ddAdd(sum, term)
		if math.Abs(term.hi) < 1e-36 {
			break
		}
	}
	for range 5 {
		sum = ddMul(sum, sum)
	}
	return dd{math.Ldexp(sum.hi, int(k)), math.Ldexp(sum.lo, int(k))}
}

// ddLog is ln(x) for a positive finite double.
func ddLog(x float64) dd {
	m, e := math.Frexp(x)
	if m < math.Sqrt2/2 {
		m *= 2
		e--
	}
	num := dd{m - 1, 0} // exact for m in [0.7, 1.5)
	dh, dl := twoSum(m, 1)
	den := dd{dh, dl}
	z := ddDiv(num, den)
	z2 := ddMul(z, z)
	sum, term := z, z
	for k := 3.0; k < 80; k += 2 {
		term = ddMul(term, z2)
		t := ddDiv(term, dd{k, 0})
		sum = ddAdd(sum, t)
		if math.Abs(t.hi) < 1e-36 {
			break
		}
	}
	sum = ddMulF(sum, 2)
	return ddAdd(sum, ddMulF(ddConsts().ln2, float64(e)))
}

// nearMidpoint reports whether a double-double result may round differently from the true
// value: its low part is within 2^-95 of half an ulp of its high part.
func nearMidpoint(r dd) bool {
	if r.hi == 0 || math.IsInf(r.hi, 0) || math.IsNaN(r.hi) {
		return true
	}
	half := math.Abs(math.Nextafter(r.hi, math.Inf(1))-r.hi) / 2
	return math.Abs(math.Abs(r.lo)-half) < math.Abs(r.hi)*0x1p-95
}

func fastExp(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) || x == 0 || x > 709 || x < -708 {
		return crExp(x)
	}
	r := ddExp(dd{x, 0})
	if nearMidpoint(r) {
		return crExp(x)
	}
	return r.hi
}

func fastLog(x float64) float64 {
	if x <= 0 || math.IsNaN(x) || math.IsInf(x, 0) || x == 1 {
		return crLog(x)
	}
	r := ddLog(x)
	if nearMidpoint(r) {
		return crLog(x)
	}
	return r.hi
}

func fastLog10(x float64) float64 {
	if x <= 0 || math.IsNaN(x) || math.IsInf(x, 0) || x == 1 {
		return crLog10(x)
	}
	if l := math.Log10(x); l == math.Trunc(l) && math.Pow(10, l) == x {
		return l
	}
	r := ddDiv(ddLog(x), ddConsts().ln10)
	if nearMidpoint(r) {
		return crLog10(x)
	}
	return r.hi
}

func fastPow(x, y float64) float64 {
	p := math.Pow(x, y)
	switch {
	case math.IsNaN(p) || math.IsInf(p, 0) || p == 0 || x == 1 || y == 0 || y == 1,
		math.IsInf(x, 0) || math.IsInf(y, 0) || math.IsNaN(x) || math.IsNaN(y):
		return p
	}
	neg := false
	ax := x
	if x < 0 {
		neg = math.Mod(y, 2) != 0
		ax = -x
	}
	l := ddMulF(ddLog(ax), y)
	if l.hi > 709 || l.hi < -708 {
		return crPow(x, y)
	}
	r := ddExp(l)
	if nearMidpoint(r) {
		return crPow(x, y)
	}
	if neg {
		return -r.hi
	}
	return r.hi
}

// halfPiParts splits pi/2 into three doubles of 33, 33 and 53 bits, so that k times each of
// the first two is exact for |k| below 2^20 (Cody and Waite's reduction).
var halfPiParts = sync.OnceValue(func() [3]float64 {
	rest := newF(crPrec).Quo(crConsts().pi, newF(crPrec).SetInt64(2))
	var parts [3]float64
	for i := range parts {
		v, _ := rest.Float64()
		if i < 2 {
			m, e := math.Frexp(v)
			v = math.Ldexp(math.Trunc(math.Ldexp(m, 33)), e-33)
		}
		parts[i] = v
		rest.Sub(rest, newF(crPrec).SetFloat64(v))
	}
	return parts
})

// ddSinCos is sin(x) and cos(x) as double-doubles for |x| below 2^19; ok is false when the
// reduced argument is too small to keep its precision.
func ddSinCos(x float64) (dd, dd, bool) {
	p := halfPiParts()
	k := math.Round(x / (p[0] + p[1]))
	hi, lo := twoSum(x, -k*p[0])
	r := ddAdd(dd{hi, lo}, dd{-k * p[1], 0})
	r = ddAdd(r, ddMulF(dd{p[2], 0}, -k))
	if math.Abs(r.hi) < 0x1p-20 {
		return dd{}, dd{}, false
	}
	r2 := ddMul(r, r)
	sin, cos := r, dd{1, 0}
	term := r
	for n := 2.0; n < 40; n += 2 {
		term = ddDiv(ddMul(term, r2), dd{n * (n + 1), 0})
		if int(n/2)%2 == 1 {
			sin = ddAdd(sin, dd{-term.hi, -term.lo})
		} else {
			sin = ddAdd(sin, term)
		}
		if math.Abs(term.hi) < 1e-36 {
			break
		}
	}
	term = dd{1, 0}
	for n := 1.0; n < 40; n += 2 {
		term = ddDiv(ddMul(term, r2), dd{n * (n + 1), 0})
		if int(n/2)%2 == 0 {
			cos = ddAdd(cos, dd{-term.hi, -term.lo})
		} else {
			cos = ddAdd(cos, term)
		}
		if math.Abs(term.hi) < 1e-36 {
			break
		}
	}
	neg := func(v dd) dd { return dd{-v.hi, -v.lo} }
	switch int(math.Mod(k, 4)+4) % 4 {
	case 1:
		sin, cos = cos, neg(sin)
	case 2:
		sin, cos = neg(sin), neg(cos)
	case 3:
		sin, cos = neg(cos), sin
	}
	return sin, cos, true
}

func fastSinCos(op string, x float64) float64 {
	if x == 0 || math.IsNaN(x) || math.IsInf(x, 0) || math.Abs(x) > 0x1p19 {
		return bigCircular(op, x)
	}
	s, c, ok := ddSinCos(x)
	if !ok {
		return bigCircular(op, x)
	}
	r := s
	switch op {
	case "COS":
		r = c
	case "TAN":
		r = ddDiv(s, c)
	}
	if nearMidpoint(r) {
		return bigCircular(op, x)
	}
	return r.hi
}

func bigCircular(op string, x float64) float64 {
	switch op {
	case "COS":
		return crCos(x)
	case "TAN":
		return crTan(x)
	}
	return crSin(x)
}
