package plan

import (
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
)

// A select list or WHERE clause with subqueries keeps, for EXPLAIN, the form Calcite's
// conversion gives it over the input before the subqueries' joins; where a subquery's form is
// not known, none.
func TestSubqueryAST(t *testing.T) {
	cat := catalog.NewManager()
	const a = "(VALUES (1, 10)) AS a(x, k)"
	const b = "(VALUES (2, 10)) AS b(y, k)"
	for _, tt := range []struct{ query, want string }{
		{"SELECT x, (SELECT MAX(y) FROM " + b + ") AS m FROM " + a, "[$0 $SCALAR_QUERY({...})]"},
		{"SELECT x, x IN (SELECT y FROM " + b + ") AS i, EXISTS (SELECT 1 FROM " + b + ") AS e FROM " + a,
			"[$0 IN({...}) EXISTS({...})]"},
		{"SELECT x, NOT (x IN (SELECT y FROM " + b + ")) AS i FROM " + a, "[$0 NOT(IN({...}))]"},
		// IN of a BIGINT against an INT column: Calcite casts, which is not known yet.
		{"SELECT x, CAST(x AS BIGINT) IN (SELECT y FROM " + b + ") AS i FROM " + a, "none"},
	} {
		n, err := bindSQL(t, cat, tt.query)
		if err != nil {
			t.Errorf("%s: %v", tt.query, err)
			continue
		}
		p := n.(*Project)
		got := "none"
		if p.AST != nil {
			if _, isJoin := p.AST.Input.(*Join); isJoin {
				t.Errorf("%s: the AST reads the subqueries' joins", tt.query)
			}
			got = ""
			for _, e := range p.AST.Exprs {
				got += " " + e.String()
			}
			got = "[" + got[1:] + "]"
		}
		if got != tt.want {
			t.Errorf("%s: AST %s, want %s", tt.query, got, tt.want)
		}
	}
	n, err := bindSQL(t, cat, "SELECT x FROM "+a+" WHERE x > (SELECT MAX(y) FROM "+b+") + 1")
	if err != nil {
		t.Fatal(err)
	}
	f := n.(*Project).Input.(*Filter)
	if f.AST == nil || f.AST.Cond.String() != ">($0, +($SCALAR_QUERY({...}), 1))" {
		t.Errorf("WHERE's AST: %v", f.AST)
	}
}

// Correlation variables are numbered as Calcite's conversion numbers them: WHERE's subquery is
// $cor0, the select list's $cor1 (recorded in explain_subquery_value_gaps); a statement of one
// correlated subquery reads $cor0.
func TestCorrelationVars(t *testing.T) {
	cat := insertCatalog(t)
	const a = "t AS a(x, name, k)"
	const b = "t AS b(y, name, k)"
	n, err := bindSQL(t, cat, "SELECT x, (SELECT MAX(y) FROM "+b+" WHERE b.y = a.x) AS m FROM "+a+
		" WHERE EXISTS (SELECT 1 FROM "+b+" WHERE b.name = a.name)")
	if err != nil {
		t.Fatal(err)
	}
	p := n.(*Project)
	if p.AST == nil {
		t.Fatal("no AST for the select list")
	}
	scalar := p.AST.Exprs[1].(*SubqueryExpr)
	if v, ok := scalar.CorrelationVar(); !ok || v != 1 {
		t.Errorf("select list's subquery reads $cor%d (correlated %v), want $cor1", v, ok)
	}
	where := p.AST.Input.(*Join)
	if where.AST == nil {
		t.Fatal("no AST for WHERE's join")
	}
	exists := where.AST.Cond.(*SubqueryExpr)
	if v, ok := exists.CorrelationVar(); !ok || v != 0 {
		t.Errorf("WHERE's subquery reads $cor%d (correlated %v), want $cor0", v, ok)
	}
	n, err = bindSQL(t, cat, "SELECT x, (SELECT MAX(y) FROM "+b+" WHERE b.y = a.x) AS m FROM "+a)
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := n.(*Project).AST.Exprs[1].(*SubqueryExpr).CorrelationVar(); !ok || v != 0 {
		t.Errorf("a lone subquery reads $cor%d (correlated %v), want $cor0", v, ok)
	}
}
