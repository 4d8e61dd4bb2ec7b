package exec

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// checkQueryRows runs a query and reports an error, or rows other than want (one a line, in the
// order the query gives them).
func checkQueryRows(t *testing.T, query, want string) {
	t.Helper()
	got, err := runQuery(t, query)
	if err != nil {
		t.Errorf("%s: %v", query, err)
		return
	}
	if g := strings.Join(got, "\n"); g != want {
		t.Errorf("%s:\n got  %s\n want %s", query, g, want)
	}
}

func runQuery(t *testing.T, query string) ([]string, error) {
	t.Helper()
	stmt, err := sql.ParseStatement(query)
	if err != nil {
		t.Fatal(err)
	}
	n, err := plan.NewBinder(catalog.NewManager()).BindQuery(stmt.(*sql.QueryStmt).Query)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	op, err := Build(ctx, n, &Env{Connector: &connector.Env{}})
	if err != nil {
		return nil, err
	}
	rows, err := Collect(ctx, op, n.Fields(), false)
	if err != nil {
		return nil, err
	}
	var ts []types.Type
	for _, f := range n.Fields() {
		ts = append(ts, f.Type)
	}
	var out []string
	for _, r := range rows {
		out = append(out, types.FormatRow(r.Kind, ts, r.Values))
	}
	return out, nil
}

// The expected rows were recorded from Flink 2.3 by the cases named.
func TestQueries(t *testing.T) {
	for _, tt := range []struct{ query, want string }{
		// select_arithmetic: integer division truncates, % takes the dividend's sign.
		{"SELECT -7 / 2, MOD(-7, 2), 9 % -4", "+I[-3, -1, 1]"},
		// decimal_arith_types: literal arithmetic, exact and rounded half up to the result scale.
		{"SELECT 1.10 + 2.2, 1.10 * 2.2, 10.00 / 3, 2.50 - 2.5, 0.1 + 0.2", "+I[3.30, 2.420, 3.3333333333333, 0.00, 0.3]"},
		// A WHERE over VALUES, and three-valued logic.
		{"SELECT x FROM (VALUES (1), (2), (3)) AS t(x) WHERE x > 1 AND NOT (x = 3)", "+I[2]"},
		{"SELECT x + 1, x > 0 OR x < 0, x > 0 AND x < 0 FROM (VALUES (1), (CAST(NULL AS INT))) AS t(x)", "+I[2, true, false]\n+I[null, null, null]"},
		{"SELECT 'a' || 'b', CAST('42' AS INT) + 1, TRY_CAST('x' AS INT)", "+I[ab, 43, null]"},
	} {
		checkQueryRows(t, tt.query, tt.want)
	}
}

// select_int_div_by_zero and decimal_div_by_zero record these messages.
func TestRuntimeErrors(t *testing.T) {
	for _, tt := range []struct{ query, class, msg string }{
		{"SELECT x / 0 FROM (VALUES (1)) AS t(x)", "java.lang.ArithmeticException", "/ by zero"},
		{"SELECT x / 0.0 FROM (VALUES (1.5)) AS t(x)", "java.lang.ArithmeticException", "Division by zero"},
		{"SELECT CAST(x AS INT) FROM (VALUES ('abc')) AS t(x)", "java.lang.NumberFormatException", "For input string: 'abc'. Invalid character found."},
	} {
		_, err := runQuery(t, tt.query)
		var fe interface{ FlinkClass() string }
		if !errors.As(err, &fe) || fe.FlinkClass() != tt.class || err.Error() != tt.msg {
			t.Errorf("%s: got %v", tt.query, err)
		}
	}
}

// Recorded from Flink 2.3 by the cases agg_avg_types (AVG of INT truncates toward zero),
// agg_empty_input (a global aggregate over no rows gives one row) and agg_group_having.
func TestAggregates(t *testing.T) {
	for _, tt := range []struct{ query, want string }{
		{"SELECT AVG(x) FROM (VALUES (1), (2)) AS t(x)", "+I[1]"},
		{"SELECT AVG(x) FROM (VALUES (-1), (-2)) AS t(x)", "+I[-1]"},
		{"SELECT COUNT(*), SUM(x), MIN(x) FROM (VALUES (1)) AS t(x) WHERE x > 5", "+I[0, null, null]"},
		{"SELECT k, COUNT(DISTINCT v), SUM(v) FROM (VALUES ('a', 1), ('a', 1), ('b', 2)) AS t(k, v) GROUP BY k HAVING SUM(v) > 1",
			"+I[a, 1, 2]\n+I[b, 1, 2]"},
	} {
		checkQueryRows(t, tt.query, tt.want)
	}
}

