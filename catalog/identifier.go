package catalog

import "strings"

// ObjectIdentifier is the full name of a table or view.
type ObjectIdentifier struct {
	Catalog, Database, Object string
}

// String is Flink's asSummaryString: cat.db.obj, or just the name of an anonymous table.
func (id ObjectIdentifier) String() string {
	if id.IsAnonymous() {
		return id.Object
	}
	return id.Catalog + "." + id.Database + "." + id.Object
}

// anonymousPart is the catalog and database of Flink's inline (anonymous) tables. No catalog has
// this name, so no SHOW or USE reaches them.
const anonymousPart = "*anonymous*"

// AnonymousIdentifier identifies an inline table, as Flink's ObjectIdentifier.ofAnonymous does.
func AnonymousIdentifier(name string) ObjectIdentifier {
	return ObjectIdentifier{anonymousPart, anonymousPart, name}
}

// IsAnonymous reports whether id identifies an inline table.
func (id ObjectIdentifier) IsAnonymous() bool {
	return id.Catalog == anonymousPart && id.Database == anonymousPart
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
