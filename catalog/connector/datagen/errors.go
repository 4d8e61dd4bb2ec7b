package datagen

import (
	"github.com/flinkpad/flinkpad/catalog/connector"
)

// Java exception classes that datagen errors carry, as Flink's SQL client prints them.
const (
	classValidation      = "org.apache.flink.table.api.ValidationException"
	classNumberFormat    = "java.lang.NumberFormatException"
	classIllegalArgument = "java.lang.IllegalArgumentException"
	classIllegalState    = "java.lang.IllegalStateException"
	classNumberTooLarge  = "org.apache.commons.math3.exception.NumberIsTooLargeException"
	classNotPositive     = "org.apache.commons.math3.exception.NotStrictlyPositiveException"
	classNotFinite       = "org.apache.commons.math3.exception.NotFiniteNumberException"
	classNotANumber      = "org.apache.commons.math3.exception.NotANumberException"
)

// newError returns a datagen error with Flink's message and class. Errors Flink raises while it
// creates the source (validation and option parsing) match connector.ErrInvalidOptions; the
// failures of the generators themselves, which fail Flink's job, match nothing.
func newError(class, msg string) *connector.Error {
	var kind error
	switch class {
	case classValidation, classNumberFormat, classIllegalArgument:
		kind = connector.ErrInvalidOptions
	}
	return &connector.Error{Class: class, Msg: msg, Kind: kind}
}
