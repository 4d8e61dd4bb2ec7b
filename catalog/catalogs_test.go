package catalog

import (
	"slices"
	"testing"
)

func inMemory(name string, options map[string]string) *CatalogDescriptor {
	opts := map[string]string{OptionType: GenericInMemoryType}
	for k, v := range options {
		opts[k] = v
	}
	return &CatalogDescriptor{Name: name, Options: opts}
}

// The messages are Flink 2.3's, recorded by the conformance cases catalogs_*.
func TestCreateCatalogValidatesOptions(t *testing.T) {
	m := NewManager()
	wantFlinkError(t, m.CreateCatalog(&CatalogDescriptor{Name: "c", Options: map[string]string{}}, false), ErrInvalid,
		classValidation, "Catalog options do not contain an option key 'type' for discovering a catalog.")
	wantFlinkError(t, m.CreateCatalog(&CatalogDescriptor{Name: "d", Options: map[string]string{"type": "nope"}}, false),
		ErrInvalid, classValidation, "Could not find any factory for identifier 'nope' that implements "+
			"'org.apache.flink.table.factories.CatalogFactory' in the classpath.\n\nAvailable factory identifiers are:\n\ngeneric_in_memory")
	wantFlinkError(t, m.CreateCatalog(inMemory("e", map[string]string{"foo": "1", "bar": "2"}), false), ErrInvalid,
		classValidation, "Unsupported options found for 'generic_in_memory'.\n\nUnsupported options:\n\nbar\nfoo\n\n"+
			"Supported options:\n\ndefault-database\nproperty-version")
	// Flink stores a catalog before it opens it: the failed ones stay listed, and fail again when used.
	if got := m.Catalogs(); !slices.Equal(got, []string{"c", "d", "default_catalog", "e"}) {
		t.Errorf("Catalogs = %q", got)
	}
	wantFlinkError(t, m.UseCatalog("d"), ErrInvalid, classValidation, "Could not find any factory for identifier 'nope' that "+
		"implements 'org.apache.flink.table.factories.CatalogFactory' in the classpath.\n\nAvailable factory identifiers are:\n\ngeneric_in_memory")
	wantFlinkError(t, m.CreateCatalog(inMemory("d", nil), false), ErrAlreadyExists, classCatalog, "Catalog d already exists.")
}

func TestCatalogLifecycle(t *testing.T) {
	m := NewManager()
	if err := m.CreateCatalog(inMemory("c", map[string]string{"default-database": "db"}), false); err != nil {
		t.Fatal(err)
	}
	if err := m.CreateCatalog(inMemory("c", map[string]string{"default-database": "other"}), true); err != nil {
		t.Errorf("IF NOT EXISTS: %v", err)
	}
	if got, _ := m.DatabasesIn("c"); !slices.Equal(got, []string{"db"}) {
		t.Errorf("the catalog's databases are %q, want its default-database only", got)
	}
	if err := m.UseCatalog("c"); err != nil || m.CurrentDatabase() != "db" {
		t.Fatalf("USE CATALOG c: %v, current database %q", err, m.CurrentDatabase())
	}
	wantFlinkError(t, m.DropCatalog("c", false), ErrInUse, classCatalog, "Cannot drop a catalog which is currently in use.")
	// The built-in catalog may go once it is not current; it has no descriptor to describe or alter.
	wantFlinkError(t, m.AlterCatalog(DefaultCatalog, func(*CatalogDescriptor) {}), ErrNotFound, classCatalog,
		"Catalog default_catalog does not exist in the catalog store.")
	wantFlinkError(t, func() error { _, err := m.Descriptor(DefaultCatalog); return err }(), ErrNotFound, classValidation,
		"Cannot obtain metadata information from Catalog default_catalog.")
	if err := m.DropCatalog(DefaultCatalog, false); err != nil {
		t.Fatal(err)
	}
	wantFlinkError(t, m.DropCatalog(DefaultCatalog, false), ErrNotFound, classCatalog, "Catalog default_catalog does not exist.")
	if err := m.DropCatalog(DefaultCatalog, true); err != nil {
		t.Errorf("DROP CATALOG IF EXISTS: %v", err)
	}
	if got := m.Catalogs(); !slices.Equal(got, []string{"c"}) {
		t.Errorf("Catalogs = %q", got)
	}
}

