package exec

import (
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sqljson"
	"github.com/flinkpad/flinkpad/engine/types"
)

// String codecs: STR_TO_MAP, URL_ENCODE, URL_DECODE, SHA2, UNHEX, JSON_QUOTE, JSON_UNQUOTE,
// INET_ATON and INET_NTOA, after Flink's SqlFunctionUtils and runtime classes.

func init() {
	registerKernels(map[plan.Op]kernel{
		"STR_TO_MAP":   valueKernel(true, strToMapValue),
		"URL_ENCODE":   valueKernel(true, urlEncodeValue),
		"URL_DECODE":   valueKernel(true, urlDecodeValue),
		"SHA2":         valueKernel(true, sha2Value),
		"UNHEX":        valueKernel(true, unhexValue),
		"JSON_QUOTE":   valueKernel(true, jsonQuoteValue),
		"JSON_UNQUOTE": valueKernel(true, jsonUnquoteValue),
		"INET_ATON":    valueKernel(true, inetAtonValue),
		"INET_NTOA":    valueKernel(true, inetNtoaValue),
	})
}

// javaSplit is Java's String.split(regex, limit): a regex delimiter, no empty leading piece
// for a zero-width match at the start, and with limit 0 no trailing empty pieces.
func javaSplit(s string, re *regexp.Regexp, limit int) []string {
	if s == "" {
		return []string{""}
	}
	var out []string
	index := 0
	for _, m := range re.FindAllStringIndex(s, -1) {
		if limit > 0 && len(out) == limit-1 {
			break
		}
		if index == 0 && m[0] == 0 && m[1] == 0 {
			continue
		}
		out = append(out, s[index:m[0]])
		index = m[1]
	}
	if index == 0 && len(out) == 0 {
		return []string{s}
	}
	out = append(out, s[index:])
	if limit == 0 {
		for len(out) > 0 && out[len(out)-1] == "" {
			out = out[:len(out)-1]
		}
	}
	return out
}

// javaRegexps compiles Java split delimiters, once each.
var javaRegexps = &patterns{}

// strToMapValue is STR_TO_MAP(s [, listDelimiter, keyValueDelimiter]): both delimiters are
// regular expressions (',' and '=' by default); a pair without a value maps its key to NULL
// and a later pair wins.
func strToMapValue(c *plan.Call, vals []any) (any, error) {
	s := vals[0].(string)
	listDelim, kvDelim := ",", "="
	if len(vals) == 3 {
		listDelim, kvDelim = vals[1].(string), vals[2].(string)
	}
	if s == "" {
		return []types.MapEntry{}, nil
	}
	listRe, kvRe := javaRegexps.get(listDelim), javaRegexps.get(kvDelim)
	if listRe == nil || kvRe == nil {
		return nil, notSupported("a STR_TO_MAP delimiter that is no regular expression Go compiles")
	}
	var kv []any
	for _, pair := range javaSplit(s, listRe, 0) {
		parts := javaSplit(pair, kvRe, 2)
		if len(parts) < 2 {
			kv = append(kv, pair, nil)
			continue
		}
		kv = append(kv, parts[0], parts[1])
	}
	return mapOf(c.T.KeyType(), kv), nil
}

// urlEncodeValue is java.net.URLEncoder.encode(s, UTF-8): letters, digits and ".-*_" stay,
// a space becomes '+', every other byte %XX.
func urlEncodeValue(_ *plan.Call, vals []any) (any, error) {
	s := vals[0].(string)
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '.', c == '-', c == '*', c == '_':
			sb.WriteByte(c)
		case c == ' ':
			sb.WriteByte('+')
		default:
			fmt.Fprintf(&sb, "%%%02X", c)
		}
	}
	return sb.String(), nil
}

