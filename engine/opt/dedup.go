package opt

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Dedup is a streaming Rank that Flink runs as a deduplication: ROW_NUMBER kept at rank 1
// without the number, over an insert-only input, ordered by one time attribute. Flink's plan
// keeps it a Rank and its execution plan prints it as Deduplicate (StreamExecDeduplicate).
type Dedup struct {
	// KeepLast keeps each key's last row (ordered descending), else its first.
	KeepLast bool
	// Rowtime says the order is an event-time attribute, else processing time.
	Rowtime bool
}

// Deduplication reports whether a streaming Rank is a deduplication, and which.
func (pr *Props) Deduplication(n *plan.Rank) (Dedup, bool) {
	if n.Func != "ROW_NUMBER" || n.Start != 1 || n.End != 1 || n.OutputRankNumber || len(n.OrderBy) != 1 {
		return Dedup{}, false
	}
	attr := n.OrderBy[0].Expr.Type().TimeAttr
	if attr == types.TimestampRegular || !pr.ChangelogMode(n.Input).IsInsertOnly() {
		return Dedup{}, false
	}
	return Dedup{KeepLast: n.OrderBy[0].Descending, Rowtime: attr == types.TimestampRowtime}, true
}
