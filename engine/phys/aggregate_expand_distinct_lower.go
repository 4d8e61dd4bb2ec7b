package phys

import (
	"slices"
	"strconv"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// This file makes the batch grouping-sets rewrite of DISTINCT aggregates
// (aggregate_expand_distinct.go) the plan nodes the executor runs, so that what EXPLAIN prints
// is what runs: a Calc that copies the distinct arguments plain calls also read (Flink's a_0,
// which its Expand computes, so the Calc folds into it), the Expand of one grouping set per
// distinct call (its argument and its own FILTER field) and one of the keys alone, the
// aggregate on every key and $e computing the plain calls (with their own FILTER), a Calc of a
// flag per set ($g_N, and the distinct call's filter), the aggregate on the keys whose calls FILTER on
// their set's flag (a distinct call over its argument, a plain call's MIN of its value), and the
// Calc that restores the aggregate's types. expandDistinct prints the nodes, each standing for
// its plan node; their field orders may differ from the printed ones (Flink's $e comes after
// every input field), which the nodes above read by the plan's.

// loweredDistinct is one aggregate lowered: the aggregate it stands for (over the lowered
// input) and its plan nodes, restore nil when the aggregate's types need no Calc.
type loweredDistinct struct {
	orig    *plan.Aggregate
	copies  *plan.Calc // nil when no plain call reads a distinct argument
	expand  *plan.Expand
	inner   *plan.Aggregate
	flags   *plan.Calc
	final   *plan.Aggregate
	restore *plan.Calc
}

// top is the lowered node that gives the aggregate's rows.
func (d *loweredDistinct) top() plan.Node {
	if d.restore != nil {
		return d.restore
	}
	return d.final
}

// lowerDistinctPass lowers the batch aggregates planned with the grouping-sets rewrite; it
// fires once per aggregate lowered. The run then maps onto the lowered graph.
func lowerDistinctPass(s *state) error {
	if s.o.Streaming {
		return nil
	}
	l := &distinctLowering{s: s, memo: map[plan.Node]plan.Node{}, lowered: map[plan.Node]*loweredDistinct{}}
	roots := make([]plan.Node, len(s.graphRoots))
	for i, r := range s.graphRoots {
		roots[i] = l.lower(r)
	}
	if len(l.lowered) == 0 {
		return nil
	}
	plan.FillSpans(roots, plan.Span{})
	s.graphRoots, s.distincts, s.reshaped = roots, l.lowered, true
	s.fire(len(l.lowered))
	return nil
}

type distinctLowering struct {
	s       *state
	memo    map[plan.Node]plan.Node
	lowered map[plan.Node]*loweredDistinct // by top
}

func (l *distinctLowering) lower(n plan.Node) plan.Node {
	if m, ok := l.memo[n]; ok {
		return m
	}
	l.s.o.Work.Step()
	ins := n.Inputs()
	news := make([]plan.Node, len(ins))
	changed := false
	for i, in := range ins {
		news[i] = l.lower(in)
		changed = changed || news[i] != in
	}
	out := n
	if changed {
		out = plan.WithInputs(n, news)
	}
	if a, ok := out.(*plan.Aggregate); ok && l.lowerable(n.(*plan.Aggregate)) {
		if d := lowerDistinct(a); d != nil {
			out = l.record(a, d)
		}
	}
	l.memo[n] = out
	return out
}

// record gives the nodes of a lowered aggregate its span; the top stands for it.
func (l *distinctLowering) record(a *plan.Aggregate, d *loweredDistinct) plan.Node {
	if d.copies != nil {
		plan.SpanFrom(d.copies, a)
	}
	plan.SpanFrom(d.expand, a)
	plan.SpanFrom(d.inner, a)
	plan.SpanFrom(d.flags, a)
	plan.SpanFrom(d.final, a)
	if d.restore != nil {
		plan.SpanFrom(d.restore, a)
	}
	l.lowered[d.top()] = d
	return d.top()
}

// lowerable reports whether translate prints a batch aggregate as the grouping-sets rewrite
// (aggregate.go's aggregate, reached through translate's Aggregate arm, and expandDistinct
// without its refusal).
func (l *distinctLowering) lowerable(n *plan.Aggregate) bool {
	if _, ok := l.s.keyed[n]; ok {
		return false
	}
	if _, ok := l.s.setOps[n]; ok {
		return false
	}
	if _, ok := plan.GroupWindowOf(n); ok {
		return false
	}
	if !slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return c.Distinct }) {
		return false
	}
	if slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool {
		// A call of two operands (JSON_OBJECTAGG): the rewrite renumbers Arg only.
		return c.Func == "PERCENTILE" || isJSONArrayAgg(c) || len(c.MoreArgs) > 0 || (c.Distinct && unmergeable(c))
	}) || (namesOwnCalls(n) && !expandsFilteredDistinct(n)) {
		return false
	}
	_, monopole := monopoleArg(n.Calls)
	return !monopole
}

