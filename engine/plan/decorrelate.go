package plan

import (
	"fmt"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// correlation is what decorrelating a subquery leaves for the join to apply: conditions over
// the subquery's fields and CorrelRefs, and, when an aggregate without GROUP BY was grouped by
// the correlation, each field's value for the outer rows that no group matches (COUNT's 0).
type correlation struct {
	conds []Expr
	empty []Expr
}

// pullUp removes the correlated conditions from a subquery's plan and returns them, as Calcite's
// decorrelation pulls filters up: through a Filter they leave it, through a Project the fields
// they read are passed along at its end, and through an aggregate the correlated equalities
// become group keys, appended at the end of its output too. A plan without correlations comes
// back with a nil correlation.
func pullUp(n Node, at sql.Node) (Node, *correlation, error) {
	if !hasCorrel(n) {
		return n, nil, nil
	}
	switch n := n.(type) {
	case *Filter:
		in, c, err := pullUp(n.Input, at)
		if err != nil {
			return nil, nil, err
		}
		if c == nil {
			c = &correlation{}
		}
		var rest []Expr
		for _, e := range Conjuncts(n.Cond) {
			if exprHasCorrel(e) {
				c.conds = append(c.conds, e)
			} else {
				rest = append(rest, e)
			}
		}
		if len(rest) == 0 {
			return in, c, nil
		}
		return &Filter{Spanned: n.Spanned, Input: in, Cond: And(rest...)}, c, nil
	case *Project:
		for _, e := range n.Exprs {
			if exprHasCorrel(e) {
				return nil, nil, notSupported(at, "a subquery that selects a column of the enclosing query")
			}
		}
		in, c, err := pullUp(n.Input, at)
		if err != nil {
			return nil, nil, err
		}
		return passThrough(n, in, c), c, nil
	case *Aggregate:
		in, c, err := pullUp(n.Input, at)
		if err != nil {
			return nil, nil, err
		}
		return groupByCorrelation(n, in, c, at)
	case *Join:
		if n.Kind == JoinInner && !hasCorrel(n.Left) && !hasCorrel(n.Right) {
			c := &correlation{}
			var rest []Expr
			for _, e := range Conjuncts(n.Cond) {
				if exprHasCorrel(e) {
					c.conds = append(c.conds, e)
				} else {
					rest = append(rest, e)
				}
			}
			return &Join{Spanned: n.Spanned, Kind: n.Kind, Left: n.Left, Right: n.Right, Cond: And(rest...), Output: n.Output}, c, nil
		}
	default:
		// Partial by design: correlations are pulled up through these kinds only, and a
		// correlated plan of any other kind is refused below.
	}
	return nil, nil, notSupported(at, "this correlated subquery")
}

// passThrough rebuilds a Project over its decorrelated input, appending the input fields that
// the correlated conditions read, and moves the conditions onto the Project's output.
func passThrough(p *Project, in Node, c *correlation) *Project {
	out := &Project{Spanned: p.Spanned, Input: in, Exprs: p.Exprs, Output: p.Output}
	if c == nil {
		return out
	}
	out.Exprs = append([]Expr{}, p.Exprs...)
	out.Output = append([]Field{}, p.Output...)
	inFields := in.Fields()
	moved := map[int]int{}
	for i, e := range c.conds {
		c.conds[i] = MapRefs(e, func(r *InputRef) Expr {
			at, ok := moved[r.Index]
			if !ok {
				at = len(out.Exprs)
				moved[r.Index] = at
				out.Exprs = append(out.Exprs, r)
				out.Output = append(out.Output, inFields[r.Index]) // named as Calcite names it: the input field
			}
			return &InputRef{Index: at, T: r.T}
		})
	}
	if c.empty != nil {
		empty := make([]Expr, len(out.Exprs))
		for i, e := range out.Exprs {
			empty[i] = MapRefs(e, func(r *InputRef) Expr { return c.empty[r.Index] })
		}
		c.empty = empty
	}
	return out
}

// groupByCorrelation rebuilds an aggregate over its decorrelated input: each correlated
// condition inner = outer adds inner as a group key, and the condition becomes key = outer. The
// new keys come last in the output, after a Project that puts the aggregate's own fields first.
func groupByCorrelation(a *Aggregate, in Node, c *correlation, at sql.Node) (Node, *correlation, error) {
	if c == nil {
		return &Aggregate{Spanned: a.Spanned, Input: in, Keys: a.Keys, Calls: a.Calls, Output: a.Output}, nil, nil
	}
	var inner, outer []Expr
	for _, e := range c.conds {
		i, o, ok := correlatedEquality(e)
		if !ok {
			return nil, nil, notSupported(at, "an aggregate subquery correlated by other than equality")
		}
		inner, outer = append(inner, i), append(outer, o)
	}
	k := len(inner)
	in = notNullKeys(in, inner)
	pre := &Project{Spanned: a.Spanned, Input: in}
	for _, e := range inner {
		pre.Exprs = append(pre.Exprs, e)
		pre.Output = append(pre.Output, Field{Name: "$ck" + itoa(len(pre.Output)), Type: e.Type()})
	}
	for i, f := range in.Fields() {
		pre.Exprs = append(pre.Exprs, &InputRef{Index: i, T: f.Type})
		pre.Output = append(pre.Output, f)
	}
	agg := &Aggregate{Spanned: a.Spanned, Input: pre, Keys: k + a.Keys}
	agg.Output = append(agg.Output, pre.Output[:k]...)
	agg.Output = append(agg.Output, a.Output...)
	for _, call := range a.Calls {
		call = call.MapArgs(func(i int) int { return i + k })
		if call.Filtered {
			call.FilterArg += k
		}
		agg.Calls = append(agg.Calls, call)
	}
	// Put the aggregate's own fields back in their places and the new keys after them.
	p := &Project{Spanned: a.Spanned, Input: agg}
	for i, f := range a.Output {
		p.Exprs = append(p.Exprs, &InputRef{Index: k + i, T: f.Type})
		p.Output = append(p.Output, f)
	}
	out := &correlation{}
	for i, o := range outer {
		key := &InputRef{Index: len(p.Exprs), T: inner[i].Type()}
		p.Exprs = append(p.Exprs, &InputRef{Index: i, T: inner[i].Type()})
		p.Output = append(p.Output, Field{Name: "$ck" + itoa(i), Type: inner[i].Type()})
		nullable := key.T.Nullable() || o.Type().Nullable()
		out.conds = append(out.conds, &Call{Op: OpEquals, Args: []Expr{key, o}, T: types.Boolean.WithNullable(nullable)})
	}
	if a.Keys == 0 {
		// Over no rows a global aggregate gives COUNT 0 and NULL for the others.
		for i, f := range p.Output {
			v := &Literal{T: f.Type.WithNullable(true), Text: "null"}
			if i >= a.Keys && i < len(a.Output) && a.Calls[i-a.Keys].Func == "COUNT" {
				v = &Literal{Value: int64(0), T: f.Type, Text: "0"}
			}
			out.empty = append(out.empty, v)
		}
	}
	return p, out, nil
}

// correlatedEquality splits inner = outer, inner reading only the subquery's fields and outer
// only the enclosing query's.
func correlatedEquality(e Expr) (inner, outer Expr, ok bool) {
	c, isCall := e.(*Call)
	if !isCall || c.Op != OpEquals {
		return nil, nil, false
	}
	a, b := c.Args[0], c.Args[1]
	if onlyCorrel(a) && !exprHasCorrel(b) {
		a, b = b, a
	}
	if !exprHasCorrel(a) && onlyCorrel(b) && readsInput(a) {
		return a, b, true
	}
	return nil, nil, false
}

// onlyCorrel reports whether an expression reads CorrelRefs and no input field.
func onlyCorrel(e Expr) bool { return exprHasCorrel(e) && !readsInput(e) }

func readsInput(e Expr) bool {
	found := false
	MapRefs(e, func(r *InputRef) Expr {
		found = true
		return r
	})
	return found
}

func exprHasCorrel(e Expr) bool {
	return exprHasCorrelIn(e, map[Expr]bool{})
}

// exprHasCorrelIn walks an expression DAG once, skipping what it has seen (found nothing in).
func exprHasCorrelIn(e Expr, seen map[Expr]bool) bool {
	switch x := e.(type) {
	case *CorrelRef:
		return true
	case *Cast:
		return exprHasCorrelIn(x.X, seen)
	case *Call:
		if seen[x] {
			return false
		}
		seen[x] = true
		for _, a := range x.Args {
			if exprHasCorrelIn(a, seen) {
				return true
			}
		}
	default:
		// Partial by design: references, literals and a pending subquery value read no correlation variable, and a SubqueryExpr's correlations are its own query's (SubqueryExpr.Correlated).
	}
	return false
}

// hasCorrel reports whether any expression of a plan reads a CorrelRef.
func hasCorrel(n Node) bool {
	return hasCorrelIn(n, map[Node]bool{})
}

// hasCorrelIn walks a plan DAG once, skipping the nodes it has seen (found nothing in).
func hasCorrelIn(n Node, seen map[Node]bool) bool {
	if seen[n] {
		return false
	}
	seen[n] = true
	for _, e := range nodeExprs(n) {
		if e != nil && exprHasCorrel(e) {
			return true
		}
	}
	for _, in := range n.Inputs() {
		if hasCorrelIn(in, seen) {
			return true
		}
	}
	return false
}

// subqueryForm is how a subquery is used, which decides how Flink decorrelates it.
type subqueryForm int

const (
	formExists subqueryForm = iota // [NOT] EXISTS
	formIn                         // [NOT] IN
	formScalar                     // a scalar subquery
)

// flinkDecorrelates fails a correlated subquery as Flink 2.3 fails it when VALUES clauses are
// involved: "unexpected correlate variable $cor0 in the plan". Recorded by the cases
// subquery_exists_over_values and subquery_correlated_values: IN and EXISTS fail when the
// subquery reads a VALUES clause; a scalar subquery fails when Flink keeps an aggregate over the
// correlation (the query's own, or the SINGLE_VALUE check, which Flink drops when the
// correlation's columns are unique in the subquery's VALUES rows) and either query reads a
// VALUES clause.
func flinkDecorrelates(form subqueryForm, s *subquery, enclosing Node, at sql.Node) error {
	inner := readsValues(s.node)
	fail := false
	switch form {
	case formExists, formIn:
		fail = inner
	case formScalar:
		aggregated := s.corr.empty != nil || hasAggregate(s.node) || !(inner && uniqueOverValues(s))
		fail = aggregated && (inner || enclosing != nil && readsValues(enclosing))
	}
	if !fail {
		return nil
	}
	return &Error{Pos: at.Pos().ErrorPosition(), Kind: ErrValidation, Class: "org.apache.flink.table.api.TableException",
		Msg: "unexpected correlate variable $cor0 in the plan"}
}

// readsValues reports whether a plan reads a VALUES clause (a SELECT without FROM included).
func readsValues(n Node) bool {
	if _, ok := n.(*Values); ok {
		return true
	}
	for _, in := range n.Inputs() {
		if readsValues(in) {
			return true
		}
	}
	return false
}

func hasAggregate(n Node) bool {
	if _, ok := n.(*Aggregate); ok {
		return true
	}
	for _, in := range n.Inputs() {
		if hasAggregate(in) {
			return true
		}
	}
	return false
}

// uniqueOverValues reports whether a subquery's correlation is by equality on columns that
// come straight from one VALUES clause, whose rows never repeat those columns' values: then
// each outer row matches at most one row, as Calcite proves from the literal rows.
func uniqueOverValues(s *subquery) bool {
	var cols []int
	for _, c := range s.corr.conds {
		inner, _, ok := correlatedEquality(c)
		if !ok {
			return false
		}
		ref, ok := inner.(*InputRef)
		if !ok {
			return false
		}
		cols = append(cols, ref.Index)
	}
	n := s.node
	for {
		switch x := n.(type) {
		case *Filter:
			n = x.Input
			continue
		case *Project:
			for i, c := range cols {
				ref, ok := x.Exprs[c].(*InputRef)
				if !ok {
					return false
				}
				cols[i] = ref.Index
			}
			n = x.Input
			continue
		case *Values:
			seen := map[string]bool{}
			for _, row := range x.Rows {
				key := ""
				for _, c := range cols {
					key += fmt.Sprintf("%v|", literalKey(row[c]))
				}
				if seen[key] {
					return false
				}
				seen[key] = true
			}
			return true
		default:
			// Partial by design: uniqueness is known only through these kinds; "not known
			// unique" is always safe.
			return false
		}
	}
}

func literalKey(e Expr) string {
	if l, ok := e.(*Literal); ok {
		return fmt.Sprintf("%v", l.Value)
	}
	return e.String()
}
