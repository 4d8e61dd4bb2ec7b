package exec

import (
	"crypto/rand"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf16"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// The string functions of Flink's runtime classes (functions.scalar) and SqlFunctionUtils:
// SPLIT, STARTSWITH, ENDSWITH, BTRIM, TRANSLATE, ELT, IS_ALPHA, IS_DIGIT, IS_DECIMAL, the
// REGEXP_* family, PARSE_URL and UUID. They count characters as Java's String does, in UTF-16
// units, which differ from code points only outside the Basic Multilingual Plane.

func init() {
	registerKernels(map[plan.Op]kernel{
		"SPLIT":              valueKernel(true, splitValue),
		"STARTSWITH":         valueKernel(true, affixValue),
		"ENDSWITH":           valueKernel(true, affixValue),
		"BTRIM":              valueKernel(true, btrimValue),
		"TRANSLATE":          valueKernel(true, translateValue),
		"ELT":                valueKernel(false, eltValue),
		"IS_ALPHA":           valueKernel(false, charClassValue),
		"IS_DIGIT":           valueKernel(false, charClassValue),
		"IS_DECIMAL":         valueKernel(false, charClassValue),
		"REGEXP_COUNT":       regexpValueKernel(regexpCount),
		"REGEXP_EXTRACT_ALL": regexpValueKernel(regexpExtractAll),
		"REGEXP_INSTR":       regexpValueKernel(regexpInstr),
		"REGEXP_SUBSTR":      regexpValueKernel(regexpSubstr),
		"PARSE_URL":          valueKernel(true, parseURLValue),
		"UUID":               valueKernel(false, uuidValue),
	})
}

func splitValue(_ *plan.Call, vals []any) (any, error) {
	s, delim := vals[0].(string), vals[1].(string)
	var parts []any
	if delim == "" {
		for _, u := range utf16.Encode([]rune(s)) {
			parts = append(parts, string(utf16.Decode([]uint16{u})))
		}
		return append([]any{}, parts...), nil
	}
	for _, p := range strings.Split(s, delim) {
		parts = append(parts, p)
	}
	return parts, nil
}

func affixValue(c *plan.Call, vals []any) (any, error) {
	s, affix := asBytes(vals[0]), asBytes(vals[1])
	if c.Op == "STARTSWITH" {
		return strings.HasPrefix(s, affix), nil
	}
	return strings.HasSuffix(s, affix), nil
}

func asBytes(v any) string {
	if b, ok := v.([]byte); ok {
		return string(b)
	}
	return v.(string)
}

// btrimValue is BTRIM(s [, chars]): the characters of chars (a space by default) removed from
// both ends.
func btrimValue(_ *plan.Call, vals []any) (any, error) {
	chars := " "
	if len(vals) > 1 {
		chars = vals[1].(string)
	}
	return strings.Trim(vals[0].(string), chars), nil
}

// translateValue is TRANSLATE(s, from, to): each character of from becomes the character at
// its place in to, or goes when to is shorter; the first occurrence in from counts.
func translateValue(_ *plan.Call, vals []any) (any, error) {
	s, from, to := vals[0].(string), []rune(vals[1].(string)), []rune(vals[2].(string))
	if len(from) == 0 {
		return s, nil
	}
	mapping := map[rune]rune{}
	for i, r := range from {
		if _, seen := mapping[r]; seen {
			continue
		}
		if i < len(to) {
			mapping[r] = to[i]
		} else {
			mapping[r] = -1
		}
	}
	var sb strings.Builder
	for _, r := range s {
		m, ok := mapping[r]
		switch {
		case !ok:
			sb.WriteRune(r)
		case m >= 0:
			sb.WriteRune(m)
		}
	}
	return sb.String(), nil
}

// eltValue is ELT(n, s1, s2, ...): the n-th string, NULL when n is NULL or out of range.
func eltValue(_ *plan.Call, vals []any) (any, error) {
	n, ok := integerValue(vals[0])
	if !ok || n < 1 || n >= int64(len(vals)) {
		return nil, nil
	}
	return vals[n], nil
}

// charClassValue is IS_ALPHA, IS_DIGIT and IS_DECIMAL: false for NULL and the empty string.
func charClassValue(c *plan.Call, vals []any) (any, error) {
	s, ok := vals[0].(string)
	if !ok || s == "" {
		return false, nil
	}
	switch c.Op {
	case "IS_ALPHA":
		for _, r := range s {
			if !unicode.IsLetter(r) {
				return false, nil
			}
		}
		return true, nil
	case "IS_DIGIT":
		for _, r := range s {
			if !unicode.IsDigit(r) {
				return false, nil
			}
		}
		return true, nil
	}
	return isJavaDecimal(s), nil
}

// javaDecimal is compiled when first used, not at init.
var (
	javaDecimalOnce sync.Once
	javaDecimal     *regexp.Regexp
)

// isJavaDecimal is SqlFunctionUtils.isDecimal: text Java's BigDecimal parses, plain digits with
// an optional sign and point, as commons-lang's NumberUtils.isNumber checks it.
func isJavaDecimal(s string) bool {
	javaDecimalOnce.Do(func() { javaDecimal = regexp.MustCompile(`^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$`) })
	return javaDecimal.MatchString(s)
}

// regexpValueKernel makes a kernel of a regular-expression function: NULL for a NULL operand
// or a pattern that does not compile.
func regexpValueKernel(f func(re *regexp.Regexp, s string, vals []any) any) kernel {
	var ps patterns
	return valueKernel(true, func(_ *plan.Call, vals []any) (any, error) {
		re := ps.get(vals[1].(string))
		if re == nil {
			return nil, nil
		}
		return f(re, vals[0].(string), vals), nil
	})
}

func regexpCount(re *regexp.Regexp, s string, _ []any) any {
	return int32(len(javaFindAll(re, s)))
}

// javaFindAll is the matches Java's Matcher.find loop meets: Go's, plus the empty match Java
// finds right after a non-empty one (a* over "aaa" matches "aaa", then "" at the end), which Go
// leaves out.
func javaFindAll(re *regexp.Regexp, s string) [][]int {
	var out [][]int
	ms := re.FindAllStringSubmatchIndex(s, -1)
	for i, m := range ms {
		out = append(out, m)
		end := m[1]
		if m[0] == end || (i+1 < len(ms) && ms[i+1][0] == end) {
			continue
		}
		if e := re.FindStringSubmatchIndex(s[end:]); e != nil && e[0] == 0 && e[1] == 0 {
			for j := range e {
				if e[j] >= 0 {
					e[j] += end
				}
			}
			out = append(out, e)
		}
	}
	return out
}

// regexpExtractAll is REGEXP_EXTRACT_ALL(s, pattern [, group]): every match's group (1 by
// default), NULL when the pattern has no such group.
func regexpExtractAll(re *regexp.Regexp, s string, vals []any) any {
	group := int64(1)
	if len(vals) > 2 {
		group, _ = integerValue(vals[2])
	}
	if group < 0 || group > int64(re.NumSubexp()) {
		return nil
	}
	out := []any{}
	for _, m := range javaFindAll(re, s) {
		if m[2*group] < 0 {
			out = append(out, nil)
			continue
		}
		out = append(out, s[m[2*group]:m[2*group+1]])
	}
	return out
}

// regexpInstr is REGEXP_INSTR(s, pattern): the 1-based character position of the first match,
// 0 for none.
func regexpInstr(re *regexp.Regexp, s string, _ []any) any {
	loc := re.FindStringIndex(s)
	if loc == nil {
		return int32(0)
	}
	return int32(len(utf16.Encode([]rune(s[:loc[0]]))) + 1)
}

func regexpSubstr(re *regexp.Regexp, s string, _ []any) any {
	loc := re.FindStringIndex(s)
	if loc == nil {
		return nil
	}
	return s[loc[0]:loc[1]]
}

// parseURLValue is PARSE_URL(url, part [, key]) as java.net.URL parses the URL: NULL for text
// that is no URL, an unknown part or a missing key.
func parseURLValue(_ *plan.Call, vals []any) (any, error) {
	u, err := url.Parse(vals[0].(string))
	if err != nil || u.Scheme == "" || u.Opaque != "" {
		return nil, nil
	}
	query := u.RawQuery
	hasQuery := u.ForceQuery || query != "" || strings.Contains(vals[0].(string), "?")
	part := vals[1].(string)
	if len(vals) > 2 {
		if part != "QUERY" || !hasQuery {
			return nil, nil
		}
		key := vals[2].(string)
		for _, kv := range strings.Split(query, "&") {
			if k, v, ok := strings.Cut(kv, "="); ok && k == key {
				return v, nil
			}
		}
		return nil, nil
	}
	authority := u.Host
	if u.User != nil {
		authority = u.User.String() + "@" + authority
	}
	switch part {
	case "HOST":
		return u.Hostname(), nil
	case "PATH":
		return u.EscapedPath(), nil
	case "QUERY":
		if !hasQuery {
			return nil, nil
		}
		return query, nil
	case "REF":
		if u.Fragment == "" && !strings.Contains(vals[0].(string), "#") {
			return nil, nil
		}
		return u.EscapedFragment(), nil
	case "PROTOCOL":
		return u.Scheme, nil
	case "FILE":
		if hasQuery {
			return u.EscapedPath() + "?" + query, nil
		}
		return u.EscapedPath(), nil
	case "AUTHORITY":
		return authority, nil
	case "USERINFO":
		if u.User == nil {
			return nil, nil
		}
		return u.User.String(), nil
	}
	return nil, nil
}

// uuidValue is UUID(): a random version-4 UUID.
func uuidValue(*plan.Call, []any) (any, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, err
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:]), nil
}
