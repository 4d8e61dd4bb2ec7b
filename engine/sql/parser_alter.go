package sql

// parseAlter parses ALTER TABLE and ALTER VIEW.
func (p *parser) parseAlter() Stmt {
	pos := p.expectWord("ALTER")
	switch {
	case p.isWord("TABLE"):
		if s := p.parseAlterTable(pos); s != nil {
			return s
		}
	case p.isWord("VIEW"):
		if s := p.parseAlterView(pos); s != nil {
			return s
		}
	default:
		// ALTER DATABASE and CATALOG are parser_catalog.go's; ALTER FUNCTION, MATERIALIZED TABLE
		// and MODEL are refused before the statement switch (parser_refuse.go).
		p.errorExpected(`"TABLE", "VIEW", "DATABASE", "CATALOG", "FUNCTION", "MATERIALIZED" or "MODEL"`)
	}
	return nil
}

func (p *parser) parseAlterTable(pos Pos) *AlterTable {
	s := &AlterTable{AlterPos: pos}
	p.expectWord("TABLE")
	s.IfExists = p.parseIfExists()
	s.Name = p.parseName()
	if p.err != nil {
		return nil
	}
	switch {
	case p.isWord("RENAME") && p.peek(1).IsWord("TO"):
		a := &AlterRenameTable{RenamePos: p.tok.Pos}
		p.next()
		p.next()
		a.NewName = p.parseName()
		s.Action = a
	case p.isWord("RENAME"):
		a := &AlterRenameColumn{RenamePos: p.tok.Pos}
		p.next()
		a.Old = p.parseName()
		p.expectWord("TO")
		a.New = p.parseName()
		s.Action = a
	case p.isWord("SET"):
		a := &AlterSetOptions{SetPos: p.tok.Pos}
		p.next()
		a.Options = p.parseProperties()
		a.EndPos = p.prevEnd
		s.Action = a
	case p.isWord("RESET"):
		s.Action = p.parseAlterReset()
	case (p.isWord("ADD") || p.isWord("MODIFY") || p.isWord("DROP")) && p.wordAt(1, alterPartitionWords):
		s.Action = p.parseAlterUnsupported()
	case p.isWord("ADD") || p.isWord("MODIFY"):
		s.Action = p.parseAlterSchema()
	case p.isWord("DROP"):
		s.Action = p.parseAlterDrop()
	default:
		// Flink 2.3's grammar has no ALTER TABLE ... PARTITION (...) SET nor COMPACT either.
		p.errorExpectedFlink(expectedAlterTableAction)
	}
	s.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	return s
}

// parseAlterReset parses RESET ('k', ...), where the list may be empty.
func (p *parser) parseAlterReset() *AlterResetOptions {
	a := &AlterResetOptions{ResetPos: p.expectWord("RESET"), Keys: []*Literal{}}
	p.expect(LParen)
	for p.tok.Kind != RParen && p.err == nil {
		a.Keys = append(a.Keys, p.parseStringLit())
		if !p.accept(Comma) {
			break
		}
		if p.tok.Kind != StringLit {
			p.errorExpected("a string literal")
		}
	}
	p.expect(RParen)
	a.EndPos = p.prevEnd
	return a
}

// parseAlterSchema parses ADD or MODIFY followed by one schema item or a list of them in
// parentheses: a column with FIRST or AFTER col, a primary key, a watermark.
func (p *parser) parseAlterSchema() *AlterSchema {
	a := &AlterSchema{KeywordPos: p.tok.Pos, Modify: p.isWord("MODIFY")}
	p.next()
	if p.accept(LParen) {
		a.Parenthesized = true
		for p.err == nil {
			p.parseAlterSchemaItem(a)
			if !p.accept(Comma) {
				break
			}
		}
		p.expect(RParen)
	} else {
		p.parseAlterSchemaItem(a)
	}
	a.EndPos = p.prevEnd
	return a
}

