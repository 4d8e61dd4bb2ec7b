package phys

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// WindowRank is how a streaming Rank partitioned by a window's window_start and window_end
// runs, as Flink's StreamPhysicalWindowRankRule and StreamPhysicalWindowDeduplicateRule plan
// it: a WindowRank, or a WindowDeduplicate when the rank keeps one row per key by a time
// attribute (RankUtil.canConvertToDeduplicate). The physical plan makes it once, prints it,
// and the executor builds its operator from it (Run.WindowRank).
type WindowRank struct {
	// Window is the window table function the window columns come from.
	Window *plan.WindowTVF
	// Start and End are the rank's input fields that are window_start and window_end.
	Start, End int
	// Partition are the other partition keys, in field order (Flink's ImmutableBitSet).
	Partition []int
	// Dedup says the rank runs as a WindowDeduplicate; KeepLast then keeps each key's last
	// row, else its first.
	Dedup, KeepLast bool
}

// WindowRankOf is the window rank a streaming Rank runs as; ok is false for a rank that is no
// window rank.
func WindowRankOf(n *plan.Rank, props *opt.Props) (w WindowRank, ok bool) {
	if !plan.IsWindowRank(n) {
		return WindowRank{}, false
	}
	end, tvf := plan.WindowRankEnd(n)
	if end < 0 || tvf == nil {
		return WindowRank{}, false
	}
	w = WindowRank{Window: tvf, Start: -1, End: end}
	for _, f := range n.PartitionBy {
		switch {
		case f == end:
		case w.Start < 0 && plan.WindowRoleOf(n.Input, f) == plan.WindowStartColumn:
			w.Start = f
		default:
			w.Partition = append(w.Partition, f)
		}
	}
	slices.Sort(w.Partition)
	w.Partition = slices.Compact(w.Partition)
	var d opt.Dedup
	if props != nil {
		d, w.Dedup = props.Deduplication(n)
	} else {
		d, w.Dedup = opt.Deduplication(n)
	}
	w.KeepLast = d.KeepLast
	return w, w.Start >= 0
}

// windowRank prints a window rank as Flink does: WindowRank(window=[TUMBLE(win_start=[..],
// win_end=[..], size=[5 s])], rankType, rankRange, partitionBy, orderBy, select) or
// WindowDeduplicate(window, keep, partitionKeys, orderKey, order=[ROWTIME]), over an Exchange
// hashed on the partition keys besides the window's, single without them. Both plans print it
// alike.
func (p *physical) windowRank(n *plan.Rank, w WindowRank) (*Node, error) {
	in, err := p.build(n.Input)
	if err != nil {
		return nil, err
	}
	window := windowSpec(w.Window, "win_start=["+in.fields[w.Start]+"], win_end=["+in.fields[w.End]+"]")
	partition := make([]string, len(w.Partition))
	for i, f := range w.Partition {
		partition[i] = in.fields[f]
	}
	dist := "single"
	if len(w.Partition) > 0 {
		dist = hashOf(in.fields, w.Partition)
	}
	below := exchange(in, dist)
	if w.Dedup {
		order, ok := n.OrderBy[0].Expr.(*plan.InputRef)
		if !ok {
			return nil, notExplainable("a window deduplication ordered by an expression")
		}
		keep := "FirstRow"
		if w.KeepLast {
			keep = "LastRow"
		}
		attrs := []attr{{"window", window}, {"keep", keep}, {"partitionKeys", strings.Join(partition, ", ")},
			{"orderKey", in.fields[order.Index]}, {"order", "ROWTIME"}}
		return &Node{kind: KindWindowDeduplicate, inputs: []*Node{below}, fields: in.fields, source: n, attrs: attrs,
			windowRank: &w}, nil
	}
	var order []string
	for _, k := range n.OrderBy {
		r, ok := k.Expr.(*plan.InputRef)
		if !ok {
			return nil, notExplainable("a window Top-N ordered by an expression")
		}
		dir := " ASC"
		if k.Descending {
			dir = " DESC"
		}
		order = append(order, in.fields[r.Index]+dir)
	}
	fields := append([]string{}, in.fields...)
	if n.OutputRankNumber {
		fields = append(fields, n.RankName)
	}
	attrs := []attr{{"window", window}, {"rankType", n.Func},
		{"rankRange", "rankStart=" + strconv.FormatInt(n.Start, 10) + ", rankEnd=" + strconv.FormatInt(n.End, 10)},
		{"partitionBy", strings.Join(partition, ", ")}, {"orderBy", strings.Join(order, ", ")},
		{"select", strings.Join(fields, ", ")}}
	return &Node{kind: KindWindowRank, inputs: []*Node{below}, fields: fields, source: n, attrs: attrs, windowRank: &w}, nil
}
