package exec

import (
	"context"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// filterOp keeps the rows whose condition is TRUE (not FALSE, not NULL).
type filterOp struct {
	input Operator
	cond  plan.Expr
	alloc memory.Allocator
	// selected is the selection buffer, kept from batch to batch.
	selected []int
}

func (o *filterOp) Next(ctx context.Context) (connector.Batch, error) {
	for {
		in, err := o.input.Next(ctx)
		if err != nil {
			return connector.Batch{}, err
		}
		out, err := o.filter(in)
		in.Record.Release()
		if err != nil || out.Len() > 0 || in.HasWatermark {
			return connector.CarryWatermark(out, in), err
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
	selected := o.selected[:0]
	for i := range cond.Len() {
		if cond.IsValid(i) && cond.Value(i) {
			selected = append(selected, i)
		}
	}
	o.selected = selected
	if len(selected) == in.Len() { // every row kept: the batch passes as it is
		in.Record.Retain()
		return in, nil
	}
	return takeRecord(in, selected, o.alloc)
}

func (o *filterOp) Close() error { return o.input.Close() }
