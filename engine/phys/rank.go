package phys

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// astOverProject prints a select list over an Over node as Calcite's LogicalProject holding
// the window calls: rn=[ROW_NUMBER() OVER (PARTITION BY $0 ORDER BY $1 DESC NULLS LAST)].
func astOverProject(n *plan.Project, o *plan.Over) *Node {
	width := len(o.Input.Fields())
	w, err := newCalciteWindow(o)
	out := &Node{kind: KindLogicalProject, inputs: []*Node{astNode(o.Input)}}
	for i, e := range n.Exprs {
		s := rexDigest(e)
		if ref, ok := e.(*plan.InputRef); ok && ref.Index >= width {
			s = o.Calls[ref.Index-width].Format(overArgDigest)
			if err == nil {
				// Calcite's conversion writes some calls as expressions of others (SUM as
				// CASE(>(COUNT(x), 0), $SUM0(x), null)).
				s = rexDigest(w.exprs[ref.Index-width])
			}
		}
		out.attrs = append(out.attrs, attr{n.Output[i].Name, s})
	}
	return out
}

// rank prints a Rank as Flink's physical plans do. In streaming mode it is one Rank over an
// Exchange on the partition keys, with the strategy its input's changelog gives (an updating
// input retracts). In batch mode it is a local Rank that keeps the ranks up to the end, an
// Exchange and a global Rank, each over a Sort on the partition and order keys, and only the
// global one when there are no partition keys.
func (p *physical) rank(n *plan.Rank) (*Node, error) {
	if p.stream {
		if w, ok := WindowRankOf(n, p.props); ok {
			return p.windowRank(n, w)
		}
	}
	in, err := p.build(n.Input)
	if err != nil {
		return nil, err
	}
	fields := append([]string{}, in.fields...)
	if n.OutputRankNumber {
		fields = append(fields, n.RankName)
	}
	var order []string
	for _, k := range n.OrderBy {
		dir := " ASC"
		if k.Descending {
			dir = " DESC"
		}
		order = append(order, in.fields[k.Expr.(*plan.InputRef).Index]+dir)
	}
	var partition []string
	for _, f := range n.PartitionBy {
		partition = append(partition, in.fields[f])
	}
	dist := "single"
	if len(n.PartitionBy) > 0 {
		dist = hashOf(in.fields, n.PartitionBy)
	}
	attrs := func(start int64, global string, select_ []string) []attr {
		a := []attr{{"rankType", n.Func},
			{"rankRange", "rankStart=" + strconv.FormatInt(start, 10) + ", rankEnd=" + strconv.FormatInt(n.End, 10)},
			{"partitionBy", strings.Join(partition, ", ")}, {"orderBy", strings.Join(order, ", ")}}
		if global != "" {
			a = append(a, attr{"global", global})
		}
		return append(a, attr{"select", strings.Join(select_, ", ")})
	}
	if p.stream {
		if d, ok := p.props.Deduplication(n); ok {
			return p.dedup(n, d, in, fields, partition, order, dist), nil
		}
		strategy := "AppendFastStrategy"
		if !p.props.ChangelogMode(n.Input).IsInsertOnly() {
			strategy = "RetractStrategy"
		}
		a := append([]attr{{"strategy", strategy}}, attrs(n.Start, "", fields)...)
		return &Node{kind: KindRank, inputs: []*Node{exchange(in, dist)}, fields: fields, source: n, attrs: a}, nil
	}
	sortKeys := make([]string, 0, len(partition)+len(order))
	for _, f := range partition {
		sortKeys = append(sortKeys, f+" ASC")
	}
	sortKeys = append(sortKeys, order...)
	sorted := func(input *Node) *Node {
		s := &Node{kind: KindSort, inputs: []*Node{input}, fields: input.fields, types: input.types, source: n, part: middle,
			attrs: []attr{{"orderBy", strings.Join(sortKeys, ", ")}}}
		if p.exec && len(partition) > 0 {
			return exchange(s, "forward")
		}
		return s
	}
	below := exchange(in, dist)
	if len(partition) > 0 {
		local := &Node{kind: KindRank, inputs: []*Node{sorted(in)}, fields: in.fields, types: in.types, source: n, part: first,
			attrs: attrs(1, "false", in.fields)}
		below = exchange(local, dist)
	}
	part := last
	if len(partition) == 0 {
		part = whole
	}
	return &Node{kind: KindRank, inputs: []*Node{sorted(below)}, fields: fields, source: n, part: part,
		attrs: attrs(n.Start, "true", fields)}, nil
}
