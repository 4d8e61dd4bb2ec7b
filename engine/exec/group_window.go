package exec

import (
	"context"
	"errors"
	"io"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

func init() {
	// The group functions' key is the row's time: the window operator assigns the windows.
	identity := func(_ *kctx, _ *plan.Call, args []arrow.Array) (arrow.Array, error) {
		args[0].Retain()
		return args[0], nil
	}
	registerKernels(map[plan.Op]kernel{
		plan.GroupTumble.Op(): identity, plan.GroupHop.Op(): identity, plan.GroupSession.Op(): identity})
}

// buildGroupWindow builds a legacy group window aggregate (plan.GroupWindowOf), which appends
// its window's start, end and rowtime to each row after the aggregate's own fields, and the
// Calc over it, whose auxiliary calls read them; it reports false for other nodes. A select
// list cannot read the window's key itself, so every reader of the aggregate is such a Calc.
func buildGroupWindow(ctx context.Context, n plan.Node, env *Env, alloc memory.Allocator) (Operator, bool, error) {
	switch n := n.(type) {
	case *plan.Calc:
		agg, ok := n.Input.(*plan.Aggregate)
		if !ok {
			return nil, false, nil
		}
		w, ok := plan.GroupWindowOf(agg)
		if !ok {
			return nil, false, nil
		}
		if err := plan.CheckProctimeWindowWithoutCalls(agg, w, n, env.Streaming); err != nil {
			return nil, true, err
		}
		var err error
		rewrite := func(e plan.Expr) plan.Expr {
			if e == nil {
				return nil
			}
			return plan.MapGroupWindowProperties(e, func(prop int, t types.Type) plan.Expr {
				return plan.GroupWindowPropertyRef(len(agg.Output)+prop, prop, t)
			}, func(r *plan.InputRef) plan.Expr { return r })
		}
		c := &plan.Calc{Input: agg, Cond: rewrite(n.Cond), Output: n.Output}
		for _, e := range n.Exprs {
			c.Exprs = append(c.Exprs, rewrite(e))
		}
		if err != nil {
			return nil, true, err
		}
		op, err := buildCalc(ctx, c, env, alloc)
		return op, true, err
	case *plan.Aggregate:
		w, ok := plan.GroupWindowOf(n)
		if !ok {
			return nil, false, nil
		}
		if !env.Streaming && slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return c.Distinct }) {
			// BatchPhysicalWindowAggregateRule refuses them.
			return nil, true, runtimeError("org.apache.flink.table.api.TableException", "DISTINCT aggregates are currently not supported.")
		}
		in, err := Build(ctx, n.Input, env)
		if err != nil {
			return nil, true, err
		}
		return newGroupWindowAggregate(in, n, w, alloc), true, nil
	default:
		// Only an aggregate and the Calc over it can be a group window's.
		return nil, false, nil
	}
}

// groupWindowAggregate is Flink's window operator of the legacy group windows in event time:
// each row goes to the windows its time falls in (one tumbling window, size/slide sliding
// windows, or a session of the gap that merges with the sessions of its key it overlaps or
// touches), unless the watermark passed a window's end already: a late row is dropped. A timer
// per key and window fires when the watermark passes the window's end (timers fire in Flink's
// heap order, timerHeap), emitting one +I row of the keys, the calls, and the window's start,
// end and rowtime. At the end of the input every remaining
// window fires, as Flink's final watermark fires them.
type groupWindowAggregate struct {
	input Operator
	n     *plan.Aggregate
	w     plan.GroupWindow
	alloc memory.Allocator

	proctime  bool // windows by the clock, not the rows' times
	watermark int64
	state     map[sliceKey]*groupWindowRows
	sessions  map[string][]int64 // the ends of each key's open sessions
	timers    *timerHeap
	done      bool
}

// groupWindowRows are a window's start, its group's key values and its rows' arguments.
type groupWindowRows struct {
	start int64
	keys  []any
	args  [][]any
}

func newGroupWindowAggregate(in Operator, n *plan.Aggregate, w plan.GroupWindow, alloc memory.Allocator) *groupWindowAggregate {
	return &groupWindowAggregate{input: in, n: n, w: w, alloc: alloc, watermark: math.MinInt64,
		proctime: w.Time.Type().TimeAttr == types.TimestampProctime,
		state:    map[sliceKey]*groupWindowRows{}, sessions: map[string][]int64{}, timers: newTimerHeap()}
}

