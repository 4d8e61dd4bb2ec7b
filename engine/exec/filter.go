package exec

import (
	"context"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// filterOp keeps the rows whose condition is TRUE (not FALSE, not NULL).
type filterOp struct {
	input  Operator
	cond   plan.Expr
	fields []plan.Field
	alloc  memory.Allocator
}

func (o *filterOp) Next(ctx context.Context) (connector.Batch, error) {
	for {
		in, err := o.input.Next(ctx)
		if err != nil {
			return connector.Batch{}, err
		}
		out, err := o.filter(in)
		in.Record.Release()
		if err != nil || out.Len() > 0 {
			return out, err
		}
		out.Record.Release()
	}
}

func (o *filterOp) filter(in connector.Batch) (connector.Batch, error) {
	arr, err := eval(o.cond, in, o.alloc)
	if err != nil {
		return connector.Batch{}, err
	}
	defer arr.Release()
	cond := arr.(*array.Boolean)
	var selected []int
	for i := range cond.Len() {
		if cond.IsValid(i) && cond.Value(i) {
			selected = append(selected, i)
		}
	}
	return take(in, o.fields, selected, o.alloc)
}

// take copies the selected rows of a batch into a new one.
func take(in connector.Batch, fields []plan.Field, rows []int, alloc memory.Allocator) (connector.Batch, error) {
	cols := make([]arrow.Array, len(fields))
	defer func() {
		for _, c := range cols {
			if c != nil {
				c.Release()
			}
		}
	}()
	for c, f := range fields {
		src := in.Record.Column(c)
		b := array.NewBuilder(alloc, types.ArrowType(f.Type))
		b.Reserve(len(rows))
		for _, r := range rows {
			v, err := types.ValueFromArrow(f.Type, src, r)
			if err == nil {
				err = types.AppendToBuilder(f.Type, b, v)
			}
			if err != nil {
				b.Release()
				return connector.Batch{}, err
			}
		}
		cols[c] = b.NewArray()
		b.Release()
	}
	out := connector.Batch{Record: array.NewRecordBatch(in.Record.Schema(), cols, int64(len(rows)))}
	if in.Kinds != nil {
		out.Kinds = make([]types.RowKind, len(rows))
		for i, r := range rows {
			out.Kinds[i] = in.Kinds[r]
		}
	}
	return out, nil
}

func (o *filterOp) Close() error { return o.input.Close() }
