package opt

import (
	"regexp"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// checkValuesReduction raises the errors Flink's planner raises while it reduces a projection
// over a VALUES of literals to new literals (Calcite's ValuesReduceRule), where the run-time
// code would not fail. Flinkpad evaluates such projections when the query runs, so the pass
// changes nothing; it only fails where Flink fails.
//
// The one such error recorded: TRY_CAST of a string with hour 24 to TIMESTAMP, which the
// reducer's parser rejects with java.time's DateTimeException instead of giving NULL (case
// types_format_more_hour24_error).
func checkValuesReduction(c *Context, roots []plan.Node) ([]plan.Node, error) {
	_, err := c.transform(roots, func(n plan.Node) (plan.Node, error) {
		p, ok := n.(*plan.Project)
		if !ok {
			return n, nil
		}
		rows, ok := literalRows(p.Input)
		if !ok {
			return n, nil
		}
		for _, row := range rows {
			for _, e := range p.Exprs {
				if err := reductionError(e, row); err != nil {
					return nil, err
				}
			}
		}
		return n, nil
	})
	return roots, err
}

// literalRows are the rows of a VALUES of literals, seen through projections that only pick
// its columns (a view's or a subquery's column names).
func literalRows(n plan.Node) ([][]plan.Expr, bool) {
	switch n := n.(type) {
	case *plan.Values:
		return n.Rows, !n.Union && allLiterals(n)
	case *plan.Project:
		below, ok := literalRows(n.Input)
		if !ok {
			return nil, false
		}
		rows := make([][]plan.Expr, len(below))
		for i, r := range below {
			rows[i] = make([]plan.Expr, len(n.Exprs))
			for j, e := range n.Exprs {
				ref, ok := e.(*plan.InputRef)
				if !ok {
					return nil, false
				}
				rows[i][j] = r[ref.Index]
			}
		}
		return rows, true
	default:
		// Partial by design: rows are known only through these kinds.
		return nil, false
	}
}

// hour24 matches a timestamp string whose hour is 24.
var hour24 = regexp.MustCompile(`^\s*[+-]?\d+-\d+-\d+[ T]24:`)

func reductionError(e plan.Expr, row []plan.Expr) error {
	switch e := e.(type) {
	case *plan.Cast:
		if e.Try && e.T.Kind == types.KindTimestamp {
			if s, ok := literalString(e.X, row); ok && hour24.MatchString(s) {
				return connector.NewError(nil, "java.time.DateTimeException", "Invalid value for HourOfDay (valid values 0 - 23): 24")
			}
		}
		return reductionError(e.X, row)
	case *plan.Call:
		for _, a := range e.Args {
			if err := reductionError(a, row); err != nil {
				return err
			}
		}
	default:
		// Partial by design: a leaf raises nothing when reduced.
	}
	return nil
}

// literalString is the string an expression reads from a row of literals, if it is one.
func literalString(e plan.Expr, row []plan.Expr) (string, bool) {
	if ref, ok := e.(*plan.InputRef); ok && ref.Index < len(row) {
		e = row[ref.Index]
	}
	l, ok := e.(*plan.Literal)
	if !ok {
		return "", false
	}
	s, ok := l.Value.(string)
	return s, ok
}
