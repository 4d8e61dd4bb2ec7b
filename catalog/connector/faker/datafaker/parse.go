package datafaker

import (
	"fmt"
	"strings"
)

// A piece is one part of an expression: literal text, or a #{directive 'arg',...} call.
type piece struct {
	literal   string
	call      bool
	directive string   // e.g. "Name.fullName", "regexify"
	args      []string // the quoted arguments, '' unescaped
	pos       int      // 1-based position of the '#' in the expression
}

// split cuts an expression as Datafaker's FakeValuesService.splitExpressions does: "#{" opens
// a directive (not as the last two characters), a '}' outside single quotes closes it, and
// the text after an unclosed "#{" is a directive all the same.
func split(expr string) []piece {
	var out []piece
	start, inExpr, quotes, open := 0, false, 0, 0
	n := len(expr)
	for i := 0; i < n; i++ {
		c := expr[i]
		if inExpr {
			switch {
			case c == '}' && quotes%2 == 0:
				out = append(out, parseCall(expr[start:i], open+1))
				start, inExpr = i+1, false
			case c == '\'':
				quotes++
			}
			continue
		}
		if i < n-2 && c == '#' && expr[i+1] == '{' {
			if i > start {
				out = append(out, piece{literal: expr[start:i]})
			}
			inExpr, quotes, open = true, 0, i
			start = i + 2
			i++
		}
	}
	if start < n {
		if inExpr { // Datafaker resolves an unclosed directive all the same
			out = append(out, parseCall(expr[start:], open+1))
		} else {
			out = append(out, piece{literal: expr[start:]})
		}
	}
	return out
}

// parseCall splits a directive from its arguments as resolveExpression and splitArguments do:
// the directive runs to the first white space; each argument is a single-quoted string in
// which two quotes stand for one; text between arguments (commas, a stray parenthesis) is
// ignored.
func parseCall(body string, pos int) piece {
	j := 0
	for j < len(body) && !isSpace(body[j]) {
		j++
	}
	p := piece{call: true, directive: body[:j], pos: pos}
	rest := strings.TrimLeft(body[j:], " \t\n\r\f\v")
	started, from := false, 0
	for i := 0; i < len(rest); i++ {
		if started {
			cnt := 0
			for i < len(rest) && rest[i] == '\'' {
				cnt++
				i++
			}
			if cnt%2 == 1 {
				p.args = append(p.args, strings.ReplaceAll(rest[from:i-1], "''", "'"))
				started = false
			}
			// As in Datafaker, the loop's i++ then skips the character after a run of quotes
			// (the comma between two arguments).
			continue
		}
		if rest[i] == '\'' {
			started, from = true, i+1
		}
	}
	return p
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// normalize is how Datafaker matches provider and method names: case-insensitively, with
// underscores removed (FakeValuesService.removeUnderscoreChars), so "number_between",
// "numberBetween" and "NUMBERBETWEEN" are one method.
func normalize(s string) string {
	return strings.ToLower(strings.ReplaceAll(s, "_", ""))
}

func (p piece) String() string {
	if !p.call {
		return p.literal
	}
	var b strings.Builder
	fmt.Fprintf(&b, "#{%s", p.directive)
	for i, a := range p.args {
		if i == 0 {
			b.WriteByte(' ')
		} else {
			b.WriteByte(',')
		}
		b.WriteString("'" + strings.ReplaceAll(a, "'", "''") + "'")
	}
	b.WriteByte('}')
	return b.String()
}
