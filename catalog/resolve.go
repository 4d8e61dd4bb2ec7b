package catalog

import "fmt"

// ObjectNotFound is Calcite's message for a table name that resolves to nothing, as Flink's
// validator reports it: the first part that names nothing, and, when a catalog or database
// before it resolved, that schema's full path. A one-part name says only "Object 't' not
// found"; a two-part name is looked up in the current catalog, then as catalog.database.
// Recorded by the catalogs_select_missing_* conformance cases.
func (m *Manager) ObjectNotFound(parts []string) string {
	last := parts[len(parts)-1]
	switch len(parts) {
	case 2:
		db, object := parts[0], parts[1]
		switch {
		case m.schemaExists(m.currentCatalog, db):
			return fmt.Sprintf("Object '%s' not found within '%s.%s'", object, m.currentCatalog, db)
		case m.catalogExists(db):
			return fmt.Sprintf("Object '%s' not found within '%s'", object, db)
		}
		return fmt.Sprintf("Object '%s' not found", db)
	case 3:
		cat, db, object := parts[0], parts[1], parts[2]
		switch {
		case m.schemaExists(cat, db):
			return fmt.Sprintf("Object '%s' not found within '%s.%s'", object, cat, db)
		case m.catalogExists(cat):
			return fmt.Sprintf("Object '%s' not found within '%s'", db, cat)
		}
		return fmt.Sprintf("Object '%s' not found", cat)
	}
	return fmt.Sprintf("Object '%s' not found", last)
}

// schemaExists reports whether catalog.database is a schema Calcite can see: a database, or
// the catalog and database of a temporary object, as Flink's CatalogManager.schemaExists says.
func (m *Manager) schemaExists(catalog, database string) bool {
	if m.database(catalog, database) != nil {
		return true
	}
	for id := range m.temporary {
		if id.Catalog == catalog && id.Database == database {
			return true
		}
	}
	return false
}
