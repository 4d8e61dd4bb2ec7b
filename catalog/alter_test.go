package catalog

import "testing"

// ALTER sees only permanent objects, renames within a database, and replaces in place; the
// rename message is Flink's, recorded by the conformance case alter_error_rename_to_existing.
func TestRenameReplaceAndPermanentLookup(t *testing.T) {
	m := NewManager()
	id := ObjectIdentifier{DefaultCatalog, DefaultDatabase, "t"}
	other := ObjectIdentifier{DefaultCatalog, DefaultDatabase, "u"}
	if err := m.Create(id, ordersTable(), false); err != nil {
		t.Fatal(err)
	}
	if err := m.Create(other, ordersTable(), false); err != nil {
		t.Fatal(err)
	}
	if err := m.CreateTemporary(id, &View{Query: "SELECT 1"}, false); err != nil {
		t.Fatal(err)
	}
	if obj, ok := m.LookupPermanent(id); !ok || obj.Kind() != "Table" {
		t.Errorf("LookupPermanent sees the temporary view over the table: %v %v", obj, ok)
	}
	if obj, ok := m.LookupTemporary(id); !ok || obj.Kind() != "View" {
		t.Errorf("LookupTemporary = %v %v", obj, ok)
	}

	wantFlinkError(t, m.Rename(id, "u"), ErrAlreadyExists, classTableAlreadyExists,
		"Table (or view) default_database.u already exists in Catalog default_catalog.")
	if err := m.Rename(id, "t2"); err != nil {
		t.Fatal(err)
	}
	if _, ok := m.LookupPermanent(id); ok {
		t.Error("the old name still finds the renamed table")
	}
	moved := ObjectIdentifier{DefaultCatalog, DefaultDatabase, "t2"}
	if _, ok := m.LookupPermanent(moved); !ok {
		t.Error("the new name does not find the renamed table")
	}
	if _, ok := m.LookupTemporary(id); !ok {
		t.Error("renaming the permanent table moved the temporary view too")
	}

	altered := ordersTable()
	altered.Comment = "altered"
	if err := m.Replace(moved, altered); err != nil {
		t.Fatal(err)
	}
	if obj, _ := m.LookupPermanent(moved); obj.(*Table).Comment != "altered" {
		t.Error("Replace did not store the new table")
	}
	if err := m.Replace(ObjectIdentifier{DefaultCatalog, DefaultDatabase, "nope"}, altered); err == nil {
		t.Error("Replace of a missing object succeeded")
	}
}
