package exec

import (
	"cmp"
	"context"
	"errors"
	"io"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// streamSessionAggregate is Flink's window aggregate over SESSION windows in streaming mode
// (one WindowAggregate over merging windows, no slices): each row joins its group's sessions
// (sessionWindows), and a session emits one +I row when the watermark passes its end. Its
// input is the aggregate's input over the function in slice mode, where window_end holds the
// row's time.
type streamSessionAggregate struct {
	input    Operator
	n        *plan.Aggregate
	roles    []int
	alloc    memory.Allocator
	sessions *sessionWindows
	clock    func() int64 // the wall clock over processing time, else nil
	done     bool
}

func newStreamSessionAggregate(in Operator, n *plan.Aggregate, tvf *plan.WindowTVF, roles []int, alloc memory.Allocator) *streamSessionAggregate {
	return &streamSessionAggregate{input: in, n: n, roles: roles, alloc: alloc, sessions: newSessionWindows(tvf.Size),
		clock: windowClock(tvf)}
}

// windowClock is the clock a window over processing time fires by, and nil for event time.
func windowClock(tvf *plan.WindowTVF) func() int64 {
	if tvf.Output[tvf.WindowStart()+2].Type.TimeAttr != types.TimestampProctime {
		return nil
	}
	return func() int64 { return time.Now().UnixMilli() }
}

func (o *streamSessionAggregate) Next(ctx context.Context) (connector.Batch, error) {
	return nextOnWatermarks(ctx, o.input, &o.done, o.clock, func(b connector.Batch) error {
		if err := insertsOnly(b, "SESSION windows"); err != nil {
			return err
		}
		return windowAggregateRows(o.n, o.roles, b, func(key string, keys []any, t int64, args []any) {
			o.sessions.add(key, keys, t, args)
		})
	}, o.advance)
}

func (o *streamSessionAggregate) advance(wm int64) (connector.Batch, error) {
	b := array.NewRecordBuilder(o.alloc, schemaOf(o.n.Output))
	defer b.Release()
	err := o.sessions.advance(wm, func(s *session) error {
		accs := make([]accumulator, len(o.n.Calls))
		for c, call := range o.n.Calls {
			accs[c] = newAccumulator(call, o.n.Input.Fields())
		}
		for _, r := range s.rows {
			for c, v := range r.values {
				if v == nil {
					continue
				}
				if err := accs[c].add(v); err != nil {
					return err
				}
			}
		}
		return appendWindowResult(b, o.n, o.roles, s.keys, s.start, s.end, accs)
	})
	if err != nil {
		return connector.Batch{}, err
	}
	return connector.Batch{Record: b.NewRecordBatch()}, nil
}

func (o *streamSessionAggregate) Close() error { return o.input.Close() }

var _ Operator = (*streamSessionAggregate)(nil)

// streamSessionTVF is the SESSION window table-valued function in streaming mode, Flink's
// UnalignedWindowTableFunctionOperator: rows wait in their partition's sessions, and when a
// session fires its rows come out in the order they arrived, each with the session's
// window_start, window_end and window_time. Rows whose time is NULL are dropped, as Flink drops
// them; late rows too (sessionWindows). Watermarks pass on after the sessions they fire.
type streamSessionTVF struct {
	input    Operator
	n        *plan.WindowTVF
	alloc    memory.Allocator
	sessions *sessionWindows
	clock    func() int64
	done     bool
}

func newStreamSessionTVF(in Operator, n *plan.WindowTVF, alloc memory.Allocator) *streamSessionTVF {
	return &streamSessionTVF{input: in, n: n, alloc: alloc, sessions: newSessionWindows(n.Size), clock: windowClock(n)}
}

func (o *streamSessionTVF) Next(ctx context.Context) (connector.Batch, error) {
	return nextOnWatermarks(ctx, o.input, &o.done, o.clock, o.consume, o.advance)
}

func (o *streamSessionTVF) consume(b connector.Batch) error {
	if err := insertsOnly(b, "SESSION windows"); err != nil {
		return err
	}
	fields := o.n.Input.Fields()
	millis, times := timestampMillis(b, o.n.TimeCol)
	var key strings.Builder
	for i := range b.Len() {
		if times.IsNull(i) {
			continue
		}
		values := make([]any, len(fields))
		for c, f := range fields {
			v, err := types.ValueFromArrow(f.Type, b.Record.Column(c), i)
			if err != nil {
				return err
			}
			values[c] = v
		}
		key.Reset()
		for _, p := range o.n.Partition {
			encodeValue(&key, fields[p].Type, values[p])
		}
		o.sessions.add(key.String(), nil, millis[i], values)
	}
	return nil
}

func (o *streamSessionTVF) advance(wm int64) (connector.Batch, error) {
	b := array.NewRecordBuilder(o.alloc, schemaOf(o.n.Output))
	defer b.Release()
	err := o.sessions.advance(wm, func(s *session) error {
		rows := slices.Clone(s.rows)
		slices.SortFunc(rows, func(a, b sessionRow) int { return cmp.Compare(a.order, b.order) })
		window := []any{types.TimestampData{Millis: s.start}, types.TimestampData{Millis: s.end},
			types.TimestampData{Millis: s.end - 1}}
		for _, r := range rows {
			for c, v := range append(slices.Clone(r.values), window...) {
				if err := types.AppendToBuilder(o.n.Output[c].Type, b.Field(c), v); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return connector.Batch{}, err
	}
	out := connector.Batch{Record: b.NewRecordBatch()}
	if wm != math.MaxInt64 && o.clock == nil {
		out.Watermark, out.HasWatermark = wm, true
	}
	return out, nil
}

func (o *streamSessionTVF) Close() error { return o.input.Close() }

var _ Operator = (*streamSessionTVF)(nil)

// insertsOnly fails on a batch of updates for a window operator that cannot take a retraction
// back: session windows merge what they hold, and Flink's window aggregates take a retraction
// out only while its window has not fired, which makes the rows depend on when watermarks
// pass the retractions.
func insertsOnly(b connector.Batch, what string) error {
	for i := range b.Len() {
		if b.Kind(i) != types.Insert {
			return notSupported(what + " over an updating input")
		}
	}
	return nil
}

// nextOnWatermarks drives an operator that emits on watermarks: it consumes its input's
// batches, and after each one that carries a watermark, and at the end of the input (Flink's
// final watermark), returns what advance emits, if anything. Over processing time (clock set)
// it advances to the clock after every batch instead, and the end of the input fires nothing:
// Flink ends a bounded job without firing its processing-time timers.
func nextOnWatermarks(ctx context.Context, input Operator, done *bool, clock func() int64, consume func(connector.Batch) error,
	advance func(int64) (connector.Batch, error)) (connector.Batch, error) {
	for !*done {
		in, err := input.Next(ctx)
		if errors.Is(err, io.EOF) {
			*done = true
			if clock != nil {
				break
			}
			out, err := advance(math.MaxInt64)
			if err != nil || out.Len() > 0 {
				return out, err
			}
			out.Record.Release()
			break
		}
		if err != nil {
			return connector.Batch{}, err
		}
		err = consume(in)
		in.Record.Release()
		if err != nil {
			return connector.Batch{}, err
		}
		wm := in.Watermark
		if clock != nil {
			wm = clock()
		} else if !in.HasWatermark {
			continue
		}
		out, err := advance(wm)
		if err != nil || out.Len() > 0 || out.HasWatermark {
			return out, err
		}
		out.Record.Release()
	}
	return connector.Batch{}, io.EOF
}
