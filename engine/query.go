package engine

import (
	"context"

	"github.com/flinkpad/flinkpad/engine/sql"
)

// query binds a query, validating it as Flink does, and runs it in batch mode, collecting its
// rows as Flink's collect sink does.
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
	rows, err := te.runQuery(ctx, n)
	if err != nil {
		return nil, err
	}
	r := &TableResult{Kind: SuccessWithContent, IsQuery: true}
	for _, f := range n.Fields() {
		r.Columns = append(r.Columns, Column{Name: f.Name, Type: f.Type})
	}
	for _, row := range rows {
		r.Rows = append(r.Rows, Row{Kind: row.Kind, Values: row.Values})
	}
	return r, nil
}
