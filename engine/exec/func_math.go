package exec

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Math kernels, after Flink's SqlFunctionUtils and DecimalDataUtils. The DOUBLE functions read
// a DECIMAL operand as DecimalDataUtils.doubleValue does (unscaled / 10^scale, not correctly
// rounded). java.lang.Math's results differ from Go's math package in the last bit for a third of
// the inputs of the transcendental functions; func_mathcr.go computes them correctly rounded,
// which matches Java in more than 99% of cases for the exponential, logarithmic and circular
// functions and 78 to 95% for the inverse circular ones, which Java takes from fdlibm
// (func_mathcr_test.go).

func init() {
	// Java computes these correctly rounded (func_mathcr.go), except the hyperbolic functions,
	// whose fdlibm results Go's are closer to.
	unary := map[plan.Op]func(float64) float64{
		"SQRT": math.Sqrt, "EXP": fastExp, "LN": fastLog, "LOG10": fastLog10,
		"LOG2": func(x float64) float64 { return fastLog(x) / fastLog(2) },
		"SIN":  func(x float64) float64 { return fastSinCos("SIN", x) },
		"COS":  func(x float64) float64 { return fastSinCos("COS", x) },
		"TAN":  func(x float64) float64 { return fastSinCos("TAN", x) },
		"COT":  func(x float64) float64 { return 1.0 / fastSinCos("TAN", x) },
		"ASIN": crAsin, "ACOS": crAcos, "ATAN": crAtan, "SINH": math.Sinh, "COSH": math.Cosh, "TANH": math.Tanh,
		// Math.toDegrees and toRadians multiply by a constant.
		"DEGREES": func(x float64) float64 { return x * 57.29577951308232 },
		"RADIANS": func(x float64) float64 { return x * 0.017453292519943295 },
	}
	ks := map[plan.Op]kernel{}
	for op, f := range unary {
		ks[op] = doubleKernel(func(xs []float64) float64 { return f(xs[0]) })
	}
	ks["POWER"] = doubleKernel(func(xs []float64) float64 { return fastPow(xs[0], xs[1]) })
	ks["ATAN2"] = doubleKernel(func(xs []float64) float64 { return crAtan2(xs[0], xs[1]) })
	ks["LOG"] = doubleKernel(func(xs []float64) float64 {
		if len(xs) == 1 {
			return fastLog(xs[0])
		}
		return fastLog(xs[1]) / fastLog(xs[0])
	})
	ks["PI"] = doubleKernel(func([]float64) float64 { return math.Pi })
	ks["E"] = doubleKernel(func([]float64) float64 { return math.E })
	ks["ABS"] = func(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
		return abs(c.T, args[0], k.alloc), nil
	}
	ks["SIGN"] = signKernel
	ks["ROUND"] = roundKernel
	ks["TRUNCATE"] = roundKernel
	ks["FLOOR"] = floorCeilKernel
	ks["CEIL"] = floorCeilKernel
	registerKernels(ks)
}

// doubleAt reads a numeric operand as Flink hands it to a DOUBLE function.
func doubleAt(arr arrow.Array, t types.Type) func(i int) float64 {
	if a, ok := arr.(*array.Decimal128); ok {
		scale := t.Scale
		if t.Precision <= 18 {
			pow := math.Pow10(scale)
			return func(i int) float64 { return float64(int64(a.Value(i).LowBits())) / pow }
		}
		return func(i int) float64 {
			f, _ := new(big.Rat).SetFrac(a.Value(i).BigInt(), types.Pow10(scale)).Float64()
			return f
		}
	}
	return numbersOf(arr, t).f64
}

// doubleKernel makes a kernel computing a DOUBLE from its operands read as doubles.
func doubleKernel(f func(xs []float64) float64) kernel {
	return func(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
		readers := make([]func(int) float64, len(args))
		for j, a := range args {
			readers[j] = doubleAt(a, c.Args[j].Type())
		}
		xs := make([]float64, len(args))
		return float64Result(k, args, func(i int) (float64, bool) {
			for j, r := range readers {
				xs[j] = r(i)
			}
			return f(xs), true
		}), nil
	}
}

