package connector

import (
	"errors"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// ClassValidation is the Java class of Flink's validation errors.
const ClassValidation = flinkerr.ClassValidation

// ErrInvalidOptions marks a table whose connector options Flink would reject.
var ErrInvalidOptions = errors.New("invalid connector options")

// Error is a connector error with Flink's message and the Java exception class Flink raises,
// which the engine prints as "class: message", as Flink's SQL client does: the shared error
// type, so that the engine finds the class the same way for every connector and every layer.
type Error = flinkerr.Error

// NewError returns an Error of the given kind (nil for none) and class.
func NewError(kind error, class, format string, args ...any) *Error {
	return flinkerr.Newf(kind, class, format, args...)
}
