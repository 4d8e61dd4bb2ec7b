package sql

// parseQuery parses a full query: [WITH ...] set operations, then the
// optional ORDER BY, LIMIT, OFFSET and FETCH.
func (p *parser) parseQuery() Query {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	if p.isWord("WITH") {
		return p.parseWith()
	}
	q := p.parseSetOps()
	if p.err != nil {
		return nil
	}
	return p.parseOrderByLimit(q)
}

func (p *parser) parseWith() Query {
	w := &With{WithPos: p.expectWord("WITH")}
	for {
		cte := &CTE{Name: p.parseIdent()}
		if p.tok.Kind == LParen {
			cte.Columns, _ = p.parseIdentList()
		}
		p.expectWord("AS")
		p.expect(LParen)
		cte.Query = p.parseQuery()
		cte.Rparen = p.expect(RParen)
		w.CTEs = append(w.CTEs, cte)
		if !p.accept(Comma) {
			break
		}
	}
	w.Body = p.parseQuery()
	if p.err != nil {
		return nil
	}
	return w
}

// parseSetOps parses UNION and EXCEPT, which bind less tightly than
// INTERSECT; all are left-associative.
func (p *parser) parseSetOps() Query {
	left := p.parseIntersects()
	for p.err == nil && (p.isWord("UNION") || p.isWord("EXCEPT")) {
		op := &SetOp{Left: left, OpPos: p.tok.Pos, Op: Union}
		if p.isWord("EXCEPT") {
			op.Op = Except
		}
		p.next()
		op.All = p.parseSetQuantifier()
		op.Right = p.parseIntersects()
		left = op
	}
	if p.err != nil {
		return nil
	}
	return left
}

func (p *parser) parseIntersects() Query {
	left := p.parseQueryPrimary()
	for p.err == nil && p.isWord("INTERSECT") {
		op := &SetOp{Left: left, OpPos: p.tok.Pos, Op: Intersect}
		p.next()
		op.All = p.parseSetQuantifier()
		op.Right = p.parseQueryPrimary()
		left = op
	}
	if p.err != nil {
		return nil
	}
	return left
}

// parseSetQuantifier parses ALL or DISTINCT after a set operator and
// reports whether it was ALL.
func (p *parser) parseSetQuantifier() bool {
	if p.acceptWord("ALL") {
		return true
	}
	p.acceptWord("DISTINCT")
	return false
}

func (p *parser) parseQueryPrimary() Query {
	switch {
	case p.isWord("SELECT"):
		if s := p.parseSelect(); s != nil {
			return s
		}
	case p.isWord("VALUES"):
		if v := p.parseValues(); v != nil {
			return v
		}
	case p.tok.Kind == LParen:
		pq := &ParenQuery{Lparen: p.tok.Pos}
		p.next()
		pq.Query = p.parseQuery()
		pq.Rparen = p.expect(RParen)
		if p.err == nil {
			return pq
		}
	default:
		p.errorExpected(`"SELECT", "VALUES", "WITH" or "("`)
	}
	return nil
}

// parseOrderByLimit wraps q in an OrderBy if any of ORDER BY, LIMIT,
// OFFSET or FETCH follows.
func (p *parser) parseOrderByLimit(q Query) Query {
	ob := &OrderBy{Query: q}
	if p.acceptWord("ORDER") {
		p.expectWord("BY")
		ob.OrderBy = p.parseOrderItems()
	}
	if p.acceptWord("LIMIT") {
		if !p.acceptWord("ALL") {
			ob.Limit = p.parseCount()
		}
	}
	if p.acceptWord("OFFSET") {
		ob.Offset = p.parseCount()
		if !p.acceptWord("ROWS") {
			p.acceptWord("ROW")
		}
	}
	if p.acceptWord("FETCH") {
		if !p.acceptWord("FIRST") {
			p.expectWord("NEXT")
		}
		ob.Fetch = p.parseCount()
		if !p.acceptWord("ROWS") {
			p.expectWord("ROW")
		}
		p.expectWord("ONLY")
	}
	ob.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	if ob.OrderBy == nil && ob.Limit == nil && ob.Offset == nil && ob.Fetch == nil {
		return q
	}
	return ob
}

// parseCount parses the unsigned integer of LIMIT, OFFSET and FETCH.
func (p *parser) parseCount() Expr {
	t := p.tok
	if t.Kind != IntegerLit && t.Kind != DecimalLit {
		p.errorExpected("an unsigned number")
		return nil
	}
	p.next()
	kind := LitInteger
	if t.Kind == DecimalLit {
		kind = LitDecimal
	}
	return &Literal{ValuePos: t.Pos, ValueEnd: t.End, Kind: kind, Value: t.Text}
}

func (p *parser) parseOrderItems() []*OrderItem {
	var items []*OrderItem
	for {
		it := &OrderItem{Expr: p.parseExpr()}
		if p.acceptWord("DESC") {
			it.Desc = true
		} else {
			p.acceptWord("ASC")
		}
		if p.acceptWord("NULLS") {
			if p.isWord("FIRST") || p.isWord("LAST") {
				it.Nulls = p.tok.Val
				p.next()
			} else {
				p.errorExpected(`"FIRST" or "LAST"`)
			}
		}
		it.EndPos = p.prevEnd
		items = append(items, it)
		if !p.accept(Comma) {
			break
		}
	}
	return items
}

