package types

// JavaDoubleToInt is Java's (int) d: NaN is 0, out-of-range values saturate. The typed cast
// kernels use it so that a column cast and CastValue narrow a float alike.
func JavaDoubleToInt(d float64) int32 { return javaDoubleToInt(d) }

// JavaDoubleToLong is Java's (long) d: NaN is 0, out-of-range values saturate.
func JavaDoubleToLong(d float64) int64 { return javaDoubleToLong(d) }
