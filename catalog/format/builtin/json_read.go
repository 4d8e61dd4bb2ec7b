package builtin

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/flinkpad/flinkpad/engine/types"
)

// Reading json: each line is one JSON object; blank lines are skipped (case fs_json_read_blank_line). Fields are
// matched by name, unknown ones skipped, missing ones NULL (or an error with
// json.fail-on-missing-field). A field that cannot be converted fails the job with
// JsonParseException "Fail to deserialize at field: x." (cases fs_json_ignore_parse_errors,
// fs_json_read_timestamp_iso_error), or is NULL with
// json.ignore-parse-errors, which also skips lines that are not JSON.

type jsonDecoder struct {
	f     *jsonFormat
	names []string
	types []types.Type
	index map[string]int
}

func (f *jsonFormat) decoder(names []string, ts []types.Type) (decoder, error) {
	if err := jsonCheckTypes(ts); err != nil {
		return nil, err
	}
	idx := make(map[string]int, len(names))
	for i, n := range names {
		idx[n] = i
	}
	return &jsonDecoder{f: f, names: names, types: ts, index: idx}, nil
}

func (d *jsonDecoder) decode(data []byte, emit func(row []any) error) error {
	for len(data) > 0 {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		row, err := d.decodeLine(line)
		if err != nil {
			if d.f.ignoreErrors {
				continue
			}
			return err
		}
		if row == nil {
			continue
		}
		if err := emit(row); err != nil {
			return err
		}
	}
	return nil
}

func (d *jsonDecoder) decodeLine(line []byte) ([]any, error) {
	p := &jsonParser{s: string(line)}
	v, err := p.parse()
	if err != nil {
		return nil, err
	}
	switch v.kind {
	case jNull:
		return nil, nil
	case jObj:
	default:
		return nil, formatError("org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.JsonMappingException",
			"No content to map due to end-of-input\n at [Source: UNKNOWN; line: 1, column: 1]")
	}
	row := make([]any, len(d.types))
	cnt := 0
	for k, key := range v.keys {
		if cnt >= len(d.types) {
			break // Flink skips the rest of the object once it has seen as many known fields
		}
		i, ok := d.index[key]
		if !ok {
			continue
		}
		x, err := d.nullable(d.types[i], &v.vals[k])
		if err != nil {
			return nil, formatError(classJSONParse, "Fail to deserialize at field: %s.", key)
		}
		row[i] = x
		cnt++
	}
	if cnt < len(d.types) && d.f.failOnMissing {
		return nil, formatError(classJSONParse, "Some field is missing in the JSON data.")
	}
	return row, nil
}

func (d *jsonDecoder) nullable(t types.Type, v *jvalue) (any, error) {
	if v.kind == jNull {
		return nil, nil
	}
	x, err := d.convert(t, v)
	if err != nil && d.f.ignoreErrors {
		return nil, nil
	}
	return x, err
}

var errJSONValue = formatError(classIllegalState, "Illegal JSON data...")

