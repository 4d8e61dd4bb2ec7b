package opt

import (
	"slices"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// rankUpsertKeys derives a Rank's upsert keys as Flink's FlinkRelMdUpsertKeys and
// getRankUniqueKeys do. A ROW_NUMBER kept only at rank 1 (a deduplication, keep-first or
// keep-last, or a Top-1) has one row per partition, so its key is the partition key, whether
// or not the number is output. Otherwise the input arrives hashed on the partition key, which
// keeps the input keys holding it; a ROW_NUMBER that is output adds the partition key with
// the number, since each partition numbers its rows once.
func (pr *Props) rankUpsertKeys(n *plan.Rank) [][]int {
	partition := slices.Sorted(slices.Values(n.PartitionBy))
	partition = slices.Compact(partition)
	if n.Func == "ROW_NUMBER" && n.Start == 1 && n.End == 1 {
		return [][]int{partition}
	}
	inputKeys := filterKeys(pr.UpsertKeys(n.Input), partition)
	if !n.OutputRankNumber {
		return inputKeys
	}
	var out [][]int
	if n.Func == "ROW_NUMBER" {
		out = addKey(out, append(slices.Clone(partition), len(n.Input.Fields())))
	}
	for _, k := range inputKeys {
		out = addKey(out, k)
	}
	return out
}

// overUpsertKeys keeps the input keys that hold every call's partition keys, as Flink's
// getUpsertKeysOnOver filters them by each window group's keys. A partition key that is not
// a plain field leaves no key.
func (pr *Props) overUpsertKeys(n *plan.Over) [][]int {
	keys := pr.UpsertKeys(n.Input)
	for _, c := range n.Calls {
		var partition []int
		for _, e := range c.PartitionBy {
			ref, ok := e.(*plan.InputRef)
			if !ok {
				return nil
			}
			partition = append(partition, ref.Index)
		}
		keys = filterKeys(keys, partition)
	}
	return keys
}
