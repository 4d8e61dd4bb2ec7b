package flinkerr

import (
	"errors"
	"fmt"
)

// Error is an error as Flink reports it: the Java class Flink raises, Flink's message, where in
// the script it is, a kind for errors.Is, and the error that caused it. Every layer of Flinkpad
// returns it, so that the engine prints any error the same way ("class: message", as the SQL
// client prints the deepest cause) and finds its position the same way.
type Error struct {
	// Kind is the sentinel errors.Is matches (ErrValidation, a package's own kind), nil for none.
	Kind error
	// Class is the fully qualified Java class Flink raises, or one of Flinkpad's own; "" for a
	// message that a caller wraps into an error of its class.
	Class string
	// Msg is the message, exactly as Flink words it; Error returns it alone.
	Msg string
	// Pos is where the error is in the script, when it is about a construct of it.
	Pos Position
	// Cause is the error this one wraps, for errors.Is and errors.As; it is not printed.
	Cause error
}

// New is an error of a kind (nil for none) and class with a message.
func New(kind error, class, msg string) *Error { return &Error{Kind: kind, Class: class, Msg: msg} }

// Newf is New with the message formatted by fmt.Sprintf.
func Newf(kind error, class, format string, args ...any) *Error {
	return New(kind, class, fmt.Sprintf(format, args...))
}

// Validation is a ValidationException of kind ErrValidation.
func Validation(format string, args ...any) *Error {
	return Newf(ErrValidation, ClassValidation, format, args...)
}

// NotSupported is Flinkpad's refusal of what, Flink SQL that Flinkpad does not run yet:
// "Flinkpad does not support what yet.", of kind ErrNotSupported.
func NotSupported(what string) *Error {
	return New(ErrNotSupported, ClassNotSupported, "Flinkpad does not support "+what+" yet.")
}

// Internal is a panic turned into an error of kind ErrInternal. The panic value is printed, not
// wrapped: it is a bug's symptom, not a cause a caller may test for.
func Internal(panicValue any) *Error {
	return Newf(ErrInternal, ClassInternal, "Flinkpad internal error (please report it with the script): %v", panicValue)
}

// CausedBy is an error of class with msg that wraps cause, printed as a Java exception prints
// its cause chain: the message, then "Caused by: " and the cause's message on the next line.
func CausedBy(kind error, class, msg string, cause error) *Error {
	e := New(kind, class, msg)
	if cause != nil {
		e.Msg += "\nCaused by: " + cause.Error()
		e.Cause = cause
	}
	return e
}

// At returns e placed at p. It changes e itself, for an error that is being built.
func (e *Error) At(p Position) *Error {
	e.Pos = p
	return e
}

func (e *Error) Error() string { return e.Msg }

// FlinkClass is the Java class Flink raises for the error.
func (e *Error) FlinkClass() string { return e.Class }

// Is matches the error's kind, and whatever the kind matches (its parent, for a NewKind).
func (e *Error) Is(target error) bool {
	return e.Kind != nil && errors.Is(e.Kind, target)
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Cause }
