package datagen

import (
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// Java exception classes that datagen errors carry, as Flink's SQL client prints them: the
// shared ones, and those of the Commons Math generators that only datagen raises.
const (
	classValidation      = flinkerr.ClassValidation
	classNumberFormat    = flinkerr.ClassNumberFormat
	classIllegalArgument = flinkerr.ClassIllegalArgument
	classIllegalState    = flinkerr.ClassIllegalState
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
	return connector.NewError(kind, class, "%s", msg)
}
