package sql

// parseStatement parses one statement, dispatching on its first word.
func (p *parser) parseStatement() Stmt {
	if p.refuseStatement() {
		return nil
	}
	if s, ok := p.parseCatalogStatement(); ok {
		return s
	}
	switch {
	case p.atQueryStart():
		if q := p.parseQuery(); q != nil {
			return &QueryStmt{Query: q}
		}
	case p.isWord("INSERT") || p.isWord("UPSERT"):
		if s := p.parseInsert(NoPos); s != nil {
			return s
		}
	case p.isWord("EXECUTE"):
		return p.parseExecute()
	case p.isWord("CREATE"):
		return p.parseCreate()
	case p.isWord("COMPILE"):
		return p.parseCompilePlan()
	case p.isWord("DROP"):
		return p.parseDrop()
	case p.isWord("ALTER"):
		return p.parseAlter()
	case p.isWord("EXPLAIN"):
		if s := p.parseExplain(); s != nil {
			return s
		}
	case p.isWord("SET"):
		return p.parseSet()
	case p.isWord("RESET"):
		return p.parseReset()
	case p.isWord("USE"):
		if s := p.parseUse(); s != nil {
			return s
		}
	case p.isWord("CALL"):
		return p.parseCallProcedure()
	case p.isWord("SHOW") && p.peek(1).IsWord("PROCEDURES"):
		return p.parseShowProcedures()
	case p.isWord("SHOW"):
		if s := p.parseShow(); s != nil {
			return s
		}
	case p.isWord("DESCRIBE") || p.isWord("DESC"):
		if s := p.parseDescribe(); s != nil {
			return s
		}
	case p.atClientCommand():
		return p.parseClientCommand()
	case p.isWord("BEGIN"):
		pos := p.tok.Pos
		p.next()
		p.expectWord("STATEMENT")
		p.expectWord("SET")
		if p.err == nil {
			return &BeginStatementSet{BeginPos: pos, EndPos: p.prevEnd}
		}
	case p.isWord("END"):
		pos := p.tok.Pos
		p.next()
		return &EndStatementSet{EndKw: pos}
	default:
		p.errorExpected("a statement")
	}
	return nil
}

// atQueryStart reports whether the current token can start a query.
func (p *parser) atQueryStart() bool {
	return p.isWord("SELECT") || p.isWord("VALUES") || p.isWord("WITH") || p.tok.Kind == LParen
}

// parseExecute parses EXECUTE followed by an INSERT, a statement set or a
// query.
func (p *parser) parseExecute() Stmt {
	pos := p.expectWord("EXECUTE")
	switch {
	case p.isWord("INSERT"):
		if s := p.parseInsert(pos); s != nil {
			return s
		}
	case p.isWord("STATEMENT"):
		if s := p.parseStatementSet(pos); s != nil {
			return s
		}
	case p.isWord("PLAN"):
		return p.parseExecutePlan(pos)
	case p.atQueryStart():
		if q := p.parseQuery(); q != nil {
			return &QueryStmt{Execute: pos, Query: q}
		}
	default:
		p.errorExpected(`"INSERT", "STATEMENT" or a query`)
	}
	return nil
}

// parseInsert parses INSERT {INTO|OVERWRITE} ...; execute is the position
// of a preceding EXECUTE, if any.
func (p *parser) parseInsert(execute Pos) *InsertStmt {
	var s *InsertStmt
	upsert := p.isWord("UPSERT")
	if upsert {
		s = &InsertStmt{Execute: execute, InsertPos: p.tok.Pos}
		p.upsertAt(p.tok.Pos)
		p.next()
	} else {
		s = &InsertStmt{Execute: execute, InsertPos: p.expectWord("INSERT")}
	}
	p.refuseHintHere(expectedInsertInto)
	if p.acceptWord("OVERWRITE") {
		if upsert {
			p.refuseUpsertOverwrite(s.InsertPos)
		}
		s.Overwrite = true
	} else {
		if !p.isWord("INTO") {
			p.errorExpectedFlink(expectedInsertInto)
		}
		p.expectWord("INTO")
	}
	s.Table = p.parseName()
	s.Hints = p.leadingHints()
	if p.acceptWord("PARTITION") {
		p.expect(LParen)
		for {
			col := p.parseIdent()
			p.expect(Eq)
			s.Partition = append(s.Partition, &PartitionValue{Column: col, Value: p.parseLiteralValue()})
			if !p.accept(Comma) {
				break
			}
		}
		p.expect(RParen)
	}
	if p.tok.Kind == LParen && p.isIdentAt(1) {
		s.Columns, _ = p.parseIdentList()
	}
	s.Query = p.parseQuery()
	if p.isWord("ON") && p.peek(1).IsWord("CONFLICT") {
		p.refuse(p.tok.Pos, "ON CONFLICT")
	}
	if p.err != nil {
		return nil
	}
	return s
}

