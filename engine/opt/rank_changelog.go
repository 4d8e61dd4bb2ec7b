package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// rankChangelogMode is a streaming Rank's changelog, as Flink's changelog inference gives it:
// a row can enter the range, move in it and leave it, so every kind comes out (the -U rows
// only where a consumer needs them, which EXPLAIN's annotation decides).
func rankChangelogMode(n *plan.Rank) plan.ChangelogMode {
	return plan.Retract
}
