package opt

import (
	"slices"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// upsertKeys derives the sets of output fields that identify a row of a node's changelog, as
// Flink's FlinkRelMdUpsertKeys does on its streaming physical plan: a scan's primary key, a
// group aggregate's grouping fields (the empty set for a global aggregate: one row), the keys
// a projection keeps (a field projected twice gives each choice), a filter's input keys, and a
// Top-N's input keys that hold its sort fields. A join's inputs arrive hashed on the join keys,
// which keeps only their keys holding those fields (upsert_keys_join.go). VALUES and UNION ALL
// have none; a distinct set operation's key is its whole row. A Rank's keys are in
// upsert_keys_rank.go; an OVER aggregate keeps its input's keys holding every partition key,
// and a watermark assigner its input's keys. Each key is sorted.
func (pr *Props) upsertKeys(n plan.Node) [][]int {
	switch n := n.(type) {
	case *plan.Scan:
		return scanKeys(n)
	case *plan.Aggregate:
		return [][]int{seq(n.Keys)}
	case *plan.Calc:
		return projectKeys(pr.UpsertKeys(n.Input), n.Exprs)
	case *plan.Project:
		return projectKeys(pr.UpsertKeys(n.Input), n.Exprs)
	case *plan.Filter:
		return pr.UpsertKeys(n.Input)
	case *plan.Sort:
		var sortFields []int
		for _, k := range n.Keys {
			if r, ok := k.Expr.(*plan.InputRef); ok {
				sortFields = append(sortFields, r.Index)
			}
		}
		return filterKeys(pr.UpsertKeys(n.Input), sortFields)
	case *plan.Join:
		return pr.joinUpsertKeys(n)
	case *plan.TemporalJoin:
		// Each left row joins one version at most: the left side's keys stay keys.
		return pr.UpsertKeys(n.Left)
	case *plan.Rank:
		return pr.rankUpsertKeys(n)
	case *plan.Over:
		return pr.overUpsertKeys(n)
	case *plan.WatermarkAssigner:
		return pr.UpsertKeys(n.Input)
	case *plan.ChangelogNormalize:
		return [][]int{slices.Sorted(slices.Values(n.Keys))}
	case *plan.SetOp:
		if n.Kind == plan.SetOpUnion && n.All {
			return nil
		}
		return [][]int{seq(len(n.Output))}
	case *plan.Sink:
		return pr.UpsertKeys(n.Input)
	case *plan.Expand:
		return expandKeys(n, pr.UpsertKeys(n.Input))
	case *plan.Values, *plan.WindowTVF, *plan.Correlate, *plan.Match:
		// A match's rows have no key (Flink's catch-all handler); VALUES have none; a window table-valued function's are not derived, and a
		// correlate repeats its input's keys over the rows of each collection: none.
		return nil
	default:
		// Keys made up for a new kind could let a sink drop its -U.
		panic(plan.UnknownKind("opt.UpsertKeys", n))
	}
}

// seq is the key of the first n fields.
func seq(n int) []int {
	key := make([]int, n)
	for i := range key {
		key[i] = i
	}
	return key
}

// filterKeys keeps the keys holding every field of fields, the ones that stay keys after an
// exchange hashed on fields.
func filterKeys(keys [][]int, fields []int) [][]int {
	var out [][]int
	for _, k := range keys {
		if containsAll(k, fields) {
			out = append(out, k)
		}
	}
	return out
}

// projectKeys maps keys through a projection; a key survives when each of its fields is
// projected as a plain reference. A field projected more than once gives a key for each of its
// positions, chosen together as Flink's getProjectUniqueKeys does.
func projectKeys(keys [][]int, exprs []plan.Expr) [][]int {
	outs := map[int][]int{}
	for at, e := range exprs {
		if ref, ok := plainRef(e); ok {
			outs[ref.Index] = append(outs[ref.Index], at)
		} else if ref, ok := fidelityCast(e); ok {
			outs[ref.Index] = append(outs[ref.Index], at)
		}
	}
	var out [][]int
	for _, key := range keys {
		total := 1
		complete := true
		for _, i := range key {
			if len(outs[i]) == 0 {
				complete = false
				break
			}
			total *= len(outs[i])
		}
		if !complete {
			continue
		}
		for c := 0; c < total; c++ {
			mapped := make([]int, 0, len(key))
			for _, i := range key {
				mapped = append(mapped, outs[i][c%len(outs[i])])
			}
			slices.Sort(mapped)
			out = addKey(out, mapped)
		}
	}
	return out
}

// addKey adds a key to a set of keys unless it is there already.
func addKey(keys [][]int, key []int) [][]int {
	if slices.ContainsFunc(keys, func(k []int) bool { return slices.Equal(k, key) }) {
		return keys
	}
	return append(keys, key)
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

// fidelityCast reads a field through a cast that loses nothing, an implicit one (INT to
// BIGINT), as Flink's getProjectUniqueKeys maps a key through it (isFidelityCast): a join key
// pushed below the join as CAST(cid AS BIGINT) still holds the key cid.
func fidelityCast(e plan.Expr) (*plan.InputRef, bool) {
	c, ok := e.(*plan.Cast)
	if !ok || c.Try {
		return nil, false
	}
	ref, ok := c.X.(*plan.InputRef)
	return ref, ok && types.SupportsImplicitCast(ref.T, c.T)
}
