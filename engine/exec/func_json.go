package exec

import (
	"errors"
	"strconv"
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sqljson"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The JSON kernels, after Flink's SqlJsonUtils (package sqljson does the parsing, the paths and
// the printing): IS JSON, JSON_VALUE, JSON_QUERY and JSON_EXISTS.

func init() {
	registerKernels(map[plan.Op]kernel{
		"IS JSON VALUE": isJSONKernel, "IS NOT JSON VALUE": isJSONKernel,
		"IS JSON OBJECT": isJSONKernel, "IS NOT JSON OBJECT": isJSONKernel,
		"IS JSON ARRAY": isJSONKernel, "IS NOT JSON ARRAY": isJSONKernel,
		"IS JSON SCALAR": isJSONKernel, "IS NOT JSON SCALAR": isJSONKernel,
		"JSON_VALUE":  jsonValueKernel,
		"JSON_QUERY":  jsonQueryKernel,
		"JSON_EXISTS": jsonExistsKernel,
	})
}

// isJSONKernel tests text for JSON of a kind: false for NULL, true for NULL under IS NOT.
func isJSONKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	op := string(c.Op)
	not := strings.HasPrefix(op, "IS NOT ")
	kind := op[strings.LastIndexByte(op, ' ')+1:]
	x := stringsOf(args[0])
	b := array.NewBooleanBuilder(k.alloc)
	defer b.Release()
	for i := range k.n {
		ok := false
		if !x.IsNull(i) {
			if v, err := sqljson.Parse(x.Value(i)); err == nil {
				switch kind {
				case "VALUE":
					ok = true
				case "OBJECT":
					_, ok = v.(*sqljson.Object)
				case "ARRAY":
					_, ok = v.([]any)
				case "SCALAR":
					_, obj := v.(*sqljson.Object)
					_, arr := v.([]any)
					ok = !obj && !arr
				}
			}
		}
		b.Append(ok != not)
	}
	return b.NewArray(), nil
}

// jsonContext is SqlJsonUtils' jsonApiCommonSyntax: the value a path finds in a text, whether
// it found one, or the exception. Text that is not JSON is an exception in strict mode and an
// empty result in lax mode.
func jsonContext(text, spec string) (any, bool, error) {
	p, err := sqljson.Compile(spec)
	if err != nil {
		return nil, false, err
	}
	doc, err := sqljson.Parse(text)
	if err != nil {
		if p.Lax {
			return nil, false, nil
		}
		return nil, false, errNotJSONText
	}
	return p.Eval(doc)
}

// errNotJSONText is the exception of text that is not JSON in strict mode. Its message would
// be the one of Jackson's parser, which Flinkpad does not reproduce: the ON ERROR behaviours
// handle it, and ERROR ON ERROR refuses it as not supported.
var errNotJSONText = errors.New("text that is not JSON")

// jsonError is an exception of a JSON function as Flink reports it.
func jsonError(err error) error {
	if err == errNotJSONText {
		return notSupported("the message of Jackson's parser for text that is not JSON (ERROR ON ERROR)")
	}
	var je *sqljson.Error
	if errors.As(err, &je) {
		return &connector.Error{Class: je.Class, Msg: je.Msg}
	}
	var unsupported interface{ Unwrap() error }
	if errors.As(err, &unsupported) && errors.Is(err, sqljson.ErrUnsupportedPath) {
		return notSupported(err.Error())
	}
	return err
}

func tableRuntimeError(msg string) error {
	return &connector.Error{Class: "org.apache.flink.table.api.TableRuntimeException", Msg: msg}
}

func isScalarJSON(v any) bool {
	switch v.(type) {
	case *sqljson.Object, []any:
		return false
	}
	return true
}

// jsonValueKernel is JSON_VALUE(json, path, empty, emptyDefault, error, errorDefault).
func jsonValueKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	text, path := stringsOf(args[0]), stringsOf(args[1])
	onEmpty, onError := flagOf(c.Args[2]), flagOf(c.Args[4])
	out := array.NewBuilder(k.alloc, types.ArrowType(c.T))
	defer out.Release()
	value := func(j int, i int) (any, error) { return types.ValueFromArrow(c.Args[j].Type(), args[j], i) }
	for i := range k.n {
		if text.IsNull(i) || path.IsNull(i) || (onEmpty == "DEFAULT" && args[3].IsNull(i)) || (onError == "DEFAULT" && args[5].IsNull(i)) {
			out.AppendNull()
			continue
		}
		var result any
		v, found, err := jsonContext(text.Value(i), path.Value(i))
		if err == nil && found && !isScalarJSON(v) {
			p, _ := sqljson.Compile(path.Value(i))
			if p.Lax {
				found = false
			} else {
				err = tableRuntimeError("Strict jsonpath mode requires scalar value, and the actual value is: ''" + sqljson.JavaString(v) + "''")
			}
		}
		switch {
		case err != nil:
			if errors.Is(err, ErrNotSupported) {
				return nil, err
			}
			switch onError {
			case "ERROR":
				return nil, jsonError(err)
			case "DEFAULT":
				if result, err = value(5, i); err != nil {
					return nil, err
				}
			}
		case !found:
			switch onEmpty {
			case "ERROR":
				return nil, tableRuntimeError("Empty result of JSON_VALUE function is not allowed")
			case "DEFAULT":
				if result, err = value(3, i); err != nil {
					return nil, err
				}
			}
		default:
			if result, err = jsonReturning(v, c.T); err != nil {
				return nil, err
			}
		}
		if err := types.AppendToBuilder(c.T, out, result); err != nil {
			return nil, err
		}
	}
	return out.NewArray(), nil
}

