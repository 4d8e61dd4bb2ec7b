package explain

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/work"
)

// writeDAG prints an execution plan as Flink's ExecNodePlanDumper does. A node read more than
// once gets a reuse id: it prints with (reuse_id=[N]) where it is first met and as
// Reused(reference_id=[N]) elsewhere. With several roots (the sinks of a statement set), each
// shared node prints as a block of its own before the first tree that reads it, and the trees
// stop at it.
func writeDAG(m *work.Meter, b *strings.Builder, roots []*phys.Node) {
	ids := phys.ReuseIDs(roots)
	if len(roots) == 1 {
		visits := map[*phys.Node]int{}
		var walk func(n *phys.Node, last []bool)
		walk = func(n *phys.Node, last []bool) {
			visits[n]++
			phys.WritePrefix(m, b, last)
			id, reused := ids[n]
			if reused && visits[n] > 1 {
				b.WriteString("Reused(reference_id=[" + itoa(id) + "])\n")
				return
			}
			b.WriteString(phys.Describe(m, n))
			if reused {
				b.WriteString("(reuse_id=[" + itoa(id) + "])")
			}
			b.WriteByte('\n')
			for i, in := range n.Inputs() {
				walk(in, append(last, i == len(n.Inputs())-1))
			}
		}
		walk(roots[0], nil)
		return
	}
	visited := map[*phys.Node]int{}
	stop := map[*phys.Node]bool{}
	var blocks []string
	// tree prints one block: the node in full, stopping at shared nodes already printed.
	tree := func(root *phys.Node) string {
		var sb strings.Builder
		var walk func(n *phys.Node, last []bool)
		walk = func(n *phys.Node, last []bool) {
			phys.WritePrefix(m, &sb, last)
			id, reused := ids[n]
			if reused && (n != root || stop[n]) {
				sb.WriteString("Reused(reference_id=[" + itoa(id) + "])\n")
				return
			}
			sb.WriteString(phys.Describe(m, n))
			if reused {
				sb.WriteString("(reuse_id=[" + itoa(id) + "])")
			}
			sb.WriteByte('\n')
			for i, in := range n.Inputs() {
				walk(in, append(last, i == len(n.Inputs())-1))
			}
		}
		walk(root, nil)
		return sb.String()
	}
	var visit func(n *phys.Node)
	visit = func(n *phys.Node) {
		visited[n]++
		if visited[n] == 1 {
			for _, in := range n.Inputs() {
				visit(in)
			}
		}
		_, reused := ids[n]
		if n.Kind() == phys.KindSink || (reused && visited[n] == 1) {
			blocks = append(blocks, tree(n))
			if reused {
				stop[n] = true
			}
		}
	}
	for _, r := range roots {
		visit(r)
	}
	b.WriteString(strings.Join(blocks, "\n"))
}

func itoa(i int) string { return strconv.Itoa(i) }
