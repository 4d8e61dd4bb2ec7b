package plan

import (
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// Calcite's operator precedences, which decide where its unparse puts parentheses.
const (
	precOr      = 22
	precAnd     = 24
	precNot     = 26
	precIs      = 28
	precCompare = 30
	precLike    = 32
	precAdd     = 40
	precMul     = 60
	precPrefix  = 80
	precAtom    = 100
)

var binaryPrec = map[sql.BinaryOp]int{
	sql.OpOr: precOr, sql.OpAnd: precAnd,
	sql.OpEq: precCompare, sql.OpNotEq: precCompare, sql.OpLt: precCompare, sql.OpLe: precCompare,
	sql.OpGt: precCompare, sql.OpGe: precCompare, sql.OpIsDistinctFrom: precCompare, sql.OpIsNotDistinctFrom: precCompare,
	sql.OpAdd: precAdd, sql.OpSub: precAdd, sql.OpMul: precMul, sql.OpDiv: precMul, sql.OpMod: precMul, sql.OpConcat: precMul,
}

// exprPrecedence is how tightly an expression binds, as Calcite's operators do.
func exprPrecedence(e sql.Expr) int {
	switch e := e.(type) {
	case *sql.ParenExpr:
		return exprPrecedence(e.X)
	case *sql.BinaryExpr:
		return binaryPrec[e.Op]
	case *sql.UnaryExpr:
		if e.Op == sql.OpNot {
			return precNot
		}
		return precPrefix
	case *sql.IsExpr:
		return precIs
	case *sql.BetweenExpr, *sql.LikeExpr, *sql.InExpr:
		return precLike
	}
	return precAtom
}

// expr prints an expression, in parentheses when it binds less tightly than minPrec; the
// query's own parentheses go, as Calcite keeps none.
func (p *viewPrinter) expr(e sql.Expr, minPrec int) error {
	if e, ok := e.(*sql.ParenExpr); ok {
		return p.expr(e.X, minPrec)
	}
	if exprPrecedence(e) < minPrec {
		p.str("(")
		defer p.str(")")
	}
	switch e := e.(type) {
	case *sql.Name:
		p.name(e)
	case *sql.Literal:
		p.literal(e)
	case *sql.TypedLiteral:
		p.str(e.Type + " ")
		p.literal(e.Value)
	case *sql.BinaryExpr:
		prec := binaryPrec[e.Op]
		if err := p.expr(e.X, prec); err != nil {
			return err
		}
		p.str(" " + e.Op.String() + " ")
		return p.expr(e.Y, prec+1)
	case *sql.UnaryExpr:
		switch e.Op {
		case sql.OpNot:
			p.str("NOT ")
			return p.expr(e.X, precNot)
		case sql.OpNeg:
			if lit, ok := e.X.(*sql.Literal); ok && (lit.Kind == sql.LitInteger || lit.Kind == sql.LitDecimal || lit.Kind == sql.LitApprox) {
				p.str("-" + lit.Value)
				return nil
			}
			p.str("- ")
		default:
			p.str("+ ")
		}
		return p.expr(e.X, precPrefix)
	case *sql.IsExpr:
		if err := p.expr(e.X, precIs); err != nil {
			return err
		}
		p.str(" IS ")
		if e.Not {
			p.str("NOT ")
		}
		p.str(e.Test)
	case *sql.BetweenExpr:
		if err := p.expr(e.X, precLike+1); err != nil {
			return err
		}
		p.str(not(e.Not) + " BETWEEN ")
		if e.Symmetric == "SYMMETRIC" {
			p.str("SYMMETRIC ")
		} else {
			p.str("ASYMMETRIC ")
		}
		if err := p.expr(e.Low, precLike+1); err != nil {
			return err
		}
		p.str(" AND ")
		return p.expr(e.High, precLike+1)
	case *sql.LikeExpr:
		if err := p.expr(e.X, precLike+1); err != nil {
			return err
		}
		kw := " LIKE "
		if e.Similar {
			kw = " SIMILAR TO "
		}
		p.str(not(e.Not) + kw)
		if err := p.expr(e.Pattern, precLike+1); err != nil {
			return err
		}
		if e.Escape != nil {
			p.str(" ESCAPE ")
			return p.expr(e.Escape, precLike+1)
		}
	case *sql.InExpr:
		if err := p.expr(e.X, precLike+1); err != nil {
			return err
		}
		p.str(not(e.Not) + " IN (")
		if e.Query != nil {
			if _, err := p.query(e.Query); err != nil {
				return err
			}
		} else if err := p.exprList(e.List); err != nil {
			return err
		}
		p.str(")")
	case *sql.ExistsExpr:
		p.str("EXISTS (")
		if _, err := p.query(e.Query); err != nil {
			return err
		}
		p.str(")")
	case *sql.SubqueryExpr:
		p.str("(((")
		if _, err := p.query(e.Query); err != nil {
			return err
		}
		p.str(")))")
	case *sql.CastExpr:
		if e.Try {
			p.str("TRY_CAST(")
		} else {
			p.str("CAST(")
		}
		if err := p.expr(e.X, 0); err != nil {
			return err
		}
		p.str(" AS " + castTypeText(e.Type) + ")")
	case *sql.FuncCall:
		return p.call(e)
	case *sql.CaseExpr:
		p.str("CASE")
		if e.Operand != nil {
			p.str(" ")
			if err := p.expr(e.Operand, 0); err != nil {
				return err
			}
		}
		for _, w := range e.Whens {
			p.str(" WHEN ")
			if err := p.expr(w.Cond, 0); err != nil {
				return err
			}
			p.str(" THEN ")
			if err := p.expr(w.Result, 0); err != nil {
				return err
			}
		}
		if e.Else != nil {
			p.str(" ELSE ")
			if err := p.expr(e.Else, 0); err != nil {
				return err
			}
		}
		p.str(" END")
	case *sql.RowExpr:
		p.str("ROW(")
		if err := p.exprList(e.Fields); err != nil {
			return err
		}
		p.str(")")
	case *sql.IntervalLiteral:
		p.str(sql.QuotedString(e))
	default:
		return errNotPrintable
	}
	return nil
}

func not(negated bool) string {
	if negated {
		return " NOT"
	}
	return ""
}

func (p *viewPrinter) exprList(es []sql.Expr) error {
	for i, e := range es {
		if i > 0 {
			p.str(", ")
		}
		if err := p.expr(e, 0); err != nil {
			return err
		}
	}
	return nil
}

func (p *viewPrinter) call(f *sql.FuncCall) error {
	if f.Over != nil || f.OverName != nil || f.Filter != nil {
		return errNotPrintable
	}
	p.str(strings.ToUpper(strings.Join(NameParts(f.Name), ".")) + "(")
	if f.Quantifier != "" {
		p.str(f.Quantifier + " ")
	}
	if f.Star {
		p.str("*")
	} else if err := p.exprList(f.Args); err != nil {
		return err
	}
	p.str(")")
	return nil
}

// name qualifies a column with its table's alias, looking in the innermost scope first.
func (p *viewPrinter) name(n *sql.Name) {
	if len(n.Parts) > 1 {
		parts := make([]string, len(n.Parts))
		for i, part := range n.Parts {
			parts[i] = catalog.QuoteName(part.Name)
		}
		p.str(strings.Join(parts, "."))
		return
	}
	name := n.Parts[0].Name
	for i := len(p.scopes) - 1; i >= 0; i-- {
		for _, f := range p.scopes[i] {
			if f.Name == name && !f.qualifiedOnly {
				p.str(qualified(f))
				return
			}
		}
	}
	p.str(catalog.QuoteName(name))
}

func (p *viewPrinter) literal(l *sql.Literal) {
	switch l.Kind {
	case sql.LitString:
		p.str("'" + strings.ReplaceAll(l.Value, "'", "''") + "'")
	case sql.LitBool, sql.LitNull:
		p.str(strings.ToUpper(l.Value))
	default:
		p.str(l.Value)
	}
}

// castTypeText is a CAST's type as Calcite unparses it: INTEGER for INT.
func castTypeText(dt *sql.DataType) string {
	text := dt.String()
	if dt.Name == "INT" {
		return "INTEGER" + strings.TrimPrefix(text, "INT")
	}
	return text
}