// expandsFilteredDistinct reports whether a batch aggregate with FILTER is planned as the
// grouping-sets rewrite of its DISTINCT calls rather than as a named aggregate: a keyless one
// with distinct calls beside others and no imperative calls.
func expandsFilteredDistinct(n *plan.Aggregate) bool {
	_, monopole := monopoleArg(n.Calls)
	return n.Keys == 0 && !monopole && slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return c.Distinct }) &&
		!slices.ContainsFunc(n.Calls, imperativeAggregate)
}

// lowerDistinct is the rewrite of n as plan nodes, nil for a plain call filtered on a field a
// set nulls.
func lowerDistinct(n *plan.Aggregate) *loweredDistinct {
	inFields := n.Input.Fields()
	nk := n.Keys
	isKey := func(f int) bool { return f < nk }
	// The sets beyond the keys: each distinct call's argument and filter field (the keys' set,
	// noFields, for the plain calls).
	setOf := func(c plan.AggCall) fieldPair {
		if !c.Distinct {
			return noFields
		}
		return pairOf(c, isKey)
	}
	var extra []int
	for _, c := range n.Calls {
		for _, f := range setOf(c) {
			if f >= 0 && !slices.Contains(extra, f) {
				extra = append(extra, f)
			}
		}
	}
	for _, c := range n.Calls {
		if !c.Distinct && c.Filtered && slices.Contains(extra, c.FilterArg) {
			return nil // the sets null the filter (expandDistinct refuses it)
		}
	}
	slices.Sort(extra)
	full := make([]int, 0, nk+len(extra))
	for k := range nk {
		full = append(full, k)
	}
	full = append(full, extra...)

	// The copies of the distinct arguments plain calls read, which the sets null.
	copies := &plan.Calc{Input: n.Input}
	for i, f := range inFields {
		copies.Exprs = append(copies.Exprs, &plan.InputRef{Index: i, T: f.Type})
		copies.Output = append(copies.Output, f)
	}
	copyOf := map[int]int{}
	for _, c := range n.Calls {
		if c.Distinct || c.Arg < 0 || !slices.Contains(extra, c.Arg) {
			continue
		}
		if _, ok := copyOf[c.Arg]; !ok {
			copyOf[c.Arg] = len(copies.Exprs)
			f := inFields[c.Arg]
			copies.Exprs = append(copies.Exprs, &plan.InputRef{Index: c.Arg, T: f.Type})
			f.Name += "_0"
			copies.Output = append(copies.Output, f)
		}
	}

	// The Expand: each set keeps the keys and its argument (as positions in full).
	var setFields []fieldPair
	filterOf := map[fieldPair]int{}
	for _, c := range n.Calls {
		if s := setOf(c); !slices.Contains(setFields, s) {
			setFields = append(setFields, s)
			filterOf[s] = -1
			if c.Distinct && c.Filtered && !isKey(c.FilterArg) {
				filterOf[s] = c.FilterArg
			}
		}
	}
	keptOf := func(s fieldPair) []int {
		kept := make([]int, 0, nk+2)
		for k := range nk {
			kept = append(kept, k)
		}
		for _, f := range s {
			if f >= 0 {
				kept = append(kept, slices.Index(full, f))
			}
		}
		slices.Sort(kept)
		return kept
	}
	sets := make([][]int, len(setFields))
	for i, s := range setFields {
		sets[i] = keptOf(s)
	}
	var expandIn plan.Node = copies
	if len(copyOf) == 0 {
		expandIn, copies = n.Input, nil // nothing to copy
	}
	expand := plan.NewExpandOn(expandIn, full, sets)
	idOf := func(s fieldPair) int64 { return plan.ExpandID(len(full), keptOf(s)) }

	// The aggregate on full and $e computes the plain calls.
	inner := &plan.Aggregate{Input: expand, Keys: len(full) + 1}
	inner.Output = append(inner.Output, expand.Output[:len(full)+1]...)
	for i, c := range n.Calls {
		if c.Distinct {
			continue
		}
		if c.Arg >= 0 {
			at := c.Arg
			if cp, ok := copyOf[c.Arg]; ok {
				at = cp
			}
			c.Arg = expand.OutputOf(at)
		}
		if c.Filtered {
			c.FilterArg = expand.OutputOf(c.FilterArg)
		}
		inner.Calls = append(inner.Calls, c)
		inner.Output = append(inner.Output, n.Output[nk+i])
	}

	// The flags: the keys, the distinct arguments, the plain calls' values, a flag per set.
	eRef := &plan.InputRef{Index: len(full), T: types.BigInt.AsNotNull()}
	flags := &plan.Calc{Input: inner}
	for i, f := range inner.Output {
		if i == len(full) {
			continue
		}
		flags.Exprs = append(flags.Exprs, &plan.InputRef{Index: i, T: f.Type})
		flags.Output = append(flags.Output, f)
	}
	flagAt := map[fieldPair]int{}
	for _, s := range setFields {
		id := idOf(s)
		flagAt[s] = len(flags.Exprs)
		var flag plan.Expr = &plan.Call{Op: plan.OpEquals, T: types.Boolean.AsNotNull(), Args: []plan.Expr{
			eRef, &plan.Literal{Value: id, T: types.BigInt.AsNotNull(), Text: strconv.FormatInt(id, 10)}}}
		if f := filterOf[s]; f >= 0 {
			// The distinct call's own filter, a field of its set.
			at := slices.Index(full, f)
			own := &plan.Call{Op: plan.OpIsTrue, T: types.Boolean.AsNotNull(), Args: []plan.Expr{
				&plan.InputRef{Index: at, T: inner.Output[at].Type}}}
			flag = &plan.Call{Op: plan.OpAnd, T: types.Boolean.AsNotNull(), Args: []plan.Expr{flag, own}}
		}
		flags.Exprs = append(flags.Exprs, flag)
		flags.Output = append(flags.Output, plan.Field{Name: "$g_" + strconv.FormatInt(id, 10), Type: types.Boolean.AsNotNull()})
	}

	// The aggregate on the keys: each call FILTER its set's flag.
	final := &plan.Aggregate{Input: flags, Keys: nk}
	final.Output = append(final.Output, flags.Output[:nk]...)
	plainAt := len(full)
	for i, c := range n.Calls {
		f := n.Output[nk+i]
		if c.Distinct {
			c.Distinct = false
			c.Arg = slices.Index(full, c.Arg)
			c.Filtered, c.FilterArg = true, flagAt[setOf(n.Calls[i])]
			if c.Func != "COUNT" {
				f.Type = f.Type.WithNullable(true)
			}
		} else {
			f.Type = f.Type.WithNullable(true)
			c = plan.AggCall{Func: "MIN", Arg: plainAt, T: f.Type, Filtered: true, FilterArg: flagAt[noFields]}
			plainAt++
		}
		final.Calls = append(final.Calls, c)
		final.Output = append(final.Output, f)
	}
	d := &loweredDistinct{orig: n, copies: copies, expand: expand, inner: inner, flags: flags, final: final}
	if top, changed := restoredTypes(n); changed {
		d.restore = &plan.Calc{Input: final, Exprs: top, Output: n.Output}
	}
	return d
}
