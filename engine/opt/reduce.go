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
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		switch n.(type) {
		case *plan.Project, *plan.Filter, *plan.Calc, *plan.Join:
		default:
			return n, nil
		}
		if p, ok := n.(*plan.Project); ok {
			if f, ok := p.Input.(*plan.Filter); ok {
				var err error
				if n, err = c.useConstants(p, f.Cond); err != nil {
					return nil, err
				}
			}
		}
		r := &constReducer{c: c, foldable: map[plan.Expr]bool{}, done: map[plan.Expr]plan.Expr{}}
		n, err := mapExprs(n, r.reduceExpr)
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

// constReducer folds one node's expressions, memoizing by identity what it learned of each
// sub-expression: a chain of 100,000 ORs is looked at once per node, not once per ancestor,
// and a DAG of merged projections once per distinct node.
type constReducer struct {
	c        *Context
	foldable map[plan.Expr]bool
	done     map[plan.Expr]plan.Expr
}

// isFoldable is isConstant(e) && isDeterministic(e), from the answers for e's operands.
func (r *constReducer) isFoldable(e plan.Expr) bool {
	if f, ok := r.foldable[e]; ok {
		return f
	}
	r.c.Config.Work.Step()
	f := true
	switch x := e.(type) {
	case *plan.InputRef:
		f = false
	case *plan.Call:
		// Calcite has no literal of a BITMAP, so a constant bitmap stays a call and so does
		// everything over it (BITMAP_BUILD(ARRAY(1)) in case bitmap_explain_stream).
		f = !nonDeterministic(x.Op) && x.T.Kind != types.KindBitmap
		for _, a := range x.Args {
			f = r.isFoldable(a) && f
		}
	case *plan.Cast:
		f = r.isFoldable(x.X)
	default:
		// Partial by design: a literal is constant. The correlation and subquery kinds are in no plan the optimizer rewrites: the binder decorrelates every subquery.
	}
	r.foldable[e] = f
	return f
}

// reduceExpr folds the largest constant sub-expressions of e.
func (r *constReducer) reduceExpr(e plan.Expr) (plan.Expr, error) {
	if out, ok := r.done[e]; ok {
		return out, nil
	}
	out, err := r.reduceOnce(e)
	if err != nil {
		return nil, err
	}
	r.done[e] = out
	return out, nil
}

func (r *constReducer) reduceOnce(e plan.Expr) (plan.Expr, error) {
	c := r.c
	switch x := e.(type) {
	case *plan.Literal, *plan.InputRef:
		return e, nil
	case *plan.Cast:
		if x.X.Type().Kind == types.KindNull {
			return e, nil
		}
	default:
		// Partial by design: the other kinds are folded whole when constant, else operand by operand, below.
	}
	if r.isFoldable(e) {
		if call, ok := e.(*plan.Call); ok && call.Op == plan.OpDivide && len(call.Args) == 2 {
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
			red, err := r.reduceExpr(a)
			if err != nil {
				return nil, err
			}
			args[i], changed = red, changed || red != a
		}
		if changed {
			return x.WithArgs(args), nil
		}
	case *plan.Cast:
		red, err := r.reduceExpr(x.X)
		if err != nil {
			return nil, err
		}
		if red != x.X {
			return x.WithX(red), nil
		}
	default:
		// Partial by design: a leaf has no operands to fold.
	}
	return e, nil
}

// useConstants replaces, in a projection over a filter, the fields the filter's condition fixes
// (x = literal, x IS NULL) by their values, as Calcite's ReduceExpressionsRule does with the
// predicates of its input: SELECT id, country ... WHERE country = 'FR' selects 'FR'.
func (c *Context) useConstants(p *plan.Project, cond plan.Expr) (plan.Node, error) {
	constants := map[int]plan.Expr{}
	for _, e := range plan.Conjuncts(cond) {
		call, ok := e.(*plan.Call)
		if !ok {
			continue
		}
		switch {
		case call.Op == plan.OpIsNull:
			if r, ok := call.Args[0].(*plan.InputRef); ok {
				constants[r.Index] = &plan.Literal{T: r.T.WithNullable(true), Text: "null"}
			}
		case call.Op == plan.OpEquals && len(call.Args) == 2:
			r, isRef := call.Args[0].(*plan.InputRef)
			l, isLit := call.Args[1].(*plan.Literal)
			if !isRef || !isLit {
				r, isRef = call.Args[1].(*plan.InputRef)
				l, isLit = call.Args[0].(*plan.Literal)
			}
			if !isRef || !isLit || l.Value == nil {
				continue
			}
			var v plan.Expr = l
			if !l.T.EqualIgnoringNullability(r.T) {
				x, err := c.simplifyCast(&plan.Cast{X: l, T: r.T.AsNotNull()})
				if err != nil {
					return nil, err
				}
				v = x
			}
			constants[r.Index] = v
		}
	}
	if len(constants) == 0 {
		return p, nil
	}
	np := *p
	np.Exprs = make([]plan.Expr, len(p.Exprs))
	changed := false
	for i, e := range p.Exprs {
		np.Exprs[i] = rewrite(e, func(x plan.Expr) plan.Expr {
			if r, ok := x.(*plan.InputRef); ok {
				if v, ok := constants[r.Index]; ok {
					changed = true
					return v
				}
			}
			return x
		})
	}
	if !changed {
		return p, nil
	}
	c.fire()
	return &np, nil
}
