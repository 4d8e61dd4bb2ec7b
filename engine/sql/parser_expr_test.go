package sql

import (
	"strings"
	"testing"
)

// parens prints an expression with every operator application in
// parentheses, to make precedence visible in test expectations.
func parens(e Expr) string {
	switch e := e.(type) {
	case *ParenExpr:
		return parens(e.X)
	case *BinaryExpr:
		return "(" + parens(e.X) + " " + e.Op.String() + " " + parens(e.Y) + ")"
	case *UnaryExpr:
		op := map[UnaryOp]string{OpNot: "NOT ", OpNeg: "-", OpPlus: "+"}[e.Op]
		return "(" + op + parens(e.X) + ")"
	case *IsExpr:
		not := ""
		if e.Not {
			not = "NOT "
		}
		return "(" + parens(e.X) + " IS " + not + e.Test + ")"
	case *BetweenExpr:
		return "(" + parens(e.X) + " BETWEEN " + parens(e.Low) + " AND " + parens(e.High) + ")"
	case *LikeExpr:
		return "(" + parens(e.X) + " LIKE " + parens(e.Pattern) + ")"
	case *InExpr:
		var items []string
		for _, x := range e.List {
			items = append(items, parens(x))
		}
		return "(" + parens(e.X) + " IN (" + strings.Join(items, ", ") + "))"
	}
	return e.String()
}

func TestExprPrecedence(t *testing.T) {
	tests := []struct{ src, want string }{
		{"1 + 2 * 3", "(1 + (2 * 3))"},
		{"1 - 2 - 3", "((1 - 2) - 3)"},
		{"a || b * c", "((a || b) * c)"},
		{"a + b || c", "(a + (b || c))"},
		{"-a * b", "((-a) * b)"},
		{"- - a", "(-(-a))"},
		{"a OR b AND c", "(a OR (b AND c))"},
		{"NOT a AND b", "((NOT a) AND b)"},
		{"NOT a = b", "(NOT (a = b))"},
		{"NOT a IS NULL", "(NOT (a IS NULL))"},
		{"a = b IS NULL", "((a = b) IS NULL)"},
		{"x < y < z", "((x < y) < z)"},
		{"a = x BETWEEN y AND z", "(a = (x BETWEEN y AND z))"},
		{"a BETWEEN 1 AND 2 AND b", "((a BETWEEN 1 AND 2) AND b)"},
		{"a BETWEEN b = c AND d", "(a BETWEEN (b = c) AND d)"},
		{"a = x LIKE y", "(a = (x LIKE y))"},
		{"a LIKE b IS NULL", "((a LIKE b) IS NULL)"},
		{"a NOT IN (1, 2) = b", "((a IN (1, 2)) = b)"},
		{"a IS NOT DISTINCT FROM b AND c", "((a IS NOT DISTINCT FROM b) AND c)"},
		{"a + b IS DISTINCT FROM c", "((a + b) IS DISTINCT FROM c)"},
		{"x IS UNKNOWN IS NOT UNKNOWN", "((x IS UNKNOWN) IS NOT UNKNOWN)"},
		{"(a + b) * c", "((a + b) * c)"},
		{"a - -1", "(a - (-1))"},
		{"a[1] + b.c.d", "(a[1] + b.c.d)"},
		{"ts - INTERVAL '5' SECOND", "(ts - INTERVAL '5' SECOND)"},
	}
	for _, tt := range tests {
		x, err := ParseExpr(tt.src)
		if err != nil {
			t.Errorf("%q: %v", tt.src, err)
			continue
		}
		if got := parens(x); got != tt.want {
			t.Errorf("%q: got %s, want %s", tt.src, got, tt.want)
		}
	}
}

