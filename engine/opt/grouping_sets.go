package opt

import (
	"slices"
	"strconv"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// decomposeGroupingSets rewrites an aggregate with grouping sets as Flink's
// DecomposeGroupingSetsRule does: an Expand under it writes each row once per set, the keys
// outside the set NULL and $e the set's number; the aggregate groups on the keys and $e; a
// projection above computes GROUPING, GROUPING_ID and GROUP_ID from $e and drops it. An
// aggregate of one set computes them as constants. It runs before the filter passes, which
// may move a HAVING on keys below the aggregate: above the Expand, where the keys are the
// sets', that is right, and below it would not be.
func decomposeGroupingSets(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		a, ok := n.(*plan.Aggregate)
		if !ok {
			return n, nil
		}
		grouping := false
		for _, call := range a.Calls {
			grouping = grouping || call.IsGroupingFunc()
		}
		if a.GroupSets == nil && !grouping {
			return n, nil
		}
		c.fire()
		distinct := false
		for _, call := range a.Calls {
			distinct = distinct || call.Distinct
		}
		if a.GroupSets != nil && (c.Config.Streaming || !distinct) {
			if merged, ok := mergeFieldProjection(a); ok {
				return merged, nil
			}
		}
		return decompose(a), nil
	})
}

// mergeFieldProjection decomposes an aggregate over a projection that reorders all of its
// input's fields as Flink does, which merges such a projection into it: the Expand reads the
// input's fields in their order, its keys are those
// fields in that order (so $e numbers the sets by it), and the projection above puts the keys
// back in GROUP BY's order. Flink's batch planner expands distinct calls first, which keeps the
// projection (the caller's test). ok is false for another input.
func mergeFieldProjection(a *plan.Aggregate) (plan.Node, bool) {
	var exprs []plan.Expr
	var out []plan.Field
	var below plan.Node
	switch p := a.Input.(type) {
	case *plan.Project:
		exprs, out, below = p.Exprs, p.Output, p.Input
	case *plan.Calc:
		if p.Cond != nil {
			return nil, false
		}
		exprs, out, below = p.Exprs, p.Output, p.Input
	default:
		return nil, false
	}
	refs := make([]int, len(exprs))
	for i, e := range exprs {
		r, ok := e.(*plan.InputRef)
		if !ok || slices.Contains(refs[:i], r.Index) {
			return nil, false
		}
		refs[i] = r.Index
	}
	if slices.IsSorted(refs) || len(refs) != len(below.Fields()) {
		// Flink keeps a projection that drops fields (recorded: grouping_sets_explain_permuted).
		return nil, false
	}
	// The projection's fields in their input's order: at[i] is where field i of the old
	// projection goes.
	order := make([]int, len(refs))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(x, y int) int { return refs[x] - refs[y] })
	at := make([]int, len(refs))
	sorted := &plan.Project{Input: below}
	if p, ok := a.Input.(*plan.Project); ok {
		sorted.Spanned, sorted.Kind = p.Spanned, p.Kind
	} else {
		sorted.Spanned = a.Input.(*plan.Calc).Spanned
	}
	for j, i := range order {
		at[i] = j
		sorted.Exprs = append(sorted.Exprs, exprs[i])
		sorted.Output = append(sorted.Output, out[i])
	}
	nk := a.Keys
	// The keys in their fields' order: newKey[k] is the new number of key k.
	var keyFields []int
	for j, i := range order {
		if i < nk {
			keyFields = append(keyFields, j)
		}
	}
	newKey := make([]int, nk)
	for k := range nk {
		newKey[k] = slices.Index(keyFields, at[k])
	}
	renumber := func(keys []int) []int {
		out := make([]int, len(keys))
		for i, k := range keys {
			out[i] = newKey[k]
		}
		return out
	}
	sets := make([][]int, len(a.GroupSets))
	for i, s := range a.GroupSets {
		sets[i] = renumber(s)
		slices.Sort(sets[i])
	}
	plan.SortGroupSets(sets)
	e := plan.NewExpandOn(sorted, keyFields, sets)
	e.Spanned = a.Spanned
	agg := &plan.Aggregate{Spanned: a.Spanned, Input: e, Keys: nk + 1}
	keyOut := make([]plan.Field, nk)
	for k := range nk {
		keyOut[newKey[k]] = a.Output[k]
	}
	agg.Output = append(keyOut, e.Output[nk])
	top := &plan.Project{Spanned: a.Spanned, Input: agg, Output: a.Output}
	for k := range nk {
		top.Exprs = append(top.Exprs, &plan.InputRef{Index: newKey[k], T: a.Output[k].Type})
	}
	eRef := &plan.InputRef{Index: nk, T: types.BigInt.AsNotNull()}
	for i, call := range a.Calls {
		if call.IsGroupingFunc() {
			call.Grouping = renumber(call.Grouping)
			top.Exprs = append(top.Exprs, groupingExpr(call, sets, nk, eRef, true))
			continue
		}
		call = call.MapArgs(func(i int) int { return e.OutputOf(at[i]) })
		if call.Filtered {
			call.FilterArg = e.OutputOf(at[call.FilterArg])
		}
		agg.Calls = append(agg.Calls, call)
		agg.Output = append(agg.Output, a.Output[nk+i])
		top.Exprs = append(top.Exprs, &plan.InputRef{Index: len(agg.Output) - 1, T: a.Output[nk+i].Type})
	}
	return top, true
}

