package types

import (
	"encoding/hex"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/apache/arrow-go/v18/arrow/decimal128"
)

// Formatting values as Flink prints them. There are three forms:
//
//   - FormatValue: how Row.toString prints a field. The print sink and
//     collected results (TableResult.collect, the conformance runner) show
//     rows this way: +I[1, foo, null, 2024-01-05T10:00, 1.0E-5].
//   - CastToString: the string CAST(v AS STRING) yields (TRUE, 2024-01-05
//     10:00:00.000, (1, a) for a ROW, NULL inside collections).
//   - FormatTableau: the SQL client's result table, which is CastToString in
//     Flink's "printing" mode (binary as x'0102') with <NULL> for NULL.

// FormatRow prints a row as Row.toString does: the kind's short string and
// the fields, "+I[1, foo]".
func FormatRow(kind RowKind, types []Type, values []any) string {
	b := make([]byte, 0, 64)
	b = append(b, kind.ShortString()...)
	b = appendFields(b, types, values)
	return string(b)
}

func appendFields(b []byte, types []Type, values []any) []byte {
	b = append(b, '[')
	for i, v := range values {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = AppendValue(b, types[i], v)
	}
	return append(b, ']')
}

// FormatValue prints one value as Row.toString prints a field of type t.
func FormatValue(t Type, v any) string { return string(AppendValue(nil, t, v)) }

// AppendValue appends FormatValue(t, v) to b.
func AppendValue(b []byte, t Type, v any) []byte {
	if v == nil {
		return append(b, "null"...)
	}
	switch t.Kind {
	case KindBoolean:
		return strconv.AppendBool(b, v.(bool))
	case KindTinyInt:
		return strconv.AppendInt(b, int64(v.(int8)), 10)
	case KindSmallInt:
		return strconv.AppendInt(b, int64(v.(int16)), 10)
	case KindInt:
		return strconv.AppendInt(b, int64(v.(int32)), 10)
	case KindBigInt:
		return strconv.AppendInt(b, v.(int64), 10)
	case KindFloat:
		return append(b, FormatFloat(v.(float32))...)
	case KindDouble:
		return append(b, FormatDouble(v.(float64))...)
	case KindDecimal:
		return append(b, FormatDecimal(v.(decimal128.Num), t.Scale)...)
	case KindChar, KindVarChar:
		return append(b, v.(string)...)
	case KindBinary, KindVarBinary:
		return appendSignedBytes(b, v.([]byte))
	case KindBitmap:
		return appendBitmapString(b, v.([]byte))
	case KindDate:
		return appendLocalDate(b, int64(v.(int32)))
	case KindTime:
		return appendLocalTime(b, int64(v.(int32))*1_000_000)
	case KindTimestamp:
		return appendLocalDateTime(b, v.(TimestampData))
	case KindTimestampLTZ:
		return appendInstant(b, v.(TimestampData))
	case KindIntervalYearMonth:
		return appendPeriod(b, v.(int32))
	case KindIntervalDayTime:
		return appendDuration(b, v.(int64))
	case KindArray:
		elems := v.([]any)
		b = append(b, '[')
		for i, e := range elems {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = AppendValue(b, t.ElemType(), e)
		}
		return append(b, ']')
	case KindMap, KindMultiset:
		entries := v.([]MapEntry)
		keyType, valueType := t.Elem[0], Int
		if t.Kind == KindMap {
			valueType = t.Elem[1]
		}
		b = append(b, '{')
		for i, idx := range javaHashMapOrder(keyType, entries) {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = AppendValue(b, keyType, entries[idx].Key)
			b = append(b, '=')
			b = AppendValue(b, valueType, entries[idx].Value)
		}
		return append(b, '}')
	case KindRow:
		b = append(b, "+I"...)
		return appendFields(b, t.Children(), v.([]any))
	}
	return append(b, "?"...)
}

