package sqljson

import (
	"sort"
	"strconv"
	"strings"
	"unicode/utf16"
)

// JSON prints v as Jackson writes it for Flink: compact, with an object's keys sorted
// (ORDER_MAP_ENTRIES_BY_KEYS), strings escaped as Jackson escapes them, and decimals as Java's
// BigDecimal.toString.
func JSON(v any) string {
	var sb strings.Builder
	writeJSON(&sb, v)
	return sb.String()
}

func writeJSON(sb *strings.Builder, v any) {
	switch x := v.(type) {
	case nil:
		sb.WriteString("null")
	case bool:
		sb.WriteString(strconv.FormatBool(x))
	case string:
		Quote(sb, x)
	case Raw:
		sb.WriteString(string(x))
	case Number:
		sb.WriteString(x.String())
	case []any:
		sb.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				sb.WriteByte(',')
			}
			writeJSON(sb, e)
		}
		sb.WriteByte(']')
	case *Object:
		order := make([]int, len(x.Keys))
		for i := range order {
			order[i] = i
		}
		sort.SliceStable(order, func(a, b int) bool { return javaLess(x.Keys[order[a]], x.Keys[order[b]]) })
		sb.WriteByte('{')
		for n, i := range order {
			if n > 0 {
				sb.WriteByte(',')
			}
			Quote(sb, x.Keys[i])
			sb.WriteByte(':')
			writeJSON(sb, x.Vals[i])
		}
		sb.WriteByte('}')
	}
}

// Raw is JSON text written as it is, as Jackson writes a RawValue node (JSON_OBJECTAGG's
// values, which arrive as JSON text).
type Raw string

// javaLess compares strings as Java's String.compareTo does, by UTF-16 units.
func javaLess(a, b string) bool {
	ua, ub := utf16.Encode([]rune(a)), utf16.Encode([]rune(b))
	for i := 0; i < len(ua) && i < len(ub); i++ {
		if ua[i] != ub[i] {
			return ua[i] < ub[i]
		}
	}
	return len(ua) < len(ub)
}

// Quote writes s as a JSON string the way Jackson does: quotes, backslashes and control
// characters escaped, everything else, '/' and non-ASCII included, as it is.
func Quote(sb *strings.Builder, s string) {
	const hex = "0123456789ABCDEF"
	sb.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			sb.WriteByte('\\')
			sb.WriteByte(c)
		case c == '\n':
			sb.WriteString(`\n`)
		case c == '\r':
			sb.WriteString(`\r`)
		case c == '\t':
			sb.WriteString(`\t`)
		case c == '\b':
			sb.WriteString(`\b`)
		case c == '\f':
			sb.WriteString(`\f`)
		case c < 0x20:
			sb.WriteString(`\u00`)
			sb.WriteByte(hex[c>>4])
			sb.WriteByte(hex[c&15])
		default:
			sb.WriteByte(c)
		}
	}
	sb.WriteByte('"')
}

// String is the number as Java prints the value Jackson parsed: an integer in its canonical
// form, a decimal as BigDecimal.toString.
func (n Number) String() string {
	if n.Verbatim {
		return n.Text
	}
	if n.Int {
		if v, err := strconv.ParseInt(n.Text, 10, 64); err == nil {
			return strconv.FormatInt(v, 10)
		}
		return n.Text
	}
	return bigDecimalString(n.Text)
}

// bigDecimalString is Java's BigDecimal(text).toString(): the unscaled digits and the scale,
// in plain notation when the exponent is small, in scientific notation otherwise.
func bigDecimalString(text string) string {
	mant, exp := text, 0
	if i := strings.IndexAny(text, "eE"); i >= 0 {
		mant = text[:i]
		e, err := strconv.Atoi(strings.TrimPrefix(text[i+1:], "+"))
		if err != nil {
			return text
		}
		exp = e
	}
	neg := strings.HasPrefix(mant, "-")
	mant = strings.TrimPrefix(mant, "-")
	intPart, frac, _ := strings.Cut(mant, ".")
	digits := strings.TrimLeft(intPart+frac, "0")
	if digits == "" {
		digits = "0"
	}
	scale := len(frac) - exp
	adjusted := -scale + (len(digits) - 1)
	var out string
	switch {
	case scale >= 0 && adjusted >= -6:
		if scale == 0 {
			out = digits
		} else if len(digits) > scale {
			out = digits[:len(digits)-scale] + "." + digits[len(digits)-scale:]
		} else {
			out = "0." + strings.Repeat("0", scale-len(digits)) + digits
		}
	default:
		out = digits[:1]
		if len(digits) > 1 {
			out += "." + digits[1:]
		}
		out += "E"
		if adjusted >= 0 {
			out += "+"
		}
		out += strconv.Itoa(adjusted)
	}
	if neg && digits != "0" {
		out = "-" + out
	}
	return out
}

// JavaString is Java's toString of the parsed value, which Flink's messages quote: {k=v, k2=v2}
// for an object, [a, b] for an array, a string without quotes.
func JavaString(v any) string {
	var sb strings.Builder
	writeJava(&sb, v)
	return sb.String()
}

func writeJava(sb *strings.Builder, v any) {
	switch x := v.(type) {
	case nil:
		sb.WriteString("null")
	case bool:
		sb.WriteString(strconv.FormatBool(x))
	case string:
		sb.WriteString(x)
	case Number:
		sb.WriteString(x.String())
	case []any:
		sb.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				sb.WriteString(", ")
			}
			writeJava(sb, e)
		}
		sb.WriteByte(']')
	case *Object:
		sb.WriteByte('{')
		for i, k := range x.Keys {
			if i > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString(k)
			sb.WriteByte('=')
			writeJava(sb, x.Vals[i])
		}
		sb.WriteByte('}')
	}
}

// javaClass is the class Jackson parses v into, for Jayway's messages.
func javaClass(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case bool:
		return "java.lang.Boolean"
	case string:
		return "java.lang.String"
	case Number:
		if !x.Int {
			return "java.math.BigDecimal"
		}
		if v, err := strconv.ParseInt(x.Text, 10, 64); err == nil {
			if v == int64(int32(v)) {
				return "java.lang.Integer"
			}
			return "java.lang.Long"
		}
		return "java.math.BigInteger"
	case []any:
		return "java.util.ArrayList"
	case *Object:
		return "java.util.LinkedHashMap"
	}
	return "java.lang.Object"
}

// JavaClass is the Java class Jackson parses v into, for Java's messages.
func JavaClass(v any) string { return javaClass(v) }

// Int32 is the number as a Java Integer, if Jackson parses it into one.
func (n Number) Int32() (int32, bool) {
	v, err := strconv.ParseInt(n.Text, 10, 32)
	return int32(v), n.Int && err == nil
}

// Float64 is the number's double value.
func (n Number) Float64() float64 {
	f, _ := strconv.ParseFloat(n.Text, 64)
	return f
}
