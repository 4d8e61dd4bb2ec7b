package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// Graph is an optimized plan: one tree per sink (or one for a query) whose shared sub-plans are
// the same node, a DAG whose roots are the sinks.
type Graph struct {
	Roots []plan.Node
	// consumers counts the parents of each node, by identity; a root counts one more.
	consumers map[plan.Node]int
	order     []plan.Node
}

// NewGraph indexes a plan's nodes.
func NewGraph(roots []plan.Node) *Graph {
	g := &Graph{Roots: roots, consumers: map[plan.Node]int{}}
	var walk func(n plan.Node)
	walk = func(n plan.Node) {
		g.consumers[n]++
		if g.consumers[n] > 1 {
			return
		}
		for _, in := range n.Inputs() {
			walk(in)
		}
		g.order = append(g.order, n)
	}
	for _, r := range roots {
		walk(r)
	}
	return g
}

// Consumers is how many parents read a node (a root counts its caller).
func (g *Graph) Consumers(n plan.Node) int { return g.consumers[n] }

// Shared reports whether more than one parent reads a node: it is computed once and its rows
// go to each of them.
func (g *Graph) Shared(n plan.Node) bool { return g.consumers[n] > 1 }

// Nodes lists every node once, each after its inputs, in the order a depth-first walk of the
// roots finishes them.
func (g *Graph) Nodes() []plan.Node { return g.order }
