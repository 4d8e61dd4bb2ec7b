package sql

// Query precedences: INTERSECT binds tighter than UNION and EXCEPT; WITH and
// ORDER BY/LIMIT wrap a whole query and need parentheses as an operand.
const (
	queryPrecWrapped = 0
	queryPrecUnion   = 1
	queryPrecInter   = 2
	queryPrecPrimary = 3
)

// Select is SELECT ... [FROM ...] [WHERE ...] [GROUP BY ...] [HAVING ...]
// [WINDOW ...]. ORDER BY and LIMIT belong to an enclosing OrderBy.
type Select struct {
	SelectPos, EndPos Pos
	Hints             []*Hint
	Quantifier        string // "", DISTINCT or ALL
	Items             []*SelectItem
	From              TableExpr
	Where             Expr
	GroupBy           []Expr
	Having            Expr
	Windows           []*NamedWindow
}

func (x *Select) Pos() Pos       { return x.SelectPos }
func (x *Select) End() Pos       { return x.EndPos }
func (x *Select) String() string { return nodeString(x) }
func (x *Select) format(p *printer) {
	p.str("SELECT ")
	for _, h := range x.Hints {
		h.format(p)
		p.str(" ")
	}
	if x.Quantifier != "" {
		p.str(x.Quantifier + " ")
	}
	printList(p, x.Items)
	if x.From != nil {
		p.str(" FROM ")
		x.From.format(p)
	}
	if x.Where != nil {
		p.str(" WHERE ")
		p.expr(x.Where, 0)
	}
	if len(x.GroupBy) > 0 {
		p.str(" GROUP BY ")
		p.exprList(x.GroupBy)
	}
	if x.Having != nil {
		p.str(" HAVING ")
		p.expr(x.Having, 0)
	}
	if len(x.Windows) > 0 {
		p.str(" WINDOW ")
		printList(p, x.Windows)
	}
}

// SelectItem is expr [AS alias], *, or t.*.
type SelectItem struct {
	Expr  Expr
	Alias *Ident
}

func (x *SelectItem) Pos() Pos { return x.Expr.Pos() }
func (x *SelectItem) End() Pos {
	if x.Alias != nil {
		return x.Alias.End()
	}
	return x.Expr.End()
}
func (x *SelectItem) String() string { return nodeString(x) }
func (x *SelectItem) format(p *printer) {
	p.expr(x.Expr, 0)
	if x.Alias != nil {
		p.str(" AS ")
		x.Alias.format(p)
	}
}

// NamedWindow is name AS (spec) in a WINDOW clause.
type NamedWindow struct {
	Name *Ident
	Spec *WindowSpec
}

func (x *NamedWindow) Pos() Pos       { return x.Name.Pos() }
func (x *NamedWindow) End() Pos       { return x.Spec.End() }
func (x *NamedWindow) String() string { return nodeString(x) }
func (x *NamedWindow) format(p *printer) {
	x.Name.format(p)
	p.str(" AS ")
	x.Spec.format(p)
}

// SetOpKind is UNION, INTERSECT or EXCEPT.
type SetOpKind int

// Set operations.
const (
	Union SetOpKind = iota
	Intersect
	Except
)

func (k SetOpKind) String() string {
	switch k {
	case Intersect:
		return "INTERSECT"
	case Except:
		return "EXCEPT"
	}
	return "UNION"
}

// SetOp is left UNION|INTERSECT|EXCEPT [ALL] right.
type SetOp struct {
	Left  Query
	OpPos Pos
	Op    SetOpKind
	All   bool
	Right Query
}

func (x *SetOp) Pos() Pos       { return x.Left.Pos() }
func (x *SetOp) End() Pos       { return x.Right.End() }
func (x *SetOp) String() string { return nodeString(x) }
func (x *SetOp) format(p *printer) {
	prec := x.precedence()
	p.query(x.Left, prec)
	p.str(" " + x.Op.String() + " ")
	if x.All {
		p.str("ALL ")
	}
	p.query(x.Right, prec+1)
}

func (x *SetOp) precedence() int {
	if x.Op == Intersect {
		return queryPrecInter
	}
	return queryPrecUnion
}

// Values is VALUES row, row, ...; a row is usually a RowExpr.
type Values struct {
	ValuesPos Pos
	Rows      []Expr
}

func (x *Values) Pos() Pos       { return x.ValuesPos }
func (x *Values) End() Pos       { return x.Rows[len(x.Rows)-1].End() }
func (x *Values) String() string { return nodeString(x) }
func (x *Values) format(p *printer) {
	p.str("VALUES ")
	p.exprList(x.Rows)
}

