package sql

// parseCompilePlan parses COMPILE PLAN 'path' [IF NOT EXISTS] FOR stmt and COMPILE AND
// EXECUTE PLAN 'path' FOR stmt, as Flink's grammar has them: IF NOT EXISTS follows the path,
// and only COMPILE PLAN takes it.
func (p *parser) parseCompilePlan() Stmt {
	s := &CompilePlan{CompilePos: p.expectWord("COMPILE")}
	if p.acceptWord("AND") {
		p.expectWord("EXECUTE")
		s.Execute = true
	}
	p.expectWord("PLAN")
	s.Path = p.parseStringLit()
	if !s.Execute && p.isWord("IF") {
		p.next()
		p.expectWord("NOT")
		p.expectWord("EXISTS")
		s.IfNotExists = true
	}
	p.expectWord("FOR")
	switch {
	case p.isWord("STATEMENT"):
		if set := p.parseStatementSet(NoPos); set != nil {
			s.Stmt = set
		}
	case p.isWord("INSERT"):
		if ins := p.parseInsert(NoPos); ins != nil {
			s.Stmt = ins
		}
	default:
		p.errorExpectedFlink(expectedCompilePlanFor)
	}
	if p.err != nil {
		return nil
	}
	return s
}

// parseExecutePlan parses the rest of EXECUTE PLAN 'path', after EXECUTE at pos.
func (p *parser) parseExecutePlan(pos Pos) Stmt {
	p.expectWord("PLAN")
	s := &ExecutePlan{ExecutePos: pos, Path: p.parseStringLit()}
	if p.err != nil {
		return nil
	}
	return s
}
