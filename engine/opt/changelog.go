package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// ChangelogMode derives the row kinds a node emits in streaming mode, as Flink's
// FlinkChangelogModeInferenceProgram does for the nodes Flinkpad streams: sources and VALUES
// insert, Calcs and UNION ALL pass their inputs' kinds on, and a group aggregate emits
// inserts and updates, and deletes too when its input retracts (a group can then empty).
// Every update is a retraction pair (-U, +U), as the sinks Flinkpad has all consume.
func ChangelogMode(n plan.Node) plan.ChangelogMode {
	switch n := n.(type) {
	case *plan.Aggregate:
		if ChangelogMode(n.Input).IsInsertOnly() {
			return plan.ModeInsert | plan.ModeUpdateBefore | plan.ModeUpdateAfter
		}
		return plan.Retract
	case *plan.Sink:
		return ChangelogMode(n.Input)
	}
	var m plan.ChangelogMode
	for _, in := range n.Inputs() {
		m |= ChangelogMode(in)
	}
	if m == 0 {
		m = plan.InsertOnly
	}
	return m
}
