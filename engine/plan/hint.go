package plan

import (
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// Hints. The parser keeps each "/*+ ... */" comment as text where Flink's grammar allows one:
// after a table name, after an INSERT target and after SELECT. This file reads that text as
// Calcite's SqlHint grammar does: a comma-separated list of hint items, each a name with an
// optional parenthesised list of options, either key = 'value' pairs (the key a simple
// identifier or a string) or plain identifiers and literals. Flink then validates each item
// against its hint strategy table, with an error handler that throws: an unknown name fails
// with "Hint: X should be registered in the HintStrategyTable". hint_table.go applies OPTIONS
// to tables; every other hint Flink knows is refused as not supported, since it would change
// the plan (join strategies) or the state (STATE_TTL) in ways Flinkpad does not reproduce.

// hintItem is one hint of a hint comment.
type hintItem struct {
	name string
	// kv are the key = 'value' options in their order; list the other options.
	kv   [][2]string
	list []string
	// unparsed are the options as Calcite unparses them: `ident`, 'string', key = 'value'.
	unparsed []string
	// at is the hint comment, for the position of its errors.
	at *sql.Hint
}

// classAssertion is the class of the errors Calcite's hint validation throws (Litmus.THROW).
const classAssertion = "java.lang.AssertionError"

// knownHints are the hints Flink's strategy table registers besides OPTIONS; Flinkpad refuses
// them as not supported.
var knownHints = map[string]bool{
	"BROADCAST": true, "SHUFFLE_HASH": true, "SHUFFLE_MERGE": true, "NEST_LOOP": true, "LOOKUP": true,
	"STATE_TTL": true, "MULTI_JOIN": true, "JSON_AGGREGATE_WRAPPED": true, "ALIAS": true,
}

// hintOptionsName is Flink's dynamic table options hint (FlinkHints.HINT_NAME_OPTIONS).
const hintOptionsName = "OPTIONS"

// parseHints reads the hint items of hint comments, in their order, and validates each as
// Flink's strategy table does: its name must be registered, and OPTIONS needs key-value
// options.
func parseHints(comments []*sql.Hint) ([]hintItem, error) {
	var out []hintItem
	for _, c := range comments {
		items, err := parseHintText(c)
		if err != nil {
			return nil, err
		}
		for _, h := range items {
			name := strings.ToUpper(h.name)
			switch {
			case name == hintOptionsName:
				if len(h.kv) == 0 {
					return nil, assertionError(c, "Hint [%s] only support non empty key value options", h.name)
				}
			case !knownHints[name]:
				return nil, assertionError(c, "Hint: %s should be registered in the HintStrategyTable", h.name)
			}
		}
		out = append(out, items...)
	}
	return out, nil
}

func assertionError(at sql.Node, format string, args ...any) *Error {
	e := validationError(at, format, args...)
	e.Class = classAssertion
	return e
}

// refuseHints fails on the first hint Flinkpad does not implement where it is written: every
// hint but the ones allowed.
func refuseHints(items []hintItem, allowed string, where string) error {
	for _, h := range items {
		if !strings.EqualFold(h.name, allowed) {
			return notSupported(h.at, fmt.Sprintf("the %s hint %s", strings.ToUpper(h.name), where))
		}
	}
	return nil
}

// hintScanner splits a hint comment's text into tokens.
type hintScanner struct {
	text string
	i    int
	at   *sql.Hint
}

type hintToken struct {
	kind byte // 'i' identifier, 's' string, 'n' number, or the punctuation itself; 0 at the end
	val  string
}

func (s *hintScanner) next() (hintToken, error) {
	for s.i < len(s.text) && strings.ContainsRune(" \t\r\n", rune(s.text[s.i])) {
		s.i++
	}
	if s.i >= len(s.text) {
		return hintToken{}, nil
	}
	c := s.text[s.i]
	switch {
	case c == '(' || c == ')' || c == ',' || c == '=':
		s.i++
		return hintToken{kind: c, val: string(c)}, nil
	case c == '\'' || c == '`' || c == '"':
		return s.quoted(c)
	case isHintIdentStart(c):
		start := s.i
		for s.i < len(s.text) && (isHintIdentStart(s.text[s.i]) || s.text[s.i] >= '0' && s.text[s.i] <= '9' || s.text[s.i] == '$') {
			s.i++
		}
		return hintToken{kind: 'i', val: s.text[start:s.i]}, nil
	case c >= '0' && c <= '9' || c == '-' || c == '.':
		start := s.i
		s.i++
		for s.i < len(s.text) && (s.text[s.i] >= '0' && s.text[s.i] <= '9' || s.text[s.i] == '.') {
			s.i++
		}
		return hintToken{kind: 'n', val: s.text[start:s.i]}, nil
	}
	return hintToken{}, s.syntax()
}

// quoted reads a string ('...') or a quoted identifier (`...` or "..."), a doubled quote
// standing for itself.
func (s *hintScanner) quoted(q byte) (hintToken, error) {
	var b strings.Builder
	for s.i++; s.i < len(s.text); s.i++ {
		if s.text[s.i] != q {
			b.WriteByte(s.text[s.i])
			continue
		}
		if s.i+1 < len(s.text) && s.text[s.i+1] == q {
			b.WriteByte(q)
			s.i++
			continue
		}
		s.i++
		kind := byte('i')
		if q == '\'' {
			kind = 's'
		}
		return hintToken{kind: kind, val: b.String()}, nil
	}
	return hintToken{}, s.syntax()
}

func (s *hintScanner) syntax() error {
	return notSupported(s.at, fmt.Sprintf("the hint syntax '/*+ %s */'", s.text))
}

func isHintIdentStart(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// parseHintText reads one hint comment: item [, item]*, item = name [( options )].
func parseHintText(c *sql.Hint) ([]hintItem, error) {
	s := &hintScanner{text: c.Text, at: c}
	var items []hintItem
	for {
		name, err := s.next()
		if err != nil {
			return nil, err
		}
		if name.kind != 'i' {
			return nil, s.syntax()
		}
		h := hintItem{name: name.val, at: c}
		tok, err := s.next()
		if err != nil {
			return nil, err
		}
		if tok.kind == '(' {
			if tok, err = h.readOptions(s); err != nil {
				return nil, err
			}
		}
		items = append(items, h)
		switch tok.kind {
		case 0:
			return items, nil
		case ',':
			continue
		}
		return nil, s.syntax()
	}
}

// readOptions reads the options after "(" up to ")", and returns the token after it. The
// options are all key = value or all plain, as Calcite's grammar has them.
func (h *hintItem) readOptions(s *hintScanner) (hintToken, error) {
	tok, err := s.next()
	if err != nil || tok.kind == ')' {
		if err == nil {
			tok, err = s.next()
		}
		return tok, err
	}
	for {
		if tok.kind != 'i' && tok.kind != 's' && tok.kind != 'n' {
			return hintToken{}, s.syntax()
		}
		after, err := s.next()
		if err != nil {
			return hintToken{}, err
		}
		if after.kind == '=' && tok.kind != 'n' && len(h.list) == 0 {
			value, err := s.next()
			if err != nil {
				return hintToken{}, err
			}
			if value.kind != 's' {
				return hintToken{}, s.syntax()
			}
			h.kv = append(h.kv, [2]string{tok.val, value.val})
			h.unparsed = append(h.unparsed, unparseHintToken(tok)+" = "+unparseHintToken(value))
			if after, err = s.next(); err != nil {
				return hintToken{}, err
			}
		} else if len(h.kv) == 0 {
			h.list = append(h.list, tok.val)
			h.unparsed = append(h.unparsed, unparseHintToken(tok))
		} else {
			return hintToken{}, s.syntax()
		}
		switch after.kind {
		case ')':
			return s.next()
		case ',':
			if tok, err = s.next(); err != nil {
				return hintToken{}, err
			}
			continue
		}
		return hintToken{}, s.syntax()
	}
}

// unparseHintToken prints an option as Calcite unparses it: an identifier quoted with
// backquotes, a string with single quotes, a number as written.
func unparseHintToken(t hintToken) string {
	switch t.kind {
	case 'i':
		return catalog.QuoteName(t.val)
	case 's':
		return "'" + strings.ReplaceAll(t.val, "'", "''") + "'"
	}
	return t.val
}

// unparseHints prints a table reference's hints as Calcite's SqlTableRef unparses them in a
// view's expanded query: /*+ `NAME`(options), ... */. Hints that do not parse are printed as
// written; binding them has failed already.
func unparseHints(comments []*sql.Hint) string {
	var parts []string
	for _, c := range comments {
		items, err := parseHintText(c)
		if err != nil {
			return c.String()
		}
		for _, h := range items {
			part := catalog.QuoteName(h.name)
			if len(h.unparsed) > 0 {
				part += "(" + strings.Join(h.unparsed, ", ") + ")"
			}
			parts = append(parts, part)
		}
	}
	return "/*+ " + strings.Join(parts, ", ") + " */"
}
