package plan

// IsIntervalJoin reports whether Flink's planner makes a streaming join an interval join
// (IntervalJoinUtil.extractWindowBoundsFromPredicate): its condition bounds a time attribute
// of one input from below and from above by the same kind of time attribute of the other, each
// bound a comparison (>, >=, <, <=, BETWEEN) of the attribute with the other's, give or take a
// constant interval, or equal to it.
func IsIntervalJoin(n *Join) bool {
	nl := len(n.Left.Fields())
	// Flink takes the time predicates as a whole: exactly one equality, or exactly one lower
	// and one upper bound on the left input's time; any other set leaves a regular join.
	var equal, lower, upper int
	for _, c := range Conjuncts(n.Cond) {
		call, ok := c.(*Call)
		if !ok || len(call.Args) != 2 {
			continue
		}
		op := call.Op
		switch op {
		case OpEquals, OpGreater, OpGreaterOrEqual, OpLess, OpLessOrEqual:
		default:
			continue
		}
		a, okA := n.timeOperand(call.Args[0])
		b, okB := n.timeOperand(call.Args[1])
		if !okA || !okB || (a < nl) == (b < nl) || n.Output[a].Type.TimeAttr != n.Output[b].Type.TimeAttr {
			continue
		}
		if a >= nl {
			// right OP left: as left OP' right.
			op = flippedComparison(op)
		}
		switch op {
		case OpEquals:
			equal++
		case OpGreater, OpGreaterOrEqual:
			lower++
		default:
			upper++
		}
	}
	return equal == 1 && lower+upper == 0 || equal == 0 && lower == 1 && upper == 1
}

// timeOperand is the join field a comparison's operand reads when it is a time attribute of
// an input that Flink's planner keeps, alone or plus or minus a literal.
func (n *Join) timeOperand(e Expr) (int, bool) {
	if c, ok := e.(*Call); ok && (c.Op == OpPlus || c.Op == OpMinus) && len(c.Args) == 2 {
		if _, lit := c.Args[1].(*Literal); !lit {
			return 0, false
		}
		e = c.Args[0]
	}
	r, ok := e.(*InputRef)
	if !ok || r.Index >= len(n.Output) || !IsTimeAttribute(n.Output[r.Index].Type) {
		return 0, false
	}
	nl := len(n.Left.Fields())
	if r.Index < nl {
		return r.Index, !TimeMaterialized(n.Left, r.Index)
	}
	return r.Index, !TimeMaterialized(n.Right, r.Index-nl)
}

// flippedComparison is the comparison with its operands swapped.
func flippedComparison(op Op) Op {
	switch op {
	case OpGreater:
		return OpLess
	case OpGreaterOrEqual:
		return OpLessOrEqual
	case OpLess:
		return OpGreater
	case OpLessOrEqual:
		return OpGreaterOrEqual
	default:
		return op
	}
}