func (d *jsonDecoder) convert(t types.Type, v *jvalue) (any, error) {
	text := v.text()
	switch t.Kind {
	case types.KindBoolean:
		if v.kind == jBool {
			return v.b, nil
		}
		return strings.EqualFold(javaTrim(text), "true"), nil
	case types.KindTinyInt, types.KindSmallInt, types.KindInt, types.KindBigInt,
		types.KindIntervalYearMonth, types.KindIntervalDayTime:
		return jsonInteger(t, v)
	case types.KindFloat:
		f, err := parseJavaFloat(javaTrim(text), 32)
		return float32(f), err
	case types.KindDouble:
		return parseJavaFloat(javaTrim(text), 64)
	case types.KindDecimal:
		s := text
		if v.kind == jStr {
			s = javaTrim(s)
		}
		n, null, err := parseJavaBigDecimal(s, t.Precision, t.Scale)
		if err != nil || null {
			return nil, err
		}
		return n, nil
	case types.KindChar, types.KindVarChar:
		return text, nil
	case types.KindBinary, types.KindVarBinary:
		return decodeBase64(text)
	case types.KindDate:
		if d.f.nodeConverters {
			return parseNodeDate(text)
		}
		if n, ok := parseDateISO(text, false); ok {
			return n, nil
		}
		return nil, parseErrAt(text, 0)
	case types.KindTime:
		if d.f.nodeConverters {
			return parseNodeTime(text)
		}
		return parseLocalTime(text, 3)
	case types.KindTimestamp, types.KindTimestampLTZ:
		sep, zone := byte(' '), ""
		if d.f.isoTimestamps {
			sep = 'T'
		}
		if t.Kind == types.KindTimestampLTZ {
			zone = "Z"
		}
		// Unlike csv, Flink's json reader keeps every fraction digit it reads, whatever the
		// column's precision (case fs_json_read_timestamp_sql: TIMESTAMP(6) shows .123456789).
		return parseTimestampText(text, sep, zone)
	case types.KindArray:
		if v.kind != jArr {
			return nil, errJSONValue
		}
		out := make([]any, len(v.arr))
		for i := range v.arr {
			x, err := d.nullable(t.ElemType(), &v.arr[i])
			if err != nil {
				return nil, err
			}
			out[i] = x
		}
		return out, nil
	case types.KindMap, types.KindMultiset:
		if v.kind != jObj {
			return nil, errJSONValue
		}
		valueType := types.Int
		if t.Kind == types.KindMap {
			valueType = t.ValueType()
		}
		out := make([]types.MapEntry, 0, len(v.keys))
		for i, k := range v.keys {
			x, err := d.nullable(valueType, &v.vals[i])
			if err != nil {
				return nil, err
			}
			out = append(out, types.MapEntry{Key: k, Value: x})
		}
		return out, nil
	case types.KindRow:
		if v.kind != jObj {
			return nil, errJSONValue
		}
		out := make([]any, len(t.Fields))
		for i, k := range v.keys {
			for j, fl := range t.Fields {
				if fl.Name == k {
					x, err := d.nullable(fl.Type, &v.vals[i])
					if err != nil {
						return nil, err
					}
					out[j] = x
				}
			}
		}
		return out, nil
	}
	return nil, formatError(classIllegalArgument, "Unsupported type: %s", t)
}

// jsonInteger converts JSON integers and floats (truncated, as Jackson's getIntValue does) and
// strings (Integer.parseInt of the trimmed text) to an integer type.
func jsonInteger(t types.Type, v *jvalue) (any, error) {
	bits := map[types.Kind]int{types.KindTinyInt: 8, types.KindSmallInt: 16, types.KindInt: 32,
		types.KindIntervalYearMonth: 32, types.KindBigInt: 64, types.KindIntervalDayTime: 64}[t.Kind]
	var n int64
	var err error
	if v.kind == jNum && (bits >= 32 || !strings.ContainsAny(v.s, ".eE")) {
		if n, err = strconv.ParseInt(v.s, 10, 64); err != nil {
			f, ferr := strconv.ParseFloat(v.s, 64)
			if ferr != nil || f >= 9.3e18 || f <= -9.3e18 {
				return nil, formatError(classIllegalArgument, "Numeric value (%s) out of range", v.s)
			}
			n = int64(f)
		}
		if lo, hi := int64(-1)<<(bits-1), int64(1)<<(bits-1)-1; n < lo || n > hi {
			return nil, formatError(classIllegalArgument, "Numeric value (%s) out of range", v.s)
		}
	} else if n, err = parseJavaInt(javaTrim(v.text()), bits); err != nil {
		return nil, err
	}
	switch bits {
	case 8:
		return int8(n), nil
	case 16:
		return int16(n), nil
	case 32:
		return int32(n), nil
	}
	return n, nil
}

// jvalue is a parsed JSON value; objects keep their keys in order, duplicates included.
type jvalue struct {
	kind jkind
	b    bool
	s    string // string content, or a number's literal text
	arr  []jvalue
	keys []string
	vals []jvalue
}

