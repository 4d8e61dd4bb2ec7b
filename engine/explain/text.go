package explain

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// Options are the session's switches that shape the printed plans.
type Options struct {
	// ReuseSubPlan and ReuseSource are Flink's table.optimizer.reuse-sub-plan-enabled and
	// table.optimizer.reuse-source-enabled.
	ReuseSubPlan, ReuseSource bool
}

// Text is the EXPLAIN of an optimized plan in Flink's batch format: the abstract syntax tree,
// the optimized physical plan (each tree in full) and the optimized execution plan (shared
// nodes once, marked with reuse ids). Trees of a statement set are separated by blank lines.
func Text(res *opt.Result, o Options) (string, error) {
	var b strings.Builder
	b.WriteString("== Abstract Syntax Tree ==\n")
	for i, r := range res.AST {
		if i > 0 {
			b.WriteByte('\n')
		}
		writeTree(&b, astNode(r))
	}
	phys, err := physicalRoots(res, o, false)
	if err != nil {
		return "", err
	}
	b.WriteString("\n== Optimized Physical Plan ==\n")
	for i, r := range phys {
		if i > 0 {
			b.WriteByte('\n')
		}
		writeTree(&b, r)
	}
	execRoots, err := physicalRoots(res, o, true)
	if err != nil {
		return "", err
	}
	b.WriteString("\n== Optimized Execution Plan ==\n")
	writeDAG(&b, execRoots)
	return b.String(), nil
}

// physicalRoots translates the optimized graph, one root per tree; for the execution plan the
// nodes with one digest are one node, as Flink's sub-plan reuse leaves them.
func physicalRoots(res *opt.Result, o Options, exec bool) ([]*node, error) {
	p := &physical{exec: exec, memo: map[plan.Node]*node{}, sinkFields: sinkFields(res), reuse: o.ReuseSubPlan}
	roots := make([]*node, len(res.Graph.Roots))
	for i, r := range res.Graph.Roots {
		n, err := p.build(r)
		if err != nil {
			return nil, err
		}
		roots[i] = n
	}
	if o.ReuseSubPlan {
		roots = mergeSinks(roots)
	}
	if exec && o.ReuseSubPlan {
		roots = dedupe(roots, o.ReuseSource)
	}
	return roots, nil
}

// mergeSinks makes the sinks of a statement set that write one table alike (same columns and
// types) one sink over a UNION ALL of their inputs, where the first of them was, as Flink's
// SinkReuser does in batch mode.
func mergeSinks(roots []*node) []*node {
	first := map[string]int{}
	var out []*node
	for _, r := range roots {
		if r.name != "Sink" {
			out = append(out, r)
			continue
		}
		key := r.description() + strings.Join(r.inputs[0].types, ",")
		i, seen := first[key]
		if !seen {
			first[key] = len(out)
			out = append(out, r)
			continue
		}
		merged := out[i]
		if merged.inputs[0].name != "Union" || merged.inputs[0].source != nil {
			in := merged.inputs[0]
			u := &node{name: "Union", fields: merged.fields, types: in.types,
				attrs: []attr{{"all", "true"}, {"union", strings.Join(merged.fields, ", ")}}}
			u.inputs = []*node{in}
			cp := *merged
			cp.inputs = []*node{u}
			merged = &cp
			out[i] = merged
		}
		merged.inputs[0].inputs = append(merged.inputs[0].inputs, r.inputs[0])
	}
	return out
}

// sinkFields are the field names of each sink as Flink's conversion names them, which the
// physical plan keeps even where the optimizer dropped the projection that named them. The
// optimized sinks are matched to the converted ones by position.
func sinkFields(res *opt.Result) map[plan.Node][]string {
	out := map[plan.Node][]string{}
	for i, r := range res.Graph.Roots {
		s, ok := r.(*plan.Sink)
		if !ok || i >= len(res.AST) {
			continue
		}
		ast := astNode(res.AST[i])
		for _, a := range ast.attrs {
			if a.key == "fields" {
				out[s] = strings.Split(a.value, ", ")
			}
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
	var digest func(n *node) string
	digest = func(n *node) string {
		if d, ok := digests[n]; ok {
			return d
		}
		var b strings.Builder
		b.WriteString(n.description())
		b.WriteString(strings.Join(n.types, ","))
		for _, in := range n.inputs {
			b.WriteString("(" + digest(in) + ")")
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
