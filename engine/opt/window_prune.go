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
	return &plan.WatermarkAssigner{Spanned: n.Spanned, Input: in, Rowtime: rowtime, Expr: remap(n.Expr, mappingOf(m)), Output: out}, m
}

// timeNodeDigest is the digest of the nodes of event time.
func timeNodeDigest(n plan.Node) (string, bool) {
	switch n := n.(type) {
	case *plan.WatermarkAssigner:
		return fmt.Sprintf("WatermarkAssigner(%d, %s)", n.Rowtime, exprKey(n.Expr)), true
	case *plan.WindowTVF:
		return fmt.Sprintf("WindowTVF(%s, %d, %d, %d, offset %v %d, partition %v)", n.Kind, n.TimeCol, n.Size, n.Slide,
			n.HasOffset, n.Offset, n.Partition), true
	default:
		// Partial by design: nodeAttributes digests the other kinds.
		return "", false
	}
}

// pruneWindowTVF lets the columns a query does not read go below a window table-valued
// function, which needs only its time column and a session's partition keys.
func (p *pruner) pruneWindowTVF(n *plan.WindowTVF, need map[int]bool) (plan.Node, []int) {
	start := n.WindowStart()
	childNeed := map[int]bool{n.TimeCol: true}
	for _, k := range n.Partition {
		childNeed[k] = true
	}
	for i := range need {
		if i < start {
			childNeed[i] = true
		}
	}
	in, m := p.prune(n.Input, childNeed, nil)
	if in == n.Input {
		return n, identityMapping(len(n.Output))
	}
	c := *n
	c.Input = in
	c.TimeCol = m[n.TimeCol]
	c.Partition = nil
	for _, k := range n.Partition {
		c.Partition = append(c.Partition, m[k])
	}
	c.Output = append(slices.Clone(in.Fields()), n.Output[start:]...)
	mapping := append(slices.Clone(m), len(in.Fields()), len(in.Fields())+1, len(in.Fields())+2)
	return &c, mapping
}
