package catalog

import "strings"

// ObjectIdentifier is the full name of a table or view.
type ObjectIdentifier struct {
	Catalog, Database, Object string
}

// String is Flink's asSummaryString: cat.db.obj.
func (id ObjectIdentifier) String() string {
	return id.Catalog + "." + id.Database + "." + id.Object
}

// Quoted is Flink's asSerializableString: `cat`.`db`.`obj`.
func (id ObjectIdentifier) Quoted() string {
	return QuoteName(id.Catalog) + "." + QuoteName(id.Database) + "." + QuoteName(id.Object)
}

// ObjectPath is the database-relative name Flink's catalogs use in messages: db.obj.
func (id ObjectIdentifier) ObjectPath() string {
	return id.Database + "." + id.Object
}

// QuoteName quotes an identifier with backquotes, doubling any inside, as Flink's
// EncodingUtils.escapeIdentifier does.
func QuoteName(name string) string {
	return "`" + strings.ReplaceAll(name, "`", "``") + "`"
}