func (o *groupWindowAggregate) Next(ctx context.Context) (connector.Batch, error) {
	for !o.done {
		if err := ctx.Err(); err != nil {
			return connector.Batch{}, err
		}
		in, err := o.input.Next(ctx)
		if errors.Is(err, io.EOF) && o.proctime {
			// Flink fires processing-time windows by the clock only: the end of the input
			// leaves the open ones unfired.
			o.done = true
			break
		}
		if errors.Is(err, io.EOF) {
			o.done = true
			out, err := o.advance(math.MaxInt64)
			if err != nil || out.Len() > 0 {
				return out, err
			}
			out.Record.Release()
			break
		}
		if err != nil {
			return connector.Batch{}, err
		}
		err = o.consume(in)
		in.Record.Release()
		if err != nil {
			return connector.Batch{}, err
		}
		if o.proctime {
			out, err := o.advance(time.Now().UnixMilli())
			if err != nil || out.Len() > 0 || in.HasWatermark {
				out.Watermark, out.HasWatermark = in.Watermark, in.HasWatermark
				return out, err
			}
			out.Record.Release()
			continue
		}
		if !in.HasWatermark {
			continue
		}
		// The window's rows go out before the watermark, which downstream windows read.
		out, err := o.advance(in.Watermark)
		out.Watermark, out.HasWatermark = in.Watermark, true
		return out, err
	}
	return connector.Batch{}, io.EOF
}

