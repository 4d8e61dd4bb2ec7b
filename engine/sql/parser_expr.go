package sql

import (
	"fmt"
	"strings"
)

// parseExpr parses a full expression.
func (p *parser) parseExpr() Expr { return p.parseBinary(0) }

// parseBinary parses an expression whose infix and postfix operators bind
// at least as tightly as minPrec (precedence climbing).
func (p *parser) parseBinary(minPrec int) Expr {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	outer := p.opDepth
	defer func() { p.opDepth = outer }()
	x := p.parseUnary()
	for p.err == nil {
		prec := p.infixPrec()
		if prec < 0 || prec < minPrec {
			break
		}
		if p.opDepth++; p.opDepth > MaxOperatorDepth {
			p.fail(ErrTooDeep, p.tok.Pos, fmt.Sprintf("The expression chains operators more than %d deep", MaxOperatorDepth)+" at line %d, column %d.", "")
			break
		}
		x = p.parseInfix(x, prec)
	}
	if p.err != nil {
		return nil
	}
	return x
}

var binaryOps = map[Kind]BinaryOp{
	Eq: OpEq, NotEq: OpNotEq, BangEq: OpNotEq, Lt: OpLt, Le: OpLe, Gt: OpGt, Ge: OpGe,
	Plus: OpAdd, Minus: OpSub, Star: OpMul, Slash: OpDiv, Percent: OpMod, Concat: OpConcat,
}

// infixPrec returns the precedence of the infix or postfix operator at the
// current token, or -1 if there is none.
func (p *parser) infixPrec() int {
	if op, ok := binaryOps[p.tok.Kind]; ok {
		return op.precedence()
	}
	switch {
	case p.isWord("OR"):
		return precOr
	case p.isWord("AND"):
		return precAnd
	case p.isWord("IS"):
		n := 1
		if p.peek(n).IsWord("NOT") {
			n++
		}
		if p.peek(n).IsWord("DISTINCT") {
			return precCompare
		}
		return precIs
	case p.isWord("LIKE") || p.isWord("SIMILAR") || p.isWord("BETWEEN") || p.isWord("IN"):
		return precLike
	case p.isWord("NOT"):
		next := p.peek(1)
		if next.IsWord("LIKE") || next.IsWord("SIMILAR") || next.IsWord("BETWEEN") || next.IsWord("IN") {
			return precLike
		}
	}
	return -1
}

// parseInfix parses the operator at the current token, with x as its left
// operand.
func (p *parser) parseInfix(x Expr, prec int) Expr {
	opPos := p.tok.Pos
	if op, ok := binaryOps[p.tok.Kind]; ok {
		p.next()
		if op.isComparison() && p.wordIn(quantifiers) && p.peek(1).Kind == LParen {
			p.refuse(opPos, "quantified comparisons ("+p.tok.Val+")")
			return nil
		}
		return &BinaryExpr{X: x, OpPos: opPos, Op: op, Y: p.parseBinary(prec + 1)}
	}
	switch {
	case p.acceptWord("OR"):
		return &BinaryExpr{X: x, OpPos: opPos, Op: OpOr, Y: p.parseBinary(prec + 1)}
	case p.acceptWord("AND"):
		return &BinaryExpr{X: x, OpPos: opPos, Op: OpAnd, Y: p.parseBinary(prec + 1)}
	case p.acceptWord("IS"):
		not := p.acceptWord("NOT")
		if p.acceptWord("DISTINCT") {
			p.expectWord("FROM")
			op := OpIsDistinctFrom
			if not {
				op = OpIsNotDistinctFrom
			}
			return &BinaryExpr{X: x, OpPos: opPos, Op: op, Y: p.parseBinary(prec + 1)}
		}
		if p.isWord("NULL") || p.isWord("TRUE") || p.isWord("FALSE") || p.isWord("UNKNOWN") {
			is := &IsExpr{X: x, Not: not, Test: p.tok.Val, TestEnd: p.tok.End}
			p.next()
			return is
		}
		if p.isWord("JSON") {
			// IS [NOT] JSON [VALUE | OBJECT | ARRAY | SCALAR]
			is := &IsExpr{X: x, Not: not, Test: "JSON", TestEnd: p.tok.End}
			p.next()
			if p.isWord("VALUE") || p.isWord("OBJECT") || p.isWord("ARRAY") || p.isWord("SCALAR") {
				is.Test += " " + strings.ToUpper(p.tok.Val)
				is.TestEnd = p.tok.End
				p.next()
			}
			return is
		}
		p.errorExpected(`"NULL", "TRUE", "FALSE", "UNKNOWN" or "DISTINCT"`)
		return nil
	}
	not := p.acceptWord("NOT")
	switch {
	case p.acceptWord("LIKE"):
		return p.parseLikeRest(x, not, false)
	case p.acceptWord("SIMILAR"):
		p.expectWord("TO")
		return p.parseLikeRest(x, not, true)
	case p.acceptWord("BETWEEN"):
		b := &BetweenExpr{X: x, Not: not}
		if p.isWord("SYMMETRIC") || p.isWord("ASYMMETRIC") {
			b.Symmetric = p.tok.Val
			p.next()
		}
		// As in Calcite, the lower bound may hold comparisons; the
		// upper bound stops at the next AND.
		b.Low = p.parseBinary(precAnd + 1)
		p.expectWord("AND")
		b.High = p.parseBinary(precLike + 1)
		return b
	case p.acceptWord("IN"):
		in := &InExpr{X: x, Not: not, Lparen: p.tok.Pos}
		if p.tok.Kind == LParen && p.parenStartsQuery() {
			p.next()
			in.Query = p.parseQuery()
		} else {
			p.expect(LParen)
			in.List = p.parseExprList()
		}
		in.Rparen = p.expect(RParen)
		return in
	}
	p.errorExpected("an operator")
	return nil
}

