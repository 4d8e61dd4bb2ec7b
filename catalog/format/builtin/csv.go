package builtin

import (
	"encoding/base64"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/types"
)

// The csv format: Flink's CsvFileFormatFactory, which writes and reads through Jackson's CSV
// module. Facts below are from the fs_* conformance cases recorded on Flink 2.3 (see csv_test.go).

// csvFormat holds the csv.* options.
type csvFormat struct {
	delim        rune
	quote        rune // -1 when csv.disable-quote-character is true
	escape       rune // -1 when unset
	arrayDelim   string
	nullLiteral  string
	hasNull      bool
	comments     bool
	ignoreErrors bool
	scientific   bool // csv.write-bigdecimal-in-scientific-notation, default true
}

func newCSVFormat(opts map[string]string) (rowFormat, error) {
	f := &csvFormat{delim: ',', quote: '"', escape: -1, arrayDelim: ";", scientific: true}
	_, hasQuote := opts["csv.quote-character"]
	disabled, err := boolOption(opts, "csv.disable-quote-character", false)
	if err != nil {
		return nil, err
	}
	if disabled && hasQuote {
		return nil, newError(classValidation, "Format cannot define a quote character and disabled quote character at the same time.")
	}
	char := func(key string, unescape bool) (rune, bool, error) {
		v, ok := opts[key]
		if !ok {
			return 0, false, nil
		}
		u := v
		if unescape {
			u = unescapeJava(v)
		}
		if utf8.RuneCountInString(u) != 1 {
			return 0, false, newError(classValidation, "Option '%s' must be a string with single character, but was: %s", key, v)
		}
		r, _ := utf8.DecodeRuneInString(u)
		return r, true, nil
	}
	if r, ok, err := char("csv.field-delimiter", true); err != nil {
		return nil, err
	} else if ok {
		f.delim = r
	}
	if r, ok, err := char("csv.array-element-delimiter", false); err != nil {
		return nil, err
	} else if ok {
		f.arrayDelim = string(r)
	}
	if r, ok, err := char("csv.quote-character", false); err != nil {
		return nil, err
	} else if ok {
		f.quote = r
	}
	if r, ok, err := char("csv.escape-character", false); err != nil {
		return nil, err
	} else if ok {
		f.escape = r
	}
	if disabled {
		f.quote = -1
	}
	f.nullLiteral, f.hasNull = opts["csv.null-literal"]
	if f.comments, err = boolOption(opts, "csv.allow-comments", false); err != nil {
		return nil, err
	}
	if f.ignoreErrors, err = boolOption(opts, "csv.ignore-parse-errors", false); err != nil {
		return nil, err
	}
	if f.scientific, err = boolOption(opts, "csv.write-bigdecimal-in-scientific-notation", true); err != nil {
		return nil, err
	}
	return f, nil
}

// boolOption reads a boolean option as Flink's ConfigOption<Boolean> does: true or false in any case.
func boolOption(opts map[string]string, key string, def bool) (bool, error) {
	v, ok := opts[key]
	if !ok {
		return def, nil
	}
	switch strings.ToLower(v) {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, newError(classIllegalArgument, "Unrecognized option for boolean: %s. Expected either true or false(case insensitive)", v)
}

// unescapeJava undoes the escapes of StringEscapeUtils.unescapeJava that matter for a
// delimiter: \t, \n, \r, \f, \b, \\, \' , \" and \uXXXX.
func unescapeJava(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 == len(s) {
			sb.WriteByte(c)
			continue
		}
		i++
		switch s[i] {
		case 't':
			sb.WriteByte('\t')
		case 'n':
			sb.WriteByte('\n')
		case 'r':
			sb.WriteByte('\r')
		case 'f':
			sb.WriteByte('\f')
		case 'b':
			sb.WriteByte('\b')
		case 'u':
			if i+4 < len(s) {
				if v, err := strconv.ParseUint(s[i+1:i+5], 16, 32); err == nil {
					sb.WriteRune(rune(v))
					i += 4
					continue
				}
			}
			sb.WriteString(`\u`)
		default:
			sb.WriteByte(s[i])
		}
	}
	return sb.String()
}

// csvSupported reports whether the csv format handles a type: CsvRowSchemaConverter accepts
// scalars, ARRAY of scalars and ROW of scalars, but no MAP or MULTISET (case fs_csv_map_unsupported_error) and no
// nesting of arrays or rows.
func csvSupported(t types.Type, nested bool) bool {
	switch t.Kind {
	case types.KindMap, types.KindMultiset, types.KindInvalid, types.KindBitmap:
		return false
	case types.KindArray:
		return !nested && csvSupported(t.ElemType(), true)
	case types.KindRow:
		if nested {
			return false
		}
		for _, f := range t.Fields {
			if !csvSupported(f.Type, true) {
				return false
			}
		}
	}
	return true
}

