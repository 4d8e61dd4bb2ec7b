package sql

import "strings"

// Operator precedences, from Calcite's SqlStdOperatorTable. Higher binds
// tighter. The parser and the printer share them, so that printing adds
// exactly the parentheses that parsing needs.
const (
	precOr      = 13
	precAnd     = 24
	precNot     = 26
	precIs      = 28 // IS [NOT] NULL/TRUE/FALSE/UNKNOWN
	precCompare = 30 // = <> < <= > >= IS [NOT] DISTINCT FROM
	precLike    = 32 // [NOT] LIKE, SIMILAR TO, BETWEEN, IN
	precAdd     = 40 // + -
	precMul     = 60 // * / % ||
	precUnary   = 80 // prefix + -
	precPrimary = 100
)

// BinaryOp is the operator of a BinaryExpr.
type BinaryOp int

// Binary operators.
const (
	OpOr BinaryOp = iota
	OpAnd
	OpEq
	OpNotEq // <> and !=
	OpLt
	OpLe
	OpGt
	OpGe
	OpIsDistinctFrom
	OpIsNotDistinctFrom
	OpAdd
	OpSub
	OpMul
	OpDiv
	OpMod
	OpConcat
)

var binaryOpText = [...]string{
	OpOr: "OR", OpAnd: "AND", OpEq: "=", OpNotEq: "<>", OpLt: "<", OpLe: "<=", OpGt: ">", OpGe: ">=",
	OpIsDistinctFrom: "IS DISTINCT FROM", OpIsNotDistinctFrom: "IS NOT DISTINCT FROM",
	OpAdd: "+", OpSub: "-", OpMul: "*", OpDiv: "/", OpMod: "%", OpConcat: "||",
}

func (op BinaryOp) String() string { return binaryOpText[op] }

func (op BinaryOp) precedence() int {
	switch op {
	case OpOr:
		return precOr
	case OpAnd:
		return precAnd
	case OpAdd, OpSub:
		return precAdd
	case OpMul, OpDiv, OpMod, OpConcat:
		return precMul
	}
	return precCompare
}

// UnaryOp is the operator of a UnaryExpr.
type UnaryOp int

// Unary operators.
const (
	OpNot UnaryOp = iota
	OpNeg
	OpPlus
)

// ParenExpr is a parenthesized expression.
type ParenExpr struct {
	Lparen, Rparen Pos
	X              Expr
}

func (x *ParenExpr) Pos() Pos       { return x.Lparen }
func (x *ParenExpr) End() Pos       { return x.Rparen + 1 }
func (x *ParenExpr) String() string { return nodeString(x) }
func (x *ParenExpr) format(p *printer) {
	p.str("(")
	p.expr(x.X, 0)
	p.str(")")
}

// UnaryExpr is NOT x, -x or +x.
type UnaryExpr struct {
	OpPos Pos
	Op    UnaryOp
	X     Expr
}

func (x *UnaryExpr) Pos() Pos       { return x.OpPos }
func (x *UnaryExpr) End() Pos       { return x.X.End() }
func (x *UnaryExpr) String() string { return nodeString(x) }
func (x *UnaryExpr) format(p *printer) {
	if x.Op == OpNot {
		p.str("NOT ")
		p.expr(x.X, precNot) // NOT NOT x needs no parentheses
		return
	}
	var operand printer
	operand.expr(x.X, precUnary)
	text := operand.String()
	if x.Op == OpNeg {
		p.str("-")
	} else {
		p.str("+")
	}
	// "- -1" must not become "--1", which starts a comment.
	if strings.HasPrefix(text, "-") || strings.HasPrefix(text, "+") {
		p.str(" ")
	}
	p.str(text)
}

// BinaryExpr is x op y.
type BinaryExpr struct {
	X     Expr
	OpPos Pos
	Op    BinaryOp
	Y     Expr
}

func (x *BinaryExpr) Pos() Pos       { return x.X.Pos() }
func (x *BinaryExpr) End() Pos       { return x.Y.End() }
func (x *BinaryExpr) String() string { return nodeString(x) }
func (x *BinaryExpr) format(p *printer) {
	prec := x.Op.precedence()
	p.expr(x.X, prec)
	p.str(" " + x.Op.String() + " ")
	p.expr(x.Y, prec+1)
}

// IsExpr is x IS [NOT] NULL|TRUE|FALSE|UNKNOWN.
type IsExpr struct {
	X       Expr
	Not     bool
	Test    string // NULL, TRUE, FALSE, UNKNOWN, or JSON [VALUE | OBJECT | ARRAY | SCALAR]
	TestEnd Pos
}

