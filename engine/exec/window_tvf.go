package exec

import (
	"context"
	"fmt"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// window is [start, end) in epoch milliseconds.
type window struct{ start, end int64 }

// floorTo is the largest multiple of step not above t (Flink's getWindowStartWithOffset).
func floorTo(t, step int64) int64 {
	r := t % step
	if r < 0 {
		r += step
	}
	return t - r
}

// alignedStart is the start of the step-long piece of time t falls in, shifted by the window's
// offset (Flink's getWindowStartWithOffset).
func alignedStart(n *plan.WindowTVF, t, step int64) int64 {
	return floorTo(t-n.Offset, step) + n.Offset
}

// windowsOf lists the windows a row of time t falls in, as Flink's assigners list them: HOP
// from the latest start back, CUMULATE from the shortest window on.
func windowsOf(n *plan.WindowTVF, t int64) []window {
	switch n.Kind {
	case plan.WindowHop:
		var out []window
		for start := alignedStart(n, t, n.Slide); start > t-n.Size; start -= n.Slide {
			out = append(out, window{start, start + n.Size})
		}
		return out
	case plan.WindowCumulate:
		start := alignedStart(n, t, n.Size)
		var out []window
		for end := alignedStart(n, t, n.Slide) + n.Slide; end <= start+n.Size; end += n.Slide {
			out = append(out, window{start, end})
		}
		return out
	case plan.WindowTumble:
		start := alignedStart(n, t, n.Size)
		return []window{{start, start + n.Size}}
	default:
		panic(fmt.Sprintf("exec: windowsOf a window kind it does not know, %v", n.Kind))
	}
}

// sliceOf is the slice a row of time t falls in: the pieces Flink's window aggregates cut
// time into, whose windows are unions of slices (of the slide for HOP, the step for
// CUMULATE, the window itself for TUMBLE). Sessions have no slices: a row's is its time.
func sliceOf(n *plan.WindowTVF, t int64) window {
	if n.Kind == plan.WindowSession {
		// A session aggregate reads each row's time as its "slice end".
		return window{t, t}
	}
	start := alignedStart(n, t, n.Slide)
	return window{start, start + n.Slide}
}

// windowTVFOp appends window_start, window_end and window_time to each row, once per window the
// row falls in; with slices set, once per row, its slice in place of the window (for the
// streaming window aggregate). Rows whose time is NULL fall in no window. Watermarks pass on.
type windowTVFOp struct {
	input  Operator
	n      *plan.WindowTVF
	slices bool
	schema *arrow.Schema
	alloc  memory.Allocator
}

func newWindowTVF(in Operator, n *plan.WindowTVF, slices bool, alloc memory.Allocator) *windowTVFOp {
	return &windowTVFOp{input: in, n: n, slices: slices, schema: schemaOf(n.Output), alloc: alloc}
}

func (o *windowTVFOp) Next(ctx context.Context) (connector.Batch, error) {
	in, err := o.input.Next(ctx)
	if err != nil {
		return connector.Batch{}, err
	}
	defer in.Record.Release()
	millis, times := timestampMillis(in, o.n.TimeCol)
	var rows []int
	var wins []window
	for i := range in.Len() {
		if times.IsNull(i) {
			continue
		}
		if o.slices {
			rows, wins = append(rows, i), append(wins, sliceOf(o.n, millis[i]))
			continue
		}
		for _, w := range windowsOf(o.n, millis[i]) {
			rows, wins = append(rows, i), append(wins, w)
		}
	}
	taken, err := takeRecord(in, rows, o.alloc)
	if err != nil {
		return connector.Batch{}, err
	}
	defer taken.Record.Release()
	cols := make([]arrow.Array, 0, len(o.n.Output))
	for c := range taken.Record.NumCols() {
		cols = append(cols, taken.Record.Column(int(c)))
	}
	extra := []func(w window) types.TimestampData{
		func(w window) types.TimestampData { return types.TimestampData{Millis: w.start} },
		func(w window) types.TimestampData { return types.TimestampData{Millis: w.end} },
		func(w window) types.TimestampData { return types.TimestampData{Millis: w.end - 1} },
	}
	start := o.n.WindowStart()
	for j, value := range extra {
		b := array.NewBuilder(o.alloc, types.ArrowType(o.n.Output[start+j].Type)).(*array.StructBuilder)
		for _, w := range wins {
			types.AppendTimestamp(b, value(w))
		}
		arr := b.NewArray()
		b.Release()
		defer arr.Release()
		cols = append(cols, arr)
	}
	out := connector.Batch{Record: array.NewRecordBatch(o.schema, cols, int64(len(rows))), Kinds: taken.Kinds}
	return connector.CarryWatermark(out, in), nil
}

func (o *windowTVFOp) Close() error { return o.input.Close() }

var _ Operator = (*windowTVFOp)(nil)