func csvCheckTypes(names []string, ts []types.Type) error {
	for i, t := range ts {
		if !csvSupported(t, false) {
			return newError(classIllegalArgument, "Unsupported type '%s' for field '%s'.", t, names[i])
		}
	}
	return nil
}

// --- writing ---

type csvEncoder struct {
	f       *csvFormat
	names   []string
	types   []types.Type
	minSafe rune
}

func (f *csvFormat) encoder(names []string, ts []types.Type) (encoder, error) {
	if err := csvCheckTypes(names, ts); err != nil {
		return nil, err
	}
	// Jackson's CsvEncoder quotes a string holding any character below the largest of the
	// separator, the quote character and the line feed, plus one: with the defaults every
	// character below '-' (so a space, '!', '#', '*', '+', '"', ','), which is why Flink writes
	// "Rubber Duck" quoted (cases seed_orders_rubber_insert, fs_csv_string_quoting).
	safe := max(f.delim, f.quote, '\n') + 1
	return &csvEncoder{f: f, names: names, types: ts, minSafe: safe}, nil
}

func (e *csvEncoder) appendRow(dst []byte, row []any) ([]byte, error) {
	for i, v := range row {
		if i > 0 {
			dst = utf8.AppendRune(dst, e.f.delim)
		}
		var err error
		if dst, err = e.appendField(dst, e.types[i], v); err != nil {
			return dst, err
		}
	}
	return append(dst, '\n'), nil
}

// appendField writes one column. Numbers and booleans are written bare; everything else is a
// string that may be quoted. NULL is the empty field, or csv.null-literal.
func (e *csvEncoder) appendField(dst []byte, t types.Type, v any) ([]byte, error) {
	if v == nil {
		return append(dst, e.f.nullLiteral...), nil
	}
	if s, bare := e.text(t, v); bare {
		return append(dst, s...), nil
	} else {
		return e.appendString(dst, s), nil
	}
}

// text is the text of a non-null value and whether Jackson writes it as a bare number.
func (e *csvEncoder) text(t types.Type, v any) (string, bool) {
	switch t.Kind {
	case types.KindBoolean:
		return strconv.FormatBool(v.(bool)), true
	case types.KindTinyInt, types.KindSmallInt, types.KindInt, types.KindBigInt,
		types.KindFloat, types.KindDouble, types.KindIntervalYearMonth, types.KindIntervalDayTime:
		return types.FormatValue(t, v), true
	case types.KindDecimal:
		return decimalText(v.(decimal128.Num), t.Scale, !e.f.scientific), true
	case types.KindChar, types.KindVarChar:
		return v.(string), false
	case types.KindBinary, types.KindVarBinary:
		return base64.StdEncoding.EncodeToString(v.([]byte)), false
	case types.KindDate:
		return types.FormatDate(v.(int32)), false
	case types.KindTime:
		return localTimeText(v.(int32)), false
	case types.KindTimestamp:
		return timestampText(v.(types.TimestampData), ' ', ""), false
	case types.KindTimestampLTZ:
		return timestampText(v.(types.TimestampData), ' ', "Z"), false
	case types.KindArray:
		return e.join(v.([]any), func(int) types.Type { return t.ElemType() }), false
	case types.KindRow:
		return e.join(v.([]any), func(i int) types.Type { return t.Fields[i].Type }), false
	}
	return types.FormatValue(t, v), false
}

// join writes the elements of an ARRAY or the fields of a ROW with the array element delimiter.
func (e *csvEncoder) join(vals []any, typeOf func(int) types.Type) string {
	var sb strings.Builder
	for i, x := range vals {
		if i > 0 {
			sb.WriteString(e.f.arrayDelim)
		}
		if x == nil {
			sb.WriteString(e.f.nullLiteral)
			continue
		}
		s, _ := e.text(typeOf(i), x)
		sb.WriteString(s)
	}
	return sb.String()
}

func (e *csvEncoder) needsQuotes(s string) bool {
	if e.f.quote < 0 {
		return false
	}
	for _, r := range s {
		if r < e.minSafe || r == e.f.quote || r == '\\' || r == e.f.escape {
			return true
		}
	}
	return false
}

func (e *csvEncoder) appendString(dst []byte, s string) []byte {
	if !e.needsQuotes(s) {
		return append(dst, s...)
	}
	q := e.f.quote
	dst = utf8.AppendRune(dst, q)
	for _, r := range s {
		if r == q {
			dst = utf8.AppendRune(dst, q) // doubled, also when an escape character is set (case fs_csv_format_options)
		}
		dst = utf8.AppendRune(dst, r)
	}
	return utf8.AppendRune(dst, q)
}

// csvOptions are CsvFormatFactory's optional options.
var csvOptions = []string{
	"field-delimiter", "disable-quote-character", "quote-character", "allow-comments", "ignore-parse-errors",
	"array-element-delimiter", "escape-character", "null-literal", "write-bigdecimal-in-scientific-notation",
}