func (p *parser) parseLikeRest(x Expr, not, similar bool) Expr {
	l := &LikeExpr{X: x, Not: not, Similar: similar, Pattern: p.parseBinary(precLike + 1)}
	if p.acceptWord("ESCAPE") {
		l.Escape = p.parseBinary(precLike + 1)
	}
	return l
}

// parseUnary parses prefix operators, then a primary with its postfix
// item and field accesses.
func (p *parser) parseUnary() Expr {
	pos := p.tok.Pos
	switch {
	case p.acceptWord("NOT"):
		return &UnaryExpr{OpPos: pos, Op: OpNot, X: p.parseBinary(precNot + 1)}
	case p.accept(Minus):
		return &UnaryExpr{OpPos: pos, Op: OpNeg, X: p.parseBinary(precUnary + 1)}
	case p.accept(Plus):
		return &UnaryExpr{OpPos: pos, Op: OpPlus, X: p.parseBinary(precUnary + 1)}
	case p.acceptWord("EXISTS"):
		p.expect(LParen)
		e := &ExistsExpr{Exists: pos, Query: p.parseQuery()}
		e.Rparen = p.expect(RParen)
		return e
	}
	x := p.parsePrimary()
	for p.err == nil {
		switch {
		case p.tok.Kind == LBracket:
			ix := &IndexExpr{X: x, Lbrack: p.tok.Pos}
			p.next()
			ix.Index = p.parseExpr()
			ix.Rbrack = p.expect(RBracket)
			x = ix
		case p.tok.Kind == Dot:
			p.next()
			x = &FieldExpr{X: x, Field: p.parseIdent()}
		default:
			return x
		}
	}
	return nil
}

// parsePrimary parses a literal, a name, a call, a parenthesized
// expression or subquery, or one of the keyword-led forms.
func (p *parser) parsePrimary() Expr {
	t := p.tok
	switch t.Kind {
	case IntegerLit, DecimalLit, ApproxLit:
		p.next()
		kind := map[Kind]LiteralKind{IntegerLit: LitInteger, DecimalLit: LitDecimal, ApproxLit: LitApprox}[t.Kind]
		return &Literal{ValuePos: t.Pos, ValueEnd: t.End, Kind: kind, Value: t.Text}
	case StringLit:
		return p.parseStringLit()
	case BinaryLit:
		p.next()
		return &Literal{ValuePos: t.Pos, ValueEnd: t.End, Kind: LitBinary, Value: t.Val}
	case LParen:
		return p.parseParen()
	case Identifier:
		if x := p.parseSpecialIdentifier(); x != nil || p.err != nil {
			return x
		}
		fallthrough
	case QuotedIdentifier:
		name := p.parseName()
		if p.tok.Kind == LParen {
			return p.parseCall(name)
		}
		if p.err != nil {
			return nil
		}
		return name
	case Keyword:
		return p.parseKeywordExpr()
	}
	p.errorExpected("an expression")
	return nil
}

