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

// intervalJoinOp is Flink's event-time interval join (RowTimeIntervalJoin in
// TimeIntervalJoin, run by KeyedCoProcessOperatorWithWatermarkDelay). Per join key each side
// caches its rows by rowtime. A row of one side joins the other side's cached rows whose times
// lie within its bounds and meet the rest of the condition, and is cached itself while the
// other side's watermark can still bring rows within its bounds; otherwise an outer side's
// unmatched row is padded with NULLs at once. A timer per key and side, at a cached row's time
// plus its side's relative window size plus one, drops the rows the watermark has passed,
// padding an outer side's rows that never matched. Everything comes out as inserts.
//
// The details follow Flink's code: the operator time is the watermark (the smaller of the two
// inputs', at least 0); each side's expiration time (operator time - relative size - 1) is one
// value for the whole operator, refreshed when a row joins or a timer fires, and a row drops
// the other side's expired rows as it scans them; a key's timer is set for its first cached row
// and, when it fires, again for its earliest remaining one; the timers fire in Flink's heap
// order (window_timers.go). The cached times of a key are scanned in the order of Java's
// HashMap of Long keys (timeCache), so that the rows one row joins come out in Flink's order.
// The watermark passed on is held back by the larger relative size, after the rows the
// timers emit. A window whose upper bound is below its lower one joins nothing: Flink then
// pads each row of an outer side as it comes and passes the watermark on unchanged.
type intervalJoinOp struct {
	watermarkedInputs
	n      *plan.Join
	alloc  memory.Allocator
	fields [2][]plan.Field
	keys   [2]joinState // the key columns of each side; buckets unused
	// cond is the condition beside the time predicates, which Flink's IntervalJoinFunction
	// evaluates on the pairs within the bounds; nil when there is none.
	cond plan.Expr
	// byKey says cond is just the keys' equalities on types whose encodings are equal exactly
	// when the values are, so the rows of a key match a row whose key holds no NULL.
	byKey bool
	time  [2]int // each side's time attribute
	// rel are the relative window sizes, Flink's leftRelativeSize (-leftLowerBound) and
	// rightRelativeSize (leftUpperBound): a left row at t joins right rows in
	// [t - rel[1], t + rel[0]], a right row at t left rows in [t - rel[0], t + rel[1]].
	rel      [2]int64
	negative bool // the window is empty (leftUpperBound < leftLowerBound)
	delay    int64
	state    map[string]*intervalKey
	timers   *timerHeap
	// expiration is each side's cache expiration time, shared by all keys as in Flink.
	expiration [2]int64
	out        [][]any // the rows emitted since the last batch
	ctx        context.Context
}

// intervalKey is what the join holds for one key: each side's cache, and the time of the timer
// that cleans it (Flink's rightTimerState for the left cache, leftTimerState for the right one).
type intervalKey struct {
	cache    [2]*timeCache
	timer    [2]int64
	hasTimer [2]bool
}

func newIntervalJoin(left, right Operator, n *plan.Join, b plan.IntervalBounds, alloc memory.Allocator) *intervalJoinOp {
	o := &intervalJoinOp{watermarkedInputs: newWatermarkedInputs(left, right), n: n, alloc: alloc,
		fields: [2][]plan.Field{n.Left.Fields(), n.Right.Fields()}, time: [2]int{b.LeftTime, b.RightTime},
		rel: [2]int64{-b.LeftLower, b.LeftUpper}, negative: b.LeftUpper < b.LeftLower,
		state: map[string]*intervalKey{}, timers: newTimerHeap()}
	if !o.negative {
		o.delay = max(o.rel[0], o.rel[1])
	}
	o.cond = plan.And(b.Remaining...)
	// Flink keys each side's state by its equi-join fields' binary form: rows meet only when
	// those are alike, so a float key's 0.0 and -0.0 never meet though they are equal. Pairs of
	// two types differ in form; leaving such a pair out of the key only makes a key hold more.
	_, _, o.byKey = stateKeys(&plan.Join{Kind: n.Kind, Left: n.Left, Right: n.Right, Cond: o.cond})
	lk, rk := plan.IntervalJoinKeys(n, b)
	for i := range lk {
		if o.fields[0][lk[i]].Type.EqualIgnoringNullability(o.fields[1][rk[i]].Type) {
			o.keys[0].keys, o.keys[1].keys = append(o.keys[0].keys, lk[i]), append(o.keys[1].keys, rk[i])
		}
	}
	return o
}

func (o *intervalJoinOp) outer(side int) bool {
	k := o.n.Kind
	return k == plan.JoinFull || (side == 0 && k == plan.JoinLeft) || (side == 1 && k == plan.JoinRight)
}

