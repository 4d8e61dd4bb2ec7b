package phys

import (
	"slices"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// This file reshapes, for printing and running, the MARK and SINGLE joins the binder makes of
// IN and EXISTS as values and of scalar subqueries into the plans Flink's SubQueryRemoveRule and
// decorrelation give: LEFT joins over an aggregate of the subquery grouped on the correlation
// keys, which marks a match (EXISTS: true AS $f1 read as IS NOT NULL($f1)) or checks that a key
// matches one row (SINGLE_VALUE). The binder keeps only the rows with non-NULL keys, as Flink
// does, so the filter is in the plan already, pushed into the scan.

// reshapeSubqueryJoin gives Flink's join for a MARK join of EXISTS, a SINGLE join, or the
// LEFT (or, under a filter, INNER) join of an aggregate grouped on the correlation keys, whose
// condition has equalities of left and right fields (the correlation), and the expressions over
// it that give the join's fields.
func reshapeSubqueryJoin(j *plan.Join) (plan.Node, []plan.Expr, bool) {
	grouped := (j.Kind == plan.JoinLeft || j.Kind == plan.JoinInner) && j.Cond != nil
	if !j.Subquery || !(j.Kind == plan.JoinSingle || j.Kind == plan.JoinMark && j.In == nil || grouped) {
		return nil, nil, false
	}
	nl := len(j.Left.Fields())
	conds := plan.Conjuncts(j.Cond)
	var rightKeys []int
	for _, c := range conds {
		if _, r, ok := equiFields(c, nl); ok {
			rightKeys = append(rightKeys, r-nl)
		}
	}
	if len(rightKeys) == 0 {
		if j.Cond == nil {
			return reshapeUncorrelated(j)
		}
		return nil, nil, false
	}
	var right plan.Node
	var at map[int]int
	if j.Kind == plan.JoinSingle || grouped {
		right, at, grouped = groupedOnKeys(j.Right, rightKeys)
	}
	if !grouped && j.Kind == plan.JoinSingle {
		right, at, grouped = singleValueOfGrouped(j.Right, rightKeys)
		if !grouped && overGroupedAggregate(j.Right) {
			// A GROUP BY of the subquery's own beyond the correlation keys: not known yet.
			return nil, nil, false
		}
	}
	if !grouped {
		if j.Kind != plan.JoinSingle && j.Kind != plan.JoinMark || len(rightKeys) != len(conds) {
			return nil, nil, false
		}
		var ok bool
		if right, at, ok = reshapeRight(j, rightKeys); !ok {
			return nil, nil, false
		}
	}
	kind := j.Kind
	if kind == plan.JoinSingle || kind == plan.JoinMark {
		kind = plan.JoinLeft
	}
	rf := right.Fields()
	out := &plan.Join{Kind: kind, Subquery: true, Left: j.Left, Right: right, Output: append([]plan.Field{}, j.Left.Fields()...)}
	for _, f := range rf {
		t := f.Type
		if kind == plan.JoinLeft {
			t = t.WithNullable(true)
		}
		out.Output = append(out.Output, plan.Field{Name: f.Name, Type: t})
	}
	moved := func(e plan.Expr) plan.Expr {
		return plan.MapRefs(e, func(r *plan.InputRef) plan.Expr {
			if r.Index < nl {
				return r
			}
			k := nl + at[r.Index-nl]
			return &plan.InputRef{Index: k, T: out.Output[k].Type}
		})
	}
	if j.Kind == plan.JoinMark {
		// EXISTS joins on its keys in the order its aggregate groups them.
		conds = slices.Clone(conds)
		slices.SortStableFunc(conds, func(x, y plan.Expr) int {
			_, rx, _ := equiFields(x, nl)
			_, ry, _ := equiFields(y, nl)
			return at[rx-nl] - at[ry-nl]
		})
	}
	var newConds []plan.Expr
	for _, c := range conds {
		l, r, ok := equiFields(c, nl)
		if !ok {
			newConds = append(newConds, moved(c))
			continue
		}
		// Flink writes the enclosing query's field first.
		call := c.(*plan.Call)
		lt, rt := j.Left.Fields()[l].Type, out.Output[nl+at[r-nl]].Type
		newConds = append(newConds, &plan.Call{Op: plan.OpEquals, Args: []plan.Expr{&plan.InputRef{Index: l, T: lt},
			&plan.InputRef{Index: nl + at[r-nl], T: rt}}, T: call.T})
	}
	out.Cond = plan.And(newConds...)
	restore := make([]plan.Expr, len(j.Output))
	for i := range j.Output {
		switch {
		case i < nl:
			restore[i] = &plan.InputRef{Index: i, T: out.Output[i].Type}
		case j.Kind == plan.JoinMark:
			// The mark: the aggregate's true, NULL where no key matched.
			mark := &plan.InputRef{Index: len(out.Output) - 1, T: out.Output[len(out.Output)-1].Type}
			restore[i] = &plan.Call{Op: plan.OpIsNotNull, Args: []plan.Expr{mark}, T: types.Boolean.AsNotNull()}
		default:
			restore[i] = &plan.InputRef{Index: nl + at[i-nl], T: out.Output[nl+at[i-nl]].Type}
		}
	}
	return out, restore, true
}

// equiFields splits =(left field, right field) into the two indexes.
func equiFields(e plan.Expr, nl int) (l, r int, ok bool) {
	c, isCall := e.(*plan.Call)
	if !isCall || c.Op != plan.OpEquals || len(c.Args) != 2 {
		return 0, 0, false
	}
	a, okA := c.Args[0].(*plan.InputRef)
	b, okB := c.Args[1].(*plan.InputRef)
	if !okA || !okB {
		return 0, 0, false
	}
	if a.Index >= nl {
		a, b = b, a
	}
	if a.Index >= nl || b.Index < nl {
		return 0, 0, false
	}
	return a.Index, b.Index, true
}

// reshapeUncorrelated gives Flink's join of an uncorrelated scalar subquery that is not an
// aggregate (a single-row join over SINGLE_VALUE of its column) and of an uncorrelated EXISTS
// as a value (a nested loop join over the distinct true AS i of its rows, read as IS NOT
// NULL(i)).
func reshapeUncorrelated(j *plan.Join) (plan.Node, []plan.Expr, bool) {
	nl := len(j.Left.Fields())
	var right plan.Node
	switch {
	case j.Kind == plan.JoinSingle && len(j.Right.Fields()) == 1:
		t := j.Right.Fields()[0].Type.WithNullable(true)
		right = &plan.Aggregate{Input: j.Right, Calls: []plan.AggCall{{Func: "SINGLE_VALUE", Arg: 0, T: t}},
			Output: []plan.Field{{Name: "$f0", Type: t}}}
	case j.Kind == plan.JoinMark && j.In == nil:
		rows := j.Right
		if c, ok := rows.(*plan.Calc); ok && c.Cond == nil {
			rows = c.Input // the subquery's select list does not matter to EXISTS
		}
		boolean := types.Boolean.AsNotNull()
		marked := &plan.Calc{Input: rows, Exprs: []plan.Expr{&plan.Literal{Value: true, T: boolean, Text: "true"}},
			Output: []plan.Field{{Name: "i", Type: boolean}}}
		right = &keyedAggregate{Input: marked, Keys: []int{0}, Output: marked.Output}
	default:
		return nil, nil, false
	}
	out := &plan.Join{Kind: plan.JoinLeft, Subquery: true, Left: j.Left, Right: right, Output: append([]plan.Field{}, j.Left.Fields()...)}
	for _, f := range right.Fields() {
		out.Output = append(out.Output, plan.Field{Name: f.Name, Type: f.Type.WithNullable(true)})
	}
	restore := make([]plan.Expr, len(j.Output))
	for i := range restore {
		restore[i] = &plan.InputRef{Index: i, T: out.Output[i].Type}
	}
	if j.Kind == plan.JoinMark {
		restore[nl] = &plan.Call{Op: plan.OpIsNotNull, Args: []plan.Expr{restore[nl]}, T: types.Boolean.AsNotNull()}
	}
	return out, restore, true
}
