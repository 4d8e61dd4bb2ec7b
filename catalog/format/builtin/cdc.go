package builtin

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/format"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The json changelog formats of flink-json: debezium-json, canal-json, maxwell-json and
// ogg-json. Each reads a message as a JSON tree (JsonRowDataDeserializationSchema), picks its
// envelope's row images and operation, and emits rows of the kinds the operation means; each
// writes a changelog row as its envelope. The row images convert as the json format's fields
// do, with the json options the format shares (ignore-parse-errors, timestamp-format.standard,
// map-null-key.*, encode.*). Facts are from the format_* conformance cases.

// cdcShared are the json options every changelog format passes to its json converters.
var cdcShared = []string{
	"ignore-parse-errors", "timestamp-format.standard", "map-null-key.mode", "map-null-key.literal",
	"encode.decimal-as-plain-number", "encode.ignore-null-fields",
}

// envelope is one changelog format's message shape.
type envelope interface {
	// name is the format's name in its error messages: "Debezium", "Canal"...
	name() string
	// rows decodes a message's tree into rows and their kinds; msg is the message's text, for
	// errors.
	rows(f *cdcFormat, root *jvalue, msg string, emit func(types.RowKind, []any)) error
	// encode appends the message for one row of the given kind.
	encode(f *cdcFormat, dst []byte, kind types.RowKind, row []any) ([]byte, error)
}

type cdcFactory struct {
	id      string
	extra   []string // options beyond cdcShared
	newEnv  func(options map[string]string) (envelope, error)
	options []string
}

func newCDCFactory(id string, extra []string, newEnv func(map[string]string) (envelope, error)) *cdcFactory {
	return &cdcFactory{id: id, extra: extra, newEnv: newEnv, options: append(append([]string{}, cdcShared...), extra...)}
}

func init() {
	format.Register(newCDCFactory("debezium-json", []string{"schema-include"}, newDebezium))
	format.Register(newCDCFactory("canal-json", []string{"database.include", "table.include"}, newCanal))
	format.Register(newCDCFactory("maxwell-json", nil, func(map[string]string) (envelope, error) { return maxwell{}, nil }))
	format.Register(newCDCFactory("ogg-json", nil, func(map[string]string) (envelope, error) { return ogg{}, nil }))
}

func (f *cdcFactory) Identifier() string { return f.id }
func (f *cdcFactory) Options() []string  { return f.options }
func (*cdcFactory) Changelog() bool      { return true }

func (f *cdcFactory) Create(options map[string]string, columns []format.Column) (format.Format, error) {
	jopts := map[string]string{}
	for _, k := range cdcShared {
		if v, ok := options[k]; ok {
			jopts["json."+k] = v
		}
	}
	jf, err := newJSONFormat(jopts)
	if err != nil {
		return nil, err
	}
	jf.(*jsonFormat).nodeConverters = true
	env, err := f.newEnv(options)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(columns))
	ts := make([]types.Type, len(columns))
	for i, c := range columns {
		names[i], ts[i] = c.Name, c.Type
	}
	enc, err := jf.encoder(names, ts)
	if err != nil {
		return nil, err
	}
	dec, err := jf.decoder(names, ts)
	if err != nil {
		return nil, err
	}
	var writeErr error
	if f.id == "debezium-json" {
		writeErr = checkDebeziumWrite(options)
	}
	return &cdcFormat{id: f.id, env: env, writeErr: writeErr, enc: enc.(*jsonEncoder), dec: dec.(*jsonDecoder), names: names, types: ts,
		ignore: jf.(*jsonFormat).ignoreErrors}, nil
}

// cdcFormat is one table's changelog format.
type cdcFormat struct {
	id       string
	meta     []metaSpec // the metadata each row carries after the columns (cdc_metadata.go)
	env      envelope
	writeErr error
	enc      *jsonEncoder
	dec      *jsonDecoder
	names    []string
	types    []types.Type
	ignore   bool
}

func (*cdcFormat) InsertOnly() bool { return false }

// CheckWrite is the serializer's refusal of options it cannot write.
func (f *cdcFormat) CheckWrite() error { return f.writeErr }

func (f *cdcFormat) Encode(dst []byte, kind types.RowKind, row []any) ([]byte, error) {
	return f.env.encode(f, dst, kind, row)
}

// Decode reads one message. An empty one (a Kafka tombstone, an empty line) holds no row.
// Any failure is "Corrupt <name> JSON message '<message>'." around its cause, which the SQL
// client shows when it has a message of its own (a JSON syntax error, a field's conversion,
// an unknown operation); with ignore-parse-errors the message is skipped.
func (f *cdcFormat) Decode(record []byte, emit func(kind types.RowKind, row []any) error) error {
	if len(record) == 0 {
		return nil
	}
	type out struct {
		kind types.RowKind
		row  []any
	}
	var rows []out
	err := f.decodeTree(record, func(k types.RowKind, r []any) { rows = append(rows, out{k, r}) })
	if err != nil {
		if f.ignore {
			return nil
		}
		if hasMessage(err) {
			return err
		}
		return formatError(classIO, "Corrupt %s JSON message '%s'.", f.env.name(), record)
	}
	for _, r := range rows {
		if err := emit(r.kind, r.row); err != nil {
			return err
		}
	}
	return nil
}

