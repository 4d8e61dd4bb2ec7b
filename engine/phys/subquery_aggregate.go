package phys

import (
	"math"
	"slices"
	"strconv"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// This file builds the aggregates of the subquery that Flink's plans of IN, EXISTS and scalar
// subqueries join to, grouped on the correlation keys.

// keyedAggregate is an aggregate whose group keys may be anywhere in its input, as Flink's are
// once AggregateProjectMergeRule drops the projection that put them first. It outputs the keys,
// then the calls.
type keyedAggregate struct {
	plan.Spanned
	Input  plan.Node
	Keys   []int
	Calls  []plan.AggCall
	Output []plan.Field
	// OnePhase marks an aggregate over rows already distributed on its keys, which Flink
	// runs in one phase, without a local aggregate and an exchange.
	OnePhase bool
}

func (a *keyedAggregate) Fields() []plan.Field { return a.Output }
func (a *keyedAggregate) Inputs() []plan.Node  { return []plan.Node{a.Input} }

// keyedRowCount is FlinkRelMdRowCount's estimate of a grouped aggregate without statistics:
// its input's rows times 1 - e^(-0.1 * keys).
func (p *physical) keyedRowCount(a *keyedAggregate) float64 {
	return p.rowCount(a.Input) * (1 - math.Exp(-0.1*float64(len(a.Keys))))
}

// reshapeRight is the right side of Flink's LEFT join: the subquery grouped on its keys. at
// maps each field of the binder's right side to the new one's.
func reshapeRight(j *plan.Join, rightKeys []int) (plan.Node, map[int]int, bool) {
	base, in := mergeProjection(j.Right)
	used := []int{}
	for _, k := range rightKeys {
		used = append(used, in[k])
	}
	if j.Kind == plan.JoinSingle {
		used = append(used, in[0])
	}
	base, in = prune(base, in, used)
	// The keys as the correlation lists them, and as Flink groups them: in input order.
	var keys []int
	for _, k := range rightKeys {
		if !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	sorted := slices.Clone(keys)
	slices.SortStableFunc(sorted, func(x, y int) int { return in[x] - in[y] })
	agg := &keyedAggregate{Input: base}
	for _, k := range sorted {
		agg.Keys = append(agg.Keys, in[k])
		agg.Output = append(agg.Output, base.Fields()[in[k]])
	}
	nk := len(agg.Keys)
	at := map[int]int{}
	if j.Kind == plan.JoinMark {
		// EXISTS: true per distinct key, the keys in input order.
		boolean := types.Boolean.AsNotNull()
		marked := &plan.Calc{Input: agg}
		for i, f := range agg.Output {
			marked.Exprs = append(marked.Exprs, &plan.InputRef{Index: i, T: f.Type})
			marked.Output = append(marked.Output, f)
			at[sorted[i]] = i
		}
		marked.Exprs = append(marked.Exprs, &plan.Literal{Value: true, T: boolean, Text: "true"})
		marked.Output = append(marked.Output, plan.Field{Name: "$f" + strconv.Itoa(nk), Type: boolean})
		return marked, at, true
	}
	// A scalar subquery of one column: SINGLE_VALUE of it per key, the keys back in the
	// correlation's order.
	rf := j.Right.Fields()
	if len(rf) != nk+1 || slices.Contains(keys, 0) {
		return nil, nil, false
	}
	t := rf[0].Type.WithNullable(true)
	agg.Calls = []plan.AggCall{{Func: "SINGLE_VALUE", Arg: in[0], T: t}}
	agg.Output = append(agg.Output, plan.Field{Name: "$f" + strconv.Itoa(nk), Type: t})
	for i, k := range keys {
		at[k] = i
	}
	at[0] = nk
	if slices.Equal(keys, sorted) {
		return agg, at, true
	}
	back := &plan.Calc{Input: agg}
	for _, k := range keys {
		i := slices.Index(sorted, k)
		back.Exprs = append(back.Exprs, &plan.InputRef{Index: i, T: agg.Output[i].Type})
		back.Output = append(back.Output, agg.Output[i])
	}
	back.Exprs = append(back.Exprs, &plan.InputRef{Index: nk, T: t})
	back.Output = append(back.Output, agg.Output[nk])
	return back, at, true
}

// groupedOnKeys matches a correlated aggregate subquery that the binder grouped on exactly the
// correlation keys among rightKeys: the aggregate, maybe under a projection that puts its own
// fields first. It returns Flink's aggregate, grouped on the keys in the order of its input
// (Calcite's group sets are sets), under a Calc that puts them back in the order of the
// correlation where that differs, and the map from the binder's right fields to its fields.
func groupedOnKeys(n plan.Node, rightKeys []int) (plan.Node, map[int]int, bool) {
	width := len(n.Fields())
	perm := func(i int) int { return i }
	callNames := map[int]string{}
	if c, ok := n.(*plan.Calc); ok && c.Cond == nil && onlyRefs(c.Exprs) {
		n = c.Input
		perm = func(i int) int { return c.Exprs[i].(*plan.InputRef).Index }
		for i, f := range c.Output {
			callNames[perm(i)] = f.Name
		}
	}
	a, ok := n.(*plan.Aggregate)
	if !ok || a.Keys == 0 {
		return nil, nil, false
	}
	keys := map[int]bool{}
	for _, k := range rightKeys {
		if perm(k) < a.Keys {
			keys[perm(k)] = true
		}
	}
	if len(keys) != a.Keys {
		return nil, nil, false
	}
	base, in := mergeProjection(a.Input)
	used := append([]int{}, in[:a.Keys]...)
	for _, c := range a.Calls {
		for _, f := range c.ArgFields() {
			used = append(used, in[f])
		}
	}
	base, in = prune(base, in, used)
	order := make([]int, a.Keys)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int { return in[x] - in[y] })
	out := &keyedAggregate{Input: base}
	for _, i := range order {
		out.Keys = append(out.Keys, in[i])
		out.Output = append(out.Output, plan.Field{Name: base.Fields()[in[i]].Name, Type: a.Output[i].Type})
	}
	for i, c := range a.Calls {
		c = c.MapArgs(func(f int) int { return in[f] })
		out.Calls = append(out.Calls, c)
		name := a.Output[a.Keys+i].Name
		if callNames[a.Keys+i] != "" {
			name = callNames[a.Keys+i]
		}
		out.Output = append(out.Output, plan.Field{Name: name, Type: a.Output[a.Keys+i].Type})
	}
	var result plan.Node = out
	if !slices.IsSorted(order) {
		// Back in the binder's order: the keys as the correlation lists them, then the calls.
		c := &plan.Calc{Input: out}
		for i := range a.Output {
			at := i
			if i < a.Keys {
				at = slices.Index(order, i)
			}
			c.Exprs = append(c.Exprs, &plan.InputRef{Index: at, T: out.Output[at].Type})
			c.Output = append(c.Output, out.Output[at])
		}
		result = c
	}
	at := map[int]int{}
	for i := 0; i < width; i++ {
		at[i] = perm(i)
	}
	return result, at, true
}

// prune narrows a filter over the node an aggregate reads to the fields the aggregate uses, in
// their order, as Flink's projection pushdown does. in maps fields to the node's, as
// mergeProjection gives it; the result maps them to the pruned node's.
func prune(base plan.Node, in []int, used []int) (plan.Node, []int) {
	c, ok := base.(*plan.Calc)
	if !ok || c.Cond == nil || !onlyRefs(c.Exprs) || len(c.Exprs) != len(c.Input.Fields()) {
		return base, in
	}
	keep := slices.Clone(used)
	slices.Sort(keep)
	keep = slices.Compact(keep)
	if len(keep) == len(c.Exprs) {
		return base, in
	}
	fields := c.Input.Fields()
	narrow := &plan.Calc{Input: c.Input, Cond: c.Cond}
	for _, k := range keep {
		narrow.Exprs = append(narrow.Exprs, &plan.InputRef{Index: k, T: fields[k].Type})
		narrow.Output = append(narrow.Output, fields[k])
	}
	out := make([]int, len(in))
	for i, k := range in {
		out[i] = slices.Index(keep, k)
	}
	return narrow, out
}

// mergeProjection drops a projection that only picks fields, as AggregateProjectMergeRule
// does under an aggregate: it returns the node the aggregate reads instead (the projection's
// input, filtered by its condition) and where each of the projection's fields is in it.
func mergeProjection(n plan.Node) (plan.Node, []int) {
	c, ok := n.(*plan.Calc)
	if !ok || !onlyRefs(c.Exprs) {
		in := make([]int, len(n.Fields()))
		for i := range in {
			in[i] = i
		}
		return n, in
	}
	in := make([]int, len(c.Exprs))
	for i, e := range c.Exprs {
		in[i] = e.(*plan.InputRef).Index
	}
	if c.Cond == nil {
		return c.Input, in
	}
	fields := c.Input.Fields()
	filter := &plan.Calc{Input: c.Input, Cond: c.Cond, Output: fields}
	for i, f := range fields {
		filter.Exprs = append(filter.Exprs, &plan.InputRef{Index: i, T: f.Type})
	}
	return filter, in
}

// onlyRefs reports whether every expression of es reads an input field, in any order.
func onlyRefs(es []plan.Expr) bool {
	for _, e := range es {
		if _, ok := e.(*plan.InputRef); !ok {
			return false
		}
	}
	return true
}
