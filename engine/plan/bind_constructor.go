package plan

import (
	"strconv"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Constructors and access for ARRAY, MAP and ROW.
//
// ARRAY[...] and MAP[...] take the least restrictive type of their elements (keys and values
// apart), casting each element that differs, as Flink's SqlArrayConstructor and
// SqlMapConstructor do; the collection itself is NOT NULL. ROW(...) keeps each field's type and
// names the fields EXPR$0, EXPR$1... Element access is Calcite's ITEM: arr[i] counts from 1 and
// map[k] looks a key up, both nullable; row.field is a DOT whose second argument is a literal
// holding the field's index, printed with its name.

// bindArray binds ARRAY[e, ...].
func (b *Binder) bindArray(e *sql.ArrayExpr, sc scope) (Expr, error) {
	if len(e.Elems) == 0 {
		return nil, validatorError(e, "Require at least 1 argument")
	}
	args, err := b.bindElems(e.Elems, sc)
	if err != nil {
		return nil, err
	}
	elem, ok := commonElemType(args)
	if !ok {
		return nil, validatorError(e, "Parameters must be of the same type")
	}
	castAll(args, elem)
	return &Call{Op: OpArray, Args: args, T: types.ArrayOf(elem).AsNotNull()}, nil
}

// bindMap binds MAP[k1, v1, k2, v2, ...].
func (b *Binder) bindMap(e *sql.MapExpr, sc scope) (Expr, error) {
	if len(e.Elems) == 0 || len(e.Elems)%2 != 0 {
		return nil, validatorError(e, "Map requires an even number of arguments")
	}
	args, err := b.bindElems(e.Elems, sc)
	if err != nil {
		return nil, err
	}
	var keys, values []Expr
	for i := 0; i < len(args); i += 2 {
		keys, values = append(keys, args[i]), append(values, args[i+1])
	}
	keyType, ok1 := commonElemType(keys)
	valueType, ok2 := commonElemType(values)
	if !ok1 || !ok2 {
		return nil, validatorError(e, "Parameters must be of the same type")
	}
	castAll(keys, keyType)
	castAll(values, valueType)
	for i := range keys {
		args[2*i], args[2*i+1] = keys[i], values[i]
	}
	return &Call{Op: OpMap, Args: args, T: types.MapOf(keyType, valueType).AsNotNull()}, nil
}

// bindElems binds the elements of a constructor, where a bare NULL is allowed: it has the NULL
// type until the constructor gives it the elements' type.
func (b *Binder) bindElems(es []sql.Expr, sc scope) ([]Expr, error) {
	out := make([]Expr, len(es))
	for i, e := range es {
		x, err := b.bindCaseResult(e, sc)
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	return out, nil
}

// commonElemType is the least restrictive type of the elements; bare NULLs only make it
// nullable, and elements that are all bare NULLs have no type.
func commonElemType(es []Expr) (types.Type, bool) {
	var known []types.Type
	nullable := false
	for _, x := range es {
		if x.Type().Kind == types.KindNull {
			nullable = true
		} else {
			known = append(known, x.Type())
		}
	}
	if len(known) == 0 {
		return types.Type{}, false
	}
	t, ok := types.LeastRestrictive(known...)
	if nullable {
		t = t.WithNullable(true)
	}
	return t, ok
}

// castAll casts the expressions whose type differs from t, keeping their nullability; a bare
// NULL becomes a NULL of type t.
func castAll(es []Expr, t types.Type) {
	for i, x := range es {
		if x.Type().Kind == types.KindNull {
			es[i] = &Literal{T: t.WithNullable(true), Text: "null:" + t.String()}
			continue
		}
		if !x.Type().EqualIgnoringNullability(t) {
			es[i] = &Cast{X: x, T: t.WithNullable(x.Type().Nullable())}
		}
	}
}

// bindRow binds ROW(a, b) and (a, b).
func (b *Binder) bindRow(e *sql.RowExpr, sc scope) (Expr, error) {
	if len(e.Fields) == 0 {
		return nil, notSupported(e, "an empty row")
	}
	args, err := b.bindElems(e.Fields, sc)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(args))
	for i := range names {
		names[i] = "EXPR$" + strconv.Itoa(i)
	}
	return &Call{Op: OpRow, Args: args, T: types.RowOf(names, argTypes(args)).AsNotNull()}, nil
}

// bindIndex binds arr[i] and map[k].
func (b *Binder) bindIndex(e *sql.IndexExpr, sc scope) (Expr, error) {
	x, err := b.bindExpr(e.X, sc)
	if err != nil {
		return nil, err
	}
	idx, err := b.bindExpr(e.Index, sc)
	if err != nil {
		return nil, err
	}
	xt, it := x.Type(), idx.Type()
	switch {
	case xt.Kind == types.KindArray && it.IsIntegerNumeric():
		if lit, ok := idx.(*Literal); ok && lit.Value != nil {
			if i, ok := lit.Value.(int32); ok && i < 1 {
				return nil, validationError(e, "Array element access needs an index starting at 1 but was %s.", lit.Text)
			}
		}
		return &Call{Op: OpItem, Args: []Expr{x, idx}, T: xt.ElemType().WithNullable(true)}, nil
	case xt.Kind == types.KindMap && types.SupportsImplicitCast(it, xt.KeyType()):
		if !it.EqualIgnoringNullability(xt.KeyType()) {
			idx = &Cast{X: idx, T: xt.KeyType().WithNullable(it.Nullable())}
		}
		return &Call{Op: OpItem, Args: []Expr{x, idx}, T: xt.ValueType().WithNullable(true)}, nil
	}
	return nil, validatorError(e, "Cannot apply 'ITEM' to arguments of type 'ITEM(<%s>, <%s>)'. "+
		"Supported form(s): <ARRAY>[<INTEGER>]\n<MAP>[<ANY>]\n<ROW>[<CHARACTER>|<INTEGER>]\n<VARIANT>[<CHARACTER>|<INTEGER>]",
		calciteTypeName(xt), calciteTypeName(it))
}

// calciteTypeName is how Calcite's messages name a type: INTEGER ARRAY, (CHAR(1), INTEGER) MAP.
func calciteTypeName(t types.Type) string {
	switch t.Kind {
	case types.KindArray:
		return calciteTypeName(t.ElemType()) + " ARRAY"
	case types.KindMultiset:
		return calciteTypeName(t.ElemType()) + " MULTISET"
	case types.KindMap:
		return "(" + calciteTypeName(t.KeyType()) + ", " + calciteTypeName(t.ValueType()) + ") MAP"
	case types.KindInt:
		return "INTEGER"
	case types.KindVarChar:
		return "VARCHAR(" + strconv.Itoa(t.Length) + ")"
	}
	return t.WithNullable(true).SerializableString()
}

// bindField binds x.field over a ROW value.
func (b *Binder) bindField(e *sql.FieldExpr, sc scope) (Expr, error) {
	x, err := b.bindExpr(e.X, sc)
	if err != nil {
		return nil, err
	}
	return fieldAccess(x, e.Field.Name, e.Field)
}

func fieldAccess(x Expr, name string, at sql.Node) (Expr, error) {
	t := x.Type()
	if t.Kind != types.KindRow {
		return nil, validatorError(at, "Column '%s' not found in any table", name)
	}
	for i, f := range t.Fields {
		if f.Name == name {
			// A field of a nullable row is nullable.
			ft := f.Type.WithNullable(f.Type.Nullable() || t.Nullable())
			idx := &Literal{Value: int32(i), T: types.Int.AsNotNull(), Text: name}
			return &Call{Op: OpDot, Args: []Expr{x, idx}, T: ft}, nil
		}
	}
	return nil, validatorError(at, "Unknown field '%s'", name)
}

// bindRowFieldPath resolves a dotted name that is a column, qualified by its table or not,
// followed by fields of a ROW column (t.r.x, r.x); ok is false when the name is no such path.
func (b *Binder) bindRowFieldPath(n *sql.Name, sc scope) (e Expr, ok bool, err error) {
	parts := NameParts(n)
	if len(parts) < 2 {
		return nil, false, nil
	}
	for _, qualified := range []bool{true, false} {
		head := 1
		if qualified {
			head = 2
		}
		if len(parts) < head+1 || !inScope(sc, parts[:head]) {
			continue
		}
		x, err := bindColumn(&sql.Name{Parts: n.Parts[:head]}, sc)
		if err != nil {
			return nil, true, err
		}
		for _, id := range n.Parts[head:] {
			if x, err = fieldAccess(x, id.Name, id); err != nil {
				return nil, true, err
			}
		}
		return x, true, nil
	}
	return nil, false, nil
}

// inScope reports whether a column (optionally qualified by its table) is in scope.
func inScope(sc scope, parts []string) bool {
	name, table := parts[len(parts)-1], ""
	if len(parts) > 1 {
		table = parts[0]
	}
	for _, f := range sc {
		if f.Name == name && (table == "" || f.table == table) {
			return true
		}
	}
	return false
}

// bindCollectionFunc binds CARDINALITY and ELEMENT.
func (b *Binder) bindCollectionFunc(f *sql.FuncCall, name string, sc scope) (Expr, error) {
	x, err := b.bindExpr(f.Args[0], sc)
	if err != nil {
		return nil, err
	}
	t := x.Type()
	switch {
	case name == "CARDINALITY" && (t.Kind == types.KindArray || t.Kind == types.KindMap || t.Kind == types.KindMultiset):
		return &Call{Op: Op(name), Args: []Expr{x}, T: types.Int.WithNullable(t.Nullable())}, nil
	case name == "ELEMENT" && (t.Kind == types.KindArray || t.Kind == types.KindMultiset):
		return &Call{Op: Op(name), Args: []Expr{x}, T: t.ElemType().WithNullable(true)}, nil
	}
	return nil, validatorError(f, "Cannot apply '%s' to arguments of type '%s(<%s>)'. Supported form(s): '%s(<MULTISET>)'\n'%s(<ARRAY>)'",
		name, name, calciteTypeName(t), name, name)
}

// castCheckError is a CAST that validation rejects, with the class Flink reports: Calcite's
// SqlValidatorException for casts between unrelated types, Flink's ValidationException for
// the rest.
func castCheckError(c *sql.CastExpr, err error) error {
	e := validationError(c, "%s", err)
	if ce, ok := flinkerr.Find(err, types.ErrCastNotSupported); ok {
		e.Class = ce.Class
	}
	return e
}
