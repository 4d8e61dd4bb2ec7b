package plan

import "github.com/flinkpad/flinkpad/engine/types"

// Math functions. Most give DOUBLE, NULL when an operand is; ABS and SIGN keep their operand's
// type; ROUND and TRUNCATE keep it too but narrow a DECIMAL's scale to the digits kept; FLOOR
// and CEIL make a DECIMAL's scale 0 (conformance case func_math).

var (
	numeric    = sig(famNumeric)
	doubleType = types.Double.AsNotNull()
	niladic    = sig()
)

func init() {
	for _, name := range []string{"SQRT", "EXP", "LN", "LOG10", "LOG2", "SIN", "COS", "TAN", "COT", "ASIN",
		"ACOS", "ATAN", "SINH", "COSH", "TANH", "DEGREES", "RADIANS"} {
		register(&function{name: name, sigs: []signature{numeric}, result: fixed(doubleType)})
	}
	register(
		&function{name: "POWER", sigs: []signature{sig(famNumeric, famNumeric)}, result: fixed(doubleType)},
		&function{name: "ATAN2", sigs: []signature{sig(famNumeric, famNumeric)}, result: fixed(doubleType)},
		&function{name: "LOG", sigs: []signature{numeric, sig(famNumeric, famNumeric)}, result: fixed(doubleType)},
		&function{name: "ABS", sigs: []signature{numeric, sig(famInterval)}, result: arg0},
		&function{name: "SIGN", sigs: []signature{numeric}, result: arg0},
		&function{name: "MOD", sigs: []signature{sig(famExactNumeric, famExactNumeric)}, bind: bindMod},
		&function{name: "ROUND", sigs: []signature{sig(famNumeric, famInteger), numeric}, result: roundType},
		&function{name: "TRUNCATE", sigs: []signature{sig(famNumeric, famInteger), numeric}, result: roundType},
		&function{name: "FLOOR", sigs: []signature{numeric, sig(famInterval)}, result: floorType, forms: floorForms("FLOOR")},
		&function{name: "CEIL", sigs: []signature{numeric, sig(famInterval)}, result: floorType, forms: floorForms("CEIL")},
		&function{name: "CEILING", sigs: []signature{numeric, sig(famInterval)}, result: floorType, forms: floorForms("CEIL"),
			bind: renamed("CEIL")},
		&function{name: "PI", sigs: []signature{niladic}, result: fixed(doubleType)},
		&function{name: "E", sigs: []signature{niladic}, result: fixed(doubleType)},
		&function{name: "RAND", sigs: []signature{niladic, numeric}, result: fixed(doubleType), bind: bindRand},
		&function{name: "RAND_INTEGER", sigs: []signature{numeric, sig(famNumeric, famNumeric)}, bind: bindRand,
			result: func(c *call) (types.Type, error) { return types.Int.AsNotNull(), nil }},
	)
}

func floorForms(name string) string {
	return "'" + name + "(<NUMERIC>)'\n'" + name + "(<DATETIME_INTERVAL>)'\n'" + name + "(<DATE> TO <TIME_UNIT>)'\n'" +
		name + "(<TIME> TO <TIME_UNIT>)'\n'" + name + "(<TIMESTAMP> TO <TIME_UNIT>)'"
}

// roundType is Flink's ROUND_FUNCTION: the operand's type, except that ROUND(DECIMAL(p, s), r)
// with a literal r below s keeps r digits and one more whole digit for the carry
// (LogicalTypeMerging.findRoundDecimalType).
func roundType(c *call) (types.Type, error) {
	t := c.args[0].Type()
	nullable := c.nullableIfAny()
	if t.Kind != types.KindDecimal {
		return t.WithNullable(nullable), nil
	}
	r := int64(0)
	if len(c.args) == 2 {
		var ok bool
		if r, ok = literalInt(c.args[1]); !ok {
			return t.WithNullable(nullable), nil
		}
	}
	p, s := t.Precision, t.Scale
	switch {
	case r >= int64(s):
		return t.WithNullable(nullable), nil
	case r < 0:
		return types.Decimal(min(types.MaxDecimalPrecision, 1+p-s), 0).WithNullable(nullable), nil
	}
	return types.Decimal(1+p-s+int(r), int(r)).WithNullable(nullable), nil
}

// floorType is Calcite's ARG0_OR_EXACT_NO_SCALE: a DECIMAL loses its scale, other types stay.
func floorType(c *call) (types.Type, error) {
	t := c.args[0].Type()
	if t.Kind == types.KindDecimal {
		return types.Decimal(t.Precision, 0).WithNullable(t.Nullable()), nil
	}
	return t, nil
}

// bindMod binds MOD(a, b) as the % operator once its operands are exact numbers.
func bindMod(b *Binder, c *call) (Expr, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	t, err := types.ArithmeticType(types.OpMod, c.args[0].Type(), c.args[1].Type())
	if err != nil {
		return nil, validatorError(c.at, "%s", err)
	}
	return &Call{Op: OpMod, Args: c.args, T: t}, nil
}

// bindRand binds RAND([seed]) and RAND_INTEGER([seed,] bound): never NULL. A seed must be an
// integer literal: Flink seeds one java.util.Random per operator with it.
func bindRand(b *Binder, c *call) (Expr, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	seeded := len(c.args) == 2 || (c.fn.name == "RAND" && len(c.args) == 1)
	if seeded {
		if _, ok := literalInt(c.args[0]); !ok {
			return nil, notSupported(c.at, c.fn.name+" with a seed that is not an integer literal")
		}
	}
	if c.fn.name == "RAND_INTEGER" && !c.args[len(c.args)-1].Type().IsIntegerNumeric() {
		return nil, notSupported(c.at, "RAND_INTEGER with a bound that is not an integer")
	}
	t, err := c.fn.result(c)
	if err != nil {
		return nil, err
	}
	return &Call{Op: Op(c.fn.name), Args: c.args, T: t}, nil
}
