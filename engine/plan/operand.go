package plan

import "github.com/flinkpad/flinkpad/engine/types"

// CastTo casts an operand to a type, keeping its nullability; an operand of the type already is
// left alone.
func CastTo(e Expr, t types.Type) Expr {
	if e.Type().EqualIgnoringNullability(t) {
		return e
	}
	return &Cast{X: e, T: t.WithNullable(e.Type().Nullable())}
}

// LiteralString is the value of a string literal operand, and false for another operand or a
// NULL: kernels read a constant pattern once, the binder a constant argument.
func LiteralString(e Expr) (string, bool) {
	l, ok := e.(*Literal)
	if !ok || l.Value == nil {
		return "", false
	}
	s, ok := l.Value.(string)
	return s, ok
}
