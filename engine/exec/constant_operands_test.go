package exec

import (
	"math/rand/v2"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// hidden hides a literal from the constant fast paths: the same value, evaluated as a column.
func hidden(l *plan.Literal) plan.Expr { return opaque(l, l.T) }

func evalAll(t *testing.T, e plan.Expr, b connector.Batch) []string {
	t.Helper()
	arr, err := eval(e, b, memory.DefaultAllocator)
	if err != nil {
		t.Fatal(err)
	}
	defer arr.Release()
	return formatColumn(t, e.Type(), arr)
}

// Comparisons with a literal, either side, and CASE branches that are literals give what the
// same expressions give with the literal evaluated as a column.
func TestConstantPathsMatchColumns(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	it, st := types.Int, types.VarChar(20)
	x, s := randomColumn(r, it, 500), randomColumn(r, st, 500)
	rec := array.NewRecordBatch(arrow.NewSchema([]arrow.Field{
		{Name: "x", Type: x.DataType(), Nullable: true}, {Name: "s", Type: s.DataType(), Nullable: true}}, nil),
		[]arrow.Array{x, s}, 500)
	defer rec.Release()
	b := connector.Batch{Record: rec}
	xRef, sRef := &plan.InputRef{Index: 0, T: it}, &plan.InputRef{Index: 1, T: st}
	lits := []*plan.Literal{{Value: int32(7), T: it.AsNotNull()}, {Value: "ab", T: types.Char(2).AsNotNull()}}
	refs := []plan.Expr{xRef, sRef}
	for _, op := range []string{"=", "<>", "<", "<=", ">", ">="} {
		for k, lit := range lits {
			for _, flip := range []bool{false, true} {
				args := func(l plan.Expr) []plan.Expr {
					if flip {
						return []plan.Expr{l, refs[k]}
					}
					return []plan.Expr{refs[k], l}
				}
				fast := &plan.Call{Op: plan.Op(op), Args: args(lit), T: types.Boolean}
				slow := &plan.Call{Op: plan.Op(op), Args: args(hidden(lit)), T: types.Boolean}
				if _, ok, _ := compareWithConstant(fast, b, memory.DefaultAllocator); !ok {
					t.Fatalf("%s with %v takes no constant path", op, lit.Value)
				}
				got, want := evalAll(t, fast, b), evalAll(t, slow, b)
				for i := range got {
					if got[i] != want[i] {
						t.Fatalf("%s %v (flipped %t), row %d: %s, want %s", op, lit.Value, flip, i, got[i], want[i])
					}
				}
			}
		}
	}
	// CASE WHEN x > 7 THEN 'big' WHEN x IS NULL THEN s ELSE 'small!' END, with the branches as
	// literals and as columns: the result type is wider than 'big', so that branch is cast.
	caseOf := func(wrap func(*plan.Literal) plan.Expr) plan.Expr {
		return &plan.Call{Op: "CASE", T: types.VarChar(20), Args: []plan.Expr{
			&plan.Call{Op: ">", Args: []plan.Expr{xRef, hidden(lits[0])}, T: types.Boolean},
			wrap(&plan.Literal{Value: "big", T: types.Char(3).AsNotNull()}),
			&plan.Call{Op: "IS NULL", Args: []plan.Expr{xRef}, T: types.Boolean.AsNotNull()},
			sRef,
			wrap(&plan.Literal{Value: "small!", T: types.Char(6).AsNotNull()}),
		}}
	}
	got := evalAll(t, caseOf(func(l *plan.Literal) plan.Expr { return l }), b)
	want := evalAll(t, caseOf(hidden), b)
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("CASE row %d: %s, want %s", i, got[i], want[i])
		}
	}
	// Such a CASE compared with a literal, either side: each result compares once.
	caseOfLiterals := func(wrap func(*plan.Literal) plan.Expr) plan.Expr {
		return &plan.Call{Op: "CASE", T: types.VarChar(20), Args: []plan.Expr{
			&plan.Call{Op: ">", Args: []plan.Expr{xRef, hidden(lits[0])}, T: types.Boolean},
			wrap(&plan.Literal{Value: "big", T: types.Char(3).AsNotNull()}),
			&plan.Call{Op: "IS NULL", Args: []plan.Expr{xRef}, T: types.Boolean.AsNotNull()},
			wrap(&plan.Literal{T: types.Null}),
			wrap(&plan.Literal{Value: "small!", T: types.Char(6).AsNotNull()}),
		}}
	}
	for _, op := range []string{"=", "<>", "<", ">="} {
		for _, v := range []string{"big", "small!", "medium"} {
			lit := &plan.Literal{Value: v, T: types.VarChar(20).AsNotNull()}
			for _, flip := range []bool{false, true} {
				call := func(c plan.Expr) plan.Expr {
					if flip {
						return &plan.Call{Op: plan.Op(op), Args: []plan.Expr{lit, c}, T: types.Boolean}
					}
					return &plan.Call{Op: plan.Op(op), Args: []plan.Expr{c, lit}, T: types.Boolean}
				}
				folded := prepareExpr(call(caseOfLiterals(func(l *plan.Literal) plan.Expr { return l })))
				if c, ok := folded.(*plan.Call); !ok || c.Op != "CASE" {
					t.Fatal("the CASE of literals is not folded")
				}
				got, want := evalAll(t, folded, b), evalAll(t, call(caseOfLiterals(hidden)), b)
				for i := range got {
					if got[i] != want[i] {
						t.Fatalf("CASE %s %q (flipped %t), row %d: %s, want %s", op, v, flip, i, got[i], want[i])
					}
				}
			}
		}
	}
}

