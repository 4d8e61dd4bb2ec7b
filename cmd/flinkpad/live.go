package main

import (
	"context"
	"errors"
	"io"
	"strconv"

	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/types"
)

// liveQuery prints a streaming query's changes as they arrive, as the SQL client's tableau mode
// does, so that a query over an unbounded source shows its rows while it runs and keeps them
// when Ctrl-C stops it. Batch queries print once they have ended, as before.
type liveQuery struct {
	out     io.Writer
	te      *engine.TableEnvironment
	printer *engine.StreamTableau
}

// observe is the environment's QueryObserver.
func (l *liveQuery) observe(columns []engine.Column, rows []engine.Row) {
	if rows == nil {
		l.printer = nil
		if l.te.Config().Streaming() {
			l.printer = engine.NewStreamTableau(l.out, columns, l.maxWidth(), l.te.LocalTimeZone())
		}
		return
	}
	if l.printer != nil {
		l.printer.Rows(rows)
	}
}

// end finishes a streaming query's table once its statement's outcome is known, and reports
// whether it did; other outcomes are the caller's to print.
func (l *liveQuery) end(ctx context.Context, o engine.Outcome) bool {
	p := l.printer
	l.printer = nil
	if p == nil {
		return false
	}
	switch {
	case o.Err == nil:
		p.End()
	case ctx.Err() != nil && errors.Is(o.Err, engine.ErrJobCanceled):
		p.Terminated()
	default:
		return false
	}
	return true
}

func (l *liveQuery) maxWidth() int {
	if w, err := strconv.Atoi(l.te.Config().Get(engine.KeyMaxColumnWidth)); err == nil && w > 0 {
		return w
	}
	return types.DefaultMaxColumnWidth
}
