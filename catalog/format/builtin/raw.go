package builtin

import (
	"bytes"
	"encoding/binary"
	"math"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/flinkpad/flinkpad/catalog/format"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/types"
)

// raw (flink-table-runtime's RawFormatFactory): a record is the bytes of one column. Strings
// are encoded in raw.charset (UTF-8 by default), numbers in raw.endianness (big-endian by
// default) at their width, BOOLEAN as one byte, binary strings as they are. With
// raw.line-delimiter a record holds several values, split on it and each written with it
// after. In a filesystem table each line is a record (format_raw_string,
// format_raw_int_endianness, format_raw_charset). Exactly one physical column
// (format_raw_two_columns_error).

func init() { format.Register(rawFactory{}) }

type rawFactory struct{}

func (rawFactory) Identifier() string { return "raw" }
func (rawFactory) Options() []string  { return []string{"endianness", "charset", "line-delimiter"} }

func (rawFactory) Create(options map[string]string, columns []format.Column) (format.Format, error) {
	f := &rawFormat{charset: "UTF-8", bigEndian: true}
	if v, ok := options["charset"]; ok {
		cs, ok := rawCharsets[strings.ToUpper(v)]
		if !ok {
			// Java knows many more charsets than these; naming one Flinkpad lacks is refused
			// rather than read as something else.
			return nil, flinkerr.NotSupported("'raw.charset' = '" + v + "'")
		}
		f.charset = cs
	}
	if v, ok := options["endianness"]; ok {
		switch strings.ToLower(v) {
		case "big-endian":
		case "little-endian":
			f.bigEndian = false
		default:
			return nil, newError(classValidation, "Unsupported endianness name: %s. Valid values of 'raw.endianness' option are 'big-endian' and 'little-endian'.", v)
		}
	}
	if v, ok := options["line-delimiter"]; ok {
		f.delim, f.hasDelim = v, true
	}
	if len(columns) != 1 {
		parts := make([]string, len(columns))
		for i, c := range columns {
			parts[i] = "`" + c.Name + "` " + c.Type.String()
		}
		return nil, newError(classValidation, "The 'raw' format only supports single physical column. However the defined schema contains multiple physical columns: [%s]", strings.Join(parts, ", "))
	}
	f.t = columns[0].Type
	switch f.t.Kind {
	case types.KindChar, types.KindVarChar, types.KindBinary, types.KindVarBinary, types.KindBoolean,
		types.KindTinyInt, types.KindSmallInt, types.KindInt, types.KindBigInt, types.KindFloat, types.KindDouble:
	default:
		return nil, newError(classValidation, "The 'raw' format doesn't supports '%s' as column type.", f.t)
	}
	return f, nil
}

// rawCharsets are the charsets Flinkpad encodes, by the names Java's Charset.forName takes.
var rawCharsets = map[string]string{
	"UTF-8": "UTF-8", "UTF8": "UTF-8",
	"UTF-16BE": "UTF-16BE", "UTF_16BE": "UTF-16BE", "UNICODEBIGUNMARKED": "UTF-16BE",
	"UTF-16LE": "UTF-16LE", "UTF_16LE": "UTF-16LE", "UNICODELITTLEUNMARKED": "UTF-16LE",
	"ISO-8859-1": "ISO-8859-1", "ISO8859_1": "ISO-8859-1", "LATIN1": "ISO-8859-1", "ISO_8859_1": "ISO-8859-1",
	"US-ASCII": "US-ASCII", "ASCII": "US-ASCII",
}

type rawFormat struct {
	t         types.Type
	charset   string
	bigEndian bool
	delim     string
	hasDelim  bool
}

func (*rawFormat) InsertOnly() bool { return true }

// byteOrder reads and appends numbers in one endianness.
type byteOrder interface {
	binary.ByteOrder
	binary.AppendByteOrder
}

func (f *rawFormat) order() byteOrder {
	if f.bigEndian {
		return binary.BigEndian
	}
	return binary.LittleEndian
}

func (f *rawFormat) Encode(dst []byte, kind types.RowKind, row []any) ([]byte, error) {
	if kind != types.Insert {
		return dst, formatError(classIllegalState, "format accepts inserts only, got %s", kind.ShortString())
	}
	if len(row) != 1 {
		return dst, formatError(classIllegalState, "raw: a row of %d columns", len(row))
	}
	if row[0] == nil {
		// The serializer gives no bytes for NULL, and the filesystem writer fails on them
		// (case format_raw_null_write).
		return dst, formatError(flinkerr.ClassTable, "Exception in writeRecord")
	}
	o := f.order()
	switch v := row[0].(type) {
	case string:
		dst = encodeCharset(dst, f.charset, v)
	case []byte:
		dst = append(dst, v...)
	case bool:
		b := byte(0)
		if v {
			b = 1
		}
		dst = append(dst, b)
	case int8:
		dst = append(dst, byte(v))
	case int16:
		dst = o.AppendUint16(dst, uint16(v))
	case int32:
		dst = o.AppendUint32(dst, uint32(v))
	case int64:
		dst = o.AppendUint64(dst, uint64(v))
	case float32:
		dst = o.AppendUint32(dst, math.Float32bits(v))
	case float64:
		dst = o.AppendUint64(dst, math.Float64bits(v))
	default:
		return dst, formatError(classIllegalState, "raw: a value of %T for %s", v, f.t)
	}
	if f.hasDelim {
		dst = encodeCharset(dst, f.charset, f.delim)
	}
	return dst, nil
}

