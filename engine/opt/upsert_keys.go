package opt

import (
	"slices"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// UpsertKeys derives the sets of output fields that identify a row of a node's changelog, as
// Flink's FlinkRelMdUpsertKeys does for the nodes Flinkpad streams: a scan's primary key, a
// group aggregate's grouping fields (the empty set for a global aggregate: one row), the keys
// a projection or filter keeps, a Top-N's input keys, and for a join the union of a key of
// each side. VALUES and UNION ALL have none. Each key is sorted.
func UpsertKeys(n plan.Node) [][]int {
	switch n := n.(type) {
	case *plan.Scan:
		pk := n.Table.Schema.PrimaryKey
		if pk == nil {
			return nil
		}
		var key []int
		for _, name := range pk.Columns {
			i := slices.IndexFunc(n.Output, func(f plan.Field) bool { return f.Name == name })
			if i < 0 {
				return nil
			}
			key = append(key, i)
		}
		slices.Sort(key)
		return [][]int{key}
	case *plan.Aggregate:
		key := make([]int, n.Keys)
		for i := range key {
			key[i] = i
		}
		return [][]int{key}
	case *plan.Calc:
		return projectKeys(UpsertKeys(n.Input), n.Exprs)
	case *plan.Project:
		return projectKeys(UpsertKeys(n.Input), n.Exprs)
	case *plan.Filter, *plan.Sort:
		return UpsertKeys(n.Inputs()[0])
	case *plan.Join:
		left, right := UpsertKeys(n.Left), UpsertKeys(n.Right)
		width := len(n.Left.Fields())
		var keys [][]int
		for _, l := range left {
			for _, r := range right {
				key := slices.Clone(l)
				for _, i := range r {
					key = append(key, width+i)
				}
				keys = append(keys, key)
			}
		}
		return keys
	}
	return nil
}

// projectKeys maps keys through a projection; a key survives when each of its fields is
// projected as a plain reference.
func projectKeys(keys [][]int, exprs []plan.Expr) [][]int {
	var out [][]int
	for _, key := range keys {
		mapped := make([]int, 0, len(key))
		for _, i := range key {
			at := slices.IndexFunc(exprs, func(e plan.Expr) bool {
				ref, ok := plainRef(e)
				return ok && ref.Index == i
			})
			if at < 0 {
				break
			}
			mapped = append(mapped, at)
		}
		if len(mapped) == len(key) {
			slices.Sort(mapped)
			out = append(out, mapped)
		}
	}
	return out
}

// plainRef reads a field reference, also through a cast that keeps every value distinct
// (CHAR to STRING), which the sink's implicit casts add.
func plainRef(e plan.Expr) (*plan.InputRef, bool) {
	if c, ok := e.(*plan.Cast); ok && !c.Try {
		if ref, ok := c.X.(*plan.InputRef); ok && types.SupportsAvoidingCast(ref.T, c.T) {
			return ref, true
		}
	}
	ref, ok := e.(*plan.InputRef)
	return ref, ok
}
