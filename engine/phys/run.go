package phys

import (
	"fmt"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/work"
)

// Run is the execution plan as the executor runs it: the optimized plan's nodes, each built
// into its operator, shared exactly where the execution plan shares them, with each hash
// join's build side as the execution plan chose it. A node of the optimized plan that the
// execution plan merged with an equal one (sub-plan reuse over the physical nodes) is read
// from that one; a node whose inputs changed so is rebuilt over them (Ran maps it).
//
// Where the execution plan cannot say what runs, the run follows the optimizer's graph and
// FromOptimizer says why: the plans Flinkpad cannot print yet. The batch subquery joins that
// are reshaped into Flink's plans of them (subquery_join.go) run as reshaped: the run maps onto
// the rewritten graph.
type Run struct {
	graph     *opt.Graph
	buildLeft map[*plan.Join]bool
	ran       map[plan.Node]plan.Node
	// props derives the plan's changelog modes, once per node.
	props *opt.Props
	// inside are the nodes of the execution plan that an operator standing for another node
	// computes itself, for at least one of their readers (operatorOf).
	inside map[*Node]bool
	// folded are the nodes of the optimized plan the execution plan has no operator of their
	// own for: an operator standing for a node above them computes them itself, for its reader.
	folded map[plan.Node]bool
	// windowRanks are the window ranks of the execution plan (WindowRank, WindowDeduplicate),
	// by the node that runs each; nil on a run the execution plan did not make.
	windowRanks map[*plan.Rank]WindowRank
	// FromOptimizer is empty when the run is the execution plan's, else the reason it is the
	// optimizer's graph.
	FromOptimizer string
}

// Roots are the plan's roots in the statement's order: the sinks, or the query's last node.
func (r *Run) Roots() []plan.Node { return r.graph.Roots }

// Nodes lists every node once, each after its inputs.
func (r *Run) Nodes() []plan.Node { return r.graph.Nodes() }

// Consumers is how many parents read a node (a root counts its caller).
func (r *Run) Consumers(n plan.Node) int { return r.graph.Consumers(n) }

// Shared reports whether several parents read a node: it runs once and its rows go to each.
func (r *Run) Shared(n plan.Node) bool { return r.graph.Shared(n) }

// BuildLeft reports whether a join reads its left input into its table first (Flink's
// build=[left] of a hash or nested loop join); the right one otherwise.
func (r *Run) BuildLeft(j *plan.Join) bool { return r != nil && r.buildLeft[j] }

// Ran is the node that runs for a node of the optimized plan: itself, or its rebuild over the
// inputs the execution plan shares.
func (r *Run) Ran(n plan.Node) plan.Node {
	if m, ok := r.ran[n]; ok {
		return m
	}
	return n
}

// optimizerRun is the run of the optimizer's graph, for why.
func optimizerRun(res *opt.Result, props *opt.Props, why string) *Run {
	return &Run{graph: res.Graph, props: props, FromOptimizer: why}
}

// newRun maps an execution plan (after sub-plan reuse, before the exec-graph processors,
// which change how it prints, not what runs) onto the optimized plan's nodes. Each node of the
// execution plan stands for the optimized node it was translated from, or for one that sub-plan
// reuse found equal (its digest); a Calc the physical plan folded into the node below it
// (Flink's OverAggregate computes its Calc's projection) still runs, over that node.
func newRun(m *work.Meter, optimized *opt.Graph, roots []*Node, props *opt.Props) (*Run, error) {
	r := &Run{buildLeft: map[*plan.Join]bool{}, ran: map[plan.Node]plan.Node{}, props: props, inside: map[*Node]bool{},
		folded: map[plan.Node]bool{}, windowRanks: map[*plan.Rank]WindowRank{}}
	digests := opt.NewDigests(m)
	type key struct {
		t    *Node
		want plan.Node
	}
	memo := map[key]plan.Node{}
	owner := map[plan.Node]key{}
	// own returns n, or a copy of it when another node of the execution plan runs n already:
	// the execution plan did not share them, so each runs.
	own := func(n plan.Node, k key, inputs []plan.Node, changed bool) plan.Node {
		out := n
		if o, ok := owner[n]; (ok && o != k) || changed {
			out = plan.WithInputs(n, inputs)
			if _, ok := r.ran[n]; !ok {
				r.ran[n] = out
			}
		}
		if _, ok := owner[n]; !ok {
			owner[n] = k
		}
		return out
	}
	var runOf func(want plan.Node, t *Node) (plan.Node, error)
	runOf = func(want plan.Node, t *Node) (plan.Node, error) {
		// An exchange runs nothing of its own: the node under it is what runs, once for every
		// parent that reads it through an exchange or not (a join's broadcast side).
		for (t.kind == KindExchange || t.kind == KindDropUpdateBefore) && len(t.inputs) == 1 && t.inputs[0].source == t.source {
			t = t.inputs[0]
		}
		k := key{t, want}
		if out, ok := memo[k]; ok {
			return out, nil
		}
		m.Step()
		src := t.source
		if src == nil {
			return nil, fmt.Errorf("its %s stands for no node of the optimized plan", t.Name())
		}
		if src != want && digests.Of(src) != digests.Of(want) {
			// want was folded into t's operator: it runs over what t stands for.
			ins := want.Inputs()
			if len(ins) != 1 {
				return nil, fmt.Errorf("its %s stands for a node the optimized plan does not read there", t.Name())
			}
			in, err := runOf(ins[0], t)
			if err != nil {
				return nil, err
			}
			out := own(want, k, []plan.Node{in}, in != ins[0])
			r.folded[out] = true
			memo[k] = out
			return out, nil
		}
		// A node equal to src (its digest) is src: the execution plan merged them, so they
		// run once.
		k = key{t, src}
		if out, ok := memo[k]; ok {
			memo[key{t, want}] = out
			return out, nil
		}
		chain, below := operatorOf(t, src, optimized)
		for _, c := range chain[1:] {
			if c.source != src {
				r.inside[c] = true
			}
		}
		inputs := src.Inputs()
		if len(below) != len(inputs) {
			return nil, fmt.Errorf("its %s reads %d inputs where the optimized plan's node reads %d",
				t.Name(), len(below), len(inputs))
		}
		ran := make([]plan.Node, len(below))
		changed := false
		for i, b := range below {
			in, err := runOf(inputs[i], b)
			if err != nil {
				return nil, err
			}
			ran[i] = in
			changed = changed || in != inputs[i]
		}
		out := own(src, k, ran, changed)
		if rk, ok := out.(*plan.Rank); ok {
			for _, c := range chain {
				if c.windowRank != nil {
					r.windowRanks[rk] = *c.windowRank
				}
			}
		}
		if j, ok := out.(*plan.Join); ok {
			for _, c := range chain {
				if (c.kind == KindHashJoin || c.kind == KindNestedLoopJoin) && c.buildLeft {
					r.buildLeft[j] = true
				}
			}
		}
		memo[k] = out
		memo[key{t, want}] = out
		return out, nil
	}
	graphRoots := make([]plan.Node, len(roots))
	for i, t := range roots {
		n, err := runOf(optimized.Roots[i], t)
		if err != nil {
			return nil, err
		}
		graphRoots[i] = n
	}
	r.graph = opt.NewGraph(graphRoots)
	return r, nil
}

// operatorOf splits the execution plan below t, the top node of the optimized node src, into
// the nodes src's operator stands for (its chain: phases, exchanges and sorts inside it, whose
// source is src, none, or a node the translation made that the optimized plan does not have)
// and the top nodes of its inputs, in order: an exchange over an input is the input's (its
// source is the input's).
func operatorOf(t *Node, src plan.Node, optimized *opt.Graph) (chain, below []*Node) {
	var walk func(n *Node)
	walk = func(n *Node) {
		chain = append(chain, n)
		for _, in := range n.inputs {
			// A node without a source, or of one the optimized plan does not have, is one the
			// translation made inside the operator (the one-row Calcs of a VALUES planned as
			// a union, the UNION ALL under a UNION's aggregate, the join of an INTERSECT that
			// widens a side), and so is every node below a leaf of the optimized plan: the
			// one-row Values(ZERO) those Calcs read is one node with the Values of a SELECT
			// without FROM, which it stands for there.
			if in.source == src || in.source == nil || optimized.Consumers(in.source) == 0 || len(src.Inputs()) == 0 {
				walk(in)
				continue
			}
			below = append(below, in)
		}
	}
	walk(t)
	return chain, below
}

// Folded reports whether n runs inside the operator of a node above it, which computes n
// itself (Flink's LocalWindowAggregate computes its window function and the Calc over it): the
// execution plan has no operator of n's own, so n is not shared there however many read it.
func (r *Run) Folded(n plan.Node) bool { return r != nil && r.folded[n] }

// Inside reports whether an operator standing for another node of the optimized plan computes
// n itself for one of n's readers (the Values(ZERO) of a VALUES planned as a union, which a
// SELECT without FROM may also read): it is not shared there however the plan prints it.
func (r *Run) Inside(n *Node) bool { return r != nil && r.inside[n] }

// RunOf is the run of plan trees as they are, shared where they share nodes, every hash join
// building its right input: for tests, and for callers that run a plan without planning it.
func RunOf(roots []plan.Node) *Run { return &Run{graph: opt.NewGraph(roots)} }

// InsertOnly reports whether a node emits inserts only in streaming mode (its changelog mode).
func (r *Run) InsertOnly(n plan.Node) bool {
	if r == nil || r.props == nil {
		return opt.ChangelogMode(n).IsInsertOnly()
	}
	return r.props.ChangelogMode(n).IsInsertOnly()
}

// Deduplication is how a rank that keeps one row per key deduplicates, as Flink's
// StreamPhysicalDeduplicate does; ok is false for other ranks.
func (r *Run) Deduplication(n *plan.Rank) (d opt.Dedup, ok bool) {
	if r == nil || r.props == nil {
		return opt.Deduplication(n)
	}
	return r.props.Deduplication(n)
}

// WindowRank is the window rank a streaming Rank runs as, Flink's WindowRank or
// WindowDeduplicate: the execution plan's node, which EXPLAIN prints; ok is false for a rank
// that runs as a regular one. A run the execution plan did not make derives it as the physical
// plan does.
func (r *Run) WindowRank(n *plan.Rank) (WindowRank, bool) {
	if r != nil && r.windowRanks != nil {
		w, ok := r.windowRanks[n]
		return w, ok
	}
	if r == nil {
		return WindowRankOf(n, nil)
	}
	return WindowRankOf(n, r.props)
}
