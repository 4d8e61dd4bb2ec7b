package exec

import (
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

// castBooleanKernel casts a BOOLEAN column to TINYINT..BIGINT, FLOAT or DOUBLE: TRUE is 1 and
// FALSE 0, as types.CastValue makes them, converted as integers are (DECIMAL is
// castToDecimalKernel's). None fails.
func castBooleanKernel(x arrow.Array, from, to types.Type, _ bool, _ *time.Location, alloc memory.Allocator) (arrow.Array, bool, error) {
	if from.Kind != types.KindBoolean || !fixedNumericKind(to.Kind) {
		return nil, false, nil
	}
	ints, ok := integerValues(x)
	if !ok {
		return nil, false, nil
	}
	return castIntegerColumn(ints, x, to, alloc), true, nil
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
