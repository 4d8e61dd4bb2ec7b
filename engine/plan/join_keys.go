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
