package opt

import (
	"github.com/flinkpad/flinkpad/engine/plan"
)

// pushIntoValuesUnion merges a projection into a VALUES that Flink plans as a union of one-row
// projections: Flink pushes the projection into every branch and merges it there, folding only
// the casts of literals (with Calcite's rules), not other constants. The approximate literals
// of the branches are by then the exact BigDecimals of their double values (Flink's reducer
// made them so), which decides how casts of them fold: CAST(1.0E20 AS BIGINT) keeps the value
// 1E20 and wraps when read as a long.
func pushIntoValuesUnion(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		p, ok := n.(*plan.Project)
		if !ok {
			return n, nil
		}
		v, ok := p.Input.(*plan.Values)
		if !ok || !v.Union || len(v.Rows) == 0 {
			return n, nil
		}
		out := &plan.Values{Spanned: v.Spanned, Output: p.Output, Union: true}
		for _, row := range v.Rows {
			branch := make([]plan.Expr, len(row))
			for i, e := range row {
				branch[i] = normalizeApprox(e)
			}
			newRow := make([]plan.Expr, len(p.Exprs))
			for i, e := range p.Exprs {
				x, err := rewriteErr(substituteTyped(e, branch), func(x plan.Expr) (plan.Expr, error) {
					switch x := x.(type) {
					case *plan.Cast:
						return c.simplifyCast(x)
					case *plan.Call:
						return strongNull(x), nil
					default:
						// Partial by design: the other kinds stay as they are.
					}
					return x, nil
				})
				if err != nil {
					return nil, err
				}
				newRow[i] = x
			}
			out.Rows = append(out.Rows, newRow)
		}
		c.fire()
		return out, nil
	})
}

// normalizeApprox gives an approximate literal the exact BigDecimal of its double value.
func normalizeApprox(e plan.Expr) plan.Expr {
	l, ok := e.(*plan.Literal)
	if !ok || !IsApproxLiteral(l) {
		return e
	}
	f, ok := l.Value.(float64)
	if !ok {
		return e
	}
	d, ok := DecimalOfFloat(f)
	if !ok {
		return e
	}
	return &plan.Literal{Value: l.Value, T: l.T, Text: approxText(d)}
}

// substituteTyped replaces input references by a row's expressions; a row value of another
// type than the column (a DECIMAL literal in a DOUBLE column) is cast to the column's type,
// so that the expressions above keep their operand types.
func substituteTyped(e plan.Expr, row []plan.Expr) plan.Expr {
	return rewrite(e, func(x plan.Expr) plan.Expr {
		r, ok := x.(*plan.InputRef)
		if !ok {
			return x
		}
		v := row[r.Index]
		if !v.Type().EqualIgnoringNullability(r.T) && v.Type().Kind != 0 {
			return &plan.Cast{X: v, T: r.T.WithNullable(v.Type().Nullable())}
		}
		return v
	})
}

// strongOps are the operators whose result is NULL when an operand is (Calcite's Strong
// policy ANY): the simplifier folds them over a NULL literal.
var strongOps = map[plan.Op]bool{"+": true, "-": true, "*": true, "/": true, "MOD": true,
	"=": true, "<>": true, "<": true, "<=": true, ">": true, ">=": true}

// strongNull folds a strong operator over a NULL literal to a NULL of its type.
func strongNull(c *plan.Call) plan.Expr {
	if !strongOps[c.Op] {
		return c
	}
	for _, a := range c.Args {
		if l, ok := a.(*plan.Literal); ok && l.Value == nil {
			return &plan.Literal{T: c.T.WithNullable(true), Text: "null"}
		}
	}
	return c
}
