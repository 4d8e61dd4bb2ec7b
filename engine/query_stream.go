package engine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/exec"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// submitQuery binds a query and starts it as a job whose rows the result hands out as the
// caller reads them, as Flink's collect sink does: the job advances only as fast as Collect or
// Print read it, so a query over an unbounded source can be read in part and then closed.
func (te *TableEnvironment) submitQuery(ctx context.Context, q sql.Query) (*TableResult, error) {
	n, err := te.binder().BindQuery(q)
	if err != nil {
		return nil, err
	}
	if te.config.Streaming() {
		if err := checkStreamable(n); err != nil {
			return nil, err
		}
	}
	jte, err := te.forJob()
	if err != nil {
		return nil, err
	}
	maxWidth, err := te.displayMaxColumnWidth()
	if err != nil {
		return nil, err
	}
	// The query runs the physical plan's run, as the SQL client's queries and EXPLAIN do.
	_, p, err := te.queryPlan(n)
	if err != nil {
		return nil, err
	}
	run := p.Run()
	client := newJobClient(ctx, "collect")
	op, err := buildGuarded(client.ctx, run, jte)
	if err != nil {
		client.finish(err)
		return nil, err
	}
	client.setRunning()
	r := &TableResult{Kind: SuccessWithContent, IsQuery: true, job: client,
		streaming: te.config.Streaming(), maxWidth: maxWidth, loc: te.location()}
	for _, f := range n.Fields() {
		r.Columns = append(r.Columns, Column{Name: f.Name, Type: f.Type})
	}
	r.stream = &rowStream{op: op, fields: n.Fields(), dropNulls: jte.dropNulls(), job: client}
	context.AfterFunc(client.ctx, r.stream.endIfIdle)
	return r, nil
}

// buildGuarded builds the operators of a query's run, whose one root is the query; building
// opens the sources, which may allocate.
func buildGuarded(ctx context.Context, run *phys.Run, jte *TableEnvironment) (op exec.Operator, err error) {
	defer func() {
		if p := recover(); p != nil && !recoverStop(p, &err) {
			err = internalError(p)
		}
	}()
	j, err := exec.BuildJob(ctx, run, &exec.Env{Connector: &jte.env, Source: jte.source, Streaming: jte.config.Streaming()})
	if err != nil {
		return nil, err
	}
	if len(j.Roots) != 1 {
		for _, r := range j.Roots {
			r.Close()
		}
		return nil, fmt.Errorf("a query's run has %d roots, not one", len(j.Roots))
	}
	return j.Roots[0], nil
}

// rowStream reads a query's rows batch by batch for one reader: Collect or Print. Its mutex is
// held while it reads or ends, so that a cancellation that finds it idle can end it at once.
type rowStream struct {
	mu        sync.Mutex
	op        exec.Operator
	fields    []plan.Field
	dropNulls bool
	job       *JobClient
	ahead     []Row // rows Await read ahead
	started   bool  // a reader has begun; a result's rows can be read once
	ended     bool
}

// errCollected is the error of a second read of a query's rows.
var errCollected = errors.New("the rows of this result have been read already: a query's result can be read once")

// next returns the next batch's rows, io.EOF after the last, or the job's error.
func (s *rowStream) next() ([]Row, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ahead != nil {
		rows := s.ahead
		s.ahead = nil
		return rows, nil
	}
	if !s.ended {
		rows, err := s.read()
		if err == nil {
			return rows, nil
		}
		s.end(err)
	}
	if err := s.job.result(); err != nil {
		return nil, err
	}
	return nil, io.EOF
}

// read pulls one batch through the NOT NULL check Flink's collect sink applies.
func (s *rowStream) read() (rows []Row, err error) {
	defer func() {
		if p := recover(); p != nil && !recoverStop(p, &err) {
			err = internalError(p)
		}
	}()
	for len(rows) == 0 {
		var b connector.Batch
		if b, err = s.op.Next(s.job.ctx); err != nil {
			return nil, err
		}
		if b, err = exec.EnforceNotNull(b, s.fields, s.dropNulls, nil); err != nil {
			return nil, err
		}
		rows, err = batchRows(b, s.fields)
		b.Record.Release()
		if err != nil {
			return nil, err
		}
	}
	return rows, nil
}

func batchRows(b connector.Batch, fields []plan.Field) ([]Row, error) {
	rows := make([]Row, b.Len())
	for i := range rows {
		values := make([]any, len(fields))
		for c, f := range fields {
			v, err := types.ValueFromArrow(f.Type, b.Record.Column(c), i)
			if err != nil {
				return nil, err
			}
			values[c] = v
		}
		rows[i] = Row{Kind: b.Kind(i), Values: values}
	}
	return rows, nil
}

// end closes the operators and records how the job ended: io.EOF is a finished job. The
// caller holds the mutex.
func (s *rowStream) end(err error) {
	if s.ended {
		return
	}
	s.ended = true
	s.op.Close()
	if errors.Is(err, io.EOF) {
		err = nil
	}
	s.job.finish(err)
}

// awaitFirst reads ahead until the first row is there or the query has ended, which is what
// Flink's TableResult.await waits for with a query.
func (s *rowStream) awaitFirst() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ahead != nil || s.ended {
		return s.job.result()
	}
	rows, err := s.read()
	if err != nil {
		s.end(err)
		return s.job.result()
	}
	s.ahead = rows
	return nil
}

// close ends a read the reader stopped early: Flink cancels the job when its result iterator is
// closed.
func (s *rowStream) close() {
	s.job.Cancel()
	s.mu.Lock()
	defer s.mu.Unlock()
	s.end(context.Canceled)
}

// endIfIdle ends a cancelled job that nobody is reading, so that its Await returns and its
// sources close; a reader in the middle of a batch ends it itself when it sees the
// cancellation.
func (s *rowStream) endIfIdle() {
	if s.mu.TryLock() {
		defer s.mu.Unlock()
		s.end(context.Canceled)
	}
}
