package exec

import (
	"context"
	"math"
	"slices"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// temporalSort is Flink's streaming sort on a rowtime (RowTimeSortOperator): rows wait until
// the watermark passes their time, then come out in time order, rows of one time in the order
// they came. A row not later than the last time emitted is late and dropped. At the end of
// the input every row left comes out.
type temporalSort struct {
	input    Operator
	n        *plan.Sort
	col      int
	alloc    memory.Allocator
	pending  map[int64][][]any
	lastTime int64
	done     bool
}

func newTemporalSort(in Operator, n *plan.Sort, alloc memory.Allocator) *temporalSort {
	return &temporalSort{input: in, n: n, col: n.Keys[0].Expr.(*plan.InputRef).Index, alloc: alloc,
		pending: map[int64][][]any{}, lastTime: math.MinInt64}
}

func (o *temporalSort) Next(ctx context.Context) (connector.Batch, error) {
	return nextOnWatermarks(ctx, o.input, &o.done, nil, o.consume, o.emit)
}

func (o *temporalSort) consume(b connector.Batch) error {
	if err := insertsOnly(b, "ORDER BY a time attribute"); err != nil {
		return err
	}
	fields := o.n.Input.Fields()
	millis, times := timestampMillis(b, o.col)
	for i := range b.Len() {
		if times.IsNull(i) || millis[i] <= o.lastTime {
			continue
		}
		row, err := readRow(b, fields, i)
		if err != nil {
			return err
		}
		o.pending[millis[i]] = append(o.pending[millis[i]], row)
	}
	return nil
}

// emit outputs the rows whose time the watermark passed, in time order.
func (o *temporalSort) emit(wm int64) (connector.Batch, error) {
	var due []int64
	for t := range o.pending {
		if t <= wm {
			due = append(due, t)
		}
	}
	slices.Sort(due)
	fields := o.n.Input.Fields()
	b := array.NewRecordBuilder(o.alloc, schemaOf(fields))
	defer b.Release()
	for _, t := range due {
		for _, row := range o.pending[t] {
			for c, v := range row {
				if err := types.AppendToBuilder(fields[c].Type, b.Field(c), v); err != nil {
					return connector.Batch{}, err
				}
			}
		}
		delete(o.pending, t)
		o.lastTime = t
	}
	return connector.Batch{Record: b.NewRecordBatch()}, nil
}

func (o *temporalSort) Close() error { return o.input.Close() }

var _ Operator = (*temporalSort)(nil)