func (o *groupWindowAggregate) consume(b connector.Batch) error {
	if err := insertsOnly(b, "group window aggregates"); err != nil {
		return err
	}
	fields := o.n.Input.Fields()
	var key strings.Builder
	now := time.Now().UnixMilli() // a processing-time window's time
	for i := range b.Len() {
		key.Reset()
		keys := make([]any, o.n.Keys)
		var ts int64
		hasTime := false
		for k := range o.n.Keys {
			v, err := types.ValueFromArrow(fields[k].Type, b.Record.Column(k), i)
			if err != nil {
				return err
			}
			if k == o.w.Key {
				if t, ok := v.(types.TimestampData); ok {
					ts, hasTime = t.Millis, true
				}
				if o.proctime {
					ts, hasTime = now, true
				}
				continue
			}
			keys[k] = v
			encodeValue(&key, fields[k].Type, v)
		}
		if !hasTime {
			continue // a row without a time has no window
		}
		args := make([]any, len(o.n.Calls))
		for c, call := range o.n.Calls {
			if call.Filtered {
				pass, err := types.ValueFromArrow(fields[call.FilterArg].Type, b.Record.Column(call.FilterArg), i)
				if err != nil {
					return err
				}
				if !call.Passes(pass) {
					continue
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
		o.add(key.String(), keys, ts, args)
	}
	return nil
}

// windowStartOf is Flink's TimeWindow.getWindowStartWithOffset without an offset.
func windowStartOf(ts, size int64) int64 { return ts - (ts+size)%size }

// add puts a row into its windows, skipping the windows the watermark passed.
func (o *groupWindowAggregate) add(key string, keys []any, ts int64, args []any) {
	switch o.w.Kind {
	case plan.GroupTumble:
		start := windowStartOf(ts, o.w.Size)
		o.addTo(key, keys, start, start+o.w.Size, args)
	case plan.GroupHop:
		for start := windowStartOf(ts, o.w.Slide); start > ts-o.w.Size; start -= o.w.Slide {
			o.addTo(key, keys, start, start+o.w.Size, args)
		}
	case plan.GroupSession:
		o.addSession(key, keys, ts, args)
	default:
		panic("exec: a group window of a kind it does not know, " + o.w.Kind.String())
	}
}

func (o *groupWindowAggregate) addTo(key string, keys []any, start, end int64, args []any) {
	if fired(end, o.watermark) {
		return // late
	}
	sk := sliceKey{key, end}
	st, ok := o.state[sk]
	if !ok {
		st = &groupWindowRows{start: start, keys: keys}
		o.state[sk] = st
	}
	st.args = append(st.args, args)
	o.timers.add(windowTimer(sk))
}

// addSession merges the row's session [ts, ts+gap) with the key's sessions it overlaps or
// touches (Flink's TimeWindow.intersects), moving their rows and timers to the merged one.
func (o *groupWindowAggregate) addSession(key string, keys []any, ts int64, args []any) {
	start, end := ts, ts+o.w.Size
	var merged []int64
	for _, e := range o.sessions[key] {
		s := o.state[sliceKey{key, e}].start
		if start <= e && end >= s {
			merged = append(merged, e)
			start, end = min(start, s), max(end, e)
		}
	}
	if fired(end, o.watermark) {
		return // late
	}
	st := &groupWindowRows{start: start, keys: keys}
	for _, e := range merged {
		old := o.state[sliceKey{key, e}]
		st.args = append(st.args, old.args...)
		delete(o.state, sliceKey{key, e})
		o.timers.remove(windowTimer{key, e})
	}
	st.args = append(st.args, args)
	o.sessions[key] = append(slices.DeleteFunc(o.sessions[key], func(e int64) bool { return slices.Contains(merged, e) }), end)
	o.state[sliceKey{key, end}] = st
	o.timers.add(windowTimer{key, end})
}

// advance takes a watermark and fires the windows whose end it passed.
func (o *groupWindowAggregate) advance(wm int64) (connector.Batch, error) {
	o.watermark = max(o.watermark, wm)
	b := array.NewRecordBuilder(o.alloc, o.schema())
	defer b.Release()
	for {
		t, ok := o.timers.peek()
		if !ok || t.time() > o.watermark {
			break
		}
		o.timers.poll()
		if err := o.fire(b, t); err != nil {
			return connector.Batch{}, err
		}
	}
	return connector.Batch{Record: b.NewRecordBatch()}, nil
}

// groupWindowPropertyType is the type of the start, end and rowtime the rows carry.
var groupWindowPropertyType = types.Timestamp(3).AsNotNull()

func (o *groupWindowAggregate) schema() *arrow.Schema {
	fields := slices.Clone(o.n.Output)
	for _, name := range []string{"w$start", "w$end", "w$rowtime"} {
		fields = append(fields, plan.Field{Name: name, Type: groupWindowPropertyType})
	}
	fields = append(fields, plan.Field{Name: "w$proctime", Type: plan.GroupWindowProctimeType})
	return schemaOf(fields)
}

// fire aggregates a window's rows for its key and appends its row.
func (o *groupWindowAggregate) fire(b *array.RecordBuilder, t windowTimer) error {
	sk := sliceKey(t)
	st, ok := o.state[sk]
	if !ok {
		return nil
	}
	delete(o.state, sk)
	if o.w.Kind == plan.GroupSession {
		o.sessions[t.key] = slices.DeleteFunc(o.sessions[t.key], func(e int64) bool { return e == t.end })
		if len(o.sessions[t.key]) == 0 {
			delete(o.sessions, t.key)
		}
	}
	accs := make([]accumulator, len(o.n.Calls))
	for c, call := range o.n.Calls {
		accs[c] = newAccumulator(call, o.n.Input.Fields())
	}
	for _, args := range st.args {
		for c, v := range args {
			if v == nil {
				continue
			}
			if err := accs[c].add(v); err != nil {
				return err
			}
		}
	}
	for k := range o.n.Keys {
		v := st.keys[k]
		if k == o.w.Key {
			v = types.TimestampData{Millis: st.start}
		}
		if err := types.AppendToBuilder(o.n.Output[k].Type, b.Field(k), v); err != nil {
			return err
		}
	}
	for c, acc := range accs {
		v, err := acc.result()
		if err != nil {
			return err
		}
		col := o.n.Keys + c
		if err := types.AppendToBuilder(o.n.Output[col].Type, b.Field(col), v); err != nil {
			return err
		}
	}
	base := len(o.n.Output)
	for i, ms := range []int64{st.start, t.end, t.end - 1} {
		if err := types.AppendToBuilder(groupWindowPropertyType, b.Field(base+i), types.TimestampData{Millis: ms}); err != nil {
			return err
		}
	}
	// w$proctime: Flink's window operator leaves it null (AggsHandlerCodeGenerator), and the
	// PROCTIME_MATERIALIZE above a processing-time window reads the clock instead, which this
	// column carries for it; an event-time window's _PROCTIME stays null.
	var proctime any
	if o.proctime {
		proctime = types.TimestampData{Millis: time.Now().UnixMilli()}
	}
	if err := types.AppendToBuilder(plan.GroupWindowProctimeType, b.Field(base+3), proctime); err != nil {
		return err
	}
	return nil
}

func (o *groupWindowAggregate) Close() error { return o.input.Close() }

var _ Operator = (*groupWindowAggregate)(nil)
