package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// rankChangelogMode is a streaming Rank's or OVER aggregate's changelog, as Flink's changelog
// inference gives it: a row can enter the range, move in it and leave it, and a row arriving
// before others in an OVER window's order updates their values, so every kind comes out (the
// -U rows only where a consumer needs them, which EXPLAIN's annotation decides).
func rankChangelogMode(plan.Node) plan.ChangelogMode {
	return plan.Retract
}
