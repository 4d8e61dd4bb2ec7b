package sql

// parseFrom parses the items of a FROM clause and the joins between them,
// which associate to the left.
func (p *parser) parseFrom() TableExpr {
	left := p.parseTablePrimary()
	for p.err == nil {
		j := &Join{Left: left, JoinPos: p.tok.Pos}
		if p.accept(Comma) {
			j.Kind = CommaJoin
		} else {
			if p.isWord("NATURAL") {
				p.next()
				j.Natural = true
			}
			kind, ok := p.parseJoinKind()
			if !ok {
				if j.Natural {
					p.errorExpected(`"JOIN"`)
				}
				break
			}
			j.Kind = kind
		}
		j.Right = p.parseTablePrimary()
		if j.Kind != CommaJoin {
			switch {
			case p.acceptWord("ON"):
				j.On = p.parseExpr()
			case p.acceptWord("USING"):
				j.Using, _ = p.parseIdentList()
			}
		}
		j.EndPos = p.prevEnd
		left = j
	}
	if p.err != nil {
		return nil
	}
	return left
}

// parseJoinKind parses [INNER] JOIN, LEFT|RIGHT|FULL [OUTER] JOIN or CROSS
// JOIN; ok is false, with nothing consumed, if no join follows.
func (p *parser) parseJoinKind() (kind JoinKind, ok bool) {
	switch {
	case p.acceptWord("JOIN"):
		return InnerJoin, true
	case p.acceptWord("INNER"):
		kind = InnerJoin
	case p.acceptWord("CROSS"):
		kind = CrossJoin
	case p.isWord("LEFT") || p.isWord("RIGHT") || p.isWord("FULL"):
		kind = map[string]JoinKind{"LEFT": LeftJoin, "RIGHT": RightJoin, "FULL": FullJoin}[p.tok.Val]
		p.next()
		p.acceptWord("OUTER")
	default:
		return 0, false
	}
	p.expectWord("JOIN")
	return kind, true
}

// parseTablePrimary parses one FROM item without joins.
func (p *parser) parseTablePrimary() TableExpr {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	var x TableExpr
	switch {
	case p.isWord("LATERAL"):
		lateral := p.tok.Pos
		p.next()
		switch {
		case p.isWord("TABLE"):
			if tf := p.parseTableFunc(lateral); tf != nil {
				x = tf
			}
		case p.tok.Kind == LParen:
			if dt := p.parseDerivedTable(lateral); dt != nil {
				x = dt
			}
		default:
			p.errorExpected(`"TABLE" or "("`)
		}
	case p.isWord("TABLE") && p.peek(1).Kind == LParen:
		if tf := p.parseTableFunc(NoPos); tf != nil {
			x = tf
		}
	case p.isWord("UNNEST"):
		if u := p.parseUnnest(); u != nil {
			x = u
		}
	case p.tok.Kind == LParen && p.parenStartsQuery():
		if dt := p.parseDerivedTable(NoPos); dt != nil {
			x = dt
		}
	case p.atTableCall():
		if tf := p.parseImplicitTableFunc(); tf != nil {
			x = tf
		}
	case p.tok.Kind == LParen:
		pt := &ParenTable{Lparen: p.tok.Pos}
		p.next()
		pt.X = p.parseFrom()
		pt.Rparen = p.expect(RParen)
		if p.err == nil {
			x = pt
		}
	default:
		if t := p.parseTableRef(); t != nil {
			x = t
		}
	}
	for p.err == nil && p.isWord("MATCH_RECOGNIZE") {
		x = p.parseMatchRecognize(x)
	}
	if p.err != nil {
		return nil
	}
	return x
}

func (p *parser) parseTableRef() *TableRef {
	t := &TableRef{Name: p.parseName()}
	t.Hints = p.leadingHints()
	if p.isWord("FOR") {
		t.ForPos = p.tok.Pos
		p.next()
		p.expectWord("SYSTEM_TIME")
		p.expectWord("AS")
		p.expectWord("OF")
		t.SystemTime = p.parseExpr()
	}
	t.Alias = p.parseTableAlias()
	if p.err != nil {
		return nil
	}
	return t
}

func (p *parser) parseDerivedTable(lateral Pos) *DerivedTable {
	d := &DerivedTable{Lateral: lateral, Lparen: p.expect(LParen)}
	d.Query = p.parseQuery()
	d.Rparen = p.expect(RParen)
	d.Alias = p.parseTableAlias()
	if p.err != nil {
		return nil
	}
	return d
}

// parseTableFunc parses TABLE(call) [alias]; lateral is the position of a
// preceding LATERAL.
func (p *parser) parseTableFunc(lateral Pos) *TableFunc {
	tf := &TableFunc{Lateral: lateral, TablePos: p.expectWord("TABLE")}
	p.expect(LParen)
	start := p.tok
	call, ok := p.parsePrimary().(*FuncCall)
	if p.err == nil && (!ok || call.IsNiladic()) {
		p.errorAtToken(start, "a function call")
	}
	tf.Call = call
	tf.Rparen = p.expect(RParen)
	tf.Alias = p.parseTableAlias()
	if p.err != nil {
		return nil
	}
	return tf
}

// atTableCall reports whether a call, name(...), starts at the current token: a table
// function written without TABLE(...).
func (p *parser) atTableCall() bool {
	n := 0
	for {
		if k := p.peek(n).Kind; k != Identifier && k != QuotedIdentifier {
			return false
		}
		switch p.peek(n + 1).Kind {
		case LParen:
			return true
		case Dot:
			n += 2
		default:
			return false
		}
	}
}

// parseImplicitTableFunc parses name(args) [alias] in FROM.
func (p *parser) parseImplicitTableFunc() *TableFunc {
	name := p.parseName()
	call, _ := p.parseCall(name).(*FuncCall)
	if p.err != nil {
		return nil
	}
	tf := &TableFunc{TablePos: name.Pos(), Implicit: true, Call: call, Rparen: call.Rparen}
	tf.Alias = p.parseTableAlias()
	if p.err != nil {
		return nil
	}
	return tf
}

func (p *parser) parseUnnest() *Unnest {
	u := &Unnest{UnnestPos: p.expectWord("UNNEST")}
	p.expect(LParen)
	u.Args = p.parseExprList()
	u.Rparen = p.expect(RParen)
	if p.isWord("WITH") && p.peek(1).IsWord("ORDINALITY") {
		p.next()
		u.OrdinalityEnd = p.tok.End
		p.next()
		u.WithOrdinality = true
	}
	u.Alias = p.parseTableAlias()
	if p.err != nil {
		return nil
	}
	return u
}

// parseTableAlias parses [AS] name [(col, ...)].
func (p *parser) parseTableAlias() *Alias {
	a := &Alias{}
	switch {
	case p.isWord("AS"):
		a.AsPos = p.tok.Pos
		p.next()
		a.Name = p.parseIdent()
	case p.tok.Kind == QuotedIdentifier || (p.tok.Kind == Identifier && !p.isWord("QUALIFY")):
		a.Name = p.parseIdent()
	default:
		return nil // QUALIFY, a reserved word in Flink's Calcite, starts a clause
	}
	if p.tok.Kind == LParen {
		a.Columns, a.Rparen = p.parseIdentList()
	}
	if p.err != nil {
		return nil
	}
	return a
}

// parseExprList parses one or more comma-separated expressions.
func (p *parser) parseExprList() []Expr {
	var list []Expr
	for {
		list = append(list, p.parseExpr())
		if !p.accept(Comma) {
			break
		}
	}
	return list
}
