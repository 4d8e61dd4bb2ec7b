package exec

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// firstLastAcc is FIRST_VALUE or LAST_VALUE without retraction, as Flink's FirstValueAggFunction
// and LastValueAggFunction: the first, or the last, non-NULL value in arrival order (the caller
// passes no NULLs); NULL when there is none.
type firstLastAcc struct {
	last  bool
	value any
	seen  bool
}

func (a *firstLastAcc) add(v any) error {
	if !a.seen || a.last {
		a.value, a.seen = v, true
	}
	return nil
}

func (a *firstLastAcc) result() (any, error) { return a.value, nil }

// firstLastRetractAcc is FIRST_VALUE or LAST_VALUE over a changelog, as Flink's
// FirstValueWithRetractAggFunction and LastValueWithRetractAggFunction. Those order the values by
// the time each arrived and, within one millisecond, by arrival; a retraction removes the
// earliest occurrence of the value, and the result is the earliest (latest) value still present.
// Arrival order alone gives the same answers, so the values present are kept in it.
type firstLastRetractAcc struct {
	last   bool
	t      types.Type
	values []any
	keys   []string // valueKey of each value, to find a retracted one
}

func (a *firstLastRetractAcc) add(v any) error {
	a.values = append(a.values, v)
	a.keys = append(a.keys, valueKey(a.t, v))
	return nil
}

func (a *firstLastRetractAcc) retract(v any) error {
	k := valueKey(a.t, v)
	for i, key := range a.keys {
		if key == k {
			a.values = append(a.values[:i], a.values[i+1:]...)
			a.keys = append(a.keys[:i], a.keys[i+1:]...)
			return nil
		}
	}
	return nil // retracting a value never added: Flink ignores it too
}

func (a *firstLastRetractAcc) result() (any, error) {
	switch {
	case len(a.values) == 0:
		return nil, nil
	case a.last:
		return a.values[len(a.values)-1], nil
	}
	return a.values[0], nil
}

// flinkStableSortRows is the most rows Flink's in-memory sort orders by insertion, which keeps
// rows with equal keys in arrival order; over more, its quicksort reorders them (QuickSort
// switches to insertion sort below 13 elements).
const flinkStableSortRows = 12

// callsFirstLast reports whether an aggregate calls FIRST_VALUE or LAST_VALUE, whose results
// depend on the order of the rows.
func callsFirstLast(n *plan.Aggregate) bool {
	for _, c := range n.Calls {
		if c.Func == "FIRST_VALUE" || c.Func == "LAST_VALUE" {
			return true
		}
	}
	return false
}

// firstLastSortRefusal is the refusal of a batch GROUP BY over FIRST_VALUE or LAST_VALUE that
// read more rows than Flink sorts stably: Flink sorts the rows on the keys before its
// SortAggregate, so which value of a group comes first then depends on its quicksort.
func firstLastSortRefusal() error {
	return notSupported("FIRST_VALUE or LAST_VALUE in a batch GROUP BY over more than 12 rows")
}

// firstLastMergeError is Flink's error for FIRST_VALUE or LAST_VALUE in a HOP or CUMULATE
// window aggregate, or nil.
func firstLastMergeError(n *plan.Aggregate) error {
	if msg := plan.FirstLastMergeMessage(n); msg != "" {
		return runtimeError("org.apache.flink.table.api.ValidationException", "%s", msg)
	}
	return nil
}
