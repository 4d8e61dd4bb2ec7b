package plan

import "slices"

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

// IsWindowJoin reports whether Flink plans a join as a WindowJoin (WindowJoinUtil): its
// equality keys pair window_start with window_start and window_end with window_end of windows
// of one specification on both sides, over time attributes of one kind.
func IsWindowJoin(n *Join) bool {
	_, ok := WindowJoinOf(n)
	return ok
}

// WindowJoinShape is what makes a join a window join: each side's window and the columns of its
// window_start and window_end the condition pairs, and the other equality pairs, which each
// input is hashed on.
type WindowJoinShape struct {
	Left, Right                              *WindowTVF
	LeftStart, LeftEnd, RightStart, RightEnd int
	// LeftKeys and RightKeys are the other equality pairs, in the condition's order.
	LeftKeys, RightKeys []int
	// Window are the conjuncts of the condition that pair the window columns, which Flink's
	// plan does not print in where.
	Window []Expr
}

// Rowtime reports whether the windows are over event time; Flink refuses a window join over
// processing time.
func (s WindowJoinShape) Rowtime() bool {
	return IsRowtime(s.Left.Output[s.Left.WindowStart()+2].Type)
}

// WindowJoinOf is the window join shape of a join, as Flink's WindowJoinUtil finds it; false
// for a regular join.
func WindowJoinOf(n *Join) (WindowJoinShape, bool) {
	s := WindowJoinShape{LeftStart: -1, LeftEnd: -1, RightStart: -1, RightEnd: -1}
	nl := len(n.Left.Fields())
	for _, c := range Conjuncts(n.Cond) {
		l, r, ok := equalityPair(c, nl)
		if !ok {
			continue
		}
		lrole, ltvf := windowColumn(n.Left, l)
		rrole, rtvf := windowColumn(n.Right, r)
		switch {
		case lrole == WindowStartColumn && rrole == WindowStartColumn:
			if s.LeftStart < 0 {
				s.LeftStart, s.RightStart, s.Left, s.Right = l, r, ltvf, rtvf
			}
			s.Window = append(s.Window, c)
		case lrole == WindowEndColumn && rrole == WindowEndColumn:
			if s.LeftEnd < 0 {
				s.LeftEnd, s.RightEnd = l, r
				if s.Left == nil {
					s.Left, s.Right = ltvf, rtvf
				}
			}
			s.Window = append(s.Window, c)
		default:
			s.LeftKeys, s.RightKeys = append(s.LeftKeys, l), append(s.RightKeys, r)
		}
	}
	if s.LeftStart < 0 || s.LeftEnd < 0 || !sameWindow(s.Left, s.Right) {
		return WindowJoinShape{}, false
	}
	return s, true
}

// equalityPair is the left and right column of an equality between the two inputs of a join
// whose left input has nl fields.
func equalityPair(c Expr, nl int) (int, int, bool) {
	call, ok := c.(*Call)
	if !ok || call.Op != OpEquals || len(call.Args) != 2 {
		return 0, 0, false
	}
	a, okA := call.Args[0].(*InputRef)
	b, okB := call.Args[1].(*InputRef)
	if !okA || !okB {
		return 0, 0, false
	}
	if a.Index >= nl && b.Index < nl {
		a, b = b, a
	}
	if a.Index < nl && b.Index >= nl {
		return a.Index, b.Index - nl, true
	}
	return 0, 0, false
}

// sameWindow reports whether two windows have one specification (Flink's WindowSpec equality:
// an explicit offset differs from none) over time attributes of one kind.
func sameWindow(a, b *WindowTVF) bool {
	if a == nil || b == nil {
		return false
	}
	at, bt := a.Output[a.WindowStart()+2].Type.TimeAttr, b.Output[b.WindowStart()+2].Type.TimeAttr
	return a.Kind == b.Kind && a.Size == b.Size && a.Slide == b.Slide && a.Offset == b.Offset &&
		a.HasOffset == b.HasOffset && at == bt && slices.Equal(a.Partition, b.Partition)
}

// WindowJoinColumn reports whether field of n is a window_start or window_end a window join
// passes on: Flink's window operators read them as window columns.
func WindowJoinColumn(n Node, field int) bool {
	role, _ := windowJoinColumn(n, field)
	return role != NotWindowColumn
}

// windowJoinColumn is the window column field of n is that a window join passes on, with the
// window of the join's side it comes from.
func windowJoinColumn(n Node, field int) (WindowRole, *WindowTVF) {
	src, i := fieldSource(n, field)
	j, ok := src.(*Join)
	if !ok || !IsWindowJoin(j) {
		return NotWindowColumn, nil
	}
	side, f := j.Left, i
	if nl := len(j.Left.Fields()); i >= nl {
		side, f = j.Right, i-nl
	}
	if role, tvf := windowColumn(side, f); role != NotWindowColumn {
		return role, tvf
	}
	return windowJoinColumn(side, f)
}

// AttachedWindowAggregate finds an aggregate grouped by window_start and window_end of a
// window join's output, which Flink plans as a window aggregate attached to those columns: the
// window, and each key's role (0 window_start, 1 window_end, -1 another key), as
// WindowAggregateShape gives them.
func AttachedWindowAggregate(n *Aggregate) (*WindowTVF, []int, bool) {
	roles := make([]int, n.Keys)
	var tvf *WindowTVF
	var seen [2]bool
	for k := range roles {
		roles[k] = -1
		role, t := windowJoinColumn(n.Input, k)
		if role != NotWindowColumn && n.Input.Fields()[k].Type.Nullable() {
			return nil, nil, false // an outer join's padded side: its rows may have no window
		}
		switch role {
		case WindowStartColumn:
			roles[k], seen[0], tvf = 0, true, t
		case WindowEndColumn:
			roles[k], seen[1], tvf = 1, true, t
		default:
			// Another group key.
		}
	}
	return tvf, roles, seen[0] && seen[1]
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
