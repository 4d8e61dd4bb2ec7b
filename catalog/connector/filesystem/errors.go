package filesystem

import (
	"errors"

	"github.com/flinkpad/flinkpad/catalog/connector"
)

// Java exception classes of the errors Flink raises where this connector does.
const (
	classValidation      = "org.apache.flink.table.api.ValidationException"
	classTable           = "org.apache.flink.table.api.TableException"
	classIllegalState    = "java.lang.IllegalStateException"
	classIllegalArgument = "java.lang.IllegalArgumentException"
	classNumberFormat    = "java.lang.NumberFormatException"
	classRuntime         = "java.lang.RuntimeException"
	classCsvRead         = "org.apache.flink.shaded.jackson2.com.fasterxml.jackson.dataformat.csv.CsvReadException"
	classJSONParse       = "org.apache.flink.formats.json.JsonParseException"
	classIO              = "java.io.IOException"
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