func (x *IsExpr) Pos() Pos       { return x.X.Pos() }
func (x *IsExpr) End() Pos       { return x.TestEnd }
func (x *IsExpr) String() string { return nodeString(x) }
func (x *IsExpr) format(p *printer) {
	p.expr(x.X, precIs)
	p.str(" IS ")
	if x.Not {
		p.str("NOT ")
	}
	p.str(x.Test)
}

// BetweenExpr is x [NOT] BETWEEN [SYMMETRIC|ASYMMETRIC] low AND high.
type BetweenExpr struct {
	X         Expr
	Not       bool
	Symmetric string // "", SYMMETRIC or ASYMMETRIC
	Low, High Expr
}

func (x *BetweenExpr) Pos() Pos       { return x.X.Pos() }
func (x *BetweenExpr) End() Pos       { return x.High.End() }
func (x *BetweenExpr) String() string { return nodeString(x) }
func (x *BetweenExpr) format(p *printer) {
	p.expr(x.X, precLike)
	if x.Not {
		p.str(" NOT")
	}
	p.str(" BETWEEN ")
	if x.Symmetric != "" {
		p.str(x.Symmetric + " ")
	}
	p.expr(x.Low, precAnd+1)
	p.str(" AND ")
	p.expr(x.High, precLike+1)
}

// LikeExpr is x [NOT] LIKE pattern [ESCAPE e], or SIMILAR TO.
type LikeExpr struct {
	X       Expr
	Not     bool
	Similar bool
	Pattern Expr
	Escape  Expr
}

func (x *LikeExpr) Pos() Pos { return x.X.Pos() }
func (x *LikeExpr) End() Pos {
	if x.Escape != nil {
		return x.Escape.End()
	}
	return x.Pattern.End()
}
func (x *LikeExpr) String() string { return nodeString(x) }
func (x *LikeExpr) format(p *printer) {
	p.expr(x.X, precLike)
	if x.Not {
		p.str(" NOT")
	}
	if x.Similar {
		p.str(" SIMILAR TO ")
	} else {
		p.str(" LIKE ")
	}
	p.expr(x.Pattern, precLike+1)
	if x.Escape != nil {
		p.str(" ESCAPE ")
		p.expr(x.Escape, precLike+1)
	}
}

// InExpr is x [NOT] IN (list) or x [NOT] IN (query); exactly one of List
// and Query is set.
type InExpr struct {
	X              Expr
	Not            bool
	Lparen, Rparen Pos
	List           []Expr
	Query          Query
}

func (x *InExpr) Pos() Pos       { return x.X.Pos() }
func (x *InExpr) End() Pos       { return x.Rparen + 1 }
func (x *InExpr) String() string { return nodeString(x) }
func (x *InExpr) format(p *printer) {
	p.expr(x.X, precLike)
	if x.Not {
		p.str(" NOT")
	}
	p.str(" IN (")
	if x.Query != nil {
		x.Query.format(p)
	} else {
		p.exprList(x.List)
	}
	p.str(")")
}

// ExistsExpr is EXISTS (query).
type ExistsExpr struct {
	Exists, Rparen Pos
	Query          Query
}

func (x *ExistsExpr) Pos() Pos       { return x.Exists }
func (x *ExistsExpr) End() Pos       { return x.Rparen + 1 }
func (x *ExistsExpr) String() string { return nodeString(x) }
func (x *ExistsExpr) format(p *printer) {
	p.str("EXISTS (")
	x.Query.format(p)
	p.str(")")
}

// SubqueryExpr is a scalar subquery, (SELECT ...).
type SubqueryExpr struct {
	Lparen, Rparen Pos
	Query          Query
}

func (x *SubqueryExpr) Pos() Pos       { return x.Lparen }
func (x *SubqueryExpr) End() Pos       { return x.Rparen + 1 }
func (x *SubqueryExpr) String() string { return nodeString(x) }
func (x *SubqueryExpr) format(p *printer) {
	p.str("(")
	x.Query.format(p)
	p.str(")")
}

// CaseExpr is CASE [operand] WHEN ... THEN ... [ELSE ...] END.
type CaseExpr struct {
	Case, EndPos Pos // EndPos is the position of END
	Operand      Expr
	Whens        []*WhenClause
	Else         Expr
}

