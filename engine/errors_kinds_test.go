package engine

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// TestEngineErrorsPrintAndMatchAsFlinkDoes holds the engine's own errors, built on the shared
// flinkerr.Error, to the line the SQL client prints for them and to the kinds callers test.
func TestEngineErrorsPrintAndMatchAsFlinkDoes(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
		is   []error
	}{
		{unsupportedError("SHOW FUNCTIONS"), "flinkpad.NotSupported: Flinkpad does not support SHOW FUNCTIONS yet.",
			[]error{ErrNotSupported, plan.ErrNotSupported, sql.ErrNotSupported}},
		{internalError("boom"), "flinkpad.InternalError: Flinkpad internal error (please report it with the script): boom",
			[]error{ErrInternal}},
		{gatewayError("No Statement Set to submit."),
			"org.apache.flink.table.gateway.service.utils.SqlExecutionException: No Statement Set to submit.", nil},
		{catalogError("Catalog c does not exist"), "org.apache.flink.table.api.ValidationException: Catalog c does not exist", nil},
		{catalogErrorOf(classTable, "SHOW CREATE VIEW is only supported for views"),
			"org.apache.flink.table.api.TableException: SHOW CREATE VIEW is only supported for views", nil},
		{timeZoneError(), "org.apache.flink.table.api.ValidationException: Invalid time zone. The value should be a Time Zone " +
			"Database (TZDB) ID such as 'America/Los_Angeles' to include daylight saving time. Fixed offsets are supported " +
			"using 'GMT-03:00' or 'GMT+03:00'. Or use 'UTC' without time zone and daylight saving time.",
			[]error{ErrInvalidTimeZone}},
		{displayWidthError(flinkerr.ClassIllegalArgument, "maxColumnWidth should be greater than 0"),
			"java.lang.IllegalArgumentException: maxColumnWidth should be greater than 0", nil},
		{memoryLimitError(100, 60, 50), "flinkpad.MemoryLimitExceeded: The job needs more memory than the 100 bytes that " +
			"'flinkpad.memory.max-bytes' allows: it holds 60 bytes and asked for 50 more.",
			[]error{ErrMemoryLimit, flinkerr.ErrLimit}},
		{jobCanceledError(context.Canceled), "org.apache.flink.runtime.client.JobCancellationException: Job was cancelled.",
			[]error{ErrJobCanceled, context.Canceled}},
		{apiErrorCausedBy(classValidation, "Invalid expression for computed column 'c'.", errors.New("the cause")),
			"org.apache.flink.table.api.ValidationException: Invalid expression for computed column 'c'.\nCaused by: the cause", nil},
		// Wrapped, the error still prints its own class: FlinkMessage looks through the chain.
		{fmt.Errorf("statement 2: %w", apiError(classTable, "Only insert statement is supported now.")),
			"org.apache.flink.table.api.TableException: Only insert statement is supported now.", nil},
	} {
		if got := FlinkMessage(c.err); got != c.want {
			t.Errorf("FlinkMessage:\n got %q\nwant %q", got, c.want)
		}
		for _, kind := range c.is {
			if !errors.Is(c.err, kind) {
				t.Errorf("%q does not match %v", c.err, kind)
			}
		}
		if errors.Is(c.err, ErrInternal) && (len(c.is) == 0 || c.is[0] != ErrInternal) {
			t.Errorf("%q matches ErrInternal", c.err)
		}
	}
}

// TestFlinkMessageOfABareMessageIsItsCausesClass: an error without a class (a type's message)
// lets the error it wraps speak, class and message, or else is a TableException, as when such
// errors were types without a FlinkClass method.
func TestFlinkMessageOfABareMessageIsItsCausesClass(t *testing.T) {
	bare := flinkerr.New(nil, "", "bare")
	if got, want := FlinkMessage(bare), "org.apache.flink.table.api.TableException: bare"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	bare.Cause = flinkerr.New(nil, flinkerr.ClassArithmetic, "/ by zero")
	if got, want := FlinkMessage(bare), "java.lang.ArithmeticException: / by zero"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