// Recorded from Flink 2.3 by the cases null_order_case (NULLs first ascending, last descending)
// and setop_order_limit.
func TestSort(t *testing.T) {
	const v = "(VALUES ('p', 2), ('q', CAST(NULL AS INT)), ('r', 1), ('s', 3)) AS t(k, x)"
	for _, tt := range []struct{ query, want string }{
		{"SELECT k, x FROM " + v + " ORDER BY x", "+I[q, null]|+I[r, 1]|+I[p, 2]|+I[s, 3]"},
		{"SELECT k, x FROM " + v + " ORDER BY x DESC", "+I[s, 3]|+I[p, 2]|+I[r, 1]|+I[q, null]"},
		{"SELECT k, x FROM " + v + " ORDER BY x DESC NULLS FIRST LIMIT 2 OFFSET 1", "+I[s, 3]|+I[p, 2]"},
	} {
		got, err := runQuery(t, tt.query)
		if err != nil || strings.Join(got, "|") != tt.want {
			t.Errorf("%s:\n got  %s, %v\n want %s", tt.query, strings.Join(got, "|"), err, tt.want)
		}
	}
}

// Recorded from Flink 2.3 by the case join_outer_joins: NULL keys never match, and the outer
// sides keep their unmatched rows padded with NULLs.
func TestJoins(t *testing.T) {
	const emp = "(VALUES (1, 'ann', 10), (3, 'cid', 99), (4, 'dee', CAST(NULL AS INT))) AS e(id, name, dept_id)"
	const dept = "(VALUES (10, 'sales'), (30, 'legal'), (CAST(NULL AS INT), 'ghost')) AS d(dept_id, dname)"
	for _, tt := range []struct{ kind, want string }{
		{"JOIN", "+I[ann, sales]"},
		{"LEFT JOIN", "+I[ann, sales]|+I[cid, null]|+I[dee, null]"},
		{"RIGHT JOIN", "+I[ann, sales]|+I[null, legal]|+I[null, ghost]"},
		{"FULL OUTER JOIN", "+I[ann, sales]|+I[cid, null]|+I[dee, null]|+I[null, legal]|+I[null, ghost]"},
	} {
		q := "SELECT e.name, d.dname FROM " + emp + " " + tt.kind + " " + dept + " ON e.dept_id = d.dept_id"
		got, err := runQuery(t, q)
		if err != nil || strings.Join(got, "|") != tt.want {
			t.Errorf("%s:\n got  %s, %v\n want %s", tt.kind, strings.Join(got, "|"), err, tt.want)
		}
	}
}

// CASE and COALESCE evaluate a branch only on the rows that reach it, as Flink's generated code
// does, so a guarded division never divides by zero.
func TestLazyConditionals(t *testing.T) {
	got, err := runQuery(t, "SELECT CASE WHEN x <> 0 THEN 10 / x ELSE -1 END, COALESCE(y, 10 / x, 0) "+
		"FROM (VALUES (0, 5), (2, CAST(NULL AS INT))) AS t(x, y)")
	if err != nil || strings.Join(got, "|") != "+I[-1, 5]|+I[5, 5]" {
		t.Errorf("got %s, %v", strings.Join(got, "|"), err)
	}
	// A bare NULL branch (select_case_coalesce has THEN NULL and NULLIF).
	got, err = runQuery(t, "SELECT CASE WHEN x > 0 THEN NULL ELSE x END, NULLIF(x, 2) FROM (VALUES (0), (2)) AS t(x)")
	if err != nil || strings.Join(got, "|") != "+I[0, 0]|+I[null, null]" {
		t.Errorf("got %s, %v", strings.Join(got, "|"), err)
	}
}

// Set operations and DISTINCT compare rows as multisets; ALL keeps duplicates (case
// setop_union_intersect_except records Flink's rows for the same operations).
func TestSetOperations(t *testing.T) {
	const a = "SELECT x FROM (VALUES (1), (1), (2), (3)) AS a(x)"
	const b = "SELECT x FROM (VALUES (1), (3), (3), (4)) AS b(x)"
	for _, tt := range []struct{ query, want string }{
		{a + " UNION " + b, "+I[1]|+I[2]|+I[3]|+I[4]"},
		{a + " UNION ALL " + b, "+I[1]|+I[1]|+I[1]|+I[2]|+I[3]|+I[3]|+I[3]|+I[4]"},
		{a + " INTERSECT " + b, "+I[1]|+I[3]"},
		{a + " INTERSECT ALL " + b, "+I[1]|+I[3]"},
		{a + " EXCEPT " + b, "+I[2]"},
		{a + " EXCEPT ALL " + b, "+I[1]|+I[2]"},
		{"SELECT DISTINCT x FROM (VALUES (1), (1), (2)) AS a(x)", "+I[1]|+I[2]"},
	} {
		got, err := runQuery(t, tt.query)
		slices.Sort(got)
		if err != nil || strings.Join(got, "|") != tt.want {
			t.Errorf("%s:\n got  %s, %v\n want %s", tt.query, strings.Join(got, "|"), err, tt.want)
		}
	}
}
