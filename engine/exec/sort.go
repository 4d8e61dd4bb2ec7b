package exec

import (
	"context"
	"io"
	"slices"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// sortOp is batch mode's ORDER BY ... LIMIT ... OFFSET: it reads its whole input, orders the
// rows by the keys (NULLs first ascending and last descending unless the query says), and
// emits the rows after Offset, at most Limit of them.
type sortOp struct {
	input Operator
	n     *plan.Sort
	alloc memory.Allocator
	done  bool
}

type sortRow struct {
	values []any
	keys   []any
}

func (o *sortOp) Next(ctx context.Context) (connector.Batch, error) {
	if o.done {
		return connector.Batch{}, io.EOF
	}
	o.done = true
	fields := o.n.Fields()
	var rows []sortRow
	err := forEach(ctx, o.input, func(b connector.Batch) error {
		var err error
		rows, err = o.collect(b, fields, rows)
		return err
	})
	if err != nil {
		return connector.Batch{}, err
	}
	var failed error
	compared := 0
	slices.SortStableFunc(rows, func(a, b sortRow) int {
		if compared++; compared%4096 == 0 && failed == nil {
			failed = ctx.Err() // sorting many rows runs long: stop on cancellation
		}
		if failed != nil {
			return 0
		}
		for k, key := range o.n.Keys {
			c, err := compareKeys(a.keys[k], b.keys[k], key)
			if err != nil {
				failed = err
			}
			if c != 0 {
				return c
			}
		}
		return 0
	})
	if failed != nil {
		return connector.Batch{}, failed
	}
	start := min(int(o.n.Offset), len(rows))
	end := len(rows)
	if o.n.Limit >= 0 {
		end = min(end, start+int(o.n.Limit))
	}
	b := array.NewRecordBuilder(o.alloc, schemaOf(fields))
	defer b.Release()
	for i, r := range rows[start:end] {
		if err := ctx.Err(); i%4096 == 0 && err != nil {
			return connector.Batch{}, err
		}
		for c, v := range r.values {
			if err := types.AppendToBuilder(fields[c].Type, b.Field(c), v); err != nil {
				return connector.Batch{}, err
			}
		}
	}
	return connector.Batch{Record: b.NewRecordBatch()}, nil
}

func (o *sortOp) collect(b connector.Batch, fields []plan.Field, rows []sortRow) ([]sortRow, error) {
	keyCols := make([][]any, len(o.n.Keys))
	for k, key := range o.n.Keys {
		arr, err := eval(key.Expr, b, o.alloc)
		if err != nil {
			return nil, err
		}
		for i := range arr.Len() {
			v, err := types.ValueFromArrow(key.Expr.Type(), arr, i)
			if err != nil {
				arr.Release()
				return nil, err
			}
			keyCols[k] = append(keyCols[k], v)
		}
		arr.Release()
	}
	for i := range b.Len() {
		values, err := readRow(b, fields, i)
		if err != nil {
			return nil, err
		}
		r := sortRow{values: values, keys: make([]any, len(o.n.Keys))}
		for k := range o.n.Keys {
			r.keys[k] = keyCols[k][i]
		}
		rows = append(rows, r)
	}
	return rows, nil
}

// compareKeys orders two key values, NULLs where the key puts them.
func compareKeys(a, b any, key plan.SortKey) (int, error) {
	switch {
	case a == nil && b == nil:
		return 0, nil
	case a == nil:
		return nullOrder(key), nil
	case b == nil:
		return -nullOrder(key), nil
	}
	c, ok := compareValues(a, b)
	if !ok {
		return 0, notSupported("ORDER BY on " + key.Expr.Type().String())
	}
	if key.Descending {
		c = -c
	}
	return c, nil
}

func nullOrder(key plan.SortKey) int {
	if key.NullsFirst {
		return -1
	}
	return 1
}

func (o *sortOp) Close() error { return o.input.Close() }