func decompose(a *plan.Aggregate) plan.Node {
	nk := a.Keys
	var input plan.Node = a.Input
	keys, shift := nk, 0
	sets := a.GroupSets
	if sets != nil {
		e := plan.NewExpand(a.Input, nk, sets)
		e.Spanned = a.Spanned
		input, keys, shift = e, nk+1, 1
	} else {
		all := make([]int, nk)
		for i := range all {
			all[i] = i
		}
		sets = [][]int{all}
	}
	agg := &plan.Aggregate{Spanned: a.Spanned, Input: input, Keys: keys}
	for i := range nk {
		agg.Output = append(agg.Output, a.Output[i])
	}
	if shift == 1 {
		agg.Output = append(agg.Output, input.Fields()[nk])
	}
	top := &plan.Project{Spanned: a.Spanned, Input: agg, Output: a.Output}
	for i := range nk {
		top.Exprs = append(top.Exprs, &plan.InputRef{Index: i, T: a.Output[i].Type})
	}
	eRef := &plan.InputRef{Index: nk, T: types.BigInt.AsNotNull()}
	for i, call := range a.Calls {
		if call.IsGroupingFunc() {
			top.Exprs = append(top.Exprs, groupingExpr(call, sets, nk, eRef, shift == 1))
			continue
		}
		call = call.MapArgs(func(i int) int {
			if i >= nk {
				return i + shift
			}
			return i
		})
		if call.Filtered && call.FilterArg >= nk {
			call.FilterArg += shift
		}
		agg.Calls = append(agg.Calls, call)
		agg.Output = append(agg.Output, a.Output[nk+i])
		top.Exprs = append(top.Exprs, &plan.InputRef{Index: len(agg.Output) - 1, T: a.Output[nk+i].Type})
	}
	if len(agg.Calls) == 0 && keys == 0 {
		// A global aggregate that only asks for GROUPING() still yields its one row.
		agg.Calls = append(agg.Calls, plan.AggCall{Func: "COUNT", Arg: -1, T: types.CountType()})
		agg.Output = append(agg.Output, plan.Field{Name: "$f0", Type: types.CountType()})
	}
	return top
}

// groupingExpr is a grouping function's value: a constant for one set, else CASE over $e with
// each set's value, whose branches of one value Calcite's simplifier merges (consecutive ones,
// and those before the ELSE into it).
func groupingExpr(call plan.AggCall, sets [][]int, nk int, e *plan.InputRef, expanded bool) plan.Expr {
	lit := func(v int64) plan.Expr {
		return &plan.Literal{Value: v, T: types.BigInt.AsNotNull(), Text: strconv.FormatInt(v, 10)}
	}
	if !expanded {
		return lit(call.GroupingValue(sets[0]))
	}
	type branch struct {
		ids []int64
		v   int64
	}
	var branches []branch
	for _, s := range sets {
		id, v := plan.ExpandID(nk, s), call.GroupingValue(s)
		if len(branches) > 0 && branches[len(branches)-1].v == v {
			last := &branches[len(branches)-1]
			last.ids = append(last.ids, id)
			continue
		}
		branches = append(branches, branch{ids: []int64{id}, v: v})
	}
	if len(branches) == 1 {
		return lit(branches[0].v)
	}
	var args []plan.Expr
	for _, b := range branches[:len(branches)-1] {
		var cond plan.Expr
		for _, id := range b.ids {
			eq := &plan.Call{Op: plan.OpEquals, Args: []plan.Expr{e, lit(id)}, T: types.Boolean.AsNotNull()}
			if cond == nil {
				cond = eq
			} else {
				cond = &plan.Call{Op: plan.OpOr, Args: []plan.Expr{cond, eq}, T: types.Boolean.AsNotNull()}
			}
		}
		args = append(args, cond, lit(b.v))
	}
	args = append(args, lit(branches[len(branches)-1].v))
	return &plan.Call{Op: plan.OpCase, Args: args, T: types.BigInt.AsNotNull()}
}
