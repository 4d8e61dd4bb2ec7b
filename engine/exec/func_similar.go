package exec

import (
	"regexp"
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// SIMILAR TO: Calcite's Like.sqlToRegexSimilar turns the SQL pattern into a Java regex, which
// java.util.regex.Pattern.matches matches against the whole string. similarRegexp follows that
// translation character by character and writes the Go (RE2) form of the Java regex it gives:
// Java's '.' (any character but a line terminator), its \p{Alpha}-style classes (ASCII only)
// and its whole-string match. Java constructs RE2 lacks (lookarounds, possessive quantifiers)
// fail to compile, and are refused as not supported rather than matched differently.

func init() {
	registerKernels(map[plan.Op]kernel{
		plan.OpSimilarTo: func(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
			escape := ""
			if len(c.Args) > 2 {
				escape = c.Args[2].(*plan.Literal).Value.(string)
			}
			re, err := similarRegexp(c.Args[1].(*plan.Literal).Value.(string), escape)
			if err != nil {
				return nil, err
			}
			x := args[0].(*array.String)
			b := array.NewBooleanBuilder(k.alloc)
			defer b.Release()
			b.Reserve(x.Len())
			for i := range x.Len() {
				if x.IsNull(i) {
					b.UnsafeAppendBoolToBitmap(false)
					continue
				}
				b.UnsafeAppend(re.MatchString(x.Value(i)))
			}
			return b.NewArray(), nil
		},
	})
}

const (
	// similarSpecials are the characters an escape may make literal (Calcite's
	// SQL_SIMILAR_SPECIALS); javaRegexSpecials those of them a Java regex escapes with \.
	similarSpecials   = "[]()|^-+*_%?{}\""
	javaRegexSpecials = "[]()|^-+*?{}$\\.\""
	// javaDot is Java's '.' without DOTALL: any character but a line terminator.
	javaDot = `[^\n\r\x{85}\x{2028}\x{2029}]`
)

// similarClasses are the POSIX classes Calcite allows inside brackets, as the contents of an
// RE2 bracket expression that matches what the Java class it writes matches.
var similarClasses = []struct{ sql, re string }{
	{"[:ALPHA:]", "A-Za-z"}, {"[:alpha:]", "A-Za-z"},
	{"[:UPPER:]", "A-Z"}, {"[:upper:]", "A-Z"},
	{"[:LOWER:]", "a-z"}, {"[:lower:]", "a-z"},
	{"[:DIGIT:]", "0-9"}, {"[:digit:]", "0-9"},
	{"[:SPACE:]", " "}, {"[:space:]", " "},
	{"[:WHITESPACE:]", `\t\n\x0B\f\r `}, {"[:whitespace:]", `\t\n\x0B\f\r `},
	{"[:ALNUM:]", "A-Za-z0-9"}, {"[:alnum:]", "A-Za-z0-9"},
}

// invalidSimilarRegex is Calcite's error for a pattern it cannot translate.
func invalidSimilarRegex(pattern string) error {
	return runtimeError("java.lang.RuntimeException", "Invalid regular expression '%s'", pattern)
}

// similarRegexp compiles a SIMILAR TO pattern with its escape ("" for none). The binder has
// checked the escape (plan.SimilarEscapeError), so the escape rules hold here.
func similarRegexp(pattern, escapeStr string) (*regexp.Regexp, error) {
	rs := []rune(pattern)
	escape := rune(0) // Calcite's "no escape" is the character 0
	if escapeStr != "" {
		escape = []rune(escapeStr)[0]
	}
	var sb strings.Builder
	sb.WriteString(`\A(?:`)
	inBrackets := false
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		if c == escape {
			if i+1 >= len(rs) {
				return nil, invalidSimilarRegex(pattern)
			}
			next := rs[i+1]
			if !strings.ContainsRune(similarSpecials, next) && next != escape {
				return nil, invalidSimilarRegex(pattern)
			}
			sb.WriteString(escapedSimilar(next, false))
			i++
			continue
		}
		switch c {
		case '_':
			sb.WriteString(javaDot)
		case '%':
			sb.WriteString("(" + javaDot + "*)")
		case '[':
			sb.WriteByte('[')
			inBrackets = true
			end, err := similarBrackets(rs, i, escape, &sb, pattern)
			if err != nil {
				return nil, err
			}
			i = end
		case ']':
			if !inBrackets {
				return nil, invalidSimilarRegex(pattern)
			}
			inBrackets = false
			sb.WriteByte(']')
		case '\\':
			sb.WriteString(`\\`)
		case '$':
			sb.WriteString(`\$`)
		case '.':
			// Passed to Java as is: any character but a line terminator.
			sb.WriteString(javaDot)
		default:
			sb.WriteRune(c)
		}
	}
	if inBrackets {
		return nil, invalidSimilarRegex(pattern)
	}
	sb.WriteString(`)\z`)
	re, err := regexp.Compile(sb.String())
	if err != nil {
		return nil, notSupported("the SIMILAR TO pattern '" + pattern + "', whose Java regular expression Go's regexp does not take")
	}
	return re, nil
}

// escapedSimilar is what Calcite writes for an escaped character: \ and the character where
// it is special in a Java regex, and the character itself otherwise, which keeps its Java
// meaning (an escaped escape character '.' is Java's any character).
func escapedSimilar(c rune, inBrackets bool) string {
	switch {
	case strings.ContainsRune(similarSpecials, c) && strings.ContainsRune(javaRegexSpecials, c):
		return `\` + string(c)
	case c == '.' && !inBrackets:
		return javaDot
	}
	return string(c)
}

// similarBrackets is Calcite's sqlSimilarRewriteCharEnumeration: it copies a bracket
// expression's contents from after the '[' at pos up to the ']', and returns the index before
// that ']' (or the last index), where the caller goes on.
func similarBrackets(rs []rune, pos int, escape rune, sb *strings.Builder, pattern string) (int, error) {
	i := pos + 1
	for ; i < len(rs); i++ {
		c := rs[i]
		switch {
		case c == ']':
			return i - 1, nil
		case c == escape:
			i++
			if i >= len(rs) {
				return 0, invalidSimilarRegex(pattern)
			}
			next := rs[i]
			if !strings.ContainsRune(similarSpecials, next) && next != escape {
				return 0, invalidSimilarRegex(pattern)
			}
			sb.WriteString(escapedSimilar(next, true))
		case c == '-' || c == '^':
			sb.WriteRune(c)
		case strings.HasPrefix(string(rs[i:]), "[:"):
			found := false
			for _, class := range similarClasses {
				if strings.HasPrefix(string(rs[i:]), class.sql) {
					sb.WriteString(class.re)
					i += len([]rune(class.sql)) - 1
					found = true
					break
				}
			}
			if !found {
				return 0, invalidSimilarRegex(pattern)
			}
		case strings.ContainsRune(similarSpecials, c):
			return 0, invalidSimilarRegex(pattern)
		case c == '&' && i+1 < len(rs) && rs[i+1] == '&':
			// Java's class intersection, which RE2 has not.
			return 0, notSupported("the SIMILAR TO pattern '" + pattern + "', whose brackets hold Java's && intersection")
		default:
			sb.WriteRune(c)
		}
	}
	return i - 1, nil
}
