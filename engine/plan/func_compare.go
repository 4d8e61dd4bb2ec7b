package plan

import (
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Comparisons. Calcite and Flink treat a character string compared with another kind of value
// in two ways (cases error_string_literal_vs_int, error_string_literal_not_a_number):
//
//   - <, <=, > and >= convert the operands to a consistent type (Calcite's COMPARE
//     consistency): the character strings take the other operand's type, and a number and the
//     string meet at BIGINT or wider, so amount > '15' compares CAST(amount AS BIGINT) with
//     CAST('15' AS BIGINT), and amount > 'abc' fails at run time converting 'abc'.
//   - =, <> and IS [NOT] DISTINCT FROM convert nothing, and Flink's code generation rejects a
//     number compared with a string: "implicit type conversion between INTEGER and CHAR is not
//     supported now".

var orderingOps = map[sql.BinaryOp]bool{sql.OpLt: true, sql.OpLe: true, sql.OpGt: true, sql.OpGe: true}

// bindComparison binds x op y for the comparison operators and IS [NOT] DISTINCT FROM.
func (b *Binder) bindComparison(e *sql.BinaryExpr, x, y Expr) (Expr, error) {
	xt, yt := x.Type(), y.Type()
	if orderingOps[e.Op] && xt.IsCharString() != yt.IsCharString() {
		var err error
		if x, y, err = compareConsistently(e, x, y); err != nil {
			return nil, err
		}
		xt, yt = x.Type(), y.Type()
	}
	if xt.IsNumeric() && yt.IsCharString() || xt.IsCharString() && yt.IsNumeric() {
		return nil, validationError(e, "implicit type conversion between %s and %s is not supported now", xt.Kind, yt.Kind)
	}
	if !comparable(xt, yt) {
		return nil, notSupported(e, "comparing these types")
	}
	if xt.Kind == types.KindBitmap && orderingOps[e.Op] {
		// Bitmaps compare for equality only; Flink's code generation says so (case
		// bitmap_error_less_than).
		err := validationError(e, "Comparable type expected, but was '%s'.", xt)
		err.Class = flinkerr.ClassCodeGen
		return nil, err
	}
	if (xt.IsConstructed() || yt.IsConstructed()) && e.Op != sql.OpEq && e.Op != sql.OpNotEq {
		return nil, notSupported(e, "the operator "+e.Op.String()+" over "+xt.String())
	}
	x, y = castToCommonNumeric(e.Op, x, y)
	op := e.Op.String()
	t := types.Boolean.WithNullable(xt.Nullable() || yt.Nullable())
	if e.Op == sql.OpIsDistinctFrom || e.Op == sql.OpIsNotDistinctFrom {
		t = types.Boolean.AsNotNull()
	}
	return &Call{Op: Op(op), Args: []Expr{x, y}, T: t}, nil
}

// compareConsistently casts the operands of an ordering comparison between a character string
// and another type to one type, as Calcite's StandardConvertletTable does: the least
// restrictive of the other type and, for a number, BIGINT.
func compareConsistently(at sql.Node, x, y Expr) (Expr, Expr, error) {
	other := x.Type()
	if other.IsCharString() {
		other = y.Type()
	}
	target := other.WithNullable(true)
	if other.IsNumeric() {
		t, ok := types.LeastRestrictive(target, types.BigInt)
		if !ok {
			return nil, nil, notSupported(at, "comparing these types")
		}
		target = t
	}
	cast := func(e Expr) (Expr, error) {
		if e.Type().EqualIgnoringNullability(target) {
			return e, nil
		}
		if err := types.CheckCast(e.Type(), target); err != nil {
			return nil, notSupported(at, "comparing these types")
		}
		return &Cast{X: e, T: target.WithNullable(e.Type().Nullable())}, nil
	}
	cx, err := cast(x)
	if err != nil {
		return nil, nil, err
	}
	cy, err := cast(y)
	if err != nil {
		return nil, nil, err
	}
	return cx, cy, nil
}

// comparable covers the comparisons the executor runs: numbers with numbers, strings with
// strings, and values of one kind (timestamps with and without time zone together).
func comparable(a, b types.Type) bool {
	switch {
	case a.IsNumeric() && b.IsNumeric(), a.IsCharString() && b.IsCharString(),
		a.IsBinaryString() && b.IsBinaryString(), a.IsTimestamp() && b.IsTimestamp():
		return true
	case a.IsConstructed() || b.IsConstructed():
		// ARRAY, MAP and ROW values compare for equality with their own kind (nested.go in
		// engine/exec); bindComparison allows = and <> only.
		return a.Kind == b.Kind
	}
	return a.Kind == b.Kind
}

// bindInItem binds one x = item of x IN (...). Calcite's IN conversion casts each item to the
// type of x (SqlToRelConverter.ensureSqlType), so id IN ('1', '2') compares numbers where
// id = '1' would fail.
func (b *Binder) bindInItem(at sql.Node, x sql.Expr, item sql.Expr, sc scope) (Expr, error) {
	eq := &sql.BinaryExpr{X: x, OpPos: at.Pos(), Op: sql.OpEq, Y: item}
	lx, ly, err := b.bindOperands(x, item, sc)
	if err != nil {
		return nil, err
	}
	xt, yt := lx.Type(), ly.Type()
	sameName := xt.Kind == yt.Kind || (xt.Kind == types.KindVarChar && yt.Kind == types.KindChar)
	if !sameName && (xt.IsCharString() != yt.IsCharString()) && types.CheckCast(yt, xt) == nil {
		ly = &Cast{X: ly, T: xt.WithNullable(yt.Nullable())}
	}
	return b.bindComparison(eq, lx, ly)
}

// castToCommonNumeric casts the field side of =, <> and IS [NOT] DISTINCT FROM between two
// numbers of different types to the wider one, as Calcite's conversion does (their LEAST_RESTRICTIVE
// consistency): c.cid = t.n compares CAST(c.cid AS BIGINT) with n (case explain_join_key_exprs).
func castToCommonNumeric(op sql.BinaryOp, x, y Expr) (Expr, Expr) {
	if orderingOps[op] || !x.Type().IsNumeric() || !y.Type().IsNumeric() || x.Type().EqualIgnoringNullability(y.Type()) {
		return x, y
	}
	t, ok := types.LeastRestrictive(x.Type(), y.Type())
	if !ok {
		return x, y
	}
	widen := func(e Expr) Expr {
		if _, lit := e.(*Literal); lit || e.Type().EqualIgnoringNullability(t) {
			return e
		}
		return &Cast{X: e, T: t.WithNullable(e.Type().Nullable())}
	}
	return widen(x), widen(y)
}
