package catalog

import (
	"errors"
	"slices"
	"testing"

	"github.com/flinkpad/flinkpad/engine/types"
)

func ordersTable() *Table {
	return &Table{
		Schema: Schema{Columns: []Column{
			{Name: "user", Type: types.Type{Kind: types.KindBigInt}},
			{Name: "product", Type: types.VarChar(2147483647)},
			{Name: "ts", Type: types.Timestamp(3), Kind: Computed, Expr: "NOW()"},
			{Name: "part", Type: types.Type{Kind: types.KindInt}, Kind: Metadata, Key: "partition", Virtual: true},
			{Name: "off", Type: types.Type{Kind: types.KindBigInt}, Kind: Metadata},
		}},
		Options: []Option{{"connector", "print"}, {"print-identifier", "x"}},
	}
}

func TestQualify(t *testing.T) {
	m := NewManager()
	for _, tt := range []struct {
		parts []string
		want  string
	}{
		{[]string{"t"}, "default_catalog.default_database.t"},
		{[]string{"db", "t"}, "default_catalog.db.t"},
		{[]string{"c", "db", "t"}, "c.db.t"},
	} {
		id, err := m.Qualify(tt.parts)
		if err != nil || id.String() != tt.want {
			t.Errorf("Qualify(%q) = %v, %v; want %s", tt.parts, id, err, tt.want)
		}
	}
	if _, err := m.Qualify([]string{"a", "b", "c", "d"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("a four-part name should not resolve, got %v", err)
	}
	id := ObjectIdentifier{"default_catalog", "default_database", "we`ird"}
	if got := id.Quoted(); got != "`default_catalog`.`default_database`.`we``ird`" {
		t.Errorf("Quoted = %s", got)
	}
}

// The messages below are Flink 2.3's, read from CatalogManager and the catalog exceptions, and
// recorded by the conformance cases error_create_table_twice and catalog_*.
func TestCreateAndDrop(t *testing.T) {
	m := NewManager()
	id, _ := m.Qualify([]string{"t"})
	if err := m.Create(id, ordersTable(), false); err != nil {
		t.Fatal(err)
	}
	err := m.Create(id, ordersTable(), false)
	wantFlinkError(t, err, ErrAlreadyExists, "org.apache.flink.table.catalog.exceptions.TableAlreadyExistException",
		"Table (or view) default_database.t already exists in Catalog default_catalog.")
	if err := m.Create(id, &View{Query: "SELECT 1"}, true); err != nil {
		t.Errorf("IF NOT EXISTS should keep the table quietly, got %v", err)
	}
	if obj, tmp, ok := m.Lookup(id); !ok || tmp || obj.Kind() != "Table" {
		t.Errorf("Lookup = %v, %v, %v", obj, tmp, ok)
	}
	err = m.Drop(id, true, false)
	wantFlinkError(t, err, ErrNotFound, "org.apache.flink.table.api.ValidationException",
		"View with identifier 'default_catalog.default_database.t' does not exist.")
	if err := m.Drop(id, false, false); err != nil {
		t.Fatal(err)
	}
	err = m.Drop(id, false, false)
	wantFlinkError(t, err, ErrNotFound, "org.apache.flink.table.api.ValidationException",
		"Table with identifier 'default_catalog.default_database.t' does not exist.")
	if err := m.Drop(id, false, true); err != nil {
		t.Errorf("DROP IF EXISTS of a missing table: %v", err)
	}
	missing := ObjectIdentifier{"default_catalog", "nodb", "t"}
	wantFlinkError(t, m.Create(missing, ordersTable(), false), ErrNotFound,
		"org.apache.flink.table.catalog.exceptions.DatabaseNotExistException",
		"Database nodb does not exist in Catalog default_catalog.")
}

func TestTemporaryShadowsPermanent(t *testing.T) {
	m := NewManager()
	id, _ := m.Qualify([]string{"t"})
	perm, tmp := ordersTable(), &View{Query: "SELECT 1"}
	_ = m.Create(id, perm, false)
	if err := m.CreateTemporary(id, tmp, false); err != nil {
		t.Fatal(err)
	}
	if obj, isTmp, _ := m.Lookup(id); obj != tmp || !isTmp {
		t.Errorf("the temporary view should shadow the table")
	}
	wantFlinkError(t, m.CreateTemporary(id, tmp, false), ErrAlreadyExists,
		"org.apache.flink.table.api.ValidationException",
		"Temporary table '`default_catalog`.`default_database`.`t`' already exists")
	if got := m.Tables(); !slices.Equal(got, []string{"t"}) {
		t.Errorf("Tables = %q", got)
	}
	if got := m.Views(); !slices.Equal(got, []string{"t"}) {
		t.Errorf("Views = %q (the temporary view)", got)
	}
	if err := m.DropTemporary(id, false); err != nil {
		t.Fatal(err)
	}
	if obj, isTmp, _ := m.Lookup(id); obj != perm || isTmp {
		t.Errorf("dropping the temporary view should uncover the table")
	}
	wantFlinkError(t, m.DropTemporary(id, false), ErrNotFound, "org.apache.flink.table.api.ValidationException",
		"Temporary table or view with identifier 'default_catalog.default_database.t' does not exist.")
}

func TestDatabases(t *testing.T) {
	m := NewManager()
	if err := m.CreateDatabase(DefaultCatalog, "shop", "", nil, false); err != nil {
		t.Fatal(err)
	}
	wantFlinkError(t, m.CreateDatabase(DefaultCatalog, "shop", "", nil, false), ErrAlreadyExists,
		"org.apache.flink.table.catalog.exceptions.DatabaseAlreadyExistException",
		"Database shop already exists in Catalog default_catalog.")
	if err := m.UseDatabase(DefaultCatalog, "shop"); err != nil {
		t.Fatal(err)
	}
	id, _ := m.Qualify([]string{"t"})
	if id.String() != "default_catalog.shop.t" {
		t.Errorf("after USE shop, t is %s", id)
	}
	wantFlinkError(t, m.UseDatabase(DefaultCatalog, "nope"), ErrNotFound,
		"org.apache.flink.table.catalog.exceptions.CatalogException",
		"A database with name [nope] does not exist in the catalog: [default_catalog].")
	wantFlinkError(t, m.UseCatalog("nope"), ErrNotFound,
		"org.apache.flink.table.catalog.exceptions.CatalogException", "A catalog with name [nope] does not exist.")
	if got := m.Databases(); !slices.Equal(got, []string{"default_database", "shop"}) {
		t.Errorf("Databases = %q", got)
	}
	if got := m.Catalogs(); !slices.Equal(got, []string{"default_catalog"}) {
		t.Errorf("Catalogs = %q", got)
	}
}

func TestSchemaColumns(t *testing.T) {
	s := ordersTable().Schema
	names := func(cols []Column) []string {
		var out []string
		for _, c := range cols {
			out = append(out, c.Name)
		}
		return out
	}
	if got := names(s.PhysicalColumns()); !slices.Equal(got, []string{"user", "product"}) {
		t.Errorf("PhysicalColumns = %q", got)
	}
	// A sink writes physical and non-virtual metadata columns; computed and virtual ones are read-only.
	if got := names(s.PersistedColumns()); !slices.Equal(got, []string{"user", "product", "off"}) {
		t.Errorf("PersistedColumns = %q", got)
	}
	if _, ok := s.Column("User"); ok {
		t.Errorf("column names are case-sensitive in Flink")
	}
}

func wantFlinkError(t *testing.T, err, kind error, class, msg string) {
	t.Helper()
	var fe *Error
	if !errors.As(err, &fe) || !errors.Is(err, kind) || fe.FlinkClass() != class || fe.Error() != msg {
		t.Errorf("got error %v (%T)\nwant %s: %s", err, err, class, msg)
	}
}
