package plan

// WindowRole is the window column a field is: a window table function's window_start or
// window_end, passed on unchanged, as Flink's window properties metadata
// (FlinkRelMdWindowProperties) tracks them for window joins, ranks and deduplication.
type WindowRole int8

// The roles of a field.
const (
	NotWindowColumn WindowRole = iota
	WindowStartColumn
	WindowEndColumn
)

// fieldSource follows field of n down through projections and filters that pass it on
// unchanged, to the node that computes it and its index there; nil where a projection computes
// it from an expression.
func fieldSource(n Node, field int) (Node, int) {
	for {
		var e Expr
		switch x := n.(type) {
		case *Project:
			n, e = x.Input, x.Exprs[field]
		case *Calc:
			n, e = x.Input, x.Exprs[field]
		case *Filter:
			n = x.Input
			continue
		default:
			// Any other node computes its fields itself.
			return n, field
		}
		r, ok := e.(*InputRef)
		if !ok {
			return nil, -1
		}
		field = r.Index
	}
}

// WindowRoleOf is the window column field of n is, through projections, filters and window
// aggregates that group by the window.
func WindowRoleOf(n Node, field int) WindowRole {
	role, _ := windowColumn(n, field)
	return role
}

// windowColumn is the window column field of n is and the window table function it comes from.
func windowColumn(n Node, field int) (WindowRole, *WindowTVF) {
	src, i := fieldSource(n, field)
	var tvf *WindowTVF
	role := -1
	switch src := src.(type) {
	case *WindowTVF:
		tvf, role = src, i-src.WindowStart()
	case *Aggregate:
		t, _, roles, ok := WindowAggregateShape(src)
		if ok && i < src.Keys {
			tvf, role = t, roles[i]
		}
	default:
		// Partial by design: the other nodes compute no window columns Flinkpad tracks.
	}
	switch role {
	case 0:
		return WindowStartColumn, tvf
	case 1:
		return WindowEndColumn, tvf
	}
	return NotWindowColumn, nil
}

// HasWindowStartEnd reports whether fields of n include both window_start and window_end.
func HasWindowStartEnd(n Node, fields []int) bool {
	var start, end bool
	for _, f := range fields {
		role := WindowRoleOf(n, f)
		start = start || role == WindowStartColumn
		end = end || role == WindowEndColumn
	}
	return start && end
}

// IsWindowRank reports whether a streaming Rank partitions by window_start and window_end of a
// window: Flink plans it as a WindowRank or WindowDeduplicate, which emit once the watermark
// passes the window's end.
func IsWindowRank(n *Rank) bool { return HasWindowStartEnd(n.Input, n.PartitionBy) }

// IsWindowJoin reports whether a join's equality keys pair window_start with window_start and
// window_end with window_end of windows on both sides: Flink plans it as a WindowJoin.
func IsWindowJoin(n *Join) bool {
	left, right := EquiKeys(n)
	var start, end bool
	for i := range left {
		l, r := WindowRoleOf(n.Left, left[i]), WindowRoleOf(n.Right, right[i])
		if l != r {
			continue
		}
		start = start || l == WindowStartColumn
		end = end || l == WindowEndColumn
	}
	return start && end
}

// WindowRankEnd is the partition field of a window rank that is its window_end, with the window;
// -1 when there is none.
func WindowRankEnd(n *Rank) (int, *WindowTVF) {
	for _, f := range n.PartitionBy {
		if role, tvf := windowColumn(n.Input, f); role == WindowEndColumn {
			return f, tvf
		}
	}
	return -1, nil
}
