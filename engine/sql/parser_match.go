package sql

import "strconv"

// parseMatchRecognize parses MATCH_RECOGNIZE ( ... ) [alias] after the FROM item input, in the
// order of Calcite's grammar: PARTITION BY, ORDER BY, MEASURES, ONE ROW | ALL ROWS PER MATCH,
// AFTER MATCH SKIP, PATTERN, WITHIN, SUBSET, DEFINE.
func (p *parser) parseMatchRecognize(input TableExpr) TableExpr {
	m := &MatchRecognize{Input: input, MatchPos: p.expectWord("MATCH_RECOGNIZE")}
	p.expect(LParen)
	if p.acceptWord("PARTITION") {
		p.expectWord("BY")
		m.PartitionBy = p.parseExprList()
	}
	if p.acceptWord("ORDER") {
		p.expectWord("BY")
		m.OrderBy = p.parseOrderItems()
	}
	if p.acceptWord("MEASURES") {
		for p.err == nil {
			e := p.parseMatchExpr()
			p.acceptWord("AS")
			m.Measures = append(m.Measures, &MatchMeasure{Expr: e, Name: p.parseIdent()})
			if !p.accept(Comma) {
				break
			}
		}
	}
	switch {
	case p.isWord("ONE"):
		m.RowsPerMatch, m.RowsPos = "ONE", p.tok.Pos
		p.next()
		p.expectWord("ROW")
		p.expectWord("PER")
		p.expectWord("MATCH")
	case p.isWord("ALL"):
		m.RowsPerMatch, m.RowsPos = "ALL", p.tok.Pos
		p.next()
		p.expectWord("ROWS")
		p.expectWord("PER")
		p.expectWord("MATCH")
	}
	if p.isWord("AFTER") {
		m.After = p.parseMatchSkip()
	}
	m.PatternPos = p.expectWord("PATTERN")
	p.expect(LParen)
	if p.tok.Kind == Illegal && p.tok.Text == "^" {
		m.StrictStart = true
		p.next()
	}
	m.Pattern = p.parsePatternAlt()
	if p.tok.Kind == Identifier && p.tok.Text == "$" {
		m.StrictEnd = true
		p.next()
	}
	p.expect(RParen)
	if p.isWord("WITHIN") {
		m.WithinPos = p.tok.Pos
		p.next()
		if p.isWord("INTERVAL") {
			m.Within = p.parseIntervalLiteral()
		} else {
			p.errorExpected(`"INTERVAL"`)
		}
	}
	if p.acceptWord("SUBSET") {
		for p.err == nil {
			s := &MatchSubset{Name: p.parseIdent()}
			p.expect(Eq)
			s.Vars, s.Rparen = p.parseIdentList()
			m.Subsets = append(m.Subsets, s)
			if !p.accept(Comma) {
				break
			}
		}
	}
	p.expectWord("DEFINE")
	for p.err == nil {
		d := &MatchDefine{Name: p.parseIdent()}
		p.expectWord("AS")
		d.Cond = p.parseMatchExpr()
		m.Defines = append(m.Defines, d)
		if !p.accept(Comma) {
			break
		}
	}
	m.Rparen = p.expect(RParen)
	m.Alias = p.parseTableAlias()
	if p.err != nil {
		return nil
	}
	return m
}

// parseMatchExpr parses a MEASURES or DEFINE expression; RUNNING and FINAL before one are
// refused, since Flink's ONE ROW PER MATCH gives both the final value.
func (p *parser) parseMatchExpr() Expr {
	if (p.isWord("RUNNING") || p.isWord("FINAL")) && p.peek(1).Kind != LParen && p.peek(1).Kind != Comma {
		p.refuse(p.tok.Pos, p.tok.Val+" in MATCH_RECOGNIZE")
		return nil
	}
	return p.parseExpr()
}

func (p *parser) parseMatchSkip() *MatchSkip {
	s := &MatchSkip{AfterPos: p.expectWord("AFTER")}
	p.expectWord("MATCH")
	p.expectWord("SKIP")
	switch {
	case p.acceptWord("PAST"):
		p.expectWord("LAST")
		p.expectWord("ROW")
		s.Kind = SkipPastLastRow
	case p.acceptWord("TO"):
		switch {
		case p.isWord("NEXT"):
			p.next()
			p.expectWord("ROW")
			s.Kind = SkipToNextRow
		case p.acceptWord("FIRST"):
			s.Kind, s.Var = SkipToFirst, p.parseIdent()
		case p.acceptWord("LAST"):
			s.Kind, s.Var = SkipToLast, p.parseIdent()
		default:
			s.Kind, s.Var = SkipTo, p.parseIdent()
		}
	default:
		p.errorExpected(`"PAST" or "TO"`)
	}
	s.EndPos = p.prevEnd
	return s
}

