package phys

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// batchSetOpAll prints INTERSECT ALL and EXCEPT ALL as Flink's batch planner rewrites them, the
// streaming plan's shape (stream_setop_all.go) with the count aggregate in Flink's two batch
// phases: a LocalHashAggregate of Partial_COUNT or Partial_SUM over the marked Union, an
// Exchange on the fields, and the merging HashAggregate. Flink's cost model plans inputs small
// enough to broadcast (VALUES) otherwise (a one-phase sort aggregate, the exchanges pushed
// below the Union, the filters of VALUES folded into their rows), which Flinkpad does not
// model: those run as built here, and their plans are refused (unprintableShape). lowered, when
// not nil, holds the plan nodes the set operation was lowered into (setop_all_lower.go).
func (p *physical) batchSetOpAll(n *plan.SetOp, lowered *loweredSetOpAll) (*Node, error) {
	if p.relSize(n.Left) <= broadcastThreshold || p.relSize(n.Right) <= broadcastThreshold {
		// The rewrite runs as built; its plan is not the one Flink prints.
		p.unprintableShape(n.Kind.String() + " ALL of an input small enough to broadcast")
	}
	return p.setOpAll(n, lowered, func(union *Node, width int, _, _, names []string, aggs []plan.AggCall, source plan.Node) *Node {
		argTs := make([]types.Type, len(aggs))
		for i, c := range aggs {
			argTs[i] = c.T
		}
		outNames := append(append([]string{}, union.fields[:width]...), names...)
		global := p.aggregatePhases(union, seqInts(width), aggs, outNames, source, argTs)
		if lowered == nil {
			global.part = middle
		}
		return global
	})
}
