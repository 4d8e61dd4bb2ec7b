package plan

import (
	"errors"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

func insertCatalog(t *testing.T) *catalog.Manager {
	t.Helper()
	cat := catalog.NewManager()
	id, _ := cat.Qualify([]string{"t"})
	table := &catalog.Table{
		Schema: catalog.Schema{Columns: []catalog.Column{
			{Name: "id", Type: types.Int.AsNotNull()},
			{Name: "name", Type: types.String},
			{Name: "dt", Type: types.String},
		}},
		PartitionKeys: []string{"dt"},
	}
	if err := cat.Create(id, table, false); err != nil {
		t.Fatal(err)
	}
	return cat
}

func bindInsert(t *testing.T, cat *catalog.Manager, stmt string) (*Sink, error) {
	t.Helper()
	s, err := sql.ParseStatement(stmt)
	if err != nil {
		t.Fatal(err)
	}
	return NewBinder(cat).BindInsert(s.(*sql.InsertStmt))
}

// The messages were recorded from Flink 2.3 by the cases insert_wrong_column_count,
// insert_type_mismatch_string_into_int, insert_unknown_target_column, insert_column_assigned_twice,
// insert_column_list_not_null_missing and partition_static_non_key_error.
func TestBindInsertErrors(t *testing.T) {
	cat := insertCatalog(t)
	for _, tt := range []struct{ stmt, want string }{
		{"INSERT INTO t VALUES (1, 'a')", "Column types of query result and sink for 'default_catalog.default_database.t' do not match.\n" +
			"Cause: Different number of columns.\n\nQuery schema: [EXPR$0: INT NOT NULL, EXPR$1: CHAR(1) NOT NULL]\n" +
			"Sink schema:  [id: INT NOT NULL, name: STRING, dt: STRING]"},
		{"INSERT INTO t VALUES ('x', 'a', 'd')", "Column types of query result and sink for 'default_catalog.default_database.t' do not match.\n" +
			"Cause: Incompatible types for sink column 'id' at position 1.\n\nQuery schema: [EXPR$0: CHAR(1) NOT NULL, EXPR$1: CHAR(1) NOT NULL, EXPR$2: CHAR(1) NOT NULL]\n" +
			"Sink schema:  [id: INT NOT NULL, name: STRING, dt: STRING]"},
		{"INSERT INTO t (id, nmae) VALUES (1, 'a')", "Unknown target column 'nmae'"},
		{"INSERT INTO t (id, id) VALUES (1, 2)", "Target column 'id' is assigned more than once"},
		{"INSERT INTO t (name) VALUES ('a')", "Column 'id' has no default value and does not allow NULLs"},
		{"INSERT INTO t PARTITION (name = 'x') SELECT 1, 'd'", "Static partition column 'name' should be in the partition keys list [dt] for table 'default_catalog.default_database.t'."},
	} {
		_, err := bindInsert(t, cat, tt.stmt)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s:\n got  %v\n want %s", tt.stmt, err, tt.want)
		}
	}
	_, err := bindInsert(t, cat, "INSERT INTO nope VALUES (1)")
	if !errors.Is(err, ErrValidation) || !strings.Contains(err.Error(), "Cannot find table '`default_catalog`.`default_database`.`nope`'") {
		t.Errorf("unknown table: %v", err)
	}
}

// A static partition value and a column list fill the sink's columns in its order, casting
// the query's values to the sink's types and NULL for the rest.
func TestBindInsertFillsColumns(t *testing.T) {
	sink, err := bindInsert(t, insertCatalog(t), "INSERT INTO t PARTITION (dt = '2024') (id) SELECT CAST(1 AS TINYINT)")
	if err != nil {
		t.Fatal(err)
	}
	p := sink.Input.(*Project)
	var got []string
	for _, e := range p.Exprs {
		got = append(got, e.String()+" "+e.Type().String())
	}
	want := "CAST($0 AS INT NOT NULL) INT NOT NULL|null:STRING STRING|'2024' STRING"
	if strings.Join(got, "|") != want {
		t.Errorf("got  %s\nwant %s", strings.Join(got, "|"), want)
	}
	if sink.StaticPartition["dt"] != "2024" {
		t.Errorf("static partition: %v", sink.StaticPartition)
	}
}
