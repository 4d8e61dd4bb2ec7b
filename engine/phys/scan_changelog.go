package phys

import (
	"github.com/flinkpad/flinkpad/engine/plan"
)

// dropUpdateBeforePass puts Flink's DropUpdateBefore above each scan of a changelog source (a
// CDC format, every kind) whose consumers want +U alone, as Flink's
// SatisfyUpdateKindTraitVisitor does (case format_debezium_explain_changelog_mode): the
// changelog inference then gives the scan's plan node the mode without -U, which the
// DropUpdateBefore prints, while the scan prints its source's. The run reads through it as
// through an exchange: the executor passes the source's rows on with their kinds.
func dropUpdateBeforePass(s *state) error {
	if !s.o.Streaming {
		return nil
	}
	modes, err := streamModes(s.res, s.props, false)
	if err != nil {
		return err
	}
	wrapped := map[*Node]*Node{}
	wrap := func(n *Node) *Node {
		sc, ok := n.source.(*plan.Scan)
		if n.kind != KindTableSourceScan || !ok || !dropsUpdateBefore(sc, modes) {
			return n
		}
		if w, ok := wrapped[n]; ok {
			return w
		}
		w := &Node{kind: KindDropUpdateBefore, inputs: []*Node{n}, fields: n.fields, types: n.types, source: sc}
		wrapped[n] = w
		s.fire(1)
		return w
	}
	eachNode(s.roots, func(n *Node) {
		if n.kind == KindDropUpdateBefore {
			return
		}
		for i, in := range n.inputs {
			n.inputs[i] = wrap(in)
		}
	})
	for i, r := range s.roots {
		s.roots[i] = wrap(r)
	}
	return nil
}

// dropsUpdateBefore reports whether a scan's source emits -U that its consumers do not want.
func dropsUpdateBefore(s *plan.Scan, modes map[plan.Node]plan.ChangelogMode) bool {
	m, ok := modes[s]
	return ok && s.Changelog&plan.ModeUpdateBefore != 0 && m&plan.ModeUpdateBefore == 0
}

// scanChangelogText is the changelogMode a CDC source's scan prints: its source's, -U
// included, whatever its consumers want ("" for another node). An upsert source's scan prints
// what the changelog inference gives it below its ChangelogNormalize.
func scanChangelogText(n *Node) string {
	if s, ok := n.source.(*plan.Scan); ok && n.kind == KindTableSourceScan && s.Changelog&plan.ModeUpdateBefore != 0 {
		return s.Changelog.String()
	}
	return ""
}
