package phys

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/work"
)

// Node is one line of a printed plan: an operator with its attributes, Flink's explain terms.
// The physical and execution plans share a node wherever the plan shares a sub-plan.
type Node struct {
	kind Kind
	// props is what the planner derived for the node's source, recorded once (properties.go).
	props properties
	// member is, on a line of a MultipleInput's members, the number of the MultipleInput's
	// input the line reads ([#1] Exchange); 0 on every other node. It is the one name Flink
	// prints that is not a kind's, and it is made from a kind, so it stays typed.
	member int
	attrs  []attr
	inputs []*Node
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
	// buildLeft marks a hash join that reads its left input into the hash table: build=[left].
	buildLeft bool
	// broadcast marks a hash join that broadcasts its build side (isBroadcast=[true]).
	broadcast bool
	// distribution is an exchange's distribution as it prints: single, broadcast, forward,
	// hash[a, b].
	distribution string
	// calcExprs and calcCond are a Calc's projections and condition, for its estimated cost.
	calcExprs []plan.Expr
	calcCond  plan.Expr
	// windowRank is a WindowRank's or WindowDeduplicate's plan, which the executor runs.
	windowRank *WindowRank
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
func (n *Node) description() string {
	if len(n.attrs) == 0 {
		return n.Name()
	}
	var b strings.Builder
	b.WriteString(n.Name())
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

// eachNode calls visit once for every node of a plan, a node several parents read once, a
// parent before its inputs.
func eachNode(roots []*Node, visit func(n *Node)) {
	seen := map[*Node]bool{}
	var walk func(n *Node)
	walk = func(n *Node) {
		if seen[n] {
			return
		}
		seen[n] = true
		visit(n)
		for _, in := range n.inputs {
			walk(in)
		}
	}
	for _, r := range roots {
		walk(r)
	}
}

// reuseIDs numbers the nodes met more than once, in the order a depth-first walk of the roots
// meets them the second time.
func reuseIDs(roots []*Node) map[*Node]int {
	ids := map[*Node]int{}
	seen := map[*Node]bool{}
	var walk func(n *Node)
	walk = func(n *Node) {
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

// printedSize is the number of nodes of e as a tree, which a printer writes one by one: a DAG
// of merged projections (CONCAT(s, s) of a CONCAT(s, s) ...) prints exponentially larger than
// it is. Counted once per distinct node and saturated, so that charging it to the Meter before
// printing stops such a print with work.ErrTooComplex instead of running out of memory.
func printedSize(e plan.Expr, memo map[plan.Expr]int) int {
	return opt.TreeSize(e, 1<<40, memo)
}

// chargePrinting charges to m the printed size of the expressions of every node of the trees,
// a node shared by several parents once per parent, as the printed trees repeat it.
func chargePrinting(m *work.Meter, roots []plan.Node) { charge(m, roots, true) }

// chargeNodes charges to m the printed size of every node's expressions once, for the
// execution plan's DAG (the JSON graph, the executor), where a shared node is one node.
func chargeNodes(m *work.Meter, roots []plan.Node) { charge(m, roots, false) }

func charge(m *work.Meter, roots []plan.Node, perPath bool) {
	if m == nil {
		return
	}
	sizes := map[plan.Expr]int{}
	done := map[plan.Node]bool{}
	var walk func(n plan.Node)
	walk = func(n plan.Node) {
		m.Step()
		if done[n] && !perPath {
			return
		}
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

// Part is the share of a plan node's work a node of the physical plan stands for.
type Part = part

// The parts, exported for the executor's metrics and the JSON graph.
const (
	PartWhole  = whole
	PartFirst  = first
	PartLast   = last
	PartMiddle = middle
)

// Attr is one explain term of a node: key=[value].
type Attr struct{ Key, Value string }

// Name is the node's Flink name: Calc, HashJoin, Exchange, ...; on a line of a
// MultipleInput's members that reads an input, the input's number first: [#1] Exchange.
func (n *Node) Name() string {
	if n.member > 0 {
		return "[#" + itoa(n.member) + "] " + n.kind.String()
	}
	return n.kind.String()
}

// Kind is the node's operator.
func (n *Node) Kind() Kind { return n.kind }

// BuildLeft says whether a hash join reads its left input into the hash table (build=[left]).
func (n *Node) BuildLeft() bool { return n.buildLeft }

// Broadcast says whether a join broadcasts its build side to every task (isBroadcast=[true]).
func (n *Node) Broadcast() bool { return n.broadcast }

// Distribution is an exchange's distribution as it prints (single, broadcast, forward,
// hash[a, b]); "" on other nodes.
func (n *Node) Distribution() string { return n.distribution }

// Description is the node as one line: Name(key=[value], ...).
func (n *Node) Description() string { return n.description() }

// Cost is EXPLAIN ESTIMATED_COST's ": rowcount = ..., cumulative cost = {...}", when costed.
func (n *Node) Cost() string { return n.cost }

// Attrs are the node's explain terms, in Flink's order.
func (n *Node) Attrs() []Attr {
	out := make([]Attr, len(n.attrs))
	for i, a := range n.attrs {
		out[i] = Attr{a.key, a.value}
	}
	return out
}

// Inputs are the node's inputs, in order; a shared node is one value read by several nodes.
func (n *Node) Inputs() []*Node { return n.inputs }

// FieldNames and FieldTypes are the node's output fields, the types as Calcite names them.
func (n *Node) FieldNames() []string { return n.fields }

// FieldTypes are the node's output field types, as Calcite names them.
func (n *Node) FieldTypes() []string { return n.types }

// Source is the optimized plan node the node runs as part of, and Part says which part of it
// the node is.
func (n *Node) Source() plan.Node { return n.source }

// Part says which part of its source plan node the node stands for.
func (n *Node) Part() Part { return n.part }

// ReuseIDs numbers the nodes of an execution plan read more than once, as Flink's
// ExecNodePlanDumper numbers them (reuse_id=[N]).
func ReuseIDs(roots []*Node) map[*Node]int { return reuseIDs(roots) }

// WriteTree prints a tree as Flink's RelTreeWriterImpl does: ":- " before every input but the
// last, "+- " before the last, and ":  " or "   " for the levels above. Shared nodes print in
// full wherever they are read.
func WriteTree(m *work.Meter, b *strings.Builder, n *Node) {
	var walk func(n *Node, last []bool)
	walk = func(n *Node, last []bool) {
		WritePrefix(m, b, last)
		b.WriteString(Describe(m, n))
		b.WriteByte('\n')
		for i, in := range n.inputs {
			walk(in, append(last, i == len(n.inputs)-1))
		}
	}
	walk(n, nil)
}

// writePrefix writes a line's tree prefix, counting its size on m (a step per 8 bytes): the text of a deep or
// widely shared plan can be far larger than the plan, and the Meter stops it.
func WritePrefix(m *work.Meter, b *strings.Builder, last []bool) {
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

func itoa(i int) string { return strconv.Itoa(i) }

// Describe is a node's line, with its cost when costed, its length counted on m.
func Describe(m *work.Meter, n *Node) string {
	d := n.description() + n.cost
	m.Steps(len(d) / 8)
	return d
}

// NewNode makes a node of a printed plan by hand, for the printers' tests.
func NewNode(kind Kind, attrs []Attr, inputs ...*Node) *Node {
	n := &Node{kind: kind, inputs: inputs}
	for _, a := range attrs {
		n.attrs = append(n.attrs, attr{a.Key, a.Value})
	}
	return n
}
