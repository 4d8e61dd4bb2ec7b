package types

import (
	"errors"
	"fmt"
	"math"
	"strconv"
)

// MaxValueBytes bounds one value that an operation builds to a size its operands set (REPEAT,
// LPAD, a CAST to CHAR(n) that pads, CONCAT of a string with itself...). It is checked before
// the value is built: the Go memory a value is built in is not the job's Arrow memory that
// 'flinkpad.memory.max-bytes' caps, and constant reduction computes values at planning time,
// where there is no job and no cap. A value under the bound that does not fit a job's cap still
// fails with the cap's error, when the column it goes into asks the job's allocator.
const MaxValueBytes = 16 << 20

// ErrValueTooLarge matches a *ValueTooLargeError.
var ErrValueTooLarge = errors.New("value too large")

// ValueTooLargeError is the failure of an operation whose value would exceed MaxValueBytes.
type ValueTooLargeError struct {
	What  string // the function or operation, as the script names it
	Bytes int64  // the value's size; math.MaxInt64 when that overflows
}

func (e *ValueTooLargeError) Error() string {
	size := strconv.FormatInt(e.Bytes, 10)
	if e.Bytes == math.MaxInt64 {
		size = "more than " + strconv.FormatInt(math.MaxInt64-1, 10)
	}
	return fmt.Sprintf("%s would make a value of %s bytes, more than the %d bytes a value may take in Flinkpad.",
		e.What, size, MaxValueBytes)
}

// Is matches ErrValueTooLarge.
func (e *ValueTooLargeError) Is(target error) bool { return target == ErrValueTooLarge }

// FlinkClass names Flinkpad: the bound is the playground's, not Flink's.
func (e *ValueTooLargeError) FlinkClass() string { return "flinkpad.ValueTooLarge" }

// CheckValueSize fails when a value of size bytes would exceed MaxValueBytes.
func CheckValueSize(what string, size int64) error {
	if size > MaxValueBytes {
		return &ValueTooLargeError{What: what, Bytes: size}
	}
	return nil
}
