package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/types"
)

// liveQuery prints a streaming query's changes as they arrive, as the SQL client's tableau mode
// does, so that a query over an unbounded source shows its rows while it runs and keeps them
// when Ctrl-C stops it. Batch queries print once they have ended (report).
type liveQuery struct {
	out     io.Writer
	te      *engine.TableEnvironment
	printer *engine.StreamTableau
	// batch is set while a batch query runs: stopped, it prints the client's terminated
	// footer, with no rows, since the client's batch view prints none before the end.
	batch bool
	// start is when the running statement started, for the time cost on a query's last line.
	start time.Time
}

// observe is the environment's QueryObserver.
func (l *liveQuery) observe(columns []engine.Column, rows []engine.Row) {
	if rows == nil {
		l.printer, l.batch = nil, false
		if l.te.Config().Streaming() {
			l.printer = engine.NewStreamTableau(l.out, columns, maxColumnWidth(l.te), l.te.LocalTimeZone())
		} else {
			l.batch = true
		}
		return
	}
	if l.printer != nil {
		l.printer.Rows(rows)
	}
}

// end finishes a query's table once its statement's outcome is known, and reports whether it
// did; other outcomes are the caller's to print. It fails when the time cost cannot be printed.
func (l *liveQuery) end(ctx context.Context, o engine.Outcome) (bool, error) {
	p, batch := l.printer, l.batch
	l.printer, l.batch = nil, false
	stopped := ctx.Err() != nil && errors.Is(o.Err, engine.ErrJobCanceled)
	if p == nil && !(batch && stopped) || p != nil && o.Err != nil && !stopped {
		return false, nil
	}
	cost, err := timeCost(l.te, l.start)
	if err != nil {
		return true, err
	}
	switch {
	case p != nil && o.Err == nil:
		p.End(cost)
	case p != nil:
		p.Terminated(cost)
	default:
		fmt.Fprintf(l.out, "Query terminated, received a total of 0 row%s\n", cost)
	}
	return true, nil
}

// maxColumnWidth is table.display.max-column-width as the session has it now.
func maxColumnWidth(te *engine.TableEnvironment) int {
	if w, err := strconv.Atoi(te.Config().Get(engine.KeyMaxColumnWidth)); err == nil && w > 0 {
		return w
	}
	return types.DefaultMaxColumnWidth
}
