package engine

import (
	"context"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/connector/print"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// submitInserts plans INSERTs as one job, binding and validating every one first, and starts
// it. The result is Flink's for DML: one BIGINT column per sink, named after it, holding -1.
// With table.dml-sync the call waits for the job, as Flink's executeInternal does.
func (te *TableEnvironment) submitInserts(ctx context.Context, inserts []*sql.InsertStmt) (*TableResult, error) {
	sync, err := te.config.boolValue(KeyDMLSync, false)
	if err != nil {
		return nil, err
	}
	j, err := te.planJob(inserts)
	if err != nil {
		return nil, err
	}
	if err := te.checkConnectors(inserts); err != nil {
		return nil, err
	}
	names, err := te.sinkNames(inserts)
	if err != nil {
		return nil, err
	}
	jte, err := te.forJob()
	if err != nil {
		return nil, err
	}
	client := newJobClient(ctx, "insert-into_"+strings.Join(names, ","))
	client.start(func(ctx context.Context) error { return jte.runJob(ctx, j) })
	r := &TableResult{Kind: SuccessWithContent, job: client}
	row := Row{Kind: types.Insert}
	for _, n := range names {
		r.Columns = append(r.Columns, Column{Name: n, Type: types.BigInt})
		row.Values = append(row.Values, int64(-1))
	}
	r.Rows = []Row{row}
	if sync {
		if err := client.Await(ctx); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// sinkNames names the sinks of a job as Flink's result columns do: each sink's summary string
// (cat.db.table, or the bare name of an inline table), with _1, _2, ... after names that occur
// more than once.
func (te *TableEnvironment) sinkNames(inserts []*sql.InsertStmt) ([]string, error) {
	names := make([]string, len(inserts))
	count := map[string]int{}
	for i, s := range inserts {
		id, err := te.catalog.Qualify(plan.NameParts(s.Table))
		if err != nil {
			return nil, err
		}
		names[i] = id.String()
		count[names[i]]++
	}
	seen := map[string]int{}
	for i, n := range names {
		if count[n] > 1 {
			seen[n]++
			names[i] = n + "_" + strconv.Itoa(seen[n])
		}
	}
	return names, nil
}

// checkConnectors raises, before the job starts, the connector errors Flink raises while it
// translates a job: a missing or unknown connector, options it does not take, a source used as
// a sink or the other way round, an unbounded source in batch mode, and INSERT OVERWRITE into a
// sink that cannot overwrite. The job itself checks them again as it opens each connector.
func (te *TableEnvironment) checkConnectors(inserts []*sql.InsertStmt) error {
	for _, s := range inserts {
		sink, err := te.binder().BindInsert(s)
		if err != nil {
			return err
		}
		if err := te.checkSink(sink); err != nil {
			return err
		}
		if err := te.checkSources(sink.Input); err != nil {
			return err
		}
	}
	return nil
}

func (te *TableEnvironment) checkSink(sink *plan.Sink) error {
	t := &connector.Table{ID: sink.ID, Table: sink.Table}
	f, err := factory(t)
	if err != nil {
		return err
	}
	sf, ok := f.(connector.SinkFactory)
	if !ok {
		return connector.NewError(nil, connector.ClassValidation,
			"Connector '%s' can only be used as a source. It cannot be used as a sink.", f.Identifier())
	}
	env := te.env
	env.Streaming = te.config.Streaming()
	out, err := sf.CreateSink(t, &env)
	if err != nil {
		return err
	}
	if ow, ok := out.(connector.Overwriter); sink.Overwrite && (!ok || !ow.SupportsOverwrite()) {
		return print.OverwriteError(sink.ID.String())
	}
	return nil
}

func (te *TableEnvironment) checkSources(n plan.Node) error {
	if s, ok := n.(*plan.Scan); ok {
		_, err := te.source(s)
		return err
	}
	for _, in := range n.Inputs() {
		if err := te.checkSources(in); err != nil {
			return err
		}
	}
	return nil
}
