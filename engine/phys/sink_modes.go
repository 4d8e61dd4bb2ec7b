package phys

import "github.com/flinkpad/flinkpad/engine/plan"

// EmitsUpdateBefore reports whether a node of a streaming plan emits -U rows as Flink's
// changelog inference settles it; true when the plan has no inferred mode for it (batch mode,
// or a node it does not know), where nothing may be dropped.
func (p *Plan) EmitsUpdateBefore(n plan.Node) bool {
	m, ok := p.modes[n]
	return !ok || m&plan.ModeUpdateBefore != 0
}