type jkind uint8

const (
	jNull jkind = iota
	jBool
	jNum
	jStr
	jArr
	jObj
)

// text is Jackson's getText for scalars and the compact JSON of objects and arrays, which is
// what a STRING column reads (case fs_json_read_string_from_object: {"k":1} and [1,2]).
func (v *jvalue) text() string {
	switch v.kind {
	case jNull:
		return "null"
	case jBool:
		return strconv.FormatBool(v.b)
	case jNum, jStr:
		return v.s
	}
	return string(v.appendJSON(nil))
}

func (v *jvalue) appendJSON(dst []byte) []byte {
	switch v.kind {
	case jStr:
		return appendJSONString(dst, v.s)
	case jArr:
		dst = append(dst, '[')
		for i := range v.arr {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = v.arr[i].appendJSON(dst)
		}
		return append(dst, ']')
	case jObj:
		dst = append(dst, '{')
		for i, k := range v.keys {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = appendJSONString(dst, k)
			dst = append(dst, ':')
			dst = v.vals[i].appendJSON(dst)
		}
		return append(dst, '}')
	}
	return append(dst, v.text()...)
}

const maxJSONDepth = 1000 // Jackson's default StreamReadConstraints.maxNestingDepth

// jsonParser is a strict JSON parser for one line.
type jsonParser struct {
	s     string
	i     int
	depth int
}

func (p *jsonParser) fail() error {
	tok := p.s[p.i:]
	if j := strings.IndexAny(tok, " \t,:{}[]\""); j > 0 {
		tok = tok[:j]
	}
	if tok == "" {
		return formatError("org.apache.flink.shaded.jackson2.com.fasterxml.jackson.core.io.JsonEOFException",
			"Unexpected end-of-input\n at [Source: UNKNOWN; line: 1, column: %d]", p.i+1)
	}
	return formatError("org.apache.flink.shaded.jackson2.com.fasterxml.jackson.core.JsonParseException",
		"Unrecognized token '%s': was expecting (JSON String, Number, Array, Object or token 'null', 'true' or 'false')\n at [Source: UNKNOWN; line: 1, column: %d]",
		tok, p.i+len(tok)+1)
}

func (p *jsonParser) parse() (*jvalue, error) {
	var v jvalue
	if err := p.value(&v); err != nil {
		return nil, err
	}
	// Jackson reads one value per line; what follows it is not looked at.
	return &v, nil
}

func (p *jsonParser) ws() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t' || p.s[p.i] == '\r' || p.s[p.i] == '\n') {
		p.i++
	}
}

func (p *jsonParser) value(v *jvalue) error {
	p.ws()
	if p.i >= len(p.s) {
		return p.fail()
	}
	switch c := p.s[p.i]; {
	case c == '{':
		return p.object(v)
	case c == '[':
		return p.array(v)
	case c == '"':
		s, err := p.str()
		*v = jvalue{kind: jStr, s: s}
		return err
	case c == 't' && strings.HasPrefix(p.s[p.i:], "true"):
		p.i += 4
		*v = jvalue{kind: jBool, b: true}
	case c == 'f' && strings.HasPrefix(p.s[p.i:], "false"):
		p.i += 5
		*v = jvalue{kind: jBool}
	case c == 'n' && strings.HasPrefix(p.s[p.i:], "null"):
		p.i += 4
		*v = jvalue{kind: jNull}
	case c == '-' || (c >= '0' && c <= '9'):
		start := p.i
		if c == '-' {
			p.i++
		}
		digits := func() int {
			n := 0
			for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
				p.i++
				n++
			}
			return n
		}
		if digits() == 0 {
			return p.fail()
		}
		if p.i < len(p.s) && p.s[p.i] == '.' {
			p.i++
			if digits() == 0 {
				return p.fail()
			}
		}
		if p.i < len(p.s) && (p.s[p.i] == 'e' || p.s[p.i] == 'E') {
			p.i++
			if p.i < len(p.s) && (p.s[p.i] == '+' || p.s[p.i] == '-') {
				p.i++
			}
			if digits() == 0 {
				return p.fail()
			}
		}
		*v = jvalue{kind: jNum, s: p.s[start:p.i]}
	default:
		return p.fail()
	}
	return nil
}

