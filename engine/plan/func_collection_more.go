package plan

import (
	"github.com/flinkpad/flinkpad/engine/types"
)

// The ARRAY_* and MAP_* functions of BuiltInFunctionDefinitions, and STR_TO_MAP. Flink types
// them by its input type strategies, which find a common type of the arrays' elements (or of
// an array's element and a value); Flinkpad builds the calls whose operands agree on it
// already, and refuses the others as not supported rather than guess the common type.

func init() {
	for _, name := range []string{"ARRAY_APPEND", "ARRAY_PREPEND", "ARRAY_CONTAINS", "ARRAY_POSITION", "ARRAY_REMOVE"} {
		register(&function{name: name, bind: bindArrayElementCall})
	}
	for _, name := range []string{"ARRAY_DISTINCT", "ARRAY_REVERSE", "ARRAY_MAX", "ARRAY_MIN", "ARRAY_SORT", "ARRAY_SLICE", "ARRAY_JOIN"} {
		register(&function{name: name, bind: bindArrayCall})
	}
	for _, name := range []string{"ARRAY_CONCAT", "ARRAY_UNION", "ARRAY_EXCEPT", "ARRAY_INTERSECT"} {
		register(&function{name: name, bind: bindArraysCall})
	}
	for _, name := range []string{"MAP_KEYS", "MAP_VALUES", "MAP_ENTRIES", "MAP_UNION", "MAP_FROM_ARRAYS"} {
		register(&function{name: name, bind: bindMapCall})
	}
	register(&function{name: "STR_TO_MAP", sigs: []signature{chars, sig(famCharacter, famCharacter, famCharacter)},
		result: forceNullable(types.MapOf(types.String, types.String))})
}

// castTo casts e to t (with e's nullability) unless it has the type already.
func castTo(b *Binder, e Expr, t types.Type) Expr {
	t = t.WithNullable(e.Type().Nullable())
	if e.Type().Equal(t) {
		return e
	}
	return &Cast{X: e, T: t, Session: b.sessionOf()}
}

// commonArgs casts the operands to their common type, as Flink's commonType and
// commonArrayType strategies do; false when they have none.
func commonArgs(b *Binder, args []Expr) ([]Expr, bool) {
	ts := make([]types.Type, len(args))
	for i, a := range args {
		ts[i] = a.Type()
	}
	common, ok := types.LeastRestrictive(ts...)
	if !ok {
		return nil, false
	}
	out := make([]Expr, len(args))
	for i, a := range args {
		out[i] = castTo(b, a, common)
	}
	return out, true
}

// invalidArguments is the message of Flink's type inference for operands no signature takes.
func invalidArguments(c *call) error {
	return validationError(c.at, "Invalid input arguments.")
}

func isArray(t types.Type) bool { return t.Kind == types.KindArray }

// bindArrayElementCall binds f(array, element).
func bindArrayElementCall(b *Binder, c *call) (Expr, error) {
	if len(c.args) != 2 || !isArray(c.args[0].Type()) {
		return nil, invalidArguments(c)
	}
	arr, elem := c.args[0].Type(), c.args[1].Type()
	if elem.Kind != types.KindNull && !elem.EqualIgnoringNullability(arr.ElemType()) {
		return nil, notSupported(c.at, c.name+" of a "+elem.String()+" and an "+arr.String())
	}
	var t types.Type
	switch c.name {
	case "ARRAY_APPEND", "ARRAY_PREPEND":
		e := arr.ElemType().WithNullable(arr.ElemType().Nullable() || elem.Nullable())
		t = types.ArrayOf(e).WithNullable(arr.Nullable())
	case "ARRAY_CONTAINS":
		t = types.Boolean.WithNullable(arr.Nullable())
	case "ARRAY_POSITION":
		t = types.Int.WithNullable(arr.Nullable())
	case "ARRAY_REMOVE":
		t = arr
	}
	return &Call{Op: Op(c.name), Args: c.args, T: t}, nil
}

