package phys

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// reshapeInJoin gives Flink's plan of an uncorrelated x IN (subquery) as a value, Calcite's
// SubQueryRemoveRule: the input joined as one row with c = COUNT(*) and ck = COUNT(y) of the
// subquery, then LEFT joined on x = y with the subquery's distinct y and true AS i, and IN's
// three-valued logic as Calcite simplifies its CASE (false without rows, NULL for a NULL x or
// for no match when the subquery has a NULL). So far x and y are nullable fields, where the
// simplified form is known; ok is false for others.
//
// notIn is NOT IN's value over the new join, as Calcite simplifies NOT of that CASE.
//
// In a WHERE condition (filter), where the rows IN is not true of are dropped, Calcite
// simplifies the value further and the count ck goes (recorded on 2.3.0).
func reshapeInJoin(j *plan.Join, filter bool) (out plan.Node, restore []plan.Expr, notIn plan.Expr, ok bool) {
	if !j.Subquery || j.Kind != plan.JoinMark || j.In == nil || j.In.Correlated || j.Cond != nil {
		return nil, nil, nil, false
	}
	nl := len(j.Left.Fields())
	x, okX := j.In.Left.(*plan.InputRef)
	_, y, okY := equiFields(j.In.Cmp, nl)
	if !okX || !okY || x.Index >= nl || !x.T.Nullable() {
		return nil, nil, nil, false
	}
	y -= nl
	rf := j.Right.Fields()
	if !rf[y].Type.Nullable() {
		return nil, nil, nil, false
	}
	bigint, boolean := types.BigInt.AsNotNull(), types.Boolean.AsNotNull()
	counts := &plan.Aggregate{Input: j.Right, Calls: []plan.AggCall{{Func: "COUNT", Arg: -1, T: bigint}, {Func: "COUNT", Arg: y, T: bigint}},
		Output: []plan.Field{{Name: "c", Type: bigint}, {Name: "ck", Type: bigint}}}
	if filter {
		counts.Calls, counts.Output = counts.Calls[:1], counts.Output[:1]
	}
	nc := len(counts.Output)
	withCounts := &plan.Join{Kind: plan.JoinInner, Subquery: true, Left: j.Left, Right: counts,
		Output: append(append([]plan.Field{}, j.Left.Fields()...), counts.Output...)}
	base, in := mergeProjection(j.Right)
	if c, isCalc := j.Right.(*plan.Calc); isCalc && c.Cond != nil {
		// The subquery's filtered rows, which the counts read too.
		base, in = j.Right, identityMap(len(j.Right.Fields()))
	}
	distinct := &keyedAggregate{Input: base, Keys: []int{in[y]}, Output: []plan.Field{base.Fields()[in[y]]}}
	marked := &plan.Calc{Input: distinct, Exprs: []plan.Expr{&plan.InputRef{Index: 0, T: distinct.Output[0].Type},
		&plan.Literal{Value: true, T: boolean, Text: "true"}},
		Output: []plan.Field{distinct.Output[0], {Name: "i", Type: boolean}}}
	joined := &plan.Join{Kind: plan.JoinLeft, Subquery: true, Left: withCounts, Right: marked,
		Output: append([]plan.Field{}, withCounts.Output...)}
	for _, f := range marked.Output {
		joined.Output = append(joined.Output, plan.Field{Name: f.Name, Type: f.Type.WithNullable(true)})
	}
	yt := joined.Output[nl+nc].Type
	joined.Cond = &plan.Call{Op: plan.OpEquals, Args: []plan.Expr{x, &plan.InputRef{Index: nl + nc, T: yt}}, T: types.Boolean}
	c := &plan.InputRef{Index: nl, T: bigint}
	ck := &plan.InputRef{Index: nl + 1, T: bigint}
	i := &plan.InputRef{Index: nl + nc + 1, T: joined.Output[nl+nc+1].Type}
	call := func(op plan.Op, t types.Type, args ...plan.Expr) plan.Expr {
		return &plan.Call{Op: op, Args: args, T: t}
	}
	null := &plan.Literal{T: types.Boolean, Text: "null"}
	zero := &plan.Literal{Value: int64(0), T: types.Int.AsNotNull(), Text: "0"}
	rows := call("<>", boolean, c, zero)
	if filter {
		mark := call(plan.OpAnd, boolean, rows, call(plan.OpIsNotNull, boolean, i), call(plan.OpIsNotNull, boolean, x))
		return joined, restoreWith(joined, len(j.Output), nl, mark), nil, true
	}
	mark := call("OR", types.Boolean,
		call("AND", types.Boolean, call("IS NULL", boolean, x), null, rows),
		call("AND", boolean, call("IS NOT NULL", boolean, i), rows, call("IS NOT NULL", boolean, x)),
		call("AND", types.Boolean, call("<", boolean, ck, c), null, rows, call("IS NOT NULL", boolean, x), call("IS NULL", boolean, i)))
	restore = make([]plan.Expr, len(j.Output))
	for k := range restore {
		if k < nl {
			restore[k] = &plan.InputRef{Index: k, T: joined.Output[k].Type}
		} else {
			restore[k] = mark
		}
	}
	notIn = call("OR", types.Boolean,
		call("=", boolean, c, zero),
		call("AND", types.Boolean, call("IS NULL", boolean, x), null),
		call("AND", types.Boolean, call("<", boolean, ck, c), null, call("IS NOT NULL", boolean, x), call("IS NULL", boolean, i)),
		call("AND", boolean, call("IS NOT NULL", boolean, x), call("IS NULL", boolean, i), call(">=", boolean, ck, c)))
	return joined, restore, notIn, true
}

// restoreWith gives a reshaped IN join's fields as the binder's join gave them: the left
// fields, then IN's value.
func restoreWith(joined *plan.Join, width, nl int, mark plan.Expr) []plan.Expr {
	restore := make([]plan.Expr, width)
	for k := range restore {
		if k < nl {
			restore[k] = &plan.InputRef{Index: k, T: joined.Output[k].Type}
		} else {
			restore[k] = mark
		}
	}
	return restore
}

// identityMap maps each of n fields to itself.
func identityMap(n int) []int {
	in := make([]int, n)
	for i := range in {
		in[i] = i
	}
	return in
}
