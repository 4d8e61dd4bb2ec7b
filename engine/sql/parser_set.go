package sql

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
)

// Flink parses SET and RESET with its extended parser before Calcite sees them: a regular
// expression over the whole statement, which takes keys and values without quotes (SET
// table.dml-sync = true, RESET execution.runtime-mode). Only what it does not match goes to
// Calcite's grammar, which takes quoted keys and values. Go's regexp picks the match a
// backtracking engine finds first, as Java's does, so the captures agree with Flink's.
// Both are compiled when first used (unquotedRegexps), not at init: every instance of the
// page's module runs the inits, and the UI's never parses.
var (
	unquotedOnce               sync.Once
	unquotedSet, unquotedReset *regexp.Regexp
)

func unquotedRegexps() {
	unquotedOnce.Do(func() {
		unquotedSet = regexp.MustCompile(`(?is)^SET(\s+(?P<key>[^'\s]+)\s*=\s*('(?P<quoted>[^']*)'|(?P<val>[^;\s]+)))?;?$`)
		unquotedReset = regexp.MustCompile(`(?is)^RESET(\s+(?P<key>[^'\s]+)\s*)?(\s*;)?$`)
	})
}

// calciteSetExpected is what Calcite's SET and RESET accept after the keyword
// (stmt_set_unquoted_after_comment_error, stmt_reset_unquoted_after_comment_error).
var calciteSetExpected = flinkAlternatives(eofImage, "<BINARY_STRING_LITERAL>", "<QUOTED_STRING>",
	"<PREFIXED_STRING_LITERAL>", "<UNICODE_STRING_LITERAL>", "<C_STYLE_ESCAPED_STRING_LITERAL>",
	"<BIG_QUERY_DOUBLE_QUOTED_STRING>", "<BIG_QUERY_QUOTED_STRING>", `";"`)

// parseSet parses SET, SET 'key' = 'value', or Flink's unquoted SET key = value.
func (p *parser) parseSet() Stmt {
	s := &SetStmt{SetPos: p.expectWord("SET")}
	switch {
	case p.tok.Kind == EOF:
	case p.tok.Kind == StringLit:
		s.Key = p.parseStringLit()
		p.expect(Eq)
		s.Value = p.parseStringLit()
	default:
		unquotedRegexps()
		m := p.matchRest(unquotedSet, s.SetPos)
		if m == nil {
			p.errorExpectedFlink(calciteSetExpected)
			break
		}
		if m[2*unquotedSet.SubexpIndex("key")] < 0 { // SET; with its semicolon
			p.skipToEOF()
			break
		}
		s.Unquoted = true
		s.Key = p.rawLiteral(s.SetPos, m, unquotedSet.SubexpIndex("key"))
		if q := unquotedSet.SubexpIndex("quoted"); m[2*q] >= 0 {
			s.Value = p.rawLiteral(s.SetPos, m, q)
		} else {
			s.Value = p.rawLiteral(s.SetPos, m, unquotedSet.SubexpIndex("val"))
		}
		p.skipToEOF()
	}
	if p.err != nil {
		return nil
	}
	return s
}

// parseReset parses RESET, RESET 'key', or Flink's unquoted RESET key.
func (p *parser) parseReset() Stmt {
	s := &ResetStmt{ResetPos: p.expectWord("RESET")}
	switch {
	case p.tok.Kind == EOF:
	case p.tok.Kind == StringLit:
		s.Key = p.parseStringLit()
	default:
		unquotedRegexps()
		m := p.matchRest(unquotedReset, s.ResetPos)
		if m == nil {
			p.errorExpectedFlink(calciteSetExpected)
			break
		}
		if key := unquotedReset.SubexpIndex("key"); m[2*key] >= 0 {
			s.Unquoted = true
			s.Key = p.rawLiteral(s.ResetPos, m, key)
		}
		p.skipToEOF()
	}
	if p.err != nil {
		return nil
	}
	return s
}

// matchRest matches re against the statement's text from start to its last token, and
// returns the submatch offsets, relative to start.
func (p *parser) matchRest(re *regexp.Regexp, start Pos) []int {
	end := start.Offset()
	if n := len(p.toks); n >= 2 {
		last := p.toks[n-2] // the last token before EOF
		end = last.End.Offset()
		if last.Kind == Semicolon { // Flink's client cuts the statement's own semicolon off
			end = last.Pos.Offset()
		}
	}
	if start.Offset() < 0 || end < start.Offset() || end > len(p.file.src) || commentBefore(p.file.src, start.Offset()) {
		return nil
	}
	// Flink matches the trimmed statement.
	return re.FindStringSubmatchIndex(strings.TrimRightFunc(p.file.src[start.Offset():end], unicode.IsSpace))
}

// rawLiteral makes a string literal of the statement text that submatch group of m holds;
// m's offsets count from base.
func (p *parser) rawLiteral(base Pos, m []int, group int) *Literal {
	b, from, to := base.Offset(), m[2*group], m[2*group+1]
	return &Literal{ValuePos: posAt(b + from), ValueEnd: posAt(b + to), Kind: LitString, Value: p.file.src[b+from : b+to]}
}

// skipToEOF consumes the rest of the statement, which a regular expression has read.
func (p *parser) skipToEOF() {
	for p.tok.Kind != EOF && p.err == nil {
		p.next()
	}
}

// commentBefore reports whether a comment precedes the statement that starts at offset: the
// regular expression must match the whole statement, and Flink's client hands it the
// statement's comments too (recorded by the case stmt_set_unquoted_after_comment_error).
func commentBefore(src string, offset int) bool {
	i := offset - 1
	for i >= 0 && unicode.IsSpace(rune(src[i])) {
		i--
	}
	return i >= 0 && src[i] != ';'
}
