package opt

import (
	"regexp"
	"strconv"

	"github.com/flinkpad/flinkpad/engine/plan"
)

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
	r.Input = renumberKeys(in)
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

// positional matches the names Calcite gives a projection's unnamed expressions ($4).
var positional = regexp.MustCompile(`^\$[0-9]+$`)

// renumberKeys names the computed keys a Calc below a Rank holds by their positions after
// pruning, as the projection Calcite makes there once the fields are pruned names them
// (orderBy=[$4 DESC]); rankInput named them by their positions before.
func renumberKeys(in plan.Node) plan.Node {
	c, ok := in.(*plan.Calc)
	if !ok {
		return in
	}
	var out []plan.Field
	for i, f := range c.Output {
		if _, ref := c.Exprs[i].(*plan.InputRef); ref || !positional.MatchString(f.Name) || f.Name == "$"+strconv.Itoa(i) {
			continue
		}
		if out == nil {
			out = append([]plan.Field{}, c.Output...)
		}
		out[i].Name = "$" + strconv.Itoa(i)
	}
	if out == nil {
		return in
	}
	r := *c
	r.Output = out
	return &r
}
