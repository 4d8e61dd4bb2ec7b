package phys

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// This file is Flink's MultipleInputNodeCreationProcessor for batch plans: operators between
// exchanges that a node with several inputs (a join, a union) reads are fused into one
// MultipleInput node, whose members print on one line and whose inputs are the exchanges and
// sources around them.

type miWrapper struct {
	n       *Node
	inputs  []*miWrapper
	outputs []*miWrapper
	group   *miGroup
}

type miGroup struct {
	members []*miWrapper
	root    *miWrapper
}

func (g *miGroup) has(w *miWrapper) bool {
	for _, m := range g.members {
		if m == w {
			return true
		}
	}
	return false
}

// remove takes a member out of the group; without its root, the group's root becomes the
// root's one input in the group, if any.
func (g *miGroup) remove(w *miWrapper) {
	if w == g.root {
		g.removeRoot()
		return
	}
	g.dropMember(w)
}

func (g *miGroup) removeRoot() {
	var next *miWrapper
	for _, in := range g.root.inputs {
		if g.has(in) {
			next = in
		}
	}
	g.dropMember(g.root)
	g.root = next
}

// dropMember takes a member out of the group's list.
func (g *miGroup) dropMember(w *miWrapper) {
	for i, m := range g.members {
		if m == w {
			g.members = append(g.members[:i], g.members[i+1:]...)
			break
		}
	}
	w.group = nil
}

// chainableSource reports whether a node is a source Flink chains into a multiple input: only
// a FLIP-27 source is, as the filesystem connector's is; datagen's is a SourceFunction.
func chainableSource(n *Node) bool {
	if n.kind != KindTableSourceScan {
		return false
	}
	scan, ok := n.source.(*plan.Scan)
	if !ok {
		return true
	}
	id, _ := scan.Table.Option("connector")
	return id != "datagen"
}

// createMultipleInputs fuses the execution plan's operators into MultipleInput nodes.
func createMultipleInputs(roots []*Node) []*Node {
	resolveConflicts(roots, blocking, "PIPELINED")
	wrappers := map[*Node]*miWrapper{}
	var wrap func(n *Node) *miWrapper
	wrap = func(n *Node) *miWrapper {
		if w, ok := wrappers[n]; ok {
			return w
		}
		w := &miWrapper{n: n}
		wrappers[n] = w
		for _, in := range n.inputs {
			iw := wrap(in)
			w.inputs = append(w.inputs, iw)
			iw.outputs = append(iw.outputs, w)
		}
		return w
	}
	var rootWrappers []*miWrapper
	for _, r := range roots {
		rootWrappers = append(rootWrappers, wrap(r))
	}
	// Topological order, sinks first.
	var order []*miWrapper
	queue := append([]*miWrapper{}, rootWrappers...)
	visits := map[*miWrapper]int{}
	for len(queue) > 0 {
		w := queue[0]
		queue = queue[1:]
		order = append(order, w)
		for _, in := range w.inputs {
			visits[in]++
			if visits[in] == len(in.outputs) {
				queue = append(queue, in)
			}
		}
	}
	for _, w := range order {
		if len(w.inputs) == 0 || w.n.kind == KindExchange {
			continue
		}
		if g := sameOutputGroup(w); g != nil {
			g.members = append(g.members, w)
			w.group = g
			continue
		}
		if len(w.inputs) >= 2 {
			w.group = &miGroup{members: []*miWrapper{w}, root: w}
		}
	}
	optimizeGroups(order)
	done := map[*miWrapper]*Node{}
	out := make([]*Node, len(roots))
	for i, w := range rootWrappers {
		out[i] = materialize(w, done)
	}
	return out
}

func sameOutputGroup(w *miWrapper) *miGroup {
	if len(w.outputs) == 0 || w.outputs[0].group == nil {
		return nil
	}
	g := w.outputs[0].group
	for _, o := range w.outputs {
		if o.group != g {
			return nil
		}
	}
	return g
}

