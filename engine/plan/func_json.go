package plan

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/sqljson"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The JSON functions with syntax of their own: IS JSON, JSON_VALUE, JSON_QUERY and
// JSON_EXISTS (Calcite's SqlJson*Function, run by Flink's SqlJsonUtils). Their clauses bind to
// flag operands, as Flink's plans print them: JSON_VALUE(s, path, FLAG(NULL), null,
// FLAG(NULL), null) for the ON EMPTY and ON ERROR behaviours and their DEFAULT values.

func init() {
	register(
		&function{name: "JSON_VALUE", raw: bindJSONValue},
		&function{name: "JSON_QUERY", raw: bindJSONQuery},
		&function{name: "JSON_EXISTS", raw: bindJSONExists},
	)
}

// bindIsJSON binds x IS [NOT] JSON [VALUE | OBJECT | ARRAY | SCALAR]: false for NULL text.
func bindIsJSON(e *sql.IsExpr, x Expr) (Expr, error) {
	test := e.Test
	if test == "JSON" {
		test = "JSON VALUE"
	}
	if !x.Type().IsCharString() {
		name := test
		if e.Not {
			name = "NOT " + test
		}
		return nil, validatorError(e, "Cannot apply 'IS %s' to arguments of type '<%s> IS %s'. Supported form(s): '<CHARACTER> IS %s'",
			name, typeFamilyName(x.Type()), name, name)
	}
	op := "IS " + test
	if e.Not {
		op = "IS NOT " + test
	}
	return &Call{Op: Op(op), Args: []Expr{x}, T: types.Boolean.AsNotNull()}, nil
}

// jsonForms are the forms Calcite's messages list.
var jsonForms = map[string]string{
	"JSON_VALUE":  "JSON_VALUE(json_doc, path [RETURNING type] [{NULL | ERROR | DEFAULT value} ON EMPTY] [{NULL | ERROR | DEFAULT value} ON ERROR])",
	"JSON_QUERY":  "JSON_QUERY(json_doc, path [{WITHOUT | WITH [CONDITIONAL | UNCONDITIONAL]} [ARRAY] WRAPPER] [{NULL | ERROR | EMPTY ARRAY | EMPTY OBJECT} ON EMPTY] [{NULL | ERROR | EMPTY ARRAY | EMPTY OBJECT} ON ERROR])",
	"JSON_EXISTS": "JSON_EXISTS(json_doc, path [{TRUE | FALSE | UNKNOWN | ERROR} ON ERROR])",
}

// jsonCommon binds the JSON text and the path of JSON_VALUE, JSON_QUERY and JSON_EXISTS.
func (b *Binder) jsonCommon(f *sql.FuncCall, sc scope, name string) ([]Expr, error) {
	if f.JSON == nil || len(f.Args) < 2 {
		return nil, notSupported(f, "the function "+name+" written as a plain call")
	}
	args, err := b.bindExprs(f.Args, sc)
	if err != nil {
		return nil, err
	}
	for _, a := range args[:2] {
		if !a.Type().IsCharString() && a.Type().Kind != types.KindNull {
			return nil, validatorError(f, "Cannot apply '%s' to arguments of type '%s(<%s>, <%s>)'. Supported form(s): %s",
				name, name, args[0].Type().CalciteName(), args[1].Type().CalciteName(), jsonForms[name])
		}
	}
	if l, ok := args[1].(*Literal); ok {
		if p, ok := l.Value.(string); ok {
			if err := sqljson.CheckPath(p); err != nil {
				return nil, notSupported(f.Args[1], err.Error())
			}
		}
	}
	return args, nil
}

// bindJSONValue binds JSON_VALUE(json, path [RETURNING t] [behaviour ON EMPTY] [behaviour ON
// ERROR]) as JSON_VALUE(json, path, empty, emptyDefault, error, errorDefault).
func bindJSONValue(b *Binder, f *sql.FuncCall, sc scope) (Expr, error) {
	args, err := b.jsonCommon(f, sc, "JSON_VALUE")
	if err != nil {
		return nil, err
	}
	j := f.JSON
	t := types.String
	if j.Returning != nil {
		if t, err = BindType(j.Returning); err != nil {
			return nil, err
		}
		switch t.Kind {
		case types.KindVarChar, types.KindBoolean, types.KindInt, types.KindDouble:
		default:
			// Flink's validator takes any type; its code generator only these four.
			err := validationError(j.Returning, "Unsupported type '%s' for RETURNING in JSON_VALUE().", t.WithNullable(true))
			err.Class = "org.apache.flink.table.planner.codegen.CodeGenException"
			return nil, err
		}
	}
	t = t.WithNullable(true)
	out := []Expr{args[0], args[1]}
	defaults := args[2:]
	for _, kind := range []string{j.OnEmpty, j.OnError} {
		if kind == "" {
			kind = "NULL"
		}
		out = append(out, flag(kind))
		if kind != "DEFAULT" {
			out = append(out, &Literal{T: t, Text: "null:" + t.String()})
			continue
		}
		d := defaults[0]
		defaults = defaults[1:]
		cast, err := b.castDefault(f, d, t)
		if err != nil {
			return nil, err
		}
		out = append(out, cast)
	}
	return &Call{Op: "JSON_VALUE", Args: out, T: t}, nil
}

