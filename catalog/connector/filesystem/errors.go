package filesystem

import (
	"errors"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// Java exception classes of the errors Flink raises where this connector does: the shared ones,
// and the CSV reader's, which only this connector raises.
const (
	classValidation      = flinkerr.ClassValidation
	classTable           = flinkerr.ClassTable
	classIllegalState    = flinkerr.ClassIllegalState
	classIllegalArgument = flinkerr.ClassIllegalArgument
	classNumberFormat    = flinkerr.ClassNumberFormat
	classRuntime         = flinkerr.ClassRuntime
	classCsvRead         = "org.apache.flink.shaded.jackson2.com.fasterxml.jackson.dataformat.csv.CsvReadException"
	classJSONParse       = flinkerr.ClassJSONParse
	classIO              = flinkerr.ClassIO
)

// ErrFormat marks errors reading or writing a file in a format: bad input, unsupported types.
var ErrFormat = errors.New("filesystem format error")

func newError(class, format string, args ...any) *connector.Error {
	return connector.NewError(nil, class, format, args...)
}

// formatError is a read or write error that Flink raises with the given class.
func formatError(class, format string, args ...any) *connector.Error {
	return connector.NewError(ErrFormat, class, format, args...)
}

// errNumber is Java's NumberFormatException for a string Integer.parseInt and friends reject.
func errNumber(s string) error {
	return formatError(classNumberFormat, "For input string: \"%s\"", s)
}