// ALTER CATALOG opens a new catalog from the changed descriptor, as Flink does: an in-memory
// catalog loses its databases and tables, and the current database stays as it was.
func TestAlterCatalogStartsOver(t *testing.T) {
	m := NewManager()
	_ = m.CreateCatalog(inMemory("c", nil), false)
	_ = m.CreateDatabase("c", "db1", "", nil, false)
	if err := m.Create(ObjectIdentifier{"c", "db1", "t"}, ordersTable(), false); err != nil {
		t.Fatal(err)
	}
	if err := m.UseDatabase("c", "db1"); err != nil {
		t.Fatal(err)
	}
	if err := m.AlterCatalog("c", func(d *CatalogDescriptor) { d.Options["default-database"] = "d2" }); err != nil {
		t.Fatal(err)
	}
	if got, _ := m.DatabasesIn("c"); !slices.Equal(got, []string{"d2"}) {
		t.Errorf("after ALTER CATALOG the databases are %q", got)
	}
	if m.CurrentCatalog() != "c" || m.CurrentDatabase() != "db1" {
		t.Errorf("current = %s.%s", m.CurrentCatalog(), m.CurrentDatabase())
	}
	d, _ := m.Descriptor("c")
	if d.Options["default-database"] != "d2" || d.Comment != nil {
		t.Errorf("descriptor = %+v", d)
	}
	// A change the factory refuses leaves the catalog as it was.
	err := m.AlterCatalog("c", func(d *CatalogDescriptor) { d.Options["foo"] = "x" })
	wantFlinkError(t, err, ErrInvalid, classValidation, "Unsupported options found for 'generic_in_memory'.\n\n"+
		"Unsupported options:\n\nfoo\n\nSupported options:\n\ndefault-database\nproperty-version")
	if d, _ := m.Descriptor("c"); d.Options["foo"] != "" {
		t.Errorf("a refused change was kept: %+v", d)
	}
	wantFlinkError(t, m.AlterCatalogReset("c", nil), ErrInvalid, classValidation, "ALTER CATALOG RESET does not support empty key")
	wantFlinkError(t, m.AlterCatalogReset("c", []string{"x", "type"}), ErrInvalid, classValidation,
		"ALTER CATALOG RESET does not support changing 'type'")
	if err := m.AlterCatalogReset("c", []string{"default-database", "k1"}); err != nil {
		t.Fatal(err)
	}
	if got, _ := m.DatabasesIn("c"); !slices.Equal(got, []string{"default"}) {
		t.Errorf("after RESET the databases are %q", got)
	}
}

func TestDropAndAlterDatabase(t *testing.T) {
	m := NewManager()
	_ = m.CreateDatabase(DefaultCatalog, "db1", "", nil, false)
	_ = m.Create(ObjectIdentifier{DefaultCatalog, "db1", "t"}, ordersTable(), false)
	_ = m.CreateTemporary(ObjectIdentifier{DefaultCatalog, "db2", "tmp"}, ordersTable(), false)
	wantFlinkError(t, m.DropDatabase(DefaultCatalog, DefaultDatabase, true, false), ErrInUse, classValidation,
		"Cannot drop a database which is currently in use.")
	wantFlinkError(t, m.DropDatabase("nocat", "db", true, false), ErrNotFound, classCatalogNotExist, "Catalog nocat does not exist.")
	wantFlinkError(t, m.DropDatabase(DefaultCatalog, "nodb", false, false), ErrNotFound, classDatabaseNotExist,
		"Database nodb does not exist in Catalog default_catalog.")
	if err := m.DropDatabase(DefaultCatalog, "nodb", true, false); err != nil {
		t.Errorf("DROP DATABASE IF EXISTS: %v", err)
	}
	wantFlinkError(t, m.DropDatabase(DefaultCatalog, "db1", false, false), ErrNotEmpty, classDatabaseNotEmpty,
		"Database db1 in catalog default_catalog is not empty.")
	if err := m.DropDatabase(DefaultCatalog, "db1", false, true); err != nil {
		t.Fatal(err)
	}
	if got := m.Databases(); !slices.Equal(got, []string{DefaultDatabase}) {
		t.Errorf("Databases = %q", got)
	}
	_ = m.CreateDatabase(DefaultCatalog, "db3", "c", map[string]string{"k1": "v1"}, false)
	if err := m.AlterDatabase(DefaultCatalog, "db3", map[string]string{"k1": "a", "k2": "b"}); err != nil {
		t.Fatal(err)
	}
	comment, props, _ := m.DatabaseProperties(DefaultCatalog, "db3")
	if comment != "c" || props["k1"] != "a" || props["k2"] != "b" {
		t.Errorf("after ALTER DATABASE: %q %v", comment, props)
	}
	wantFlinkError(t, m.AlterDatabase("nocat", "db3", nil), ErrNotFound, classValidation, "Catalog nocat not exists")
	wantFlinkError(t, m.AlterDatabase(DefaultCatalog, "nodb", nil), ErrNotFound, classDatabaseNotExist,
		"Database nodb does not exist in Catalog default_catalog.")
	wantFlinkError(t, m.CreateDatabase("my", "db", "", nil, false), ErrNotFound, classValidation, "Catalog my does not exist")
}

