package exec

import (
	"context"
	"math/bits"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
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
	selected := selectTrue(arr.(*array.Boolean), o.selected[:0])
	o.selected = selected
	if len(selected) == in.Len() { // every row kept: the batch passes as it is
		in.Record.Retain()
		return in, nil
	}
	return takeRecord(in, selected, o.alloc)
}

func (o *filterOp) Close() error { return o.input.Close() }

// selectTrue appends to selected the positions of cond's TRUE values (not FALSE, not NULL), in
// order. It reads the value and validity bitmaps a byte at a time, so a run of rows that are
// not kept costs one test per eight rows.
func selectTrue(cond *array.Boolean, selected []int) []int {
	n := cond.Len()
	if n == 0 {
		return selected
	}
	d := cond.Data()
	off := d.Offset()
	values := d.Buffers()[1].Bytes()
	var validity []byte
	if cond.NullN() > 0 {
		validity = d.Buffers()[0].Bytes()
	}
	for i := 0; i < n; {
		if at := off + i; at%8 == 0 && i+8 <= n {
			set := values[at/8]
			if validity != nil {
				set &= validity[at/8]
			}
			for set != 0 {
				selected = append(selected, i+bits.TrailingZeros8(set))
				set &= set - 1
			}
			i += 8
			continue
		}
		if bitutil.BitIsSet(values, off+i) && (validity == nil || bitutil.BitIsSet(validity, off+i)) {
			selected = append(selected, i)
		}
		i++
	}
	return selected
}