func (x *CaseExpr) Pos() Pos       { return x.Case }
func (x *CaseExpr) End() Pos       { return x.EndPos + 3 }
func (x *CaseExpr) String() string { return nodeString(x) }
func (x *CaseExpr) format(p *printer) {
	p.str("CASE")
	if x.Operand != nil {
		p.str(" ")
		p.expr(x.Operand, 0)
	}
	for _, w := range x.Whens {
		p.str(" ")
		w.format(p)
	}
	if x.Else != nil {
		p.str(" ELSE ")
		p.expr(x.Else, 0)
	}
	p.str(" END")
}

// WhenClause is WHEN cond THEN result.
type WhenClause struct {
	When         Pos
	Cond, Result Expr
}

func (x *WhenClause) Pos() Pos       { return x.When }
func (x *WhenClause) End() Pos       { return x.Result.End() }
func (x *WhenClause) String() string { return nodeString(x) }
func (x *WhenClause) format(p *printer) {
	p.str("WHEN ")
	p.expr(x.Cond, 0)
	p.str(" THEN ")
	p.expr(x.Result, 0)
}

// CastExpr is CAST(x AS type) or TRY_CAST(x AS type).
type CastExpr struct {
	CastPos, Rparen Pos
	Try             bool
	X               Expr
	Type            *DataType
}

func (x *CastExpr) Pos() Pos       { return x.CastPos }
func (x *CastExpr) End() Pos       { return x.Rparen + 1 }
func (x *CastExpr) String() string { return nodeString(x) }
func (x *CastExpr) format(p *printer) {
	if x.Try {
		p.str("TRY_CAST(")
	} else {
		p.str("CAST(")
	}
	p.expr(x.X, 0)
	p.str(" AS ")
	x.Type.format(p)
	p.str(")")
}

// FuncCall is a function call: f(args), COUNT(DISTINCT x), COUNT(*),
// with optional FILTER (WHERE ...) and OVER. Niladic functions such as
// CURRENT_TIMESTAMP have no Lparen.
type FuncCall struct {
	Name           *Name
	Lparen, Rparen Pos
	Quantifier     string // "", DISTINCT or ALL
	Star           bool   // COUNT(*)
	Args           []Expr
	// NullTreatment is "IGNORE NULLS" or "RESPECT NULLS", written inside ARRAY_AGG's
	// parentheses or after a call's; "" without one.
	NullTreatment string
	// NullsInside says NullTreatment was written inside the parentheses.
	NullsInside bool
	Filter      Expr
	Over        *WindowSpec
	OverName    *Ident // OVER w
	// JSON holds the clauses of a JSON function (JSON_VALUE(... RETURNING INT ...)); nil for
	// every other call.
	JSON   *JSONClauses
	EndPos Pos
}

func (x *FuncCall) Pos() Pos { return x.Name.Pos() }
func (x *FuncCall) End() Pos {
	if x.EndPos.IsValid() {
		return x.EndPos
	}
	return x.Name.End()
}
func (x *FuncCall) String() string { return nodeString(x) }
func (x *FuncCall) format(p *printer) {
	if id := x.Name.Parts[0]; len(x.Name.Parts) == 1 && !id.Quoted && (p.quoteAll || isReserved(strings.ToUpper(id.Name))) {
		// Stored expressions (quoteAll) name built-in functions as Calcite unparses them.
		// COUNT, CURRENT_TIMESTAMP, SUBSTRING...: reserved words
		// that the parser accepts as function names.
		p.str(strings.ToUpper(id.Name))
	} else {
		x.Name.format(p)
	}
	if !x.Lparen.IsValid() {
		return
	}
	p.str("(")
	if x.Quantifier != "" {
		p.str(x.Quantifier + " ")
	}
	switch {
	case x.Star:
		p.str("*")
	case x.JSON != nil:
		x.formatJSON(p)
	default:
		p.exprList(x.Args)
	}
	if x.NullTreatment != "" && x.NullsInside {
		p.str(" " + x.NullTreatment)
	}
	p.str(")")
	if x.NullTreatment != "" && !x.NullsInside {
		p.str(" " + x.NullTreatment)
	}
	if x.Filter != nil {
		p.str(" FILTER (WHERE ")
		p.expr(x.Filter, 0)
		p.str(")")
	}
	if x.OverName != nil {
		p.str(" OVER ")
		x.OverName.format(p)
	} else if x.Over != nil {
		p.str(" OVER ")
		x.Over.format(p)
	}
}