// urlDecodeValue is java.net.URLDecoder.decode(s, UTF-8): NULL for a malformed escape.
func urlDecodeValue(_ *plan.Call, vals []any) (any, error) {
	s := vals[0].(string)
	var out []byte
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '+':
			out = append(out, ' ')
		case '%':
			if i+2 >= len(s) {
				return nil, nil
			}
			b, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
			if err != nil {
				return nil, nil
			}
			out = append(out, byte(b))
			i += 2
		default:
			out = append(out, s[i])
		}
	}
	return strings.ToValidUTF8(string(out), "\uFFFD"), nil
}

// sha2Value is SHA2(s, bits) for 224, 256, 384 and 512 bits (0 reads as 256), as lower-case
// hex; NULL for another length.
func sha2Value(_ *plan.Call, vals []any) (any, error) {
	data := []byte(asBytes(vals[0]))
	bits, _ := integerValue(vals[1])
	var sum []byte
	switch bits {
	case 224:
		h := sha256.Sum224(data)
		sum = h[:]
	case 0, 256:
		h := sha256.Sum256(data)
		sum = h[:]
	case 384:
		h := sha512.Sum384(data)
		sum = h[:]
	case 512:
		h := sha512.Sum512(data)
		sum = h[:]
	default:
		return nil, nil
	}
	return hex.EncodeToString(sum), nil
}

// unhexValue is Flink's unhex: pairs of hex digits from the end; for an odd length the first
// digit is only checked and the first byte stays 0; NULL for a non-hex digit.
func unhexValue(_ *plan.Call, vals []any) (any, error) {
	s := vals[0].(string)
	digit := func(c byte) int {
		switch {
		case c >= '0' && c <= '9':
			return int(c - '0')
		case c >= 'a' && c <= 'f':
			return int(c-'a') + 10
		case c >= 'A' && c <= 'F':
			return int(c-'A') + 10
		}
		return -1
	}
	out := make([]byte, (len(s)+1)/2)
	i, j := len(s)-2, len(out)-1
	for i >= 0 {
		l, r := digit(s[i]), digit(s[i+1])
		if l < 0 || r < 0 {
			return nil, nil
		}
		out[j] = byte(l<<4 | r)
		i -= 2
		j--
	}
	if i == -1 && digit(s[0]) < 0 {
		return nil, nil
	}
	return out, nil
}

// jsonQuoteValue is Flink's JsonQuoteFunction: the text as a JSON string with quotes,
// backslashes and control characters escaped, '/' as \/ and every non-ASCII character as
// \uXXXX (UTF-16 units, lower-case hex).
func jsonQuoteValue(_ *plan.Call, vals []any) (any, error) {
	var sb strings.Builder
	sb.WriteByte('"')
	for _, u := range utf16.Encode([]rune(vals[0].(string))) {
		switch {
		case u == '"':
			sb.WriteString(`\"`)
		case u == '\\':
			sb.WriteString(`\\`)
		case u == '/':
			sb.WriteString(`\/`)
		case u == '\b':
			sb.WriteString(`\b`)
		case u == '\f':
			sb.WriteString(`\f`)
		case u == '\n':
			sb.WriteString(`\n`)
		case u == '\r':
			sb.WriteString(`\r`)
		case u == '\t':
			sb.WriteString(`\t`)
		case u < 0x20 || u > 0x7e:
			fmt.Fprintf(&sb, `\u%04x`, u)
		default:
			sb.WriteByte(byte(u))
		}
	}
	sb.WriteByte('"')
	return sb.String(), nil
}

// jsonUnquoteValue is Flink's JsonUnquoteFunction: a valid JSON string in quotes loses its
// quotes and escapes; any other text comes back as it is.
func jsonUnquoteValue(_ *plan.Call, vals []any) (any, error) {
	s := vals[0].(string)
	if len(s) < 2 || s[0] != '"' || s[len(s)-1] != '"' {
		return s, nil
	}
	v, err := sqljson.Parse(s)
	str, ok := v.(string)
	if err != nil || !ok || !utf8.ValidString(s) {
		return s, nil
	}
	return str, nil
}

