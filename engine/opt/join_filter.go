package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// pushFilterIntoJoin moves the parts of a filter above a join, and of the join's condition,
// that read only one side into that side, as Flink's FlinkFilterJoinRule does. Which side a
// conjunct may go to depends on the join's kind (joinPushes).
func pushFilterIntoJoin(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		switch n := n.(type) {
		case *plan.Filter:
			j, ok := n.Input.(*plan.Join)
			if !ok {
				return n, nil
			}
			rule := joinPushes[j.Kind]
			left, right, rest := splitBySide(plan.Conjuncts(n.Cond), len(j.Left.Fields()), rule.aboveLeft, rule.aboveRight)
			// What reads both sides of an inner join becomes its condition, as Flink's rule
			// pushes it into the join: FROM a, b WHERE a.x = b.y is an equi-join.
			if left == nil && right == nil && (j.Kind != plan.JoinInner || len(rest) == 0) {
				return n, nil
			}
			c.fire()
			if j.Kind == plan.JoinInner {
				return pushedJoin(j, left, right, plan.And(j.Cond, plan.And(rest...)), n.Span()), nil
			}
			nj := pushedJoin(j, left, right, j.Cond, n.Span())
			if cond := plan.And(rest...); cond != nil {
				return &plan.Filter{Spanned: n.Spanned, Input: nj, Cond: cond}, nil
			}
			return nj, nil
		case *plan.Join:
			if n.Cond == nil {
				return n, nil
			}
			rule := joinPushes[n.Kind]
			left, right, rest := splitBySide(plan.Conjuncts(n.Cond), len(n.Left.Fields()), rule.onLeft, rule.onRight)
			if left == nil && right == nil {
				return n, nil
			}
			c.fire()
			return pushedJoin(n, left, right, plan.And(rest...), n.Span()), nil
		default:
			// Partial by design: the pass rewrites filters and joins only.
			return n, nil
		}
	})
}

// joinPush says into which sides a join kind lets conjuncts that read one side go: from a
// filter above it (WHERE) into a side whose rows it passes on as they are, and from its
// condition (ON) into a side whose rows it only matches, never into a side whose unmatched rows
// it keeps or pads.
type joinPush struct{ aboveLeft, aboveRight, onLeft, onRight bool }

// joinPushes follows FlinkFilterJoinRule: a WHERE conjunct may go into a side that the join
// does not pad with NULLs, an ON conjunct into a side the other one does not keep unmatched;
// an anti join's condition stays whole, as removing a right row or a left row from it changes
// which left rows it keeps. The filter above a SEMI or ANTI join reads only left fields. MARK
// and SINGLE are Flink's LEFT joins over the subquery (an aggregate for IN, SINGLE_VALUE for a
// scalar subquery); a SINGLE join keeps its right side whole, whose rows the SINGLE_VALUE check
// counts.
var joinPushes = map[plan.JoinKind]joinPush{
	plan.JoinInner:  {aboveLeft: true, aboveRight: true, onLeft: true, onRight: true},
	plan.JoinLeft:   {aboveLeft: true, onRight: true},
	plan.JoinRight:  {aboveRight: true, onLeft: true},
	plan.JoinFull:   {},
	plan.JoinSemi:   {aboveLeft: true, onLeft: true, onRight: true},
	plan.JoinAnti:   {aboveLeft: true},
	plan.JoinMark:   {aboveLeft: true, onRight: true},
	plan.JoinSingle: {aboveLeft: true},
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

// pushedJoin is j with filters added to its sides and the condition cond. The filters keep the
// span of the clause their conjuncts came from (the WHERE above, or the join's ON).
func pushedJoin(j *plan.Join, left, right []plan.Expr, cond plan.Expr, from plan.Span) *plan.Join {
	nj := *j
	if len(left) > 0 {
		nj.Left = &plan.Filter{Input: j.Left, Cond: plan.And(left...)}
		nj.Left.(*plan.Filter).SetSpan(from)
	}
	if len(right) > 0 {
		nj.Right = &plan.Filter{Input: j.Right, Cond: plan.And(right...)}
		nj.Right.(*plan.Filter).SetSpan(from)
	}
	nj.Cond = cond
	return &nj
}
