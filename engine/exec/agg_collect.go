package exec

import "github.com/flinkpad/flinkpad/engine/types"

// collectAcc is COLLECT (Flink's CollectAggFunction): a MULTISET of the values, each with how
// many times it is present, in the order each first arrived (the order the formatter's
// java.util.HashMap replay needs). A retraction counts a value down and drops it at zero (a value never added is
// counted -1 times); the
// caller passes no NULLs, which COLLECT skips. An empty group collects the empty MULTISET.
type collectAcc struct {
	t      types.Type
	index  map[string]int // valueKey to the entry's position
	keys   []string
	values []any
	counts []int32
}

func newCollectAcc(t types.Type) *collectAcc { return &collectAcc{t: t, index: map[string]int{}} }

func (a *collectAcc) add(v any) error {
	k := valueKey(a.t, v)
	if i, ok := a.index[k]; ok {
		a.counts[i]++
		return nil
	}
	a.index[k] = len(a.values)
	a.keys, a.values, a.counts = append(a.keys, k), append(a.values, v), append(a.counts, 1)
	return nil
}

func (a *collectAcc) retract(v any) error {
	k := valueKey(a.t, v)
	i, ok := a.index[k]
	if !ok {
		// Retracting a value never added: CollectAggFunction counts it as present -1 times.
		a.index[k] = len(a.values)
		a.keys, a.values, a.counts = append(a.keys, k), append(a.values, v), append(a.counts, -1)
		return nil
	}
	if a.counts[i] != 1 {
		a.counts[i]--
		return nil
	}
	delete(a.index, k)
	a.keys = append(a.keys[:i], a.keys[i+1:]...)
	a.values = append(a.values[:i], a.values[i+1:]...)
	a.counts = append(a.counts[:i], a.counts[i+1:]...)
	for j := i; j < len(a.keys); j++ {
		a.index[a.keys[j]] = j
	}
	return nil
}

func (a *collectAcc) result() (any, error) {
	out := make([]types.MapEntry, len(a.values))
	for i, v := range a.values {
		out[i] = types.MapEntry{Key: v, Value: a.counts[i]}
	}
	return out, nil
}

var _ retractAcc = (*collectAcc)(nil)
