package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/flinkpad/flinkpad/engine/types"
)

// singleValueColumn is Flink's SINGLE_VALUE, the aggregate of its plans of scalar subqueries:
// each group's one value, NULL included, and Flink's run-time error when a group has two rows.
// Unlike the other aggregates it counts NULLs: a subquery that gives NULL and a value gave two
// rows.
type singleValueColumn struct {
	argType types.Type
	values  []any
	seen    []bool
}

func (a *singleValueColumn) add(ids []int32, arg arrow.Array, groups int) error {
	a.values, a.seen = grown(a.values, groups), grown(a.seen, groups)
	for i, id := range ids {
		if a.seen[id] {
			return errSingleValue()
		}
		v, err := types.ValueFromArrow(a.argType, arg, i)
		if err != nil {
			return err
		}
		a.values[id], a.seen[id] = v, true
	}
	return nil
}

func (a *singleValueColumn) build(b array.Builder, groups int) error {
	a.values = grown(a.values, groups)
	for _, v := range a.values[:groups] {
		if err := types.AppendToBuilder(a.argType, b, v); err != nil {
			return err
		}
	}
	return nil
}

// singleValueAcc is SINGLE_VALUE called from SQL in the streaming and window aggregates, as
// Flink's declarative SingleValueAggFunction: a second value fails, and so does retracting from
// a count above one; a retraction of the one value leaves NULL.
type singleValueAcc struct {
	value any
	count int
}

func (a *singleValueAcc) add(v any) error {
	if a.count > 0 {
		return errSingleValue()
	}
	a.value, a.count = v, a.count+1
	return nil
}

func (a *singleValueAcc) retract(any) error {
	if a.count > 1 {
		return errSingleValue()
	}
	a.value, a.count = nil, a.count-1
	return nil
}

func (a *singleValueAcc) result() (any, error) { return a.value, nil }

var _ retractAcc = (*singleValueAcc)(nil)
