package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

// castStringToIntegerKernel parses a CHAR/VARCHAR column into TINYINT..BIGINT with the parser
// types.CastValue uses (types.ParseIntegerString, Java's Integer/Long.parseInt after trimming),
// so a bad value fails with the same error, and TRY_CAST makes NULL of exactly the failures
// CastValue marks ErrCastFailed. It returns ok false when the cast is not one of these.
func castStringToIntegerKernel(x arrow.Array, from, to types.Type, try bool, alloc memory.Allocator) (arrow.Array, bool, error) {
	strs, isString := x.(*array.String)
	if !isString || !from.IsCharString() || types.CheckCast(from, to) != nil {
		return nil, false, nil
	}
	switch to.Kind {
	case types.KindTinyInt:
		return parseIntegerColumn[int8](strs, to, 8, try, alloc)
	case types.KindSmallInt:
		return parseIntegerColumn[int16](strs, to, 16, try, alloc)
	case types.KindInt:
		return parseIntegerColumn[int32](strs, to, 32, try, alloc)
	case types.KindBigInt:
		return parseIntegerColumn[int64](strs, to, 64, try, alloc)
	}
	return nil, false, nil
}

// parseIntegerColumn parses each string as an integer of the given bits, through the typed
// kernels' shared loop (castToFixed).
func parseIntegerColumn[D ~int8 | ~int16 | ~int32 | ~int64](strs *array.String, to types.Type, bits int, try bool, alloc memory.Allocator) (arrow.Array, bool, error) {
	out, err := castToFixed(strs, to, try, alloc, func(i int) (D, bool, error) {
		v, err := types.ParseIntegerString(strs.Value(i), bits)
		return D(v), false, err // keeps the low bits, as CastValue's narrowInteger does
	})
	return out, true, err
}
