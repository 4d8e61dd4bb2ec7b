package plan

import "github.com/flinkpad/flinkpad/engine/types"

// Conjuncts splits a condition at its ANDs, nested ones included, into the conditions they
// join, in order; nil for none. An AND may have any number of operands: the binder's have
// two, the physical planner's (SEARCH expansions, set operations' row equalities) more.
func Conjuncts(e Expr) []Expr {
	if e == nil {
		return nil
	}
	if c, ok := e.(*Call); ok && c.Op == OpAnd {
		var out []Expr
		for _, a := range c.Args {
			out = append(out, Conjuncts(a)...)
		}
		return out
	}
	return []Expr{e}
}

// And joins conditions with AND; it is nil without any.
func And(es ...Expr) Expr {
	var r Expr
	for _, e := range es {
		if e == nil {
			continue
		}
		if r == nil {
			r = e
			continue
		}
		nullable := r.Type().Nullable() || e.Type().Nullable()
		r = &Call{Op: OpAnd, Args: []Expr{r, e}, T: types.Boolean.WithNullable(nullable)}
	}
	return r
}

// WalkOnce calls visit on each node of an expression, parents before their operands; visit
// returns whether to go into the node's operands. Expressions are DAGs: a call or cast shared
// by several parents is visited once, so the walk is linear in the DAG's size (a leaf may be
// visited again, which costs as little as looking it up). visit must not count occurrences.
func WalkOnce(e Expr, visit func(Expr) bool) {
	if e == nil {
		return
	}
	seen := map[Expr]bool{}
	var walk func(Expr)
	walk = func(e Expr) {
		switch x := e.(type) {
		case *Call:
			if seen[e] {
				return
			}
			seen[e] = true
			if visit(e) {
				for _, a := range x.Args {
					walk(a)
				}
			}
		case *Cast:
			if seen[e] {
				return
			}
			seen[e] = true
			if visit(e) {
				walk(x.X)
			}
		default:
			visit(e)
		}
	}
	walk(e)
}

// MapRefs copies an expression, replacing each InputRef with what f returns for it.
func MapRefs(e Expr, f func(*InputRef) Expr) Expr {
	return mapLeaves(e, func(leaf Expr) Expr {
		if r, ok := leaf.(*InputRef); ok {
			return f(r)
		}
		return leaf
	})
}

// mapLeaves copies an expression, replacing each leaf (a reference or a literal) with what f
// returns for it.
func mapLeaves(e Expr, f func(Expr) Expr) Expr {
	switch e := e.(type) {
	case *Cast:
		return e.WithX(mapLeaves(e.X, f))
	case *Call:
		args := make([]Expr, len(e.Args))
		for i, a := range e.Args {
			args[i] = mapLeaves(a, f)
		}
		return e.WithArgs(args)
	default:
		// Every other kind is a leaf to the walk and goes to f: references, literals, and the subquery expressions, whose operands the walk does not enter.
	}
	return f(e)
}

// ShiftRefs moves every InputRef of an expression by delta fields.
func ShiftRefs(e Expr, delta int) Expr {
	return MapRefs(e, func(r *InputRef) Expr { return &InputRef{Index: r.Index + delta, T: r.T} })
}

// RefsWithin reports whether every InputRef of an expression reads a field in [lo, hi).
func RefsWithin(e Expr, lo, hi int) bool {
	ok := true
	MapRefs(e, func(r *InputRef) Expr {
		ok = ok && r.Index >= lo && r.Index < hi
		return r
	})
	return ok
}
