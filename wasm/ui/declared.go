package ui

// This file has no build constraint, so that it is tested natively.

import "strings"

// Limits of declaredTables: it reads a stranger's script on the page's own thread, so its work
// is bounded by the text's length, and by these, whatever the text.
const (
	declaredMaxBytes   = 1 << 20
	declaredMaxTables  = 500
	declaredMaxColumns = 1000
)

// declaredTables gives autocomplete, for a script the user has not confirmed, what costs nothing
// to know: the tables its CREATE TABLE statements declare, with their columns, read from the
// tokens alone, in one pass, without parsing, binding or running anything.
func declaredTables(script string) map[string][]string {
	if len(script) > declaredMaxBytes {
		script = script[:declaredMaxBytes]
	}
	tables := map[string][]string{}
	s := &tokenScanner{src: script}
	state, name := idle, ""
	for len(tables) < declaredMaxTables {
		tok, word, ok := s.next()
		if !ok {
			break
		}
		kw := ""
		if word != "" && !s.quoted {
			kw = strings.ToUpper(word)
		}
		switch {
		case state == afterCreate && (kw == "TEMPORARY"):
		case state == afterCreate && kw == "TABLE":
			state = afterTable
		case state == afterTable && kw == "IF", state == inIfNotExists && kw == "NOT":
			state = inIfNotExists
		case state == inIfNotExists && kw == "EXISTS":
			state = afterTable
		case (state == afterTable || state == afterDot) && word != "":
			state, name = afterName, word // CREATE TABLE a.b.c: the last part names the table
		case state == afterName && tok == ".":
			state = afterDot
		case state == afterName && tok == "(":
			tables[name] = s.columns()
			state = idle
		case kw == "CREATE":
			state = afterCreate
		default:
			state = idle
		}
	}
	return tables
}

// The states of declaredTables on its way through CREATE [TEMPORARY] TABLE [IF NOT EXISTS] a.b (.
const (
	idle = iota
	afterCreate
	afterTable
	inIfNotExists
	afterName
	afterDot
)

// columns reads a column list after its "(": the first word of each item that is a column (not a
// constraint or a watermark), up to the matching ")".
func (s *tokenScanner) columns() []string {
	cols := []string{}
	depth, start := 1, true
	angles, typeWithAngles := 0, false // ROW<a INT, b INT>: its commas are not the list's
	for depth > 0 {
		tok, word, ok := s.next()
		if !ok {
			break
		}
		opens := typeWithAngles && tok == "<"
		typeWithAngles = false
		switch {
		case opens, angles > 0 && tok == "<":
			angles++
		case tok == ">" && angles > 0:
			angles--
		case angles > 0:
		case tok == "(":
			depth++
		case tok == ")":
			depth--
		case tok == "," && depth == 1:
			start = true
			continue
		case word != "" && !start:
			switch strings.ToUpper(word) {
			case "ROW", "ARRAY", "MAP", "MULTISET":
				typeWithAngles = true
			}
		case word != "" && depth == 1 && len(cols) < declaredMaxColumns:
			switch strings.ToUpper(word) {
			case "PRIMARY", "WATERMARK", "CONSTRAINT", "PERIOD", "LIKE", "UNIQUE":
				if s.quoted {
					cols = append(cols, word)
				}
			default:
				cols = append(cols, word)
			}
		}
		start = false
	}
	return cols
}

// tokenScanner splits SQL into words (plain or `quoted`) and single punctuation characters,
// skipping white space, comments and string literals.
type tokenScanner struct {
	src    string
	pos    int
	quoted bool // the last word was `quoted`
}

// next returns the next punctuation token, or the next word; false at the end.
func (s *tokenScanner) next() (tok, word string, ok bool) {
	for s.pos < len(s.src) {
		c := s.src[s.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			s.pos++
		case strings.HasPrefix(s.src[s.pos:], "--"):
			s.skipPast("\n")
		case strings.HasPrefix(s.src[s.pos:], "/*"):
			s.pos += 2
			s.skipPast("*/")
		case c == '\'':
			s.pos++
			for s.pos < len(s.src) { // '' is a quote inside the literal
				if s.src[s.pos] == '\'' {
					if s.pos+1 < len(s.src) && s.src[s.pos+1] == '\'' {
						s.pos += 2
						continue
					}
					s.pos++
					break
				}
				s.pos++
			}
		case c == '`':
			var b strings.Builder
			s.pos++
			for s.pos < len(s.src) {
				if s.src[s.pos] == '`' {
					if s.pos+1 < len(s.src) && s.src[s.pos+1] == '`' {
						b.WriteByte('`')
						s.pos += 2
						continue
					}
					s.pos++
					break
				}
				b.WriteByte(s.src[s.pos])
				s.pos++
			}
			s.quoted = true
			return "", b.String(), true
		case isWordByte(c):
			start := s.pos
			for s.pos < len(s.src) && isWordByte(s.src[s.pos]) {
				s.pos++
			}
			s.quoted = false
			return "", s.src[start:s.pos], true
		default:
			s.pos++
			return string(c), "", true
		}
	}
	return "", "", false
}

func (s *tokenScanner) skipPast(end string) {
	if i := strings.Index(s.src[s.pos:], end); i >= 0 {
		s.pos += i + len(end)
	} else {
		s.pos = len(s.src)
	}
}

// isWordByte is a byte of an unquoted identifier or keyword; bytes of UTF-8 letters count.
func isWordByte(c byte) bool {
	return c == '_' || c == '$' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= 0x80
}
