package exec

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// seedLikeExprs are the seed job's cID and cName over an INT column: MOD(x, 100) as a column of
// its own and inside CONCAT('c-', CAST(MOD(x, 100) AS STRING)), the two MODs separate nodes as
// the planner makes them.
func seedLikeExprs() (cID, cName plan.Expr) {
	x := &plan.InputRef{Index: 0, T: types.Int}
	mod := func() plan.Expr {
		return &plan.Call{Op: "MOD", Args: []plan.Expr{x, &plan.Literal{Value: int32(100), T: types.Int.AsNotNull(), Text: "100"}}, T: types.Int}
	}
	prefix := &plan.Literal{Value: "c-", T: types.Char(2).AsNotNull(), Text: "'c-'"}
	return mod(), &plan.Call{Op: "CONCAT", Args: []plan.Expr{prefix, &plan.Cast{X: mod(), T: types.String}}, T: types.String}
}

// evalCounts evaluates exprs as a projection over rec and counts the evaluations of each node
// whose text is in watch, and returns the columns as Flink prints them.
func evalCounts(t *testing.T, exprs []plan.Expr, rec arrow.RecordBatch, watch string) (int, [][]string) {
	t.Helper()
	count := 0
	evalNodeHook = func(e plan.Expr, _ connector.Batch) {
		if e.String() == watch {
			count++
		}
	}
	defer func() { evalNodeHook = nil }()
	fields := make([]plan.Field, len(exprs))
	for i, e := range exprs {
		fields[i] = plan.Field{Name: "c" + string(rune('0'+i)), Type: e.Type()}
	}
	out, err := projectBatch(connector.Batch{Record: rec}, exprs, schemaOf(fields), memory.DefaultAllocator)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Record.Release()
	cols := make([][]string, len(exprs))
	for i := range exprs {
		cols[i] = formatColumn(t, exprs[i].Type(), out.Record.Column(i))
	}
	return count, cols
}

// A subexpression that two columns of a Calc compute (MOD(x, 100) in the seed job's cID and
// cName) is evaluated once per batch after prepareExprs, and the columns are what evaluating each
// expression by itself gives, NULLs included.
func TestCommonSubexpressionEvaluatedOnce(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	col := randomColumn(r, types.Int, 500)
	defer col.Release()
	rec := array.NewRecordBatch(schemaOf([]plan.Field{{Name: "x", Type: types.Int}}), []arrow.Array{col}, 500)
	defer rec.Release()
	if col.NullN() == 0 {
		t.Fatal("the column has no NULL")
	}
	cID, cName := seedLikeExprs()
	const mod = "MOD($0, 100)"
	plain, want := evalCounts(t, []plan.Expr{cID, cName}, rec, mod)
	if plain != 2 {
		t.Fatalf("without sharing MOD is evaluated %d times, want 2", plain)
	}
	shared, got := evalCounts(t, prepareExprs([]plan.Expr{cID, cName}), rec, mod)
	if shared != 1 {
		t.Errorf("after prepareExprs MOD is evaluated %d times, want 1", shared)
	}
	for i := range want {
		if !slices.Equal(got[i], want[i]) {
			t.Errorf("column %d: %v, want %v", i, got[i], want[i])
		}
	}
	// The plan's expressions are not modified: EXPLAIN prints what it printed.
	if cName.String() != "CONCAT('c-', CAST(MOD($0, 100) AS STRING))" {
		t.Errorf("the plan's expression became %s", cName)
	}
}