// jsonReturning converts a scalar JSON_VALUE found to its RETURNING type, as Flink's generated
// code casts the Java object: a mismatch is Java's ClassCastException, whatever ON ERROR says.
func jsonReturning(v any, t types.Type) (any, error) {
	switch t.Kind {
	case types.KindBoolean:
		if b, ok := v.(bool); ok {
			return b, nil
		}
		return nil, classCast(v, "java.lang.Boolean")
	case types.KindInt:
		if n, ok := v.(sqljson.Number); ok && n.Int {
			if i, ok := n.Int32(); ok {
				return i, nil
			}
		}
		return nil, classCast(v, "java.lang.Integer")
	case types.KindDouble:
		// The generated code goes through BigDecimal: a JSON integer does not convert.
		if n, ok := v.(sqljson.Number); ok && !n.Int {
			return n.Float64(), nil
		}
		return nil, classCast(v, "java.math.BigDecimal")
	}
	switch x := v.(type) {
	case string:
		return x, nil
	default:
		return sqljson.JavaString(x), nil
	}
}

func classCast(v any, to string) error {
	from := sqljson.JavaClass(v)
	return &connector.Error{Class: "java.lang.ClassCastException", Msg: "class " + from + " cannot be cast to class " + to +
		" (" + from + " and " + to + " are in module java.base of loader 'bootstrap')"}
}

// jsonQueryKernel is JSON_QUERY(json, path, wrapper, empty, error).
func jsonQueryKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	text, path := stringsOf(args[0]), stringsOf(args[1])
	wrapper, onEmpty, onError := flagOf(c.Args[2]), flagOf(c.Args[3]), flagOf(c.Args[4])
	behave := func(kind string, err error) (string, bool, error) {
		switch kind {
		case "EMPTY_ARRAY":
			return "[]", true, nil
		case "EMPTY_OBJECT":
			return "{}", true, nil
		case "ERROR":
			return "", false, err
		}
		return "", false, nil
	}
	return checkedStringResult(k, "JSON_QUERY", args[:2], func(i int) (string, bool, error) {
		v, found, err := jsonContext(text.Value(i), path.Value(i))
		if errors.Is(err, ErrNotSupported) {
			return "", false, err
		}
		if err != nil {
			return behave(onError, jsonError(err))
		}
		if found {
			switch wrapper {
			case "WITH_UNCONDITIONAL_ARRAY":
				v = []any{v}
			case "WITH_CONDITIONAL_ARRAY":
				if _, ok := v.([]any); !ok {
					v = []any{v}
				}
			}
		}
		p, _ := sqljson.Compile(path.Value(i))
		switch {
		case !found || p.Lax && isScalarJSON(v):
			return behave(onEmpty, tableRuntimeError("Empty result of JSON_QUERY function is not allowed"))
		case isScalarJSON(v):
			return behave(onError, tableRuntimeError("Strict jsonpath mode requires array or object value, and the actual value is: ''"+sqljson.JavaString(v)+"''"))
		}
		return sqljson.JSON(v), true, nil
	})
}

// jsonExistsKernel is JSON_EXISTS(json, path [, error]): an exception gives the ON ERROR
// behaviour, FALSE by default.
func jsonExistsKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	text, path := stringsOf(args[0]), stringsOf(args[1])
	onError := "FALSE"
	if len(c.Args) > 2 {
		onError = flagOf(c.Args[2])
	}
	b := array.NewBooleanBuilder(k.alloc)
	defer b.Release()
	for i := range k.n {
		if text.IsNull(i) || path.IsNull(i) {
			b.AppendNull()
			continue
		}
		_, found, err := jsonContext(text.Value(i), path.Value(i))
		if err != nil {
			if errors.Is(err, ErrNotSupported) {
				return nil, err
			}
			switch onError {
			case "TRUE":
				b.Append(true)
			case "UNKNOWN":
				b.AppendNull()
			case "ERROR":
				return nil, jsonError(err)
			default:
				b.Append(false)
			}
			continue
		}
		b.Append(found)
	}
	return b.NewArray(), nil
}

