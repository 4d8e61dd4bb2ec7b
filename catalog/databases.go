package catalog

import (
	"maps"
	"slices"
)

// CreateDatabase adds a database to a catalog, as CREATE DATABASE does.
func (m *Manager) CreateDatabase(catalog, name, comment string, properties map[string]string, ignoreIfExists bool) error {
	c, err := m.catalog(catalog)
	if err != nil {
		return err
	}
	if c == nil {
		return newError(ErrNotFound, classValidation, "Catalog %s does not exist", catalog)
	}
	if _, exists := c.databases[name]; exists {
		if ignoreIfExists {
			return nil
		}
		return newError(ErrAlreadyExists, classDatabaseExists, "Database %s already exists in Catalog %s.", name, catalog)
	}
	c.databases[name] = newDatabase(comment, maps.Clone(properties))
	return nil
}

// DropDatabase removes a database, as DROP DATABASE does: never the current one, even with IF
// EXISTS; a catalog that does not exist is an error even with IF EXISTS; RESTRICT (cascade
// false) refuses a database that holds tables or views, CASCADE drops them with it. Temporary
// objects are not the catalog's, so they neither keep a database from being dropped nor go
// with it.
func (m *Manager) DropDatabase(catalog, name string, ignoreIfNotExists, cascade bool) error {
	if catalog == m.currentCatalog && name == m.currentDatabase {
		return newError(ErrInUse, classValidation, "Cannot drop a database which is currently in use.")
	}
	c, err := m.catalog(catalog)
	if err != nil {
		return err
	}
	if c == nil {
		return newError(ErrNotFound, classCatalogNotExist, "Catalog %s does not exist.", catalog)
	}
	db := c.databases[name]
	if db == nil {
		if ignoreIfNotExists {
			return nil
		}
		return newError(ErrNotFound, classDatabaseNotExist, "Database %s does not exist in Catalog %s.", name, catalog)
	}
	if len(db.objects) > 0 && !cascade {
		return newError(ErrNotEmpty, classDatabaseNotEmpty, "Database %s in catalog %s is not empty.", name, catalog)
	}
	delete(c.databases, name)
	return nil
}

// AlterDatabase sets properties of a database, as ALTER DATABASE ... SET does: they are added to
// the ones it has, and its comment stays.
func (m *Manager) AlterDatabase(catalog, name string, properties map[string]string) error {
	c, err := m.catalog(catalog)
	if err != nil {
		return err
	}
	if c == nil {
		return newError(ErrNotFound, classValidation, "Catalog %s not exists", catalog)
	}
	db := c.databases[name]
	if db == nil {
		return newError(ErrNotFound, classDatabaseNotExist, "Database %s does not exist in Catalog %s.", name, catalog)
	}
	maps.Copy(db.properties, properties)
	return nil
}

// DatabaseProperties returns a database's comment and properties; ok is false when there is no
// such database.
func (m *Manager) DatabaseProperties(catalog, name string) (comment string, properties map[string]string, ok bool) {
	db := m.database(catalog, name)
	if db == nil {
		return "", nil, false
	}
	return db.comment, maps.Clone(db.properties), true
}

// UseDatabase makes a database current, as USE [catalog.]db does. As in Flink, the catalog
// becomes current first, so a database that does not exist leaves the session in that
// catalog's default database.
func (m *Manager) UseDatabase(catalog, name string) error {
	if err := m.UseCatalog(catalog); err != nil {
		return err
	}
	if m.database(catalog, name) == nil {
		return newError(ErrNotFound, classCatalog,
			"A database with name [%s] does not exist in the catalog: [%s].", name, catalog)
	}
	m.currentDatabase = name
	return nil
}

// Databases lists the databases of the current catalog, sorted.
func (m *Manager) Databases() []string {
	names, _ := m.DatabasesIn(m.currentCatalog)
	return names
}

// DatabasesIn lists a catalog's databases, sorted; ok is false when there is no such catalog.
func (m *Manager) DatabasesIn(catalog string) (names []string, ok bool) {
	c, _ := m.catalog(catalog)
	if c == nil {
		return nil, false
	}
	return slices.Sorted(maps.Keys(c.databases)), true
}
