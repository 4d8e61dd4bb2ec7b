package exec

import (
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

// castArray casts every value of x from one type to another (try: failures become NULL), reading
// TIMESTAMP_LTZ values and local date-times in the time zone loc. The casts between numbers,
// decimals, booleans and strings run as typed kernels, each choosing its rule once for the
// column; the rest converts value by value with the types package's rules (castValueByValue,
// the reference every kernel is tested against).
func castArray(x arrow.Array, from, to types.Type, try bool, loc *time.Location, alloc memory.Allocator) (arrow.Array, error) {
	if from.IsIntegerNumeric() && to.Kind == types.KindVarChar && to.Length >= 20 && isIntegerArray(x) {
		return castIntsToString(x, alloc), nil
	}
	if out := castNumericKernel(x, from, to, alloc); out != nil {
		return out, nil
	}
	if out, ok, err := castStringToIntegerKernel(x, from, to, try, alloc); ok {
		return out, err
	}
	if hasValidityBitmap(x) && types.CheckCast(from, to) == nil {
		for _, kernel := range columnCastKernels {
			if out, ok, err := kernel(x, from, to, try, loc, alloc); ok {
				return out, err
			}
		}
	}
	return castValueByValue(x, from, to, try, loc, alloc)
}

// columnCastKernel casts a whole column when it knows the pair of types (ok), with the cast
// already validated, reading TIMESTAMP_LTZ in the session zone loc; ok false leaves the column
// to the next kernel.
type columnCastKernel func(x arrow.Array, from, to types.Type, try bool, loc *time.Location, alloc memory.Allocator) (out arrow.Array, ok bool, err error)

// columnCastKernels are tried in turn; at most one knows a given pair.
var columnCastKernels = []columnCastKernel{
	castFromDecimalKernel,
	castToDecimalKernel,
	castStringParseKernel,
	castBooleanKernel,
	castToBooleanKernel,
	castNumberToStringKernel,
	castStringToVarCharKernel,
	castTemporalToStringKernel,
	castStringToTemporalKernel,
	castBetweenTemporalKernel,
}

// hasValidityBitmap is false for a column that counts NULLs but has no bitmap to say where, which
// the kernels, reading the bitmap, leave to the general path.
func hasValidityBitmap(x arrow.Array) bool {
	bufs := x.Data().Buffers()
	return x.NullN() == 0 || (len(bufs) > 0 && bufs[0] != nil)
}
