package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// rankChangelogMode is a streaming Rank's or OVER aggregate's changelog, as Flink's changelog
// inference gives it: a row can enter the range, move in it and leave it, and a row arriving
// before others in an OVER window's order updates their values, so every kind comes out (the
// -U rows only where a consumer needs them, which EXPLAIN's annotation decides). A
// deduplication keeping each key's first row only inserts, on event time as on processing time.
func (pr *Props) rankChangelogMode(n plan.Node) plan.ChangelogMode {
	if r, ok := n.(*plan.Rank); ok {
		if d, ok := pr.Deduplication(r); ok && !d.KeepLast {
			return plan.InsertOnly
		}
	}
	return plan.Retract
}
