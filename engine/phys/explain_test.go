package phys

import (
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

func ref(i int) *plan.InputRef { return &plan.InputRef{Index: i, T: types.Int} }

func lit(text string) *plan.Literal {
	return &plan.Literal{Value: int32(0), T: types.Int.AsNotNull(), Text: text}
}

func call(op plan.Op, args ...plan.Expr) *plan.Call {
	return &plan.Call{Op: op, Args: args, T: types.Boolean}
}

// Comparisons of one field fold into SEARCH as in the recorded plans (stmtset_seed_explain_reuse,
// explain_values_filter_project, explain_filesystem_filter_project); simple ones stay.
func TestSargify(t *testing.T) {
	names := []string{"a", "b"}
	for _, tt := range []struct {
		e    plan.Expr
		want string
	}{
		{call("AND", call("<", ref(0), lit("100000")), call(">", ref(0), lit("20000"))), "SEARCH(a, Sarg[(20000..100000)])"},
		{call("OR", call("OR", call("=", ref(0), lit("3")), call("=", ref(0), lit("1"))), call("=", ref(0), lit("2"))), "SEARCH(a, Sarg[1, 2, 3])"},
		{call("OR", call(">=", ref(0), lit("2")), call("<", ref(0), lit("0"))), "SEARCH(a, Sarg[(-∞..0), [2..+∞)])"},
		{call("AND", call(">=", ref(0), lit("2")), call("<=", ref(0), lit("5"))), "SEARCH(a, Sarg[[2..5]])"},
		{call("AND", call(">=", ref(0), lit("2")), call("<=", ref(0), lit("2"))), "=(a, 2)"},
		{call("AND", call(">", ref(0), lit("1")), call("<", ref(1), lit("2"))), "AND(>(a, 1), <(b, 2))"},
		{call("AND", call(">", ref(0), lit("1")), call(">", ref(0), lit("5")), call("=", ref(1), lit("2"))), "AND(>(a, 5), =(b, 2))"},
		{call(">=", ref(0), lit("100000")), ">=(a, 100000)"},
	} {
		if got := flinkExpr(sargify(tt.e), names, false); got != tt.want {
			t.Errorf("%s: got %s, want %s", tt.e, got, tt.want)
		}
	}
	// A source gets the search back as comparisons, in the Sarg's order.
	in := call("OR", call("OR", call("=", ref(0), lit("3")), call("=", ref(0), lit("1"))), call("=", ref(0), lit("2")))
	if got := digestExpr(expandSearch(sargify(in)), names); got != "OR(OR(=(a, 1), =(a, 2)), =(a, 3))" {
		t.Errorf("expanded: %s", got)
	}
}

// Infix and prefix forms, as the physical and execution plans print them.
func TestFlinkExpr(t *testing.T) {
	e := call("AND", call(">", ref(0), lit("1")), &plan.Call{Op: "IS NOT NULL", Args: []plan.Expr{ref(1)}, T: types.Boolean})
	names := []string{"amount", "name"}
	if got := flinkExpr(e, names, false); got != "AND(>(amount, 1), IS NOT NULL(name))" {
		t.Errorf("prefix: %s", got)
	}
	if got := flinkExpr(e, names, true); got != "((amount > 1) AND name IS NOT NULL)" {
		t.Errorf("infix: %s", got)
	}
}

func TestUniquify(t *testing.T) {
	got := strings.Join(plan.UniqueNames([]string{"cid", "name", "cid", "amount", "cid"}), ", ")
	if got != "cid, name, cid0, amount, cid1" {
		t.Errorf("got %s", got)
	}
}
