package phys

import "strings"

// This file models what Flink's batch exec graph processors read of each node: the priority
// and dam behavior of its inputs (InputProperty), and the topology graph of
// InputPriorityGraphGenerator, in which an edge from A to B says A's rows are read before B's.

// dam is InputProperty.DamBehavior, from the weakest to the strictest.
type dam uint8

const (
	pipelined dam = iota
	blocking
	endInput
)

type inputProp struct {
	priority int
	dam      dam
	// dist is the distribution an exchange added before the input must give.
	dist string
}

// inputProps are the input properties Flink's batch exec nodes declare: a hash or nested loop
// join reads its build side first and blocks on it; a global hash aggregate, a sort and a sort
// limit read all their input before giving a row; exchanges block unless made pipelined.
func inputProps(n *Node) []inputProp {
	props := make([]inputProp, len(n.inputs))
	for i := range props {
		props[i].dist = "any"
	}
	switch n.kind {
	case KindHashJoin, KindAdaptiveJoin, KindNestedLoopJoin:
		build := 1
		if n.buildLeft {
			build = 0
		}
		for i := range props {
			props[i].priority = 1
			if i == build {
				props[i] = inputProp{priority: 0, dam: blocking, dist: "broadcast"}
			}
		}
		semiOrAnti := strings.Contains(attrOf(n, "joinType"), "Semi") || strings.Contains(attrOf(n, "joinType"), "Anti")
		if n.kind != KindNestedLoopJoin && build == 0 && semiOrAnti {
			props[1].dam = endInput
		}
	case KindHashAggregate, KindSort, KindSortLimit:
		props[0].dam = endInput
	case KindLocalHashAggregate:
		if attrOf(n, "groupBy") == "" {
			props[0].dam = endInput
		}
	case KindExchange:
		// Batch exchanges block by default (execution.batch-shuffle-mode ALL_EXCHANGES_BLOCKING).
		if n.shuffleMode != "PIPELINED" {
			props[0].dam = blocking
		}
	default:
		// Partial by design: every other node reads its inputs pipelined, at one priority.
	}
	return props
}

func attrOf(n *Node, key string) string {
	for _, a := range n.attrs {
		if a.key == key {
			return a.value
		}
	}
	return ""
}

// topology is TopologyGraph: data flow edges plus the read-before edges of input priorities.
type topology struct {
	out map[*Node]map[*Node]bool
	in  map[*Node]map[*Node]bool
}

func newTopology() *topology {
	return &topology{out: map[*Node]map[*Node]bool{}, in: map[*Node]map[*Node]bool{}}
}

func (t *topology) add(n *Node) {
	if t.out[n] == nil {
		t.out[n] = map[*Node]bool{}
		t.in[n] = map[*Node]bool{}
	}
}

// link adds an edge unless it closes a loop, and reports whether it did.
func (t *topology) link(from, to *Node) bool {
	t.add(from)
	t.add(to)
	if t.reaches(to, from) {
		return false
	}
	t.out[from][to] = true
	t.in[to][from] = true
	return true
}

func (t *topology) unlink(from, to *Node) {
	delete(t.out[from], to)
	delete(t.in[to], from)
}

func (t *topology) reaches(from, to *Node) bool {
	seen := map[*Node]bool{from: true}
	queue := []*Node{from}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		if n == to {
			return true
		}
		for next := range t.out[n] {
			if !seen[next] {
				seen[next] = true
				queue = append(queue, next)
			}
		}
	}
	return false
}

// maxDistances is each node's longest path from a node without inputs.
func (t *topology) maxDistances() map[*Node]int {
	dist := map[*Node]int{}
	visited := map[*Node]int{}
	var queue []*Node
	for n := range t.out {
		if len(t.in[n]) == 0 {
			queue = append(queue, n)
		}
	}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		d := -1
		for in := range t.in[n] {
			d = max(d, dist[in])
		}
		dist[n] = d + 1
		for o := range t.out[n] {
			visited[o]++
			if visited[o] == len(t.in[o]) {
				queue = append(queue, o)
			}
		}
	}
	return dist
}

// priorityGraph is InputPriorityGraphGenerator: it adds, for each node, edges from the inputs
// it reads first to the inputs it reads later (through their pipelined ancestors), and calls
// conflict where such an edge would close a loop, a deadlock.
type priorityGraph struct {
	roots      []*Node
	boundaries map[*Node]bool
	safe       dam
	graph      *topology
	conflict   func(n *Node, higher, lower int)
}