// parseLiteralValue parses a literal, possibly signed, as Flink requires
// for partition values.
func (p *parser) parseLiteralValue() Expr {
	start := p.tok
	x := p.parseUnary()
	if p.err != nil {
		return nil
	}
	switch x := x.(type) {
	case *Literal, *TypedLiteral, *IntervalLiteral:
		return x
	case *UnaryExpr:
		if lit, ok := x.X.(*Literal); ok && x.Op != OpNot && lit.Kind >= LitInteger && lit.Kind <= LitApprox {
			return x
		}
	}
	p.errorAtToken(start, "a literal")
	return nil
}

// parseStatementSet parses STATEMENT SET BEGIN insert; ... END. Flink
// requires at least one INSERT, each followed by a semicolon.
func (p *parser) parseStatementSet(execute Pos) *StatementSet {
	s := &StatementSet{Execute: execute, StatementPos: p.expectWord("STATEMENT")}
	p.expectWord("SET")
	p.expectWord("BEGIN")
	for first := true; ; first = false {
		if p.err == nil && !p.isWord("INSERT") && !p.isWord("UPSERT") {
			if first {
				p.errorExpectedFlink(expectedStatementSetFirst)
			} else {
				p.errorExpectedFlink(expectedStatementSetNext)
			}
			break
		}
		s.Inserts = append(s.Inserts, p.parseInsert(NoPos))
		p.expect(Semicolon)
		if p.err != nil || p.isWord("END") {
			break
		}
	}
	s.EndPos = p.expectWord("END")
	if p.err != nil {
		return nil
	}
	return s
}

var explainDetails = map[string]bool{
	"ESTIMATED_COST": true, "CHANGELOG_MODE": true, "JSON_EXECUTION_PLAN": true, "PLAN_ADVICE": true,
}

// parseExplain parses EXPLAIN [PLAN FOR | detail, ...] [EXECUTE] followed by a
// query, an INSERT or a statement set.
func (p *parser) parseExplain() *ExplainStmt {
	s := &ExplainStmt{ExplainPos: p.expectWord("EXPLAIN")}
	switch {
	case p.isWord("PLAN") && p.peek(1).IsWord("FOR"):
		p.next()
		p.next()
		s.PlanFor = true
	case p.wordIn(explainDetails):
		for {
			if !p.wordIn(explainDetails) {
				p.errorExpected("an EXPLAIN detail")
				break
			}
			for _, d := range s.Details {
				if d == p.tok.Val {
					p.errorAt(p.tok.Pos, "Duplicate EXPLAIN DETAIL is not allowed")
				}
			}
			s.Details = append(s.Details, p.tok.Val)
			p.next()
			if !p.accept(Comma) {
				break
			}
		}
	}
	// EXPLAIN EXECUTE explains the statement EXECUTE would run.
	execute := NoPos
	if p.isWord("EXECUTE") {
		execute = p.tok.Pos
		p.next()
	}
	switch {
	case p.isWord("STATEMENT"):
		if set := p.parseStatementSet(execute); set != nil {
			s.Stmt = set
		}
	case p.isWord("INSERT"):
		if ins := p.parseInsert(execute); ins != nil {
			s.Stmt = ins
		}
	case p.atQueryStart():
		if q := p.parseQuery(); q != nil {
			s.Stmt = &QueryStmt{Execute: execute, Query: q}
		}
	default:
		p.errorExpected(`a query, "INSERT" or "STATEMENT SET"`)
	}
	if p.err != nil {
		return nil
	}
	return s
}

// parseUse parses USE CATALOG name or USE [catalog.]database.
func (p *parser) parseUse() *UseStmt {
	s := &UseStmt{UsePos: p.expectWord("USE")}
	if p.isWord("CATALOG") && p.isIdentAt(1) {
		p.next()
		s.Catalog = true
	}
	s.Name = p.parseName()
	if p.err != nil {
		return nil
	}
	return s
}