// parsePatternAlt parses terms separated by |, the loosest pattern operator.
func (p *parser) parsePatternAlt() PatternTerm {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	first := p.parsePatternSeq()
	if !p.atPatternBar() {
		return first
	}
	alt := &PatternAlt{Terms: []PatternTerm{first}}
	for p.err == nil && p.atPatternBar() {
		p.next()
		alt.Terms = append(alt.Terms, p.parsePatternSeq())
	}
	if p.err != nil {
		return nil
	}
	return alt
}

// atPatternBar reports a single |, which the scanner does not make a token of its own.
func (p *parser) atPatternBar() bool { return p.tok.Kind == Illegal && p.tok.Text == "|" }

// parsePatternSeq parses one or more quantified terms written one after another.
func (p *parser) parsePatternSeq() PatternTerm {
	var terms []PatternTerm
	for p.err == nil {
		t := p.parsePatternQuant()
		if t == nil {
			break
		}
		terms = append(terms, t)
		if !p.atPatternPrimary() {
			break
		}
	}
	if p.err != nil {
		return nil
	}
	if len(terms) == 1 {
		return terms[0]
	}
	return &PatternSeq{Terms: terms}
}

// atPatternPrimary reports whether a pattern term starts here.
func (p *parser) atPatternPrimary() bool {
	switch p.tok.Kind {
	case Identifier, QuotedIdentifier, LParen:
		return !(p.tok.Kind == Identifier && p.tok.Text == "$")
	case LBrace:
		return p.peek(1).Kind == Minus
	case Keyword:
		return p.isWord("PERMUTE")
	}
	return false
}

func (p *parser) parsePatternQuant() PatternTerm {
	x := p.parsePatternPrimary()
	for p.err == nil && x != nil {
		q := &PatternQuant{X: x}
		braces := false
		switch p.tok.Kind {
		case Star:
			q.Min, q.Max = 0, -1
		case Plus:
			q.Min, q.Max = 1, -1
		case Question:
			q.Min, q.Max = 0, 1
		case LBrace:
			if p.peek(1).Kind == Minus {
				return x
			}
			if !p.parseRepeatRange(q) {
				return nil
			}
			braces = true
		default:
			return x
		}
		if !braces {
			p.next()
		}
		if p.tok.Kind == Question {
			q.Reluctant = true
			p.next()
		}
		q.Text = quantText(q.Min, q.Max, q.Reluctant)
		q.EndPos = p.prevEnd
		x = q
	}
	return x
}

// parseRepeatRange parses {n}, {n,}, {n,m} or {,m} into q; the closing brace is consumed.
func (p *parser) parseRepeatRange(q *PatternQuant) bool {
	p.expect(LBrace)
	q.Min, q.Max = 0, -1
	counted := false
	if p.tok.Kind == IntegerLit {
		q.Min = p.repeatCount()
		q.Max = q.Min
		counted = true
	}
	if p.accept(Comma) || !counted {
		q.Max = -1
		if p.tok.Kind == IntegerLit {
			q.Max = p.repeatCount()
			counted = true
		}
	}
	if !counted {
		p.errorExpected("<UNSIGNED_INTEGER_LITERAL>")
		return false
	}
	p.expect(RBrace)
	return p.err == nil
}

func (p *parser) repeatCount() int {
	n, err := strconv.Atoi(p.tok.Text)
	if err != nil || n > 1<<20 {
		p.errorExpected("a repetition count")
		return 0
	}
	p.next()
	return n
}

func (p *parser) parsePatternPrimary() PatternTerm {
	switch {
	case p.tok.Kind == LParen:
		g := &PatternGroup{Lparen: p.tok.Pos}
		p.next()
		g.X = p.parsePatternAlt()
		g.Rparen = p.expect(RParen)
		if p.err != nil {
			return nil
		}
		return g
	case p.isWord("PERMUTE"):
		pm := &PatternPermute{PermutePos: p.tok.Pos}
		p.next()
		p.expect(LParen)
		for p.err == nil {
			pm.Terms = append(pm.Terms, p.parsePatternAlt())
			if !p.accept(Comma) {
				break
			}
		}
		pm.Rparen = p.expect(RParen)
		if p.err != nil {
			return nil
		}
		return pm
	case p.tok.Kind == LBrace && p.peek(1).Kind == Minus:
		ex := &PatternExclude{Lbrace: p.tok.Pos}
		p.next()
		p.next()
		ex.X = p.parsePatternAlt()
		p.expect(Minus)
		ex.EndPos = p.tok.End
		p.expect(RBrace)
		if p.err != nil {
			return nil
		}
		return ex
	}
	id := p.parseIdent()
	if id == nil {
		return nil
	}
	return &PatternVar{Name: id}
}
