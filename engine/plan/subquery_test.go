package plan

import (
	"fmt"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// planString prints a plan's joins and filters, one per line, indented by depth.
func planString(n Node) string {
	var sb strings.Builder
	var walk func(n Node, depth int)
	walk = func(n Node, depth int) {
		pad := strings.Repeat("  ", depth)
		switch n := n.(type) {
		case *Join:
			fmt.Fprintf(&sb, "%s%s %v", pad, n.Kind, n.Cond)
			if n.In != nil {
				fmt.Fprintf(&sb, " in %v correlated=%v", n.In.Cmp, n.In.Correlated)
			}
			sb.WriteString("\n")
		case *Filter:
			fmt.Fprintf(&sb, "%sFilter %v\n", pad, n.Cond)
		case *Aggregate:
			fmt.Fprintf(&sb, "%sAggregate keys=%d\n", pad, n.Keys)
		default:
			depth--
		}
		for _, in := range n.Inputs() {
			walk(in, depth+1)
		}
	}
	walk(n, 0)
	return sb.String()
}

// Each form of subquery becomes the join Flink plans for it.
func TestSubqueryPlans(t *testing.T) {
	cat := catalog.NewManager()
	const a = "(VALUES (1, 10)) AS a(x, k)"
	const b = "(VALUES (2, 10)) AS b(y, k)"
	for _, tt := range []struct{ query, want string }{
		// IN and EXISTS conjuncts in WHERE are semi and anti joins.
		{"SELECT x FROM " + a + " WHERE x IN (SELECT y FROM " + b + ")", "SEMI =($0, $2)\n"},
		{"SELECT x FROM " + a + " WHERE NOT EXISTS (SELECT y FROM " + b + ")", "ANTI <nil>\n"},
		// NOT IN rules out a row when x = y is TRUE or NULL.
		{"SELECT x FROM " + a + " WHERE x NOT IN (SELECT y FROM " + b + ")", "ANTI IS NOT FALSE(=($0, $2))\n"},
		// As a value, IN is a MARK join; its comparison reads the left row, then the right.
		{"SELECT x IN (SELECT y FROM " + b + ") FROM " + a, "MARK <nil> in =($0, $2) correlated=false\n"},
		// A scalar subquery is a SINGLE join, or a plain LEFT join over a global aggregate.
		{"SELECT (SELECT y FROM " + b + ") FROM " + a, "SINGLE <nil>\n"},
		{"SELECT (SELECT MAX(y) FROM " + b + ") FROM " + a, "LEFT <nil>\n  Aggregate keys=0\n"},
	} {
		n, err := bindSQL(t, cat, tt.query)
		if err != nil {
			t.Errorf("%s: %v", tt.query, err)
			continue
		}
		if got := planString(n); got != tt.want {
			t.Errorf("%s:\n got  %q\n want %q", tt.query, got, tt.want)
		}
	}
}

// Decorrelation pulls a correlated filter up into the join's condition, and under an aggregate
// turns the correlated equality into a group key.
func TestDecorrelation(t *testing.T) {
	cat := catalog.NewManager()
	// Tables, not VALUES: Flink cannot decorrelate subqueries over VALUES.
	for _, ddl := range []string{
		"CREATE TABLE a (x INT, k INT) WITH ('connector' = 'blackhole')",
		"CREATE TABLE b (y INT, k INT) WITH ('connector' = 'blackhole')",
	} {
		stmt := mustParseCreate(t, ddl)
		id, table, err := BindCreateTable(stmt, cat, fixedLocator{})
		if err != nil {
			t.Fatal(err)
		}
		if err := cat.Create(id, table, false); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct{ query, want string }{
		{"SELECT x FROM a WHERE EXISTS (SELECT 1 FROM b WHERE b.k = a.k AND y > 0)",
			"SEMI =($3, $1)\n  Filter >($0, 0)\n"},
		// The aggregate groups by b.k, which the join matches with a.k, so a LEFT join: each row
		// matches one group at most. Rows whose b.k is NULL match nothing and are filtered out
		// first, as Flink's decorrelation does.
		{"SELECT (SELECT SUM(y) FROM b WHERE b.k = a.k) FROM a",
			"LEFT =($3, $1)\n  Aggregate keys=1\n    Filter IS NOT NULL($1)\n"},
		// COUNT over no rows is 0: the count, never NULL for a group that matched, tells the
		// unmatched rows apart.
		{"SELECT (SELECT COUNT(*) FROM b WHERE b.k = a.k) FROM a",
			"LEFT =($3, $1)\n  Aggregate keys=1\n    Filter IS NOT NULL($0)\n"},
	} {
		n, err := bindSQL(t, cat, tt.query)
		if err != nil {
			t.Errorf("%s: %v", tt.query, err)
			continue
		}
		if got := planString(n); got != tt.want {
			t.Errorf("%s:\n got  %q\n want %q", tt.query, got, tt.want)
		}
	}
	n, err := bindSQL(t, cat, "SELECT (SELECT COUNT(*) FROM b WHERE b.k = a.k) AS c FROM a")
	if err != nil {
		t.Fatal(err)
	}
	if got := n.(*Project).Exprs[0].String(); got != "CASE(IS NULL($2), CAST(0 AS BIGINT), $2)" {
		t.Errorf("COUNT's value: %s", got)
	}
}

// USING merges the shared column, which SELECT * lists first; the sides' columns stay
// reachable by qualified names. Repeated names in a select list get a suffix.
func TestJoinUsingScope(t *testing.T) {
	cat := catalog.NewManager()
	const l = "(VALUES (1, 'a')) AS l(k, v)"
	const r = "(VALUES (CAST(1 AS BIGINT), 'b')) AS r(k, v)"
	for _, tt := range []struct{ query, want string }{
		{"SELECT * FROM " + l + " JOIN " + r + " USING (k)", "k BIGINT NOT NULL, v CHAR(1) NOT NULL, v0 CHAR(1) NOT NULL"},
		{"SELECT l.k, r.k, k FROM " + l + " LEFT JOIN " + r + " USING (k)", "k INT NOT NULL, k0 BIGINT, k1 BIGINT NOT NULL"},
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

// fixedLocator places every position at line 1, column 1.
type fixedLocator struct{}

func (fixedLocator) LineColumn(sql.Pos) (int, int) { return 1, 1 }

func mustParseCreate(t *testing.T, ddl string) *sql.CreateTable {
	t.Helper()
	stmt, err := sql.ParseStatement(ddl)
	if err != nil {
		t.Fatal(err)
	}
	return stmt.(*sql.CreateTable)
}