func (p *parser) parseSelect() *Select {
	s := &Select{SelectPos: p.expectWord("SELECT")}
	s.Hints = p.leadingHints()
	if p.isWord("DISTINCT") || p.isWord("ALL") {
		s.Quantifier = p.tok.Val
		p.next()
	}
	for {
		s.Items = append(s.Items, p.parseSelectItem())
		if !p.accept(Comma) {
			break
		}
	}
	if p.acceptWord("FROM") {
		s.From = p.parseFrom()
	}
	if p.acceptWord("WHERE") {
		s.Where = p.parseExpr()
	}
	if p.isWord("GROUP") {
		p.next()
		p.expectWord("BY")
		p.acceptWord("ALL") // the default quantifier: keep duplicate grouping sets
		if p.isWord("DISTINCT") {
			p.refuse(p.tok.Pos, "GROUP BY DISTINCT")
		}
		for {
			s.GroupBy = append(s.GroupBy, p.parseGroupingItem())
			if !p.accept(Comma) {
				break
			}
		}
	}
	if p.acceptWord("HAVING") {
		s.Having = p.parseExpr()
	}
	if p.acceptWord("WINDOW") {
		for {
			w := &NamedWindow{Name: p.parseIdent()}
			p.expectWord("AS")
			w.Spec = p.parseWindowSpec()
			s.Windows = append(s.Windows, w)
			if !p.accept(Comma) {
				break
			}
		}
	}
	if p.isWord("QUALIFY") {
		p.refuse(p.tok.Pos, "QUALIFY")
	}
	s.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	return s
}

func (p *parser) parseSelectItem() *SelectItem {
	if star := p.parseStar(); star != nil {
		return &SelectItem{Expr: star}
	}
	it := &SelectItem{Expr: p.parseExpr()}
	it.Alias = p.parseOptionalAlias()
	return it
}

// parseStar parses * or a qualified t.*, returning nil (and consuming
// nothing) if neither is next.
func (p *parser) parseStar() *StarExpr {
	if p.tok.Kind == Star {
		pos := p.tok.Pos
		p.next()
		return &StarExpr{StarPos: pos}
	}
	// Look for ident (. ident)* . *
	n := 0
	for p.isIdentAt(n) && p.peek(n+1).Kind == Dot {
		if p.peek(n+2).Kind == Star {
			q := p.parseName()
			p.expect(Dot)
			pos := p.expect(Star)
			if p.err != nil {
				return nil
			}
			return &StarExpr{Qualifier: q, StarPos: pos}
		}
		n += 2
	}
	return nil
}

// parseOptionalAlias parses [AS] name of a select item.
func (p *parser) parseOptionalAlias() *Ident {
	if p.acceptWord("AS") {
		if !p.isIdentAt(0) && p.tok.Kind != StringLit {
			p.errorExpectedFlink(expectedSelectAlias)
		}
		return p.parseIdent()
	}
	if p.tok.Kind == Identifier || p.tok.Kind == QuotedIdentifier {
		return p.parseIdent()
	}
	return nil
}

// parseGroupingItem parses an item of GROUP BY: an expression, (), or
// GROUPING SETS / ROLLUP / CUBE.
func (p *parser) parseGroupingItem() Expr {
	switch {
	case p.isWord("GROUPING") && p.peek(1).IsWord("SETS"),
		(p.isWord("ROLLUP") || p.isWord("CUBE")) && p.peek(1).Kind == LParen:
		if !p.enter() {
			return nil
		}
		defer p.leave()
		g := &GroupingSetsExpr{KwPos: p.tok.Pos, Kind: p.tok.Val}
		if p.isWord("GROUPING") {
			p.next()
			g.Kind = "GROUPING SETS"
		}
		p.next()
		p.expect(LParen)
		for {
			g.Items = append(g.Items, p.parseGroupingItem())
			if !p.accept(Comma) {
				break
			}
		}
		g.Rparen = p.expect(RParen)
		if p.err != nil {
			return nil
		}
		return g
	case p.tok.Kind == LParen && p.peek(1).Kind == RParen:
		r := &RowExpr{RowPos: p.tok.Pos}
		p.next()
		r.Rparen = p.tok.Pos
		p.next()
		return r
	}
	return p.parseExpr()
}

func (p *parser) parseValues() *Values {
	v := &Values{ValuesPos: p.expectWord("VALUES")}
	for {
		v.Rows = append(v.Rows, p.parseExpr())
		if !p.accept(Comma) {
			break
		}
	}
	if p.err != nil {
		return nil
	}
	return v
}

// parenStartsQuery reports whether the "(" at the current token opens a
// query, looking past further "(".
func (p *parser) parenStartsQuery() bool {
	n := 0
	for p.peek(n).Kind == LParen && n <= MaxDepth { // deeper fails anyway
		n++
	}
	t := p.peek(n)
	return n > 0 && (t.IsWord("SELECT") || t.IsWord("VALUES") || t.IsWord("WITH"))
}
