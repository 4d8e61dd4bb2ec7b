package engine

import (
	"strings"
	"unicode/utf8"

	"github.com/flinkpad/flinkpad/engine/sql"
)

// statementText locates positions within the text of one statement, as Flink counts them: the
// SQL client hands Flink each statement's text from its first non-blank character (a comment
// before the statement belongs to it), and Flink counts lines and columns from there.
type statementText struct {
	src  string // the whole script
	base int    // byte offset where the statement's text starts
}

func newStatementText(src string, base int) statementText {
	return statementText{src: src, base: base}
}

// LineColumn returns the 1-based line and column of p, counted from the statement's start in
// characters, as Java counts them.
func (t statementText) LineColumn(p sql.Pos) (line, column int) {
	off := min(max(p.Offset(), t.base), len(t.src))
	before := t.src[t.base:off]
	line = 1 + strings.Count(before, "\n")
	if i := strings.LastIndexByte(before, '\n'); i >= 0 {
		before = before[i+1:]
	}
	return line, utf8.RuneCountInString(before) + 1
}

// statementStarts returns, for each statement of a script, where its text starts: the first
// non-blank character after the semicolon that ends the statement before it.
func statementStarts(src string, stmts []sql.ScriptStatement) []int {
	starts := make([]int, len(stmts))
	from := 0
	for i, s := range stmts {
		starts[i] = skipBlank(src, from)
		from = nextSemicolon(src, s.End.Offset())
	}
	return starts
}

func skipBlank(src string, i int) int {
	for i < len(src) && strings.ContainsRune(" \t\r\n\f", rune(src[i])) {
		i++
	}
	return i
}

// nextSemicolon returns the offset just after the first semicolon at or after i that is
// outside a comment, or len(src).
func nextSemicolon(src string, i int) int {
	for i < len(src) {
		switch {
		case strings.HasPrefix(src[i:], "--"):
			j := strings.IndexByte(src[i:], '\n')
			if j < 0 {
				return len(src)
			}
			i += j + 1
		case strings.HasPrefix(src[i:], "/*"):
			j := strings.Index(src[i+2:], "*/")
			if j < 0 {
				return len(src)
			}
			i += j + 4
		case src[i] == ';':
			return i + 1
		default:
			i++
		}
	}
	return len(src)
}