// operatorTime is Flink's RowTimeIntervalJoin.updateOperatorTime: the watermark, at least 0.
func (o *intervalJoinOp) operatorTime() int64 { return max(o.mark, 0) }

// expirationAt is Flink's calExpirationTime without allowed lateness.
func expirationAt(operatorTime, relativeSize int64) int64 {
	if operatorTime < math.MaxInt64 {
		return operatorTime - relativeSize - 1
	}
	return math.MaxInt64 // the input has ended
}

func (o *intervalJoinOp) Next(ctx context.Context) (connector.Batch, error) {
	o.ctx = ctx
	for {
		advanced, err := o.step(ctx, o.consume)
		if err != nil {
			return connector.Batch{}, err
		}
		if advanced {
			if err := o.fire(); err != nil {
				return connector.Batch{}, err
			}
		}
		if len(o.out) == 0 && !advanced {
			continue
		}
		out, err := o.flush()
		if err != nil {
			return connector.Batch{}, err
		}
		if advanced {
			// The watermark goes on after the rows it emits, held back by the delay.
			out.Watermark, out.HasWatermark = o.mark, true
			if o.mark != math.MinInt64 {
				out.Watermark = o.mark - o.delay
			}
		}
		return out, nil
	}
}

// consume processes one input batch's rows in order (Flink's processElement1 and 2).
func (o *intervalJoinOp) consume(side int, b connector.Batch) error {
	for i := range b.Len() {
		if err := o.ctx.Err(); err != nil {
			return err
		}
		row, err := readRow(b, o.fields[side], i)
		if err != nil {
			return err
		}
		if k := b.Kind(i); k != types.Insert {
			// The planner reads an interval join's inputs as inserts only (streaming.go).
			return runtimeError("org.apache.flink.table.api.TableException",
				"IntervalJoin doesn't support consuming update and delete changes")
		}
		ts, ok := row[o.time[side]].(types.TimestampData)
		if !ok {
			return runtimeError("java.lang.RuntimeException", "Rowtime attribute should not be null.")
		}
		if o.negative {
			// Flink's plan for an empty window: each outer row padded as it comes.
			if o.outer(side) {
				o.emitPadded(side, row)
			}
			continue
		}
		if err := o.process(side, row, ts.Millis); err != nil {
			return err
		}
	}
	return nil
}

// process joins one row of side at time t with the other side's cache and caches it.
func (o *intervalJoinOp) process(side int, row []any, t int64) error {
	other := 1 - side
	key := o.keys[side].key(o.fields[side], row)
	k := o.state[key]
	if k == nil {
		k = &intervalKey{}
		o.state[key] = k
	}
	now := o.operatorTime()
	lower, upper := t-o.rel[other], t+o.rel[side]
	emitted := false
	if c := k.cache[other]; o.expiration[other] < upper {
		o.expiration[other] = expirationAt(now, o.rel[other])
		if c != nil {
			var err error
			if emitted, err = o.scan(side, row, c, lower, upper); err != nil {
				return err
			}
		}
	}
	switch {
	case now < upper:
		// The other side can still bring rows within the bounds: cache the row.
		if k.cache[side] == nil {
			k.cache[side] = newTimeCache()
		}
		k.cache[side].add(t, &cachedRow{values: row, emitted: emitted})
		if !k.hasTimer[side] {
			o.register(key, k, side, t)
		}
	case !emitted && o.outer(side):
		o.emitPadded(side, row)
	}
	if k.empty() {
		delete(o.state, key) // a row neither cached nor leaving one behind keeps no state
	}
	return nil
}

// empty reports whether a key holds no rows and waits for no timer.
func (k *intervalKey) empty() bool {
	return k.cache[0] == nil && k.cache[1] == nil && !k.hasTimer[0] && !k.hasTimer[1]
}

// scan joins a row with the other side's cached rows within [lower, upper], in Flink's order,
// and drops, padding where outer, those the other side's expiration time has passed.
func (o *intervalJoinOp) scan(side int, row []any, c *timeCache, lower, upper int64) (bool, error) {
	other := 1 - side
	entries := c.ordered()
	var pairs [][]any
	for _, e := range entries {
		if e.time >= lower && e.time <= upper {
			for _, r := range e.rows {
				pairs = append(pairs, o.pair(side, row, r.values))
			}
		}
	}
	keep := make([]bool, len(pairs))
	if o.cond == nil || o.byKey {
		all := true
		if o.byKey {
			for _, c := range o.keys[side].keys {
				all = all && row[c] != nil
			}
		}
		for i := range keep {
			keep[i] = all
		}
	} else if len(pairs) > 0 {
		fields := append(append([]plan.Field{}, o.fields[0]...), o.fields[1]...)
		var err error
		if keep, err = rowsSatisfying(pairs, fields, o.cond, o.alloc); err != nil {
			return false, err
		}
	}
	emitted, p := false, 0
	for _, e := range entries {
		if e.time >= lower && e.time <= upper {
			for _, r := range e.rows {
				if keep[p] {
					o.out = append(o.out, pairs[p])
					emitted = true
					r.emitted = true
				}
				p++
			}
		}
		if e.time <= o.expiration[other] {
			if o.outer(other) {
				for _, r := range e.rows {
					if !r.emitted {
						o.emitPadded(other, r.values)
					}
				}
			}
			c.remove(e.time)
		}
	}
	return emitted, nil
}

