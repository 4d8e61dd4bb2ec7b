package plan

import (
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// Sentinel kinds of binder errors: the shared kinds.
var (
	// ErrValidation is a statement Flink rejects while validating it.
	ErrValidation = flinkerr.ErrValidation
	// ErrNotSupported is a statement Flink accepts that Flinkpad cannot handle yet.
	ErrNotSupported = sql.ErrNotSupported
)

// Java classes of the binder's errors, as Flink's SQL client prints them.
const (
	classValidation = flinkerr.ClassValidation
	classValidator  = flinkerr.ClassValidator
	classFlinkpad   = flinkerr.ClassNotSupported
)

// Error is a binder error: the shared error type, at the node of the statement it is about
// (by offset: the binder has no lines).
type Error = flinkerr.Error

func validationError(at sql.Node, format string, args ...any) *Error {
	return flinkerr.Validation(format, args...).At(at.Pos().ErrorPosition())
}

func notSupported(at sql.Node, what string) *Error {
	return notSupportedAt(at.Pos(), what)
}

// notSupportedAt is notSupported at a position that no node starts at, such as a keyword.
func notSupportedAt(pos sql.Pos, what string) *Error {
	return flinkerr.NotSupported(what).At(pos.ErrorPosition())
}

// validatorError is an error of Calcite's validator, which Flink's messages show as the root
// cause: "Column 'x' not found in any table".
func validatorError(at sql.Node, format string, args ...any) *Error {
	e := validationError(at, format, args...)
	e.Class = classValidator
	return e
}