func (f *rawFormat) Decode(record []byte, emit func(kind types.RowKind, row []any) error) error {
	if !f.hasDelim {
		v, err := f.value(record)
		if err != nil {
			return err
		}
		return emit(types.Insert, []any{v})
	}
	parts := strings.Split(decodeCharset(f.charset, record), f.delim)
	if n := len(parts); n > 0 && parts[n-1] == "" {
		parts = parts[:n-1] // the delimiter a serializer puts after each value
	}
	for _, p := range parts {
		v, err := f.value(encodeCharset(nil, f.charset, p))
		if err != nil {
			return err
		}
		if err := emit(types.Insert, []any{v}); err != nil {
			return err
		}
	}
	return nil
}

func (f *rawFormat) value(b []byte) (any, error) {
	size := func(n int, name string) error {
		if len(b) != n {
			return formatError("org.apache.flink.types.DeserializationException",
				"Size of data received for deserializing %s type is not %d.", name, n)
		}
		return nil
	}
	o := f.order()
	switch f.t.Kind {
	case types.KindChar, types.KindVarChar:
		return decodeCharset(f.charset, b), nil
	case types.KindBinary, types.KindVarBinary:
		return bytes.Clone(b), nil
	case types.KindBoolean:
		if err := size(1, "BOOLEAN"); err != nil {
			return nil, err
		}
		return b[0] != 0, nil
	case types.KindTinyInt:
		if err := size(1, "TINYINT"); err != nil {
			return nil, err
		}
		return int8(b[0]), nil
	case types.KindSmallInt:
		if err := size(2, "SMALLINT"); err != nil {
			return nil, err
		}
		return int16(o.Uint16(b)), nil
	case types.KindInt:
		if err := size(4, "INT"); err != nil {
			return nil, err
		}
		return int32(o.Uint32(b)), nil
	case types.KindBigInt:
		if err := size(8, "BIGINT"); err != nil {
			return nil, err
		}
		return int64(o.Uint64(b)), nil
	case types.KindFloat:
		if err := size(4, "FLOAT"); err != nil {
			return nil, err
		}
		return math.Float32frombits(o.Uint32(b)), nil
	case types.KindDouble:
		if err := size(8, "DOUBLE"); err != nil {
			return nil, err
		}
		return math.Float64frombits(o.Uint64(b)), nil
	default:
		return nil, formatError(classIllegalState, "'raw' format currently doesn't support type: %s", f.t)
	}
}

// encodeCharset appends s in the charset; a character it cannot hold is '?', as Java's
// String.getBytes replaces it.
func encodeCharset(dst []byte, charset, s string) []byte {
	switch charset {
	case "UTF-16BE", "UTF-16LE":
		for _, u := range utf16.Encode([]rune(s)) {
			if charset == "UTF-16BE" {
				dst = binary.BigEndian.AppendUint16(dst, u)
			} else {
				dst = binary.LittleEndian.AppendUint16(dst, u)
			}
		}
		return dst
	case "ISO-8859-1", "US-ASCII":
		limit := rune(0xff)
		if charset == "US-ASCII" {
			limit = 0x7f
		}
		for _, r := range s {
			if r > limit {
				r = '?'
			}
			dst = append(dst, byte(r))
		}
		return dst
	}
	return append(dst, s...)
}

// decodeCharset reads bytes in the charset; malformed input becomes U+FFFD, as Java's new
// String does (UTF-8 is kept as it is, as Flink's StringData.fromBytes keeps it).
func decodeCharset(charset string, b []byte) string {
	switch charset {
	case "UTF-16BE", "UTF-16LE":
		u := make([]uint16, 0, len(b)/2)
		for i := 0; i+1 < len(b); i += 2 {
			if charset == "UTF-16BE" {
				u = append(u, binary.BigEndian.Uint16(b[i:]))
			} else {
				u = append(u, binary.LittleEndian.Uint16(b[i:]))
			}
		}
		s := string(utf16.Decode(u))
		if len(b)%2 == 1 {
			s += string(utf8.RuneError)
		}
		return s
	case "ISO-8859-1", "US-ASCII":
		var sb strings.Builder
		for _, c := range b {
			if charset == "US-ASCII" && c > 0x7f {
				sb.WriteRune(utf8.RuneError)
				continue
			}
			sb.WriteRune(rune(c))
		}
		return sb.String()
	}
	return string(b)
}
