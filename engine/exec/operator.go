package exec

import (
	"context"
	"fmt"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// ErrNotSupported matches plans with operators or expressions the executor cannot run yet; it is
// the planner's sentinel, so that callers test for one.
var ErrNotSupported = plan.ErrNotSupported

// Operator produces batches until it returns io.EOF.
type Operator interface {
	Next(ctx context.Context) (connector.Batch, error)
	Close() error
}

// Error is a run-time error with the Java class Flink raises for it.
type Error struct {
	class, msg string
	kind       error
}

func (e *Error) Error() string        { return e.msg }
func (e *Error) FlinkClass() string   { return e.class }
func (e *Error) Is(target error) bool { return e.kind != nil && target == e.kind }

func runtimeError(class, format string, args ...any) *Error {
	return &Error{class: class, msg: fmt.Sprintf(format, args...)}
}

func notSupported(what string) *Error {
	return &Error{class: "flinkpad.NotSupported", msg: "Flinkpad does not support " + what + " yet.", kind: ErrNotSupported}
}
