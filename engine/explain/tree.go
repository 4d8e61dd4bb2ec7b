package explain

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/work"
)

// node is one line of a printed plan: an operator with its attributes, Flink's explain terms.
// The physical and execution plans share a node wherever the plan shares a sub-plan.
type node struct {
	name   string
	attrs  []attr
	inputs []*node
	// fields are the node's output field names, which the expressions of its consumers print.
	fields []string
	// types are the output field types, for the JSON graph.
	types []string
	// source is the plan node the operator runs as part of, and part says which part of it
	// this node is (the whole, or the input or output end of an expanded chain), for metrics.
	source plan.Node
	part   part
	// shuffleMode is an exchange's required mode (BATCH, PIPELINED), "" for the default.
	shuffleMode string
	// adaptive marks a shuffled hash join, which the execution plan prints as an AdaptiveJoin
	// unless it runs inside a MultipleInput.
	adaptive bool
	// calcExprs and calcCond are a Calc's projections and condition, for its estimated cost.
	calcExprs []plan.Expr
	calcCond  plan.Expr
	// cost is EXPLAIN ESTIMATED_COST's ": rowcount = ..., cumulative cost = {...}" (cost.go).
	cost string
}

// part is the share of a plan node's work a printed node stands for.
type part uint8

const (
	whole  part = iota // the plan node itself: rows in and out are the node's
	first              // the input end of a chain (a local aggregate): rows in are the node's
	last               // the output end of a chain (a global aggregate): rows out are the node's
	middle             // inside a chain (an exchange): no counts of its own
)

type attr struct{ key, value string }

// description is the node as one line: Name(key=[value], ...).
func (n *node) description() string {
	if len(n.attrs) == 0 {
		return n.name
	}
	var b strings.Builder
	b.WriteString(n.name)
	b.WriteByte('(')
	for i, a := range n.attrs {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(a.key)
		b.WriteString("=[")
		b.WriteString(a.value)
		b.WriteByte(']')
	}
	b.WriteByte(')')
	return b.String()
}

// writeTree prints a tree as Flink's RelTreeWriterImpl does: ":- " before every input but the
// last, "+- " before the last, and ":  " or "   " for the levels above. Shared nodes print in
// full wherever they are read.
func writeTree(m *work.Meter, b *strings.Builder, n *node) {
	var walk func(n *node, last []bool)
	walk = func(n *node, last []bool) {
		writePrefix(m, b, last)
		b.WriteString(describe(m, n))
		b.WriteByte('\n')
		for i, in := range n.inputs {
			walk(in, append(last, i == len(n.inputs)-1))
		}
	}
	walk(n, nil)
}

// writePrefix writes a line's tree prefix, counting its size on m (a step per 8 bytes): the text of a deep or
// widely shared plan can be far larger than the plan, and the Meter stops it.
func writePrefix(m *work.Meter, b *strings.Builder, last []bool) {
	m.Steps(1 + 3*len(last)/8)
	if len(last) == 0 {
		return
	}
	for _, l := range last[:len(last)-1] {
		if l {
			b.WriteString("   ")
		} else {
			b.WriteString(":  ")
		}
	}
	if last[len(last)-1] {
		b.WriteString("+- ")
	} else {
		b.WriteString(":- ")
	}
}

// writeDAG prints an execution plan as Flink's ExecNodePlanDumper does. A node read more than
// once gets a reuse id: it prints with (reuse_id=[N]) where it is first met and as
// Reused(reference_id=[N]) elsewhere. With several roots (the sinks of a statement set), each
// shared node prints as a block of its own before the first tree that reads it, and the trees
// stop at it.
func writeDAG(m *work.Meter, b *strings.Builder, roots []*node) {
	ids := reuseIDs(roots)
	if len(roots) == 1 {
		visits := map[*node]int{}
		var walk func(n *node, last []bool)
		walk = func(n *node, last []bool) {
			visits[n]++
			writePrefix(m, b, last)
			id, reused := ids[n]
			if reused && visits[n] > 1 {
				b.WriteString("Reused(reference_id=[" + itoa(id) + "])\n")
				return
			}
			b.WriteString(describe(m, n))
			if reused {
				b.WriteString("(reuse_id=[" + itoa(id) + "])")
			}
			b.WriteByte('\n')
			for i, in := range n.inputs {
				walk(in, append(last, i == len(n.inputs)-1))
			}
		}
		walk(roots[0], nil)
		return
	}
	visited := map[*node]int{}
	stop := map[*node]bool{}
	var blocks []string
	// tree prints one block: the node in full, stopping at shared nodes already printed.
	tree := func(root *node) string {
		var sb strings.Builder
		var walk func(n *node, last []bool)
		walk = func(n *node, last []bool) {
			writePrefix(m, &sb, last)
			id, reused := ids[n]
			if reused && (n != root || stop[n]) {
				sb.WriteString("Reused(reference_id=[" + itoa(id) + "])\n")
				return
			}
			sb.WriteString(describe(m, n))
			if reused {
				sb.WriteString("(reuse_id=[" + itoa(id) + "])")
			}
			sb.WriteByte('\n')
			for i, in := range n.inputs {
				walk(in, append(last, i == len(n.inputs)-1))
			}
		}
		walk(root, nil)
		return sb.String()
	}
	var visit func(n *node)
	visit = func(n *node) {
		visited[n]++
		if visited[n] == 1 {
			for _, in := range n.inputs {
				visit(in)
			}
		}
		_, reused := ids[n]
		if n.name == "Sink" || (reused && visited[n] == 1) {
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

// reuseIDs numbers the nodes met more than once, in the order a depth-first walk of the roots
// meets them the second time.
func reuseIDs(roots []*node) map[*node]int {
	ids := map[*node]int{}
	seen := map[*node]bool{}
	var walk func(n *node)
	walk = func(n *node) {
		if seen[n] {
			if _, ok := ids[n]; !ok {
				ids[n] = len(ids) + 1
			}
			return
		}
		seen[n] = true
		for _, in := range n.inputs {
			walk(in)
		}
	}
	for _, r := range roots {
		walk(r)
	}
	return ids
}

func itoa(i int) string { return strconv.Itoa(i) }

// describe is a node's line, its length counted on m.
func describe(m *work.Meter, n *node) string {
	d := n.description() + n.cost
	m.Steps(len(d) / 8)
	return d
}

// printedSize is the number of nodes of e as a tree, which a printer writes one by one: a DAG
// of merged projections (CONCAT(s, s) of a CONCAT(s, s) ...) prints exponentially larger than
// it is. Counted once per distinct node and saturated, so that charging it to the Meter before
// printing stops such a print with work.ErrTooComplex instead of running out of memory.
func printedSize(e plan.Expr, memo map[plan.Expr]int) int {
	return opt.TreeSize(e, 1<<40, memo)
}

// chargePrinting charges to m the printed size of the expressions of every node of the trees,
// a node shared by several parents once per parent, as the printed trees repeat it.
func chargePrinting(m *work.Meter, roots []plan.Node) {
	if m == nil {
		return
	}
	sizes := map[plan.Expr]int{}
	done := map[plan.Node]bool{}
	var walk func(n plan.Node)
	walk = func(n plan.Node) {
		m.Step()
		if !done[n] {
			done[n] = true
			for _, e := range opt.NodeExprs(n) {
				m.Steps(printedSize(e, sizes))
			}
		}
		for _, in := range n.Inputs() {
			walk(in)
		}
	}
	for _, r := range roots {
		walk(r)
	}
}
