package report

import (
	"time"

	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/report/wire"
	"github.com/flinkpad/flinkpad/engine/types"
)

// DefaultProgressEvery is how often, at most, a run reports its progress when Options leave it
// unset.
const DefaultProgressEvery = 100 * time.Millisecond

// The progress messages' JSON form lives in package wire too.
type (
	Progress      = wire.Progress
	TableProgress = wire.TableProgress
)

// liveTable is a table that grows while a job runs, with how much of it Progress has reported.
type liveTable struct {
	*Sink
	sentRows  int // kept rows reported so far
	sentTotal int
}

// delta is what the table gained since it was last reported, or nil.
func (t *liveTable) delta(force bool) *TableProgress {
	if t == nil || (!force && t.Total == t.sentTotal) {
		return nil
	}
	p := &TableProgress{Sink: *t.Sink, From: t.sentRows}
	p.Kinds, p.Rows.Rows = t.Kinds[t.sentRows:], t.Rows.Rows[t.sentRows:]
	t.sentRows, t.sentTotal = len(t.Rows.Rows), t.Total
	return p
}

// startQuery begins the live rows of a script's query; the query observer calls it with no
// rows when the query starts.
func (l *sinkLog) observeQuery(columns []engine.Column, rows []engine.Row) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if rows == nil {
		q := &Sink{Rows: Rows{Columns: make([]Column, len(columns)), Kinds: []string{}, Rows: [][]*string{}}}
		l.queryTypes = make([]types.Type, len(columns))
		for i, c := range columns {
			q.Columns[i] = Column{Name: c.Name, Type: c.Type.String()}
			l.queryTypes[i] = c.Type
		}
		l.query = &liveTable{Sink: q}
		l.report(true)
		return
	}
	for _, row := range rows {
		addRow(&l.query.Rows, row.Kind, l.queryTypes, row.Values, l.max)
	}
	l.report(false)
}

// endStatement ends a statement's live query, returning its rows so far (nil without one).
func (l *sinkLog) endStatement(next int) *Rows {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.statement = next
	q := l.query
	l.query = nil
	if q == nil {
		return nil
	}
	return &q.Rows
}

// report calls Progress with what changed, at most every progressEvery unless forced. The
// caller holds the mutex.
func (l *sinkLog) report(force bool) {
	if l.progress == nil {
		return
	}
	now := time.Now()
	if !force && now.Sub(l.lastProgress) < l.progressEvery {
		return
	}
	l.lastProgress = now
	p := Progress{ElapsedMs: now.Sub(l.start).Milliseconds(), Statement: l.statement, Rows: l.rows}
	for _, s := range l.live {
		if d := s.delta(false); d != nil {
			p.Sinks = append(p.Sinks, d)
		}
	}
	p.Query = l.query.delta(force)
	l.progress(p)
}
