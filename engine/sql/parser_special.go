package sql

import "strconv"

// This file parses the expressions with special syntax: CASE, CAST,
// intervals, and the functions that use keywords between their arguments.

func (p *parser) parseCase() Expr {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	c := &CaseExpr{Case: p.expectWord("CASE")}
	if !p.isWord("WHEN") {
		c.Operand = p.parseExpr()
	}
	for p.isWord("WHEN") {
		w := &WhenClause{When: p.tok.Pos}
		p.next()
		w.Cond = p.parseExpr()
		p.expectWord("THEN")
		w.Result = p.parseExpr()
		c.Whens = append(c.Whens, w)
	}
	if len(c.Whens) == 0 {
		p.errorExpected(`"WHEN"`)
	}
	if p.acceptWord("ELSE") {
		c.Else = p.parseExpr()
	}
	c.EndPos = p.expectWord("END")
	if p.err != nil {
		return nil
	}
	return c
}

// parseCast parses CAST(x AS type) and TRY_CAST(x AS type).
func (p *parser) parseCast() Expr {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	c := &CastExpr{CastPos: p.tok.Pos, Try: p.tok.Val == "TRY_CAST"}
	p.next()
	p.expect(LParen)
	c.X = p.parseExpr()
	p.expectWord("AS")
	c.Type = p.parseType()
	c.Rparen = p.expect(RParen)
	if p.err != nil {
		return nil
	}
	return c
}

func (p *parser) parseIntervalLiteral() Expr {
	lit := &IntervalLiteral{IntervalPos: p.expectWord("INTERVAL")}
	if p.accept(Minus) {
		lit.Negative = true
	} else {
		p.accept(Plus)
	}
	lit.Value = p.parseStringLit()
	lit.Qualifier = p.parseIntervalQualifier()
	if p.err != nil {
		return nil
	}
	return lit
}

// pluralUnits are the plural spellings Flink accepts in intervals, as in
// INTERVAL '10' MINUTES; they mean the singular unit.
var pluralUnits = map[string]string{
	"YEARS": "YEAR", "MONTHS": "MONTH", "DAYS": "DAY", "HOURS": "HOUR", "MINUTES": "MINUTE", "SECONDS": "SECOND",
}

// intervalUnit returns the current token as an interval unit, with
// plurals made singular; ok is false if it is not one.
func (p *parser) intervalUnit() (unit string, ok bool) {
	if !p.isWordToken() {
		return "", false
	}
	unit = p.tok.Val
	if singular, plural := pluralUnits[unit]; plural {
		unit = singular
	}
	if _, ranked := intervalUnitRank[unit]; ranked || unit == "QUARTER" || unit == "WEEK" {
		return unit, true
	}
	return "", false
}

// intervalUnitRank orders the units that may appear in "start TO end".
var intervalUnitRank = map[string]int{"YEAR": 0, "MONTH": 1, "DAY": 2, "HOUR": 3, "MINUTE": 4, "SECOND": 5}

// parseIntervalQualifier parses unit [(p)] [TO unit [(f)]], or SECOND(p, f).
func (p *parser) parseIntervalQualifier() *IntervalQualifier {
	q := &IntervalQualifier{StartPos: p.tok.Pos, StartPrecision: NoPrecision, FractionalPrecision: NoPrecision}
	unit, ok := p.intervalUnit()
	if !ok {
		p.errorExpected("a time unit")
		return nil
	}
	q.Start = unit
	p.next()
	if p.accept(LParen) {
		q.StartPrecision = p.parseSmallInt()
		if q.Start == "SECOND" && p.accept(Comma) {
			q.FractionalPrecision = p.parseSmallInt()
		}
		p.expect(RParen)
	}
	if p.isWord("TO") && q.FractionalPrecision == NoPrecision {
		p.next()
		unit, ok := p.intervalUnit()
		start, end := intervalUnitRank[q.Start], intervalUnitRank[unit]
		_, ranked := intervalUnitRank[q.Start]
		if !ok || !ranked || !((q.Start == "YEAR" && unit == "MONTH") || (start >= 2 && end > start)) {
			p.errorExpected("a time unit")
			return nil
		}
		q.EndUnit = unit
		p.next()
		if q.EndUnit == "SECOND" && p.accept(LParen) {
			q.FractionalPrecision = p.parseSmallInt()
			p.expect(RParen)
		}
	}
	q.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	return q
}

