package sql

import "strings"

// This file parses function calls, their arguments and OVER windows.

// parseCall parses the argument list and the FILTER and OVER clauses of a
// call to name.
func (p *parser) parseCall(name *Name) Expr {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	if fn, ok := jsonFunction(name); ok {
		defer p.refuseSyntaxErrorIn(name.Pos(), fn)
		if jsonSyntaxFunctions[fn] {
			return p.parseJSONCall(name, fn)
		}
	}
	f := &FuncCall{Name: name, Lparen: p.expect(LParen)}
	timeUnitFirst := len(name.Parts) == 1 && !name.Parts[0].Quoted &&
		isTimestampAddOrDiff(name.Parts[0].Name)
	if p.isWord("DISTINCT") || p.isWord("ALL") {
		f.Quantifier = p.tok.Val
		p.next()
	}
	switch {
	case p.tok.Kind == Star && p.peek(1).Kind == RParen:
		f.Star = true
		p.next()
	case p.tok.Kind != RParen:
		for {
			if timeUnitFirst && len(f.Args) == 0 {
				f.Args = append(f.Args, p.parseTimeUnit())
			} else {
				f.Args = append(f.Args, p.parseArg())
			}
			if !p.accept(Comma) {
				break
			}
		}
	}
	if len(name.Parts) == 1 && equalFold(name.Parts[0].Name, "ARRAY_AGG") && p.parseNullTreatment(f) {
		// Calcite takes ARRAY_AGG's null treatment inside its parentheses too.
		f.NullsInside = true
	}
	f.Rparen = p.expect(RParen)
	if f.NullTreatment == "" {
		p.parseNullTreatment(f)
	}
	if p.isWord("FILTER") {
		p.next()
		p.expect(LParen)
		p.expectWord("WHERE")
		f.Filter = p.parseExpr()
		p.expect(RParen)
	}
	if p.acceptWord("OVER") {
		if p.tok.Kind == Identifier || p.tok.Kind == QuotedIdentifier {
			f.OverName = p.parseIdent()
		} else {
			f.Over = p.parseWindowSpec()
		}
	}
	f.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	return f
}

// parseNullTreatment parses IGNORE NULLS or RESPECT NULLS into f, and reports whether there was
// one.
func (p *parser) parseNullTreatment(f *FuncCall) bool {
	if !(p.isWord("IGNORE") || p.isWord("RESPECT")) || !p.peek(1).IsWord("NULLS") {
		return false
	}
	f.NullTreatment = strings.ToUpper(p.tok.Val) + " NULLS"
	p.next()
	p.next()
	return true
}

func isTimestampAddOrDiff(name string) bool {
	return equalFold(name, "TIMESTAMPADD") || equalFold(name, "TIMESTAMPDIFF")
}

// parseArg parses a function argument: name => value, TABLE t, or an
// expression.
func (p *parser) parseArg() Expr {
	if (p.tok.Kind == Identifier || p.tok.Kind == QuotedIdentifier) && p.peek(1).Kind == Arrow {
		name := p.parseIdent()
		p.expect(Arrow)
		v := p.parseArgValue()
		if p.err != nil {
			return nil
		}
		return &NamedArg{Name: name, Value: v}
	}
	return p.parseArgValue()
}

func (p *parser) parseArgValue() Expr {
	if p.isWord("TABLE") && p.isIdentAt(1) {
		a := &TableArg{TablePos: p.tok.Pos}
		p.next()
		a.Name = p.parseName()
		if p.acceptWord("PARTITION") {
			p.expectWord("BY")
			a.PartitionBy = p.parseExpr()
		}
		if p.err != nil {
			return nil
		}
		return a
	}
	if p.isWord("MODEL") && p.isIdentAt(1) {
		p.refuse(p.tok.Pos, "MODEL arguments")
		return nil
	}
	return p.parseExpr()
}

// parseTimeUnit parses a bare time unit such as SECOND.
func (p *parser) parseTimeUnit() Expr {
	t := p.tok
	if _, ok := timeUnits[t.Val]; !ok || (t.Kind != Identifier && t.Kind != Keyword) {
		p.errorExpected("a time unit")
		return nil
	}
	p.next()
	return &TimeUnitExpr{UnitPos: t.Pos, UnitEnd: t.End, Unit: t.Val}
}

// parseWindowSpec parses ([ref] [PARTITION BY ...] [ORDER BY ...] [frame]).
func (p *parser) parseWindowSpec() *WindowSpec {
	w := &WindowSpec{Lparen: p.expect(LParen)}
	if p.tok.Kind == Identifier || p.tok.Kind == QuotedIdentifier {
		w.Ref = p.parseIdent()
	}
	if p.acceptWord("PARTITION") {
		p.expectWord("BY")
		w.PartitionBy = p.parseExprList()
	}
	if p.acceptWord("ORDER") {
		p.expectWord("BY")
		w.OrderBy = p.parseOrderItems()
	}
	if p.isWord("ROWS") || p.isWord("RANGE") {
		f := &WindowFrame{UnitPos: p.tok.Pos, Range: p.isWord("RANGE")}
		p.next()
		if p.acceptWord("BETWEEN") {
			f.Start = p.parseFrameBound()
			p.expectWord("AND")
			f.Finish = p.parseFrameBound()
		} else {
			f.Start = p.parseFrameBound()
		}
		w.Frame = f
	}
	w.Rparen = p.expect(RParen)
	if p.err != nil {
		return nil
	}
	return w
}

func (p *parser) parseFrameBound() *FrameBound {
	b := &FrameBound{BoundPos: p.tok.Pos}
	switch {
	case p.isWord("UNBOUNDED"):
		p.next()
		if p.acceptWord("FOLLOWING") {
			b.Kind = UnboundedFollowing
		} else {
			p.expectWord("PRECEDING")
			b.Kind = UnboundedPreceding
		}
	case p.isWord("CURRENT"):
		p.next()
		p.expectWord("ROW")
		b.Kind = CurrentRow
	default:
		b.Offset = p.parseBinary(precAnd + 1)
		if p.acceptWord("FOLLOWING") {
			b.Kind = Following
		} else {
			p.expectWord("PRECEDING")
			b.Kind = Preceding
		}
	}
	b.BoundEnd = p.prevEnd
	return b
}
