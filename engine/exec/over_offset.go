package exec

import "github.com/flinkpad/flinkpad/engine/plan"

// offsetValues gives each row of a sorted partition LAG's or LEAD's value: the argument at the
// row offset rows before (LAG) or after (LEAD) it, or, where the partition has no such row or
// the argument is NULL there, the default evaluated at the row (NULL without one), as Flink's
// LagAggFunction does. The offset is a literal, so every row
// holds the same value of it.
func offsetValues(call *plan.OverCall, rows []overRow, idx []int, out []any) {
	for pos, i := range idx {
		offset, def := int64(1), any(nil)
		if r := rows[i].rest; len(r) > 0 {
			offset = toInt64(r[0])
			if len(r) > 1 {
				def = r[1]
			}
		}
		at := int64(pos) + offset
		if call.Func == "LAG" {
			at = int64(pos) - offset
		}
		out[i] = def
		if at >= 0 && at < int64(len(idx)) && rows[idx[at]].arg != nil {
			out[i] = rows[idx[at]].arg
		}
	}
}
