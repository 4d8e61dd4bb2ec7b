package plan

import "github.com/flinkpad/flinkpad/engine/types"

// Conjuncts splits a condition at its top-level ANDs.
func Conjuncts(e Expr) []Expr {
	if c, ok := e.(*Call); ok && c.Op == OpAnd {
		return append(Conjuncts(c.Args[0]), Conjuncts(c.Args[1])...)
	}
	if e == nil {
		return nil
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
