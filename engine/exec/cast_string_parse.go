package exec

import (
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

// castStringParseKernel parses a CHAR/VARCHAR column into FLOAT, DOUBLE, DECIMAL or BOOLEAN with
// the parsers types.CastValue uses (types.ParseFloatString, ParseDecimalString,
// ParseBooleanString), so a bad value fails with the same error at the same row, and TRY_CAST
// makes NULL of exactly the failures CastValue marks ErrCastFailed.
func castStringParseKernel(x arrow.Array, from, to types.Type, try bool, _ *time.Location, alloc memory.Allocator) (arrow.Array, bool, error) {
	strs, ok := x.(*array.String)
	if !ok || !from.IsCharString() {
		return nil, false, nil
	}
	var out arrow.Array
	var err error
	switch to.Kind {
	case types.KindFloat:
		out, err = castToFixed(x, to, try, alloc, func(i int) (float32, bool, error) {
			f, err := types.ParseFloatString(strs.Value(i), 32)
			return float32(f), false, err
		})
	case types.KindDouble:
		out, err = castToFixed(x, to, try, alloc, func(i int) (float64, bool, error) {
			f, err := types.ParseFloatString(strs.Value(i), 64)
			return f, false, err
		})
	case types.KindDecimal:
		out, err = castToDecimal(x, to, try, alloc, func(i int) (decimal128.Num, bool, error) {
			n, err := types.ParseDecimalString(strs.Value(i), to.Precision, to.Scale)
			return n, false, err
		})
	case types.KindBoolean:
		out, err = castToBooleans(x, try, alloc, func(i int) (bool, error) {
			return types.ParseBooleanString(strs.Value(i))
		})
	default:
		return nil, false, nil
	}
	return out, true, err
}