// IsNiladic reports whether the call was written without parentheses.
func (x *FuncCall) IsNiladic() bool { return !x.Lparen.IsValid() }

// NamedArg is name => value in a call to a table-valued function.
type NamedArg struct {
	Name  *Ident
	Value Expr
}

func (x *NamedArg) Pos() Pos       { return x.Name.Pos() }
func (x *NamedArg) End() Pos       { return x.Value.End() }
func (x *NamedArg) String() string { return nodeString(x) }
func (x *NamedArg) format(p *printer) {
	x.Name.format(p)
	p.str(" => ")
	p.expr(x.Value, 0)
}

// TableArg is TABLE name [PARTITION BY key], a table passed to a
// table-valued function, as in SESSION(TABLE t PARTITION BY k, ...). Several
// keys are written as a row: PARTITION BY (a, b).
type TableArg struct {
	TablePos    Pos
	Name        *Name
	PartitionBy Expr
}

func (x *TableArg) Pos() Pos { return x.TablePos }
func (x *TableArg) End() Pos {
	if x.PartitionBy != nil {
		return x.PartitionBy.End()
	}
	return x.Name.End()
}
func (x *TableArg) String() string { return nodeString(x) }
func (x *TableArg) format(p *printer) {
	p.str("TABLE ")
	x.Name.format(p)
	if x.PartitionBy != nil {
		p.str(" PARTITION BY ")
		p.expr(x.PartitionBy, 0)
	}
}

// DescriptorExpr is DESCRIPTOR(col, ...), naming the time column of a
// window table-valued function.
type DescriptorExpr struct {
	DescPos, Rparen Pos
	Columns         []*Ident
}

func (x *DescriptorExpr) Pos() Pos       { return x.DescPos }
func (x *DescriptorExpr) End() Pos       { return x.Rparen + 1 }
func (x *DescriptorExpr) String() string { return nodeString(x) }
func (x *DescriptorExpr) format(p *printer) {
	p.str("DESCRIPTOR")
	p.parenIdents(x.Columns)
}

// TimeUnitExpr is a bare time unit passed as an argument, as in
// TIMESTAMPADD(SECOND, 1, ts).
type TimeUnitExpr struct {
	UnitPos, UnitEnd Pos
	Unit             string
}

func (x *TimeUnitExpr) Pos() Pos          { return x.UnitPos }
func (x *TimeUnitExpr) End() Pos          { return x.UnitEnd }
func (x *TimeUnitExpr) String() string    { return x.Unit }
func (x *TimeUnitExpr) format(p *printer) { p.str(x.Unit) }

// RowExpr is ROW(a, b) (Explicit) or the bare (a, b). An empty implicit row
// is the empty grouping set ().
type RowExpr struct {
	RowPos, Rparen Pos // RowPos is ROW, or the "(" of an implicit row
	Explicit       bool
	Fields         []Expr
}

func (x *RowExpr) Pos() Pos       { return x.RowPos }
func (x *RowExpr) End() Pos       { return x.Rparen + 1 }
func (x *RowExpr) String() string { return nodeString(x) }
func (x *RowExpr) format(p *printer) {
	if x.Explicit {
		p.str("ROW")
	}
	p.str("(")
	p.exprList(x.Fields)
	p.str(")")
}

// ArrayExpr is ARRAY[e, ...].
type ArrayExpr struct {
	ArrayPos, Rbrack Pos
	Elems            []Expr
}

func (x *ArrayExpr) Pos() Pos       { return x.ArrayPos }
func (x *ArrayExpr) End() Pos       { return x.Rbrack + 1 }
func (x *ArrayExpr) String() string { return nodeString(x) }
func (x *ArrayExpr) format(p *printer) {
	p.str("ARRAY[")
	p.exprList(x.Elems)
	p.str("]")
}

// MapExpr is MAP[k1, v1, k2, v2, ...]; Elems alternate keys and values.
type MapExpr struct {
	MapPos, Rbrack Pos
	Elems          []Expr
}

func (x *MapExpr) Pos() Pos       { return x.MapPos }
func (x *MapExpr) End() Pos       { return x.Rbrack + 1 }
func (x *MapExpr) String() string { return nodeString(x) }
func (x *MapExpr) format(p *printer) {
	p.str("MAP[")
	p.exprList(x.Elems)
	p.str("]")
}

// IndexExpr is x[index], for arrays and maps.
type IndexExpr struct {
	X              Expr
	Lbrack, Rbrack Pos
	Index          Expr
}

