package catalog

import (
	"maps"
	"slices"
	"strings"
)

// Flink's built-in catalog and database names.
const (
	DefaultCatalog  = "default_catalog"
	DefaultDatabase = "default_database"
)

// database is one database of an in-memory catalog.
type database struct {
	comment    string
	properties map[string]string
	objects    map[string]Object
}

func newDatabase(comment string, properties map[string]string) *database {
	return &database{comment: comment, properties: properties, objects: map[string]Object{}}
}

// memCatalog is an in-memory catalog, like Flink's GenericInMemoryCatalog: it starts with its
// default database, which stays its default even once dropped.
type memCatalog struct {
	defaultDatabase string
	databases       map[string]*database
}

func newMemCatalog(defaultDatabase string) *memCatalog {
	return &memCatalog{defaultDatabase: defaultDatabase,
		databases: map[string]*database{defaultDatabase: newDatabase("", map[string]string{})}}
}

// Manager resolves names and holds the catalogs and the session's temporary objects.
//
// As in Flink's CatalogManager, a catalog that CREATE CATALOG made has a descriptor in the
// catalog store (its options and comment, what SHOW CREATE and DESCRIBE CATALOG print and what
// ALTER CATALOG changes), besides its instance; the built-in default_catalog has an instance only.
type Manager struct {
	catalogs        map[string]*memCatalog
	store           map[string]*CatalogDescriptor
	currentCatalog  string
	currentDatabase string
	temporary       map[ObjectIdentifier]Object
}

// NewManager returns a manager with Flink's default catalog and database, both current.
func NewManager() *Manager {
	return &Manager{
		catalogs:        map[string]*memCatalog{DefaultCatalog: newMemCatalog(DefaultDatabase)},
		store:           map[string]*CatalogDescriptor{},
		currentCatalog:  DefaultCatalog,
		currentDatabase: DefaultDatabase,
		temporary:       map[ObjectIdentifier]Object{},
	}
}

// CurrentCatalog returns the catalog that one- and two-part names resolve in.
func (m *Manager) CurrentCatalog() string { return m.currentCatalog }

// CurrentDatabase returns the database that one-part names resolve in.
func (m *Manager) CurrentDatabase() string { return m.currentDatabase }

// Qualify completes a one-, two- or three-part name with the current catalog and database.
func (m *Manager) Qualify(parts []string) (ObjectIdentifier, error) {
	switch len(parts) {
	case 1:
		return ObjectIdentifier{m.currentCatalog, m.currentDatabase, parts[0]}, nil
	case 2:
		return ObjectIdentifier{m.currentCatalog, parts[0], parts[1]}, nil
	case 3:
		return ObjectIdentifier{parts[0], parts[1], parts[2]}, nil
	}
	return ObjectIdentifier{}, newError(ErrNotFound, classValidation,
		"Object '%s' not found", strings.Join(parts, "."))
}

// Lookup finds a table or view; a temporary object shadows a permanent one.
func (m *Manager) Lookup(id ObjectIdentifier) (obj Object, temporary bool, ok bool) {
	if obj, ok := m.temporary[id]; ok {
		return obj, true, true
	}
	db := m.database(id.Catalog, id.Database)
	if db == nil {
		return nil, false, false
	}
	obj, ok = db.objects[id.Object]
	return obj, false, ok
}

func (m *Manager) database(catalog, name string) *database {
	c, _ := m.catalog(catalog)
	if c == nil {
		return nil
	}
	return c.databases[name]
}

// Create registers a permanent table or view. With ignoreIfExists, an existing object of
// the same name is kept and no error is returned, as CREATE ... IF NOT EXISTS does.
func (m *Manager) Create(id ObjectIdentifier, obj Object, ignoreIfExists bool) error {
	c, err := m.catalog(id.Catalog)
	if err != nil {
		return err
	}
	if c == nil {
		return newError(ErrNotFound, classValidation, "Catalog %s does not exist.", id.Catalog)
	}
	db := m.database(id.Catalog, id.Database)
	if db == nil {
		return newError(ErrNotFound, classDatabaseNotExist,
			"Database %s does not exist in Catalog %s.", id.Database, id.Catalog)
	}
	if _, exists := db.objects[id.Object]; exists {
		if ignoreIfExists {
			return nil
		}
		return newError(ErrAlreadyExists, classTableAlreadyExists,
			"Table (or view) %s already exists in Catalog %s.", id.ObjectPath(), id.Catalog)
	}
	db.objects[id.Object] = obj
	return nil
}

// CreateTemporary registers a temporary table or view for the session.
func (m *Manager) CreateTemporary(id ObjectIdentifier, obj Object, ignoreIfExists bool) error {
	if _, exists := m.temporary[id]; exists {
		if ignoreIfExists {
			return nil
		}
		return newError(ErrAlreadyExists, classValidation, "Temporary table '%s' already exists", id.Quoted())
	}
	m.temporary[id] = obj
	return nil
}

// Drop removes a permanent table (view false) or view (view true).
func (m *Manager) Drop(id ObjectIdentifier, view, ignoreIfNotExists bool) error {
	kind := "Table"
	if view {
		kind = "View"
	}
	if tmp, ok := m.temporary[id]; ok && tmp.Kind() == kind {
		lower := strings.ToLower(kind)
		return newError(ErrAlreadyExists, classValidation,
			"Temporary %s with identifier '%s' exists. Drop it first before removing the permanent %s.",
			lower, id.String(), lower)
	}
	db := m.database(id.Catalog, id.Database)
	var obj Object
	if db != nil {
		obj = db.objects[id.Object]
	}
	if obj == nil || obj.Kind() != kind {
		if ignoreIfNotExists {
			return nil
		}
		return newError(ErrNotFound, classValidation, "%s with identifier '%s' does not exist.", kind, id.String())
	}
	delete(db.objects, id.Object)
	return nil
}

// DropTemporary removes a temporary table or view.
func (m *Manager) DropTemporary(id ObjectIdentifier, ignoreIfNotExists bool) error {
	if _, ok := m.temporary[id]; !ok {
		if ignoreIfNotExists {
			return nil
		}
		return newError(ErrNotFound, classValidation,
			"Temporary table or view with identifier '%s' does not exist.", id.String())
	}
	delete(m.temporary, id)
	return nil
}

// Tables lists the tables and views, temporary and permanent, of the current database,
// sorted, as SHOW TABLES does.
func (m *Manager) Tables() []string {
	names, _ := m.ObjectsIn(m.currentCatalog, m.currentDatabase, false)
	return names
}

// Views lists the views, temporary and permanent, of the current database, sorted.
func (m *Manager) Views() []string {
	names, _ := m.ObjectsIn(m.currentCatalog, m.currentDatabase, true)
	return names
}

// ObjectsIn lists the tables and views (only the views with viewsOnly), temporary and
// permanent, of a database, sorted; ok is false when there is no such database.
func (m *Manager) ObjectsIn(catalog, database string, viewsOnly bool) (names []string, ok bool) {
	db := m.database(catalog, database)
	if db == nil {
		return nil, false
	}
	keep := func(o Object) bool { return !viewsOnly || o.Kind() == "View" }
	set := map[string]bool{}
	for name, obj := range db.objects {
		if keep(obj) {
			set[name] = true
		}
	}
	for id, obj := range m.temporary {
		if id.Catalog == catalog && id.Database == database && keep(obj) {
			set[id.Object] = true
		}
	}
	return slices.Sorted(maps.Keys(set)), true
}
