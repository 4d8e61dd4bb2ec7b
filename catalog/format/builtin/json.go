package builtin

import (
	"encoding/base64"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/types"
)

// The json format: Flink's JsonFormatFactory, one JSON object per line, written by
// RowDataToJsonConverters and Jackson, read by JsonParserToRowDataConverters. Facts below are
// from the fs_json_* conformance cases recorded on Flink 2.3 (see json_test.go).

type jsonFormat struct {
	failOnMissing bool
	ignoreErrors  bool
	isoTimestamps bool   // json.timestamp-format.standard = ISO-8601
	nullKeyMode   string // FAIL, DROP or LITERAL
	nullKeyLit    string
	plainDecimals bool // json.encode.decimal-as-plain-number
	ignoreNulls   bool // json.encode.ignore-null-fields
	// nodeConverters reads dates and times as JsonToRowDataConverters does, the converters of
	// the JSON tree the changelog formats read (cdc.go): a DATE is ISO_LOCAL_DATE, a TIME needs
	// its seconds.
	nodeConverters bool
}

func newJSONFormat(opts map[string]string) (rowFormat, error) {
	f := &jsonFormat{nullKeyMode: "FAIL", nullKeyLit: "null"}
	var err error
	for _, b := range []struct {
		key string
		dst *bool
	}{
		{"json.fail-on-missing-field", &f.failOnMissing},
		{"json.ignore-parse-errors", &f.ignoreErrors},
		{"json.encode.decimal-as-plain-number", &f.plainDecimals},
		{"json.encode.ignore-null-fields", &f.ignoreNulls},
	} {
		if *b.dst, err = boolOption(opts, b.key, false); err != nil {
			return nil, err
		}
	}
	if f.failOnMissing && f.ignoreErrors {
		return nil, newError(classValidation, "fail-on-missing-field and ignore-parse-errors shouldn't both be true.")
	}
	if v, ok := opts["json.timestamp-format.standard"]; ok {
		switch v {
		case "SQL":
		case "ISO-8601":
			f.isoTimestamps = true
		default:
			return nil, newError(classValidation, "Unsupported value '%s' for timestamp-format.standard. Supported values are [SQL, ISO-8601].", v)
		}
	}
	if v, ok := opts["json.map-null-key.mode"]; ok {
		switch strings.ToUpper(v) {
		case "FAIL", "DROP", "LITERAL":
			f.nullKeyMode = strings.ToUpper(v)
		default:
			return nil, newError(classValidation, "Unsupported value '%s' for option map-null-key.mode. Supported values are [LITERAL, FAIL, DROP].", v)
		}
	}
	if v, ok := opts["json.map-null-key.literal"]; ok {
		f.nullKeyLit = v
	}
	return f, nil
}

// jsonCheckTypes rejects MAP keys that are not strings, as both converters do, and BITMAPs.
func jsonCheckTypes(ts []types.Type) error {
	for _, t := range ts {
		switch t.Kind {
		case types.KindBitmap:
			// Neither converter has a BITMAP case (case bitmap_error_json).
			return newError("java.lang.UnsupportedOperationException", "Not support to parse type: %s", t)
		case types.KindMap, types.KindMultiset:
			if !t.Elem[0].IsCharString() {
				return newError("java.lang.UnsupportedOperationException",
					"JSON format doesn't support non-string as key type of map. The type is: %s", t)
			}
		}
		if err := jsonCheckTypes(t.Children()); err != nil {
			return err
		}
	}
	return nil
}

// --- writing ---

type jsonEncoder struct {
	f     *jsonFormat
	names []string
	types []types.Type
}

func (f *jsonFormat) encoder(names []string, ts []types.Type) (encoder, error) {
	if err := jsonCheckTypes(ts); err != nil {
		return nil, err
	}
	return &jsonEncoder{f: f, names: names, types: ts}, nil
}

func (e *jsonEncoder) appendRow(dst []byte, row []any) ([]byte, error) {
	dst, err := e.appendObject(dst, e.names, func(i int) types.Type { return e.types[i] }, row)
	return append(dst, '\n'), err
}

// appendObject writes fields in schema order, NULL as null (omitted with
// json.encode.ignore-null-fields).
func (e *jsonEncoder) appendObject(dst []byte, names []string, typeOf func(int) types.Type, vals []any) ([]byte, error) {
	dst = append(dst, '{')
	first := true
	for i, v := range vals {
		if v == nil && e.f.ignoreNulls {
			continue
		}
		if !first {
			dst = append(dst, ',')
		}
		first = false
		dst = appendJSONString(dst, names[i])
		dst = append(dst, ':')
		var err error
		if dst, err = e.appendValue(dst, typeOf(i), v); err != nil {
			return dst, err
		}
	}
	return append(dst, '}'), nil
}

