package exec

import (
	"context"
	"fmt"
	"math"
	"strings"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// streamWindowAggregate is Flink's window aggregate over slices in streaming mode: rows are
// buffered per group key and slice until a watermark fires a slice, then added to the state
// and a timer set for the window ending with the slice; when the watermark passes a window's
// end, its slices' rows are aggregated and the window emits one +I row per key (timers fire
// in Flink's heap order, timerHeap). A row whose windows all fired already is late and
// dropped. At the end of the input every remaining window fires, as Flink's final watermark
// fires them. Its input is the aggregate's input over the function in slice mode: window_end
// holds the row's slice end.
type streamWindowAggregate struct {
	input Operator
	n     *plan.Aggregate
	tvf   *plan.WindowTVF
	roles []int
	alloc memory.Allocator

	progress    int64 // the last watermark
	nextTrigger int64 // the watermark that may flush the buffer next
	buffer      []sliceKey
	buffered    map[sliceKey]*sliceRows
	minSliceEnd int64
	state       map[sliceKey]*sliceRows
	timers      *timerHeap
	clock       func() int64 // the wall clock over processing time, else nil
	done        bool
}

type sliceKey struct {
	key string
	end int64
}

// sliceRows are the key values of a group and the aggregate arguments of its rows in a slice.
type sliceRows struct {
	keys []any
	args [][]any
}

func newStreamWindowAggregate(in Operator, n *plan.Aggregate, tvf *plan.WindowTVF, roles []int, alloc memory.Allocator) *streamWindowAggregate {
	return &streamWindowAggregate{input: in, n: n, tvf: tvf, roles: roles, alloc: alloc,
		progress: math.MinInt64, nextTrigger: math.MinInt64, minSliceEnd: math.MaxInt64,
		buffered: map[sliceKey]*sliceRows{}, state: map[sliceKey]*sliceRows{}, timers: newTimerHeap(), clock: windowClock(tvf)}
}

func (o *streamWindowAggregate) Next(ctx context.Context) (connector.Batch, error) {
	return nextOnWatermarks(ctx, o.input, &o.done, o.clock, o.consume, o.advance)
}

func (o *streamWindowAggregate) consume(b connector.Batch) error {
	if err := insertsOnly(b, "window aggregates"); err != nil {
		return err
	}
	return windowAggregateRows(o.n, o.roles, b, o.add)
}

// windowAggregateRows reads a window aggregate's input rows: each row's group key (encoded,
// and its values), its slice end (window_end of the function in slice mode) and the argument
// of each call, nil where the call's FILTER skips the row.
func windowAggregateRows(n *plan.Aggregate, roles []int, b connector.Batch, each func(key string, keys []any, sliceEnd int64, args []any)) error {
	fields := n.Input.Fields()
	var key strings.Builder
	for i := range b.Len() {
		key.Reset()
		keys := make([]any, n.Keys)
		var sliceEnd int64
		for k, role := range roles {
			v, err := types.ValueFromArrow(fields[k].Type, b.Record.Column(k), i)
			if err != nil {
				return err
			}
			switch role {
			case -1:
				keys[k] = v
				encodeValue(&key, fields[k].Type, v)
			case 1:
				sliceEnd = v.(types.TimestampData).Millis
			}
		}
		args := make([]any, len(n.Calls))
		for c, call := range n.Calls {
			if call.Filtered {
				pass, err := types.ValueFromArrow(fields[call.FilterArg].Type, b.Record.Column(call.FilterArg), i)
				if err != nil {
					return err
				}
				if !call.Passes(pass) {
					continue // a NULL argument: the call skips the row
				}
			}
			if call.Arg < 0 {
				args[c] = true
				continue
			}
			v, err := callOperand(call, fields, b.Record, i)
			if err != nil {
				return err
			}
			args[c] = v
		}
		each(key.String(), keys, sliceEnd, args)
	}
	return nil
}

// add buffers a row, or drops it when it is late: when the last window of its slice fired.
func (o *streamWindowAggregate) add(key string, keys []any, sliceEnd int64, args []any) {
	if fired(sliceEnd, o.progress) {
		if fired(o.lastWindowEnd(sliceEnd), o.progress) {
			return
		}
		first := sliceEnd
		for fired(first, o.progress) {
			first += o.tvf.Slide
		}
		o.timers.add(windowTimer{key, first})
	}
	sk := sliceKey{key, sliceEnd}
	rows, ok := o.buffered[sk]
	if !ok {
		rows = &sliceRows{keys: keys}
		o.buffered[sk] = rows
		o.buffer = append(o.buffer, sk)
	}
	rows.args = append(rows.args, args)
	o.minSliceEnd = min(o.minSliceEnd, sliceEnd)
}

// fired reports whether the window ending at end fired at watermark wm.
func fired(end, wm int64) bool { return end-1 <= wm }

// lastWindowEnd is the end of the last window a slice belongs to.
func (o *streamWindowAggregate) lastWindowEnd(sliceEnd int64) int64 {
	switch o.tvf.Kind {
	case plan.WindowHop:
		return sliceEnd - o.tvf.Slide + o.tvf.Size
	case plan.WindowCumulate:
		return alignedStart(o.tvf, sliceEnd-1, o.tvf.Size) + o.tvf.Size
	case plan.WindowTumble:
		return sliceEnd
	default:
		panic(fmt.Sprintf("exec: lastWindowEnd of a window kind it does not know, %v", o.tvf.Kind))
	}
}

// advance takes a watermark: it flushes the buffer into the state when a slice may fire
// (setting each group's timer), then fires the windows whose end it passed.
func (o *streamWindowAggregate) advance(wm int64) (connector.Batch, error) {
	if wm > o.progress {
		previous := o.progress
		o.progress = wm
		if wm >= o.nextTrigger {
			if fired(o.minSliceEnd, wm) {
				o.flush(previous)
			}
			o.nextTrigger = wm
			if wm != math.MaxInt64 {
				o.nextTrigger = nextTriggerWatermark(wm-o.tvf.Offset, o.tvf.Slide) + o.tvf.Offset
			}
		}
	}
	b := array.NewRecordBuilder(o.alloc, schemaOf(o.n.Output))
	defer b.Release()
	for {
		t, ok := o.timers.peek()
		if !ok || t.time() > o.progress {
			break
		}
		o.timers.poll()
		if err := o.fire(b, t); err != nil {
			return connector.Batch{}, err
		}
	}
	return connector.Batch{Record: b.NewRecordBatch()}, nil
}

// nextTriggerWatermark is the next watermark after wm that ends a slice of the interval. The
// caller shifts it by the window's offset: Flink's own computes it unshifted, but over its
// watermarks that would lose the first windows of an offset it records keeping
// (stream_window_offset_ticks).
func nextTriggerWatermark(wm, interval int64) int64 {
	if wm == math.MaxInt64 {
		return wm
	}
	trigger := floorTo(wm, interval) + interval - 1
	if trigger > wm {
		return trigger
	}
	return trigger + interval
}

// flush moves the buffered rows into the state in the order they came, setting a timer for
// each slice not fired at the timers' watermark yet.
func (o *streamWindowAggregate) flush(timerWatermark int64) {
	for _, sk := range o.buffer {
		rows := o.buffered[sk]
		st, ok := o.state[sk]
		if !ok {
			st = &sliceRows{keys: rows.keys}
			o.state[sk] = st
		}
		st.args = append(st.args, rows.args...)
		if !fired(sk.end, timerWatermark) {
			o.timers.add(windowTimer(sk))
		}
	}
	o.buffer, o.buffered, o.minSliceEnd = nil, map[sliceKey]*sliceRows{}, math.MaxInt64
}

// windowStart is the start of the window ending at end.
func (o *streamWindowAggregate) windowStart(end int64) int64 {
	if o.tvf.Kind == plan.WindowCumulate {
		return alignedStart(o.tvf, end-1, o.tvf.Size)
	}
	return end - o.tvf.Size
}

// fire aggregates the rows of a window's slices for one key and appends its row, unless it
// has none; a HOP or CUMULATE window with rows sets the timer of the next window.
func (o *streamWindowAggregate) fire(b *array.RecordBuilder, t windowTimer) error {
	start := o.windowStart(t.end)
	var keys []any
	accs := make([]accumulator, len(o.n.Calls))
	for c, call := range o.n.Calls {
		accs[c] = newAccumulator(call, o.n.Input.Fields())
	}
	rows := 0
	for end := start + o.tvf.Slide; end <= t.end; end += o.tvf.Slide {
		st, ok := o.state[sliceKey{t.key, end}]
		if !ok {
			continue
		}
		keys = st.keys
		for _, args := range st.args {
			rows++
			for c, v := range args {
				if v == nil && !o.n.Calls[c].TakesNulls() {
					continue
				}
				if err := accs[c].add(v); err != nil {
					return err
				}
			}
		}
	}
	if rows == 0 {
		return nil
	}
	switch o.tvf.Kind {
	case plan.WindowHop:
		o.timers.add(windowTimer{t.key, t.end + o.tvf.Slide})
	case plan.WindowCumulate:
		if t.end < start+o.tvf.Size {
			o.timers.add(windowTimer{t.key, t.end + o.tvf.Slide})
		}
	case plan.WindowTumble:
		// A tumbling window fires once.
	default:
		panic(fmt.Sprintf("exec: a window timer of a window kind it does not know, %v", o.tvf.Kind))
	}
	return appendWindowResult(b, o.n, o.roles, keys, start, t.end, accs)
}

// appendWindowResult appends a window's row for a key: its keys, the window's columns where
// the group keys name them, and each call's result.
func appendWindowResult(b *array.RecordBuilder, n *plan.Aggregate, roles []int, keys []any, start, end int64, accs []accumulator) error {
	for k, role := range roles {
		v := keys[k]
		switch role {
		case 0:
			v = types.TimestampData{Millis: start}
		case 1:
			v = types.TimestampData{Millis: end}
		case 2:
			v = types.TimestampData{Millis: end - 1}
		}
		if err := types.AppendToBuilder(n.Output[k].Type, b.Field(k), v); err != nil {
			return err
		}
	}
	for c, acc := range accs {
		v, err := acc.result()
		if err != nil {
			return err
		}
		col := n.Keys + c
		if err := types.AppendToBuilder(n.Output[col].Type, b.Field(col), v); err != nil {
			return err
		}
	}
	return nil
}

func (o *streamWindowAggregate) Close() error { return o.input.Close() }

var _ Operator = (*streamWindowAggregate)(nil)
