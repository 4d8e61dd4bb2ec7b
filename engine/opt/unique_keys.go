package opt

import (
	"slices"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// uniqueKeys derives the sets of output fields no two rows of a node share, as Flink's
// FlinkRelMdUniqueKeys does. They differ from the upsert keys (upsert_keys.go), which say what
// identifies a row across its changes once the rows are hashed to tasks: a scan's primary key
// (when every key column is read); a group aggregate's grouping fields (the empty set for a
// global aggregate: one row), except a streaming window aggregate's, for which Flink derives
// none; the keys a projection keeps (projectKeys, as for upsert keys); a filter's, a sort's, an
// OVER aggregate's and a watermark assigner's input keys, unfiltered; a join's (joinUniqueKeys);
// a Rank's (rankUniqueKeys); a distinct set operation's whole row. VALUES, UNION ALL, a window
// table-valued function and a sink have none. Each key is sorted.
func (pr *Props) uniqueKeys(n plan.Node, streaming bool) [][]int {
	in := func(x plan.Node) [][]int { return pr.UniqueKeys(x, streaming) }
	switch n := n.(type) {
	case *plan.Scan:
		return scanKeys(n)
	case *plan.Aggregate:
		if _, _, attached := plan.AttachedWindowAggregate(n); attached && streaming {
			return nil // a StreamPhysicalWindowAggregate too
		}
		if _, _, _, window := plan.WindowAggregateShape(n); window && streaming {
			// StreamPhysicalWindowAggregate has no handler in FlinkRelMdUniqueKeys.
			return nil
		}
		return [][]int{seq(n.Keys)}
	case *plan.Calc:
		return projectKeys(in(n.Input), n.Exprs)
	case *plan.Project:
		return projectKeys(in(n.Input), n.Exprs)
	case *plan.Filter:
		return in(n.Input)
	case *plan.Sort:
		return in(n.Input)
	case *plan.Join:
		return pr.joinUniqueKeys(n, streaming)
	case *plan.TemporalJoin:
		// A CommonPhysicalJoin to Flink: its right side holds one version per join key at a
		// time, so each left row meets at most one right row and keeps the left's keys.
		return in(n.Left)
	case *plan.Rank:
		return rankUniqueKeys(n, in(n.Input))
	case *plan.Over:
		return in(n.Input)
	case *plan.WatermarkAssigner:
		return in(n.Input)
	case *plan.ChangelogNormalize:
		return [][]int{slices.Sorted(slices.Values(n.Keys))}
	case *plan.SetOp:
		if n.Kind == plan.SetOpUnion && n.All {
			return nil
		}
		return [][]int{seq(len(n.Output))}
	case *plan.Expand:
		return expandKeys(n, in(n.Input))
	case *plan.Sink, *plan.Values, *plan.WindowTVF, *plan.Correlate, *plan.Match:
		// Flink's catch-all handler: none (a correlate repeats its input's keys).
		return nil
	default:
		// Keys made up for a new kind would be wrong on the page.
		panic(plan.UnknownKind("opt.UniqueKeys", n))
	}
}

// scanKeys is a scan's primary key, when it reads every column of it.
func scanKeys(n *plan.Scan) [][]int {
	pk := n.Table.Schema.PrimaryKey
	if pk == nil {
		return nil
	}
	var key []int
	for _, name := range pk.Columns {
		i := slices.IndexFunc(n.Output, func(f plan.Field) bool { return f.Name == name })
		if i < 0 {
			return nil // a part of a composite key is not unique
		}
		key = append(key, i)
	}
	slices.Sort(key)
	return [][]int{key}
}

// joinUniqueKeys are a join's unique keys as Flink's getJoinUniqueKeys derives them: a semi
// or anti join keeps its left keys; otherwise, where neither side is padded with NULLs, a key
// of each side together; a left key alone where the right side is unique on its join fields
// and the left is never padded; and a right key alone, mirrored. Whether a side is unique on
// its join fields is whether they hold one of its keys (Flink asks FlinkRelMdColumnUniqueness,
// which knows more, such as VALUES rows that differ).
func (pr *Props) joinUniqueKeys(n *plan.Join, streaming bool) [][]int {
	left := pr.UniqueKeys(n.Left, streaming)
	if n.Kind == plan.JoinSemi || n.Kind == plan.JoinAnti {
		return left
	}
	right := pr.UniqueKeys(n.Right, streaming)
	lk, rk := plan.EquiKeys(n)
	width := len(n.Left.Fields())
	nullsOnLeft := n.Kind == plan.JoinRight || n.Kind == plan.JoinFull
	nullsOnRight := n.Kind == plan.JoinLeft || n.Kind == plan.JoinFull
	var keys, shifted [][]int
	if !nullsOnRight {
		for _, r := range right {
			k := make([]int, len(r))
			for i, f := range r {
				k[i] = f + width
			}
			shifted = append(shifted, k)
		}
		if !nullsOnLeft {
			for _, r := range shifted {
				for _, l := range left {
					keys = addKey(keys, append(slices.Clone(l), r...))
				}
			}
		}
	}
	if sideUnique(right, rk) && !nullsOnLeft {
		for _, l := range left {
			keys = addKey(keys, slices.Clone(l))
		}
	}
	if sideUnique(left, lk) && !nullsOnRight {
		for _, r := range shifted {
			keys = addKey(keys, r)
		}
	}
	return keys
}

// rankUniqueKeys are a Rank's unique keys as Flink's getRankUniqueKeys gives them: a
// deduplication (ROW_NUMBER kept at rank 1, the number not output) has one row per partition;
// a Rank that does not output its number keeps its input's keys; one that does adds, for
// ROW_NUMBER, the partition key with the number to them.
func rankUniqueKeys(n *plan.Rank, input [][]int) [][]int {
	partition := slices.Compact(slices.Sorted(slices.Values(n.PartitionBy)))
	if n.Func == "ROW_NUMBER" && n.Start == 1 && n.End == 1 && !n.OutputRankNumber {
		return [][]int{partition}
	}
	if !n.OutputRankNumber {
		return input
	}
	var out [][]int
	if n.Func == "ROW_NUMBER" {
		out = addKey(out, append(slices.Clone(partition), len(n.Input.Fields())))
	}
	for _, k := range input {
		out = addKey(out, k)
	}
	return out
}

// expandKeys are an Expand's keys as Flink's getExpandUniqueKeys derives them: the copies of a
// row differ in $e, so an input key whose fields no grouping set nulls, with $e, is a key.
func expandKeys(n *plan.Expand, input [][]int) [][]int {
	nulled := map[int]bool{}
	for _, set := range n.Nulled {
		for _, k := range set {
			nulled[n.KeyField(k)] = true
		}
	}
	var out [][]int
	for _, key := range input {
		k := []int{n.Keys}
		ok := true
		for _, f := range key {
			if nulled[f] {
				ok = false
				break
			}
			k = append(k, n.OutputOf(f))
		}
		if ok {
			slices.Sort(k)
			out = addKey(out, k)
		}
	}
	return out
}
