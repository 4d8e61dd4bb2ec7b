package exec

import (
	"context"
	"maps"
	"math"
	"slices"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// temporalJoinOp is Flink's event-time temporal join (TemporalRowTimeJoinOperator): per join
// key it buffers the left rows and keeps the right side's versions by their rowtime, and when
// the watermark (the smaller of the two inputs') passes a left row's time it joins the row
// with the version valid then, the latest at or before it; a version whose row retracts (-D;
// -U never arrives, the right input gives +U alone) means no row. An INNER join drops a left
// row without a version or whose version fails the condition, a LEFT join pads it. Each output
// row has its left row's kind. As in Flink, each key holds one timer, at the smallest time it
// waits for, in Flink's timer heap (window_timers.go), so keys fire in Flink's order; firing
// emits the key's left rows up to the watermark in arrival order and drops the versions older
// than the one valid at the watermark. The end of an input is its final watermark. Each advance
// of the watermark is passed on after the rows it emits, in a batch of its own when it emits
// none, so that a window over the join's rows fires as in Flink.
type temporalJoinOp struct {
	watermarkedInputs
	n      *plan.TemporalJoin
	alloc  memory.Allocator
	keys   [2][]int // each side's join key columns, paired
	fields [2][]plan.Field
	state  map[string]*temporalKey
	timers *timerHeap
}

// temporalKey is what the join holds for one key.
type temporalKey struct {
	left     []temporalRow         // in arrival order
	versions map[int64]temporalRow // by rowtime; a later row of one time replaces the earlier
	timer    int64                 // the registered timer's time, when hasTimer
	hasTimer bool
}

type temporalRow struct {
	values []any
	kind   types.RowKind
	time   int64
}

func newTemporalJoin(left, right Operator, n *plan.TemporalJoin, alloc memory.Allocator) *temporalJoinOp {
	o := &temporalJoinOp{watermarkedInputs: newWatermarkedInputs(left, right), n: n, alloc: alloc,
		fields: [2][]plan.Field{n.Left.Fields(), n.Right.Fields()}, state: map[string]*temporalKey{},
		timers: newTimerHeap()}
	o.keys[0], o.keys[1], _ = stateKeys(n.AsJoin())
	return o
}

func (o *temporalJoinOp) Next(ctx context.Context) (connector.Batch, error) {
	for {
		advanced, err := o.step(ctx, o.consume)
		if err != nil {
			return connector.Batch{}, err
		}
		if !advanced {
			continue
		}
		out, err := o.fire(o.mark)
		if err != nil {
			return connector.Batch{}, err
		}
		// The watermark goes on after the rows it emits, as Flink forwards it after
		// firing the timers, for the time operators downstream.
		out.Watermark, out.HasWatermark = o.mark, true
		return out, nil
	}
}

// consume buffers one input batch's rows under their keys and registers their timers.
func (o *temporalJoinOp) consume(side int, b connector.Batch) error {
	timeCol := o.n.LeftTime
	if side == 1 {
		timeCol = o.n.RightTime
	}
	st := &joinState{keys: o.keys[side]}
	for i := range b.Len() {
		row, err := readRow(b, o.fields[side], i)
		if err != nil {
			return err
		}
		ts, ok := row[timeCol].(types.TimestampData)
		if !ok {
			return runtimeError("java.lang.RuntimeException", "Rowtime attribute should not be null.")
		}
		kind := b.Kind(i)
		if side == 1 && kind == types.UpdateBefore {
			continue // the right input gives +U alone; a -U would take a version's place
		}
		key := st.key(o.fields[side], row)
		k := o.state[key]
		if k == nil {
			k = &temporalKey{versions: map[int64]temporalRow{}}
			o.state[key] = k
		}
		r := temporalRow{values: row, kind: kind, time: ts.Millis}
		if side == 0 {
			k.left = append(k.left, r)
		} else {
			k.versions[r.time] = r
		}
		o.registerSmallest(key, k, r.time)
	}
	return nil
}

// registerSmallest keeps a key's one timer at the smallest time it waits for.
func (o *temporalJoinOp) registerSmallest(key string, k *temporalKey, t int64) {
	if k.hasTimer && k.timer <= t {
		return
	}
	if k.hasTimer {
		o.timers.remove(windowTimer{key, k.timer + 1})
	}
	k.timer, k.hasTimer = t, true
	o.timers.add(windowTimer{key, t + 1})
}

// pending is one left row due, with the version it meets (nil for none).
type pending struct {
	left    temporalRow
	version []any
}

// fire runs the timers the watermark passes, in the heap's order, and returns what they emit.
func (o *temporalJoinOp) fire(mark int64) (connector.Batch, error) {
	var due []pending
	for {
		t, ok := o.timers.peek()
		if !ok || t.time() > mark {
			break
		}
		o.timers.poll()
		k := o.state[t.key]
		k.hasTimer = false
		times := slices.Sorted(maps.Keys(k.versions))
		next := int64(math.MaxInt64)
		kept := k.left[:0]
		for _, l := range k.left {
			if l.time > mark {
				next = min(next, l.time)
				kept = append(kept, l)
				continue
			}
			p := pending{left: l}
			if i := latestAtOrBefore(times, l.time); i >= 0 {
				if v := k.versions[times[i]]; v.kind == types.Insert || v.kind == types.UpdateAfter {
					p.version = v.values
				}
			}
			due = append(due, p)
		}
		k.left = kept
		// Drop the versions before the one valid at the watermark; the latest one stays.
		first := slices.IndexFunc(times, func(t int64) bool { return t > mark })
		keep := first - 1
		if first < 0 {
			keep = len(times) - 1
		}
		for _, t := range times[:max(keep, 0)] {
			delete(k.versions, t)
		}
		if next < math.MaxInt64 {
			k.timer, k.hasTimer = next, true
			o.timers.add(windowTimer{t.key, next + 1})
		}
		if len(k.left) == 0 && len(k.versions) == 0 {
			delete(o.state, t.key)
		}
	}
	return o.emit(due)
}

// emit joins the due left rows with their versions, evaluating the condition over all the
// pairs at once.
func (o *temporalJoinOp) emit(due []pending) (connector.Batch, error) {
	b := array.NewRecordBuilder(o.alloc, schemaOf(o.n.Output))
	defer b.Release()
	var pairs [][]any
	for _, p := range due {
		if p.version != nil {
			pairs = append(pairs, append(append([]any{}, p.left.values...), p.version...))
		}
	}
	var cond *array.Boolean
	if len(pairs) > 0 {
		fields := append(append([]plan.Field{}, o.fields[0]...), o.fields[1]...)
		in, err := rowsBatch(pairs, fields, o.alloc)
		if err != nil {
			return connector.Batch{}, err
		}
		arr, err := eval(o.n.Cond, in, o.alloc)
		in.Record.Release()
		if err != nil {
			return connector.Batch{}, err
		}
		defer arr.Release()
		cond = arr.(*array.Boolean)
	}
	var kinds []types.RowKind
	padding := make([]any, len(o.fields[1]))
	pair := 0
	for _, p := range due {
		values := p.version
		if values != nil {
			if !cond.IsValid(pair) || !cond.Value(pair) {
				values = nil
			}
			pair++
		}
		if values == nil && o.n.Kind != plan.JoinLeft {
			continue
		}
		if values == nil {
			values = padding
		}
		for c, v := range append(append([]any{}, p.left.values...), values...) {
			if err := types.AppendToBuilder(o.n.Output[c].Type, b.Field(c), v); err != nil {
				return connector.Batch{}, err
			}
		}
		kinds = append(kinds, p.left.kind)
	}
	return connector.Batch{Record: b.NewRecordBatch(), Kinds: kinds}, nil
}

// latestAtOrBefore is the index of the largest of sorted times at or before t, -1 for none.
func latestAtOrBefore(times []int64, t int64) int {
	i, found := slices.BinarySearch(times, t)
	if found {
		return i
	}
	return i - 1
}

var _ Operator = (*temporalJoinOp)(nil)

// buildTemporalJoin builds a temporal join. The binder plans one in streaming mode only, as
// Flink does; over bounded inputs without watermarks it fires once, at their end.
func buildTemporalJoin(ctx context.Context, n *plan.TemporalJoin, env *Env, alloc memory.Allocator) (Operator, error) {
	if err := checkExpr(n.Cond); err != nil {
		return nil, err
	}
	left, right, err := buildPair(ctx, n.Left, n.Right, env)
	if err != nil {
		return nil, err
	}
	return newTemporalJoin(left, right, n, alloc), nil
}
