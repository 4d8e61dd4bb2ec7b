package sql

// CallProcedure is CALL [[catalog.]database.]procedure(arg, ...).
type CallProcedure struct {
	CallPos Pos
	Name    *Name
	Args    []Expr
	Rparen  Pos
}

func (x *CallProcedure) Pos() Pos       { return x.CallPos }
func (x *CallProcedure) End() Pos       { return x.Rparen + 1 }
func (x *CallProcedure) String() string { return nodeString(x) }
func (x *CallProcedure) format(p *printer) {
	p.str("CALL ")
	x.Name.format(p)
	p.str("(")
	for i, a := range x.Args {
		if i > 0 {
			p.str(", ")
		}
		p.expr(a, 0)
	}
	p.str(")")
}

// ShowProcedures is SHOW PROCEDURES [{FROM | IN} [catalog.]database] [[NOT] {LIKE | ILIKE} 'p'].
type ShowProcedures struct {
	ShowPos, EndPos Pos
	FromKw          string // FROM or IN, "" when absent
	Database        *Name  // nil without FROM/IN
	NotLike, ILike  bool
	Like            *Literal
}

func (x *ShowProcedures) Pos() Pos       { return x.ShowPos }
func (x *ShowProcedures) End() Pos       { return x.EndPos }
func (x *ShowProcedures) String() string { return nodeString(x) }
func (x *ShowProcedures) format(p *printer) {
	p.str("SHOW PROCEDURES")
	if x.Database != nil {
		p.str(" " + x.FromKw + " ")
		x.Database.format(p)
	}
	if x.Like != nil {
		if x.NotLike {
			p.str(" NOT")
		}
		if x.ILike {
			p.str(" ILIKE ")
		} else {
			p.str(" LIKE ")
		}
		x.Like.format(p)
	}
}

func (*CallProcedure) stmtNode()  {}
func (*ShowProcedures) stmtNode() {}