func (f *cdcFormat) decodeTree(record []byte, emit func(types.RowKind, []any)) error {
	p := &jsonParser{s: string(record)}
	root, err := p.parse()
	if err != nil {
		return err
	}
	switch root.kind {
	case jNull:
		return errNoMessage // the row converter's null: a NullPointerException
	case jObj:
	default:
		return castError(root, "ObjectNode")
	}
	meta, err := f.metaValues(root)
	if err != nil {
		return err
	}
	if meta != nil {
		inner := emit
		emit = func(k types.RowKind, r []any) { inner(k, append(r, meta...)) }
	}
	return f.env.rows(f, root, string(record), emit)
}

// field is the value of an object's key, nil when missing; the last of duplicates, as
// Jackson's tree keeps it.
func (v *jvalue) field(key string) *jvalue {
	if v == nil || v.kind != jObj {
		return nil
	}
	for i := len(v.keys) - 1; i >= 0; i-- {
		if v.keys[i] == key {
			return &v.vals[i]
		}
	}
	return nil
}

const jacksonNodes = "org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.node."

// castError is the ClassCastException of the node converters' cast of a JSON tree node to the
// node class they expect (case format_debezium_after_not_object_error).
func castError(v *jvalue, want string) error {
	got := nodeClass(v)
	return formatError("java.lang.ClassCastException", "class %s%s cannot be cast to class %s%s (%s%s and %s%s are in unnamed module of loader 'app')",
		jacksonNodes, got, jacksonNodes, want, jacksonNodes, got, jacksonNodes, want)
}

// nodeClass is the Jackson node class a JSON value parses into: integers into IntNode,
// LongNode or BigIntegerNode by their size, other numbers into DoubleNode (case
// format_debezium_decimal_message_error).
func nodeClass(v *jvalue) string {
	switch v.kind {
	case jNull:
		return "NullNode"
	case jBool:
		return "BooleanNode"
	case jStr:
		return "TextNode"
	case jArr:
		return "ArrayNode"
	case jObj:
		return "ObjectNode"
	case jNum:
		if strings.ContainsAny(v.s, ".eE") {
			return "DoubleNode"
		}
		if _, err := strconv.ParseInt(v.s, 10, 32); err == nil {
			return "IntNode"
		}
		if _, err := strconv.ParseInt(v.s, 10, 64); err == nil {
			return "LongNode"
		}
		return "BigIntegerNode"
	default:
		panic("builtin: a JSON value of no kind")
	}
}

// hasMessage reports an error whose Java exception has a message, which the SQL client
// shows rather than the wrapper's.
func hasMessage(err error) bool {
	e, ok := err.(*connector.Error)
	return ok && e.Msg != ""
}

// isNull reports a missing or null value.
func (v *jvalue) isNull() bool { return v == nil || v.kind == jNull }

// image converts a row image, an object of the table's columns, or NULL for a missing or null
// one. A field that cannot be converted fails with its converter's error, or is NULL with
// ignore-parse-errors.
func (f *cdcFormat) image(v *jvalue) ([]any, error) {
	if v.isNull() {
		return nil, nil
	}
	if v.kind != jObj {
		return nil, castError(v, "ObjectNode")
	}
	row := make([]any, len(f.types))
	for i, n := range f.names {
		fv := v.field(n)
		if fv.isNull() {
			continue
		}
		x, err := f.dec.nullable(f.types[i], fv)
		if err != nil {
			if hasMessage(err) {
				return nil, err
			}
			return nil, formatError(classJSONParse, "Fail to deserialize at field: %s.", n)
		}
		row[i] = x
	}
	return row, nil
}

// text is a STRING field of the envelope (an op, a type), and whether it is there.
func text(v *jvalue) (string, bool) {
	if v.isNull() {
		return "", false
	}
	return v.text(), true
}

// appendImage writes a row image as the json format writes a row, or null.
func (f *cdcFormat) appendImage(dst []byte, row []any) ([]byte, error) {
	if row == nil {
		return append(dst, "null"...), nil
	}
	return f.enc.appendObject(dst, f.names, func(i int) types.Type { return f.types[i] }, row)
}

// appendBeforeAfter writes {"before":..,"after":..,"<opKey>":"<op>"}, the envelope of
// debezium-json and ogg-json; with encode.ignore-null-fields a null image is left out, as the
// envelope is written as a row of the json format (format_debezium_write_ignore_null_fields).
func (f *cdcFormat) appendBeforeAfter(dst []byte, before, after []any, opKey, op string) ([]byte, error) {
	dst = append(dst, '{')
	first := true
	for _, img := range []struct {
		name string
		row  []any
	}{{"before", before}, {"after", after}} {
		if img.row == nil && f.enc.f.ignoreNulls {
			continue
		}
		if !first {
			dst = append(dst, ',')
		}
		first = false
		dst = append(dst, `"`+img.name+`":`...)
		var err error
		if dst, err = f.appendImage(dst, img.row); err != nil {
			return dst, err
		}
	}
	if !first {
		dst = append(dst, ',')
	}
	return append(dst, `"`+opKey+`":"`+op+`"}`...), nil
}

// fullMatch compiles a Java Pattern.matches expression: the whole text must match.
func fullMatch(key, expr string) (*regexp.Regexp, error) {
	re, err := regexp.Compile(`^(?:` + expr + `)$`)
	if err != nil {
		return nil, newError(classValidation, "Invalid regular expression for '%s': %s", key, expr)
	}
	return re, nil
}
