package builtin

import (
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/format"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// Java exception classes of the errors Flink's formats raise.
const (
	classValidation      = flinkerr.ClassValidation
	classIllegalState    = flinkerr.ClassIllegalState
	classIllegalArgument = flinkerr.ClassIllegalArgument
	classNumberFormat    = flinkerr.ClassNumberFormat
	classRuntime         = flinkerr.ClassRuntime
	classCsvRead         = "org.apache.flink.shaded.jackson2.com.fasterxml.jackson.dataformat.csv.CsvReadException"
	classJSONParse       = flinkerr.ClassJSONParse
	classIO              = flinkerr.ClassIO
)

// newError is an error in the table's definition: an option value, a column type.
func newError(class, msg string, args ...any) *connector.Error {
	return connector.NewError(nil, class, msg, args...)
}

// formatError is a read or write error that Flink raises with the given class.
func formatError(class, msg string, args ...any) *connector.Error {
	return connector.NewError(format.ErrFormat, class, msg, args...)
}

// errNumber is Java's NumberFormatException for a string Integer.parseInt and friends reject.
func errNumber(s string) error {
	return formatError(classNumberFormat, "For input string: \"%s\"", s)
}