func (p *parser) parseAlterSchemaItem(a *AlterSchema) {
	switch {
	case p.isWord("CONSTRAINT") || p.isWord("PRIMARY") || p.isWord("UNIQUE"):
		if c := p.parseConstraint(true); c != nil {
			a.Constraints = append(a.Constraints, c)
		}
	case p.isWord("WATERMARK"):
		if len(a.Watermarks) > 0 {
			p.failWithoutPosition(p.tok.Pos, "Multiple WATERMARK declarations are not supported yet.")
			return
		}
		w := &Watermark{WatermarkPos: p.tok.Pos}
		p.next()
		p.expectWord("FOR")
		w.Column = p.parseName()
		p.expectWord("AS")
		w.Expr = p.parseExpr()
		if p.err == nil {
			a.Watermarks = append(a.Watermarks, w)
		}
	default:
		c := &PositionedColumn{}
		if p.peek(1).Kind == Dot && p.isIdentAt(0) {
			// A nested field: the rest is parsed as a column named by the last part.
			start := p.i
			c.Nested = p.parseName()
			if p.err != nil {
				return
			}
			p.i = start + 2*(len(c.Nested.Parts)-1)
			p.tok = p.toks[p.i]
		}
		c.Column = p.parseColumnDef()
		switch {
		case p.acceptWord("FIRST"):
			c.First = true
		case p.acceptWord("AFTER"):
			c.After = p.parseName()
		}
		c.EndPos = p.prevEnd
		if p.err == nil {
			a.Columns = append(a.Columns, c)
		}
	}
}

// parseAlterDrop parses DROP col, DROP (col, ...), DROP PRIMARY KEY, DROP CONSTRAINT name and
// DROP WATERMARK.
func (p *parser) parseAlterDrop() *AlterDrop {
	a := &AlterDrop{DropPos: p.expectWord("DROP")}
	switch {
	case p.isWord("PRIMARY") && p.peek(1).IsWord("KEY"):
		p.next()
		p.next()
		a.Kind = DropPrimaryKey
	case p.acceptWord("CONSTRAINT"):
		a.Kind = DropConstraint
		a.Constraint = p.parseIdent()
	case p.acceptWord("WATERMARK"):
		a.Kind = DropWatermark
	case p.accept(LParen):
		a.Parenthesized = true
		for p.err == nil {
			a.Columns = append(a.Columns, p.parseName())
			if !p.accept(Comma) {
				break
			}
		}
		p.expect(RParen)
	default:
		a.Columns = []*Name{p.parseName()}
	}
	a.EndPos = p.prevEnd
	return a
}

// alterPartitionWords follow ADD, MODIFY or DROP in the partition and distribution forms.
var alterPartitionWords = map[string]bool{"PARTITION": true, "DISTRIBUTION": true, "IF": true}

// wordAt reports whether the token n ahead is one of the words of set.
func (p *parser) wordAt(n int, set map[string]bool) bool {
	t := p.peek(n)
	return (t.Kind == Identifier || t.Kind == Keyword) && set[t.Val]
}

// parseAlterUnsupported takes the rest of the statement as an ALTER TABLE form Flinkpad does
// not support yet, named by its first words.
func (p *parser) parseAlterUnsupported() *AlterUnsupported {
	a := &AlterUnsupported{StartPos: p.tok.Pos, What: p.tok.Val + " " + p.peek(1).Val}
	if p.peek(1).IsWord("IF") {
		a.What += " ... PARTITION"
	}
	for p.tok.Kind != EOF && p.tok.Kind != Semicolon {
		a.Text = append(a.Text, p.tok.Text)
		p.next()
	}
	a.EndPos = p.prevEnd
	return a
}

func (p *parser) parseAlterView(pos Pos) *AlterView {
	s := &AlterView{AlterPos: pos}
	p.expectWord("VIEW")
	s.Name = p.parseName()
	switch {
	case p.acceptWord("AS"):
		s.Query = p.parseQuery()
	case p.acceptWord("RENAME"):
		p.expectWord("TO")
		s.NewName = p.parseName()
	default:
		p.errorExpected(`"AS" or "RENAME"`)
	}
	if p.err != nil {
		return nil
	}
	return s
}

// failWithoutPosition records a parse error at pos whose message, as Flink words it, names no
// line and column.
func (p *parser) failWithoutPosition(pos Pos, msg string) {
	if p.err != nil {
		return
	}
	p.fail(ErrSyntax, pos, "%d%d", "")
	p.err.Msg = "SQL parse failed. " + msg
}
