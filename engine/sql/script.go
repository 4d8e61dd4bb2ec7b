package sql

import "github.com/flinkpad/flinkpad/engine/work"

// ScriptStatement is one statement of a script, parsed on its own.
type ScriptStatement struct {
	// Stmt is the parsed statement, nil when Err is set.
	Stmt Stmt
	// Err is the statement's parse error, an ErrorList of one, or a *flinkerr.Error of kind
	// ErrNotSupported for Flink syntax that Flinkpad recognises and refuses.
	Err error
	// Pos and End delimit the statement's tokens in the script.
	Pos, End Pos
}

// ParseStatements splits a script as ParseScript does and parses every statement, keeping
// each error with its statement, for callers that run statements in order and stop at the
// first error, as Flink's SQL client does with a file.
func ParseStatements(src string) []ScriptStatement {
	out, _ := ParseStatementsMetered(src, nil)
	return out
}

// ParseStatementsMetered is ParseStatements counting its work on m: a step per token scanned
// and per token parsed. It returns the Meter's error, with no statements, when the run's
// context ends or the budget runs out first.
func ParseStatementsMetered(src string, m *work.Meter) (out []ScriptStatement, err error) {
	defer func() {
		if p := recover(); p != nil {
			if !work.Recover(p, &err) {
				panic(p)
			}
			out = nil
		}
	}()
	file := NewFile(src)
	for _, toks := range splitStatements(tokenizeMetered(src, m)) {
		p := newParser(file, toks)
		p.work = m
		stmt := p.parseStatement()
		p.expect(EOF)
		p.finish()
		s := ScriptStatement{Pos: toks[0].Pos, End: toks[len(toks)-1].End}
		if err := p.failure(); err != nil {
			s.Err = err
		} else {
			s.Stmt = stmt
		}
		out = append(out, s)
	}
	return out, nil
}