func (g *priorityGraph) build() {
	g.graph = newTopology()
	seen := map[*Node]bool{}
	var linkAll func(n *Node)
	linkAll = func(n *Node) {
		if seen[n] || g.boundaries[n] {
			return
		}
		seen[n] = true
		for _, in := range n.inputs {
			g.graph.link(in, n)
		}
		for _, in := range n.inputs {
			linkAll(in)
		}
	}
	for _, r := range g.roots {
		linkAll(r)
	}
	visited := map[*Node]bool{}
	var visit func(n *Node)
	visit = func(n *Node) {
		if visited[n] {
			return
		}
		visited[n] = true
		if !g.boundaries[n] {
			for _, in := range append([]*Node{}, n.inputs...) {
				visit(in)
			}
		}
		g.update(n)
	}
	for _, r := range g.roots {
		visit(r)
	}
}

func (g *priorityGraph) update(n *Node) {
	props := inputProps(n)
	byPriority := map[int][]int{}
	var priorities []int
	for i, p := range props {
		if _, ok := byPriority[p.priority]; !ok {
			priorities = append(priorities, p.priority)
		}
		byPriority[p.priority] = append(byPriority[p.priority], i)
	}
	sortInts(priorities)
	for k := 0; k+1 < len(priorities); k++ {
		for _, higher := range byPriority[priorities[k]] {
			for _, lower := range byPriority[priorities[k+1]] {
				g.addEdges(n, higher, lower)
			}
		}
	}
}

func (g *priorityGraph) addEdges(n *Node, higher, lower int) {
	h := n.inputs[higher]
	var linked []*Node
	for _, a := range g.pipelinedAncestors(n.inputs[lower]) {
		if g.graph.link(h, a) {
			linked = append(linked, a)
			continue
		}
		g.conflict(n, higher, lower)
		for _, l := range linked {
			g.graph.unlink(h, l)
		}
		return
	}
}

// pipelinedAncestors are the nodes reached from n through inputs weaker than the safe dam
// behavior that have no such input themselves.
func (g *priorityGraph) pipelinedAncestors(n *Node) []*Node {
	var out []*Node
	seen := map[*Node]bool{}
	var visit func(n *Node)
	visit = func(n *Node) {
		if seen[n] {
			return
		}
		seen[n] = true
		has := false
		if !g.boundaries[n] {
			for i, p := range inputProps(n) {
				if p.dam >= g.safe {
					continue
				}
				has = true
				visit(n.inputs[i])
			}
		}
		if !has {
			out = append(out, n)
		}
	}
	visit(n)
	return out
}

func sortInts(s []int) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// resolveConflicts is InputPriorityConflictResolver: where reading inputs by priority would
// deadlock, the input read later gets an exchange of the given mode (BATCH for Flink's
// DeadlockBreakupProcessor, PIPELINED before it creates multiple inputs). An exchange there
// already is copied with the mode, and prints as before unless it is the shared node itself.
// It counts the conflicts resolved.
func resolveConflicts(roots []*Node, safe dam, mode string) (resolved int) {
	g := &priorityGraph{roots: roots, boundaries: map[*Node]bool{}, safe: safe}
	g.conflict = func(n *Node, higher, lower int) {
		h, l := n.inputs[higher], n.inputs[lower]
		var x *Node
		if l.kind == KindExchange {
			cp := *l
			cp.attrs = append([]attr{}, l.attrs...)
			cp.shuffleMode = mode
			if inputsReach(h, l) {
				cp.attrs = append(cp.attrs, attr{"shuffle_mode", mode})
			}
			x = &cp
		} else {
			x = exchange(l, inputProps(n)[lower].dist)
			x.shuffleMode = mode
			x.attrs = append(x.attrs, attr{"shuffle_mode", mode})
		}
		n.inputs[lower] = x
		resolved++
	}
	g.build()
	return resolved
}

// inputsReach reports whether target is n or one of its inputs, transitively.
func inputsReach(n, target *Node) bool {
	seen := map[*Node]bool{}
	var walk func(n *Node) bool
	walk = func(n *Node) bool {
		if n == target {
			return true
		}
		if seen[n] {
			return false
		}
		seen[n] = true
		for _, in := range n.inputs {
			if walk(in) {
				return true
			}
		}
		return false
	}
	return walk(n)
}
