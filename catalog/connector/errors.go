package connector

import (
	"errors"
	"fmt"
)

// ClassValidation is the Java class of Flink's validation errors.
const ClassValidation = "org.apache.flink.table.api.ValidationException"

// ErrInvalidOptions marks a table whose connector options Flink would reject.
var ErrInvalidOptions = errors.New("invalid connector options")

// Error is a connector error with Flink's message and the Java exception class Flink raises,
// which the engine prints as "class: message", as Flink's SQL client does. Every connector uses
// it, so that the engine finds the class the same way for all of them.
type Error struct {
	Class string
	Msg   string
	// Kind is the sentinel error errors.Is matches, or nil.
	Kind error
}

// NewError returns an Error of the given kind (nil for none) and class.
func NewError(kind error, class, format string, args ...any) *Error {
	return &Error{Class: class, Msg: fmt.Sprintf(format, args...), Kind: kind}
}

func (e *Error) Error() string { return e.Msg }

// FlinkClass is the Java exception class Flink raises.
func (e *Error) FlinkClass() string { return e.Class }

// Is matches the error's sentinel kind.
func (e *Error) Is(target error) bool { return e.Kind != nil && target == e.Kind }
