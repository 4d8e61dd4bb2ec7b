package sql

// Alias is [AS] name [(col, ...)] after a FROM item.
type Alias struct {
	AsPos   Pos // NoPos when AS was omitted
	Name    *Ident
	Columns []*Ident
	Rparen  Pos // closing parenthesis of Columns, if any
}

func (x *Alias) Pos() Pos {
	if x.AsPos.IsValid() {
		return x.AsPos
	}
	return x.Name.Pos()
}
func (x *Alias) End() Pos {
	if len(x.Columns) > 0 {
		return x.Rparen + 1
	}
	return x.Name.End()
}
func (x *Alias) String() string { return nodeString(x) }
func (x *Alias) format(p *printer) {
	p.str("AS ")
	x.Name.format(p)
	if len(x.Columns) > 0 {
		p.str(" ")
		p.parenIdents(x.Columns)
	}
}

// formatAlias prints " AS a (c1, c2)" when a is set.
func (p *printer) alias(a *Alias) {
	if a != nil {
		p.str(" ")
		a.format(p)
	}
}

// TableRef is a named table: name [hints] [FOR SYSTEM_TIME AS OF e] [alias].
type TableRef struct {
	Name       *Name
	Hints      []*Hint
	ForPos     Pos  // FOR of FOR SYSTEM_TIME AS OF, NoPos without it
	SystemTime Expr // FOR SYSTEM_TIME AS OF this, for temporal joins
	Alias      *Alias
}

func (x *TableRef) Pos() Pos { return x.Name.Pos() }
func (x *TableRef) End() Pos {
	switch {
	case x.Alias != nil:
		return x.Alias.End()
	case x.SystemTime != nil:
		return x.SystemTime.End()
	case len(x.Hints) > 0:
		return x.Hints[len(x.Hints)-1].End()
	}
	return x.Name.End()
}
func (x *TableRef) String() string { return nodeString(x) }
func (x *TableRef) format(p *printer) {
	x.Name.format(p)
	for _, h := range x.Hints {
		p.str(" ")
		h.format(p)
	}
	if x.SystemTime != nil {
		p.str(" FOR SYSTEM_TIME AS OF ")
		p.expr(x.SystemTime, 0)
	}
	p.alias(x.Alias)
}

// DerivedTable is [LATERAL] (query) [alias].
type DerivedTable struct {
	Lateral        Pos // NoPos without LATERAL
	Lparen, Rparen Pos
	Query          Query
	Alias          *Alias
}

func (x *DerivedTable) Pos() Pos {
	if x.Lateral.IsValid() {
		return x.Lateral
	}
	return x.Lparen
}
func (x *DerivedTable) End() Pos {
	if x.Alias != nil {
		return x.Alias.End()
	}
	return x.Rparen + 1
}
func (x *DerivedTable) String() string { return nodeString(x) }
func (x *DerivedTable) format(p *printer) {
	if x.Lateral.IsValid() {
		p.str("LATERAL ")
	}
	p.str("(")
	x.Query.format(p)
	p.str(")")
	p.alias(x.Alias)
}

// TableFunc is [LATERAL] TABLE(call) [alias]: a table function such as
// TABLE(TUMBLE(TABLE t, DESCRIPTOR(ts), INTERVAL '10' SECOND)) or
// LATERAL TABLE(split(s)). Flink 2 also takes the call without TABLE(...),
// FROM TUMBLE(TABLE t, ...): then Implicit is set, TablePos is the call's
// position and Rparen its closing parenthesis.
type TableFunc struct {
	Lateral  Pos // NoPos without LATERAL
	TablePos Pos
	Implicit bool
	Call     *FuncCall
	Rparen   Pos
	Alias    *Alias
}