// optimizeGroups drops the members a multiple input gains nothing from, as Flink does: a union
// or one-input operator at the group's entrance, an operator reading a singleton exchange, a
// group of one member without a chained source, and a root with one input.
func optimizeGroups(order []*miWrapper) {
	for i := len(order) - 1; i >= 0; i-- {
		w := order[i]
		if w.group == nil || !entrance(w) {
			continue
		}
		remove := false
		if w.n.kind == KindUnion {
			remove = !anyInput(w, func(in *miWrapper) bool { return chainableSource(in.n) })
		} else if len(w.inputs) == 1 {
			in := w.inputs[0].n
			remove = in.kind != KindExchange && !chainableSource(in)
		}
		remove = remove || anyInput(w, func(in *miWrapper) bool {
			return in.n.kind == KindExchange && in.n.distribution == "single"
		})
		if remove {
			w.group.remove(w)
		}
	}
	for _, w := range order {
		g := w.group
		if g == nil || w != g.root {
			continue
		}
		union := w.n.kind == KindUnion
		if len(g.members) == 1 {
			if union || !anyInput(w, func(in *miWrapper) bool { return chainableSource(in.n) }) {
				g.removeRoot()
			}
			continue
		}
		if union {
			useful := 0
			var useless [][]*miWrapper
			for _, in := range w.inputs {
				same := sameGroupBelow(in, g)
				valuable := false
				for _, m := range same {
					valuable = valuable || len(m.inputs) >= 2 && m.n.kind != KindUnion
				}
				if valuable {
					useful++
				} else {
					useless = append(useless, same)
				}
			}
			if useful < 2 {
				for _, branch := range useless {
					for _, m := range branch {
						if m.group != nil {
							m.group.remove(m)
						}
					}
				}
				g.removeRoot()
			}
		} else if len(w.inputs) == 1 {
			g.removeRoot()
		}
	}
}

func entrance(w *miWrapper) bool {
	return !anyInput(w, func(in *miWrapper) bool { return in.group == w.group })
}

func anyInput(w *miWrapper, f func(*miWrapper) bool) bool {
	for _, in := range w.inputs {
		if f(in) {
			return true
		}
	}
	return false
}

func sameGroupBelow(w *miWrapper, g *miGroup) []*miWrapper {
	var out []*miWrapper
	seen := map[*miWrapper]bool{w: true}
	queue := []*miWrapper{w}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		if x.group != g {
			continue
		}
		out = append(out, x)
		for _, in := range x.inputs {
			if !seen[in] {
				seen[in] = true
				queue = append(queue, in)
			}
		}
	}
	return out
}

// materialize rebuilds the plan with each group's root replaced by a MultipleInput node.
func materialize(w *miWrapper, done map[*miWrapper]*Node) *Node {
	if n, ok := done[w]; ok {
		return n
	}
	for i, in := range w.inputs {
		w.n.inputs[i] = materialize(in, done)
	}
	out := w.n
	if w.group != nil && w == w.group.root {
		out = multipleInputNode(w.group, done)
	}
	done[w] = out
	return out
}

func multipleInputNode(g *miGroup, done map[*miWrapper]*Node) *Node {
	var inputs []*Node
	index := map[*Node]int{}
	for _, m := range g.members {
		for _, in := range m.inputs {
			if g.has(in) {
				continue
			}
			n := done[in]
			if _, ok := index[n]; !ok {
				index[n] = len(inputs)
			}
			inputs = append(inputs, n)
		}
	}
	root := g.root.n
	boundaries := map[*Node]bool{}
	for _, in := range inputs {
		boundaries[in] = true
	}
	pg := &priorityGraph{roots: []*Node{root}, boundaries: boundaries, safe: blocking, conflict: func(*Node, int, int) {}}
	pg.build()
	dist := pg.graph.maxDistances()
	var levels []int
	for _, in := range inputs {
		d := dist[in]
		found := false
		for _, l := range levels {
			found = found || l == d
		}
		if !found {
			levels = append(levels, d)
		}
	}
	sortInts(levels)
	order := make([]string, len(inputs))
	for i, in := range inputs {
		for k, l := range levels {
			if l == dist[in] {
				order[i] = itoa(k)
			}
		}
	}
	// The members as a tree, each input named [#i].
	var member func(w *miWrapper) *Node
	member = func(w *miWrapper) *Node {
		if !g.has(w) {
			n := done[w]
			return &Node{kind: n.kind, member: index[n] + 1, attrs: n.attrs}
		}
		out := &Node{kind: w.n.kind, attrs: w.n.attrs}
		for _, in := range w.inputs {
			out.inputs = append(out.inputs, member(in))
		}
		return out
	}
	var b strings.Builder
	WriteTree(nil, &b, member(g.root))
	members := `\n` + strings.ReplaceAll(b.String(), "\n", `\n`)
	return &Node{kind: KindMultipleInput, fields: root.fields, types: root.types, inputs: inputs, source: root.source,
		attrs: []attr{{"readOrder", strings.Join(order, ",")}, {"members", members}}}
}

// adaptJoins prints the shuffled hash joins left outside multiple inputs as Flink 2's
// AdaptiveJoin, as its AdaptiveJoinProcessor runs after multiple inputs are made, and counts
// them.
func adaptJoins(roots []*Node) (adapted int) {
	eachNode(roots, func(n *Node) {
		if n.adaptive && n.kind == KindHashJoin {
			n.kind = KindAdaptiveJoin
			n.attrs = append([]attr{{"originalJoin", "ShuffleHashJoin"}}, n.attrs...)
			adapted++
		}
	})
	return adapted
}
