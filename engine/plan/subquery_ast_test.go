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
