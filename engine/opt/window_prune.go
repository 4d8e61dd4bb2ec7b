package opt

import (
	"fmt"
	"slices"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// pruneWatermarkAssigner lets the columns a query does not read go below a watermark
// assigner, as Flink pushes projections through it: the assigner needs only its rowtime and
// what its watermark expression reads.
func (p *pruner) pruneWatermarkAssigner(n *plan.WatermarkAssigner, need map[int]bool) (plan.Node, []int) {
	childNeed := copySet(need)
	childNeed[n.Rowtime] = true
	refsOf(n.Expr, childNeed)
	in, m := p.prune(n.Input, childNeed, nil)
	if in == n.Input {
		return n, m
	}
	out := slices.Clone(in.Fields())
	rowtime := m[n.Rowtime]
	out[rowtime].Type = plan.RowtimeType(out[rowtime].Type)
	return &plan.WatermarkAssigner{Input: in, Rowtime: rowtime, Expr: remap(n.Expr, mappingOf(m)), Output: out}, m
}

// timeNodeDigest is the digest of the nodes of event time.
func timeNodeDigest(n plan.Node) (string, bool) {
	switch n := n.(type) {
	case *plan.WatermarkAssigner:
		return fmt.Sprintf("WatermarkAssigner(%d, %s)", n.Rowtime, exprKey(n.Expr)), true
	}
	return "", false
}
