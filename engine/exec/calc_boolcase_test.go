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

// A CASE whose results are BOOLEAN literals takes boolLiteralCase, and gives what the general
// CASE gives with the same results evaluated as columns: NULL conditions not taken, NULL
// results, ELSE omitted, the same literal in several branches, on random, all-NULL and empty
// columns; a later condition never sees the rows an earlier one decided.
func TestBoolLiteralCaseMatchesGeneral(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	allNull := array.NewInt32Builder(memory.DefaultAllocator)
	allNull.AppendNulls(300)
	columns := map[string]arrow.Array{
		"random": randomColumn(r, types.Int, 300), "all NULL": allNull.NewArray(), "empty": randomColumn(r, types.Int, 0)}
	allNull.Release()
	zeros := array.NewInt32Builder(memory.DefaultAllocator)
	zeros.AppendValues([]int32{0, 5, -1, 0, 200, 0, 7}, []bool{true, true, true, true, true, false, true})
	columns["with zeros"] = zeros.NewArray()
	zeros.Release()
	it := types.Int
	x := &plan.InputRef{Index: 0, T: it}
	lit := func(v int32) plan.Expr { return &plan.Literal{Value: v, T: it.AsNotNull()} }
	cmp := func(op plan.Op, a, b plan.Expr) plan.Expr {
		return &plan.Call{Op: op, Args: []plan.Expr{a, b}, T: types.Boolean}
	}
	tr, fa := &plan.Literal{Value: true, T: types.Boolean.AsNotNull()}, &plan.Literal{Value: false, T: types.Boolean.AsNotNull()}
	nu, nullType := &plan.Literal{T: types.Boolean}, &plan.Literal{T: types.Null}
	// 100 / x fails on x = 0: only the first branch's rows hold a zero.
	isZero, big, positive := cmp("=", x, lit(0)), cmp(">", &plan.Call{Op: plan.OpDivide, Args: []plan.Expr{lit(100), x}, T: it}, lit(3)), cmp(">", x, lit(0))
	isNull := &plan.Call{Op: plan.OpIsNull, Args: []plan.Expr{x}, T: types.Boolean.AsNotNull()}
	shapes := map[string][]plan.Expr{
		"one WHEN, ELSE":         {positive, tr, fa},
		"one WHEN, no ELSE":      {positive, tr},
		"NULL result":            {positive, nu, fa},
		"NULL-typed result":      {positive, tr, nullType},
		"lazy second condition":  {isZero, fa, big, tr, fa},
		"duplicated literals":    {isZero, tr, positive, tr, isNull, nu, tr},
		"three WHENs, no ELSE":   {isNull, fa, isZero, nu, big, tr},
		"every result the same":  {positive, fa, isZero, fa, fa},
		"NULL conditions, ELSE":  {cmp("<", x, lit(5)), tr, cmp(">", x, lit(-5)), fa, nu},
		"condition on NULL only": {isNull, tr, fa},
		// One WHEN with a TRUE or FALSE result and ELSE (boolCaseOneBranch), NULL conditions included.
		"one WHEN, inverted":   {positive, fa, tr},
		"one WHEN, both TRUE":  {positive, tr, tr},
		"one WHEN, both FALSE": {positive, fa, fa},
	}
	for cname, col := range columns {
		rec := array.NewRecordBatch(arrow.NewSchema([]arrow.Field{{Name: "x", Type: col.DataType(), Nullable: true}}, nil),
			[]arrow.Array{col}, int64(col.Len()))
		b := connector.Batch{Record: rec}
		for sname, args := range shapes {
			fast := &plan.Call{Op: plan.OpCase, Args: args, T: types.Boolean}
			if !isBoolLiteralCase(fast) {
				t.Fatalf("%s: not taken as a CASE of BOOLEAN literals", sname)
			}
			slowArgs := make([]plan.Expr, len(args))
			for k, a := range args {
				if l, ok := a.(*plan.Literal); ok && (k%2 == 1 || k == len(args)-1) && l.T.Kind != types.KindNull {
					a = opaque(l, types.Boolean)
				}
				slowArgs[k] = a
			}
			slow := &plan.Call{Op: plan.OpCase, Args: slowArgs, T: types.Boolean}
			if isBoolLiteralCase(slow) {
				t.Fatalf("%s: the general form takes the fast path", sname)
			}
			got, want := evalAll(t, fast, b), evalAll(t, slow, b)
			if len(got) != len(want) {
				t.Fatalf("%s on %s: %d rows, want %d", sname, cname, len(got), len(want))
			}
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("%s on %s, row %d: %s, want %s", sname, cname, i, got[i], want[i])
				}
			}
		}
		rec.Release()
		col.Release()
	}
	// A result that is not a BOOLEAN literal leaves the CASE to the general path.
	if isBoolLiteralCase(&plan.Call{Op: plan.OpCase, Args: []plan.Expr{positive, positive, fa}, T: types.Boolean}) {
		t.Fatal("a CASE with a column result takes the fast path")
	}
}

// BenchmarkBoolLiteralCase is the seed job's filter, CASE WHEN MOD(x, 4) = 0 THEN 'FRANCE' ELSE
// 'GERMANY' END = 'FRANCE' as prepareExpr folds it, over a batch of 4096 rows: boolLiteralCase
// against the general CASE (the same results as columns). With -count the two alternate.
//
//	go test -run NONE -bench BoolLiteralCase -count 5 ./engine/exec/
func BenchmarkBoolLiteralCase(b *testing.B) {
	r := rand.New(rand.NewPCG(9, 10))
	col := randomColumn(r, types.Int, 4096)
	rec := array.NewRecordBatch(arrow.NewSchema([]arrow.Field{{Name: "x", Type: col.DataType(), Nullable: true}}, nil),
		[]arrow.Array{col}, int64(col.Len()))
	defer rec.Release()
	batch := connector.Batch{Record: rec}
	x := &plan.InputRef{Index: 0, T: types.Int}
	mod := &plan.Call{Op: plan.OpMod, Args: []plan.Expr{x, &plan.Literal{Value: int32(4), T: types.Int.AsNotNull()}}, T: types.Int}
	cond := &plan.Call{Op: plan.OpEquals, Args: []plan.Expr{mod, &plan.Literal{Value: int32(0), T: types.Int.AsNotNull()}}, T: types.Boolean}
	str := func(s string) *plan.Literal { return &plan.Literal{Value: s, T: types.Char(len(s)).AsNotNull()} }
	caseExpr := &plan.Call{Op: plan.OpCase, Args: []plan.Expr{cond, str("FRANCE"), str("GERMANY")}, T: types.VarChar(7).AsNotNull()}
	folded := prepareExpr(&plan.Call{Op: plan.OpEquals, Args: []plan.Expr{caseExpr, str("FRANCE")}, T: types.Boolean})
	fc := folded.(*plan.Call)
	if !isBoolLiteralCase(fc) {
		b.Fatal("the filter does not fold to a CASE of BOOLEAN literals")
	}
	general := make([]plan.Expr, len(fc.Args))
	for k, a := range fc.Args {
		if l, ok := a.(*plan.Literal); ok {
			a = opaque(l, types.Boolean)
		}
		general[k] = a
	}
	for name, e := range map[string]plan.Expr{"fast": folded, "general": fc.WithArgs(general)} {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				arr, err := eval(e, batch, memory.DefaultAllocator)
				if err != nil {
					b.Fatal(err)
				}
				arr.Release()
			}
		})
	}
}