// USE CATALOG of the current catalog keeps the current database; USE cat.db switches the
// catalog before it looks for the database, as Flink does.
func TestUseCatalogAndDatabase(t *testing.T) {
	m := NewManager()
	_ = m.CreateDatabase(DefaultCatalog, "db1", "", nil, false)
	_ = m.UseDatabase(DefaultCatalog, "db1")
	if err := m.UseCatalog(DefaultCatalog); err != nil || m.CurrentDatabase() != "db1" {
		t.Errorf("USE CATALOG of the current catalog: %v, %s", err, m.CurrentDatabase())
	}
	_ = m.CreateCatalog(inMemory("c", nil), false)
	wantFlinkError(t, m.UseDatabase("c", "nodb"), ErrNotFound, classCatalog,
		"A database with name [nodb] does not exist in the catalog: [c].")
	if m.CurrentCatalog() != "c" || m.CurrentDatabase() != "default" {
		t.Errorf("current = %s.%s", m.CurrentCatalog(), m.CurrentDatabase())
	}
}

// Calcite's messages for names that resolve to nothing, recorded by the
// catalogs_select_missing_* conformance cases.
func TestObjectNotFound(t *testing.T) {
	m := NewManager()
	_ = m.CreateCatalog(inMemory("c", nil), false)
	_ = m.CreateDatabase(DefaultCatalog, "db", "", nil, false)
	for _, tt := range []struct {
		parts []string
		want  string
	}{
		{[]string{"t"}, "Object 't' not found"},
		{[]string{"nodb", "t"}, "Object 'nodb' not found"},
		{[]string{"db", "t"}, "Object 't' not found within 'default_catalog.db'"},
		{[]string{"nocat", "db", "t"}, "Object 'nocat' not found"},
		{[]string{"c", "nodb", "t"}, "Object 'nodb' not found within 'c'"},
		{[]string{"c", "default", "t"}, "Object 't' not found within 'c.default'"},
		{[]string{"default_catalog", "default_database", "t"}, "Object 't' not found within 'default_catalog.default_database'"},
	} {
		if got := m.ObjectNotFound(tt.parts); got != tt.want {
			t.Errorf("%q: %s, want %s", tt.parts, got, tt.want)
		}
	}
}

// Recorded by catalogs_empty_default_database, catalogs_blank_default_database and
// catalogs_property_version_error.
func TestInMemoryFactoryOptionValues(t *testing.T) {
	m := NewManager()
	for _, db := range []string{"", " "} {
		wantFlinkError(t, m.CreateCatalog(inMemory("c"+db, map[string]string{"default-database": db}), false), ErrInvalid,
			"java.lang.IllegalArgumentException", "defaultDatabase cannot be null or empty")
	}
	wantFlinkError(t, m.CreateCatalog(inMemory("v", map[string]string{"property-version": "abc"}), false), ErrInvalid,
		"java.lang.NumberFormatException", `For input string: "abc"`)
	if err := m.CreateCatalog(inMemory("w", map[string]string{"property-version": "1"}), false); err != nil {
		t.Errorf("property-version 1: %v", err)
	}
}
