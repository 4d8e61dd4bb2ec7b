package sql

// parseCallProcedure parses CALL name(arg, ...).
func (p *parser) parseCallProcedure() Stmt {
	s := &CallProcedure{CallPos: p.expectWord("CALL")}
	s.Name = p.parseName()
	p.expect(LParen)
	for p.err == nil && p.tok.Kind != RParen {
		s.Args = append(s.Args, p.parseExpr())
		if !p.accept(Comma) {
			break
		}
	}
	s.Rparen = p.expect(RParen)
	if p.err != nil {
		return nil
	}
	return s
}

// parseShowProcedures parses SHOW PROCEDURES [{FROM | IN} name] [[NOT] {LIKE | ILIKE} 'p'].
func (p *parser) parseShowProcedures() Stmt {
	s := &ShowProcedures{ShowPos: p.expectWord("SHOW")}
	p.expectWord("PROCEDURES")
	if p.isWord("FROM") || p.isWord("IN") {
		s.FromKw = p.tok.Val
		p.next()
		s.Database = p.parseName()
	}
	if p.isWord("NOT") && (p.peek(1).IsWord("LIKE") || p.peek(1).IsWord("ILIKE")) {
		p.next()
		s.NotLike = true
	}
	if p.isWord("LIKE") || p.isWord("ILIKE") {
		s.ILike = p.isWord("ILIKE")
		p.next()
		s.Like = p.parseStringLit()
	}
	s.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	return s
}
