package exec

import (
	"math/big"
	"strconv"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/flinkpad/flinkpad/engine/types"
)

// numbers reads the values of a numeric column as the class of arithmetic needs them, through
// functions chosen once per column, so that the loops over rows do not box values.
type numbers struct {
	arr   arrow.Array
	scale int // DECIMAL scale; 0 for integers
	i64   func(i int) int64
	f64   func(i int) float64
	dec   func(i int) *big.Int // the unscaled value
}

func numbersOf(arr arrow.Array, t types.Type) numbers {
	n := numbers{arr: arr}
	switch a := arr.(type) {
	case *array.Int8:
		n.i64 = func(i int) int64 { return int64(a.Value(i)) }
	case *array.Int16:
		n.i64 = func(i int) int64 { return int64(a.Value(i)) }
	case *array.Int32:
		n.i64 = func(i int) int64 { return int64(a.Value(i)) }
	case *array.Int64:
		n.i64 = func(i int) int64 { return a.Value(i) }
	case *array.Float32:
		n.f64 = func(i int) float64 { return float64(a.Value(i)) }
	case *array.Float64:
		n.f64 = func(i int) float64 { return a.Value(i) }
	case *array.Decimal128:
		n.scale = t.Scale
		n.dec = func(i int) *big.Int { return a.Value(i).BigInt() }
		// Java's BigDecimal.doubleValue is correctly rounded; so is parsing the decimal's text,
		// while arrow's ToFloat64 can be one unit off (99.99 - 2.0 gave 97.99000000000001).
		n.f64 = func(i int) float64 {
			f, _ := strconv.ParseFloat(a.Value(i).ToString(int32(t.Scale)), 64)
			return f
		}
	}
	if n.i64 != nil {
		n.f64 = func(i int) float64 { return float64(n.i64(i)) }
		n.dec = func(i int) *big.Int { return big.NewInt(n.i64(i)) }
	}
	return n
}

// rat is the exact value of row i.
func (n numbers) rat(i int) *big.Rat {
	return new(big.Rat).SetFrac(n.dec(i), types.Pow10(n.scale))
}

// roundHalfUp rounds r to scale digits, half away from zero (Java's RoundingMode.HALF_UP), and
// returns the unscaled integer.
func roundHalfUp(r *big.Rat, scale int) *big.Int {
	scaled := new(big.Rat).Mul(r, new(big.Rat).SetInt(types.Pow10(scale)))
	q, m := new(big.Int).QuoRem(scaled.Num(), scaled.Denom(), new(big.Int))
	// |remainder| * 2 >= denominator rounds away from zero.
	if new(big.Int).Mul(new(big.Int).Abs(m), big.NewInt(2)).Cmp(scaled.Denom()) >= 0 {
		if scaled.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
		} else {
			q.Add(q, big.NewInt(1))
		}
	}
	return q
}
