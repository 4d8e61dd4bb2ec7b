package plan

// This file keeps subqueries as Calcite's conversion keeps them in expressions, before
// SubQueryRemoveRule: $SCALAR_QUERY({...}), IN(x, {...}) and EXISTS({...}) over the
// subquery's plan, for the abstract syntax tree EXPLAIN prints (Project.AST, Filter.AST).

// recordAST notes the conversion's form of the value a subquery bound to; ast nil means
// Flinkpad does not know it.
func (b *Binder) recordAST(value, ast Expr) Expr {
	if b.sub != nil && b.sub.asts != nil {
		b.sub.asts[value] = ast
	}
	return value
}

// astOf restates a bound expression with each subquery's value replaced by its recorded form.
// ok is false when one has no known form, or the expression reads a subquery in another way.
func (s *subqueryInput) astOf(e Expr) (Expr, bool) {
	if ast, found := s.asts[e]; found {
		return ast, ast != nil
	}
	switch x := e.(type) {
	case *subRef:
		return nil, false
	case *Cast:
		in, ok := s.astOf(x.X)
		return x.WithX(in), ok
	case *Call:
		args := make([]Expr, len(x.Args))
		for i, a := range x.Args {
			var ok bool
			if args[i], ok = s.astOf(a); !ok {
				return nil, false
			}
		}
		return x.WithArgs(args), true
	default:
		// Partial by design: the other kinds read no subquery's value and stay as they are.
	}
	return e, true
}

// astsOf restates bound expressions with astOf; ok is false when one cannot be.
func astsOf(es []Expr, astOf func(Expr) (Expr, bool)) ([]Expr, bool) {
	out := make([]Expr, len(es))
	for i, e := range es {
		var ok bool
		if out[i], ok = astOf(e); !ok {
			return nil, false
		}
	}
	return out, true
}

// selectAST is a select list's projection as Calcite's conversion keeps it, over the input
// before its subqueries' joins; nil where a subquery has no known form.
func selectAST(p *Project, before Node, astOf func(Expr) (Expr, bool)) *Project {
	exprs, ok := astsOf(p.Exprs, astOf)
	if !ok {
		return nil
	}
	return &Project{Input: before, Exprs: exprs, Output: p.Output, Kind: p.Kind}
}

// CorrelationVar is the number of the correlation variable the subquery reads the enclosing row
// through ($cor0 is 0); ok is false when it reads none.
func (e *SubqueryExpr) CorrelationVar() (v int, ok bool) {
	var walk func(n Node)
	walk = func(n Node) {
		for _, x := range nodeExprs(n) {
			if x == nil {
				continue
			}
			mapLeaves(x, func(leaf Expr) Expr {
				if c, isCorrel := leaf.(*CorrelRef); isCorrel && !ok {
					v, ok = c.Var, true
				}
				return leaf
			})
		}
		for _, in := range n.Inputs() {
			walk(in)
		}
	}
	walk(e.Query)
	return v, ok
}
