package engine

import (
	"context"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/exec"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// query binds a query, validating it as Flink does, and runs it, collecting its rows as
// Flink's collect sink does, with the sink's NOT NULL check on the query's own types (an
// expression typed NOT NULL can still be NULL at run time: a DECIMAL overflow; case
// decimal_overflow_not_null). Settings.QueryObserver sees the rows batch by batch as they come.
func (te *TableEnvironment) query(ctx context.Context, s *sql.QueryStmt) (*TableResult, error) {
	n, err := te.binder().BindQuery(s.Query)
	if err != nil {
		return nil, err
	}
	if te.config.Streaming() {
		if err := checkStreamable(n); err != nil {
			return nil, err
		}
	}
	r := &TableResult{Kind: SuccessWithContent, IsQuery: true}
	for _, f := range n.Fields() {
		r.Columns = append(r.Columns, Column{Name: f.Name, Type: f.Type})
	}
	res, p, err := te.queryPlan(n)
	if err != nil {
		return nil, err
	}
	j, err := exec.BuildJob(ctx, p.Run(), &exec.Env{Connector: &te.env, Source: te.source, Streaming: te.config.Streaming()})
	if err != nil {
		return nil, err
	}
	if _, err := te.displayMaxColumnWidth(); err != nil {
		return nil, err
	}
	if te.observe != nil {
		te.observe(r.Columns, nil)
	}
	fields, drop := n.Fields(), te.dropNulls()
	err = j.Run(ctx, []func(context.Context, connector.Batch) error{func(_ context.Context, b connector.Batch) error {
		// EnforceNotNull takes a reference of its own; Run releases the batch it hands over.
		b.Record.Retain()
		checked, err := exec.EnforceNotNull(b, fields, drop, nil)
		if err != nil {
			return err
		}
		rows, err := batchRows(checked, fields)
		checked.Record.Release()
		if err != nil {
			return err
		}
		r.Rows = append(r.Rows, rows...)
		if te.observe != nil && len(rows) > 0 {
			te.observe(r.Columns, rows)
		}
		return nil
	}})
	te.recordJob(res, p, j.Metrics)
	if err != nil {
		return nil, canceledByUser(ctx, err)
	}
	return r, nil
}

// queryPlan optimizes a bound query and returns its physical plan, whose run the query runs
// and whose text its EXPLAIN prints.
func (te *TableEnvironment) queryPlan(n plan.Node) (*opt.Result, *phys.Plan, error) {
	res, err := opt.Optimize([]plan.Node{n}, te.optimizerConfig())
	if err != nil {
		return nil, nil, err
	}
	if te.config.Streaming() {
		if err := checkStreamConsumers(res); err != nil {
			return nil, nil, err
		}
	}
	return res, phys.ForRun(res, te.physOptions()), nil
}
