package flinkerr

import "errors"

// The kinds every layer shares. A kind is a sentinel error: an Error matches its kind with
// errors.Is, and a kind made by NewKind also matches its parent, so that a package can keep a
// narrow kind of its own (the planner's work.ErrTooComplex) that still reads as the broad one
// (ErrLimit).
var (
	// ErrNotSupported is valid Flink SQL, or a Flink API call, that Flinkpad does not run yet:
	// not the user's mistake.
	ErrNotSupported = errors.New("not supported by Flinkpad yet")
	// ErrValidation is a statement Flink rejects while validating it.
	ErrValidation = errors.New("validation error")
	// ErrParse is a statement Flink's parser rejects.
	ErrParse = errors.New("parse error")
	// ErrRuntime is a failure while a job runs (a cast of a value, a function's argument).
	ErrRuntime = errors.New("runtime error")
	// ErrLimit is a statement or a run stopped by one of Flinkpad's bounds (steps of work,
	// memory, the size of a value, a server's time), which Flink does not have.
	ErrLimit = errors.New("limit exceeded")
	// ErrInternal is a bug in Flinkpad: a panic caught at the engine's boundary.
	ErrInternal = errors.New("internal error")
)

// NewKind returns a new sentinel with the given text that also matches parent (nil for none)
// with errors.Is.
func NewKind(text string, parent error) error {
	if parent == nil {
		return errors.New(text)
	}
	return &kind{text: text, parent: parent}
}

// kind is a sentinel with a parent.
type kind struct {
	text   string
	parent error
}

func (k *kind) Error() string { return k.text }
func (k *kind) Unwrap() error { return k.parent }