// parseShow parses the SHOW statements.
func (p *parser) parseShow() *ShowStmt {
	s := &ShowStmt{ShowPos: p.expectWord("SHOW")}
	word := p.tok
	p.next()
	scoped := false // whether [FROM|IN name] and LIKE may follow
	switch {
	case word.IsWord("CATALOGS"):
		s.Kind = ShowCatalogs
		scoped = true
	case word.IsWord("DATABASES"):
		s.Kind = ShowDatabases
		scoped = true
	case word.IsWord("TABLES"):
		s.Kind = ShowTables
		scoped = true
	case word.IsWord("VIEWS"):
		s.Kind = ShowViews
		scoped = true
	case word.IsWord("FUNCTIONS"):
		s.Kind = ShowFunctions
		scoped = true
	case word.IsWord("USER"):
		p.expectWord("FUNCTIONS")
		s.Kind, s.User = ShowFunctions, true
		scoped = true
	case word.IsWord("COLUMNS"):
		s.Kind = ShowColumns
		if !p.acceptWord("FROM") {
			p.expectWord("IN")
			s.FromKw = "IN"
		} else {
			s.FromKw = "FROM"
		}
		s.Name = p.parseName()
		p.parseShowLike(s)
	case word.IsWord("CREATE"):
		if p.acceptWord("VIEW") {
			s.Kind = ShowCreateView
		} else {
			if !p.isWord("TABLE") {
				p.errorExpectedFlink(expectedShowCreateKind)
			}
			p.expectWord("TABLE")
			s.Kind = ShowCreateTable
		}
		s.Name = p.parseName()
	case word.IsWord("CURRENT"):
		if p.acceptWord("DATABASE") {
			s.Kind = ShowCurrentDatabase
		} else {
			p.expectWord("CATALOG")
			s.Kind = ShowCurrentCatalog
		}
	case word.IsWord("JOBS"):
		s.Kind = ShowJobs
	case word.IsWord("MODULES"):
		s.Kind = ShowModules
	case word.IsWord("FULL"):
		p.expectWord("MODULES")
		s.Kind = ShowFullModules
	case word.IsWord("JARS"):
		s.Kind = ShowJars
	default:
		p.errorAtToken(word, "what to show")
	}
	if scoped && s.Kind != ShowCatalogs && (p.isWord("FROM") || p.isWord("IN")) {
		s.FromKw = p.tok.Val
		p.next()
		s.Name = p.parseName()
	}
	if scoped {
		p.parseShowLike(s)
	}
	s.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	return s
}

// parseShowLike parses the optional [NOT] LIKE|ILIKE 'pattern' of SHOW.
func (p *parser) parseShowLike(s *ShowStmt) {
	if p.isWord("NOT") && (p.peek(1).IsWord("LIKE") || p.peek(1).IsWord("ILIKE")) {
		p.next()
		s.NotLike = true
	}
	switch {
	case p.acceptWord("LIKE"):
	case p.isWord("ILIKE") && (s.Kind == ShowTables || s.Kind == ShowViews || s.Kind == ShowColumns):
		// Flink's grammar has ILIKE only for catalogs, databases and functions.
		switch {
		case (s.Kind == ShowTables || s.Kind == ShowViews) && s.FromKw == "" && !s.NotLike:
			p.errorExpectedFlink(expectedAfterShowTables)
		case s.Kind == ShowColumns && !s.NotLike:
			p.errorExpectedFlink(expectedAfterShowColumnsName)
		case s.Kind == ShowColumns && s.NotLike:
			p.errorExpectedFlink(expectedShowColumnsNotLike)
		default:
			p.errorAtToken(p.tok, `"LIKE"`)
		}
		return
	case p.acceptWord("ILIKE"):
		s.ILike = true
	default:
		return
	}
	s.Like = p.parseStringLit()
}

// parseDescribe parses DESCRIBE|DESC [EXTENDED] name.
func (p *parser) parseDescribe() *DescribeStmt {
	s := &DescribeStmt{DescribePos: p.tok.Pos}
	p.next()
	s.Extended = p.acceptWord("EXTENDED")
	s.Name = p.parseName()
	if p.err != nil {
		return nil
	}
	return s
}