// castDefault casts a DEFAULT value to JSON_VALUE's result type, as Calcite's validator does.
func (b *Binder) castDefault(at sql.Node, d Expr, t types.Type) (Expr, error) {
	if d.Type().EqualIgnoringNullability(t) {
		return d, nil
	}
	if !types.SupportsExplicitCast(d.Type(), t) {
		return nil, notSupported(at, "a DEFAULT of type "+d.Type().String()+" for "+t.String())
	}
	return &Cast{X: d, T: t.WithNullable(d.Type().Nullable()), Session: b.sessionOf()}, nil
}

// bindJSONQuery binds JSON_QUERY(json, path [RETURNING STRING] [wrapper] [behaviour ON EMPTY]
// [behaviour ON ERROR]) as JSON_QUERY(json, path, wrapper, empty, error).
func bindJSONQuery(b *Binder, f *sql.FuncCall, sc scope) (Expr, error) {
	args, err := b.jsonCommon(f, sc, "JSON_QUERY")
	if err != nil {
		return nil, err
	}
	j := f.JSON
	if j.Returning != nil {
		t, err := BindType(j.Returning)
		if err != nil {
			return nil, err
		}
		if !t.IsCharString() {
			return nil, notSupported(j.Returning, "RETURNING "+t.String()+" in JSON_QUERY")
		}
	}
	wrapper := j.Wrapper
	if wrapper == "" {
		wrapper = "WITHOUT ARRAY"
	}
	onEmpty, onError := j.OnEmpty, j.OnError
	if onEmpty == "" {
		onEmpty = "NULL"
	}
	if onError == "" {
		onError = "NULL"
	}
	flagOf := func(s string) Expr { return flag(strings.ReplaceAll(s, " ", "_")) }
	out := []Expr{args[0], args[1], flagOf(wrapper), flagOf(onEmpty), flagOf(onError)}
	return &Call{Op: "JSON_QUERY", Args: out, T: types.String.WithNullable(true)}, nil
}

// bindJSONExists binds JSON_EXISTS(json, path [behaviour ON ERROR]).
func bindJSONExists(b *Binder, f *sql.FuncCall, sc scope) (Expr, error) {
	args, err := b.jsonCommon(f, sc, "JSON_EXISTS")
	if err != nil {
		return nil, err
	}
	out := []Expr{args[0], args[1]}
	if f.JSON.OnError != "" {
		out = append(out, flag(f.JSON.OnError))
	}
	return &Call{Op: "JSON_EXISTS", Args: out, T: types.Boolean.WithNullable(true)}, nil
}

func init() {
	register(
		&function{name: "JSON_OBJECT", raw: bindJSONObject},
		&function{name: "JSON_ARRAY", raw: bindJSONArray},
		&function{name: "JSON", raw: bindJSONOutside},
		&function{name: "JSON_STRING", sigs: []signature{sig(famAny)}, bind: bindJSONString},
	)
}

// jsonValueType reports whether Flink's code generator turns values of t into JSON: numbers,
// booleans, strings, and arrays, maps and rows of them.
func jsonValueType(t types.Type) bool {
	switch {
	case t.IsNumeric(), t.IsCharString(), t.Kind == types.KindBoolean, t.Kind == types.KindNull:
		return true
	case t.Kind == types.KindArray:
		return jsonValueType(t.ElemType())
	case t.Kind == types.KindMap:
		return t.KeyType().IsCharString() && jsonValueType(t.ValueType())
	case t.Kind == types.KindRow:
		for _, f := range t.Fields {
			if !jsonValueType(f.Type) {
				return false
			}
		}
		return true
	}
	return false
}

func checkJSONValues(at []sql.Expr, args []Expr) error {
	for i, a := range args {
		if !jsonValueType(a.Type()) {
			err := validationError(at[i], "Type '%s' is not scalar or cannot be converted into JSON.", a.Type())
			if a.Type().Is(types.FamilyDatetime) || a.Type().IsBinaryString() {
				err.Class = "org.apache.flink.table.planner.codegen.CodeGenException"
				return err
			}
			return notSupported(at[i], "JSON of a value of type "+a.Type().String())
		}
	}
	return nil
}

// onNullFlag is the ON NULL behaviour of a JSON constructor, with its default.
func onNullFlag(j *sql.JSONClauses, def string) Expr {
	if j != nil && j.OnNull != "" {
		return flag(j.OnNull)
	}
	return flag(def)
}

