package exec

import (
	"strings"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// overRow is an input row as one OVER call reads it: its values, its partition's encoded key,
// its order keys and its argument (nil for COUNT(*) and the ranking functions).
type overRow struct {
	values []any
	part   string
	order  []any
	arg    any
	// rest are the call's other arguments' values at the row: LAG's offset and default.
	rest []any
}

// readOverRows evaluates a call's partition keys, order keys and argument over a batch.
func readOverRows(c *plan.OverCall, b connector.Batch, fields []plan.Field, alloc memory.Allocator) ([]overRow, error) {
	keys := make([]plan.SortKey, 0, len(c.PartitionBy)+len(c.OrderBy)+1)
	for _, p := range c.PartitionBy {
		keys = append(keys, plan.SortKey{Expr: p})
	}
	keys = append(keys, c.OrderBy...)
	for _, a := range c.Args {
		keys = append(keys, plan.SortKey{Expr: a})
	}
	s := sortOp{n: &plan.Sort{Keys: keys}, alloc: alloc}
	sorted, err := s.collect(b, fields, nil)
	if err != nil {
		return nil, err
	}
	np, no := len(c.PartitionBy), len(c.OrderBy)
	rows := make([]overRow, len(sorted))
	var key strings.Builder
	for i, r := range sorted {
		key.Reset()
		for j, p := range c.PartitionBy {
			encodeValue(&key, p.Type(), r.keys[j])
		}
		rows[i] = overRow{values: r.values, part: key.String(), order: r.keys[np : np+no]}
		if len(c.Args) > 0 {
			rows[i].arg = r.keys[np+no]
			rows[i].rest = r.keys[np+no+1:]
		}
	}
	return rows, nil
}

// compareOrder orders two rows by a call's order keys: negative when a comes first.
func compareOrder(c *plan.OverCall, a, b []any) (int, error) {
	for i, k := range c.OrderBy {
		r, err := compareKeys(a[i], b[i], k)
		if err != nil || r != 0 {
			return r, err
		}
	}
	return 0, nil
}

// newOverAcc is the accumulator of an aggregate over a window: a retracting one, so that a
// frame can slide. ROW_NUMBER in a streaming OVER aggregate counts rows.
func newOverAcc(c *plan.OverCall) retractAcc {
	call := plan.AggCall{Func: c.Func, Arg: -1, T: c.T, Distinct: c.Distinct}
	var fields []plan.Field
	if len(c.Args) > 0 {
		call.Arg = 0
		fields = []plan.Field{{Type: c.Args[0].Type()}}
	}
	if c.Func == "ROW_NUMBER" {
		call.Func = "COUNT"
	}
	return newRetractAcc(call, fields)
}

// overArg is the value an accumulator takes for a row, and whether it takes one: aggregates
// skip NULL arguments; COUNT(*) and ROW_NUMBER count every row.
func overArg(c *plan.OverCall, r *overRow) (any, bool) {
	if len(c.Args) == 0 {
		return true, true
	}
	return r.arg, r.arg != nil
}

// numericKey reads an order key as a number for RANGE frames with offsets.
func numericKey(t types.Type, v any) (float64, bool) {
	if v == nil || !t.IsNumeric() {
		return 0, false
	}
	if t.IsApproxNumeric() {
		return toFloat(v), true
	}
	f, _ := toRat(v, t).Float64()
	return f, true
}
