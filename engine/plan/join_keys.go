package plan

// EquiKeys are the fields of each side that a join's condition compares for equality, in the
// order of the condition: Flink hashes each input on them and keys the join's state by them.
func EquiKeys(n *Join) (left, right []int) {
	nl := len(n.Left.Fields())
	for _, c := range Conjuncts(n.Cond) {
		call, ok := c.(*Call)
		if !ok || call.Op != OpEquals || len(call.Args) != 2 {
			continue
		}
		a, okA := call.Args[0].(*InputRef)
		b, okB := call.Args[1].(*InputRef)
		if !okA || !okB {
			continue
		}
		if a.Index >= nl && b.Index < nl {
			a, b = b, a
		}
		if a.Index < nl && b.Index >= nl {
			left, right = append(left, a.Index), append(right, b.Index-nl)
		}
	}
	return left, right
}

// NullSafeEquality recognizes a comparison in which NULL matches NULL, as the join of a batch
// INTERSECT or EXCEPT compares its fields (Flink's join keys that do not filter NULLs):
// IS NOT DISTINCT FROM(a, b), or Calcite's expansion OR(=(a, b), AND(IS NULL(a), IS NULL(b))).
// It returns the equality a = b: a hash join's key whose NULLs match each other.
func NullSafeEquality(c Expr) (Expr, bool) {
	call, ok := c.(*Call)
	if !ok || len(call.Args) != 2 {
		return nil, false
	}
	switch call.Op {
	case OpIsNotDistinctFrom:
		return &Call{Op: OpEquals, Args: call.Args, T: call.T}, true
	case OpOr:
		eq, ok := call.Args[0].(*Call)
		both, ok2 := call.Args[1].(*Call)
		if !ok || !ok2 || eq.Op != OpEquals || len(eq.Args) != 2 || both.Op != OpAnd || len(both.Args) != 2 {
			return nil, false
		}
		isNullOf := func(e, x Expr) bool {
			n, ok := e.(*Call)
			return ok && n.Op == OpIsNull && len(n.Args) == 1 && sameRef(n.Args[0], x)
		}
		a, b := eq.Args[0], eq.Args[1]
		if isNullOf(both.Args[0], a) && isNullOf(both.Args[1], b) || isNullOf(both.Args[0], b) && isNullOf(both.Args[1], a) {
			return eq, true
		}
	default:
		// Partial by design: every other call is no null-safe comparison.
	}
	return nil, false
}

// sameRef reports whether two expressions are references to one field.
func sameRef(a, b Expr) bool {
	x, ok := a.(*InputRef)
	y, ok2 := b.(*InputRef)
	return ok && ok2 && x.Index == y.Index
}
