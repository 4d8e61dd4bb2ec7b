package exec

import (
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

// castBooleanKernel casts a BOOLEAN column to TINYINT..BIGINT, FLOAT or DOUBLE: TRUE is 1 and
// FALSE 0, as types.CastValue makes them (DECIMAL is castToDecimalKernel's). None fails.
func castBooleanKernel(x arrow.Array, from, to types.Type, try bool, _ *time.Location, alloc memory.Allocator) (arrow.Array, bool, error) {
	bools, ok := x.(*array.Boolean)
	if !ok || from.Kind != types.KindBoolean {
		return nil, false, nil
	}
	var out arrow.Array
	var err error
	switch to.Kind {
	case types.KindTinyInt:
		out, err = castToFixed(x, to, try, alloc, func(i int) (int8, bool, error) { return int8(boolToInt(bools.Value(i))), false, nil })
	case types.KindSmallInt:
		out, err = castToFixed(x, to, try, alloc, func(i int) (int16, bool, error) { return int16(boolToInt(bools.Value(i))), false, nil })
	case types.KindInt:
		out, err = castToFixed(x, to, try, alloc, func(i int) (int32, bool, error) { return int32(boolToInt(bools.Value(i))), false, nil })
	case types.KindBigInt:
		out, err = castToFixed(x, to, try, alloc, func(i int) (int64, bool, error) { return boolToInt(bools.Value(i)), false, nil })
	case types.KindFloat:
		out, err = castToFixed(x, to, try, alloc, func(i int) (float32, bool, error) { return float32(boolToInt(bools.Value(i))), false, nil })
	case types.KindDouble:
		out, err = castToFixed(x, to, try, alloc, func(i int) (float64, bool, error) { return float64(boolToInt(bools.Value(i))), false, nil })
	default:
		return nil, false, nil
	}
	return out, true, err
}

func boolToInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// castToBooleanKernel casts an integer, FLOAT, DOUBLE or DECIMAL column to BOOLEAN: TRUE where
// the value is not zero, as types.CastValue does (NaN is TRUE, as NaN != 0 is in Java).
func castToBooleanKernel(x arrow.Array, from, to types.Type, try bool, _ *time.Location, alloc memory.Allocator) (arrow.Array, bool, error) {
	if to.Kind != types.KindBoolean {
		return nil, false, nil
	}
	switch {
	case from.IsIntegerNumeric():
		ints, ok := integerValues(x)
		if !ok {
			return nil, false, nil
		}
		out, err := castToBooleans(x, try, alloc, func(i int) (bool, error) { return ints[i] != 0, nil })
		return out, true, err
	case from.Kind == types.KindFloat || from.Kind == types.KindDouble:
		floats, ok := floatValues(x)
		if !ok {
			return nil, false, nil
		}
		out, err := castToBooleans(x, try, alloc, func(i int) (bool, error) { return floats[i] != 0, nil })
		return out, true, err
	case from.Kind == types.KindDecimal:
		decs, ok := x.(*array.Decimal128)
		if !ok {
			return nil, false, nil
		}
		vals := decs.Values()
		out, err := castToBooleans(x, try, alloc, func(i int) (bool, error) { return vals[i].Sign() != 0, nil })
		return out, true, err
	}
	return nil, false, nil
}
