package plan

// IntervalBounds are the time predicates of a join that Flink plans as an interval join
// (IntervalJoinUtil.extractWindowBoundsFromPredicate): the time attributes they compare, each
// an index into its own input, and whether they are rowtime attributes.
type IntervalBounds struct {
	RowTime             bool
	LeftTime, RightTime int
}

// timePredicate is one conjunct comparing a time attribute of each input.
type timePredicate struct {
	op            Op
	rowTime       bool
	leftOnLeft    bool // the comparison's first operand reads the join's left input
	first, second int  // the time attributes' indexes, in the order of the operands
}

// IsIntervalJoin reports whether Flink plans a streaming join as an interval join.
func IsIntervalJoin(n *Join) bool {
	_, ok := IntervalJoinBounds(n)
	return ok
}

// IntervalJoinBounds finds, as Flink's IntervalJoinUtil does, the time predicates of a join's
// condition that bound one input's time attribute by the other's: one equality, or two range
// comparisons bounding it in opposite directions, each reading one time attribute of each input
// (not materialized below the join), both of the same kind, and nothing else but constants. A
// join of another kind, or a condition with other time predicates, is a regular join. Flink
// splits the condition in conjunctive normal form; Conjuncts splits its top-level ANDs, which is
// the same for a condition without OR around its time comparisons.
func IntervalJoinBounds(n *Join) (IntervalBounds, bool) {
	switch n.Kind {
	case JoinInner, JoinLeft, JoinRight, JoinFull:
	default:
		// Flink interval-joins only the joins that project the right input.
		return IntervalBounds{}, false
	}
	var preds []timePredicate
	for _, c := range Conjuncts(n.Cond) {
		if p, ok := identifyTimePredicate(n, c); ok {
			preds = append(preds, p)
		}
	}
	switch len(preds) {
	case 1:
		if preds[0].op != OpEquals {
			return IntervalBounds{}, false
		}
	case 2:
		if preds[0].op == OpEquals || preds[1].op == OpEquals {
			return IntervalBounds{}, false
		}
		// One must bound the left time from below, the other from above.
		if preds[0].leftLower() == preds[1].leftLower() {
			return IntervalBounds{}, false
		}
	default:
		return IntervalBounds{}, false
	}
	p := preds[0]
	b := IntervalBounds{RowTime: p.rowTime, LeftTime: p.first, RightTime: p.second}
	if !p.leftOnLeft {
		b.LeftTime, b.RightTime = p.second, p.first
	}
	return b, true
}

// leftLower reports whether a range predicate bounds the left input's time from below.
func (p timePredicate) leftLower() bool {
	if p.op == OpGreater || p.op == OpGreaterOrEqual {
		return p.leftOnLeft
	}
	return !p.leftOnLeft
}

// timeAccess is a time attribute an expression reads.
type timeAccess struct {
	rowTime, left bool
	index         int
}

// identifyTimePredicate reports whether a conjunct is a comparison whose operands each read
// exactly one time attribute, of different inputs and of the same kind, and otherwise only
// constants.
func identifyTimePredicate(n *Join, c Expr) (timePredicate, bool) {
	call, ok := c.(*Call)
	if !ok || len(call.Args) != 2 {
		return timePredicate{}, false
	}
	switch call.Op {
	case OpGreater, OpGreaterOrEqual, OpLess, OpLessOrEqual, OpEquals:
	default:
		return timePredicate{}, false
	}
	a, okA := timeAccesses(n, call.Args[0])
	b, okB := timeAccesses(n, call.Args[1])
	if !okA || !okB || len(a) != 1 || len(b) != 1 || a[0].rowTime != b[0].rowTime || a[0].left == b[0].left {
		return timePredicate{}, false
	}
	return timePredicate{op: call.Op, rowTime: a[0].rowTime, leftOnLeft: a[0].left, first: a[0].index, second: b[0].index}, true
}

// timeAccesses lists the time attributes of the join's inputs an expression reads; false if it
// reads a column that is no time attribute, or anything Flink's bound computation could not
// reduce to a constant once the time attributes are zero.
func timeAccesses(n *Join, e Expr) ([]timeAccess, bool) {
	nl := len(n.Left.Fields())
	var out []timeAccess
	ok := true
	WalkOnce(e, func(x Expr) bool {
		switch x := x.(type) {
		case *InputRef:
			side, idx, left := n.Left, x.Index, true
			if idx >= nl {
				side, idx, left = n.Right, idx-nl, false
			}
			t := side.Fields()[idx].Type
			if !IsTimeAttribute(t) || TimeMaterialized(side, idx) {
				ok = false
				return false
			}
			out = append(out, timeAccess{rowTime: IsRowtime(t), left: left, index: idx})
		case *Call, *Cast, *Literal:
		default:
			// Anything else (a subquery, a correlated reference) is no constant bound.
			ok = false
		}
		return ok
	})
	return out, ok
}