func (x *IndexExpr) Pos() Pos       { return x.X.Pos() }
func (x *IndexExpr) End() Pos       { return x.Rbrack + 1 }
func (x *IndexExpr) String() string { return nodeString(x) }
func (x *IndexExpr) format(p *printer) {
	p.expr(x.X, precPrimary)
	p.str("[")
	p.expr(x.Index, 0)
	p.str("]")
}

// FieldExpr is x.field where x is not a plain name, e.g. f(a).field or
// arr[1].field; a.b.c is a Name instead.
type FieldExpr struct {
	X     Expr
	Field *Ident
}

func (x *FieldExpr) Pos() Pos       { return x.X.Pos() }
func (x *FieldExpr) End() Pos       { return x.Field.End() }
func (x *FieldExpr) String() string { return nodeString(x) }
func (x *FieldExpr) format(p *printer) {
	// A Name receiver would merge into a longer Name when reparsed, and a number would take the
	// dot as its decimal point.
	_, isName := x.X.(*Name)
	lit, isLiteral := x.X.(*Literal)
	if isName || isLiteral && (lit.Kind == LitInteger || lit.Kind == LitDecimal || lit.Kind == LitApprox) {
		p.str("(")
		x.X.format(p)
		p.str(")")
	} else {
		p.expr(x.X, precPrimary)
	}
	p.str(".")
	x.Field.format(p)
}

// StarExpr is * or t.* in a select list.
type StarExpr struct {
	Qualifier *Name // nil for a bare *
	StarPos   Pos
}

func (x *StarExpr) Pos() Pos {
	if x.Qualifier != nil {
		return x.Qualifier.Pos()
	}
	return x.StarPos
}
func (x *StarExpr) End() Pos       { return x.StarPos + 1 }
func (x *StarExpr) String() string { return nodeString(x) }
func (x *StarExpr) format(p *printer) {
	if x.Qualifier != nil {
		x.Qualifier.format(p)
		p.str(".")
	}
	p.str("*")
}

// GroupingSetsExpr is GROUPING SETS (...), ROLLUP (...) or CUBE (...) in
// GROUP BY.
type GroupingSetsExpr struct {
	KwPos, Rparen Pos
	Kind          string // GROUPING SETS, ROLLUP or CUBE
	Items         []Expr
}

func (x *GroupingSetsExpr) Pos() Pos       { return x.KwPos }
func (x *GroupingSetsExpr) End() Pos       { return x.Rparen + 1 }
func (x *GroupingSetsExpr) String() string { return nodeString(x) }
func (x *GroupingSetsExpr) format(p *printer) {
	p.str(x.Kind + " (")
	p.exprList(x.Items)
	p.str(")")
}

// exprPrec returns how tightly e binds, for deciding where the printer
// needs parentheses.
func exprPrec(e Expr) int {
	switch e := e.(type) {
	case *BinaryExpr:
		return e.Op.precedence()
	case *UnaryExpr:
		if e.Op == OpNot {
			return precNot
		}
		return precUnary
	case *IsExpr:
		return precIs
	case *BetweenExpr, *LikeExpr, *InExpr:
		return precLike
	}
	return precPrimary
}

func (*Name) exprNode()             {}
func (*Literal) exprNode()          {}
func (*TypedLiteral) exprNode()     {}
func (*IntervalLiteral) exprNode()  {}
func (*ParenExpr) exprNode()        {}
func (*UnaryExpr) exprNode()        {}
func (*BinaryExpr) exprNode()       {}
func (*IsExpr) exprNode()           {}
func (*BetweenExpr) exprNode()      {}
func (*LikeExpr) exprNode()         {}
func (*InExpr) exprNode()           {}
func (*ExistsExpr) exprNode()       {}
func (*SubqueryExpr) exprNode()     {}
func (*CaseExpr) exprNode()         {}
func (*CastExpr) exprNode()         {}
func (*FuncCall) exprNode()         {}
func (*NamedArg) exprNode()         {}
func (*TableArg) exprNode()         {}
func (*DescriptorExpr) exprNode()   {}
func (*TimeUnitExpr) exprNode()     {}
func (*RowExpr) exprNode()          {}
func (*ArrayExpr) exprNode()        {}
func (*MapExpr) exprNode()          {}
func (*IndexExpr) exprNode()        {}
func (*FieldExpr) exprNode()        {}
func (*StarExpr) exprNode()         {}
func (*GroupingSetsExpr) exprNode() {}
