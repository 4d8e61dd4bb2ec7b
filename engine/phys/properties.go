package phys

import (
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// properties is what the planner derives for the plan node a node of the execution plan stands
// for, recorded on the node once, after the passes, so that the printers, the graph and the
// checks read it rather than derive it again: the changelog mode and the upsert keys
// (streaming only: they describe a changelog), the unique keys, the fields that are time
// attributes, and the span of the SQL the node came from.
type properties struct {
	mode       string
	upsertKeys [][]int
	uniqueKeys [][]int
	timeAttrs  []int
	span       plan.Span
}

// recordProperties records every execution plan node's properties (see properties), each
// node once. The keys and time attributes are those of nodes of the optimized plan; a node
// standing for one the translation made (a subquery's plan as Flink shapes it) has none.
func (p *Plan) recordProperties(res *opt.Result) {
	eachNode(p.Exec, func(n *Node) {
		if p.streaming {
			n.props.mode = nodeChangelogMode(n, p.modes)
		}
		if n.source != nil {
			n.props.span = plan.NodeSpan(n.source)
			if res.Graph.Consumers(n.source) > 0 && len(n.source.Fields()) == len(n.fields) {
				if p.streaming {
					n.props.upsertKeys = p.props.UpsertKeys(n.source)
				}
				n.props.uniqueKeys = p.uniqueKeys(n)
				for i, f := range n.source.Fields() {
					if f.Type.TimeAttr != types.TimestampRegular {
						n.props.timeAttrs = append(n.props.timeAttrs, i)
					}
				}
			}
		}
	})
}

// uniqueKeys are a node's unique keys: its source plan node's, but none for a node that stands
// for a first or inner part of it, whose rows are not the plan node's (a local aggregate's are
// partial, as FlinkRelMdUniqueKeys says of local aggregates; the UNION ALL under a UNION's
// distinct aggregate repeats rows), and none for a sink (Flink's catch-all handler).
func (p *Plan) uniqueKeys(n *Node) [][]int {
	if n.part == PartFirst || n.part == PartMiddle || n.kind == KindSink {
		return nil
	}
	return p.props.UniqueKeys(n.source, p.streaming)
}

// ChangelogModeString is the row kinds the node emits in streaming mode, as EXPLAIN
// CHANGELOG_MODE prints them ("I,UB,UA,D"; "NONE" for a sink); empty in batch mode.
func (n *Node) ChangelogModeString() string { return n.props.mode }

// UpsertKeys are the sets of the node's fields that identify a row across its changes, as
// Flink's FlinkRelMdUpsertKeys derives them; nil in batch mode and for a node whose fields are
// not its source's.
func (n *Node) UpsertKeys() [][]int { return n.props.upsertKeys }

// UniqueKeys are the sets of the node's fields no two of its rows share, as Flink's
// FlinkRelMdUniqueKeys derives them; nil for a node whose fields are not its source's.
func (n *Node) UniqueKeys() [][]int { return n.props.uniqueKeys }

// TimeAttributes are the indexes of the node's fields that are time attributes (a rowtime or
// a proctime).
func (n *Node) TimeAttributes() []int { return n.props.timeAttrs }

// Span is where in the statement's text the SQL the node came from is; not valid for a node
// the translation made without a plan node of its own.
func (n *Node) Span() plan.Span { return n.props.span }
