package phys

import (
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// StreamNodeDescription prints one node of an optimized plan graph as Flink's streaming
// physical plan names it in messages, such as the producer of the updates a sink cannot
// consume: "GroupAggregate(groupBy=[fruit], select=[fruit, SUM(qty) AS EXPR$1])".
func StreamNodeDescription(res *opt.Result, n plan.Node) (string, error) {
	p := &physical{stream: true, memo: map[plan.Node]*Node{}, sinkFields: sinkFields(res), props: opt.NewProps(), rows: map[plan.Node]float64{}}
	out, err := p.build(n)
	if err != nil {
		return "", err
	}
	if out.kind == KindRank {
		// Flink's changelog inference names the node before it picks a rank's strategy.
		for i, a := range out.attrs {
			if a.key == "strategy" {
				out.attrs[i].value = "UndefinedStrategy"
			}
		}
	}
	return out.description(), nil
}

// streamAggregate is Flink's streaming GroupAggregate: one node over an Exchange on the
// grouping fields, whose select names each call with its argument, DISTINCT included.
func (p *physical) streamAggregate(n *plan.Aggregate) (*Node, error) {
	in, err := p.build(n.Input)
	if err != nil {
		return nil, err
	}
	return p.streamAggregateOver(n, in, n.Calls)
}

// streamAggregateOver is the streaming GroupAggregate of n over in, calling calls, whose
// arguments are fields of in.
func (p *physical) streamAggregateOver(n *plan.Aggregate, in *Node, calls []plan.AggCall) (*Node, error) {
	outNames := plan.FieldNames(n.Output)
	sel := append([]string{}, in.fields[:n.Keys]...)
	retracting := !p.props.ChangelogMode(n.Input).IsInsertOnly()
	if p.splitDistinct && slices.ContainsFunc(calls, func(c plan.AggCall) bool { return c.Distinct }) {
		return nil, notExplainable("distinct aggregates split by table.optimizer.distinct-agg.split.enabled")
	}
	for i, c := range calls {
		arg := argText(c, in.fields)
		if c.Distinct {
			arg = "DISTINCT " + arg
		}
		name := c.Func
		if retracting && retractNamed[name] {
			// Over retractions Flink counts with its retracting COUNT (stream_changelog_shapes),
			// and collects and reduces variances with their retracting functions.
			name += "_RETRACT"
		}
		sel = append(sel, name+"("+arg+")"+filterSuffix(c, in.fields)+" AS "+outNames[n.Keys+i])
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
	return &Node{kind: KindGroupAggregate, inputs: []*Node{exchange(in, dist)}, fields: outNames, attrs: attrs}, nil
}

// streamPhysicalWhere is a Calc's condition in the streaming physical plan. Over a scan that
// took the filter too, Flink's streaming planner prints the condition as the scan prints its
// filter, string literals typed as the field they are compared with (the case
// stmtset_seed_explain_streaming records
// =(cCountry, _UTF-16LE'FRANCE':VARCHAR(2147483647) CHARACTER SET "UTF-16LE")); elsewhere with
// the Digest detail (stream_expr.go).
func streamPhysicalWhere(in *Node, cond plan.Expr, where string) string {
	if s, ok := in.source.(*plan.Scan); ok && in.kind == KindTableSourceScan && len(s.Filters) > 0 {
		return digestExpr(cond, in.fields)
	}
	return where
}

// sinkKinds are the changelogs Flink's sinks of each connector consume: print takes every
// kind of change, blackhole and upsert-kafka take upserts (they drop -U), filesystem and kafka
// inserts only.
var sinkKinds = map[string]opt.SinkKind{"print": opt.SinkRetract, "blackhole": opt.SinkUpsert, "filesystem": opt.SinkInsertOnly,
	"kafka": opt.SinkInsertOnly, "upsert-kafka": opt.SinkUpsert}

// streamModes infers the changelog mode of every node of a streaming plan (opt.ChangelogModes).
// With strict set, a sink of a connector whose changelog is not known fails; else it counts as
// consuming every kind.
func streamModes(res *opt.Result, props *opt.Props, strict bool) (map[plan.Node]plan.ChangelogMode, error) {
	for _, r := range res.Graph.Roots {
		if s, ok := r.(*plan.Sink); ok && strict {
			if id, _ := s.Table.Option("connector"); !hasSinkKind(id) {
				return nil, notExplainable("CHANGELOG_MODE into a " + id + " sink")
			}
		}
	}
	return opt.ChangelogModesOf(props, res.Graph.Roots, sinkKind), nil
}

func hasSinkKind(id string) bool {
	_, ok := sinkKinds[id]
	return ok
}

// nodeChangelogMode is a printed node's changelog mode: NONE for a sink, else its plan node's.
// The join or union inside a set operation's expansion stands for a plan node of its own, not
// in the plan, which emits its inputs' changes with -U, as the aggregate over it needs them.
func nodeChangelogMode(n *Node, modes map[plan.Node]plan.ChangelogMode) string {
	if _, sink := n.source.(*plan.Sink); sink && n.kind == KindSink {
		return "NONE"
	}
	if n.source == nil {
		return plan.InsertOnly.String()
	}
	if t := scanChangelogText(n); t != "" {
		return t
	}
	if m, ok := modes[n.source]; ok {
		return m.String()
	}
	return opt.ChangelogMode(n.source).String()
}

// annotateChangelogModes adds changelogMode=[...] to every node of a streaming physical plan,
// as EXPLAIN CHANGELOG_MODE prints it.
func annotateChangelogModes(roots []*Node, res *opt.Result, props *opt.Props) error {
	modes, err := streamModes(res, props, true)
	if err != nil {
		return err
	}
	eachNode(roots, func(n *Node) {
		n.attrs = append(n.attrs, attr{"changelogMode", nodeChangelogMode(n, modes)})
	})
	return nil
}
