package phys

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// This file gives Flink's plan of a correlated scalar subquery with a GROUP BY of its own whose
// keys are all correlation keys (SELECT MAX(k) FROM u WHERE u.tag = t.name GROUP BY u.tag):
// decorrelation groups the subquery on the correlation keys and its own, which are the same
// columns, and SINGLE_VALUE checks per key that the subquery gave one row. The aggregate's
// rows are distributed on the keys already, so Flink runs SINGLE_VALUE in one phase
// (HashAggregate(isMerge=[false]) without an exchange), recorded on 2.3.0.

// singleValueOfGrouped matches the binder's right side of such a SINGLE join: a projection of
// the value and the correlation keys over an aggregate with one call, grouped on the
// correlation keys and the subquery's keys, all of them columns the correlation keys read. It
// returns the one-phase SINGLE_VALUE aggregate over Flink's aggregate of the subquery, and the
// map from the binder's right fields to its fields. ok is false for other shapes.
func singleValueOfGrouped(n plan.Node, rightKeys []int) (plan.Node, map[int]int, bool) {
	width := len(n.Fields())
	c, ok := n.(*plan.Calc)
	if !ok || c.Cond != nil || !onlyRefs(c.Exprs) {
		return nil, nil, false
	}
	a, ok := c.Input.(*plan.Aggregate)
	if !ok || a.Keys == 0 || len(a.Calls) != 1 {
		return nil, nil, false
	}
	perm := func(i int) int { return c.Exprs[i].(*plan.InputRef).Index }
	base, in := mergeProjection(a.Input)
	// The correlation keys' columns, each once and in the correlation's order.
	var cols []int
	for _, k := range rightKeys {
		if perm(k) >= a.Keys || slices.Contains(cols, in[perm(k)]) {
			return nil, nil, false
		}
		cols = append(cols, in[perm(k)])
	}
	if !slices.IsSorted(cols) {
		return nil, nil, false
	}
	for k := 0; k < a.Keys; k++ {
		if !slices.Contains(cols, in[k]) {
			return nil, nil, false // grouped on more than the correlation: not known yet
		}
	}
	call := a.Calls[0]
	used := slices.Clone(cols)
	if call.Arg >= 0 {
		used = append(used, in[call.Arg])
	}
	base, in = prune(base, in, used)
	nk := len(cols)
	value := a.Keys // the call's field of the aggregate
	at := map[int]int{}
	grouped := &keyedAggregate{Input: base}
	for i, k := range rightKeys {
		col := in[perm(k)]
		grouped.Keys = append(grouped.Keys, col)
		grouped.Output = append(grouped.Output, plan.Field{Name: base.Fields()[col].Name, Type: a.Output[perm(k)].Type})
		at[k] = i
	}
	name := a.Output[value].Name
	for i := 0; i < width; i++ {
		switch {
		case perm(i) == value:
			name = c.Output[i].Name
			at[i] = nk
		case !slices.Contains(rightKeys, i):
			return nil, nil, false
		}
	}
	if call.Arg >= 0 {
		call.Arg = in[call.Arg]
	}
	grouped.Calls = []plan.AggCall{call}
	grouped.Output = append(grouped.Output, plan.Field{Name: name, Type: a.Output[value].Type})
	t := call.T.WithNullable(true)
	single := &keyedAggregate{Input: grouped, OnePhase: true, Output: slices.Clone(grouped.Output[:nk]),
		Calls: []plan.AggCall{{Func: "SINGLE_VALUE", Arg: nk, T: t}}}
	for i := range nk {
		single.Keys = append(single.Keys, i)
	}
	single.Output = append(single.Output, plan.Field{Name: "$f" + strconv.Itoa(nk), Type: t})
	return single, at, true
}

// onePhaseAggregate prints an aggregate over rows distributed on its keys as Flink's one-phase
// hash aggregate. Accumulators that are not of fixed length would make it a sort aggregate,
// whose plan Flinkpad has not seen.
func onePhaseAggregate(in *Node, a *keyedAggregate, source plan.Node) (*Node, error) {
	keys := make([]string, len(a.Keys))
	for i, k := range a.Keys {
		keys[i] = in.fields[k]
	}
	sel := slices.Clone(keys)
	for i, c := range a.Calls {
		if c.Arg < 0 {
			return nil, notExplainable("subqueries (IN, EXISTS and scalar subqueries) of this shape")
		}
		for _, t := range bufferTypes(c, a.Input.Fields()[c.Arg].Type) {
			if !fixedLength(t) && t.Kind != types.KindDecimal {
				return nil, notExplainable("subqueries (IN, EXISTS and scalar subqueries) of this shape")
			}
		}
		sel = append(sel, c.Func+"("+in.fields[c.Arg]+") AS "+a.Output[len(a.Keys)+i].Name)
	}
	attrs := []attr{{"isMerge", "false"}}
	if len(keys) > 0 {
		attrs = append(attrs, attr{"groupBy", strings.Join(keys, ", ")})
	}
	attrs = append(attrs, attr{"select", strings.Join(sel, ", ")})
	return &Node{kind: KindHashAggregate, inputs: []*Node{in}, fields: plan.FieldNames(a.Output), source: source, attrs: attrs}, nil
}

// overGroupedAggregate reports whether the binder's right side of a SINGLE join is an aggregate
// with group keys, under a projection.
func overGroupedAggregate(n plan.Node) bool {
	if c, ok := n.(*plan.Calc); ok {
		n = c.Input
	}
	a, ok := n.(*plan.Aggregate)
	return ok && a.Keys > 0
}
