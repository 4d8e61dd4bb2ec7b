package plan

import (
	"errors"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
)

func bindSQL(t *testing.T, cat *catalog.Manager, query string) (Node, error) {
	t.Helper()
	stmt, err := sql.ParseStatement(query)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return NewBinder(cat).BindQuery(stmt.(*sql.QueryStmt).Query)
}

func schemaString(n Node) string {
	var parts []string
	for _, f := range n.Fields() {
		parts = append(parts, f.Name+" "+f.Type.String())
	}
	return strings.Join(parts, ", ")
}

// The expected types were recorded from Flink 2.3 by DESCRIBE in the conformance cases named.
func TestBindTypes(t *testing.T) {
	cat := catalog.NewManager()
	for _, tt := range []struct{ query, want string }{
		// values_mixed_int_decimal: INT and DECIMAL literals in one column.
		{"SELECT * FROM (VALUES (1), (2.5), (10.25)) AS t(x)", "x DECIMAL(12, 2) NOT NULL"},
		// values_ragged_char: ragged strings become VARCHAR; one literal stays CHAR.
		{"SELECT * FROM (VALUES ('a'), ('abc'))", "EXPR$0 VARCHAR(3) NOT NULL"},
		{"SELECT 'a' AS c", "c CHAR(1) NOT NULL"},
		// values_unnamed_columns: EXPR$ takes the position in the select list; UPPER keeps its
		// argument's type (types_string_math_functions).
		{"SELECT 1 + 1, 'x', UPPER('abc') AS up FROM (VALUES (1)) AS t(a)", "EXPR$0 INT NOT NULL, EXPR$1 CHAR(1) NOT NULL, up CHAR(3) NOT NULL"},
		// TRIM makes a VARCHAR of its operand's length (func_string_basic).
		{"SELECT TRIM(' a ') AS t", "t VARCHAR(3) NOT NULL"},
		// decimal_arith_types: literal arithmetic.
		{"SELECT 1.10 AS lit, 1.10 * 2.2 AS lit_mul, 10.00 / 3 AS lit_div", "lit DECIMAL(3, 2) NOT NULL, lit_mul DECIMAL(6, 3) NOT NULL, lit_div DECIMAL(15, 13) NOT NULL"},
		// CAST keeps nullability; TRY_CAST is nullable; CAST(NULL AS t) is a typed NULL.
		{"SELECT CAST(1 AS BIGINT) AS a, TRY_CAST('1' AS INT) AS b, CAST(NULL AS STRING) AS c", "a BIGINT NOT NULL, b INT, c STRING"},
		{"SELECT -7 / 2 AS q, MOD(-7, 2) AS m, 2147483648 AS big", "q INT NOT NULL, m INT NOT NULL, big BIGINT NOT NULL"},
	} {
		n, err := bindSQL(t, cat, tt.query)
		if tt.want == "" {
			if !errors.Is(err, ErrNotSupported) {
				t.Errorf("%s: want not supported yet, got %v", tt.query, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tt.query, err)
			continue
		}
		if got := schemaString(n); got != tt.want {
			t.Errorf("%s:\n got  %s\n want %s", tt.query, got, tt.want)
		}
	}
}

// The messages are Flink 2.3's root causes, recorded by the cases error_unknown_column,
// error_unknown_table, error_ambiguous_column_join and values_bare_null_error.
func TestBindErrors(t *testing.T) {
	cat := catalog.NewManager()
	id, _ := cat.Qualify([]string{"orders"})
	view := &catalog.View{ExpandedQuery: "SELECT * FROM (VALUES (1, 10)) AS t(id, amount)"}
	n, err := bindSQL(t, cat, view.ExpandedQuery)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range n.Fields() {
		view.Schema.Columns = append(view.Schema.Columns, catalog.Column{Name: f.Name, Type: f.Type})
	}
	if err := cat.CreateTemporary(id, view, false); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ query, want string }{
		{"SELECT id, amout FROM orders", "Column 'amout' not found in any table"},
		{"SELECT id FROM ordres", "Object 'ordres' not found"},
		{"SELECT NULL AS x", "Illegal use of 'NULL'"},
		{"SELECT o.nope FROM orders AS o", "Column 'nope' not found in table 'o'"},
	} {
		_, err := bindSQL(t, cat, tt.query)
		var e *Error
		if !errors.As(err, &e) || e.Error() != tt.want || e.FlinkClass() != "org.apache.calcite.sql.validate.SqlValidatorException" {
			t.Errorf("%s: got %v, want %s", tt.query, err, tt.want)
		}
	}
	n, err = bindSQL(t, cat, "SELECT amount * 2 AS doubled FROM orders WHERE id > 0")
	if err != nil || schemaString(n) != "doubled INT NOT NULL" {
		t.Errorf("a query over a view: %v, %v", schemaString(n), err)
	}
}

// Recorded from Flink 2.3 by DESCRIBE in the case types_case_coalesce_literals_union, and by
// error_bad_date_literal.
func TestBindCaseCoalesceLiteralsSetOps(t *testing.T) {
	cat := catalog.NewManager()
	for _, tt := range []struct{ query, want string }{
		{"SELECT CASE WHEN 1 > 0 THEN 'a' ELSE 'abc' END AS c, CASE 1 WHEN 1 THEN 2 END AS d", "c VARCHAR(3) NOT NULL, d INT"},
		{"SELECT COALESCE(CAST(NULL AS INT), 2) AS a, COALESCE(CAST(NULL AS INT), CAST(NULL AS BIGINT)) AS b", "a INT NOT NULL, b BIGINT"},
		{"SELECT DATE '2024-01-31' AS d, TIME '08:05:00' AS t, TIMESTAMP '2024-01-31 10:20:30.5' AS ts", "d DATE NOT NULL, t TIME(0) NOT NULL, ts TIMESTAMP(1) NOT NULL"},
		{"WITH w AS (SELECT 1 AS x) SELECT x FROM w UNION ALL SELECT 2.5 AS y ORDER BY x DESC LIMIT 1", "x DECIMAL(11, 1) NOT NULL"},
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
	_, err := bindSQL(t, cat, "SELECT DATE '2024-13-01' AS bad")
	var e *Error
	if !errors.As(err, &e) || e.FlinkClass() != "org.apache.calcite.runtime.CalciteException" ||
		e.Error() != "Illegal DATE literal '2024-13-01': not in format 'yyyy-MM-dd'" {
		t.Errorf("bad DATE literal: %v", err)
	}
}

func TestBindRand(t *testing.T) {
	n, err := bindSQL(t, catalog.NewManager(), "SELECT RAND() AS r, CASE WHEN RAND() > 2 THEN 1 ELSE 2.5 END AS c")
	// INT with DECIMAL(2, 1) is DECIMAL(11, 1), recorded by DESCRIBE in the case
	// types_case_coalesce_literals_union (in a UNION ALL, whose rule CASE shares).
	if err != nil || schemaString(n) != "r DOUBLE NOT NULL, c DECIMAL(11, 1) NOT NULL" {
		t.Errorf("got %s, %v", schemaString(n), err)
	}
}

func TestFunctionNamesListsTheCatalogAndAggregates(t *testing.T) {
	names := FunctionNames()
	has := map[string]bool{}
	for i, n := range names {
		has[n] = true
		if i > 0 && names[i-1] >= n {
			t.Fatalf("not sorted or repeated at %q", n)
		}
	}
	for _, want := range []string{"UPPER", "DATE_FORMAT", "LISTAGG", "COUNT", "CARDINALITY"} {
		if !has[want] {
			t.Errorf("FunctionNames lacks %s", want)
		}
	}
}
