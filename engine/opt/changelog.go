package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// ChangelogMode derives the row kinds a node emits in streaming mode, as Flink's
// FlinkChangelogModeInferenceProgram does for the nodes Flinkpad streams: sources and VALUES
// insert, Calcs and UNION ALL pass their inputs' kinds on, a group aggregate emits inserts
// and updates, and deletes too when its input retracts (a group can then empty), and a join
// retracts when it is outer or its inputs retract.
// Every update is a retraction pair (-U, +U), as the sinks Flinkpad has all consume.
func ChangelogMode(n plan.Node) plan.ChangelogMode {
	switch n := n.(type) {
	case *plan.Sort:
		if plan.IsTemporalSort(n) {
			return plan.InsertOnly // a sort on time emits each row once
		}
		return plan.InsertOnly | plan.ModeDelete // a Top-N retracts the rows that leave it
	case *plan.Aggregate:
		if _, _, _, ok := plan.WindowAggregateShape(n); ok {
			return plan.InsertOnly // a window emits each result once
		}
	}
	switch n := n.(type) {
	case *plan.Aggregate:
		if ChangelogMode(n.Input).IsInsertOnly() {
			return plan.ModeInsert | plan.ModeUpdateBefore | plan.ModeUpdateAfter
		}
		return plan.Retract
	case *plan.Join:
		// An outer join retracts its padded rows; any join retracts what its inputs retract.
		if n.Kind != "INNER" || !ChangelogMode(n.Left).IsInsertOnly() || !ChangelogMode(n.Right).IsInsertOnly() {
			return plan.Retract
		}
		return plan.InsertOnly
	case *plan.SetOp:
		if n.Kind != "UNION" || !n.All {
			// Rows leave the result as the counts change (stream_setop.go).
			return plan.InsertOnly | plan.ModeDelete
		}
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
