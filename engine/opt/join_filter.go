package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// pushFilterIntoJoin moves the parts of a filter above a join, and of the join's condition,
// that read only one side into that side, as Calcite's FilterJoinRule does. A WHERE conjunct
// may go into a side whose rows the join keeps as they are (both sides of an inner join, the
// outer side of an outer join); an ON conjunct into a side whose rows it only matches (the
// inner side of an outer join, either side of an inner join).
func pushFilterIntoJoin(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return transform(roots, func(n plan.Node) (plan.Node, error) {
		switch n := n.(type) {
		case *plan.Filter:
			j, ok := n.Input.(*plan.Join)
			if !ok {
				return n, nil
			}
			left, right, rest := splitBySide(Conjuncts(n.Cond), len(j.Left.Fields()),
				j.Kind == "INNER" || j.Kind == "LEFT", j.Kind == "INNER" || j.Kind == "RIGHT")
			if left == nil && right == nil {
				return n, nil
			}
			c.fire()
			if j.Kind == "INNER" {
				return pushedJoin(j, left, right, and(j.Cond, and(rest...))), nil
			}
			nj := pushedJoin(j, left, right, j.Cond)
			if cond := and(rest...); cond != nil {
				return &plan.Filter{Input: nj, Cond: cond}, nil
			}
			return nj, nil
		case *plan.Join:
			if n.Cond == nil {
				return n, nil
			}
			left, right, rest := splitBySide(Conjuncts(n.Cond), len(n.Left.Fields()),
				n.Kind == "INNER" || n.Kind == "RIGHT", n.Kind == "INNER" || n.Kind == "LEFT")
			if left == nil && right == nil {
				return n, nil
			}
			c.fire()
			return pushedJoin(n, left, right, and(rest...)), nil
		}
		return n, nil
	})
}

// splitBySide sorts conjuncts into those that read only the left side (and may go there),
// only the right side, and the rest, which stay.
func splitBySide(conds []plan.Expr, nLeft int, toLeft, toRight bool) (left, right, rest []plan.Expr) {
	for _, e := range conds {
		used := map[int]bool{}
		refsOf(e, used)
		onlyLeft, onlyRight := len(used) > 0, len(used) > 0
		for i := range used {
			if i < nLeft {
				onlyRight = false
			} else {
				onlyLeft = false
			}
		}
		switch {
		case onlyLeft && toLeft && isDeterministic(e):
			left = append(left, e)
		case onlyRight && toRight && isDeterministic(e):
			shift := map[int]int{}
			for i := range used {
				shift[i] = i - nLeft
			}
			right = append(right, remap(e, shift))
		default:
			rest = append(rest, e)
		}
	}
	return left, right, rest
}

// pushedJoin is j with filters added to its sides and the condition cond.
func pushedJoin(j *plan.Join, left, right []plan.Expr, cond plan.Expr) *plan.Join {
	nj := *j
	if len(left) > 0 {
		nj.Left = &plan.Filter{Input: j.Left, Cond: and(left...)}
	}
	if len(right) > 0 {
		nj.Right = &plan.Filter{Input: j.Right, Cond: and(right...)}
	}
	nj.Cond = cond
	return &nj
}