// Integer arithmetic with a literal on either side gives what it gives with the literal as a
// column: wrapped at INT's width, and the same error on a division by zero.
func TestConstantArithmeticMatchesColumns(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	x := randomColumn(r, types.Int, 700)
	rec := array.NewRecordBatch(arrow.NewSchema([]arrow.Field{{Name: "x", Type: x.DataType(), Nullable: true}}, nil), []arrow.Array{x}, 700)
	defer rec.Release()
	b := connector.Batch{Record: rec}
	xRef := &plan.InputRef{Index: 0, T: types.Int}
	for _, op := range []string{"+", "-", "*", "/", "MOD"} {
		for _, v := range []int32{7, -3, 0} {
			lit := &plan.Literal{Value: v, T: types.Int.AsNotNull()}
			for _, flip := range []bool{false, true} {
				args := func(l plan.Expr) []plan.Expr {
					if flip {
						return []plan.Expr{l, xRef}
					}
					return []plan.Expr{xRef, l}
				}
				fast := &plan.Call{Op: plan.Op(op), Args: args(lit), T: types.Int}
				slow := &plan.Call{Op: plan.Op(op), Args: args(hidden(lit)), T: types.Int}
				fastArr, ok, fastErr := arithmeticWithConstant(fast, b, memory.DefaultAllocator)
				if !ok {
					t.Fatalf("%s with %d takes no constant path", op, v)
				}
				slowArr, slowErr := eval(slow, b, memory.DefaultAllocator)
				if (fastErr == nil) != (slowErr == nil) || (fastErr != nil && fastErr.Error() != slowErr.Error()) {
					t.Fatalf("%s %d (flipped %t): error %v, want %v", op, v, flip, fastErr, slowErr)
				}
				if fastErr != nil {
					continue
				}
				got, want := formatColumn(t, types.Int, fastArr), formatColumn(t, types.Int, slowArr)
				for i := range got {
					if got[i] != want[i] {
						t.Fatalf("%s %d (flipped %t), row %d: %s, want %s", op, v, flip, i, got[i], want[i])
					}
				}
				fastArr.Release()
				slowArr.Release()
			}
		}
	}
}
