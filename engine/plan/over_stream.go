package plan

import (
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// boundedTimeOverError refuses, in streaming mode, an OVER window whose frame starts a number
// of rows or an interval before the current row and is ordered by a time attribute. Flink runs
// it (its bounded rowtime and proctime OVER functions); Flinkpad's streaming OVER operator
// keeps only unbounded frames. Windows the operator rejects with Flink's own messages (calls
// over different windows, an order that is not a single ascending key, a non-time order) are
// left to it, so that those messages stay Flink's.
func (b *Binder) boundedTimeOverError(calls []*OverCall) error {
	if b.session == nil || !b.session.Streaming {
		return nil
	}
	first := calls[0]
	for _, c := range calls[1:] {
		if !c.SameWindow(first) {
			return nil
		}
	}
	if len(first.OrderBy) != 1 || first.OrderBy[0].Descending {
		return nil
	}
	f := first.Frame
	if f.Upper.Kind != sql.CurrentRow || f.Lower.Kind != sql.Preceding {
		return nil
	}
	if first.OrderBy[0].Expr.Type().TimeAttr == types.TimestampRegular {
		return nil // Flink: "Non-time attribute sort is not supported for bounded OVER window."
	}
	unit := "RANGE"
	if f.Rows {
		unit = "ROWS"
	}
	return notSupportedAt(first.Pos, "bounded OVER windows ("+unit+" BETWEEN ... PRECEDING) over a time attribute in streaming mode")
}
