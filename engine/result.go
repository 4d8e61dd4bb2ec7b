package engine

import "github.com/flinkpad/flinkpad/engine/types"

// ResultKind is Flink's ResultKind: whether a statement returns rows.
type ResultKind int

// Result kinds.
const (
	// Success is a statement that returns only "OK".
	Success ResultKind = iota
	// SuccessWithContent is a statement that returns rows.
	SuccessWithContent
)

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

// TableResult is the result of executing one statement.
type TableResult struct {
	Kind    ResultKind
	Columns []Column
	Rows    []Row
	// IsQuery is true for query results (SELECT), whose rows Flink does not order unless the
	// query says so; SHOW and DESCRIBE results have a defined order.
	IsQuery bool
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

// rowsResult is a result of string columns, as SHOW and DESCRIBE return.
func rowsResult(columns []Column, rows [][]any) *TableResult {
	r := &TableResult{Kind: SuccessWithContent, Columns: columns}
	for _, values := range rows {
		r.Rows = append(r.Rows, Row{Values: values})
	}
	return r
}