// inetAtonValue is INET_ATON(ip): the IPv4 address as a number; 'a.b.c' and 'a.b' read the last
// part as the remaining bytes, as inet_aton does; NULL for text that is no address.
func inetAtonValue(_ *plan.Call, vals []any) (any, error) {
	parts := strings.Split(vals[0].(string), ".")
	if len(parts) < 1 || len(parts) > 4 {
		return nil, nil
	}
	var nums []uint64
	for _, p := range parts {
		if p == "" || strings.TrimLeft(p, "0123456789") != "" {
			return nil, nil
		}
		n, err := strconv.ParseUint(p, 10, 32)
		if err != nil {
			return nil, nil
		}
		nums = append(nums, n)
	}
	var v uint64
	for i, n := range nums[:len(nums)-1] {
		if n > 255 {
			return nil, nil
		}
		v |= n << (24 - 8*i)
	}
	last := nums[len(nums)-1]
	if last >= 1<<(8*(5-len(nums))) {
		return nil, nil
	}
	return int64(v | last), nil
}

// inetNtoaValue is INET_NTOA(n): the IPv4 address of a number in [0, 2^32), NULL otherwise.
func inetNtoaValue(_ *plan.Call, vals []any) (any, error) {
	n, _ := integerValue(vals[0])
	if n < 0 || n > 0xffffffff {
		return nil, nil
	}
	return fmt.Sprintf("%d.%d.%d.%d", n>>24&255, n>>16&255, n>>8&255, n&255), nil
}

func init() {
	registerKernels(map[plan.Op]kernel{
		"ENCODE": valueKernel(true, encodeCharsetValue),
		"DECODE": valueKernel(true, decodeCharsetValue),
	})
}

// charsetName is a Java charset name Flinkpad encodes: UTF-8, ISO-8859-1 and US-ASCII with
// their common aliases.
func charsetName(name string) (string, bool) {
	switch strings.ToUpper(name) {
	case "UTF-8", "UTF8":
		return "UTF-8", true
	case "ISO-8859-1", "ISO8859_1", "LATIN1", "ISO-LATIN-1":
		return "ISO-8859-1", true
	case "US-ASCII", "ASCII":
		return "US-ASCII", true
	}
	return "", false
}

// encodeCharsetValue is ENCODE(s, charset): Java's String.getBytes, which writes '?' for a character
// the charset lacks.
func encodeCharsetValue(_ *plan.Call, vals []any) (any, error) {
	cs, ok := charsetName(vals[1].(string))
	if !ok {
		return nil, notSupported("the charset " + strconv.Quote(vals[1].(string)) + " in ENCODE")
	}
	s := vals[0].(string)
	if cs == "UTF-8" {
		return []byte(s), nil
	}
	limit := rune(0xff)
	if cs == "US-ASCII" {
		limit = 0x7f
	}
	out := make([]byte, 0, len(s))
	for _, r := range s {
		if r > limit {
			r = '?'
		}
		out = append(out, byte(r))
	}
	return out, nil
}

// decodeCharsetValue is DECODE(bytes, charset): Java's new String(bytes, charset), which reads a
// malformed sequence as U+FFFD.
func decodeCharsetValue(_ *plan.Call, vals []any) (any, error) {
	cs, ok := charsetName(vals[1].(string))
	if !ok {
		return nil, notSupported("the charset " + strconv.Quote(vals[1].(string)) + " in DECODE")
	}
	b := vals[0].([]byte)
	if cs == "UTF-8" {
		return strings.ToValidUTF8(string(b), "\uFFFD"), nil
	}
	var sb strings.Builder
	for _, c := range b {
		if cs == "US-ASCII" && c > 0x7f {
			sb.WriteRune('\uFFFD')
			continue
		}
		sb.WriteRune(rune(c))
	}
	return sb.String(), nil
}
