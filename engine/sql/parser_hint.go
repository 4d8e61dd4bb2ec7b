package sql

// refuseStrayHints fails at the first hint comment that no node took, unless the statement
// failed earlier. Flink's scanner makes "/*+" a token, which its grammar takes only after
// SELECT, after a table name in FROM and after the INSERT target: anywhere else it is a
// parse error at the "/*+", as recorded from Flink (expect_hint_after_alias and the other
// expect_hint_ cases), never a comment that is dropped.
func (p *parser) refuseStrayHints() {
	for i, hints := range p.hints {
		if len(hints) == 0 || p.hintsTaken[i] {
			continue
		}
		hint := hints[0]
		if p.err != nil && p.err.Pos.Offset <= p.file.Position(hint.HintPos).Offset {
			return // the statement failed before Flink's parser would reach the hint
		}
		p.err = nil
		p.fail(ErrSyntax, hint.HintPos, `Encountered "/*+" at line %d, column %d.`, "")
		return
	}
}

// refuseHintHere fails at a hint comment before the current token, with Flink's list alts of
// what it expected there, at a point where Flink's grammar takes no hint.
func (p *parser) refuseHintHere(alts [][]string) {
	if p.err != nil || len(p.hints[p.i]) == 0 {
		return
	}
	p.fail(ErrSyntax, p.hints[p.i][0].HintPos, `Encountered "/*+" at line %d, column %d.`, "")
	p.err.FlinkExpected = alts
}
