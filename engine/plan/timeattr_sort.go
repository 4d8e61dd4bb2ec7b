package plan

// IsTemporalSort reports whether a sort is Flink's streaming sort on time: ORDER BY a rowtime
// attribute ascending, without LIMIT, which emits rows as the watermark passes them.
func IsTemporalSort(n *Sort) bool {
	if n.Limit >= 0 || n.Offset > 0 || len(n.Keys) != 1 || n.Keys[0].Descending {
		return false
	}
	r, ok := n.Keys[0].Expr.(*InputRef)
	return ok && IsRowtime(n.Input.Fields()[r.Index].Type) && !TimeMaterialized(n.Input, r.Index)
}

// SortsFirstOnTime reports whether a sort's first key is a time attribute that Flink's planner
// keeps (not one a regular join or group aggregate materialized), the sorts Flink streams.
func SortsFirstOnTime(n *Sort) bool {
	if len(n.Keys) == 0 {
		return false
	}
	r, ok := n.Keys[0].Expr.(*InputRef)
	return ok && IsTimeAttribute(n.Input.Fields()[r.Index].Type) && !TimeMaterialized(n.Input, r.Index)
}
