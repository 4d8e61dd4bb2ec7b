package exec

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// dedupOrder reads whether a Rank is Flink's Deduplicate (StreamPhysicalDeduplicateRule):
// ROW_NUMBER kept at rank 1 without the number, over an insert-only input, ordered by one time
// attribute. It returns whether to keep the last row (ordered descending) and whether the
// attribute is a rowtime.
func dedupOrder(n *plan.Rank, insertOnly bool) (keepLast, rowtime, ok bool) {
	if n.Func != "ROW_NUMBER" || n.Start != 1 || n.End != 1 || n.OutputRankNumber || !insertOnly || len(n.OrderBy) != 1 {
		return false, false, false
	}
	k := n.OrderBy[0]
	attr := k.Expr.Type().TimeAttr
	if attr == types.TimestampRegular {
		return false, false, false
	}
	return k.Descending, attr == types.TimestampRowtime, true
}

// dedup is Flink's deduplication of a partition's rows: on processing time the first row is
// kept for good (keep first) or each row replaces the kept one with -U/+U (keep last); on event
// time a row replaces the kept one when its time is earlier (keep first) or not earlier (keep
// last), as the RowTimeDeduplicateFunction compares them.
func (o *streamRankOp) dedup(p *rankPartition, r rankRow, out *changes) error {
	if len(p.groups) == 0 {
		if _, err := p.add(o.keys, r); err != nil {
			return err
		}
		return out.emit(types.Insert, r.values, 1)
	}
	prev := p.groups[0]
	replace := o.keepLast
	if o.rowtime {
		c, err := compareKeys(r.keys[0], prev.key[0], plan.SortKey{})
		if err != nil {
			return err
		}
		replace = c < 0
		if o.keepLast {
			replace = c >= 0
		}
	}
	if !replace {
		return nil
	}
	p.groups[0] = &rankGroup{key: r.keys, rows: [][]any{r.values}}
	if err := out.emit(types.UpdateBefore, prev.rows[0], 1); err != nil {
		return err
	}
	return out.emit(types.UpdateAfter, r.values, 1)
}
