package exec

import (
	"context"
	"errors"
	"io"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// ErrNotSupported matches plans with operators or expressions the executor cannot run yet; it is
// the planner's sentinel, so that callers test for one.
var ErrNotSupported = plan.ErrNotSupported

// Operator produces batches until it returns io.EOF.
type Operator interface {
	Next(ctx context.Context) (connector.Batch, error)
	Close() error
}

// forEach reads an operator to its end and hands each batch to use; forEach releases it.
func forEach(ctx context.Context, op Operator, use func(b connector.Batch) error) error {
	for {
		b, err := op.Next(ctx)
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		err = use(b)
		b.Record.Release()
		if err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
	}
}

// readRow reads row i of a batch into values of the types package's representation.
func readRow(b connector.Batch, fields []plan.Field, i int) ([]any, error) {
	row := make([]any, len(fields))
	for c, f := range fields {
		v, err := types.ValueFromArrow(f.Type, b.Record.Column(c), i)
		if err != nil {
			return nil, err
		}
		row[c] = v
	}
	return row, nil
}

// runtimeError is an error with the Java class Flink raises for it; connector.Error carries
// the class for every layer of the engine.
func runtimeError(class, format string, args ...any) *connector.Error {
	return connector.NewError(nil, class, format, args...)
}

func notSupported(what string) *connector.Error {
	return connector.NewError(ErrNotSupported, "flinkpad.NotSupported", "Flinkpad does not support %s yet.", what)
}
