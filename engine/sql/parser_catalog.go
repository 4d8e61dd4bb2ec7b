package sql

// parseCatalogStatement parses the catalog and module statements that the statement switch
// hands over by their leading words; ok is false when the words start none of them.
func (p *parser) parseCatalogStatement() (s Stmt, ok bool) {
	switch {
	case p.isWord("ALTER") && p.peek(1).IsWord("CATALOG"):
		return p.parseAlterCatalog(), true
	case p.isWord("ALTER") && p.peek(1).IsWord("DATABASE"):
		return p.parseAlterDatabase(), true
	case (p.isWord("DESCRIBE") || p.isWord("DESC")) && p.peek(1).IsWord("CATALOG") &&
		(p.isIdentAt(2) || p.peek(2).IsWord("EXTENDED")):
		return p.parseDescribeCatalog(), true
	case p.isWord("SHOW") && p.peek(1).IsWord("CREATE") && p.peek(2).IsWord("CATALOG"):
		return p.parseShowCreateCatalog(), true
	case p.isWord("LOAD"):
		return p.parseLoadModule(), true
	case p.isWord("UNLOAD"):
		return p.parseUnloadModule(), true
	case p.isWord("USE") && p.peek(1).IsWord("MODULES"):
		return p.parseUseModules(), true
	case p.isWord("USE") && p.peek(1).IsWord("CATALOG") && p.isIdentAt(2):
		return p.parseUseCatalog(), true
	}
	return nil, false
}

// statementOrNil returns s, or nil when parsing failed, so that no half-built node escapes.
func statementOrNil[T Stmt](p *parser, s T) Stmt {
	if p.err != nil {
		return nil
	}
	return s
}

// parseCreateCatalog parses the rest of CREATE CATALOG after CREATE, at CATALOG.
func (p *parser) parseCreateCatalog(pos Pos) Stmt {
	s := &CreateCatalog{CreatePos: pos}
	p.expectWord("CATALOG")
	s.IfNotExists = p.parseIfNotExists()
	s.Name = p.parseIdent()
	if !p.isWord("COMMENT") && !p.isWord("WITH") {
		p.expectEndFlink(expectedAfterCreateCatalogName)
	}
	if s.Comment = p.parseComment(); s.Comment != nil && !p.isWord("WITH") {
		p.expectEndFlink(expectedAfterCreateCatalogComment)
	}
	if p.acceptWord("WITH") {
		s.Options = p.parseProperties()
		p.expectEndFlink(expectedStatementEnd)
	}
	p.expectStatementEnd(`"COMMENT", "WITH" or ";"`)
	s.EndPos = p.prevEnd
	return statementOrNil(p, s)
}

// parseDropCatalog parses the rest of DROP CATALOG [IF EXISTS] name after DROP, at CATALOG.
func (p *parser) parseDropCatalog(pos Pos) Stmt {
	s := &DropCatalog{DropPos: pos}
	p.expectWord("CATALOG")
	s.IfExists = p.parseIfExists()
	s.Name = p.parseIdent()
	p.expectStatementEnd(`";"`)
	s.EndPos = p.prevEnd
	return statementOrNil(p, s)
}

// parseAlterCatalog parses ALTER CATALOG name SET (...) | RESET ('key', ...) | COMMENT '...'.
func (p *parser) parseAlterCatalog() Stmt {
	s := &AlterCatalog{AlterPos: p.expectWord("ALTER")}
	p.expectWord("CATALOG")
	s.Name = p.parseIdent()
	switch {
	case p.acceptWord("SET"):
		s.Set = p.parseProperties()
	case p.acceptWord("RESET"):
		s.Reset = p.parsePropertyKeys()
	case p.acceptWord("COMMENT"):
		s.Comment = p.parseStringLit()
	default:
		p.errorExpected(`"COMMENT", "RESET" or "SET"`)
	}
	s.EndPos = p.prevEnd
	return statementOrNil(p, s)
}

