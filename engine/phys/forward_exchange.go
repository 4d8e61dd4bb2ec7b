package phys

// Flink's ForwardHashExchangeProcessor runs after its MultipleInput creation, so a sort
// aggregate or rank fused into a MultipleInput reads its Sort directly, and only those outside
// one read it through Exchange(distribution=[forward]). The translation puts the forward
// exchanges in; these take them out before the exec graph processors and put back the ones
// outside MultipleInputs.

// stripForwardExchanges removes the forward exchanges and returns where they were: the
// consumers and their input positions.
func stripForwardExchanges(roots []*Node) map[*Node][]int {
	at := map[*Node][]int{}
	seen := map[*Node]bool{}
	var walk func(n *Node)
	walk = func(n *Node) {
		if seen[n] {
			return
		}
		seen[n] = true
		for i, in := range n.inputs {
			if isForward(in) {
				n.inputs[i] = in.inputs[0]
				at[n] = append(at[n], i)
			}
			walk(n.inputs[i])
		}
	}
	for _, r := range roots {
		walk(r)
	}
	return at
}

func isForward(n *Node) bool {
	return n.kind == KindExchange && len(n.inputs) == 1 && n.distribution == "forward"
}

// restoreForwardExchanges puts the forward exchanges back before the consumers still in the
// graph, those outside MultipleInputs, and counts them.
func restoreForwardExchanges(roots []*Node, at map[*Node][]int) (restored int) {
	seen := map[*Node]bool{}
	var walk func(n *Node)
	walk = func(n *Node) {
		if seen[n] {
			return
		}
		seen[n] = true
		for _, in := range n.inputs {
			walk(in)
		}
		for _, i := range at[n] {
			n.inputs[i] = exchange(n.inputs[i], "forward")
			restored++
		}
	}
	for _, r := range roots {
		walk(r)
	}
	return restored
}
