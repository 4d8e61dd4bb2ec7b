package plan

import (
	"errors"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
)

// The types were recorded from Flink 2.3 by TYPEOF and DESCRIBE in the cases named.
func TestBindConstructorTypes(t *testing.T) {
	cat := catalog.NewManager()
	for _, tt := range []struct{ query, want string }{
		// nested_array_access: element types are the least restrictive, NULL only makes them nullable.
		{"SELECT ARRAY['a', 'abc'] AS a, ARRAY[1, 2.5] AS b, ARRAY[1, CAST(NULL AS INT)] AS c, ARRAY[TRUE, NULL] AS d",
			"a ARRAY<VARCHAR(3) NOT NULL> NOT NULL, b ARRAY<DECIMAL(11, 1) NOT NULL> NOT NULL, c ARRAY<INT> NOT NULL, d ARRAY<BOOLEAN> NOT NULL"},
		// nested_array_access, nested_map_access: element access is nullable.
		{"SELECT ARRAY[1, 2][1] AS a, MAP['a', 1]['a'] AS m, CARDINALITY(ARRAY[1]) AS n",
			"a INT, m INT, n INT NOT NULL"},
		// types_format_nested: MAP keys and values, ROW field names.
		{"SELECT MAP['a', 1] AS m, ROW(1, 'a') AS r, (1, 'a') AS p",
			"m MAP<CHAR(1) NOT NULL, INT NOT NULL> NOT NULL, r ROW<`EXPR$0` INT NOT NULL, `EXPR$1` CHAR(1) NOT NULL> NOT NULL, " +
				"p ROW<`EXPR$0` INT NOT NULL, `EXPR$1` CHAR(1) NOT NULL> NOT NULL"},
		// nested_row_access: fields by dotted names; a repeated column name gets a suffix.
		{"SELECT r.EXPR$1, t.r.EXPR$1, r.EXPR$0 FROM (SELECT ROW(1, 'a') AS r) AS t",
			"EXPR$1 CHAR(1) NOT NULL, EXPR$10 CHAR(1) NOT NULL, EXPR$0 INT NOT NULL"},
		// types_common_type_row_degree_error: (ROW(1, 'a')) in VALUES is a row of two columns.
		{"SELECT * FROM (VALUES (ROW(1, 'a')))", "EXPR$0 INT NOT NULL, EXPR$1 CHAR(1) NOT NULL"},
	} {
		n, err := bindSQL(t, cat, tt.query)
		if err != nil {
			t.Errorf("%s: %v", tt.query, err)
			continue
		}
		if got := schemaString(n); got != tt.want {
			t.Errorf("%s:\n got  %s\n want %s", tt.query, got, tt.want)
		}
	}
}

// The messages were recorded from Flink 2.3 by the nested_*_error cases.
func TestBindConstructorErrors(t *testing.T) {
	cat := catalog.NewManager()
	for _, tt := range []struct{ query, class, want string }{
		{"SELECT ARRAY[1, 'a']", classValidator, "Parameters must be of the same type"},
		{"SELECT ARRAY[1, 2][0]", classValidation, "Array element access needs an index starting at 1 but was 0."},
		{"SELECT MAP['a', 1, 'b']", classValidator, "Map requires an even number of arguments"},
		{"SELECT MAP['a', 1][1]", classValidator, "Cannot apply 'ITEM' to arguments of type 'ITEM(<(CHAR(1), INTEGER) MAP>, <INTEGER>)'. " +
			"Supported form(s): <ARRAY>[<INTEGER>]\n<MAP>[<ANY>]\n<ROW>[<CHARACTER>|<INTEGER>]\n<VARIANT>[<CHARACTER>|<INTEGER>]"},
		{"SELECT CAST(ROW(1, 'a') AS ROW<a INT>)", classValidator,
			"Cast function cannot convert value of type RecordType:peek_no_expand(INTEGER EXPR$0, CHAR(1) EXPR$1) to type RecordType:peek_no_expand(INTEGER a)"},
	} {
		_, err := bindSQL(t, cat, tt.query)
		var e *Error
		if !errors.As(err, &e) || e.Error() != tt.want || e.FlinkClass() != tt.class {
			t.Errorf("%s: got %v, want %s: %s", tt.query, err, tt.class, tt.want)
		}
	}
}
