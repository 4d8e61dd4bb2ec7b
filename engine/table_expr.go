package engine

import (
	"context"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// Java classes of the Table API's own errors.
const (
	classValidation = flinkerr.ClassValidation
	classTable      = flinkerr.ClassTable
)

// apiError is an error the Table API raises itself, with Flink's message and class.
func apiError(class, msg string) error { return flinkerr.New(nil, class, msg) }

// apiErrorCausedBy is apiError caused by cause, printed after it as Java prints a cause.
func apiErrorCausedBy(class, msg string, cause error) error {
	return flinkerr.CausedBy(nil, class, msg, cause)
}

// ExprError is an error in one of the SQL expressions given to a Table API method, as Flink
// reports its SQL expressions ("Invalid SQL expression: ..."): Line and Column, when known,
// count within that expression, not within any SQL the Table API builds around it. It is a type
// of its own, not a flinkerr.Error, because it carries more than a message and a position: the
// expression as given, a position within it rather than the script, and the cause it prints.
type ExprError struct {
	Expr         string // the expression as given
	Line, Column int    // where in Expr, 1-based; 0 when the cause says it itself
	Err          error  // the parser's or the binder's error
}

func (e *ExprError) Error() string {
	msg := "Invalid SQL expression: " + e.Expr + "\nCaused by: "
	if e.Line > 0 {
		return msg + "At line " + strconv.Itoa(e.Line) + ", column " + strconv.Itoa(e.Column) + ": " + e.Err.Error()
	}
	return msg + e.Err.Error()
}

// Unwrap returns the cause, so that errors.Is and FlinkMessage see the binder's error.
func (e *ExprError) Unwrap() error { return e.Err }

func invalidExpr(expr string, err error) error { return &ExprError{Expr: expr, Err: err} }

// exprArg is an expression given to a Table API method, checked on its own.
type exprArg struct {
	given string   // as the caller wrote it
	text  string   // without a trailing AS alias
	alias string   // the alias after AS, or ""
	expr  sql.Expr // nil for *
}

// parseExprArg parses one expression; with aliases allowed, "expr AS name" names the column,
// where Flink's Table API would call .as("name"), and "*" stands for every column. A syntax
// error's position counts within the expression.
func parseExprArg(s string, aliases bool) (exprArg, error) {
	a := exprArg{given: s, text: s}
	if aliases {
		if strings.TrimSpace(s) == "*" {
			return a, nil
		}
		a.text, a.alias = splitAlias(s)
	}
	e, err := sql.ParseExpr(a.text)
	if err != nil {
		return a, invalidExpr(s, err)
	}
	a.expr = e
	return a, nil
}

// splitAlias splits a trailing "AS name" off an expression.
func splitAlias(s string) (expr, alias string) {
	var toks []sql.Token
	for sc := sql.NewScanner(s); ; {
		t := sc.Scan()
		if t.Kind == sql.EOF {
			break
		}
		toks = append(toks, t)
	}
	n := len(toks)
	if n < 3 || !toks[n-2].IsWord("AS") {
		return s, ""
	}
	switch last := toks[n-1]; last.Kind {
	case sql.Identifier: // names keep their case; Val is upper-cased
		return s[:toks[n-2].Pos.Offset()], last.Text
	case sql.QuotedIdentifier:
		return s[:toks[n-2].Pos.Offset()], last.Val
	}
	return s, ""
}

// composer writes the SQL a Table API call stands for, remembering where each expression given
// to it went, so that an error the binder reports there is told within that expression.
type composer struct {
	sb    strings.Builder
	spans []argSpan
}

type argSpan struct {
	start int
	arg   exprArg
}

func (c *composer) sql(s string) { c.sb.WriteString(s) }

// arg writes an expression as given, then a line break, so that a trailing "--" comment in it
// cannot swallow the SQL after it.
func (c *composer) arg(a exprArg) {
	c.spans = append(c.spans, argSpan{start: c.sb.Len(), arg: a})
	c.sb.WriteString(a.text)
	c.sb.WriteString("\n")
}

// bind parses and binds the composed query, returning it printed canonically and its fields.
func (c *composer) bind(te *TableEnvironment) (string, []plan.Field, error) {
	text := c.sb.String()
	stmt, err := sql.ParseStatement(text)
	if err != nil {
		return "", nil, err
	}
	q, ok := stmt.(*sql.QueryStmt)
	if !ok {
		return "", nil, apiError(classTable, "Flinkpad built a statement that is not a query: "+text)
	}
	n, err := metered(te, context.Background(), func() (plan.Node, error) { return te.binder().BindQuery(q.Query) })
	if err != nil {
		return "", nil, c.locate(err)
	}
	return q.Query.String(), n.Fields(), nil
}

// locate tells a binder error within the expression it is about.
func (c *composer) locate(err error) error {
	pos, ok := flinkerr.PositionOf(err)
	if !ok {
		return err
	}
	off := pos.Offset()
	for _, s := range c.spans {
		if off >= s.start && off < s.start+len(s.arg.text) {
			p := sql.NewFile(s.arg.text).Position(sql.Pos(off - s.start + 1))
			return &ExprError{Expr: s.arg.given, Line: p.Line, Column: p.Column, Err: err}
		}
	}
	return err
}

// aggregateFuncs are the aggregate functions Flinkpad's binder knows; the Table API names a
// select item that is one of them EXPR$n.
var aggregateFuncs = map[string]bool{"COUNT": true, "SUM": true, "AVG": true, "MIN": true, "MAX": true}

func aggregateCall(e sql.Expr) (*sql.FuncCall, bool) {
	f, ok := e.(*sql.FuncCall)
	if !ok || f.Over != nil {
		return nil, false
	}
	return f, aggregateFuncs[strings.ToUpper(strings.Join(plan.NameParts(f.Name), "."))]
}

// aggregateCalls lists the aggregate calls in an expression, outermost and leftmost first.
func aggregateCalls(e sql.Expr, out []string) []string {
	if e == nil {
		return out
	}
	if f, ok := aggregateCall(e); ok {
		return append(out, f.String())
	}
	switch e := e.(type) {
	case *sql.ParenExpr:
		return aggregateCalls(e.X, out)
	case *sql.UnaryExpr:
		return aggregateCalls(e.X, out)
	case *sql.BinaryExpr:
		return aggregateCalls(e.Y, aggregateCalls(e.X, out))
	case *sql.CastExpr:
		return aggregateCalls(e.X, out)
	case *sql.FuncCall:
		for _, a := range e.Args {
			out = aggregateCalls(a, out)
		}
	case *sql.CaseExpr:
		out = aggregateCalls(e.Operand, out)
		for _, w := range e.Whens {
			out = aggregateCalls(w.Result, aggregateCalls(w.Cond, out))
		}
		return aggregateCalls(e.Else, out)
	}
	return out
}
