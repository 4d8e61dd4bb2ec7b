package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// conditional evaluates CASE and COALESCE lazily, as Flink's generated code does: a branch is
// evaluated only on the rows that reach it, so CASE WHEN x <> 0 THEN 1 / x END never divides by
// zero. Each step runs on a batch of the rows still undecided.
func conditional(e *plan.Call, b connector.Batch, alloc memory.Allocator) (arrow.Array, error) {
	n := b.Len()
	values := make([]any, n)
	pending := make([]int, n)
	for i := range pending {
		pending[i] = i
	}
	// set evaluates expr on the given rows and stores its values there, cast to the result type.
	set := func(expr plan.Expr, rows []int) error {
		if len(rows) == 0 || expr.Type().Kind == types.KindNull {
			return nil // a bare NULL branch leaves its rows NULL
		}
		sub, err := takeRecord(b, rows, alloc)
		if err != nil {
			return err
		}
		defer sub.Record.Release()
		arr, err := eval(expr, sub, alloc)
		if err != nil {
			return err
		}
		defer arr.Release()
		for k, row := range rows {
			v, err := types.ValueFromArrow(expr.Type(), arr, k)
			if err == nil && v != nil && !expr.Type().EqualIgnoringNullability(e.T) {
				v, err = types.CastValue(v, expr.Type(), e.T, nil)
			}
			if err != nil {
				return err
			}
			values[row] = v
		}
		return nil
	}
	// split evaluates a condition on the pending rows and returns those where it is TRUE and
	// those where it is not.
	split := func(cond plan.Expr, test func(arr arrow.Array, k int) bool) (yes, no []int, err error) {
		sub, err := takeRecord(b, pending, alloc)
		if err != nil {
			return nil, nil, err
		}
		defer sub.Record.Release()
		arr, err := eval(cond, sub, alloc)
		if err != nil {
			return nil, nil, err
		}
		defer arr.Release()
		for k, row := range pending {
			if test(arr, k) {
				yes = append(yes, row)
			} else {
				no = append(no, row)
			}
		}
		return yes, no, nil
	}
	isTrue := func(arr arrow.Array, k int) bool {
		c := arr.(*array.Boolean)
		return c.IsValid(k) && c.Value(k)
	}
	switch e.Op {
	case "CASE":
		args := e.Args
		for len(args) >= 2 && len(pending) > 0 {
			yes, no, err := split(args[0], isTrue)
			if err != nil {
				return nil, err
			}
			if err := set(args[1], yes); err != nil {
				return nil, err
			}
			pending, args = no, args[2:]
		}
		if len(args) == 1 {
			if err := set(args[0], pending); err != nil {
				return nil, err
			}
		}
	case "COALESCE":
		for _, arg := range e.Args {
			if len(pending) == 0 {
				break
			}
			// Rows where this argument is not NULL take its value; the others try the next.
			done, rest, err := split(arg, func(arr arrow.Array, k int) bool { return arr.IsValid(k) })
			if err != nil {
				return nil, err
			}
			if err := set(arg, done); err != nil {
				return nil, err
			}
			pending = rest
		}
	}
	out := array.NewBuilder(alloc, types.ArrowType(e.T))
	defer out.Release()
	for _, v := range values {
		if err := types.AppendToBuilder(e.T, out, v); err != nil {
			return nil, err
		}
	}
	return out.NewArray(), nil
}
