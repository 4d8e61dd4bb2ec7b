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

// WindowRoleOf is the window column field of n is, through projections, filters and window
// aggregates that group by the window.
func WindowRoleOf(n Node, field int) WindowRole {
	switch n := n.(type) {
	case *WindowTVF:
		switch field - n.WindowStart() {
		case 0:
			return WindowStartColumn
		case 1:
			return WindowEndColumn
		}
		return NotWindowColumn
	case *Project:
		return refWindowRole(n.Input, n.Exprs[field])
	case *Calc:
		return refWindowRole(n.Input, n.Exprs[field])
	case *Filter:
		return WindowRoleOf(n.Input, field)
	case *Aggregate:
		_, _, roles, ok := WindowAggregateShape(n)
		if !ok || field >= n.Keys {
			return NotWindowColumn
		}
		switch roles[field] {
		case 0:
			return WindowStartColumn
		case 1:
			return WindowEndColumn
		}
		return NotWindowColumn
	default:
		// Partial by design: the other nodes compute no window columns Flinkpad tracks.
		return NotWindowColumn
	}
}

func refWindowRole(in Node, e Expr) WindowRole {
	if r, ok := e.(*InputRef); ok {
		return WindowRoleOf(in, r.Index)
	}
	return NotWindowColumn
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

// WindowOfField is the window table function whose window column field of n is, through the
// nodes WindowRoleOf follows; nil when it is none.
func WindowOfField(n Node, field int) *WindowTVF {
	switch n := n.(type) {
	case *WindowTVF:
		if WindowRoleOf(n, field) == NotWindowColumn {
			return nil
		}
		return n
	case *Project:
		return refWindow(n.Input, n.Exprs[field])
	case *Calc:
		return refWindow(n.Input, n.Exprs[field])
	case *Filter:
		return WindowOfField(n.Input, field)
	case *Aggregate:
		tvf, _, roles, ok := WindowAggregateShape(n)
		if !ok || field >= n.Keys || roles[field] < 0 || roles[field] > 1 {
			return nil
		}
		return tvf
	default:
		// Partial by design: as WindowRoleOf.
		return nil
	}
}

func refWindow(in Node, e Expr) *WindowTVF {
	if r, ok := e.(*InputRef); ok {
		return WindowOfField(in, r.Index)
	}
	return nil
}

// WindowRankEnd is the partition field of a window rank that is its window_end, with the window;
// -1 when there is none.
func WindowRankEnd(n *Rank) (int, *WindowTVF) {
	for _, f := range n.PartitionBy {
		if WindowRoleOf(n.Input, f) == WindowEndColumn {
			return f, WindowOfField(n.Input, f)
		}
	}
	return -1, nil
}
