package opt

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// rewrite rebuilds an expression bottom-up, applying fn to every node after its operands.
// Unchanged subtrees are kept as they are.
func rewrite(e plan.Expr, fn func(plan.Expr) plan.Expr) plan.Expr {
	// Merged projections share sub-expressions (CONCAT(s, s) of a CONCAT(s, s) ...), so the
	// rewrite memoizes by identity: a DAG of depth n is rewritten in n steps, not 2^n.
	return rewriteMemo(e, fn, map[plan.Expr]plan.Expr{})
}

func rewriteMemo(e plan.Expr, fn func(plan.Expr) plan.Expr, memo map[plan.Expr]plan.Expr) plan.Expr {
	if e == nil {
		return nil
	}
	if r, ok := memo[e]; ok {
		return r
	}
	orig := e
	switch x := e.(type) {
	case *plan.Call:
		args := make([]plan.Expr, len(x.Args))
		changed := false
		for i, a := range x.Args {
			args[i] = rewriteMemo(a, fn, memo)
			changed = changed || args[i] != a
		}
		if changed {
			e = x.WithArgs(args)
		}
	case *plan.Cast:
		if inner := rewriteMemo(x.X, fn, memo); inner != x.X {
			e = x.WithX(inner)
		}
	default:
		// Partial by design: a leaf has no operands to rewrite; fn sees it as it is.
	}
	out := fn(e)
	memo[orig] = out
	return out
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

// visit calls fn on every distinct node of an expression, parents first. A sub-expression
// shared by several parents is visited once (a leaf may be visited again), so fn must not
// count occurrences (refUses does).
func visit(e plan.Expr, fn func(plan.Expr)) {
	plan.WalkOnce(e, func(x plan.Expr) bool {
		fn(x)
		return true
	})
}

// refUses counts how often the expressions read each input field, counting a shared
// sub-expression once per parent and saturating at 2, which is all mergeCalcs needs: linear in
// the DAG's size where counting the tree's paths would be exponential.
func refUses(es []plan.Expr) map[int]int {
	memo := map[plan.Expr]map[int]int{}
	var uses func(e plan.Expr) map[int]int
	uses = func(e plan.Expr) map[int]int {
		if m, ok := memo[e]; ok {
			return m
		}
		m := map[int]int{}
		add := func(sub map[int]int) {
			for k, v := range sub {
				m[k] = min(m[k]+v, 2)
			}
		}
		switch x := e.(type) {
		case *plan.InputRef:
			m[x.Index] = 1
		case *plan.Call:
			for _, a := range x.Args {
				add(uses(a))
			}
		case *plan.Cast:
			add(uses(x.X))
		default:
			// Partial by design: the other kinds read no input field.
		}
		memo[e] = m
		return m
	}
	total := map[int]int{}
	for _, e := range es {
		if e == nil {
			continue
		}
		for k, v := range uses(e) {
			total[k] = min(total[k]+v, 2)
		}
	}
	return total
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

// nonDeterministic reports whether the planner must keep a call of op as a call: the functions
// whose value changes from call to call or with the time of the call (plan.IsNonDeterministic),
// and JSON, not changing, but a call a JSON constructor must see to embed its text as JSON.
func nonDeterministic(op plan.Op) bool { return plan.IsNonDeterministic(op) || op == plan.OpJSON }

// isDeterministic reports whether an expression calls no non-deterministic function.
func isDeterministic(e plan.Expr) bool {
	ok := true
	visit(e, func(x plan.Expr) {
		if c, isCall := x.(*plan.Call); isCall && nonDeterministic(c.Op) {
			ok = false
		}
	})
	return ok
}

// exprKey identifies an expression by structure and types, for comparing expressions. An
// expression whose tree is larger than maxReadableKey (a DAG of merged projections can be
// exponentially larger than its nodes) is keyed by a hash of its structure, computed once per
// distinct node: two equal expressions have one tree size, so they always get the same form.
func exprKey(e plan.Expr) string {
	if TreeSize(e, maxReadableKey+1, map[plan.Expr]int{}) > maxReadableKey {
		return "#" + hex.EncodeToString(structureHash(e, map[plan.Expr][]byte{}))
	}
	var b strings.Builder
	writeKey(&b, e)
	return b.String()
}

// maxReadableKey is the tree size up to which an expression's key spells it out.
const maxReadableKey = 4096

// TreeSize counts an expression's nodes as a tree (a node its parents share counts once per
// parent), memoized per node, so linear in the DAG's size, and saturating at limit. A memo
// serves one limit.
func TreeSize(e plan.Expr, limit int, memo map[plan.Expr]int) int {
	if e == nil {
		return 0
	}
	if n, ok := memo[e]; ok {
		return n
	}
	n := 1
	switch x := e.(type) {
	case *plan.Call:
		for _, a := range x.Args {
			n = min(n+TreeSize(a, limit, memo), limit)
		}
	case *plan.Cast:
		n = min(n+TreeSize(x.X, limit, memo), limit)
	default:
		// Partial by design: a leaf counts as one node.
	}
	memo[e] = n
	return n
}

// structureHash hashes what writeKey writes, from the hashes of the arguments.
func structureHash(e plan.Expr, memo map[plan.Expr][]byte) []byte {
	if h, ok := memo[e]; ok {
		return h
	}
	d := sha256.New()
	switch x := e.(type) {
	case *plan.Call:
		d.Write([]byte("call\x00" + x.Op + "\x00"))
		for _, a := range x.Args {
			d.Write(structureHash(a, memo))
		}
	case *plan.Cast:
		d.Write([]byte(fmt.Sprintf("cast\x00%t\x00", x.Try)))
		d.Write(structureHash(x.X, memo))
	default:
		var b strings.Builder
		writeKey(&b, e)
		d.Write([]byte("leaf\x00" + b.String()))
	}
	d.Write([]byte("\x00" + e.Type().String()))
	h := d.Sum(nil)
	memo[e] = h
	return h
}

func writeKey(b *strings.Builder, e plan.Expr) {
	switch x := e.(type) {
	case *plan.InputRef:
		b.WriteString(x.String())
	case *plan.Literal:
		b.WriteString(literalKey(x))
	case *plan.Call:
		b.WriteString(string(x.Op))
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
