package report

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"
)

// progressLog keeps a run's Progress calls, appending each table's new rows as a page does.
type progressLog struct {
	calls   []Progress
	sinks   map[string]*Rows
	query   *Rows
	queries int
	gaps    []string
}

func newProgressLog() *progressLog { return &progressLog{sinks: map[string]*Rows{}} }

func (l *progressLog) add(p Progress) {
	l.calls = append(l.calls, p)
	apply := func(into *Rows, t *TableProgress) {
		if t.From != len(into.Rows) {
			l.gaps = append(l.gaps, t.Name)
		}
		into.Columns = t.Columns
		into.Rows = append(into.Rows, slices.Clone(t.Rows.Rows)...)
		into.Kinds = append(into.Kinds, slices.Clone(t.Kinds)...)
		into.Total = t.Total
	}
	for _, s := range p.Sinks {
		if l.sinks[s.Name] == nil {
			l.sinks[s.Name] = &Rows{}
		}
		apply(l.sinks[s.Name], s)
	}
	if p.Query != nil {
		if p.Query.From == 0 && len(p.Query.Rows.Rows) == 0 {
			l.query = &Rows{}
			l.queries++
		}
		apply(l.query, p.Query)
	}
}

func sameRows(a, b *Rows) bool {
	if a == nil || b == nil || a.Total != b.Total || !slices.Equal(a.Kinds, b.Kinds) || len(a.Rows) != len(b.Rows) {
		return false
	}
	for i := range a.Rows {
		if !slices.EqualFunc(a.Rows[i], b.Rows[i], func(x, y *string) bool { return (x == nil) == (y == nil) && (x == nil || *x == *y) }) {
			return false
		}
	}
	return true
}

// stopAfter cancels a run once its progress has handed out rows n times: the test stops the
// job while it runs, however slow the machine is.
func stopAfter(n int, add func(Progress), rows func(Progress) int) (context.Context, func(Progress), context.CancelFunc) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	seen := 0
	return ctx, func(p Progress) {
		add(p)
		if rows(p) > 0 {
			if seen++; seen == n {
				cancel()
			}
		}
	}, cancel
}

// A streaming aggregate over an unbounded source reports its changes while it runs; stopped by
// its context, the report keeps the rows the sink received, which are exactly the rows Progress
// handed out.
func TestProgressOfAnUnboundedJob(t *testing.T) {
	script := `SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'rows-per-second' = '50', 'fields.k.min' = '1', 'fields.k.max' = '3');
CREATE TABLE counts (k INT, n BIGINT) WITH ('connector' = 'print');
INSERT INTO counts SELECT k, COUNT(*) FROM gen GROUP BY k;`
	log := newProgressLog()
	ctx, progress, cancel := stopAfter(3, log.add, func(p Progress) int { return len(p.Sinks) })
	defer cancel()
	r := Run(ctx, script, Options{MaxRows: 40, Progress: progress, ProgressEvery: 50 * time.Millisecond})
	if r.Error == nil || r.Error.Line != 4 {
		t.Fatalf("error = %+v, want the INSERT's, stopped by its context", r.Error)
	}
	if len(log.gaps) > 0 {
		t.Errorf("progress skipped rows of %v", log.gaps)
	}
	if len(r.Sinks) != 1 || r.Sinks[0].Total < 50 {
		t.Fatalf("sinks = %+v, want the rows of two seconds or more", r.Sinks)
	}
	if got := log.sinks[r.Sinks[0].Name]; !sameRows(got, &r.Sinks[0].Rows) {
		t.Errorf("the rows Progress handed out (%+v) differ from the report's (%+v)", got, r.Sinks[0].Rows)
	}
	if !slices.Contains(r.Sinks[0].Kinds, "+U") || log.calls[len(log.calls)-1].Statement != 4 {
		t.Errorf("kinds %v, last statement %d; want updates, from statement 4", r.Sinks[0].Kinds, log.calls[len(log.calls)-1].Statement)
	}
}

// A query reports its columns when it starts and its rows as they come; stopped, its statement
// keeps the rows it had, beside the error.
func TestProgressOfAnUnboundedQuery(t *testing.T) {
	script := `SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE gen (k INT, s STRING) WITH ('connector' = 'datagen', 'rows-per-second' = '30', 'fields.s.length' = '4');
SELECT k, UPPER(s) AS u FROM gen;`
	log := newProgressLog()
	ctx, progress, cancel := stopAfter(2, log.add, func(p Progress) int {
		if p.Query == nil {
			return 0
		}
		return len(p.Query.Rows.Rows)
	})
	defer cancel()
	r := Run(ctx, script, Options{Progress: progress, ProgressEvery: 50 * time.Millisecond})
	if r.Error == nil || r.Error.Line != 3 {
		t.Fatalf("error = %+v, want the query's", r.Error)
	}
	if log.queries != 1 || len(log.calls[0].Query.Columns) != 2 || log.calls[0].Query.Columns[1].Name != "u" {
		t.Fatalf("the first progress %+v should announce the query's columns", log.calls[0])
	}
	res := r.Statements[2].Result
	if res == nil || res.Total < 30 || len(res.Rows) != res.Total {
		t.Fatalf("the stopped query kept %+v, want the rows of its first two seconds or more", res)
	}
	if !sameRows(log.query, res) || len(log.gaps) > 0 {
		t.Errorf("the rows Progress handed out differ from the report's")
	}
	if u := *res.Rows[0][1]; u != strings.ToUpper(u) || len(u) != 4 {
		t.Errorf("first row %v", res.Rows[0])
	}
}
