package exec

import (
	"slices"
	"strings"
)

// jsonArrayAggAcc is JSON_ARRAYAGG (Flink's JsonArrayAggFunction) over its argument as JSON
// text (the binder wraps it in JSON_STRING): the texts in arrival order, a NULL as null with
// NULL ON NULL (the caller passes none with ABSENT ON NULL), and a retraction removes the first
// equal text. The result is the JSON array of the texts, [] when there are none.
type jsonArrayAggAcc struct {
	items []string
	bytes int64 // of the result: the items and a comma after each but the last
}

func jsonItem(v any) string {
	if v == nil {
		return "null"
	}
	return v.(string)
}

// The list is Go memory, which the job's cap does not count: it stops at MaxValueBytes.
func (a *jsonArrayAggAcc) add(v any) error {
	s := jsonItem(v)
	size := a.bytes + int64(len(s)) + 1
	if err := checkValueSize("JSON_ARRAYAGG", size+1); err != nil {
		return err
	}
	a.items, a.bytes = append(a.items, s), size
	return nil
}

func (a *jsonArrayAggAcc) retract(v any) error {
	s := jsonItem(v)
	if i := slices.Index(a.items, s); i >= 0 {
		a.items = slices.Delete(a.items, i, i+1)
		a.bytes -= int64(len(s)) + 1
	}
	return nil
}

func (a *jsonArrayAggAcc) result() (any, error) {
	return "[" + strings.Join(a.items, ",") + "]", nil
}

var _ retractAcc = (*jsonArrayAggAcc)(nil)