// abs is ABS of a number, in its own type (ABS of the smallest integer stays negative, as Java's
// Math.abs does).
func abs(t types.Type, x arrow.Array, alloc memory.Allocator) arrow.Array {
	xn := numbersOf(x, t)
	b := array.NewBuilder(alloc, types.ArrowType(t))
	defer b.Release()
	b.Reserve(x.Len())
	for i := range x.Len() {
		switch {
		case x.IsNull(i):
			b.AppendNull()
		case t.IsIntegerNumeric():
			v := xn.i64(i)
			if v < 0 {
				v = -v
			}
			appendInt(b, v)
		case t.Kind == types.KindFloat:
			b.(*array.Float32Builder).UnsafeAppend(float32(math.Abs(xn.f64(i))))
		case t.Kind == types.KindDouble:
			b.(*array.Float64Builder).UnsafeAppend(math.Abs(xn.f64(i)))
		case t.Kind == types.KindDecimal:
			b.(*array.Decimal128Builder).UnsafeAppend(decimal128.FromBigInt(new(big.Int).Abs(xn.dec(i))))
		}
	}
	return b.NewArray()
}

// signKernel is SIGN in the operand's type: -1, 0 or 1 (1.00 for a DECIMAL(p, 2)).
func signKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	t := c.T
	xn := numbersOf(args[0], c.Args[0].Type())
	b := array.NewBuilder(k.alloc, types.ArrowType(t))
	defer b.Release()
	b.Reserve(k.n)
	for i := range k.n {
		switch {
		case args[0].IsNull(i):
			b.AppendNull()
		case t.IsIntegerNumeric():
			appendInt(b, int64(cmpSign(xn.i64(i))))
		case t.Kind == types.KindFloat:
			b.(*array.Float32Builder).UnsafeAppend(float32(javaSignum(xn.f64(i))))
		case t.Kind == types.KindDouble:
			b.(*array.Float64Builder).UnsafeAppend(javaSignum(xn.f64(i)))
		case t.Kind == types.KindDecimal:
			v := new(big.Int).Mul(big.NewInt(int64(xn.dec(i).Sign())), types.Pow10(t.Scale))
			b.(*array.Decimal128Builder).UnsafeAppend(decimal128.FromBigInt(v))
		}
	}
	return b.NewArray(), nil
}

func cmpSign(v int64) int {
	switch {
	case v < 0:
		return -1
	case v > 0:
		return 1
	}
	return 0
}

// javaSignum is Math.signum: the sign, keeping -0.0 and NaN.
func javaSignum(x float64) float64 {
	if x == 0 || math.IsNaN(x) {
		return x
	}
	if x < 0 {
		return -1
	}
	return 1
}

// roundMode is a BigDecimal rounding mode.
type roundMode int

const (
	halfUp roundMode = iota
	towardZero
	towardFloor
	towardCeiling
)

// roundRat rounds r to digits decimal places (negative: to tens, hundreds...) with mode. The
// places come from the script (ROUND(1, 2147483647)), so a power of ten of |digits| digits is
// never built when the answer is known without it: r already exact at digits places stays as
// it is (as Flink's sround returns its argument when the scale is not below the value's own),
// and a place far left of r's first digit rounds it to zero.
func roundRat(r *big.Rat, digits int, mode roundMode) *big.Rat {
	if digits > 0 && decimalPlaces(r) <= digits {
		return r
	}
	if digits < 0 && mode != towardFloor && mode != towardCeiling {
		whole := new(big.Int).Quo(new(big.Int).Abs(r.Num()), r.Denom())
		// |r| < 10^len(whole) <= 10^-digits / 10, under half the unit it rounds to.
		if -digits > len(whole.String()) {
			return new(big.Rat)
		}
	}
	scale := new(big.Rat).SetInt(types.Pow10(abs64(digits)))
	if digits < 0 {
		scale.Inv(scale)
	}
	scaled := new(big.Rat).Mul(r, scale)
	q, m := new(big.Int).QuoRem(scaled.Num(), scaled.Denom(), new(big.Int))
	if m.Sign() != 0 {
		neg := scaled.Sign() < 0
		switch mode {
		case halfUp:
			if new(big.Int).Mul(new(big.Int).Abs(m), big.NewInt(2)).Cmp(scaled.Denom()) >= 0 {
				q.Add(q, big.NewInt(int64(scaled.Sign())))
			}
		case towardFloor:
			if neg {
				q.Sub(q, big.NewInt(1))
			}
		case towardCeiling:
			if !neg {
				q.Add(q, big.NewInt(1))
			}
		}
	}
	return new(big.Rat).Quo(new(big.Rat).SetInt(q), scale)
}