// parseParen parses a scalar subquery, a parenthesized expression or an
// implicit row (a, b).
func (p *parser) parseParen() Expr {
	lparen := p.tok.Pos
	if p.parenStartsQuery() {
		p.next()
		s := &SubqueryExpr{Lparen: lparen, Query: p.parseQuery()}
		s.Rparen = p.expect(RParen)
		if p.err != nil {
			return nil
		}
		return s
	}
	p.next()
	x := p.parseExpr()
	if p.tok.Kind == Comma {
		row := &RowExpr{RowPos: lparen, Fields: []Expr{x}}
		for p.accept(Comma) {
			row.Fields = append(row.Fields, p.parseExpr())
		}
		row.Rparen = p.expect(RParen)
		if p.err != nil {
			return nil
		}
		return row
	}
	rparen := p.expect(RParen)
	if p.err != nil {
		return nil
	}
	return &ParenExpr{Lparen: lparen, X: x, Rparen: rparen}
}

// parseSpecialIdentifier handles the non-reserved words that start special
// forms. It returns nil, consuming nothing, for an ordinary name.
func (p *parser) parseSpecialIdentifier() Expr {
	t := p.tok
	next := p.peek(1).Kind
	switch {
	case t.Val == "TRY_CAST" && next == LParen:
		return p.parseCast()
	case t.Val == "DESCRIPTOR" && next == LParen:
		d := &DescriptorExpr{DescPos: t.Pos}
		p.next()
		d.Columns, d.Rparen = p.parseIdentList()
		if p.err != nil {
			return nil
		}
		return d
	case t.Val == "MAP" && next == LBracket:
		m := &MapExpr{MapPos: t.Pos}
		p.next()
		p.next()
		if p.tok.Kind != RBracket {
			m.Elems = p.parseExprList()
		}
		m.Rbrack = p.expect(RBracket)
		if p.err != nil {
			return nil
		}
		return m
	}
	return nil
}

// parseKeywordExpr parses the forms that start with a reserved word.
func (p *parser) parseKeywordExpr() Expr {
	t := p.tok
	next := p.peek(1)
	switch t.Val {
	case "TRUE", "FALSE":
		p.next()
		return &Literal{ValuePos: t.Pos, ValueEnd: t.End, Kind: LitBool, Value: t.Val}
	case "NULL":
		p.next()
		return &Literal{ValuePos: t.Pos, ValueEnd: t.End, Kind: LitNull, Value: t.Val}
	case "UNKNOWN":
		p.next()
		return &Literal{ValuePos: t.Pos, ValueEnd: t.End, Kind: LitUnknown, Value: t.Val}
	case "DATE", "TIME", "TIMESTAMP":
		if next.Kind == StringLit {
			p.next()
			return &TypedLiteral{TypePos: t.Pos, Type: t.Val, Value: p.parseStringLit()}
		}
	case "INTERVAL":
		return p.parseIntervalLiteral()
	case "CASE":
		return p.parseCase()
	case "CAST":
		return p.parseCast()
	case "EXTRACT":
		return p.parseExtract()
	case "POSITION":
		return p.parsePosition()
	case "TRIM":
		return p.parseTrim()
	case "SUBSTRING":
		return p.parseSubstring()
	case "OVERLAY":
		return p.parseOverlay()
	case "FLOOR", "CEIL", "CEILING":
		if next.Kind == LParen {
			return p.parseFloorCeil()
		}
	case "ROW":
		if next.Kind == LParen {
			row := &RowExpr{RowPos: t.Pos, Explicit: true}
			p.next()
			p.next()
			if p.tok.Kind != RParen {
				row.Fields = p.parseExprList()
			}
			row.Rparen = p.expect(RParen)
			if p.err != nil {
				return nil
			}
			return row
		}
	case "ARRAY":
		if next.Kind == LBracket {
			a := &ArrayExpr{ArrayPos: t.Pos}
			p.next()
			p.next()
			if p.tok.Kind != RBracket {
				a.Elems = p.parseExprList()
			}
			a.Rbrack = p.expect(RBracket)
			if p.err != nil {
				return nil
			}
			return a
		}
	}
	_, isFunc := reservedFunctionNames[t.Val]
	_, isNiladic := niladicFunctions[t.Val]
	if (isFunc && next.Kind == LParen) || isNiladic {
		name := &Name{Parts: []*Ident{{NamePos: t.Pos, NameEnd: t.End, Name: t.Val}}}
		p.next()
		if p.tok.Kind == LParen && isFunc {
			return p.parseCall(name)
		}
		return &FuncCall{Name: name, EndPos: t.End}
	}
	p.errorExpected("an expression")
	return nil
}

// equalFold compares ASCII words case-insensitively.
func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		ca, cb := a[i], b[i]
		if 'a' <= ca && ca <= 'z' {
			ca -= 'a' - 'A'
		}
		if 'a' <= cb && cb <= 'z' {
			cb -= 'a' - 'A'
		}
		if ca != cb {
			return false
		}
	}
	return true
}
