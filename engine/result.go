package engine

import (
	"context"
	"io"
	"iter"
	"time"

	"github.com/flinkpad/flinkpad/engine/types"
)

// ResultKind is Flink's ResultKind: whether a statement returns rows.
type ResultKind int

// Result kinds.
const (
	// Success is a statement that returns only "OK".
	Success ResultKind = iota
	// SuccessWithContent is a statement that returns rows.
	SuccessWithContent
)

func (k ResultKind) String() string {
	if k == Success {
		return "SUCCESS"
	}
	return "SUCCESS_WITH_CONTENT"
}

// Column is a result column.
type Column struct {
	Name string
	Type types.Type
}

// Row is a result row: its kind and its values in the types package's representation.
type Row struct {
	Kind   types.RowKind
	Values []any
}

// TableResult is the result of executing one statement, like Flink's TableResult.
//
// Results of the SQL client's path (RunScript) and of DDL, SHOW and DESCRIBE hold their rows in
// Rows. A query submitted through ExecuteSQL or Table.Execute is a job whose rows Collect and
// Print read as they come, once; its Rows stay empty. An INSERT's result holds Flink's one row
// of -1 per sink, which Collect and Print hand out once the job has finished.
type TableResult struct {
	Kind    ResultKind
	Columns []Column
	Rows    []Row
	// IsQuery is true for query results (SELECT), whose rows Flink does not order unless the
	// query says so; SHOW and DESCRIBE results have a defined order.
	IsQuery bool

	job       *JobClient     // the job this result belongs to, for queries and INSERTs
	stream    *rowStream     // a submitted query's rows
	streaming bool           // a query ran in streaming mode: Print shows each row's kind
	maxWidth  int            // table.display.max-column-width for Print
	loc       *time.Location // table.local-time-zone, for TIMESTAMP_LTZ values
	// valueTableau marks the results Flink builds with TableResultUtils (SHOW, DESCRIBE, SHOW
	// CREATE), which print as a tableau sized by their values; other results without a print
	// style of their own (EXPLAIN) print raw.
	valueTableau bool
}

// ResultKind returns whether the statement returns rows.
func (r *TableResult) ResultKind() ResultKind { return r.Kind }

// ResolvedSchema returns the result's columns.
func (r *TableResult) ResolvedSchema() ResolvedSchema {
	return ResolvedSchema{Columns: append([]Column(nil), r.Columns...)}
}

// GetJobClient returns the job of a query or an INSERT; other statements have none.
func (r *TableResult) GetJobClient() (*JobClient, bool) { return r.job, r.job != nil }

// Await waits until the result's rows can be read: for an INSERT until its job has ended, for a
// query until its first row is there (or it ended), as Flink's TableResult.await does. It
// returns the job's error.
func (r *TableResult) Await(ctx context.Context) error {
	switch {
	case r.stream != nil:
		if r.stream.started {
			return nil
		}
		return r.stream.awaitFirst()
	case r.job != nil:
		return r.job.Await(ctx)
	}
	return nil
}

// Collect returns the result's rows. Breaking out of the loop early cancels a query's job, as
// closing Flink's iterator does. A query's rows can be read once.
func (r *TableResult) Collect() iter.Seq2[Row, error] {
	return func(yield func(Row, error) bool) {
		switch {
		case r.stream != nil:
			r.collectStream(yield)
			return
		case r.job != nil:
			// Flink's InsertResultProvider hands out its row once the job has finished.
			if err := r.job.Await(context.Background()); err != nil {
				yield(Row{}, err)
				return
			}
		}
		for _, row := range r.Rows {
			if !yield(row, nil) {
				return
			}
		}
	}
}

func (r *TableResult) collectStream(yield func(Row, error) bool) {
	s := r.stream
	if s.started {
		yield(Row{}, errCollected)
		return
	}
	s.started = true
	for {
		rows, err := s.next()
		if err == io.EOF {
			return
		}
		if err != nil {
			yield(Row{}, err)
			return
		}
		for _, row := range rows {
			if !yield(row, nil) {
				s.close()
				return
			}
		}
	}
}

// ColumnNames returns the result's column names.
func (r *TableResult) ColumnNames() []string {
	names := make([]string, len(r.Columns))
	for i, c := range r.Columns {
		names[i] = c.Name
	}
	return names
}

// ColumnTypes returns the result's column types.
func (r *TableResult) ColumnTypes() []types.Type {
	ts := make([]types.Type, len(r.Columns))
	for i, c := range r.Columns {
		ts[i] = c.Type
	}
	return ts
}

// resultOK is Flink's TABLE_RESULT_OK: one "result" column holding "OK".
func resultOK() *TableResult {
	return &TableResult{Kind: Success, Columns: []Column{{"result", types.String}},
		Rows: []Row{{Values: []any{"OK"}}}}
}

// rowsResult is a result of string columns, as SHOW and DESCRIBE return: Flink's
// TableResultUtils.buildTableResult, with its print style.
func rowsResult(columns []Column, rows [][]any) *TableResult {
	r := &TableResult{Kind: SuccessWithContent, Columns: columns, valueTableau: true}
	for _, values := range rows {
		r.Rows = append(r.Rows, Row{Values: values})
	}
	return r
}
