package explain

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/work"
)

// Options are the session's switches that shape the printed plans.
type Options struct {
	// ReuseSubPlan and ReuseSource are Flink's table.optimizer.reuse-sub-plan-enabled and
	// table.optimizer.reuse-source-enabled.
	ReuseSubPlan, ReuseSource bool
	// Streaming builds Flink's streaming nodes where Flinkpad has them (stream.go) and gives
	// every node of the JSON graph its changelog mode.
	Streaming bool
	// ChangelogMode adds each node's changelogMode to the streaming physical plan.
	ChangelogMode bool
	// EstimatedCost adds each node's row count and cumulative cost to the physical plan
	// (cost.go), PlanAdvice Flink's advice on it (advice.go), and JSONExecutionPlan the job's
	// stream graph as JSON (json_plan.go): EXPLAIN's ESTIMATED_COST, PLAN_ADVICE and
	// JSON_EXECUTION_PLAN.
	EstimatedCost, PlanAdvice, JSONExecutionPlan bool
	// Work bounds the printer's work by the run's context and budget (package work).
	Work *work.Meter
}

// Text is the EXPLAIN of an optimized plan in Flink's batch format: the abstract syntax tree,
// the optimized physical plan (each tree in full) and the optimized execution plan (shared
// nodes once, marked with reuse ids). Trees of a statement set are separated by blank lines.
func Text(res *opt.Result, o Options) (string, error) {
	correlated := 0
	for _, r := range res.AST {
		if err := astPrintable(r, &correlated); err != nil {
			return "", err
		}
	}
	if o.Streaming {
		if err := streamSubqueriesPrintable(res.Graph.Roots); err != nil {
			return "", err
		}
	}
	// The trees print as trees: what a shared node or expression costs is charged per use.
	chargePrinting(o.Work, res.AST)
	chargePrinting(o.Work, res.Graph.Roots)
	var b strings.Builder
	b.WriteString("== Abstract Syntax Tree ==\n")
	for i, r := range res.AST {
		if i > 0 {
			b.WriteByte('\n')
		}
		writeTree(o.Work, &b, astNode(r))
	}
	phys, err := physicalRoots(res, o, false)
	if err != nil {
		return "", err
	}
	if o.Streaming && o.ChangelogMode {
		if err := annotateChangelogModes(phys, res); err != nil {
			return "", err
		}
	}
	if o.EstimatedCost {
		if err := annotateCosts(phys, o.Streaming); err != nil {
			return "", err
		}
	}
	advice := ""
	if o.PlanAdvice {
		if advice, err = advise(phys); err != nil {
			return "", err
		}
		b.WriteString("\n== Optimized Physical Plan With Advice ==\n")
	} else {
		b.WriteString("\n== Optimized Physical Plan ==\n")
	}
	for i, r := range phys {
		if i > 0 {
			b.WriteByte('\n')
		}
		writeTree(o.Work, &b, r)
	}
	if o.PlanAdvice {
		b.WriteString("\n" + advice + "\n")
	}
	execRoots, err := physicalRoots(res, o, true)
	if err != nil {
		return "", err
	}
	b.WriteString("\n== Optimized Execution Plan ==\n")
	writeDAG(o.Work, &b, execRoots)
	if o.JSONExecutionPlan {
		js, err := executionPlanJSON(execRoots, o.Streaming)
		if err != nil {
			return "", err
		}
		b.WriteString("\n== Physical Execution Plan ==\n" + js + "\n")
	}
	return b.String(), nil
}

// physicalRoots translates the optimized graph, one root per tree; for the execution plan the
// nodes with one digest are one node, as Flink's sub-plan reuse leaves them.
func physicalRoots(res *opt.Result, o Options, exec bool) ([]*node, error) {
	graphRoots := res.Graph.Roots
	var origin map[plan.Node]plan.Node
	if !o.Streaming {
		// The names a rewritten top Calc takes: the query's, or those the sink prints.
		var rootNames [][]string
		sinks := sinkFields(res)
		for i, a := range res.AST {
			fields := names(a.Fields())
			if i < len(res.Graph.Roots) {
				if f, ok := sinks[res.Graph.Roots[i]]; ok {
					fields = f
				}
			}
			rootNames = append(rootNames, fields)
		}
		graphRoots, origin = flinkSubqueryJoins(graphRoots, rootNames)
	}
	p := &physical{exec: exec, stream: o.Streaming, memo: map[plan.Node]*node{}, sinkFields: sinkFieldsOf(res, graphRoots),
		reuse: o.ReuseSubPlan, origin: origin, work: o.Work}
	roots := make([]*node, len(graphRoots))
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
func dedupe(roots []*node, reuseSource bool) []*node {
	digests := map[*node]string{}
	first := map[string]*node{}
	done := map[*node]*node{}
	// A digest names its inputs by interned ids, not by their digests in full: equal ids mean
	// equal digests, and a chain of n nodes takes O(n) space, not O(n^2).
	ids := map[string]int{}
	var digest func(n *node) string
	digest = func(n *node) string {
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
	var reusable func(n *node) bool
	reusable = func(n *node) bool {
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
	var visit func(n *node) *node
	visit = func(n *node) *node {
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
	out := make([]*node, len(roots))
	for i, r := range roots {
		out[i] = visit(r)
	}
	return out
}
