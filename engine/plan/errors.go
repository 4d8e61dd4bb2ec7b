package plan

import (
	"errors"
	"fmt"

	"github.com/flinkpad/flinkpad/engine/sql"
)

// Sentinel kinds of binder errors.
var (
	// ErrValidation is a statement Flink rejects while validating it.
	ErrValidation = errors.New("validation error")
	// ErrNotSupported is a statement Flink accepts that Flinkpad cannot handle yet.
	ErrNotSupported = sql.ErrNotSupported
)

// Java classes of the binder's errors, as Flink's SQL client prints them.
const (
	classValidation = "org.apache.flink.table.api.ValidationException"
	classValidator  = "org.apache.calcite.sql.validate.SqlValidatorException"
	classFlinkpad   = "flinkpad.NotSupported"
)

// Error is a binder error at a node of the statement.
type Error struct {
	Pos   sql.Pos
	kind  error
	class string
	msg   string
}

func (e *Error) Error() string { return e.msg }

// Is matches the sentinel kind.
func (e *Error) Is(target error) bool { return target == e.kind }

// FlinkClass is the Java class Flink raises for the error.
func (e *Error) FlinkClass() string { return e.class }

func validationError(at sql.Node, format string, args ...any) *Error {
	return &Error{Pos: at.Pos(), kind: ErrValidation, class: classValidation, msg: fmt.Sprintf(format, args...)}
}

func notSupported(at sql.Node, what string) *Error {
	return notSupportedAt(at.Pos(), what)
}

// notSupportedAt is notSupported at a position that no node starts at, such as a keyword.
func notSupportedAt(pos sql.Pos, what string) *Error {
	return &Error{Pos: pos, kind: ErrNotSupported, class: classFlinkpad,
		msg: fmt.Sprintf("Flinkpad does not support %s yet.", what)}
}

// validatorError is an error of Calcite's validator, which Flink's messages show as the root
// cause: "Column 'x' not found in any table".
func validatorError(at sql.Node, format string, args ...any) *Error {
	e := validationError(at, format, args...)
	e.class = classValidator
	return e
}
