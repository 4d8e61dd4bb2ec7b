package opt

import (
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// reduceConstants folds the constant parts of projections, filters and join conditions with
// the executor's semantics, as Flink's ReduceExpressionsRule does with generated code. Before
// folding a division by a literal zero it fails planning, as Flink's ExpressionReducer does, and
// a filter whose condition folds to TRUE goes away.
func reduceConstants(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return transform(roots, func(n plan.Node) (plan.Node, error) {
		switch n.(type) {
		case *plan.Project, *plan.Filter, *plan.Calc, *plan.Join:
		default:
			return n, nil
		}
		n, err := mapExprs(n, c.reduceExpr)
		if err != nil {
			return nil, err
		}
		if f, ok := n.(*plan.Filter); ok {
			if l, ok := f.Cond.(*plan.Literal); ok && l.Value == true {
				c.fire()
				return f.Input, nil
			}
		}
		return n, nil
	})
}

// reduceExpr folds the largest constant sub-expressions of e.
func (c *Context) reduceExpr(e plan.Expr) (plan.Expr, error) {
	switch x := e.(type) {
	case *plan.Literal, *plan.InputRef:
		return e, nil
	case *plan.Cast:
		if x.X.Type().Kind == types.KindNull {
			return e, nil
		}
	}
	if isConstant(e) && isDeterministic(e) {
		if call, ok := e.(*plan.Call); ok && call.Op == "/" && len(call.Args) == 2 {
			if l, ok := call.Args[1].(*plan.Literal); ok {
				if d, ok := LiteralDecimal(l); ok && d.Sign() == 0 {
					return nil, connector.NewError(nil, "java.lang.ArithmeticException", "Division by zero")
				}
			}
		}
		return c.reduce(e)
	}
	switch x := e.(type) {
	case *plan.Call:
		args := make([]plan.Expr, len(x.Args))
		changed := false
		for i, a := range x.Args {
			r, err := c.reduceExpr(a)
			if err != nil {
				return nil, err
			}
			args[i], changed = r, changed || r != a
		}
		if changed {
			return &plan.Call{Op: x.Op, Args: args, T: x.T}, nil
		}
	case *plan.Cast:
		r, err := c.reduceExpr(x.X)
		if err != nil {
			return nil, err
		}
		if r != x.X {
			return &plan.Cast{X: r, T: x.T, Try: x.Try}, nil
		}
	}
	return e, nil
}
