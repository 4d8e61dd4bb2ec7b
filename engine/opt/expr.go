package opt

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// rewrite rebuilds an expression bottom-up, applying fn to every node after its operands.
// Unchanged subtrees are kept as they are.
func rewrite(e plan.Expr, fn func(plan.Expr) plan.Expr) plan.Expr {
	if e == nil {
		return nil
	}
	switch x := e.(type) {
	case *plan.Call:
		args := make([]plan.Expr, len(x.Args))
		changed := false
		for i, a := range x.Args {
			args[i] = rewrite(a, fn)
			changed = changed || args[i] != a
		}
		if changed {
			e = x.WithArgs(args)
		}
	case *plan.Cast:
		if inner := rewrite(x.X, fn); inner != x.X {
			e = x.WithX(inner)
		}
	}
	return fn(e)
}

// rewriteErr is rewrite with a function that may fail.
func rewriteErr(e plan.Expr, fn func(plan.Expr) (plan.Expr, error)) (plan.Expr, error) {
	var first error
	out := rewrite(e, func(x plan.Expr) plan.Expr {
		if first != nil {
			return x
		}
		y, err := fn(x)
		if err != nil {
			first = err
			return x
		}
		return y
	})
	return out, first
}

// visit calls fn on every node of an expression, parents first.
func visit(e plan.Expr, fn func(plan.Expr)) {
	if e == nil {
		return
	}
	fn(e)
	switch x := e.(type) {
	case *plan.Call:
		for _, a := range x.Args {
			visit(a, fn)
		}
	case *plan.Cast:
		visit(x.X, fn)
	}
}

// refsOf adds the input fields an expression reads to used.
func refsOf(e plan.Expr, used map[int]bool) {
	visit(e, func(x plan.Expr) {
		if r, ok := x.(*plan.InputRef); ok {
			used[r.Index] = true
		}
	})
}

// refOrder appends the input fields the expressions read, in the order they first appear.
func refOrder(order []int, seen map[int]bool, exprs ...plan.Expr) []int {
	for _, e := range exprs {
		visit(e, func(x plan.Expr) {
			if r, ok := x.(*plan.InputRef); ok && !seen[r.Index] {
				seen[r.Index] = true
				order = append(order, r.Index)
			}
		})
	}
	return order
}

// remap renumbers input references: $i becomes $mapping[i].
func remap(e plan.Expr, mapping map[int]int) plan.Expr {
	return rewrite(e, func(x plan.Expr) plan.Expr {
		if r, ok := x.(*plan.InputRef); ok {
			if to, ok := mapping[r.Index]; ok && to != r.Index {
				return &plan.InputRef{Index: to, T: r.T}
			}
		}
		return x
	})
}

// substitute replaces every input reference $i by exprs[i], as merging a projection into the
// node above it does.
func substitute(e plan.Expr, exprs []plan.Expr) plan.Expr {
	return rewrite(e, func(x plan.Expr) plan.Expr {
		if r, ok := x.(*plan.InputRef); ok {
			return exprs[r.Index]
		}
		return x
	})
}

// isConstant reports whether an expression reads no input field.
func isConstant(e plan.Expr) bool {
	constant := true
	visit(e, func(x plan.Expr) {
		if _, ok := x.(*plan.InputRef); ok {
			constant = false
		}
	})
	return constant
}

// nonDeterministic are the functions whose value changes from call to call or with the time of
// the call; the planner never folds them.
var nonDeterministic = map[string]bool{
	"RAND": true, "RAND_INTEGER": true, "UUID": true, "NOW": true, "CURRENT_TIMESTAMP": true,
	"LOCALTIMESTAMP": true, "CURRENT_DATE": true, "CURRENT_TIME": true, "LOCALTIME": true,
	"PROCTIME": true, "CURRENT_ROW_TIMESTAMP": true, "UNIX_TIMESTAMP": true,
}

// isDeterministic reports whether an expression calls no non-deterministic function.
func isDeterministic(e plan.Expr) bool {
	ok := true
	visit(e, func(x plan.Expr) {
		if c, isCall := x.(*plan.Call); isCall && nonDeterministic[c.Op] {
			ok = false
		}
	})
	return ok
}

// exprKey identifies an expression by structure and types, for comparing expressions.
func exprKey(e plan.Expr) string {
	var b strings.Builder
	writeKey(&b, e)
	return b.String()
}

func writeKey(b *strings.Builder, e plan.Expr) {
	switch x := e.(type) {
	case *plan.InputRef:
		b.WriteString(x.String())
	case *plan.Literal:
		b.WriteString(literalKey(x))
	case *plan.Call:
		b.WriteString(x.Op)
		b.WriteByte('(')
		for i, a := range x.Args {
			if i > 0 {
				b.WriteString(", ")
			}
			writeKey(b, a)
		}
		b.WriteByte(')')
	case *plan.Cast:
		if x.Try {
			b.WriteString("TRY_")
		}
		b.WriteString("CAST(")
		writeKey(b, x.X)
		b.WriteByte(')')
	default:
		b.WriteString(e.String())
	}
	b.WriteByte(':')
	b.WriteString(e.Type().String())
}
