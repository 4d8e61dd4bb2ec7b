package engine

import (
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// describeCatalog is DESCRIBE CATALOG [EXTENDED], as Flink's DescribeCatalogOperation prints
// it: name, type and comment (null when the catalog has none), and with EXTENDED each option
// but 'type', sorted by key.
func (te *TableEnvironment) describeCatalog(s *sql.DescribeCatalog) (*TableResult, error) {
	d, err := te.catalog.Descriptor(s.Name.Name)
	if err != nil {
		return nil, err
	}
	var comment any
	if d.Comment != nil {
		comment = *d.Comment
	}
	rows := [][]any{{"name", d.Name}, {"type", d.Options[catalog.OptionType]}, {"comment", comment}}
	if s.Extended {
		for _, k := range d.SortedOptionKeys() {
			if k != catalog.OptionType {
				rows = append(rows, []any{"option:" + k, d.Options[k]})
			}
		}
	}
	return rowsResult([]Column{{"info name", types.String}, {"info value", types.String}}, rows), nil
}

// showCreateCatalog is SHOW CREATE CATALOG, Flink's ShowCreateUtil text: the name, the comment
// when there is one, and the options sorted by key, each part ending its line.
func (te *TableEnvironment) showCreateCatalog(s *sql.ShowCreateCatalog) (*TableResult, error) {
	d, err := te.catalog.Descriptor(s.Name.Name)
	if err != nil {
		return nil, err
	}
	var sb strings.Builder
	sb.WriteString("CREATE CATALOG " + catalog.QuoteName(d.Name) + "\n")
	if d.Comment != nil {
		sb.WriteString("COMMENT " + stringLiteral(*d.Comment) + "\n")
	}
	if len(d.Options) > 0 {
		var kv []string
		for _, k := range d.SortedOptionKeys() {
			kv = append(kv, "  "+stringLiteral(k)+" = "+stringLiteral(d.Options[k]))
		}
		sb.WriteString("WITH (\n" + strings.Join(kv, ",\n") + "\n)\n")
	}
	return rowsResult([]Column{{"result", types.String}}, [][]any{{sb.String()}}), nil
}

// classDatabaseNotExist is the class of a catalog's own error for a database it lacks.
const classDatabaseNotExist = "org.apache.flink.table.catalog.exceptions.DatabaseNotExistException"

// showDatabasesCatalog is the catalog of SHOW DATABASES FROM|IN name, which Flink's parser
// requires to have one part.
func showDatabasesCatalog(n *sql.Name) (string, error) {
	parts := plan.NameParts(n)
	if len(parts) != 1 {
		return "", catalogErrorOf("org.apache.flink.sql.parser.impl.ParseException", "Show databases from/in identifier [ "+
			strings.Join(parts, ".")+" ] format error, catalog must be a single part identifier.")
	}
	return parts[0], nil
}
