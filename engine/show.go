package engine

import (
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// show lists catalog objects, in the columns Flink's SHOW statements return.
func (te *TableEnvironment) show(s *sql.ShowStmt) (*TableResult, error) {
	if s.Name != nil || s.Like != nil {
		return nil, &unsupportedError{"SHOW with FROM or LIKE"}
	}
	var column string
	var names []string
	switch s.Kind {
	case sql.ShowCatalogs:
		column, names = "catalog name", te.catalog.Catalogs()
	case sql.ShowCurrentCatalog:
		column, names = "current catalog name", []string{te.catalog.CurrentCatalog()}
	case sql.ShowDatabases:
		column, names = "database name", te.catalog.Databases()
	case sql.ShowCurrentDatabase:
		column, names = "current database name", []string{te.catalog.CurrentDatabase()}
	case sql.ShowTables:
		column, names = "table name", te.catalog.Tables()
	case sql.ShowViews:
		column, names = "view name", te.catalog.Views()
	default:
		return nil, &unsupportedError{"SHOW " + s.Kind.String()}
	}
	rows := make([][]any, len(names))
	for i, n := range names {
		rows[i] = []any{n}
	}
	return rowsResult([]Column{{column, types.String}}, rows), nil
}

// describeColumns are the columns of DESCRIBE's result.
var describeColumns = []Column{
	{"name", types.String}, {"type", types.String}, {"null", types.Boolean},
	{"key", types.String}, {"extras", types.String}, {"watermark", types.String},
}

// describe lists a table's columns as Flink's DESCRIBE does: the type without its
// nullability, which the "null" column shows, PRI(...) on primary key columns, how computed
// and metadata columns get their values, and each column's watermark expression.
func (te *TableEnvironment) describe(s *sql.DescribeStmt) (*TableResult, error) {
	if s.Extended {
		return nil, &unsupportedError{"DESCRIBE EXTENDED"}
	}
	id, err := te.catalog.Qualify(plan.NameParts(s.Name))
	if err != nil {
		return nil, err
	}
	obj, _, ok := te.catalog.Lookup(id)
	if !ok {
		return nil, catalogNotFound(id)
	}
	schema := obj.ResolvedSchema()
	var rows [][]any
	for _, c := range schema.Columns {
		rows = append(rows, []any{c.Name, c.Type.WithNullable(true).String(), c.Type.Nullable(),
			primaryKeyOf(schema, c.Name), extrasOf(c), watermarkOf(schema, c.Name)})
	}
	return rowsResult(describeColumns, rows), nil
}

func primaryKeyOf(s *catalog.Schema, column string) any {
	if s.PrimaryKey == nil {
		return nil
	}
	for _, k := range s.PrimaryKey.Columns {
		if k == column {
			return "PRI(" + strings.Join(s.PrimaryKey.Columns, ", ") + ")"
		}
	}
	return nil
}

func extrasOf(c catalog.Column) any {
	switch c.Kind {
	case catalog.Computed:
		return "AS " + c.Expr
	case catalog.Metadata:
		extras := "METADATA"
		if c.Key != "" {
			extras += " FROM '" + c.Key + "'"
		}
		if c.Virtual {
			extras += " VIRTUAL"
		}
		return extras
	}
	return nil
}

func watermarkOf(s *catalog.Schema, column string) any {
	for _, w := range s.Watermarks {
		if w.Column == column {
			return w.Expr
		}
	}
	return nil
}

// catalogNotFound is Flink's message for DESCRIBE of a table or view that does not exist.
func catalogNotFound(id catalog.ObjectIdentifier) error {
	return &catalogError{msg: "Tables or views with the identifier '" + id.String() + "' doesn't exist."}
}

type catalogError struct{ msg string }

func (e *catalogError) Error() string      { return e.msg }
func (e *catalogError) FlinkClass() string { return "org.apache.flink.table.api.ValidationException" }