func init() {
	registerKernels(map[plan.Op]kernel{
		"JSON_OBJECT": valueKernel(false, jsonObjectValue),
		"JSON_ARRAY":  valueKernel(false, jsonArrayValue),
		plan.OpJSON:   valueKernel(false, func(_ *plan.Call, vals []any) (any, error) { return vals[0], nil }),
		"JSON_STRING": valueKernel(true, jsonStringValue),
	})
}

// isJSONConstructor reports whether an operand is a JSON_OBJECT or JSON_ARRAY call, whose text
// Flink embeds as JSON rather than as a string.
func isJSONConstructor(e plan.Expr) bool {
	c, ok := e.(*plan.Call)
	return ok && (c.Op == "JSON_OBJECT" || c.Op == "JSON_ARRAY")
}

// jsonOf turns a SQL value of type t into a JSON value, as Flink's JSON functions serialize
// it: numbers as Java prints them, rows as objects by field name.
func jsonOf(t types.Type, v any) any {
	if v == nil {
		return nil
	}
	switch t.Kind {
	case types.KindBoolean:
		return v.(bool)
	case types.KindTinyInt, types.KindSmallInt, types.KindInt, types.KindBigInt:
		n, _ := integerValue(v)
		return sqljson.Number{Text: strconv.FormatInt(n, 10), Int: true, Verbatim: true}
	case types.KindArray:
		out := []any{}
		for _, e := range v.([]any) {
			out = append(out, jsonOf(t.ElemType(), e))
		}
		return out
	case types.KindMap:
		o := &sqljson.Object{}
		for _, e := range v.([]types.MapEntry) {
			o.Keys = append(o.Keys, e.Key.(string))
			o.Vals = append(o.Vals, jsonOf(t.ValueType(), e.Value))
		}
		return o
	case types.KindRow:
		o := &sqljson.Object{}
		for i, f := range t.Fields {
			o.Keys = append(o.Keys, f.Name)
			o.Vals = append(o.Vals, jsonOf(f.Type, v.([]any)[i]))
		}
		return o
	}
	if t.IsNumeric() {
		return sqljson.Number{Text: types.FormatValue(t, v), Verbatim: true}
	}
	if s, ok := v.(string); ok {
		return s
	}
	return types.FormatValue(t, v)
}

// jsonOperand is an operand of JSON_OBJECT or JSON_ARRAY as JSON: a nested constructor's text
// parsed back.
func jsonOperand(e plan.Expr, v any) (any, error) {
	if c, ok := e.(*plan.Call); ok && c.Op == plan.OpJSON && v != nil {
		// JSON(text): the text parsed, written back compactly.
		doc, err := sqljson.Parse(v.(string))
		if err != nil {
			return nil, notSupported("the message of Jackson's parser for JSON(text) whose text is not JSON")
		}
		return doc, nil
	}
	if isJSONConstructor(e) && v != nil {
		if doc, err := sqljson.Parse(v.(string)); err == nil {
			return doc, nil
		}
	}
	return jsonOf(e.Type(), v), nil
}

func jsonObjectValue(c *plan.Call, vals []any) (any, error) {
	absent := flagOf(c.Args[0]) == "ABSENT"
	o := &sqljson.Object{}
	for i := 1; i+1 < len(vals); i += 2 {
		if vals[i] == nil {
			return nil, tableRuntimeError("JSON_OBJECT requires a non-NULL key")
		}
		if vals[i+1] == nil && absent {
			continue
		}
		key := vals[i].(string)
		v, err := jsonOperand(c.Args[i+1], vals[i+1])
		if err != nil {
			return nil, err
		}
		if _, seen := o.Get(key); seen {
			for j, k := range o.Keys {
				if k == key {
					o.Vals[j] = v
				}
			}
			continue
		}
		o.Keys = append(o.Keys, key)
		o.Vals = append(o.Vals, v)
	}
	return sqljson.JSON(o), nil
}

func jsonArrayValue(c *plan.Call, vals []any) (any, error) {
	absent := flagOf(c.Args[0]) == "ABSENT"
	out := []any{}
	for i := 1; i < len(vals); i++ {
		if vals[i] == nil && absent {
			continue
		}
		v, err := jsonOperand(c.Args[i], vals[i])
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return sqljson.JSON(out), nil
}

func jsonStringValue(c *plan.Call, vals []any) (any, error) {
	if isJSONConstructor(c.Args[0]) {
		// Flink's JSON_STRING takes a JSON_OBJECT or JSON_ARRAY operand as raw JSON
		// (agg_json_objectagg_values).
		return vals[0], nil
	}
	return sqljson.JSON(jsonOf(c.Args[0].Type(), vals[0])), nil
}