// Only structurally equal nodes are shared: not those that differ in a literal's type or value,
// in a cast's target, nor a non-deterministic call (each RAND() is its own call) or what is over
// one.
func TestCommonSubexpressionsOnlyEqualDeterministic(t *testing.T) {
	x := &plan.InputRef{Index: 0, T: types.Int}
	plus := func(lit *plan.Literal, t types.Type) *plan.Call {
		return &plan.Call{Op: plan.OpPlus, Args: []plan.Expr{x, lit}, T: t}
	}
	one := func() *plan.Literal { return &plan.Literal{Value: int32(1), T: types.Int.AsNotNull(), Text: "1"} }
	rnd := func() plan.Expr { return &plan.Call{Op: "RAND", T: types.Double.AsNotNull()} }
	for _, tt := range []struct {
		name  string
		a, b  plan.Expr
		share bool
	}{
		{"equal", plus(one(), types.Int), plus(one(), types.Int), true},
		{"literal value", plus(one(), types.Int), plus(&plan.Literal{Value: int32(2), T: types.Int.AsNotNull(), Text: "2"}, types.Int), false},
		{"literal type", plus(one(), types.BigInt), plus(&plan.Literal{Value: int64(1), T: types.BigInt.AsNotNull(), Text: "1"}, types.BigInt), false},
		{"result type", plus(one(), types.Int), plus(one(), types.Int.AsNotNull()), false},
		{"cast target", &plan.Cast{X: x, T: types.BigInt}, &plan.Cast{X: x, T: types.Double}, false},
		{"try cast", &plan.Cast{X: x, T: types.BigInt}, &plan.Cast{X: x, T: types.BigInt, Try: true}, false},
		{"rand", rnd(), rnd(), false},
		{"over rand", &plan.Cast{X: rnd(), T: types.Float}, &plan.Cast{X: rnd(), T: types.Float}, false},
	} {
		out := prepareExprs([]plan.Expr{tt.a, tt.b})
		if got := out[0] == out[1]; got != tt.share {
			t.Errorf("%s: %s and %s shared %v, want %v", tt.name, tt.a, tt.b, got, tt.share)
		}
	}
}

// Sharing moves no evaluation out of a CASE: x / y under two CASEs that guard it differently is
// one node, still evaluated only on the rows that reach it, so the division by zero that Flink
// never evaluates is not raised.
func TestCommonSubexpressionKeepsConditionalErrors(t *testing.T) {
	x := &plan.InputRef{Index: 0, T: types.Int}
	y := &plan.InputRef{Index: 1, T: types.Int}
	zero := func() *plan.Literal { return &plan.Literal{Value: int32(0), T: types.Int.AsNotNull(), Text: "0"} }
	div := func() plan.Expr { return &plan.Call{Op: plan.OpDivide, Args: []plan.Expr{x, y}, T: types.Int} }
	cmp := func(op plan.Op) plan.Expr {
		return &plan.Call{Op: op, Args: []plan.Expr{y, zero()}, T: types.Boolean}
	}
	guarded := &plan.Call{Op: plan.OpCase, Args: []plan.Expr{cmp(plan.OpNotEquals), div(), zero()}, T: types.Int}
	inverted := &plan.Call{Op: plan.OpCase, Args: []plan.Expr{cmp(plan.OpEquals), zero(), div()}, T: types.Int}
	exprs := prepareExprs([]plan.Expr{guarded, inverted})
	if exprs[0].(*plan.Call).Args[1] != exprs[1].(*plan.Call).Args[2] {
		t.Fatal("x / y is not shared between the CASEs")
	}
	xs := randomColumnOf(types.Int, []any{int32(6), int32(1), nil, int32(9)})
	ys := randomColumnOf(types.Int, []any{int32(3), int32(0), int32(2), int32(0)})
	defer xs.Release()
	defer ys.Release()
	rec := array.NewRecordBatch(schemaOf([]plan.Field{{Name: "x", Type: types.Int}, {Name: "y", Type: types.Int}}), []arrow.Array{xs, ys}, 4)
	defer rec.Release()
	if _, err := eval(div(), connector.Batch{Record: rec}, memory.DefaultAllocator); err == nil {
		t.Fatal("x / y over every row raises no error: the test shows nothing")
	}
	count, cols := evalCounts(t, exprs, rec, "/($0, $1)")
	if got := strings.Join(cols[0], ",") + "|" + strings.Join(cols[1], ","); got != "2,0,null,0|2,0,null,0" {
		t.Errorf("got %s", got)
	}
	if count != 2 { // once on each CASE's rows: the rows differ, so nothing is reused
		t.Errorf("x / y evaluated %d times, want 2", count)
	}
}