// decimalPlaces is the number of decimal places r needs to be exact: the larger exponent of 2
// and 5 in its denominator, or a place past any denominator with another prime factor.
func decimalPlaces(r *big.Rat) int {
	d := new(big.Int).Set(r.Denom())
	twos := int(d.TrailingZeroBits())
	d.Rsh(d, uint(twos))
	fives := 0
	five, m := big.NewInt(5), new(big.Int)
	for d.Cmp(big.NewInt(1)) > 0 {
		q, rem := new(big.Int).QuoRem(d, five, m)
		if rem.Sign() != 0 {
			return math.MaxInt // not a finite decimal: every place matters
		}
		d, fives = q, fives+1
	}
	return max(twos, fives)
}

func abs64(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// ratOfDouble is BigDecimal.valueOf(d): the decimal Double.toString prints.
func ratOfDouble(d float64) (*big.Rat, error) {
	if math.IsNaN(d) || math.IsInf(d, 0) {
		return nil, runtimeError("java.lang.NumberFormatException",
			"Character %c is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.", types.FormatDouble(d)[0])
	}
	r, _ := new(big.Rat).SetString(types.FormatDouble(d))
	return r, nil
}

// decimalOfRat stores r at the type's scale, rounding half up; ok is false when it does not
// fit the precision (DecimalData.fromBigDecimal gives null then).
func decimalOfRat(r *big.Rat, t types.Type) (decimal128.Num, bool) {
	v := roundHalfUp(r, t.Scale)
	if v.Sign() != 0 && len(new(big.Int).Abs(v).String()) > t.Precision {
		return decimal128.Num{}, false
	}
	return decimal128.FromBigInt(v), true
}

// roundKernel is ROUND (half away from zero) and TRUNCATE (toward zero) to a number of decimal
// places, 0 by default, in the result type the binder derived.
func roundKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	mode := halfUp
	if c.Op == "TRUNCATE" {
		mode = towardZero
	}
	digits := func(int) int64 { return 0 }
	if len(args) == 2 {
		digits = intsOf(args[1])
	}
	xt := c.Args[0].Type()
	xn := numbersOf(args[0], xt)
	b := array.NewBuilder(k.alloc, types.ArrowType(c.T))
	defer b.Release()
	b.Reserve(k.n)
	for i := range k.n {
		if anyNull(args, i) {
			b.AppendNull()
			continue
		}
		d := int(digits(i))
		switch {
		case xt.IsIntegerNumeric():
			// Through BigDecimal (or DECIMAL(38, 18) for TRUNCATE), then narrowed as Java does.
			r := roundRat(new(big.Rat).SetInt64(xn.i64(i)), d, mode)
			q := new(big.Int).Quo(r.Num(), r.Denom())
			appendInt(b, q.Int64())
		case xt.IsApproxNumeric():
			var f float64
			if mode == halfUp {
				var err error
				if f, err = roundDouble(xn.f64(i), d); err != nil {
					return nil, err
				}
			} else {
				r, err := ratOfDouble(xn.f64(i))
				if err != nil {
					return nil, err
				}
				// TRUNCATE goes through DECIMAL(38, 18): 18 places, 20 whole digits.
				r = roundRat(r, 18, halfUp)
				if new(big.Int).Quo(new(big.Int).Abs(r.Num()), r.Denom()).Cmp(types.Pow10(20)) >= 0 {
					b.AppendNull()
					continue
				}
				f, _ = roundRat(r, d, mode).Float64()
			}
			if xt.Kind == types.KindFloat {
				b.(*array.Float32Builder).UnsafeAppend(float32(f))
			} else {
				b.(*array.Float64Builder).UnsafeAppend(f)
			}
		default:
			r := roundRat(xn.rat(i), min(d, xt.Scale), mode)
			if v, ok := decimalOfRat(r, c.T); ok {
				b.(*array.Decimal128Builder).UnsafeAppend(v)
			} else {
				b.AppendNull()
			}
		}
	}
	return b.NewArray(), nil
}

