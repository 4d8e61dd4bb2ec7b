package engine

import (
	"regexp"
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// show lists catalog objects, in the columns Flink's SHOW statements return, filtered by
// [NOT] LIKE or ILIKE.
func (te *TableEnvironment) show(s *sql.ShowStmt) (*TableResult, error) {
	var column string
	var names []string
	var err error
	switch s.Kind {
	case sql.ShowCatalogs:
		column, names = "catalog name", te.catalog.Catalogs()
	case sql.ShowCurrentCatalog:
		column, names = "current catalog name", []string{te.catalog.CurrentCatalog()}
	case sql.ShowDatabases:
		column = "database name"
		cat := te.catalog.CurrentCatalog()
		if s.Name != nil {
			if cat, err = showDatabasesCatalog(s.Name); err != nil {
				return nil, err
			}
		}
		var ok bool
		if names, ok = te.catalog.DatabasesIn(cat); !ok {
			return nil, catalogError("Catalog " + cat + " does not exist")
		}
	case sql.ShowCurrentDatabase:
		column, names = "current database name", []string{te.catalog.CurrentDatabase()}
	case sql.ShowTables:
		column = "table name"
		names, err = te.objectsIn(s, false)
	case sql.ShowViews:
		column = "view name"
		names, err = te.objectsIn(s, true)
	case sql.ShowFunctions:
		if !s.User {
			return nil, unsupportedError("SHOW FUNCTIONS")
		}
		// Flinkpad has no user-defined functions.
		column = "function name"
	case sql.ShowColumns:
		return te.showColumns(s)
	case sql.ShowCreateTable, sql.ShowCreateView:
		return te.showCreate(s)
	case sql.ShowModules, sql.ShowFullModules:
		return te.modules.show(s.Kind == sql.ShowFullModules), nil
	default:
		return nil, unsupportedError("SHOW " + s.Kind.String())
	}
	if err != nil {
		return nil, err
	}
	rows := [][]any{}
	for _, n := range names {
		if likeMatches(s, n) {
			rows = append(rows, []any{n})
		}
	}
	return rowsResult([]Column{{column, types.String}}, rows), nil
}

// objectsIn lists the tables (or views) of the current database, or of the one after FROM or IN.
func (te *TableEnvironment) objectsIn(s *sql.ShowStmt, views bool) ([]string, error) {
	cat, db := te.catalog.CurrentCatalog(), te.catalog.CurrentDatabase()
	if s.Name != nil {
		parts := plan.NameParts(s.Name)
		switch len(parts) {
		case 1:
			db = parts[0]
		case 2:
			cat, db = parts[0], parts[1]
		default:
			return nil, catalogError("SHOW " + s.Kind.String() + " from/in identifier [ " + strings.Join(parts, ".") +
				" ] format error, it should be [catalog_name.]database_name.")
		}
	}
	if _, ok := te.catalog.DatabasesIn(cat); !ok {
		return nil, catalogError("Catalog " + cat + " does not exist")
	}
	names, ok := te.catalog.ObjectsIn(cat, db, views)
	if !ok && s.Name == nil {
		// The current database was dropped, or an ALTER CATALOG made the catalog anew: Flink's
		// listing then fails in the catalog itself.
		return nil, catalogErrorOf(classDatabaseNotExist, "Database "+db+" does not exist in Catalog "+cat+".")
	}
	if !ok {
		return nil, catalogError("Database '" + cat + "'.'" + db + "' doesn't exist.")
	}
	return names, nil
}

// showColumns is DESCRIBE's result, with the columns whose names match the LIKE pattern.
func (te *TableEnvironment) showColumns(s *sql.ShowStmt) (*TableResult, error) {
	r, err := te.describe(&sql.DescribeStmt{DescribePos: s.ShowPos, Name: s.Name})
	if err != nil {
		return nil, err
	}
	kept := r.Rows[:0]
	for _, row := range r.Rows {
		if likeMatches(s, row.Values[0].(string)) {
			kept = append(kept, row)
		}
	}
	r.Rows = kept
	return r, nil
}

// likeMatches applies SHOW's [NOT] LIKE|ILIKE 'pattern': % is any text, _ one character, and a
// backslash escapes the character after it; ILIKE ignores case.
func likeMatches(s *sql.ShowStmt, name string) bool {
	if s.Like == nil {
		return true
	}
	var re strings.Builder
	re.WriteString("(?s)")
	if s.ILike {
		re.WriteString("(?i)")
	}
	re.WriteString("^")
	pattern := []rune(s.Like.Value)
	for i := 0; i < len(pattern); i++ {
		switch c := pattern[i]; {
		case c == '\\' && i+1 < len(pattern):
			i++
			re.WriteString(regexp.QuoteMeta(string(pattern[i])))
		case c == '%':
			re.WriteString(".*")
		case c == '_':
			re.WriteString(".")
		default:
			re.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	re.WriteString("$")
	matched := regexp.MustCompile(re.String()).MatchString(name)
	return matched != s.NotLike
}

// describeColumns are the columns of DESCRIBE's result.
var describeColumns = []Column{
	{"name", types.String}, {"type", types.String}, {"null", types.Boolean},
	{"key", types.String}, {"extras", types.String}, {"watermark", types.String},
}

// describe lists a table's columns as Flink's DESCRIBE does, and DESCRIBE EXTENDED the same: the type without its
// nullability, which the "null" column shows, PRI(...) on primary key columns, how computed
// and metadata columns get their values, and each column's watermark expression.
func (te *TableEnvironment) describe(s *sql.DescribeStmt) (*TableResult, error) {
	id, err := te.catalog.Qualify(plan.NameParts(s.Name))
	if err != nil {
		return nil, err
	}
	obj, _, ok := te.catalog.Lookup(id)
	if !ok {
		return nil, catalogNotFound(id)
	}
	schema := obj.ResolvedSchema()
	// A "comment" column comes when a column has a comment.
	commented := slices.ContainsFunc(schema.Columns, func(c catalog.Column) bool { return c.Comment != "" })
	var rows [][]any
	for _, c := range schema.Columns {
		row := []any{c.Name, plan.DescribedColumnType(schema, c, te.config.Streaming()).WithNullable(true).String(), c.Type.Nullable(),
			primaryKeyOf(schema, c.Name), extrasOf(c), watermarkOf(schema, c.Name)}
		if commented {
			var comment any
			if c.Comment != "" {
				comment = c.Comment
			}
			row = append(row, comment)
		}
		rows = append(rows, row)
	}
	columns := describeColumns
	if commented {
		columns = append(slices.Clone(columns), Column{"comment", types.String})
	}
	return rowsResult(columns, rows), nil
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
	return catalogError("Tables or views with the identifier '" + id.String() + "' doesn't exist.")
}

// catalogError is an error of the catalog statements that Flink raises as a ValidationException.
func catalogError(msg string) error { return catalogErrorOf(flinkerr.ClassValidation, msg) }

// catalogErrorOf is an error of the catalog statements that Flink raises with class.
func catalogErrorOf(class, msg string) error { return flinkerr.New(nil, class, msg) }
