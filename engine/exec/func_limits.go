package exec

import (
	"math"

	"github.com/apache/arrow-go/v18/arrow"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The bound on one value (types.MaxValueBytes) and its error, for the kernels here.
const MaxValueBytes = types.MaxValueBytes

// ErrValueTooLarge matches the failure of a function whose result would exceed MaxValueBytes,
// or of a column of strings whose bytes would exceed what Arrow's 32-bit offsets address.
var ErrValueTooLarge = types.ErrValueTooLarge

func checkValueSize(fn string, size int64) error { return types.CheckValueSize(fn, size) }

// mulSize is a*b for sizes (a, b >= 0), math.MaxInt64 when the product overflows.
func mulSize(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	if a > math.MaxInt64/b {
		return math.MaxInt64
	}
	return a * b
}

// addSize is a+b for sizes, math.MaxInt64 when the sum overflows.
func addSize(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}

// checkedStringResult is stringResult for the kernels whose values can grow past
// MaxValueBytes: f returns the failure of its row, which ends the kernel, and the column as a
// whole stays within what Arrow's 32-bit offsets address.
func checkedStringResult(k *kctx, fn string, args []arrow.Array, f func(i int) (string, bool, error)) (arrow.Array, error) {
	out := newStringColumn(k.alloc, k.n, 8*k.n)
	fail := func(err error) (arrow.Array, error) {
		out.finish().Release()
		return nil, err
	}
	for i := range k.n {
		if anyNull(args, i) {
			out.appendNull()
			continue
		}
		s, ok, err := f(i)
		if err != nil {
			return fail(err)
		}
		if !ok {
			out.appendNull()
			continue
		}
		if err := out.checkRoom(fn, len(s)); err != nil {
			return fail(err)
		}
		out.append(s)
	}
	return out.finish(), nil
}

// checkRoom fails when n more bytes would take the column past Arrow's 32-bit offsets.
func (c *stringColumn) checkRoom(fn string, n int) error {
	if int64(len(c.data))+int64(n) > math.MaxInt32 {
		return connector.NewError(ErrValueTooLarge, "flinkpad.ValueTooLarge",
			"%s would make a column of strings over 2 GiB in one batch, more than Flinkpad can hold.", fn)
	}
	return nil
}
