package sql

// ScriptStatement is one statement of a script, parsed on its own.
type ScriptStatement struct {
	// Stmt is the parsed statement, nil when Err is set.
	Stmt Stmt
	// Err is the statement's parse error, an ErrorList of one.
	Err error
	// Pos and End delimit the statement's tokens in the script.
	Pos, End Pos
}

// ParseStatements splits a script as ParseScript does and parses every statement, keeping
// each error with its statement, for callers that run statements in order and stop at the
// first error, as Flink's SQL client does with a file.
func ParseStatements(src string) []ScriptStatement {
	file := NewFile(src)
	var out []ScriptStatement
	for _, toks := range splitStatements(tokenize(src)) {
		p := newParser(file, toks)
		stmt := p.parseStatement()
		p.expect(EOF)
		s := ScriptStatement{Pos: toks[0].Pos, End: toks[len(toks)-1].End}
		if p.err != nil {
			s.Err = ErrorList{p.err}
		} else {
			s.Stmt = stmt
		}
		out = append(out, s)
	}
	return out
}
