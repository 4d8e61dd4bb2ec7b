package sql

// parseCreate parses CREATE [OR REPLACE] [TEMPORARY] TABLE|VIEW|DATABASE.
func (p *parser) parseCreate() Stmt {
	pos := p.expectWord("CREATE")
	orReplace := false
	if p.acceptWord("OR") {
		p.expectWord("REPLACE")
		orReplace = true
	}
	temporary := p.acceptWord("TEMPORARY")
	switch {
	case p.isWord("TABLE"):
		if s := p.parseCreateTable(pos, orReplace, temporary); s != nil {
			return s
		}
	case p.isWord("VIEW") && !orReplace:
		if s := p.parseCreateView(pos, temporary); s != nil {
			return s
		}
	case p.isWord("DATABASE") && !orReplace && !temporary:
		if s := p.parseCreateDatabase(pos); s != nil {
			return s
		}
	case p.isWord("CATALOG") && !orReplace && !temporary:
		return p.parseCreateCatalog(pos)
	default:
		p.errorExpected(`"TABLE", "VIEW" or "DATABASE"`)
	}
	return nil
}

// parseIfNotExists parses an optional IF NOT EXISTS.
func (p *parser) parseIfNotExists() bool {
	if p.isWord("IF") && p.peek(1).IsWord("NOT") {
		p.next()
		p.next()
		p.expectWord("EXISTS")
		return true
	}
	return false
}

// parseIfExists parses an optional IF EXISTS.
func (p *parser) parseIfExists() bool {
	if p.isWord("IF") && p.peek(1).IsWord("EXISTS") {
		p.next()
		p.next()
		return true
	}
	return false
}

// parseComment parses an optional COMMENT 'text'.
func (p *parser) parseComment() *Literal {
	if p.acceptWord("COMMENT") {
		return p.parseStringLit()
	}
	return nil
}

func (p *parser) parseCreateTable(pos Pos, orReplace, temporary bool) *CreateTable {
	s := &CreateTable{CreatePos: pos, OrReplace: orReplace, Temporary: temporary}
	p.expectWord("TABLE")
	s.IfNotExists = p.parseIfNotExists()
	if !p.isIdentAt(0) {
		p.errorExpectedFlink(expectedSimpleIdentifier)
	}
	s.Name = p.parseName()
	p.refuseHintHere(expectedAfterCreateTableName)
	if p.tok.Kind != LParen && !p.isWord("COMMENT") && !p.isWord("DISTRIBUTED") && !p.isWord("PARTITIONED") &&
		!p.isWord("WITH") && !p.isWord("LIKE") && !p.isWord("AS") {
		p.expectEndFlink(expectedAfterCreateTableName)
	}
	if p.accept(LParen) {
		for first := true; ; first = false {
			if !p.isIdentAt(0) && !p.isWord("CONSTRAINT") && !p.isWord("PRIMARY") && !p.isWord("UNIQUE") && !p.isWord("WATERMARK") {
				if first {
					p.errorExpectedFlink(expectedFirstTableElement)
				} else {
					p.errorExpectedFlink(expectedNextTableElement)
				}
			}
			p.parseTableElement(s)
			if !p.accept(Comma) {
				break
			}
		}
		p.expect(RParen)
	}
	s.Comment = p.parseComment()
	if p.isWord("DISTRIBUTED") {
		p.refuse(p.tok.Pos, "DISTRIBUTED BY and DISTRIBUTED INTO (buckets)")
	}
	if p.acceptWord("PARTITIONED") {
		p.expectWord("BY")
		s.PartitionedBy, _ = p.parseIdentList()
	}
	if p.acceptWord("WITH") {
		s.Options = p.parseProperties()
	}
	switch {
	case p.isWord("LIKE"):
		s.Like = p.parseTableLike()
	case p.acceptWord("AS"):
		s.AsQuery = p.parseQuery()
	}
	s.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	return s
}

// parseTableElement parses a column, a table constraint or a watermark
// and adds it to s.
func (p *parser) parseTableElement(s *CreateTable) {
	switch {
	case p.isWord("CONSTRAINT") || p.isWord("PRIMARY") || p.isWord("UNIQUE"):
		c := p.parseConstraint(true)
		if c != nil {
			s.Constraints = append(s.Constraints, c)
		}
	case p.isWord("WATERMARK"):
		w := &Watermark{WatermarkPos: p.tok.Pos}
		if len(s.Watermarks) > 0 {
			p.failUnplaced(w.WatermarkPos, "Multiple WATERMARK declarations are not supported yet.")
			return
		}
		p.next()
		p.expectWord("FOR")
		w.Column = p.parseName()
		p.expectWord("AS")
		w.Expr = p.parseExpr()
		if p.err == nil {
			s.Watermarks = append(s.Watermarks, w)
		}
	default:
		if c := p.parseColumnDef(); c != nil {
			s.Columns = append(s.Columns, c)
		}
	}
}

