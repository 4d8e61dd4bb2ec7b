package explain

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// StreamNodeDescription prints one node of an optimized plan graph as Flink's streaming
// physical plan names it in messages, such as the producer of the updates a sink cannot
// consume: "GroupAggregate(groupBy=[fruit], select=[fruit, SUM(qty) AS EXPR$1])".
func StreamNodeDescription(res *opt.Result, n plan.Node) (string, error) {
	if hasJoinOrSort(n) {
		return "", &notExplainable{"joins, Top-N and set operations in streaming mode"}
	}
	p := &physical{stream: true, memo: map[plan.Node]*node{}, sinkFields: sinkFields(res)}
	out, err := p.build(n)
	if err != nil {
		return "", err
	}
	return out.description(), nil
}

// streamAggregate is Flink's streaming GroupAggregate: one node over an Exchange on the
// grouping fields, whose select names each call with its argument, DISTINCT included.
func (p *physical) streamAggregate(n *plan.Aggregate) (*node, error) {
	in, err := p.build(n.Input)
	if err != nil {
		return nil, err
	}
	outNames := names(n.Output)
	sel := append([]string{}, in.fields[:n.Keys]...)
	for i, c := range n.Calls {
		arg := "*"
		if c.Arg >= 0 {
			arg = in.fields[c.Arg]
		}
		if c.Distinct {
			arg = "DISTINCT " + arg
		}
		sel = append(sel, c.Func+"("+arg+") AS "+outNames[n.Keys+i])
	}
	var attrs []attr
	if n.Keys > 0 {
		attrs = append(attrs, attr{"groupBy", strings.Join(in.fields[:n.Keys], ", ")})
	}
	attrs = append(attrs, attr{"select", strings.Join(sel, ", ")})
	// Rows reach the aggregate hashed on its keys, or all in one task without keys.
	dist := "single"
	if n.Keys > 0 {
		keys := make([]int, n.Keys)
		for i := range keys {
			keys[i] = i
		}
		dist = hashOf(in.fields, keys)
	}
	return &node{name: "GroupAggregate", inputs: []*node{exchange(in, dist)}, fields: outNames, attrs: attrs}, nil
}

// hasJoinOrSort reports whether a plan reads a node whose streaming text Flinkpad does not
// print yet: a join, a sort (Top-N) or a set operation other than UNION ALL.
func hasJoinOrSort(n plan.Node) bool {
	switch n := n.(type) {
	case *plan.Join:
		return true
	case *plan.Sort:
		return !plan.IsTemporalSort(n)
	case *plan.SetOp:
		if n.Kind != "UNION" || !n.All {
			return true
		}
	}
	for _, in := range n.Inputs() {
		if hasJoinOrSort(in) {
			return true
		}
	}
	return false
}

// streamChangelogMode is a graph node's changelog mode: its plan node's, "NONE" for a sink.
func streamChangelogMode(n *node) string {
	if n.source == nil {
		return ""
	}
	if _, ok := n.source.(*plan.Sink); ok && n.name == "Sink" {
		return "NONE"
	}
	return opt.ChangelogMode(n.source).String()
}

// StreamExplainable reports whether Flinkpad prints a plan's streaming text: plans of scans,
// VALUES, Calcs, UNION ALL and group aggregates.
func StreamExplainable(n plan.Node) bool { return !hasJoinOrSort(n) }

// streamPhysicalWhere is a Calc's condition in the streaming physical plan. Over a scan that
// took the filter too, Flink's streaming planner prints the condition as the scan prints its
// filter, literals with their types (the case stmtset_seed_explain_streaming records
// =(cCountry, _UTF-16LE'FRANCE':VARCHAR(2147483647) CHARACTER SET "UTF-16LE") where batch mode
// prints =(cCountry, 'FRANCE')); elsewhere it prints as batch mode does.
func streamPhysicalWhere(in *node, cond plan.Expr, where string) string {
	if s, ok := in.source.(*plan.Scan); ok && in.name == "TableSourceScan" && len(s.Filters) > 0 {
		return digestExpr(cond, in.fields)
	}
	return where
}

// annotateChangelogModes adds changelogMode=[...] to every node of a streaming physical plan,
// as EXPLAIN CHANGELOG_MODE prints it: NONE for a sink, and each node's row kinds, without -U
// where no consumer needs it. A query's collect sink takes upserts and a group aggregate
// retracts its input's old rows, so they need none and all; of the sinks Flinkpad knows how
// print consumes (-U included, with or without a primary key), as recorded.
func annotateChangelogModes(roots []*node, res *opt.Result) error {
	needsUB := map[plan.Node]bool{}
	var require func(n plan.Node, ub bool)
	require = func(n plan.Node, ub bool) {
		needsUB[n] = needsUB[n] || ub
		if _, ok := n.(*plan.Aggregate); ok {
			ub = true
		}
		for _, in := range n.Inputs() {
			require(in, ub)
		}
	}
	for _, r := range res.Graph.Roots {
		ub := false
		if s, ok := r.(*plan.Sink); ok {
			if id, _ := s.Table.Option("connector"); id != "print" {
				return &notExplainable{"CHANGELOG_MODE into a " + id + " sink"}
			}
			ub = true
		}
		require(r, ub)
	}
	seen := map[*node]bool{}
	var walk func(n *node)
	walk = func(n *node) {
		if seen[n] {
			return
		}
		seen[n] = true
		mode := "NONE"
		if _, sink := n.source.(*plan.Sink); !sink || n.name != "Sink" {
			m := opt.ChangelogMode(n.source)
			if !needsUB[n.source] {
				m &^= plan.ModeUpdateBefore
			}
			mode = m.String()
		}
		n.attrs = append(n.attrs, attr{"changelogMode", mode})
		for _, in := range n.inputs {
			walk(in)
		}
	}
	for _, r := range roots {
		walk(r)
	}
	return nil
}
