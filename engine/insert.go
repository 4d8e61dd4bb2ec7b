package engine

import (
	"context"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/connector/print"
	"github.com/flinkpad/flinkpad/engine/exec"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// insert runs one INSERT as its own job, waiting for it as table.dml-sync does.
func (te *TableEnvironment) insert(ctx context.Context, s *sql.InsertStmt) (*TableResult, error) {
	return te.insertAll(ctx, []*sql.InsertStmt{s})
}

// insertAll runs the INSERTs of a statement set as one job and waits for it, as table.dml-sync does.
// The result is "OK" with the finished job's client, whose id the gateway returns for DML.
func (te *TableEnvironment) insertAll(ctx context.Context, inserts []*sql.InsertStmt) (*TableResult, error) {
	// The script always waits for the job, but Flink reads the option before it submits.
	if _, err := te.config.boolValue(KeyDMLSync, false); err != nil {
		return nil, err
	}
	job, err := te.planJob(inserts)
	if err != nil {
		return nil, err
	}
	return te.runScriptJob(ctx, job, inserts)
}

// runScriptJob runs a planned job in the statement's goroutine, under its Meter, and returns
// "OK" with the finished job's client.
func (te *TableEnvironment) runScriptJob(ctx context.Context, job *job, inserts []*sql.InsertStmt) (*TableResult, error) {
	names, err := te.sinkNames(inserts)
	if err != nil {
		return nil, err
	}
	client := newJobClient(ctx, "insert-into_"+strings.Join(names, ","))
	client.setRunning()
	err = te.runJob(ctx, job)
	client.finish(err)
	if err != nil {
		return nil, canceledByUser(ctx, err)
	}
	r := resultOK()
	r.job = client
	return r, nil
}

// job is a planned statement set: every INSERT bound, validated and optimized into one plan
// graph whose roots are the sinks, in the statement set's order.
type job struct {
	sinks  []*plan.Sink // as bound: the sink tables and the types of the columns they write
	graph  *opt.Graph
	result *opt.Result // the optimizer's result, for the job's graph
}

// planJob binds and validates every INSERT before any of them runs, as Flink plans the whole set
// first, and optimizes them together, so that sub-plans the sinks share are computed once.
func (te *TableEnvironment) planJob(inserts []*sql.InsertStmt) (*job, error) {
	sinks, err := te.bindSinks(inserts)
	if err != nil {
		return nil, err
	}
	roots := make([]plan.Node, len(sinks))
	for i, s := range sinks {
		roots[i] = s
	}
	res, err := opt.Optimize(roots, te.optimizerConfig())
	if err != nil {
		return nil, err
	}
	if te.config.Streaming() {
		if err := checkStreamConsumers(res); err != nil {
			return nil, err
		}
		for _, r := range res.Graph.Roots {
			if err := checkSinkUpsertKey(r.(*plan.Sink)); err != nil {
				return nil, err
			}
		}
	}
	return &job{sinks: sinks, graph: res.Graph, result: res}, nil
}

// bindSinks binds the INSERTs of a statement set.
func (te *TableEnvironment) bindSinks(inserts []*sql.InsertStmt) ([]*plan.Sink, error) {
	var sinks []*plan.Sink
	for _, s := range inserts {
		sink, err := te.binder().BindInsert(s)
		if err != nil {
			return nil, err
		}
		sinks = append(sinks, sink)
	}
	for _, sink := range sinks {
		if te.config.Streaming() {
			if err := checkStreamable(sink.Input); err != nil {
				return nil, err
			}
		}
	}
	return sinks, nil
}

// runJob runs a planned job to its end: every sink's writer opens, the plan graph runs with
// each shared node computed once, and the writers commit only when every sink succeeded.
func (te *TableEnvironment) runJob(ctx context.Context, j *job) error {
	// Sinks may run side by side; the print sinks share the environment's writers.
	env := te.env
	var mu sync.Mutex
	if env.Stdout != nil {
		env.Stdout = &lockedWriter{mu: &mu, w: env.Stdout}
	}
	if env.Stderr != nil {
		env.Stderr = &lockedWriter{mu: &mu, w: env.Stderr}
	}
	// The roots are the sinks, in the statement set's order; INSERTs into one table may have
	// become one sink.
	var sinks []*plan.Sink
	for _, r := range j.graph.Roots {
		sinks = append(sinks, r.(*plan.Sink))
	}
	outs := make([]connector.Sink, len(sinks))
	for i, sink := range sinks {
		out, err := te.createSink(sink, env)
		if err != nil {
			return err
		}
		if te.config.Streaming() {
			if err := checkSinkChangelog(j.result, sink, out); err != nil {
				return err
			}
		}
		outs[i] = out
	}
	p := phys.ForRun(j.result, te.physOptions())
	run, err := exec.BuildJob(ctx, p.Run(), &exec.Env{Connector: &te.env, Source: te.source, Streaming: te.config.Streaming()})
	if err != nil {
		return err
	}
	te.recordJob(j.result, p, run.Metrics)
	writers := make([]connector.Writer, 0, len(sinks))
	abort := func() {
		for _, w := range writers {
			if a, ok := w.(interface{ Abort() error }); ok {
				_ = a.Abort()
			}
		}
	}
	consume := make([]func(context.Context, connector.Batch) error, len(sinks))
	for i, sink := range sinks {
		// The sink writes the table's persisted columns, with their types.
		var fields []plan.Field
		var colTypes []types.Type
		for _, c := range sink.Table.Schema.PersistedColumns() {
			fields = append(fields, plan.Field{Name: c.Name, Type: c.Type})
			colTypes = append(colTypes, c.Type)
		}
		w, err := outs[i].Open(ctx, connector.WriteSpec{Overwrite: sink.Overwrite, StaticPartition: sink.StaticPartition, Types: colTypes})
		if err != nil {
			abort()
			for _, op := range run.Roots {
				op.Close()
			}
			return err
		}
		writers = append(writers, w)
		drop := te.dropNulls()
		table, names := &connector.Table{ID: sink.ID, Table: sink.Table}, plan.FieldNames(fields)
		pu, planned := outs[i].(connector.PlannedUpdateBefore)
		noUpdateBefore := planned && pu.PlannedUpdateBeforeOnly() && p.Streaming() && !p.EmitsUpdateBefore(sink.Input)
		consume[i] = func(ctx context.Context, b connector.Batch) error {
			// EnforceNotNull takes a reference of its own; Run releases the batch it hands over.
			b.Record.Retain()
			checked, err := exec.EnforceNotNull(b, fields, drop, te.env.Alloc)
			if err != nil {
				return err
			}
			if noUpdateBefore {
				if checked, err = exec.DropUpdateBefore(checked, te.env.Alloc); err != nil {
					return err
				}
			}
			defer checked.Record.Release()
			if te.env.SinkObserver != nil {
				te.env.SinkObserver(table, names, colTypes, checked)
			}
			return w.Write(ctx, checked)
		}
	}
	if err := run.Run(ctx, consume); err != nil {
		abort()
		return err
	}
	for _, w := range writers {
		if err := w.Close(); err != nil {
			return err
		}
	}
	return nil
}

// createSink resolves a sink table's connector and checks that it can take the INSERT.
func (te *TableEnvironment) createSink(sink *plan.Sink, env connector.Env) (connector.Sink, error) {
	t := &connector.Table{ID: sink.ID, Table: sink.Table}
	f, err := factory(t)
	if err != nil {
		return nil, err
	}
	sf, ok := f.(connector.SinkFactory)
	if !ok {
		// Recorded by the case error_datagen_as_sink.
		return nil, connector.NewError(nil, connector.ClassValidation,
			"Connector '%s' can only be used as a source. It cannot be used as a sink.", f.Identifier())
	}
	env.Streaming = te.config.Streaming()
	if p, err := strconv.Atoi(te.config.Get(KeyParallelism)); err == nil && p > 0 {
		env.Parallelism = p
	}
	out, err := sf.CreateSink(t, &env)
	if err != nil {
		return nil, err
	}
	if ow, ok := out.(connector.Overwriter); sink.Overwrite && (!ok || !ow.SupportsOverwrite()) {
		return nil, print.OverwriteError(sink.ID.String())
	}
	return out, nil
}

// lockedWriter serializes the writes of sinks that run concurrently.
type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