// ParenQuery is a parenthesized query.
type ParenQuery struct {
	Lparen, Rparen Pos
	Query          Query
}

func (x *ParenQuery) Pos() Pos       { return x.Lparen }
func (x *ParenQuery) End() Pos       { return x.Rparen + 1 }
func (x *ParenQuery) String() string { return nodeString(x) }
func (x *ParenQuery) format(p *printer) {
	p.str("(")
	x.Query.format(p)
	p.str(")")
}

// With is WITH name [(cols)] AS (query), ... body.
type With struct {
	WithPos Pos
	CTEs    []*CTE
	Body    Query
}

func (x *With) Pos() Pos       { return x.WithPos }
func (x *With) End() Pos       { return x.Body.End() }
func (x *With) String() string { return nodeString(x) }
func (x *With) format(p *printer) {
	p.str("WITH ")
	printList(p, x.CTEs)
	p.str(" ")
	x.Body.format(p)
}

// CTE is one common table expression of a WITH.
type CTE struct {
	Name    *Ident
	Columns []*Ident
	Query   Query
	Rparen  Pos
}

func (x *CTE) Pos() Pos       { return x.Name.Pos() }
func (x *CTE) End() Pos       { return x.Rparen + 1 }
func (x *CTE) String() string { return nodeString(x) }
func (x *CTE) format(p *printer) {
	x.Name.format(p)
	if len(x.Columns) > 0 {
		p.str(" ")
		p.parenIdents(x.Columns)
	}
	p.str(" AS (")
	x.Query.format(p)
	p.str(")")
}

// OrderBy is query [ORDER BY ...] [LIMIT n] [OFFSET m] [FETCH FIRST n ROWS
// ONLY]; at least one of its clauses is present.
type OrderBy struct {
	Query   Query
	OrderBy []*OrderItem
	Limit   Expr // LIMIT n
	Offset  Expr // OFFSET m [ROWS]
	Fetch   Expr // FETCH FIRST|NEXT n ROWS ONLY
	EndPos  Pos
}

func (x *OrderBy) Pos() Pos       { return x.Query.Pos() }
func (x *OrderBy) End() Pos       { return x.EndPos }
func (x *OrderBy) String() string { return nodeString(x) }
func (x *OrderBy) format(p *printer) {
	p.query(x.Query, queryPrecUnion)
	if len(x.OrderBy) > 0 {
		p.str(" ORDER BY ")
		printList(p, x.OrderBy)
	}
	if x.Limit != nil {
		p.str(" LIMIT ")
		p.expr(x.Limit, 0)
	}
	if x.Offset != nil {
		p.str(" OFFSET ")
		p.expr(x.Offset, 0)
		if x.Fetch != nil {
			p.str(" ROWS")
		}
	}
	if x.Fetch != nil {
		p.str(" FETCH FIRST ")
		p.expr(x.Fetch, 0)
		p.str(" ROWS ONLY")
	}
}

// OrderItem is expr [ASC|DESC] [NULLS FIRST|LAST].
type OrderItem struct {
	Expr   Expr
	Desc   bool
	Nulls  string // "", FIRST or LAST
	EndPos Pos
}

func (x *OrderItem) Pos() Pos       { return x.Expr.Pos() }
func (x *OrderItem) End() Pos       { return x.EndPos }
func (x *OrderItem) String() string { return nodeString(x) }
func (x *OrderItem) format(p *printer) {
	p.expr(x.Expr, 0)
	if x.Desc {
		p.str(" DESC")
	}
	if x.Nulls != "" {
		p.str(" NULLS " + x.Nulls)
	}
}

// queryPrec returns how tightly q binds as an operand of a set operation.
func queryPrec(q Query) int {
	switch q := q.(type) {
	case *SetOp:
		return q.precedence()
	case *With, *OrderBy:
		return queryPrecWrapped
	}
	return queryPrecPrimary
}

// query prints q, in parentheses if it binds less tightly than minPrec.
func (p *printer) query(q Query, minPrec int) {
	if queryPrec(q) < minPrec {
		p.str("(")
		q.format(p)
		p.str(")")
		return
	}
	q.format(p)
}

func (*Select) queryNode()     {}
func (*SetOp) queryNode()      {}
func (*Values) queryNode()     {}
func (*ParenQuery) queryNode() {}
func (*With) queryNode()       {}
func (*OrderBy) queryNode()    {}
