package sql

// typeNames are the built-in type words that take no special syntax beyond
// optional parameters in parentheses.
var typeNames = map[string]bool{
	"BOOLEAN": true, "TINYINT": true, "SMALLINT": true, "INT": true, "INTEGER": true, "BIGINT": true,
	"FLOAT": true, "REAL": true, "DECIMAL": true, "DEC": true, "NUMERIC": true,
	"CHAR": true, "CHARACTER": true, "VARCHAR": true, "STRING": true,
	"BINARY": true, "VARBINARY": true, "BYTES": true, "DATE": true, "TIMESTAMP_LTZ": true,
	"NULL": true, "RAW": true, "VARIANT": true,
}

// parseType parses a data type with its nullability and any postfix
// ARRAY/MULTISET.
func (p *parser) parseType() *DataType {
	if !p.enter() {
		return nil
	}
	defer p.leave()
	t := p.parseBaseType()
	if p.err != nil {
		return nil
	}
	t.Nullability = p.parseNullability()
	t.EndPos = p.prevEnd
	for p.isWord("ARRAY") || p.isWord("MULTISET") {
		t = &DataType{NamePos: p.tok.Pos, Name: p.tok.Val, Elem: t, Postfix: true}
		p.next()
		t.Nullability = p.parseNullability()
		t.EndPos = p.prevEnd
	}
	if p.err != nil {
		return nil
	}
	return t
}

func (p *parser) parseNullability() Nullability {
	switch {
	case p.isWord("NOT") && p.peek(1).IsWord("NULL"):
		p.next()
		p.next()
		return NotNull
	case p.acceptWord("NULL"):
		return Nullable
	}
	return NullUnspecified
}

// parseBaseType parses a type without nullability or postfix collections.
func (p *parser) parseBaseType() *DataType {
	tok := p.tok
	if tok.IsWord("STRUCTURED") && p.peek(1).Kind == Lt {
		p.refuse(tok.Pos, "the type STRUCTURED")
		return nil
	}
	t := &DataType{NamePos: tok.Pos, Name: tok.Val}
	if tok.Kind == QuotedIdentifier || (tok.Kind == Identifier && !typeNames[tok.Val] &&
		tok.Val != "MAP" && tok.Val != "TIMESTAMP_LTZ") {
		t.Name = ""
		t.UserType = p.parseName()
		return t
	}
	if tok.Kind != Identifier && tok.Kind != Keyword {
		p.errorExpected("a data type")
		return nil
	}
	p.next()
	switch tok.Val {
	case "DOUBLE":
		if p.acceptWord("PRECISION") {
			t.Name = "DOUBLE PRECISION"
		}
	case "TIME", "TIMESTAMP":
		t.Params = p.parseTypeParams()
		switch {
		case p.isWord("WITHOUT"):
			p.next()
			p.expectWord("TIME")
			p.expectWord("ZONE")
			t.TimeZone = WithoutTimeZone
		case p.isWord("WITH"):
			p.next()
			p.expectWord("LOCAL")
			p.expectWord("TIME")
			p.expectWord("ZONE")
			t.TimeZone = WithLocalTimeZone
		}
	case "ARRAY", "MULTISET":
		p.expect(Lt)
		t.Elem = p.parseType()
		p.expect(Gt)
	case "MAP":
		p.expect(Lt)
		t.Key = p.parseType()
		p.expect(Comma)
		t.Value = p.parseType()
		p.expect(Gt)
	case "ROW":
		p.parseRowFields(t)
	case "INTERVAL":
		t.Interval = p.parseIntervalQualifier()
	default:
		if !typeNames[tok.Val] {
			p.errorAtToken(tok, "a data type")
			return nil
		}
		t.Params = p.parseTypeParams()
	}
	if p.err != nil {
		return nil
	}
	return t
}

// parseTypeParams parses an optional (n, ...) of integers or, for RAW,
// strings.
func (p *parser) parseTypeParams() []*Literal {
	if !p.accept(LParen) {
		return nil
	}
	var params []*Literal
	for {
		t := p.tok
		switch t.Kind {
		case IntegerLit:
			p.parseSmallInt() // only to check the range
			params = append(params, &Literal{ValuePos: t.Pos, ValueEnd: t.End, Kind: LitInteger, Value: t.Text})
		case StringLit:
			params = append(params, p.parseStringLit())
		default:
			p.errorExpected("an unsigned integer")
		}
		if !p.accept(Comma) {
			break
		}
	}
	p.expect(RParen)
	return params
}

// parseRowFields parses <name type, ...> or (name type, ...) after ROW;
// ROW<> is the empty row.
func (p *parser) parseRowFields(t *DataType) {
	closing := Gt
	switch {
	case p.accept(NotEq): // "ROW<>" scans as ROW followed by "<>".
		return
	case p.accept(LParen):
		closing, t.RowParens = RParen, true
	default:
		p.expect(Lt)
	}
	for p.err == nil && p.tok.Kind != closing {
		f := &RowField{Name: p.parseIdent()}
		f.Type = p.parseType()
		if p.tok.Kind == StringLit {
			f.Comment = p.parseStringLit()
		}
		t.Fields = append(t.Fields, f)
		if !p.accept(Comma) {
			break
		}
	}
	p.expect(closing)
}