// pair orders a row of side and one of the other side as the join's output does.
func (o *intervalJoinOp) pair(side int, mine, theirs []any) []any {
	if side == 0 {
		return append(append([]any{}, mine...), theirs...)
	}
	return append(append([]any{}, theirs...), mine...)
}

func (o *intervalJoinOp) emitPadded(side int, row []any) {
	if side == 0 {
		o.out = append(o.out, append(append([]any{}, row...), make([]any, len(o.fields[1]))...))
		return
	}
	o.out = append(o.out, append(make([]any, len(o.fields[0])), row...))
}

// register sets the timer that cleans side's cache of a key, for a row at time t (Flink's
// registerCleanUpTimer, without a minimum clean-up interval or allowed lateness).
func (o *intervalJoinOp) register(key string, k *intervalKey, side int, t int64) {
	at := t + o.rel[side] + 1
	k.timer[side], k.hasTimer[side] = at, true
	o.timers.add(windowTimer{key, at + 1})
}

// fire runs the timers the combined watermark passes, in the heap's order (Flink's onTimer):
// the right cache first, then the left.
func (o *intervalJoinOp) fire() error {
	now := o.operatorTime()
	for {
		t, ok := o.timers.peek()
		if !ok || t.time() > o.mark {
			return nil
		}
		o.timers.poll()
		if err := o.ctx.Err(); err != nil {
			return err
		}
		k := o.state[t.key]
		if k == nil {
			continue
		}
		for _, side := range []int{1, 0} {
			if k.hasTimer[side] && k.timer[side] == t.time() {
				o.expiration[side] = expirationAt(now, o.rel[side])
				o.removeExpired(t.key, k, side)
			}
		}
		if k.empty() {
			delete(o.state, t.key)
		}
	}
}

// removeExpired is Flink's removeExpiredRows: it drops the rows of side's cache the expiration
// time has passed, padding an outer side's unmatched ones, and sets the timer again for the
// earliest remaining row, or clears the cache.
func (o *intervalJoinOp) removeExpired(key string, k *intervalKey, side int) {
	c := k.cache[side]
	earliest := int64(-1)
	if c != nil {
		for _, e := range c.ordered() {
			if e.time <= o.expiration[side] {
				if o.outer(side) {
					for _, r := range e.rows {
						if !r.emitted {
							o.emitPadded(side, r.values)
						}
					}
				}
				c.remove(e.time)
			} else if e.time < earliest || earliest < 0 {
				earliest = e.time
			}
		}
	}
	if earliest > 0 {
		o.register(key, k, side, earliest)
		return
	}
	// As in Flink, a cache whose earliest row is not after the epoch is cleared with its timer.
	k.cache[side], k.hasTimer[side] = nil, false
}

// flush builds the rows emitted since the last batch into one batch of inserts.
func (o *intervalJoinOp) flush() (connector.Batch, error) {
	b := array.NewRecordBuilder(o.alloc, schemaOf(o.n.Output))
	defer b.Release()
	for _, row := range o.out {
		for c, v := range row {
			if err := types.AppendToBuilder(o.n.Output[c].Type, b.Field(c), v); err != nil {
				return connector.Batch{}, err
			}
		}
	}
	kinds := slices.Repeat([]types.RowKind{types.Insert}, len(o.out))
	o.out = o.out[:0]
	return connector.Batch{Record: b.NewRecordBatch(), Kinds: kinds}, nil
}

var _ Operator = (*intervalJoinOp)(nil)

// buildIntervalJoin builds an event-time interval join; the engine refuses the others before
// they run (streaming.go).
func buildIntervalJoin(ctx context.Context, n *plan.Join, b plan.IntervalBounds, env *Env, alloc memory.Allocator) (Operator, error) {
	if !b.RowTime || !b.Reduced {
		return nil, notSupported("interval joins on processing time, or with bounds that are not constant intervals")
	}
	if err := checkExpr(plan.And(b.Remaining...)); err != nil {
		return nil, err
	}
	left, right, err := buildPair(ctx, n.Left, n.Right, env)
	if err != nil {
		return nil, err
	}
	return newIntervalJoin(left, right, n, b, alloc), nil
}
