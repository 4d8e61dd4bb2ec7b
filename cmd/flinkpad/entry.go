package main

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
)

// entry gathers the lines the user types at the prompt into one entry, as the SQL client's
// SqlMultiLineParser does: the entry is complete at the end of a line that ends with a
// semicolon outside string literals, quoted identifiers and comments, and whose last token is
// that semicolon. Until then the prompt continues. A complete entry may hold several
// statements; they run in order.
type entry struct {
	text strings.Builder
	// closing is the mark that ends the literal or comment the text ends in, "" outside one;
	// kept across lines, so that a long entry is scanned once.
	closing string
}

// add appends a line and reports whether the entry is complete.
func (e *entry) add(line string) bool {
	chunk := line
	if e.text.Len() > 0 {
		chunk = "\n" + line
	}
	e.text.WriteString(chunk)
	e.closing = scanOpen(e.closing, chunk)
	if e.closing != "" || !strings.HasSuffix(strings.TrimSpace(line), ";") {
		return false
	}
	return complete(e.text.String())
}

func (e *entry) String() string { return e.text.String() }
func (e *entry) empty() bool    { return e.text.Len() == 0 }
func (e *entry) reset()         { e.text.Reset(); e.closing = "" }

// complete is the rest of the SQL client's test that an entry is a whole statement, once its
// text ends with ";" in the default state (SqlClientParserState.computeCurrentStateAtTheEndOfLine):
// it is more than a lone ";" (SqlCommandParserImpl.parseStatement reads on after one), and its
// last token is that ";" (checkIncompleteStatement).
func complete(text string) bool {
	trimmed := strings.TrimSpace(text)
	if !strings.HasSuffix(trimmed, ";") || trimmed == ";" {
		return false
	}
	sc := sql.NewScanner(text)
	last := sql.Token{}
	for t := sc.Scan(); t.Kind != sql.EOF; t = sc.Scan() {
		last = t
	}
	return last.Kind == sql.Semicolon
}

// scanOpen follows text from a state, the mark that closes the literal or comment it starts
// in ("" outside one), and returns the state at its end, as SqlClientParserState tracks it for
// the default dialect: a string literal, a quoted identifier, a hint or a comment opens at its
// first characters and closes at its end mark, a line comment at the end of its line. A
// doubled quote inside a literal closes it and opens it again, which leaves it open as it
// should.
func scanOpen(closing, text string) string {
	marks := [...]struct{ open, close string }{
		{"'", "'"}, {"`", "`"}, {"--", "\n"}, {"/*+", "*/"}, {"/*", "*/"},
	}
	for i := 0; i < len(text); i++ {
		if closing != "" {
			if strings.HasPrefix(text[i:], closing) {
				i += len(closing) - 1
				closing = ""
			}
			continue
		}
		for _, m := range marks {
			if strings.HasPrefix(text[i:], m.open) {
				closing = m.close
				i += len(m.open) - 1
				break
			}
		}
	}
	return closing
}
