package engine

import (
	"context"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

func (te *TableEnvironment) createTable(ctx context.Context, s *sql.CreateTable, text statementText) (*TableResult, error) {
	if s.AsQuery != nil {
		return te.createTableAs(ctx, s, text)
	}
	id, table, err := plan.BindCreateTable(s, te.catalog, text)
	if err != nil {
		return nil, err
	}
	return te.register(id, table, s.Temporary, s.IfNotExists)
}

// createTableAs runs CREATE TABLE ... AS query: it creates the table from the query's schema
// and the declared columns, then runs INSERT INTO it from the query as its own job. With IF NOT
// EXISTS and an existing table, the query goes into that table.
func (te *TableEnvironment) createTableAs(ctx context.Context, s *sql.CreateTable, text statementText) (*TableResult, error) {
	id, table, columns, err := plan.BindCreateTableAs(s, te.catalog, text)
	if err != nil {
		return nil, err
	}
	if _, err := te.register(id, table, false, s.IfNotExists); err != nil {
		return nil, err
	}
	insert := &sql.InsertStmt{InsertPos: s.CreatePos, Table: s.Name, Columns: columns, Query: s.AsQuery}
	return te.insertAll(ctx, []*sql.InsertStmt{insert})
}

// register adds a created table or view to the catalog, temporary or permanent.
func (te *TableEnvironment) register(id catalog.ObjectIdentifier, obj catalog.Object, temporary, ifNotExists bool) (*TableResult, error) {
	var err error
	if temporary {
		err = te.catalog.CreateTemporary(id, obj, ifNotExists)
	} else {
		err = te.catalog.Create(id, obj, ifNotExists)
	}
	if err != nil {
		return nil, err
	}
	return resultOK(), nil
}

func (te *TableEnvironment) drop(s *sql.DropStmt) (*TableResult, error) {
	if s.Object == "DATABASE" {
		return te.dropDatabase(s)
	}
	id, err := te.catalog.Qualify(plan.NameParts(s.Name))
	if err != nil {
		return nil, err
	}
	if s.Temporary {
		if ok, err := temporaryOfKind(te.catalog, id, s.Object, s.IfExists); err != nil || !ok {
			return okUnless(err)
		}
		err = te.catalog.DropTemporary(id, s.IfExists)
	} else if err = shadowedDrop(te.catalog, id, s.Object); err == nil {
		err = te.catalog.Drop(id, s.Object == "VIEW", s.IfExists)
	}
	if err != nil {
		return nil, err
	}
	return resultOK(), nil
}

// expandedQuery is the text of a view's query that Flink stores and SHOW CREATE VIEW shows,
// every name qualified. The view is bound from it where it is used, so it must bind to the
// same columns; when it does not, the query as written is kept.
func (te *TableEnvironment) expandedQuery(q sql.Query, fields []plan.Field) string {
	text, ok := te.binder().ExpandedQuery(q)
	if !ok {
		return q.String()
	}
	stmt, err := sql.ParseStatement(text)
	qs, isQuery := stmt.(*sql.QueryStmt)
	if err != nil || !isQuery {
		return q.String()
	}
	n, err := te.binder().BindQuery(qs.Query)
	if err != nil || len(n.Fields()) != len(fields) {
		return q.String()
	}
	for i, f := range n.Fields() {
		if !f.Type.Equal(fields[i].Type) {
			return q.String()
		}
	}
	return text
}

// createView binds the view's query, to know its schema, and stores its text; the query is bound
// again wherever the view is used, as Flink expands views.
func (te *TableEnvironment) createView(s *sql.CreateView) (*TableResult, error) {
	id, err := te.catalog.Qualify(plan.NameParts(s.Name))
	if err != nil {
		return nil, err
	}
	b := te.binder()
	n, err := b.BindQuery(s.Query)
	if err != nil {
		return nil, err
	}
	fields := n.Fields()
	if len(s.Columns) > 0 && len(s.Columns) != len(fields) {
		return nil, unsupportedError("a view column list of another length than its query's")
	}
	view := &catalog.View{Query: s.Query.String(), ExpandedQuery: te.expandedQuery(s.Query, fields), Origin: b.ViewOrigin(s.Query, n)}
	if s.Comment != nil {
		view.Comment = s.Comment.Value
	}
	for i, f := range fields {
		name := f.Name
		if len(s.Columns) > 0 {
			name = s.Columns[i].Name
		}
		view.Schema.Columns = append(view.Schema.Columns, catalog.Column{Name: name, Type: f.Type})
	}
	return te.register(id, view, s.Temporary, s.IfNotExists)
}