// parseConstraint parses [CONSTRAINT name] PRIMARY KEY|UNIQUE [(cols)]
// [[NOT] ENFORCED]; table-level constraints have the column list.
func (p *parser) parseConstraint(tableLevel bool) *Constraint {
	c := &Constraint{ConstraintPos: p.tok.Pos}
	if p.acceptWord("CONSTRAINT") {
		c.Name = p.parseIdent()
	}
	if p.acceptWord("UNIQUE") {
		c.Unique = true
	} else {
		p.expectWord("PRIMARY")
		p.expectWord("KEY")
	}
	if tableLevel {
		c.Columns, _ = p.parseIdentList()
	}
	switch {
	case p.isWord("NOT") && p.peek(1).IsWord("ENFORCED"):
		p.next()
		p.next()
		c.Enforcement = NotEnforced
	case p.acceptWord("ENFORCED"):
		c.Enforcement = Enforced
	}
	c.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	return c
}

// parseColumnDef parses a physical, computed or metadata column.
func (p *parser) parseColumnDef() *ColumnDef {
	c := &ColumnDef{Name: p.parseIdent()}
	if p.acceptWord("AS") {
		c.Kind = ComputedColumn
		c.Expr = p.parseExpr()
	} else {
		c.Type = p.parseType()
		if p.acceptWord("METADATA") {
			c.Kind = MetadataColumn
			if p.acceptWord("FROM") {
				c.MetadataKey = p.parseStringLit()
			}
			c.Virtual = p.acceptWord("VIRTUAL")
		}
		if p.isWord("CONSTRAINT") || p.isWord("PRIMARY") || p.isWord("UNIQUE") {
			c.Constraint = p.parseConstraint(false)
		}
	}
	c.Comment = p.parseComment()
	c.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	return c
}

var likeStrategies = map[string]bool{"INCLUDING": true, "EXCLUDING": true, "OVERWRITING": true}

var likeFeatures = map[string]bool{
	"ALL": true, "CONSTRAINTS": true, "DISTRIBUTION": true, "GENERATED": true, "METADATA": true,
	"OPTIONS": true, "PARTITIONS": true, "WATERMARKS": true,
}

// parseTableLike parses LIKE source [(option ...)]; options are not
// separated by commas, as in Flink.
func (p *parser) parseTableLike() *TableLike {
	l := &TableLike{LikePos: p.expectWord("LIKE")}
	l.Source = p.parseName()
	if p.accept(LParen) {
		for {
			if !p.wordIn(likeStrategies) {
				p.errorExpected(`"INCLUDING", "EXCLUDING" or "OVERWRITING"`)
				break
			}
			o := &LikeOption{OptionPos: p.tok.Pos, Strategy: p.tok.Val}
			p.next()
			if !p.wordIn(likeFeatures) {
				p.errorExpected("a LIKE feature")
				break
			}
			o.Feature = p.tok.Val
			o.EndPos = p.tok.End
			p.next()
			l.Options = append(l.Options, o)
			if p.tok.Kind == RParen {
				break
			}
		}
		p.expect(RParen)
	}
	l.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	return l
}

func (p *parser) parseCreateView(pos Pos, temporary bool) *CreateView {
	s := &CreateView{CreatePos: pos, Temporary: temporary}
	p.expectWord("VIEW")
	s.IfNotExists = p.parseIfNotExists()
	s.Name = p.parseName()
	if p.tok.Kind == LParen {
		s.Columns, _ = p.parseIdentList()
	}
	s.Comment = p.parseComment()
	p.expectWord("AS")
	s.Query = p.parseQuery()
	if p.err != nil {
		return nil
	}
	return s
}

func (p *parser) parseCreateDatabase(pos Pos) *CreateDatabase {
	s := &CreateDatabase{CreatePos: pos}
	p.expectWord("DATABASE")
	s.IfNotExists = p.parseIfNotExists()
	s.Name = p.parseName()
	s.Comment = p.parseComment()
	if p.acceptWord("WITH") {
		s.Options = p.parseProperties()
	}
	s.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	return s
}

// parseDrop parses DROP [TEMPORARY] TABLE|VIEW [IF EXISTS] name and DROP
// DATABASE [IF EXISTS] name [RESTRICT|CASCADE].
func (p *parser) parseDrop() Stmt {
	s := &DropStmt{DropPos: p.expectWord("DROP")}
	s.Temporary = p.acceptWord("TEMPORARY")
	if p.isWord("CATALOG") && !s.Temporary {
		return p.parseDropCatalog(s.DropPos)
	}
	switch {
	case p.isWord("TABLE") || p.isWord("VIEW") || (p.isWord("DATABASE") && !s.Temporary):
		s.Object = p.tok.Val
		p.next()
	default:
		p.errorExpected(`"TABLE", "VIEW" or "DATABASE"`)
	}
	s.IfExists = p.parseIfExists()
	s.Name = p.parseName()
	if s.Object == "DATABASE" && (p.isWord("RESTRICT") || p.isWord("CASCADE")) {
		s.Behavior = p.tok.Val
		p.next()
	}
	s.EndPos = p.prevEnd
	if p.err != nil {
		return nil
	}
	return s
}