func (e *jsonEncoder) appendValue(dst []byte, t types.Type, v any) ([]byte, error) {
	if v == nil {
		return append(dst, "null"...), nil
	}
	sep := byte(' ')
	if e.f.isoTimestamps {
		sep = 'T'
	}
	switch t.Kind {
	case types.KindBoolean, types.KindTinyInt, types.KindSmallInt, types.KindInt, types.KindBigInt,
		types.KindIntervalYearMonth, types.KindIntervalDayTime:
		return types.AppendValue(dst, t, v), nil
	case types.KindFloat, types.KindDouble:
		s := types.FormatValue(t, v)
		var f float64
		if t.Kind == types.KindFloat {
			f = float64(v.(float32))
		} else {
			f = v.(float64)
		}
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return appendJSONString(dst, s), nil // Jackson quotes non-numeric numbers
		}
		return append(dst, s...), nil
	case types.KindDecimal:
		return append(dst, decimalText(v.(decimal128.Num), t.Scale, e.f.plainDecimals)...), nil
	case types.KindChar, types.KindVarChar:
		return appendJSONString(dst, v.(string)), nil
	case types.KindBinary, types.KindVarBinary:
		return appendJSONString(dst, base64.StdEncoding.EncodeToString(v.([]byte))), nil
	case types.KindDate:
		return appendJSONString(dst, types.FormatDate(v.(int32))), nil
	case types.KindTime:
		return appendJSONString(dst, localTimeText(v.(int32))), nil
	case types.KindTimestamp:
		return appendJSONString(dst, timestampText(v.(types.TimestampData), sep, "")), nil
	case types.KindTimestampLTZ:
		return appendJSONString(dst, timestampText(v.(types.TimestampData), sep, "Z")), nil
	case types.KindArray:
		dst = append(dst, '[')
		for i, x := range v.([]any) {
			if i > 0 {
				dst = append(dst, ',')
			}
			var err error
			if dst, err = e.appendValue(dst, t.ElemType(), x); err != nil {
				return dst, err
			}
		}
		return append(dst, ']'), nil
	case types.KindMap, types.KindMultiset:
		valueType := types.Int.AsNotNull()
		if t.Kind == types.KindMap {
			valueType = t.ValueType()
		}
		dst = append(dst, '{')
		first := true
		for _, me := range v.([]types.MapEntry) {
			key, ok := me.Key.(string)
			if me.Key == nil {
				switch e.f.nullKeyMode {
				case "DROP":
					continue
				case "LITERAL":
					key, ok = e.f.nullKeyLit, true
				default:
					return dst, formatError(classRuntime, "JSON format doesn't support to serialize map data with null keys. "+
						"You can drop null key entries or encode null in literals by specifying map-null-key.mode option.")
				}
			}
			if !ok {
				key = types.FormatValue(t.KeyType(), me.Key)
			}
			if !first {
				dst = append(dst, ',')
			}
			first = false
			dst = appendJSONString(dst, key)
			dst = append(dst, ':')
			var err error
			if dst, err = e.appendValue(dst, valueType, me.Value); err != nil {
				return dst, err
			}
		}
		return append(dst, '}'), nil
	case types.KindRow:
		names := make([]string, len(t.Fields))
		for i, fl := range t.Fields {
			names[i] = fl.Name
		}
		return e.appendObject(dst, names, func(i int) types.Type { return t.Fields[i].Type }, v.([]any))
	}
	return appendJSONString(dst, types.FormatValue(t, v)), nil
}

const hexDigits = "0123456789ABCDEF"

// appendJSONString writes a string as Jackson does: \" and \\, the short escapes \b \t \n \f
// \r, other control characters as \u00XX in upper case, everything else (DEL, '/', non-ASCII)
// as is (case fs_json_string_escapes).
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			dst = utf8.AppendRune(dst, r) // a bad byte becomes U+FFFD, as a Java string would hold
			i += size
			continue
		}
		switch {
		case c == '"' || c == '\\':
			dst = append(dst, '\\', c)
		case c == '\b':
			dst = append(dst, '\\', 'b')
		case c == '\t':
			dst = append(dst, '\\', 't')
		case c == '\n':
			dst = append(dst, '\\', 'n')
		case c == '\f':
			dst = append(dst, '\\', 'f')
		case c == '\r':
			dst = append(dst, '\\', 'r')
		case c < 0x20:
			dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&15])
		default:
			dst = append(dst, c)
		}
		i++
	}
	return append(dst, '"')
}

// jsonOptions are JsonFormatFactory's optional options.
var jsonOptions = []string{
	"fail-on-missing-field", "ignore-parse-errors", "timestamp-format.standard", "map-null-key.mode",
	"map-null-key.literal", "encode.decimal-as-plain-number", "encode.ignore-null-fields", "decode.json-parser.enabled",
}