// bindArrayCall binds the functions of one array and optional flags or bounds.
func bindArrayCall(b *Binder, c *call) (Expr, error) {
	if len(c.args) == 0 || !isArray(c.args[0].Type()) {
		return nil, invalidArguments(c)
	}
	arr := c.args[0].Type()
	rest := c.args[1:]
	kinds := func(ok func(types.Type) bool, min, max int) bool {
		if len(rest) < min || len(rest) > max {
			return false
		}
		for _, a := range rest {
			if !ok(a.Type()) {
				return false
			}
		}
		return true
	}
	isBool := func(t types.Type) bool { return t.Kind == types.KindBoolean }
	var t types.Type
	switch c.name {
	case "ARRAY_DISTINCT", "ARRAY_REVERSE":
		if len(rest) != 0 {
			return nil, invalidArguments(c)
		}
		t = arr
	case "ARRAY_MAX", "ARRAY_MIN":
		if len(rest) != 0 {
			return nil, invalidArguments(c)
		}
		if !orderable(arr.ElemType()) {
			return nil, notSupported(c.at, c.name+" over "+arr.String())
		}
		t = arr.ElemType().WithNullable(true)
	case "ARRAY_SORT":
		if !kinds(isBool, 0, 2) {
			return nil, invalidArguments(c)
		}
		if !orderable(arr.ElemType()) {
			return nil, notSupported(c.at, c.name+" over "+arr.String())
		}
		t = arr
		for _, a := range rest {
			t = t.WithNullable(t.Nullable() || a.Type().Nullable())
		}
	case "ARRAY_SLICE":
		if !kinds(types.Type.IsIntegerNumeric, 1, 2) {
			return nil, invalidArguments(c)
		}
		t = arr
		for _, a := range rest {
			t = t.WithNullable(t.Nullable() || a.Type().Nullable())
		}
	case "ARRAY_JOIN":
		if !arr.ElemType().IsCharString() || !kinds(types.Type.IsCharString, 1, 2) {
			return nil, invalidArguments(c)
		}
		t = types.String.WithNullable(true)
	}
	return &Call{Op: Op(c.name), Args: c.args, T: t}, nil
}

// orderable reports whether the value kernels compare values of t.
func orderable(t types.Type) bool {
	return t.IsNumeric() || t.IsCharString() || t.Kind == types.KindBoolean || t.Kind == types.KindDate ||
		t.Kind == types.KindTime || t.IsTimestamp()
}

// bindArraysCall binds the functions of several arrays of one element type.
func bindArraysCall(b *Binder, c *call) (Expr, error) {
	min := 2
	if c.name == "ARRAY_CONCAT" {
		min = 1
	}
	if len(c.args) < min || (c.name != "ARRAY_CONCAT" && len(c.args) != 2) {
		return nil, invalidArguments(c)
	}
	for _, a := range c.args {
		if !isArray(a.Type()) {
			return nil, invalidArguments(c)
		}
	}
	args, ok := commonArgs(b, c.args)
	if !ok {
		return nil, invalidArguments(c)
	}
	nullable := false
	for _, a := range args {
		nullable = nullable || a.Type().Nullable()
	}
	return &Call{Op: Op(c.name), Args: args, T: args[0].Type().WithNullable(nullable)}, nil
}

// bindMapCall binds MAP_KEYS, MAP_VALUES, MAP_ENTRIES, MAP_UNION and MAP_FROM_ARRAYS.
func bindMapCall(b *Binder, c *call) (Expr, error) {
	isMap := func(t types.Type) bool { return t.Kind == types.KindMap }
	var t types.Type
	switch c.name {
	case "MAP_KEYS", "MAP_VALUES", "MAP_ENTRIES":
		if len(c.args) != 1 || !isMap(c.args[0].Type()) {
			return nil, invalidArguments(c)
		}
		m := c.args[0].Type()
		switch c.name {
		case "MAP_KEYS":
			t = types.ArrayOf(m.KeyType())
		case "MAP_VALUES":
			t = types.ArrayOf(m.ValueType())
		default:
			t = types.ArrayOf(types.RowOf([]string{"key", "value"}, []types.Type{m.KeyType(), m.ValueType()}))
		}
		t = t.WithNullable(m.Nullable())
	case "MAP_UNION":
		if len(c.args) == 0 {
			return nil, invalidArguments(c)
		}
		for _, a := range c.args {
			if !isMap(a.Type()) {
				return nil, invalidArguments(c)
			}
		}
		args, ok := commonArgs(b, c.args)
		if !ok {
			return nil, invalidArguments(c)
		}
		nullable := false
		for _, a := range args {
			nullable = nullable || a.Type().Nullable()
		}
		c.args = args
		t = args[0].Type().WithNullable(nullable)
	case "MAP_FROM_ARRAYS":
		if len(c.args) != 2 || !isArray(c.args[0].Type()) || !isArray(c.args[1].Type()) {
			return nil, invalidArguments(c)
		}
		k, v := c.args[0].Type(), c.args[1].Type()
		t = types.MapOf(k.ElemType(), v.ElemType()).WithNullable(k.Nullable() || v.Nullable())
	}
	return &Call{Op: Op(c.name), Args: c.args, T: t}, nil
}
