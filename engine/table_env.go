package engine

import (
	"context"
	"fmt"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// SQLQuery makes a Table of a query, as Flink's sqlQuery does; positions in its errors count
// from the start of text.
func (te *TableEnvironment) SQLQuery(text string) *Table {
	stmt, err := sql.ParseStatement(text)
	if err != nil {
		return failedTable(te, err)
	}
	q, ok := stmt.(*sql.QueryStmt)
	if !ok {
		return failedTable(te, apiError(classValidation, "Unsupported SQL query! sqlQuery() only accepts a single SQL query."))
	}
	n, err := metered(te, context.Background(), func() (plan.Node, error) { return te.binder().BindQuery(q.Query) })
	if err != nil {
		return failedTable(te, err)
	}
	return &Table{te: te, query: q.Query.String(), schema: schemaOf(n.Fields())}
}

// From makes a Table of a registered table or view, named by a path such as "t", "db.t" or
// "cat.db.t", as Flink's from does.
func (te *TableEnvironment) From(path string) *Table {
	name, err := parseTablePath(path)
	if err != nil {
		return failedTable(te, err)
	}
	id, err := te.catalog.Qualify(plan.NameParts(name))
	if err == nil {
		if _, _, ok := te.catalog.Lookup(id); ok {
			return te.scan(id)
		}
	}
	return failedTable(te, apiError(classValidation, fmt.Sprintf("Table %s was not found.", quotedPath(name))))
}

// FromDescriptor makes a Table of an inline table, as Flink's from(TableDescriptor) does: the
// descriptor is registered as a new anonymous table, *anonymous_<connector>$<n>*.
func (te *TableEnvironment) FromDescriptor(d TableDescriptor) *Table {
	t, err := te.resolveDescriptor(d)
	if err != nil {
		return failedTable(te, err)
	}
	id, err := te.registerAnonymous(t)
	if err != nil {
		return failedTable(te, err)
	}
	return te.scan(id)
}

func (te *TableEnvironment) scan(id catalog.ObjectIdentifier) *Table {
	c := &composer{}
	c.sql("SELECT * FROM " + id.Quoted())
	return te.newTable(c)
}

// CreateTemporaryTable registers a descriptor's table under a path, as Flink's
// createTemporaryTable does.
func (te *TableEnvironment) CreateTemporaryTable(path string, d TableDescriptor) error {
	id, err := te.qualifyPath(path)
	if err != nil {
		return err
	}
	t, err := te.resolveDescriptor(d)
	if err != nil {
		return err
	}
	return te.catalog.CreateTemporary(id, t, false)
}

// CreateTemporaryView registers a Table as a temporary view under a path, as Flink's
// createTemporaryView does; SQL can then name it.
func (te *TableEnvironment) CreateTemporaryView(path string, t *Table) error {
	if t.err != nil {
		return t.err
	}
	if t.te != te {
		return apiError(classValidation, "Only tables that belong to this TableEnvironment can be registered.")
	}
	id, err := te.qualifyPath(path)
	if err != nil {
		return err
	}
	view := &catalog.View{Query: t.query, ExpandedQuery: t.query}
	for _, c := range t.schema.Columns {
		view.Schema.Columns = append(view.Schema.Columns, catalog.Column{Name: c.Name, Type: c.Type})
	}
	return te.catalog.CreateTemporary(id, view, false)
}

// ListTables lists the tables and views of the current catalog and database, temporary or
// not, sorted, as Flink's listTables does; inline tables are not listed.
func (te *TableEnvironment) ListTables() []string { return te.catalog.Tables() }

func (te *TableEnvironment) qualifyPath(path string) (catalog.ObjectIdentifier, error) {
	name, err := parseTablePath(path)
	if err != nil {
		return catalog.ObjectIdentifier{}, err
	}
	return te.catalog.Qualify(plan.NameParts(name))
}

// quotedPath prints a path as Flink's UnresolvedIdentifier does: `db`.`t`.
func quotedPath(n *sql.Name) string {
	s := ""
	for i, p := range plan.NameParts(n) {
		if i > 0 {
			s += "."
		}
		s += catalog.QuoteName(p)
	}
	return s
}

// explain is where EXPLAIN of the Table API and of statement sets is produced; Flinkpad cannot
// explain plans yet.
func (te *TableEnvironment) explain(inserts []*sql.InsertStmt, query sql.Query) (string, error) {
	return "", unsupportedError("EXPLAIN")
}
