package exec

import "github.com/flinkpad/flinkpad/engine/types"

// arrayAggAcc is ARRAY_AGG (Flink's ArrayAggFunction): the values in arrival order, NULLs
// included unless the call has IGNORE NULLS (the caller then passes none). A retraction removes
// the first equal value; one never added waits in retracted, as Flink's retractList does, which
// only a merge would consult. A group with no values gives NULL, not an empty array.
type arrayAggAcc struct {
	t         types.Type
	values    []any
	keys      []string // valueKey of each value, to find the one a retraction removes
	retracted []any
	bytes     int64
}

func newArrayAggAcc(t types.Type) *arrayAggAcc { return &arrayAggAcc{t: t} }

// arrayElementSize is what an element adds to the array's size, for the cap on a value.
func arrayElementSize(v any) int64 {
	if s, ok := v.(string); ok {
		return int64(len(s)) + 16
	}
	return 16
}

// The list is Go memory, which the job's cap does not count: it stops at MaxValueBytes.
func (a *arrayAggAcc) add(v any) error {
	size := a.bytes + arrayElementSize(v)
	if err := checkValueSize("ARRAY_AGG", size); err != nil {
		return err
	}
	a.values, a.keys, a.bytes = append(a.values, v), append(a.keys, valueKey(a.t, v)), size
	return nil
}

func (a *arrayAggAcc) retract(v any) error {
	k := valueKey(a.t, v)
	for i, have := range a.keys {
		if have == k {
			a.bytes -= arrayElementSize(a.values[i])
			a.values = append(a.values[:i], a.values[i+1:]...)
			a.keys = append(a.keys[:i], a.keys[i+1:]...)
			return nil
		}
	}
	a.retracted = append(a.retracted, v)
	return nil
}

func (a *arrayAggAcc) result() (any, error) {
	if len(a.values) == 0 {
		return nil, nil
	}
	return append([]any(nil), a.values...), nil
}

var _ retractAcc = (*arrayAggAcc)(nil)
