package plan

import (
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Conditional and type functions. COALESCE, IFNULL, GREATEST, LEAST and TYPEOF are Flink's own
// built-in functions (BuiltInFunctionDefinitions), typed by Flink's type inference rather than
// Calcite's: their messages differ, and a wrong operand count names the call's operand families
// with a trailing period.

func init() {
	register(
		&function{name: "IF", raw: bindIf},
		&function{name: "NULLIF", raw: bindNullIf},
		&function{name: "COALESCE", bind: bindCoalesce},
		&function{name: "IFNULL", bind: bindIfNull},
		&function{name: "GREATEST", bind: bindGreatestLeast},
		&function{name: "LEAST", bind: bindGreatestLeast},
		&function{name: "TYPEOF", bind: bindTypeOf},
	)
}

// bindIf binds IF(c, a, b) as CASE WHEN c THEN a ELSE b END.
func bindIf(b *Binder, f *sql.FuncCall, sc scope) (Expr, error) {
	if len(f.Args) != 3 {
		return nil, validatorError(f, "Invalid number of arguments to function 'IF'. Was expecting 3 arguments")
	}
	if err := b.refuseBitmapIf(f, sc); err != nil {
		return nil, err
	}
	e, err := b.bindCase(&sql.CaseExpr{Case: f.Pos(), Whens: []*sql.WhenClause{{When: f.Pos(), Cond: f.Args[0], Result: f.Args[1]}},
		Else: f.Args[2]}, sc)
	if err != nil {
		return nil, err
	}
	// IF is NULL-able when any operand is, the condition included (Flink's IF_NULLABLE).
	if call, ok := e.(*Call); ok && call.Args[0].Type().Nullable() {
		call.T = call.T.WithNullable(true)
	}
	return e, nil
}

// bindNullIf binds NULLIF(a, b) as CASE WHEN a = b THEN NULL ELSE a END.
func bindNullIf(b *Binder, f *sql.FuncCall, sc scope) (Expr, error) {
	if len(f.Args) != 2 {
		return nil, validatorError(f, "Invalid number of arguments to function 'NULLIF'. Was expecting 2 arguments")
	}
	if e, ok, err := b.bitmapNullIfSelf(f, sc); ok || err != nil {
		return e, err
	}
	eq := &sql.BinaryExpr{X: f.Args[0], OpPos: f.Pos(), Op: sql.OpEq, Y: f.Args[1]}
	null := &sql.Literal{ValuePos: f.Pos(), Kind: sql.LitNull, Value: "NULL"}
	return b.bindCase(&sql.CaseExpr{Case: f.Pos(), Whens: []*sql.WhenClause{{When: f.Pos(), Cond: eq, Result: null}},
		Else: f.Args[0]}, sc)
}

// noSignatureMatch is the validator's message for a wrong operand count of one of Flink's own
// functions.
func noSignatureMatch(c *call) error {
	return validatorError(c.at, "No match found for function signature %s(%s).", c.name, operandFamilies(c.args))
}

func invalidInput(c *call) error {
	return validationError(c.at, "Invalid input arguments.")
}

// bindCoalesce binds COALESCE: the common type of its operands, NULL only when all of them can
// be (nullableIfAllArgs).
func bindCoalesce(b *Binder, c *call) (Expr, error) {
	if len(c.args) == 0 {
		return nil, noSignatureMatch(c)
	}
	t, ok := types.CommonType(argTypes(c.args)...)
	if !ok {
		return nil, invalidInput(c)
	}
	nullable := true
	for _, a := range c.args {
		nullable = nullable && a.Type().Nullable()
	}
	return &Call{Op: OpCoalesce, Args: c.args, T: t.WithNullable(nullable)}, nil
}

// bindIfNull binds IFNULL(x, replacement) as COALESCE, typed as Flink's IF_NULL strategy: x's
// type when x is NOT NULL, else the common type, nullable only when the replacement is.
func bindIfNull(b *Binder, c *call) (Expr, error) {
	if len(c.args) != 2 {
		return nil, noSignatureMatch(c)
	}
	t, ok := types.CommonType(argTypes(c.args)...)
	if !ok {
		return nil, invalidInput(c)
	}
	if x := c.args[0].Type(); !x.Nullable() {
		return c.args[0], nil
	}
	args := []Expr{CastTo(c.args[0], t), CastTo(c.args[1], t)}
	return &Call{Op: OpCoalesce, Args: args, T: t.WithNullable(c.args[1].Type().Nullable())}, nil
}

// bindGreatestLeast binds GREATEST and LEAST: one operand or more of one comparable common
// type, NULL when any operand is.
func bindGreatestLeast(b *Binder, c *call) (Expr, error) {
	if len(c.args) == 0 {
		return nil, noSignatureMatch(c)
	}
	for i := 1; i < len(c.args); i++ {
		x, y := c.args[0].Type(), c.args[i].Type()
		if !comparableTypes(x, y) {
			return nil, validationError(c.at, "All types in a comparison should support both 'EQUALS' and 'ORDER' comparison with each other. Can not compare %s with %s", x, y)
		}
	}
	t, ok := types.CommonType(argTypes(c.args)...)
	if !ok {
		return nil, invalidInput(c)
	}
	if t.IsConstructed() {
		return nil, notSupported(c.at, c.name+" over "+t.String())
	}
	args := make([]Expr, len(c.args))
	for i, a := range c.args {
		args[i] = CastTo(a, t)
	}
	return &Call{Op: Op(c.fn.name), Args: args, T: t}, nil
}

// comparableTypes is Flink's rule for ordering two types: numbers with numbers, strings with
// strings, and otherwise types of one kind (timestamps with and without time zone together).
func comparableTypes(a, b types.Type) bool {
	switch {
	case a.IsNumeric() && b.IsNumeric(), a.IsCharString() && b.IsCharString(),
		a.IsBinaryString() && b.IsBinaryString(), a.IsTimestamp() && b.IsTimestamp():
		return true
	}
	return a.Kind == b.Kind
}

// bindTypeOf names the operand's type, nullability included; the planner folds it to a literal.
func bindTypeOf(b *Binder, c *call) (Expr, error) {
	if len(c.args) != 1 && len(c.args) != 2 {
		return nil, noSignatureMatch(c)
	}
	name := c.args[0].Type().String()
	if len(c.args) == 2 {
		force, ok := c.args[1].(*Literal)
		if !ok || c.args[1].Type().Kind != types.KindBoolean {
			return nil, invalidInput(c)
		}
		if force.Value == true {
			name = c.args[0].Type().SerializableString()
		}
	}
	// Flink types the result STRING, nullable, and folds it.
	return &Literal{Value: name, T: types.String, Text: "'" + name + "'"}, nil
}
