package opt

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// rankChangelogMode is a streaming Rank's or OVER aggregate's changelog, as Flink's changelog
// inference gives it: a row can enter the range, move in it and leave it, and a row arriving
// before others in an OVER window's order updates their values, so every kind comes out (the
// -U rows only where a consumer needs them, which EXPLAIN's annotation decides). A
// deduplication keeping each key's first row only inserts, on event time as on processing time,
// and so does an OVER aggregate ordered by a time attribute: its rows come out in time order,
// each once. A window Top-N or deduplication (WindowRank, WindowDeduplicate) inserts only:
// each window emits its rows once, when it fires.
func (pr *Props) rankChangelogMode(n plan.Node) plan.ChangelogMode {
	switch n := n.(type) {
	case *plan.Rank:
		if plan.IsWindowRank(n) {
			// WindowRank and WindowDeduplicate emit a window's rows once, when it fires.
			return plan.InsertOnly
		}
		if d, ok := pr.Deduplication(n); ok && !d.KeepLast {
			return plan.InsertOnly
		}
	case *plan.Over:
		if o := n.Calls[0].OrderBy; len(o) == 1 && o[0].Expr.Type().TimeAttr != types.TimestampRegular {
			return plan.InsertOnly
		}
	default:
		panic(plan.UnknownKind("opt.rankChangelogMode", n))
	}
	return plan.Retract
}
