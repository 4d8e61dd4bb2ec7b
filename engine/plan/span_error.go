package plan

import (
	"context"
	"errors"
	"io"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/work"
)

// SpanError is an error raised about a plan node after binding (by an optimizer pass, by an
// operator while it runs), with the node's span: where the error is, for an error that has no
// position of its own. It wraps the error, whose message and class it keeps.
type SpanError struct {
	Span Span
	Err  error
}

func (e *SpanError) Error() string { return e.Err.Error() }
func (e *SpanError) Unwrap() error { return e.Err }

// AtNode places err at n's span, unless err already has a position (a binder's or a parser's,
// or a node's nearer to where it was raised), n has no span, or err is not about the SQL: the
// end of a stream, a cancellation, a time limit, a run's work budget.
func AtNode(err error, n Node) error {
	if err == nil || n == nil {
		return err
	}
	span := NodeSpan(n)
	if !span.IsValid() {
		return err
	}
	var placed *SpanError
	var parse *sql.Error
	if _, positioned := flinkerr.PositionOf(err); positioned {
		return err
	}
	switch {
	case errors.Is(err, io.EOF), errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded),
		errors.Is(err, work.ErrTooComplex):
		return err
	case errors.As(err, &placed), errors.As(err, &parse):
		return err
	}
	return &SpanError{Span: span, Err: err}
}
