package exec

import (
	"math/rand/v2"
	"slices"
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
// column: wrapped at the result's width, and the same error on a division by zero; for columns
// of the result's width (computed in place) and of others (MOD(BIGINT, INT) is INT, as in the
// seed job; BIGINT + INT is BIGINT), NULLs included.
func TestConstantArithmeticMatchesColumns(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, tt := range []struct{ col, lit, res types.Type }{
		{types.Int, types.Int, types.Int},
		{types.BigInt, types.Int, types.Int},
		{types.BigInt, types.Int, types.BigInt},
		{types.Int, types.BigInt, types.BigInt},
		{types.Int, types.Int, types.BigInt},
		{types.SmallInt, types.Int, types.Int}, // computed in BIGINT, then cut
	} {
		var x arrow.Array
		if tt.col.Kind == types.KindSmallInt { // randomColumn makes no SMALLINT
			vals := make([]any, 700)
			for i := range vals {
				if r.IntN(10) > 0 {
					vals[i] = int16(r.IntN(65536) - 32768)
				}
			}
			x = randomColumnOf(tt.col, vals)
		} else {
			x = randomColumn(r, tt.col, 700)
		}
		if x.NullN() == 0 {
			t.Fatalf("%s column without NULLs", tt.col)
		}
		rec := array.NewRecordBatch(arrow.NewSchema([]arrow.Field{{Name: "x", Type: x.DataType(), Nullable: true}}, nil), []arrow.Array{x}, 700)
		x.Release()
		b := connector.Batch{Record: rec}
		xRef := &plan.InputRef{Index: 0, T: tt.col}
		for _, op := range []string{"+", "-", "*", "/", "MOD"} {
			for _, v := range []int64{7, -3, 0, 100000, -1} {
				var value any = int32(v)
				if tt.lit.Kind == types.KindBigInt {
					value = v
				}
				lit := &plan.Literal{Value: value, T: tt.lit.AsNotNull()}
				for _, flip := range []bool{false, true} {
					args := func(l plan.Expr) []plan.Expr {
						if flip {
							return []plan.Expr{l, xRef}
						}
						return []plan.Expr{xRef, l}
					}
					fast := &plan.Call{Op: plan.Op(op), Args: args(lit), T: tt.res}
					slow := &plan.Call{Op: plan.Op(op), Args: args(hidden(lit)), T: tt.res}
					fastArr, ok, fastErr := arithmeticWithConstant(fast, b, memory.DefaultAllocator)
					if !ok {
						t.Fatalf("%s with %d takes no constant path", op, v)
					}
					slowArr, slowErr := eval(slow, b, memory.DefaultAllocator)
					if (fastErr == nil) != (slowErr == nil) || (fastErr != nil && fastErr.Error() != slowErr.Error()) {
						t.Fatalf("%v: %s %d (flipped %t): error %v, want %v", tt, op, v, flip, fastErr, slowErr)
					}
					if fastErr != nil {
						continue
					}
					got, want := formatColumn(t, tt.res, fastArr), formatColumn(t, tt.res, slowArr)
					for i := range got {
						if got[i] != want[i] {
							t.Fatalf("%v: %s %d (flipped %t), row %d: %s, want %s", tt, op, v, flip, i, got[i], want[i])
						}
					}
					fastArr.Release()
					slowArr.Release()
				}
			}
		}
		rec.Release()
	}
}

// CONCAT with a literal and a CAST of an integer to STRING, whose digits concatWithConstants
// writes itself, gives what the general CONCAT gives over the cast's column: INT and BIGINT
// columns with NULLs and their extremes, beside a string column with NULLs; a cast to a VARCHAR
// too short for every integer is left to the cast.
func TestConcatOfIntegerCastMatchesGeneral(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	it, bt, st := types.Int, types.BigInt, types.VarChar(20)
	x := randomColumnOf(it, []any{int32(0), nil, int32(-2147483648), int32(2147483647), int32(-7), int32(42)})
	y := randomColumnOf(bt, []any{int64(-9223372036854775808), int64(9223372036854775807), int64(0), nil, int64(-1), int64(10)})
	s := randomColumn(r, st, 6)
	rec := array.NewRecordBatch(arrow.NewSchema([]arrow.Field{{Name: "x", Type: x.DataType(), Nullable: true},
		{Name: "y", Type: y.DataType(), Nullable: true}, {Name: "s", Type: s.DataType(), Nullable: true}}, nil), []arrow.Array{x, y, s}, 6)
	x.Release()
	y.Release()
	s.Release()
	defer rec.Release()
	b := connector.Batch{Record: rec}
	prefix := &plan.Literal{Value: "customer-", T: types.Char(9).AsNotNull(), Text: "'customer-'"}
	xRef, yRef, sRef := &plan.InputRef{Index: 0, T: it}, &plan.InputRef{Index: 1, T: bt}, &plan.InputRef{Index: 2, T: st}
	mod := &plan.Call{Op: "MOD", Args: []plan.Expr{yRef, &plan.Literal{Value: int32(1000), T: it.AsNotNull(), Text: "1000"}}, T: it}
	for _, operands := range [][]plan.Expr{
		{prefix, &plan.Cast{X: xRef, T: types.String}},
		{&plan.Cast{X: yRef, T: types.String}, prefix, sRef},
		{prefix, &plan.Cast{X: mod, T: types.String}, &plan.Cast{X: xRef, T: types.VarChar(25)}},
		{prefix, &plan.Cast{X: xRef, T: types.VarChar(5), Try: true}}, // may be cut: the cast's own path
	} {
		fast := &plan.Call{Op: "CONCAT", Args: operands, T: types.String}
		slowArgs := slices.Clone(operands)
		for k, a := range slowArgs {
			if l, ok := a.(*plan.Literal); ok {
				slowArgs[k] = hidden(l)
			}
		}
		slow := &plan.Call{Op: "CONCAT", Args: slowArgs, T: types.String}
		got, want := evalAll(t, fast, b), evalAll(t, slow, b)
		if !slices.Equal(got, want) {
			t.Errorf("%s: %v, want %v", fast, got, want)
		}
	}
}