// bindJSONObject binds JSON_OBJECT([KEY] k VALUE v, ... [{NULL | ABSENT} ON NULL]) as
// JSON_OBJECT(onNull, k1, v1, ...): NULL ON NULL by default.
func bindJSONObject(b *Binder, f *sql.FuncCall, sc scope) (Expr, error) {
	if f.JSON == nil && len(f.Args) > 0 {
		return nil, notSupported(f, "the function JSON_OBJECT written as a plain call")
	}
	args := make([]Expr, len(f.Args))
	for i, a := range f.Args {
		var err error
		if i%2 == 1 {
			args[i], err = b.bindJSONValue(a, sc)
		} else {
			args[i], err = b.bindExpr(a, sc)
		}
		if err != nil {
			return nil, err
		}
	}
	for i := 0; i < len(args); i += 2 {
		if !args[i].Type().IsCharString() {
			if args[i].Type().Kind == types.KindNull {
				return nil, notSupported(f.Args[i], "a NULL key in JSON_OBJECT")
			}
			return nil, validatorError(f.Args[i], "Expected a character type")
		}
		if l, ok := args[i].(*Literal); ok && l.Value == nil {
			return nil, notSupported(f.Args[i], "a NULL key in JSON_OBJECT")
		}
		if err := checkJSONValues(f.Args[i+1:i+2], args[i+1:i+2]); err != nil {
			return nil, err
		}
	}
	out := append([]Expr{onNullFlag(f.JSON, "NULL")}, args...)
	return &Call{Op: "JSON_OBJECT", Args: out, T: types.String.AsNotNull()}, nil
}

// bindJSONArray binds JSON_ARRAY(v, ... [{NULL | ABSENT} ON NULL]) as JSON_ARRAY(onNull, v...):
// ABSENT ON NULL by default.
func bindJSONArray(b *Binder, f *sql.FuncCall, sc scope) (Expr, error) {
	if f.JSON == nil && len(f.Args) > 0 {
		return nil, notSupported(f, "the function JSON_ARRAY written as a plain call")
	}
	args := make([]Expr, len(f.Args))
	for i, a := range f.Args {
		var err error
		if args[i], err = b.bindJSONValue(a, sc); err != nil {
			return nil, err
		}
	}
	if err := checkJSONValues(f.Args, args); err != nil {
		return nil, err
	}
	out := append([]Expr{onNullFlag(f.JSON, "ABSENT")}, args...)
	return &Call{Op: "JSON_ARRAY", Args: out, T: types.String.AsNotNull()}, nil
}

// bindJSONValue binds a value of JSON_OBJECT or an element of JSON_ARRAY, where JSON(text)
// embeds the text as JSON rather than as a string (exec parses it).
func (b *Binder) bindJSONValue(e sql.Expr, sc scope) (Expr, error) {
	f, ok := e.(*sql.FuncCall)
	if !ok || len(f.Name.Parts) != 1 || f.Name.Parts[0].Quoted || !strings.EqualFold(f.Name.Parts[0].Name, "JSON") ||
		f.JSON != nil || f.Over != nil || f.Filter != nil || f.Star || f.Quantifier != "" || f.NullTreatment != "" {
		return b.bindExpr(e, sc)
	}
	if len(f.Args) != 1 {
		return nil, validatorError(f, "Invalid number of arguments to function 'JSON'. Was expecting 1 arguments")
	}
	x, err := b.bindExpr(f.Args[0], sc)
	if err != nil {
		return nil, err
	}
	if !x.Type().IsCharString() {
		return nil, validationError(f, "Unsupported argument type. Expected type of family 'CHARACTER_STRING' but actual type was '%s'.", x.Type())
	}
	return &Call{Op: OpJSON, Args: []Expr{x}, T: types.String.WithNullable(x.Type().Nullable())}, nil
}

// bindJSONOutside fails JSON(text) anywhere but in a JSON constructor, as Flink does.
func bindJSONOutside(b *Binder, f *sql.FuncCall, sc scope) (Expr, error) {
	return nil, validationError(f, "The JSON() function is currently only supported inside JSON_ARRAY() or as the VALUE param of JSON_OBJECT(). Example: JSON_OBJECT('a', JSON('{\"key\": \"value\"}')) or JSON_ARRAY(JSON('{\"key\": \"value\"}')).")
}

// bindJSONString binds JSON_STRING(x): NULL for NULL.
func bindJSONString(b *Binder, c *call) (Expr, error) {
	if len(c.args) != 1 {
		return nil, c.countError()
	}
	if err := checkJSONValues(c.syn, c.args); err != nil {
		return nil, err
	}
	return &Call{Op: "JSON_STRING", Args: c.args, T: types.String.WithNullable(c.args[0].Type().Nullable())}, nil
}
