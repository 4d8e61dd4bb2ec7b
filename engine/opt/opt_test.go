package opt_test

import (
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/exec"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

type lineCol struct{}

func (lineCol) LineColumn(sql.Pos) (int, int) { return 1, 1 }

// newCatalog has a filesystem table t (projection, filter and limit push-down) and a datagen
// table g (none).
func newCatalog(t *testing.T) *catalog.Manager {
	t.Helper()
	cat := catalog.NewManager()
	for _, ddl := range []string{
		"CREATE TABLE t (a INT, b STRING, c INT, d DOUBLE) WITH ('connector' = 'filesystem', 'path' = '/x', 'format' = 'csv')",
		"CREATE TABLE g (a INT, b STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3')",
		"CREATE TABLE s1 (a INT, n BIGINT) WITH ('connector' = 'blackhole')",
		"CREATE TABLE s2 (a INT, n BIGINT) WITH ('connector' = 'blackhole')",
	} {
		stmt, err := sql.ParseStatement(ddl)
		if err != nil {
			t.Fatal(err)
		}
		id, table, err := plan.BindCreateTable(stmt.(*sql.CreateTable), cat, lineCol{})
		if err != nil {
			t.Fatal(err)
		}
		if err := cat.Create(id, table, false); err != nil {
			t.Fatal(err)
		}
	}
	return cat
}

func config() *opt.Config {
	return &opt.Config{
		ReuseSubPlan: true, ReuseSource: true, Disabled: map[string]bool{},
		Reduce: func(e plan.Expr) (any, error) { return exec.EvalConstant(e, nil) },
		Abilities: func(s *plan.Scan) opt.Abilities {
			if id, _ := s.Table.Option("connector"); id == "filesystem" {
				return opt.Abilities{Projection: true, Filter: true, Limit: true}
			}
			return opt.Abilities{}
		},
	}
}

// optimize binds the statements (queries, or INSERTs of one statement set) and optimizes them.
func optimize(t *testing.T, cfg *opt.Config, stmts ...string) *opt.Result {
	t.Helper()
	cat := newCatalog(t)
	var roots []plan.Node
	for _, text := range stmts {
		stmt, err := sql.ParseStatement(text)
		if err != nil {
			t.Fatal(err)
		}
		var n plan.Node
		switch s := stmt.(type) {
		case *sql.QueryStmt:
			n, err = plan.NewBinder(cat).BindQuery(s.Query)
		case *sql.InsertStmt:
			n, err = plan.NewBinder(cat).BindInsert(s)
		}
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		roots = append(roots, n)
	}
	res, err := opt.Optimize(roots, cfg)
	if err != nil {
		t.Fatalf("%v: %v", stmts, err)
	}
	return res
}

// tree prints a plan compactly: one node a line, inputs indented.
func tree(n plan.Node) string {
	var b strings.Builder
	var walk func(n plan.Node, depth int)
	walk = func(n plan.Node, depth int) {
		b.WriteString(strings.Repeat("  ", depth))
		switch n := n.(type) {
		case *plan.Scan:
			b.WriteString("Scan " + n.ID.Object)
			if n.Columns != nil {
				b.WriteString(" columns=" + ints(n.Columns))
			}
			if n.Filters != nil {
				b.WriteString(" filters=" + exprs(n.Filters))
			}
			if n.Limit > 0 {
				b.WriteString(" limit")
			}
		case *plan.Calc:
			b.WriteString("Calc " + exprs(n.Exprs))
			if n.Cond != nil {
				b.WriteString(" where " + n.Cond.String())
			}
		case *plan.Values:
			b.WriteString("Values")
			for _, r := range n.Rows {
				b.WriteString(" " + exprs(r))
			}
		case *plan.Aggregate:
			b.WriteString("Aggregate")
		case *plan.Join:
			b.WriteString("Join " + n.Kind.String())
			if n.Cond != nil {
				b.WriteString(" on " + n.Cond.String())
			}
		case *plan.Sink:
			b.WriteString("Sink " + n.ID.Object)
		default:
			b.WriteString(strings.TrimPrefix(strings.TrimPrefix(typeName(n), "*"), "plan."))
		}
		b.WriteString("\n")
		for _, in := range n.Inputs() {
			walk(in, depth+1)
		}
	}
	walk(n, 0)
	return b.String()
}

func typeName(n plan.Node) string {
	switch n.(type) {
	case *plan.Project:
		return "Project"
	case *plan.Filter:
		return "Filter"
	case *plan.Sort:
		return "Sort"
	case *plan.SetOp:
		return "SetOp"
	}
	return "?"
}

func exprs(es []plan.Expr) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.String()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func ints(is []int) string {
	parts := make([]string, len(is))
	for i, v := range is {
		parts[i] = string(rune('0' + v))
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// Calcite keeps the BigDecimal of a literal a cast does not change, and Flink reads it with
// Java's Number conversions: 1.0E20 as written has the scale -19, so CAST to BIGINT runs (and
// saturates); the exact double value of a VALUES union branch has the scale 0 and wraps.
func TestLiteralCastSemantics(t *testing.T) {
	res := optimize(t, config(), "SELECT CAST(1.0E20 AS BIGINT) AS a, CAST(CAST(2.675 AS FLOAT) AS DECIMAL(5, 2)) AS b")
	calc := res.Graph.Roots[0].(*plan.Calc)
	if got := calc.Exprs[0].(*plan.Literal).Value; got != int64(9223372036854775807) {
		t.Errorf("CAST(1.0E20 AS BIGINT) = %v, want the saturated 9223372036854775807", got)
	}
	if got := calc.Exprs[1].String(); got != "2.675" {
		t.Errorf("CAST(CAST(2.675 AS FLOAT) AS DECIMAL(5, 2)) folds to %s, want the literal 2.675 (read as 2.68)", got)
	}
	res = optimize(t, config(), "SELECT CAST(x AS BIGINT) AS y FROM (VALUES (CAST(NULL AS DOUBLE)), (1.0E20)) AS v(x)")
	wrapped := res.Graph.Roots[0].(*plan.Values).Rows[1][0].(*plan.Cast).X.(*plan.Literal)
	if wrapped.Value != int64(7766279631452241920) {
		t.Errorf("CAST of the union branch's 1E20 = %v, want the wrapped 7766279631452241920", wrapped.Value)
	}
}

// Flink's reducer fails planning on a division by a literal zero, and on a FLOAT constant that
// is NaN, which no literal can hold.
func TestReduceErrors(t *testing.T) {
	for _, q := range []string{"SELECT 1.0E0 / 0.0E0 AS x", "SELECT CAST('NaN' AS FLOAT) AS x"} {
		cat := newCatalog(t)
		stmt, _ := sql.ParseStatement(q)
		n, err := plan.NewBinder(cat).BindQuery(stmt.(*sql.QueryStmt).Query)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := opt.Optimize([]plan.Node{n}, config()); err == nil {
			t.Errorf("%s: planning succeeded, want Flink's error", q)
		}
	}
}

// Calcite's names: an aggregate's calls after their select items, its keys after the columns.
func TestNameFields(t *testing.T) {
	res := optimize(t, config(), "SELECT a, COUNT(*) AS n, MAX(b) FROM t GROUP BY a")
	var agg *plan.Aggregate
	for _, n := range res.Graph.Nodes() {
		if a, ok := n.(*plan.Aggregate); ok {
			agg = a
		}
	}
	var got []string
	for _, f := range agg.Fields() {
		got = append(got, f.Name)
	}
	if strings.Join(got, ", ") != "a, n, EXPR$2" {
		t.Errorf("aggregate fields %v, want a, n, EXPR$2", got)
	}
}

// Flink's reducer of a projection over literal rows rejects a TRY_CAST of hour 24 to TIMESTAMP
// (case types_format_more_hour24_error); other strings, and the pass switched off, plan.
func TestValuesReductionErrors(t *testing.T) {
	plan24 := func(cfg *opt.Config, v string) error {
		cat := newCatalog(t)
		stmt, _ := sql.ParseStatement("SELECT TRY_CAST(v AS TIMESTAMP) AS ts FROM (SELECT v FROM (VALUES ('" + v + "')) AS t(v))")
		n, err := plan.NewBinder(cat).BindQuery(stmt.(*sql.QueryStmt).Query)
		if err != nil {
			t.Fatal(err)
		}
		_, err = opt.Optimize([]plan.Node{n}, cfg)
		return err
	}
	if err := plan24(config(), "2024-01-05 24:00:00"); err == nil || err.Error() != "Invalid value for HourOfDay (valid values 0 - 23): 24" {
		t.Errorf("hour 24: %v, want Flink's DateTimeException", err)
	}
	if err := plan24(config(), "2024-01-05 23:00:00"); err != nil {
		t.Errorf("hour 23: %v", err)
	}
	cfg := config()
	cfg.Disabled["check-values-reduction"] = true
	if err := plan24(cfg, "2024-01-05 24:00:00"); err != nil {
		t.Errorf("switched off: %v", err)
	}
}
