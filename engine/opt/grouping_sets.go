package opt

import (
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
		return decompose(a), nil
	})
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
		if call.Arg >= nk {
			call.Arg += shift
		}
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