func (x *TableFunc) Pos() Pos {
	if x.Lateral.IsValid() {
		return x.Lateral
	}
	return x.TablePos
}
func (x *TableFunc) End() Pos {
	if x.Alias != nil {
		return x.Alias.End()
	}
	return x.Rparen + 1
}
func (x *TableFunc) String() string { return nodeString(x) }
func (x *TableFunc) format(p *printer) {
	if x.Lateral.IsValid() {
		p.str("LATERAL ")
	}
	if x.Implicit {
		x.Call.format(p)
	} else {
		p.str("TABLE(")
		x.Call.format(p)
		p.str(")")
	}
	p.alias(x.Alias)
}

// Unnest is UNNEST(expr, ...) [WITH ORDINALITY] [alias].
type Unnest struct {
	UnnestPos, Rparen Pos
	Args              []Expr
	WithOrdinality    bool
	OrdinalityEnd     Pos
	Alias             *Alias
}

func (x *Unnest) Pos() Pos { return x.UnnestPos }
func (x *Unnest) End() Pos {
	switch {
	case x.Alias != nil:
		return x.Alias.End()
	case x.WithOrdinality:
		return x.OrdinalityEnd
	}
	return x.Rparen + 1
}
func (x *Unnest) String() string { return nodeString(x) }
func (x *Unnest) format(p *printer) {
	p.str("UNNEST(")
	p.exprList(x.Args)
	p.str(")")
	if x.WithOrdinality {
		p.str(" WITH ORDINALITY")
	}
	p.alias(x.Alias)
}

// JoinKind is the kind of a Join.
type JoinKind int

// Join kinds. CommaJoin is FROM a, b.
const (
	InnerJoin JoinKind = iota
	LeftJoin
	RightJoin
	FullJoin
	CrossJoin
	CommaJoin
)

func (k JoinKind) String() string {
	switch k {
	case LeftJoin:
		return "LEFT JOIN"
	case RightJoin:
		return "RIGHT JOIN"
	case FullJoin:
		return "FULL JOIN"
	case CrossJoin:
		return "CROSS JOIN"
	case CommaJoin:
		return ","
	}
	return "INNER JOIN"
}

// Join is left [NATURAL] kind JOIN right [ON cond | USING (cols)].
type Join struct {
	Left    TableExpr
	JoinPos Pos // the first keyword of the join, or the comma
	Kind    JoinKind
	Natural bool
	Right   TableExpr
	On      Expr
	Using   []*Ident
	EndPos  Pos
}

func (x *Join) Pos() Pos       { return x.Left.Pos() }
func (x *Join) End() Pos       { return x.EndPos }
func (x *Join) String() string { return nodeString(x) }
func (x *Join) format(p *printer) {
	x.Left.format(p)
	if x.Kind == CommaJoin {
		p.str(", ")
	} else {
		p.str(" ")
		if x.Natural {
			p.str("NATURAL ")
		}
		p.str(x.Kind.String() + " ")
	}
	// Joins nest to the left; a join on the right needs parentheses.
	if _, isJoin := x.Right.(*Join); isJoin {
		p.str("(")
		x.Right.format(p)
		p.str(")")
	} else {
		x.Right.format(p)
	}
	if x.On != nil {
		p.str(" ON ")
		p.expr(x.On, 0)
	}
	if len(x.Using) > 0 {
		p.str(" USING ")
		p.parenIdents(x.Using)
	}
}

// ParenTable is a parenthesized join, (a JOIN b ON ...).
type ParenTable struct {
	Lparen, Rparen Pos
	X              TableExpr
}

func (x *ParenTable) Pos() Pos       { return x.Lparen }
func (x *ParenTable) End() Pos       { return x.Rparen + 1 }
func (x *ParenTable) String() string { return nodeString(x) }
func (x *ParenTable) format(p *printer) {
	p.str("(")
	x.X.format(p)
	p.str(")")
}

func (*TableRef) tableExprNode()     {}
func (*DerivedTable) tableExprNode() {}
func (*TableFunc) tableExprNode()    {}
func (*Unnest) tableExprNode()       {}
func (*Join) tableExprNode()         {}
func (*ParenTable) tableExprNode()   {}
