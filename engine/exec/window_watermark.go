package exec

import (
	"context"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// watermarkInterval is Flink's default pipeline.auto-watermark-interval, 200 ms.
const watermarkInterval = 200

// watermarkAssigner passes rows on and emits watermarks as Flink's WatermarkAssignerOperator
// does: the watermark is the largest value of the watermark expression seen so far, starting
// from 0, and it is emitted right after the row that moves it more than the interval beyond
// the last one emitted. Flink also emits it every 200 ms of wall-clock time; Flinkpad leaves
// that out, so that runs are deterministic. A batch is cut after each row that emits one, so
// that the watermark follows exactly the rows before it. A NULL rowtime fails the job.
type watermarkAssigner struct {
	input   Operator
	n       *plan.WatermarkAssigner
	alloc   memory.Allocator
	current int64
	last    int64
	pending []connector.Batch
}

func newWatermarkAssigner(in Operator, n *plan.WatermarkAssigner, alloc memory.Allocator) *watermarkAssigner {
	return &watermarkAssigner{input: in, n: n, alloc: alloc}
}

func (o *watermarkAssigner) Next(ctx context.Context) (connector.Batch, error) {
	for len(o.pending) == 0 {
		in, err := o.input.Next(ctx)
		if err != nil {
			return connector.Batch{}, err
		}
		err = o.split(in)
		in.Record.Release()
		if err != nil {
			return connector.Batch{}, err
		}
	}
	b := o.pending[0]
	o.pending = o.pending[1:]
	return b, nil
}

// split cuts a batch after every row that emits a watermark into o.pending.
func (o *watermarkAssigner) split(in connector.Batch) error {
	rowtime := in.Record.Column(o.n.Rowtime)
	for i := range in.Len() {
		if rowtime.IsNull(i) {
			return runtimeError("java.lang.RuntimeException",
				"RowTime field should not be null, please convert it to a non-null long value.")
		}
	}
	arr, err := eval(o.n.Expr, in, o.alloc)
	if err != nil {
		return err
	}
	defer arr.Release()
	millis, _ := types.TimestampColumns(arr)
	start := 0
	for i := range in.Len() {
		if arr.IsValid(i) && millis[i] > o.current {
			o.current = millis[i]
		}
		if o.current-o.last > watermarkInterval {
			o.last = o.current
			o.pending = append(o.pending, o.slice(in, start, i+1, true))
			start = i + 1
		}
	}
	if start < in.Len() {
		o.pending = append(o.pending, o.slice(in, start, in.Len(), false))
	}
	return nil
}

func (o *watermarkAssigner) slice(in connector.Batch, from, to int, mark bool) connector.Batch {
	out := connector.Batch{Record: in.Record.NewSlice(int64(from), int64(to))}
	if in.Kinds != nil {
		out.Kinds = in.Kinds[from:to]
	}
	if mark {
		out.Watermark, out.HasWatermark = o.last, true
	}
	return out
}

func (o *watermarkAssigner) Close() error {
	for _, b := range o.pending {
		b.Record.Release()
	}
	o.pending = nil
	return o.input.Close()
}

var _ Operator = (*watermarkAssigner)(nil)

// timestampMillis reads the millis of a TIMESTAMP column, for the window operators.
func timestampMillis(b connector.Batch, col int) ([]int64, *array.Struct) {
	arr := b.Record.Column(col).(*array.Struct)
	millis, _ := types.TimestampColumns(arr)
	return millis, arr
}
