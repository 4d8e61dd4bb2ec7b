package types

import "github.com/apache/arrow-go/v18/arrow/decimal128"

// JavaDoubleToInt is Java's (int) d: NaN is 0, out-of-range values saturate. The typed cast
// kernels use it so that a column cast and CastValue narrow a float alike.
func JavaDoubleToInt(d float64) int32 { return javaDoubleToInt(d) }

// JavaDoubleToLong is Java's (long) d: NaN is 0, out-of-range values saturate.
func JavaDoubleToLong(d float64) int64 { return javaDoubleToLong(d) }

// DecimalToFloat64 is CAST of a DECIMAL(precision, scale) value to DOUBLE (FLOAT narrows the
// result), for the typed DECIMAL cast kernels.
func DecimalToFloat64(n decimal128.Num, precision, scale int) float64 {
	return decimalToFloat64(n, precision, scale)
}

// DoubleToDecimal is CAST of a DOUBLE to DECIMAL(precision, scale): ok is false where the value
// does not fit (NULL), and NaN and the infinities fail as Flink's BigDecimal parse does.
func DoubleToDecimal(d float64, precision, scale int) (decimal128.Num, bool, error) {
	return doubleToDecimal(d, precision, scale)
}
