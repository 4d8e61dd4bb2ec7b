package engine

import (
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// showCreate prints the DDL of a table or view as Flink's SHOW CREATE TABLE and SHOW CREATE
// VIEW do.
func (te *TableEnvironment) showCreate(s *sql.ShowStmt) (*TableResult, error) {
	id, err := te.catalog.Qualify(plan.NameParts(s.Name))
	if err != nil {
		return nil, err
	}
	wantTable := s.Kind == sql.ShowCreateTable
	obj, temporary, ok := te.catalog.Lookup(id)
	if !ok {
		what, kind := "TABLE", "Table"
		if !wantTable {
			what, kind = "VIEW", "View"
		}
		return nil, catalogError("Could not execute SHOW CREATE " + what + ". " + kind + " with identifier " +
			id.Quoted() + " does not exist.")
	}
	var text string
	switch obj := obj.(type) {
	case *catalog.Table:
		if !wantTable {
			return nil, catalogErrorOf(classTable, "SHOW CREATE VIEW is only supported for views, but "+
				id.Quoted()+" is a table. Please use SHOW CREATE TABLE instead.")
		}
		text = createTableText(id, obj, temporary)
	case *catalog.View:
		if wantTable {
			return nil, catalogErrorOf(classTable, "SHOW CREATE TABLE is only supported for tables, but "+
				id.Quoted()+" is a view. Please use SHOW CREATE VIEW instead.")
		}
		text = createViewText(id, obj, temporary)
	}
	return rowsResult([]Column{{"result", types.String}}, [][]any{{text}}), nil
}

// createTableText is Flink's ShowCreateUtil text of a table: a line per column, watermark and
// primary key, types in their serializable form, then the comment, the partition keys and the
// options sorted by key, each part ending its line.
func createTableText(id catalog.ObjectIdentifier, t *catalog.Table, temporary bool) string {
	var sb strings.Builder
	sb.WriteString("CREATE ")
	if temporary {
		sb.WriteString("TEMPORARY ")
	}
	sb.WriteString("TABLE " + id.Quoted() + " (\n")
	var lines []string
	for _, c := range t.Schema.Columns {
		lines = append(lines, "  "+columnText(c))
	}
	for _, w := range t.Schema.Watermarks {
		lines = append(lines, "  WATERMARK FOR "+catalog.QuoteName(w.Column)+" AS "+w.Expr)
	}
	if pk := t.Schema.PrimaryKey; pk != nil {
		lines = append(lines, "  CONSTRAINT "+catalog.QuoteName(pk.Name)+" PRIMARY KEY ("+quotedNames(pk.Columns)+") NOT ENFORCED")
	}
	sb.WriteString(strings.Join(lines, ",\n"))
	sb.WriteString("\n)\n")
	if t.Comment != "" {
		sb.WriteString("COMMENT " + stringLiteral(t.Comment) + "\n")
	}
	if len(t.PartitionKeys) > 0 {
		sb.WriteString("PARTITIONED BY (" + quotedNames(t.PartitionKeys) + ")\n")
	}
	if len(t.Options) > 0 {
		opts := slices.Clone(t.Options)
		slices.SortFunc(opts, func(a, b catalog.Option) int { return strings.Compare(a.Key, b.Key) })
		var kv []string
		for _, o := range opts {
			kv = append(kv, "  "+stringLiteral(o.Key)+" = "+stringLiteral(o.Value))
		}
		sb.WriteString("WITH (\n" + strings.Join(kv, ",\n") + "\n)\n")
	}
	return sb.String()
}

func columnText(c catalog.Column) string {
	s := catalog.QuoteName(c.Name) + " "
	switch c.Kind {
	case catalog.Computed:
		s += "AS " + c.Expr
	case catalog.Metadata:
		s += c.Type.SerializableString() + " METADATA"
		if c.Key != "" {
			s += " FROM " + stringLiteral(c.Key)
		}
		if c.Virtual {
			s += " VIRTUAL"
		}
	default:
		s += c.Type.SerializableString()
	}
	if c.Comment != "" {
		s += " COMMENT " + stringLiteral(c.Comment)
	}
	return s
}

// createViewText is Flink's text of a view: its column names, its comment and its expanded
// query.
func createViewText(id catalog.ObjectIdentifier, v *catalog.View, temporary bool) string {
	var sb strings.Builder
	sb.WriteString("CREATE ")
	if temporary {
		sb.WriteString("TEMPORARY ")
	}
	sb.WriteString("VIEW " + id.Quoted() + " (\n")
	var names []string
	for _, c := range v.Schema.Columns {
		names = append(names, "  "+catalog.QuoteName(c.Name))
	}
	sb.WriteString(strings.Join(names, ",\n") + "\n)\n")
	if v.Comment != "" {
		sb.WriteString("COMMENT " + stringLiteral(v.Comment) + "\n")
	}
	sb.WriteString("AS " + v.ExpandedQuery + "\n")
	return sb.String()
}

func quotedNames(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = catalog.QuoteName(n)
	}
	return strings.Join(q, ", ")
}

func stringLiteral(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }
