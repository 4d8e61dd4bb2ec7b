package phys

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/work"
)

// Options are the session's switches that shape the physical plan.
type Options struct {
	// ReuseSubPlan and ReuseSource are Flink's table.optimizer.reuse-sub-plan-enabled and
	// table.optimizer.reuse-source-enabled.
	ReuseSubPlan, ReuseSource bool
	// Streaming builds Flink's streaming nodes where Flinkpad has them (stream.go) and gives
	// every node its changelog mode.
	Streaming bool
	// ChangelogMode adds each node's changelogMode to the streaming physical plan.
	ChangelogMode bool
	// EstimatedCost adds each node's row count and cumulative cost to the physical plan
	// (cost.go), PlanAdvice Flink's advice on it (advice.go): EXPLAIN's ESTIMATED_COST and
	// PLAN_ADVICE.
	EstimatedCost, PlanAdvice bool
	// Work bounds the planner's work by the run's context and budget (package work).
	Work *work.Meter
}

// Plan is a statement's physical plan in Flink's three forms: the abstract syntax tree after
// the conversion passes, the optimized physical plan (trees, each shared node in full
// wherever it is read) and the optimized execution plan (a DAG: sub-plan reuse and Flink's
// exec-graph processors applied), which is the plan that runs.
type Plan struct {
	// AST is the abstract syntax tree, one tree per sink, and Physical the physical plan. Both
	// are nil for a plan built by BuildExec.
	AST, Physical []*Node
	// Advice is PLAN_ADVICE's text, when asked for.
	Advice string
	// Exec is the execution plan's roots: the sinks, or the query's last node.
	Exec []*Node

	streaming bool
	modes     map[plan.Node]plan.ChangelogMode
}

// Build plans an optimized statement in all three forms, for EXPLAIN. Plans whose Flink
// plan Flinkpad cannot build yet fail with an error matching ErrNotExplainable.
func Build(res *opt.Result, o Options) (*Plan, error) {
	correlated := 0
	for _, r := range res.AST {
		if err := astPrintable(r, &correlated); err != nil {
			return nil, err
		}
	}
	if o.Streaming {
		if err := streamSubqueriesPrintable(res.Graph.Roots); err != nil {
			return nil, err
		}
	}
	// The trees print as trees: what a shared node or expression costs is charged per use.
	chargePrinting(o.Work, res.AST)
	chargePrinting(o.Work, res.Graph.Roots)
	p := &Plan{streaming: o.Streaming}
	for _, r := range res.AST {
		p.AST = append(p.AST, astNode(r))
	}
	var err error
	if p.Physical, err = physicalRoots(res, o, false); err != nil {
		return nil, err
	}
	if o.Streaming && o.ChangelogMode {
		if err := annotateChangelogModes(p.Physical, res); err != nil {
			return nil, err
		}
	}
	if o.EstimatedCost {
		if err := annotateCosts(p.Physical, o.Streaming); err != nil {
			return nil, err
		}
	}
	if o.PlanAdvice {
		if p.Advice, err = advise(p.Physical); err != nil {
			return nil, err
		}
	}
	if p.Exec, err = physicalRoots(res, o, true); err != nil {
		return nil, err
	}
	if o.Streaming {
		if p.modes, err = streamModes(res, false); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// BuildExec plans an optimized statement's execution plan alone, for the JSON graph and the
// executor.
func BuildExec(res *opt.Result, o Options) (*Plan, error) {
	chargePrinting(o.Work, res.Graph.Roots)
	p := &Plan{streaming: o.Streaming}
	var err error
	if p.Exec, err = physicalRoots(res, o, true); err != nil {
		return nil, err
	}
	if o.Streaming {
		if p.modes, err = streamModes(res, false); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// Streaming reports whether the plan is Flink's streaming plan.
func (p *Plan) Streaming() bool { return p.streaming }

// ChangelogMode is the row kinds an execution plan node emits in streaming mode, as EXPLAIN
// CHANGELOG_MODE prints them ("I,UB,UA,D"; "NONE" for a sink); empty in batch mode.
func (p *Plan) ChangelogMode(n *Node) string {
	if !p.streaming {
		return ""
	}
	return nodeChangelogMode(n, p.modes)
}

// physicalRoots translates the optimized graph, one root per tree; for the execution plan the
// nodes with one digest are one node, as Flink's sub-plan reuse leaves them.
func physicalRoots(res *opt.Result, o Options, exec bool) ([]*Node, error) {
	graphRoots := res.Graph.Roots
	var origin map[plan.Node]plan.Node
	if !o.Streaming {
		// The names a rewritten top Calc takes: the query's, or those the sink prints.
		var rootNames [][]string
		sinks := sinkFields(res)
		for i, a := range res.AST {
			fields := plan.FieldNames(a.Fields())
			if i < len(res.Graph.Roots) {
				if f, ok := sinks[res.Graph.Roots[i]]; ok {
					fields = f
				}
			}
			rootNames = append(rootNames, fields)
		}
		graphRoots, origin = flinkSubqueryJoins(graphRoots, rootNames)
	}
	p := &physical{exec: exec, stream: o.Streaming, memo: map[plan.Node]*Node{}, sinkFields: sinkFieldsOf(res, graphRoots),
		reuse: o.ReuseSubPlan, origin: origin, work: o.Work}
	roots := make([]*Node, len(graphRoots))
	for i, r := range graphRoots {
		n, err := p.build(r)
		if err != nil {
			return nil, err
		}
		roots[i] = n
	}
	if exec && o.ReuseSubPlan {
		roots = dedupe(roots, o.ReuseSource)
	}
	if exec && !o.Streaming {
		// Flink's batch exec graph processors, in its order.
		forward := stripForwardExchanges(roots)
		resolveConflicts(roots, endInput, "BATCH")
		roots = createMultipleInputs(roots)
		restoreForwardExchanges(roots, forward)
		adaptJoins(roots)
	}
	return roots, nil
}

// sinkFields are the field names of each sink as Flink's conversion names them, which the
// physical plan keeps even where the optimizer dropped the projection that named them. An
// optimized sink is matched to the first converted sink of its table not matched yet (sinks of
// one table may have become one).
func sinkFields(res *opt.Result) map[plan.Node][]string {
	return sinkFieldsOf(res, res.Graph.Roots)
}

// sinkFieldsOf is sinkFields for the graph's roots as rewritten (flinkSubqueryJoins).
func sinkFieldsOf(res *opt.Result, roots []plan.Node) map[plan.Node][]string {
	out := map[plan.Node][]string{}
	used := map[int]bool{}
	for _, r := range roots {
		s, ok := r.(*plan.Sink)
		if !ok {
			continue
		}
		for i, a := range res.AST {
			as, ok := a.(*plan.Sink)
			if !ok || used[i] || as.ID != s.ID {
				continue
			}
			used[i] = true
			for _, at := range astNode(as).attrs {
				if at.key == "fields" {
					out[s] = strings.Split(at.value, ", ")
				}
			}
			break
		}
	}
	return out
}

// dedupe makes nodes that print alike, over inputs that are alike, one node, as Flink's sub-plan
// reuse does on its physical plan: sinks never, scans only with source reuse, and an exchange
// over a node that may not be shared neither.
func dedupe(roots []*Node, reuseSource bool) []*Node {
	digests := map[*Node]string{}
	first := map[string]*Node{}
	done := map[*Node]*Node{}
	// A digest names its inputs by interned ids, not by their digests in full: equal ids mean
	// equal digests, and a chain of n nodes takes O(n) space, not O(n^2).
	ids := map[string]int{}
	var digest func(n *Node) string
	digest = func(n *Node) string {
		if d, ok := digests[n]; ok {
			return d
		}
		var b strings.Builder
		b.WriteString(n.description())
		b.WriteString(strings.Join(n.types, ","))
		for _, in := range n.inputs {
			d := digest(in)
			id, ok := ids[d]
			if !ok {
				id = len(ids)
				ids[d] = id
			}
			b.WriteString("(#" + strconv.Itoa(id) + ")")
		}
		digests[n] = b.String()
		return digests[n]
	}
	var reusable func(n *Node) bool
	reusable = func(n *Node) bool {
		switch n.name {
		case "Sink":
			return false
		case "TableSourceScan":
			return reuseSource
		case "Exchange":
			return reusable(n.inputs[0])
		}
		return true
	}
	var visit func(n *Node) *Node
	visit = func(n *Node) *Node {
		if r, ok := done[n]; ok {
			return r
		}
		d := digest(n)
		if f, ok := first[d]; ok && reusable(n) {
			done[n] = f
			return f
		}
		for i, in := range n.inputs {
			n.inputs[i] = visit(in)
		}
		if reusable(n) {
			first[d] = n
		}
		done[n] = n
		return n
	}
	out := make([]*Node, len(roots))
	for i, r := range roots {
		out[i] = visit(r)
	}
	return out
}
