package engine

import (
	"context"
	"errors"
	"io"
	"strconv"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/connector/print"
	"github.com/flinkpad/flinkpad/engine/exec"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// insert runs one INSERT as its own job, waiting for it as table.dml-sync does.
func (te *TableEnvironment) insert(ctx context.Context, s *sql.InsertStmt) (*TableResult, error) {
	return te.insertAll(ctx, []*sql.InsertStmt{s})
}

// insertAll runs the INSERTs of a statement set as one job and waits for it, as table.dml-sync does.
func (te *TableEnvironment) insertAll(ctx context.Context, inserts []*sql.InsertStmt) (*TableResult, error) {
	job, err := te.planJob(inserts)
	if err != nil {
		return nil, err
	}
	if err := te.runJob(ctx, job); err != nil {
		return nil, err
	}
	return resultOK(), nil
}

// job is a planned statement set: every INSERT bound and validated, ready to run.
type job struct {
	sinks []*plan.Sink
}

// planJob binds and validates every INSERT before any of them runs, as Flink plans the whole set
// first.
func (te *TableEnvironment) planJob(inserts []*sql.InsertStmt) (*job, error) {
	var sinks []*plan.Sink
	for _, s := range inserts {
		sink, err := plan.NewBinder(te.catalog).BindInsert(s)
		if err != nil {
			return nil, err
		}
		sinks = append(sinks, sink)
	}
	for _, sink := range sinks {
		if te.config.Streaming() && !insertOnly(sink.Input) {
			return nil, &unsupportedError{"INSERT of updating results in streaming mode (the streaming issue)"}
		}
	}
	return &job{sinks: sinks}, nil
}

// runJob runs a planned job to its end.
func (te *TableEnvironment) runJob(ctx context.Context, j *job) error {
	for _, sink := range j.sinks {
		if err := te.runSink(ctx, sink); err != nil {
			return err
		}
	}
	return nil
}

// runSink runs one sink's query to its end and commits what it wrote.
func (te *TableEnvironment) runSink(ctx context.Context, sink *plan.Sink) error {
	t := &connector.Table{ID: sink.ID, Table: sink.Table}
	f, err := factory(t)
	if err != nil {
		return err
	}
	sf, ok := f.(connector.SinkFactory)
	if !ok {
		// Recorded by the case error_datagen_as_sink.
		return connector.NewError(nil, connector.ClassValidation,
			"Connector '%s' can only be used as a source. It cannot be used as a sink.", f.Identifier())
	}
	env := te.env
	env.Streaming = te.config.Streaming()
	if p, err := strconv.Atoi(te.config.Get(KeyParallelism)); err == nil && p > 0 {
		env.Parallelism = p
	}
	out, err := sf.CreateSink(t, &env)
	if err != nil {
		return err
	}
	if ow, ok := out.(connector.Overwriter); sink.Overwrite && (!ok || !ow.SupportsOverwrite()) {
		return print.OverwriteError(sink.ID.String())
	}
	op, err := exec.Build(ctx, sink.Input, &exec.Env{Connector: &te.env, Source: te.source})
	if err != nil {
		return err
	}
	defer op.Close()
	fields := sink.Input.Fields()
	colTypes := make([]types.Type, len(fields))
	for i, f := range fields {
		colTypes[i] = f.Type
	}
	w, err := out.Open(ctx, connector.WriteSpec{Overwrite: sink.Overwrite, StaticPartition: sink.StaticPartition, Types: colTypes})
	if err != nil {
		return err
	}
	drop := te.dropNulls()
	for {
		b, err := op.Next(ctx)
		if errors.Is(err, io.EOF) {
			break
		}
		if err == nil {
			b, err = exec.EnforceNotNull(b, fields, drop, te.env.Alloc)
		}
		if err == nil && te.env.SinkObserver != nil {
			te.env.SinkObserver(t, fieldNames(fields), colTypes, b)
		}
		if err == nil {
			err = w.Write(ctx, b)
			b.Record.Release()
		}
		if err != nil {
			if a, ok := w.(interface{ Abort() error }); ok {
				_ = a.Abort()
			}
			return err
		}
	}
	return w.Close()
}

func fieldNames(fields []plan.Field) []string {
	names := make([]string, len(fields))
	for i, f := range fields {
		names[i] = f.Name
	}
	return names
}
