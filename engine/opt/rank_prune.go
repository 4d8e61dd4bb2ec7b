package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// pruneRank drops the input fields a streaming Rank's consumers do not read and its keys do
// not need, as Flink's streaming plans project them away below the Rank's exchange (batch
// plans keep them).
func (p *pruner) pruneRank(n *plan.Rank, need map[int]bool) (plan.Node, []int) {
	width := len(n.Input.Fields())
	childNeed := map[int]bool{}
	for f := range need {
		if f < width {
			childNeed[f] = true
		}
	}
	for _, f := range n.PartitionBy {
		childNeed[f] = true
	}
	for _, f := range n.OrderFields() {
		childNeed[f] = true
	}
	var in plan.Node
	var m []int
	switch n.Input.(type) {
	case *plan.WatermarkAssigner, *plan.WindowTVF:
		in, m = p.pruneRankOverWatermark(n.Input, childNeed)
	default:
		in, m = p.prune(n.Input, childNeed, nil)
	}
	if in == n.Input {
		return n, identityMapping(len(n.Fields()))
	}
	r := *n
	r.Input = in
	r.PartitionBy = make([]int, len(n.PartitionBy))
	for i, f := range n.PartitionBy {
		r.PartitionBy[i] = m[f]
	}
	r.OrderBy = make([]plan.SortKey, len(n.OrderBy))
	for i, k := range n.OrderBy {
		r.OrderBy[i] = k
		r.OrderBy[i].Expr = remap(k.Expr, mappingOf(m))
	}
	out := append([]int{}, m...)
	if n.OutputRankNumber {
		out = append(out, len(in.Fields()))
	}
	return &r, out
}
