package sql

import "strings"

// Node is any node of the syntax tree. Pos is the position of the node's
// first byte and End the position just after its last byte. String prints
// the node as Flink SQL that parses back to an equal tree.
type Node interface {
	Pos() Pos
	End() Pos
	String() string
	format(p *printer)
}

// Stmt is a statement of a script.
type Stmt interface {
	Node
	stmtNode()
}

// Expr is a scalar expression.
type Expr interface {
	Node
	exprNode()
}

// Query is a query expression: SELECT, VALUES, set operations, WITH,
// ORDER BY/LIMIT and parenthesized queries.
type Query interface {
	Node
	queryNode()
}

// TableExpr is an item of a FROM clause: a table, a subquery, a table
// function, or a join of these.
type TableExpr interface {
	Node
	tableExprNode()
}

// Ident is a simple identifier. Quoted records whether it was written in
// backquotes; Name is the identifier as Flink sees it (case kept, since Flink
// identifiers are case-sensitive).
type Ident struct {
	NamePos, NameEnd Pos
	Name             string
	Quoted           bool
}

func (x *Ident) Pos() Pos { return x.NamePos }

// End falls back to the printed length for identifiers made by code.
func (x *Ident) End() Pos {
	if x.NameEnd.IsValid() {
		return x.NameEnd
	}
	return x.NamePos + Pos(len(x.String()))
}
func (x *Ident) String() string    { return quoteIdent(x.Name, x.Quoted) }
func (x *Ident) format(p *printer) { p.str(quoteIdent(x.Name, x.Quoted || p.quoteAll)) }

// Name is a possibly qualified name such as cat.db.tbl. In an expression it
// is a column reference (col, t.col) or a field access on one (t.col.field).
type Name struct {
	Parts []*Ident
}

func (x *Name) Pos() Pos { return x.Parts[0].Pos() }
func (x *Name) End() Pos { return x.Parts[len(x.Parts)-1].End() }
func (x *Name) format(p *printer) {
	for i, part := range x.Parts {
		if i > 0 {
			p.str(".")
		}
		part.format(p)
	}
}
func (x *Name) String() string { return nodeString(x) }

// Hint is an optimizer hint such as /*+ OPTIONS('k'='v') */, recorded with
// its trimmed text; a later stage interprets it.
type Hint struct {
	HintPos, HintEnd Pos
	Text             string
}

func (x *Hint) Pos() Pos          { return x.HintPos }
func (x *Hint) End() Pos          { return x.HintEnd }
func (x *Hint) String() string    { return nodeString(x) }
func (x *Hint) format(p *printer) { p.str("/*+ " + x.Text + " */") }

// Property is a 'key' = 'value' option, as in WITH (...).
type Property struct {
	Key   *Literal
	Value *Literal
}

func (x *Property) Pos() Pos       { return x.Key.Pos() }
func (x *Property) End() Pos       { return x.Value.End() }
func (x *Property) String() string { return nodeString(x) }
func (x *Property) format(p *printer) {
	x.Key.format(p)
	p.str(" = ")
	x.Value.format(p)
}

// printer accumulates the SQL text of nodes.
type printer struct {
	strings.Builder
	// quoteAll backquotes every identifier, as Flink prints stored expressions.
	quoteAll bool
}

func nodeString(n Node) string {
	var p printer
	n.format(&p)
	return p.String()
}

// QuotedString prints a node with every identifier in backquotes, the way Flink prints the
// expressions it stores (computed columns, watermarks): `h` - INTERVAL '5' SECOND.
func QuotedString(n Node) string {
	p := printer{quoteAll: true}
	n.format(&p)
	return p.String()
}

func (p *printer) str(s string) { p.WriteString(s) }

// expr prints e, in parentheses if it binds less tightly than minPrec.
func (p *printer) expr(e Expr, minPrec int) {
	if exprPrec(e) < minPrec {
		p.str("(")
		e.format(p)
		p.str(")")
		return
	}
	e.format(p)
}

// list prints nodes separated by ", ".
func printList[T Node](p *printer, nodes []T) {
	for i, n := range nodes {
		if i > 0 {
			p.str(", ")
		}
		n.format(p)
	}
}

// exprList prints expressions separated by ", ", each at full precedence.
func (p *printer) exprList(exprs []Expr) {
	for i, e := range exprs {
		if i > 0 {
			p.str(", ")
		}
		p.expr(e, 0)
	}
}

// parenIdents prints "(a, b, c)".
func (p *printer) parenIdents(ids []*Ident) {
	p.str("(")
	printList(p, ids)
	p.str(")")
}

func (p *printer) properties(props []*Property) {
	p.str("(")
	printList(p, props)
	p.str(")")
}
