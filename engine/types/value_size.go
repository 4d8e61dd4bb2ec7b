package types

import (
	"math"
	"strconv"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// MaxValueBytes bounds one value that an operation builds to a size its operands set (REPEAT,
// LPAD, a CAST to CHAR(n) that pads, CONCAT of a string with itself...). It is checked before
// the value is built: the Go memory a value is built in is not the job's Arrow memory that
// 'flinkpad.memory.max-bytes' caps, and constant reduction computes values at planning time,
// where there is no job and no cap. A value under the bound that does not fit a job's cap still
// fails with the cap's error, when the column it goes into asks the job's allocator.
const MaxValueBytes = 16 << 20

// ErrValueTooLarge is the kind of the failure of an operation whose value would exceed
// MaxValueBytes. It is also a flinkerr.ErrLimit.
var ErrValueTooLarge = flinkerr.NewKind("value too large", flinkerr.ErrLimit)

// valueTooLarge is the failure of what, an operation (named as the script names it) whose
// value would take size bytes (math.MaxInt64 when that overflows). Its class names Flinkpad:
// the bound is the playground's, not Flink's.
func valueTooLarge(what string, size int64) *flinkerr.Error {
	bytes := strconv.FormatInt(size, 10)
	if size == math.MaxInt64 {
		bytes = "more than " + strconv.FormatInt(math.MaxInt64-1, 10)
	}
	return flinkerr.Newf(ErrValueTooLarge, flinkerr.ClassValueTooLarge,
		"%s would make a value of %s bytes, more than the %d bytes a value may take in Flinkpad.", what, bytes, MaxValueBytes)
}

// CheckValueSize fails when a value of size bytes would exceed MaxValueBytes.
func CheckValueSize(what string, size int64) error {
	if size > MaxValueBytes {
		return valueTooLarge(what, size)
	}
	return nil
}