// parsePropertyKeys parses "('key', ...)"; the list may be empty.
func (p *parser) parsePropertyKeys() []*Literal {
	p.expect(LParen)
	keys := []*Literal{}
	for p.tok.Kind == StringLit {
		keys = append(keys, p.parseStringLit())
		if !p.accept(Comma) {
			break
		}
		if p.tok.Kind != StringLit {
			p.errorExpected("a string literal")
		}
	}
	p.expect(RParen)
	return keys
}

// parseAlterDatabase parses ALTER DATABASE [catalog.]name SET (...).
func (p *parser) parseAlterDatabase() Stmt {
	s := &AlterDatabase{AlterPos: p.expectWord("ALTER")}
	p.expectWord("DATABASE")
	s.Name = p.parseName()
	p.expectWord("SET")
	s.Options = p.parseProperties()
	s.EndPos = p.prevEnd
	return statementOrNil(p, s)
}

// parseDescribeCatalog parses DESCRIBE|DESC CATALOG [EXTENDED] name.
func (p *parser) parseDescribeCatalog() Stmt {
	s := &DescribeCatalog{DescribePos: p.tok.Pos}
	p.next()
	p.expectWord("CATALOG")
	s.Extended = p.acceptWord("EXTENDED")
	s.Name = p.parseIdent()
	s.EndPos = p.prevEnd
	return statementOrNil(p, s)
}

// parseShowCreateCatalog parses SHOW CREATE CATALOG name.
func (p *parser) parseShowCreateCatalog() Stmt {
	s := &ShowCreateCatalog{ShowPos: p.expectWord("SHOW")}
	p.expectWord("CREATE")
	p.expectWord("CATALOG")
	s.Name = p.parseIdent()
	s.EndPos = p.prevEnd
	return statementOrNil(p, s)
}

// parseLoadModule parses LOAD MODULE name [WITH (...)].
func (p *parser) parseLoadModule() Stmt {
	s := &LoadModule{LoadPos: p.expectWord("LOAD")}
	p.expectWord("MODULE")
	s.Name = p.parseIdent()
	if p.acceptWord("WITH") {
		s.Options = p.parseProperties()
	}
	s.EndPos = p.prevEnd
	return statementOrNil(p, s)
}

// parseUnloadModule parses UNLOAD MODULE name.
func (p *parser) parseUnloadModule() Stmt {
	s := &UnloadModule{UnloadPos: p.expectWord("UNLOAD")}
	p.expectWord("MODULE")
	s.Name = p.parseIdent()
	s.EndPos = p.prevEnd
	return statementOrNil(p, s)
}

// parseUseCatalog parses USE CATALOG name; the name has one part.
func (p *parser) parseUseCatalog() Stmt {
	s := &UseStmt{UsePos: p.expectWord("USE"), Catalog: true}
	p.expectWord("CATALOG")
	if id := p.parseIdent(); id != nil {
		s.Name = &Name{Parts: []*Ident{id}}
	}
	p.expectEndFlink(expectedStatementEnd)
	return statementOrNil(p, s)
}

// parseUseModules parses USE MODULES name, ...
func (p *parser) parseUseModules() Stmt {
	s := &UseModules{UsePos: p.expectWord("USE")}
	p.expectWord("MODULES")
	for {
		if !p.isIdentAt(0) {
			p.errorExpectedFlink(expectedSimpleIdentifier)
		}
		s.Names = append(s.Names, p.parseIdent())
		if !p.accept(Comma) {
			break
		}
	}
	p.expectEndFlink(expectedAfterModuleName)
	s.EndPos = p.prevEnd
	return statementOrNil(p, s)
}

// expectStatementEnd reports the current token as unexpected unless the statement ends here,
// naming what could have come instead, as Flink's "Was expecting one of" does.
func (p *parser) expectStatementEnd(expected string) {
	if p.tok.Kind != EOF && p.tok.Kind != Semicolon {
		p.errorExpected(expected)
	}
}
