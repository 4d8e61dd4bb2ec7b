package sql

// Flink's grammar takes UPSERT wherever it takes INSERT, and its converter then refuses the
// statement: "UPSERT INTO statement is not supported. Please use INSERT INTO instead."
// (conformance cases expect_upsert_into_error and expect_list_statement_set_upsert). A syntax
// error anywhere in the statement comes first (expect_upsert_into_syntax_error), and so
// UPSERT OVERWRITE fails in the parser (expect_upsert_overwrite_error).

// classValidation is the class of Flink's ValidationException.
const classValidation = "org.apache.flink.table.api.ValidationException"

// upsertAt notes an UPSERT keyword at pos, which finish refuses if the statement parses.
func (p *parser) upsertAt(pos Pos) {
	if !p.upsert.IsValid() {
		p.upsert = pos
	}
}

// refuseUpsertOverwrite fails UPSERT OVERWRITE, whose UPSERT is at pos, with Flink's parser
// message, which names no position.
func (p *parser) refuseUpsertOverwrite(pos Pos) {
	p.failUnplaced(pos, "OVERWRITE expression is only used with INSERT statement.")
}

// finish runs the checks that need the whole statement parsed: stray hints, then UPSERT.
func (p *parser) finish() {
	p.refuseStrayHints()
	if p.err != nil || !p.upsert.IsValid() {
		return
	}
	p.err = &Error{Pos: p.file.Position(p.upsert), StmtPos: p.file.Relative(p.upsert, p.start),
		Msg: "UPSERT INTO statement is not supported. Please use INSERT INTO instead.", Kind: ErrSyntax,
		Class: classValidation}
}