func TestExprForms(t *testing.T) {
	tests := []struct {
		src  string
		want string // the printed form
	}{
		{"cOuNt(DiStInCt a)", "COUNT(DISTINCT a)"},
		{"count(*) filter (where x > 1) over w", "COUNT(*) FILTER (WHERE x > 1) OVER w"},
		{"current_timestamp", "CURRENT_TIMESTAMP"},
		{"localtimestamp", "LOCALTIMESTAMP"},
		{"proctime()", "proctime()"},
		{"`my`.`func`(1)", "`my`.`func`(1)"},
		{"substring(s, 1)", "SUBSTRING(s, 1)"},
		{"trim(from s)", "TRIM(s)"},
		{"trim(trailing from s)", "TRIM(TRAILING FROM s)"},
		{"extract(doy from d)", "EXTRACT(DOY FROM d)"},
		{"timestampdiff(minute, a, b)", "timestampdiff(MINUTE, a, b)"},
		{"INTERVAL '10' MINUTES", "INTERVAL '10' MINUTE"},
		{"interval +'1' day", "INTERVAL '1' DAY"},
		{"cast(x as int array)", "CAST(x AS INT ARRAY)"},
		{"cast(x as row(a int, b string))", "CAST(x AS ROW(a INT, b STRING))"},
		{"cast(x as row<>)", "CAST(x AS ROW<>)"},
		{"cast(x as timestamp_ltz(3))", "CAST(x AS TIMESTAMP_LTZ(3))"},
		{"cast(x as my_type)", "CAST(x AS my_type)"},
		{"try_cast(x AS double precision)", "TRY_CAST(x AS DOUBLE PRECISION)"},
		{"map[]", "MAP[]"},
		{"array[]", "ARRAY[]"},
		{"row()", "ROW()"},
		{"(1)", "(1)"},
		{"((1, 2))", "((1, 2))"},
		{"x'00'", "X'00'"},
		{"'a''b'", "'a''b'"},
		{"a.b.c.d", "a.b.c.d"},
		{"f(x).y", "f(x).y"},
		{"(a).b", "(a).b"},
		{"m['k'][1]", "m['k'][1]"},
		{"floor(ts to day)", "FLOOR(ts TO DAY)"},
		{"position('a' in 'abc')", "POSITION('a' IN 'abc')"},
		{"a not like 'x' escape '\\'", "a NOT LIKE 'x' ESCAPE '\\'"},
		{"exists (select 1)", "EXISTS (SELECT 1)"},
		{"(select 1) + 1", "(SELECT 1) + 1"},
		{"a in (select b from t)", "a IN (SELECT b FROM t)"},
		{"not not a", "NOT NOT a"},
		{"- (-1)", "-(-1)"},
		{"- -1", "- -1"},
		{"user", "USER"},
	}
	for _, tt := range tests {
		x, err := ParseExpr(tt.src)
		if err != nil {
			t.Errorf("%q: %v", tt.src, err)
			continue
		}
		if got := x.String(); got != tt.want {
			t.Errorf("%q: got %s, want %s", tt.src, got, tt.want)
		}
	}
}

// Hand-built trees print with the parentheses their structure needs.
func TestPrintAddsNeededParens(t *testing.T) {
	id := func(s string) *Name { return &Name{Parts: []*Ident{{Name: s}}} }
	sum := &BinaryExpr{X: id("a"), Op: OpAdd, Y: id("b")}
	tests := []struct {
		x    Expr
		want string
	}{
		{&BinaryExpr{X: sum, Op: OpMul, Y: id("c")}, "(a + b) * c"},
		{&BinaryExpr{X: id("c"), Op: OpSub, Y: sum}, "c - (a + b)"},
		{&UnaryExpr{Op: OpNot, X: &BinaryExpr{X: id("a"), Op: OpAnd, Y: id("b")}}, "NOT (a AND b)"},
		{&UnaryExpr{Op: OpNeg, X: &UnaryExpr{Op: OpNeg, X: id("a")}}, "- -a"},
		{&IsExpr{X: &UnaryExpr{Op: OpNot, X: id("a")}, Test: "NULL"}, "(NOT a) IS NULL"},
		{&IndexExpr{X: sum, Index: &Literal{Kind: LitInteger, Value: "1"}}, "(a + b)[1]"},
		{&FieldExpr{X: id("a"), Field: &Ident{Name: "b"}}, "(a).b"},
		{&Name{Parts: []*Ident{{Name: "select"}, {Name: "my col"}}}, "`select`.`my col`"},
	}
	for _, tt := range tests {
		if got := tt.x.String(); got != tt.want {
			t.Errorf("got %s, want %s", got, tt.want)
		}
		again, err := ParseExpr(tt.x.String())
		if err != nil {
			t.Errorf("%s does not parse: %v", tt.want, err)
		} else if again.String() != tt.want {
			t.Errorf("%s reprints as %s", tt.want, again)
		}
	}
}

func TestExprErrors(t *testing.T) {
	for _, src := range []string{
		"", "1 +", "(1", "a IS b", "CASE END", "CASE WHEN 1 END", "CAST(1)", "CAST(1 AS)",
		"EXTRACT(FOO FROM x)", "INTERVAL '1' HOUR TO DAY", "INTERVAL '1' SECOND TO MINUTE", "INTERVAL 1 DAY",
		"TRIM(BOTH x)", "a NOT = b", "f(a,)", "ARRAY[1,", "x BETWEEN 1", "a.*", "*", "TIMESTAMPADD(1, 2, 3)",
		"DATE", "select", "ROW", "CAST(x AS VARCHAR(-1))", "CAST(x AS TIMESTAMP WITH TIME ZONE)", "f() OVER (ROWS 1)",
	} {
		if x, err := ParseExpr(src); err == nil {
			t.Errorf("%q: parsed as %s, want an error", src, x)
		}
	}
}
