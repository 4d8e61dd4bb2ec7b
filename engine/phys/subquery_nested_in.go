package phys

import (
	"strconv"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// This file prints an EXISTS as a value that joins after an uncorrelated IN as a value (IN
// first in the select list) as Flink does (recorded on 2.3.0): EXISTS's LEFT join reads IN's
// reshaped join through a projection that keeps the enclosing query's fields, the counts c and
// ck and IN's mark, which is named $f1 there rather than i; the key IN's subquery joined on is
// dropped, and IN's three-valued value is computed only in the Calc at the top. A second
// uncorrelated IN after the first joins the same way, its counts and mark keeping their names
// (c0, ck0 and i0 once printed beside the first's).

// existsOverIn gives, for a MARK join of EXISTS whose left input is IN's restoring Calc, the
// restoring Calc over Flink's nested joins; ok is false for other nodes and for shapes not
// known (EXISTS joining on IN's value).
func (r *restored) existsOverIn(n plan.Node) (*plan.Calc, bool) {
	j, ok := n.(*plan.Join)
	if !ok || !j.Subquery || j.Kind != plan.JoinMark || j.In != nil {
		return nil, false
	}
	below, ok := j.Left.(*plan.Calc)
	if !ok || !r.calcs[below] {
		return nil, false
	}
	mark, isIn := r.inMarks[below]
	inJoin, joined := below.Input.(*plan.Join)
	if !isIn || !joined || mark != len(below.Exprs)-1 {
		return nil, false
	}
	// IN's join is [left fields, c, ck, y, mark]; an IN and a NOT IN of one subquery share it
	// (sameIn), their values the two fields after the left ones.
	nl := len(inJoin.Output) - 4
	first, shared := r.firstMarks[below]
	if mark != nl && !(shared && first == nl && mark == nl+1) {
		return nil, false
	}
	if right, ok := j.Right.(*plan.Calc); ok && r.calcs[right] {
		return nil, false
	}
	for k := nl; k < len(below.Exprs); k++ {
		if j.Cond != nil && reads(j.Cond, k) {
			return nil, false
		}
	}
	inJoin = withMarkName(inJoin)
	// IN's join is [left fields, c, ck, y, mark]; the projection keeps all but y.
	kept := []int{}
	for k := range nl + 2 {
		kept = append(kept, k)
	}
	kept = append(kept, nl+3)
	at := map[int]int{}
	projection := &plan.Calc{Input: inJoin}
	for to, from := range kept {
		f := inJoin.Output[from]
		at[from] = to
		projection.Exprs = append(projection.Exprs, &plan.InputRef{Index: from, T: f.Type})
		projection.Output = append(projection.Output, f)
	}
	shift := len(kept) - len(below.Exprs)
	exists := &plan.Join{Kind: j.Kind, Subquery: true, Left: projection, Right: j.Right,
		Output: append(append([]plan.Field{}, projection.Output...), j.Output[len(below.Exprs):]...)}
	if j.Cond != nil {
		exists.Cond = plan.MapRefs(j.Cond, func(ref *plan.InputRef) plan.Expr {
			if ref.Index < nl {
				return ref
			}
			return &plan.InputRef{Index: ref.Index + shift, T: ref.T}
		})
	}
	existsJoin, restore, ok := reshapeSubqueryJoin(exists)
	if !ok {
		return nil, false
	}
	exprs := make([]plan.Expr, len(j.Output))
	for k := range exprs {
		switch {
		case k < nl:
			exprs[k] = restore[k]
		case k < len(below.Exprs):
			if exprs[k], ok = remapRefs(below.Exprs[k], at); !ok {
				return nil, false
			}
		default:
			exprs[k] = restore[k+shift]
		}
	}
	out := &plan.Calc{Input: existsJoin, Exprs: exprs, Output: j.Output}
	r.calcs[out] = true
	r.inMarks[out] = mark
	if shared {
		// NOT IN beside IN of one subquery, then EXISTS: Calcite's NOT of IN's CASE over the
		// marks named $f1 (recorded on 2.3.0).
		r.firstMarks[out] = first
		if notIn, ok := r.notIns[below]; ok {
			if r.notIns[out], ok = remapRefs(notIn, at); !ok {
				return nil, false
			}
		}
	}
	// Otherwise NOT of IN's value here is not known yet: no NOT IN value to give (see rewrite).
	r.origin[existsJoin] = j
	if o, ok := r.origin[below.Input]; ok {
		r.origin[inJoin] = o
		r.origin[projection] = o
	}
	return out, true
}

// withMarkName is IN's reshaped join with its mark named by position ($f1 in the Calc over
// the subquery's distinct keys), as Flink names it when another join reads it.
func withMarkName(j *plan.Join) *plan.Join {
	marked, ok := j.Right.(*plan.Calc)
	if !ok {
		return j
	}
	name := "$f" + strconv.Itoa(len(marked.Output)-1)
	right := *marked
	right.Output = append([]plan.Field{}, marked.Output...)
	right.Output[len(right.Output)-1].Name = name
	out := *j
	out.Right = &right
	out.Output = append([]plan.Field{}, j.Output...)
	out.Output[len(out.Output)-1].Name = name
	return &out
}

// reads reports whether an expression reads a field.
func reads(e plan.Expr, field int) bool {
	used := false
	plan.MapRefs(e, func(r *plan.InputRef) plan.Expr {
		used = used || r.Index == field
		return r
	})
	return used
}

// remapRefs moves an expression's field references as at says; ok is false where it reads a
// field at does not keep.
func remapRefs(e plan.Expr, at map[int]int) (plan.Expr, bool) {
	ok := true
	out := plan.MapRefs(e, func(r *plan.InputRef) plan.Expr {
		to, kept := at[r.Index]
		if !kept {
			ok = false
			return r
		}
		return &plan.InputRef{Index: to, T: r.T}
	})
	return out, ok
}

// leftKept reports whether a join's rows keep its left side's distribution: an inner or left
// outer join, whose rows each hold a row of the left side where it was.
func leftKept(join *Node) bool {
	return hasAttrValue(join, "joinType", "InnerJoin") || hasAttrValue(join, "joinType", "LeftOuterJoin")
}

// hasAttrValue reports whether a printed node has an attribute with this value.
func hasAttrValue(n *Node, key, value string) bool {
	for _, a := range n.attrs {
		if a.key == key && a.value == value {
			return true
		}
	}
	return false
}

// inOverIn gives, for the MARK join of an uncorrelated IN as a value whose left input is the
// restoring Calc of another uncorrelated IN (x IN (...) AS a, z IN (...) AS b), the restoring
// Calc over Flink's nested joins (recorded on 2.3.0): the second IN's joins read the first's
// through a projection that drops the first's y, its counts and mark named after the first's
// by position (c0, ck0, i0); both values are computed only at the top. ok is false for other
// nodes and for shapes not known (the second IN reading the first's value).
func (r *restored) inOverIn(n plan.Node) (*plan.Calc, bool) {
	j, ok := n.(*plan.Join)
	if !ok || !j.Subquery || j.Kind != plan.JoinMark || j.In == nil || j.In.Correlated || j.Cond != nil {
		return nil, false
	}
	below, ok := j.Left.(*plan.Calc)
	if !ok || !r.calcs[below] {
		return nil, false
	}
	first, isIn := r.inJoins[below]
	mark, marked := r.inMarks[below]
	inJoin, joined := below.Input.(*plan.Join)
	if !isIn || !marked || first.In.Correlated || !joined || mark != len(below.Exprs)-1 || len(inJoin.Output) != mark+4 {
		return nil, false
	}
	if _, shared := r.firstMarks[below]; shared {
		return nil, false
	}
	nl := mark
	if x, isRef := j.In.Left.(*plan.InputRef); !isRef || x.Index >= nl {
		return nil, false
	}
	// The first IN's join is [left fields, c, ck, y, mark]; the projection keeps all but y.
	kept := []int{}
	for k := range nl + 2 {
		kept = append(kept, k)
	}
	kept = append(kept, nl+3)
	at := map[int]int{}
	projection := &plan.Calc{Input: inJoin}
	for to, from := range kept {
		f := inJoin.Output[from]
		at[from] = to
		projection.Exprs = append(projection.Exprs, &plan.InputRef{Index: from, T: f.Type})
		projection.Output = append(projection.Output, f)
	}
	shift := len(kept) - len(below.Exprs)
	moved := func(e plan.Expr) plan.Expr {
		return plan.MapRefs(e, func(ref *plan.InputRef) plan.Expr {
			if ref.Index < nl {
				return ref
			}
			return &plan.InputRef{Index: ref.Index + shift, T: ref.T}
		})
	}
	second := &plan.Join{Kind: plan.JoinMark, Subquery: true, Left: projection, Right: j.Right,
		In:     &plan.MarkIn{Left: j.In.Left, Cmp: moved(j.In.Cmp)},
		Output: append(append([]plan.Field{}, projection.Output...), j.Output[len(below.Exprs):]...)}
	secondJoin, restore, notIn, ok := reshapeInJoin(second, false)
	if !ok {
		return nil, false
	}
	firstValue, ok := remapRefs(below.Exprs[mark], at)
	if !ok {
		return nil, false
	}
	exprs := make([]plan.Expr, len(j.Output))
	for k := range exprs {
		switch {
		case k < nl:
			exprs[k] = restore[k]
		case k == mark:
			exprs[k] = firstValue
		default:
			exprs[k] = restore[k+shift]
		}
	}
	out := &plan.Calc{Input: secondJoin, Exprs: exprs, Output: j.Output}
	r.calcs[out] = true
	r.inMarks[out] = len(exprs) - 1
	r.notIns[out] = notIn
	r.firstMarks[out] = mark
	r.origin[secondJoin] = j
	if o, ok := r.origin[below.Input]; ok {
		r.origin[inJoin] = o
		r.origin[projection] = o
	}
	return out, true
}