// floorCeilKernel is FLOOR and CEIL of a number; integers stay as they are.
func floorCeilKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	if len(c.Args) == 2 {
		return floorCeilTemporal(k, c, args)
	}
	mode := towardFloor
	if c.Op == "CEIL" {
		mode = towardCeiling
	}
	xt := c.Args[0].Type()
	if xt.IsIntegerNumeric() {
		args[0].Retain()
		return args[0], nil
	}
	xn := numbersOf(args[0], xt)
	b := array.NewBuilder(k.alloc, types.ArrowType(c.T))
	defer b.Release()
	b.Reserve(k.n)
	for i := range k.n {
		switch {
		case args[0].IsNull(i):
			b.AppendNull()
		case xt.Kind == types.KindFloat:
			b.(*array.Float32Builder).UnsafeAppend(float32(floorCeil(xn.f64(i), mode)))
		case xt.Kind == types.KindDouble:
			b.(*array.Float64Builder).UnsafeAppend(floorCeil(xn.f64(i), mode))
		default:
			r := roundRat(xn.rat(i), 0, mode)
			if v, ok := decimalOfRat(r, c.T); ok {
				b.(*array.Decimal128Builder).UnsafeAppend(v)
			} else {
				b.AppendNull()
			}
		}
	}
	return b.NewArray(), nil
}

func floorCeil(x float64, mode roundMode) float64 {
	if mode == towardFloor {
		return math.Floor(x)
	}
	return math.Ceil(x)
}

// roundDouble rounds a double half away from zero to digits decimal places as Flink does,
// through the decimal Double.toString prints (BigDecimal.valueOf), without big numbers: the
// digits are rounded as text and parsed back, correctly rounded as BigDecimal.doubleValue is.
func roundDouble(d float64, digits int) (float64, error) {
	if math.IsNaN(d) || math.IsInf(d, 0) {
		_, err := ratOfDouble(d)
		return 0, err
	}
	text := types.FormatDouble(d)
	neg := strings.HasPrefix(text, "-")
	text = strings.TrimPrefix(text, "-")
	exp := 0
	if i := strings.IndexByte(text, 'E'); i >= 0 {
		exp, _ = strconv.Atoi(text[i+1:])
		text = text[:i]
	}
	dot := strings.IndexByte(text, '.')
	mant := text[:dot] + text[dot+1:]
	point := dot + exp // the decimal point sits after mant[:point]
	keep := point + digits
	switch {
	case keep >= len(mant):
		return d, nil
	case keep < 0:
		return 0, nil
	}
	kept := []byte(mant[:keep])
	if mant[keep] >= '5' {
		i := len(kept) - 1
		for ; i >= 0 && kept[i] == '9'; i-- {
			kept[i] = '0'
		}
		if i < 0 {
			kept = append([]byte{'1'}, kept...)
			point++
		} else {
			kept[i]++
		}
	}
	if len(kept) == 0 {
		return 0, nil
	}
	v, err := strconv.ParseFloat(string(kept)+"e"+strconv.Itoa(point-len(kept)), 64)
	if err != nil {
		return 0, err
	}
	if neg && v != 0 {
		v = -v
	}
	return v, nil
}
