package plan

import (
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Calcite has no type of its own for Flink's BITMAP (it is SqlTypeName OTHER), and its type
// coercion has no assignment rule for OTHER: a CASE (and NULLIF, which is one) or a multi-row
// VALUES whose BITMAP values must be cast to the result's type, a nullable BITMAP for a NOT NULL
// one, fails with an AssertionError (cases bitmap_error_case, bitmap_error_values_nullable,
// bitmap_error_nullif_other). IF takes no BITMAP branches at all (bitmap_error_if).

// errNoAssignRules is Calcite's failure to coerce a BITMAP.
func errNoAssignRules(at sql.Node) error {
	e := validationError(at, "No assign rules for OTHER defined")
	e.Class = flinkerr.ClassAssertion
	return e
}

// bitmapCoercion fails when a BITMAP result of type t needs a value of another type cast to it.
func bitmapCoercion(at sql.Node, t types.Type, values []Expr) error {
	if t.Kind != types.KindBitmap {
		return nil
	}
	for _, v := range values {
		if !v.Type().Equal(t) {
			return errNoAssignRules(at)
		}
	}
	return nil
}

// refuseBitmapIf is Calcite's IF operand check, which lists no BITMAP form.
func (b *Binder) refuseBitmapIf(f *sql.FuncCall, sc scope) error {
	var ts [3]types.Type
	for i, a := range f.Args {
		if lit, ok := a.(*sql.Literal); ok && lit.Kind == sql.LitNull {
			return nil
		}
		e, err := b.bindExpr(a, sc)
		if err != nil {
			return err
		}
		ts[i] = e.Type()
	}
	if ts[1].Kind != types.KindBitmap && ts[2].Kind != types.KindBitmap {
		return nil
	}
	return validatorError(f, "Cannot apply 'IF' to arguments of type 'IF(<%s>, <%s>, <%s>)'. Supported form(s): "+
		"'IF(<ANY_TYPE>, <NUMERIC_TYPE>, <NUMERIC_TYPE>)'\n'IF(<BOOLEAN>, <CHARACTER>, <CHARACTER>)'\n"+
		"'IF(<BOOLEAN>, <BOOLEAN>, <BOOLEAN>)'\n'IF(<BOOLEAN>, <CHARACTER>, <CHARACTER>)'\n'IF(<BOOLEAN>, <BINARY>, <BINARY>)'\n"+
		"'IF(<BOOLEAN>, <DATE>, <DATE>)'\n'IF(<BOOLEAN>, <TIMESTAMP>, <TIMESTAMP>)'\n'IF(<BOOLEAN>, <TIME>, <TIME>)'",
		ifOperandName(ts[0]), ifOperandName(ts[1]), ifOperandName(ts[2]))
}

// ifOperandName is how the IF message names an operand's type: a BITMAP with its nullability,
// a BOOLEAN as BOOLEAN (the only condition IF takes).
func ifOperandName(t types.Type) string {
	if t.Kind == types.KindBitmap {
		return t.String()
	}
	return t.WithNullable(true).String()
}

// bitmapNullIfSelf is NULLIF(b, b) of a NOT NULL BITMAP written twice alike: Calcite reduces it
// to a NULL of the BITMAP type before any coercion (case bitmap_values_and_casts), where
// NULLIF(b, c) fails.
func (b *Binder) bitmapNullIfSelf(f *sql.FuncCall, sc scope) (Expr, bool, error) {
	if f.Args[0].String() != f.Args[1].String() {
		return nil, false, nil
	}
	x, err := b.bindExpr(f.Args[0], sc)
	if err != nil || x.Type().Kind != types.KindBitmap || x.Type().Nullable() {
		return nil, false, err
	}
	return &Literal{Value: nil, T: x.Type().WithNullable(true), Text: "null"}, true, nil
}