func (p *jsonParser) object(v *jvalue) error {
	if p.depth++; p.depth > maxJSONDepth {
		return formatError(classIllegalState, "Document nesting depth exceeds the maximum allowed (%d)", maxJSONDepth)
	}
	defer func() { p.depth-- }()
	p.i++ // {
	*v = jvalue{kind: jObj}
	p.ws()
	if p.i < len(p.s) && p.s[p.i] == '}' {
		p.i++
		return nil
	}
	for {
		p.ws()
		if p.i >= len(p.s) || p.s[p.i] != '"' {
			return p.fail()
		}
		k, err := p.str()
		if err != nil {
			return err
		}
		p.ws()
		if p.i >= len(p.s) || p.s[p.i] != ':' {
			return p.fail()
		}
		p.i++
		var x jvalue
		if err := p.value(&x); err != nil {
			return err
		}
		v.keys = append(v.keys, k)
		v.vals = append(v.vals, x)
		p.ws()
		if p.i < len(p.s) && p.s[p.i] == ',' {
			p.i++
			continue
		}
		if p.i < len(p.s) && p.s[p.i] == '}' {
			p.i++
			return nil
		}
		return p.fail()
	}
}

func (p *jsonParser) array(v *jvalue) error {
	if p.depth++; p.depth > maxJSONDepth {
		return formatError(classIllegalState, "Document nesting depth exceeds the maximum allowed (%d)", maxJSONDepth)
	}
	defer func() { p.depth-- }()
	p.i++ // [
	*v = jvalue{kind: jArr}
	p.ws()
	if p.i < len(p.s) && p.s[p.i] == ']' {
		p.i++
		return nil
	}
	for {
		var x jvalue
		if err := p.value(&x); err != nil {
			return err
		}
		v.arr = append(v.arr, x)
		p.ws()
		if p.i < len(p.s) && p.s[p.i] == ',' {
			p.i++
			continue
		}
		if p.i < len(p.s) && p.s[p.i] == ']' {
			p.i++
			return nil
		}
		return p.fail()
	}
}

func (p *jsonParser) str() (string, error) {
	p.i++ // opening quote
	var sb strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			p.i++
			return sb.String(), nil
		case c == '\\':
			if p.i+1 >= len(p.s) {
				return "", p.fail()
			}
			e := p.s[p.i+1]
			p.i += 2
			switch e {
			case '"', '\\', '/':
				sb.WriteByte(e)
			case 'b':
				sb.WriteByte('\b')
			case 'f':
				sb.WriteByte('\f')
			case 'n':
				sb.WriteByte('\n')
			case 'r':
				sb.WriteByte('\r')
			case 't':
				sb.WriteByte('\t')
			case 'u':
				r, ok := p.hex4()
				if !ok {
					return "", p.fail()
				}
				if utf16.IsSurrogate(r) && strings.HasPrefix(p.s[p.i:], `\u`) {
					save := p.i
					p.i += 2
					if r2, ok := p.hex4(); ok {
						if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
							sb.WriteRune(d)
							continue
						}
					}
					p.i = save
				}
				sb.WriteRune(r)
			default:
				return "", p.fail()
			}
		case c < 0x20:
			return "", p.fail()
		default:
			sb.WriteByte(c)
			p.i++
		}
	}
	return "", p.fail()
}

func (p *jsonParser) hex4() (rune, bool) {
	if p.i+4 > len(p.s) {
		return 0, false
	}
	n, err := strconv.ParseUint(p.s[p.i:p.i+4], 16, 32)
	if err != nil {
		return 0, false
	}
	p.i += 4
	return rune(n), true
}