// parseSmallInt parses an unsigned integer literal that fits an int32, as
// precisions and lengths must.
func (p *parser) parseSmallInt() int {
	t := p.tok
	if t.Kind != IntegerLit {
		p.errorExpected("an unsigned integer")
		return 0
	}
	n, err := strconv.ParseInt(t.Text, 10, 32)
	if err != nil {
		p.errorAt(t.Pos, "Numeric literal '"+t.Text+"' out of range")
		return 0
	}
	p.next()
	return int(n)
}

func (p *parser) parseExtract() Expr {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	e := &ExtractExpr{ExtractPos: p.expectWord("EXTRACT")}
	p.expect(LParen)
	if unit, ok := p.parseTimeUnit().(*TimeUnitExpr); ok {
		e.Unit = unit.Unit
	}
	p.expectWord("FROM")
	e.X = p.parseExpr()
	e.Rparen = p.expect(RParen)
	if p.err != nil {
		return nil
	}
	return e
}

func (p *parser) parsePosition() Expr {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	e := &PositionExpr{PositionPos: p.expectWord("POSITION")}
	p.expect(LParen)
	e.Sub = p.parseBinary(precLike + 1)
	p.expectWord("IN")
	e.X = p.parseBinary(precLike + 1)
	if p.acceptWord("FROM") {
		e.From = p.parseExpr()
	}
	e.Rparen = p.expect(RParen)
	if p.err != nil {
		return nil
	}
	return e
}

func (p *parser) parseTrim() Expr {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	e := &TrimExpr{TrimPos: p.expectWord("TRIM")}
	p.expect(LParen)
	if p.isWord("BOTH") || p.isWord("LEADING") || p.isWord("TRAILING") {
		e.Mode = p.tok.Val
		p.next()
	}
	switch {
	case p.acceptWord("FROM"):
		e.X = p.parseExpr()
	default:
		first := p.parseExpr()
		if p.acceptWord("FROM") {
			e.Chars = first
			e.X = p.parseExpr()
		} else if e.Mode != "" {
			p.errorExpected(`"FROM"`)
		} else {
			e.X = first
		}
	}
	e.Rparen = p.expect(RParen)
	if p.err != nil {
		return nil
	}
	return e
}

// parseSubstring parses SUBSTRING(x FROM a [FOR b]), or the comma form as
// an ordinary call.
func (p *parser) parseSubstring() Expr {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	t := p.tok
	p.next()
	lparen := p.expect(LParen)
	x := p.parseExpr()
	if p.acceptWord("FROM") {
		e := &SubstringExpr{SubstringPos: t.Pos, X: x, From: p.parseExpr()}
		if p.acceptWord("FOR") {
			e.For = p.parseExpr()
		}
		e.Rparen = p.expect(RParen)
		if p.err != nil {
			return nil
		}
		return e
	}
	f := &FuncCall{Name: keywordName(t), Lparen: lparen, Args: []Expr{x}}
	for p.accept(Comma) {
		f.Args = append(f.Args, p.parseExpr())
	}
	f.Rparen = p.expect(RParen)
	f.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	return f
}

func (p *parser) parseOverlay() Expr {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	e := &OverlayExpr{OverlayPos: p.expectWord("OVERLAY")}
	p.expect(LParen)
	e.X = p.parseExpr()
	p.expectWord("PLACING")
	e.Placing = p.parseExpr()
	p.expectWord("FROM")
	e.From = p.parseExpr()
	if p.acceptWord("FOR") {
		e.For = p.parseExpr()
	}
	e.Rparen = p.expect(RParen)
	if p.err != nil {
		return nil
	}
	return e
}

// parseFloorCeil parses FLOOR|CEIL(x TO unit), or FLOOR|CEIL(x) as an
// ordinary call.
func (p *parser) parseFloorCeil() Expr {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	t := p.tok
	p.next()
	lparen := p.expect(LParen)
	x := p.parseExpr()
	if p.acceptWord("TO") {
		e := &FloorCeilExpr{FuncPos: t.Pos, Func: t.Val, X: x}
		if unit, ok := p.parseTimeUnit().(*TimeUnitExpr); ok {
			e.Unit = unit.Unit
		}
		e.Rparen = p.expect(RParen)
		if p.err != nil {
			return nil
		}
		return e
	}
	f := &FuncCall{Name: keywordName(t), Lparen: lparen, Args: []Expr{x}}
	for p.accept(Comma) {
		f.Args = append(f.Args, p.parseExpr())
	}
	f.Rparen = p.expect(RParen)
	f.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	return f
}

// keywordName makes the name of a function spelled as a reserved word.
func keywordName(t Token) *Name {
	return &Name{Parts: []*Ident{{NamePos: t.Pos, NameEnd: t.End, Name: t.Val}}}
}