// appendSignedBytes is Arrays.toString(byte[]): [1, -2].
func appendSignedBytes(b []byte, bs []byte) []byte {
	b = append(b, '[')
	for i, x := range bs {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = strconv.AppendInt(b, int64(int8(x)), 10)
	}
	return append(b, ']')
}

// CastToString is the value of CAST(v AS STRING) for a non-NULL v: what
// Flink's cast rules produce before any CHAR/VARCHAR length is applied.
// loc is the session time zone for TIMESTAMP_LTZ (nil is UTC).
func CastToString(t Type, v any, loc *time.Location) string {
	return string(appendCastString(nil, t, v, loc, false))
}

// FormatTableau is how the SQL client's tableau result mode prints a field:
// <NULL> for NULL, otherwise the cast to string in printing mode, where
// binary strings show as x'0102'.
func FormatTableau(t Type, v any, loc *time.Location) string {
	if v == nil {
		return "<NULL>"
	}
	return string(appendCastString(nil, t, v, loc, true))
}

func appendCastString(b []byte, t Type, v any, loc *time.Location, printing bool) []byte {
	switch t.Kind {
	case KindBoolean:
		if v.(bool) {
			return append(b, "TRUE"...)
		}
		return append(b, "FALSE"...)
	case KindTinyInt, KindSmallInt, KindInt, KindBigInt, KindFloat, KindDouble, KindChar, KindVarChar:
		return AppendValue(b, t, v)
	case KindDecimal:
		return append(b, FormatDecimalPlain(v.(decimal128.Num), t.Scale)...)
	case KindBinary, KindVarBinary:
		if printing {
			b = append(b, "x'"...)
			b = append(b, hex.EncodeToString(v.([]byte))...)
			return append(b, '\'')
		}
		return append(b, decodeUTF8Java(v.([]byte))...)
	case KindBitmap:
		return appendBitmapString(b, v.([]byte))
	case KindDate:
		return append(b, FormatDate(v.(int32))...)
	case KindTime:
		return append(b, FormatTime(v.(int32), t.Precision)...)
	case KindTimestamp:
		return append(b, FormatTimestamp(v.(TimestampData), t.Precision)...)
	case KindTimestampLTZ:
		return append(b, FormatTimestampLTZ(v.(TimestampData), t.Precision, loc)...)
	case KindIntervalYearMonth:
		return append(b, FormatIntervalYearMonth(v.(int32))...)
	case KindIntervalDayTime:
		return append(b, FormatIntervalDayTime(v.(int64))...)
	case KindArray:
		b = append(b, '[')
		for i, e := range v.([]any) {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = appendCastElem(b, t.ElemType(), e, loc, printing)
		}
		return append(b, ']')
	case KindMap, KindMultiset:
		keyType, valueType := t.Elem[0], Int
		if t.Kind == KindMap {
			valueType = t.Elem[1]
		}
		b = append(b, '{')
		for i, e := range v.([]MapEntry) {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = appendCastElem(b, keyType, e.Key, loc, printing)
			b = append(b, '=')
			b = appendCastElem(b, valueType, e.Value, loc, printing)
		}
		return append(b, '}')
	case KindRow:
		b = append(b, '(')
		for i, f := range v.([]any) {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = appendCastElem(b, t.Fields[i].Type, f, loc, printing)
		}
		return append(b, ')')
	}
	return append(b, "?"...)
}

func appendCastElem(b []byte, t Type, v any, loc *time.Location, printing bool) []byte {
	if v == nil {
		return append(b, "NULL"...)
	}
	return appendCastString(b, t, v, loc, printing)
}

// decodeUTF8Java is new String(bytes, UTF_8): every malformed byte
// becomes U+FFFD.
func decodeUTF8Java(bs []byte) string {
	if utf8.Valid(bs) {
		return string(bs)
	}
	var sb strings.Builder
	for len(bs) > 0 {
		r, size := utf8.DecodeRune(bs)
		sb.WriteRune(r) // RuneError for a bad byte, consuming one byte
		bs = bs[size:]
	}
	return sb.String()
}
