package exec

import (
	"container/heap"
	"context"
	"errors"
	"io"
	"math"
	"slices"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// boundedOverOp is Flink 2.3's streaming OVER aggregate whose frame starts a number of rows or
// an interval before the current row, ordered by a time attribute, insert-only. Its calls are
// aggregates with retraction: a row that leaves the frame is taken back out of them.
//
// By a rowtime (RowTimeRowsBoundedPrecedingFunction, RowTimeRangeBoundedPrecedingFunction) a
// row waits in its partition under its time with an event-time timer there, unless its time
// is not later than the partition's last fired timer (0 before any), which drops it as late:
// the check is against that time, not the watermark, so a row behind the watermark is kept
// when its partition has not fired that far, and waits for the next watermark. A timer
// processes the rows of its time. With ROWS n PRECEDING each row in turn retracts the oldest
// of the n+1 the frame holds once full, is accumulated and emitted. With RANGE the rows more
// than the interval before the timer's time are retracted, then the rows of that time are all
// accumulated and emitted with the same values. RANGE also registers Flink's cleanup timer (a
// time and a half of the interval after a row) that clears the partition, its last fired time
// included, when no later row moved it on; any timer moves the last fired time to its own.
// The end of the input is the largest watermark.
//
// By a proctime with ROWS (ProcTimeRowsBoundedPrecedingFunction) each row retracts the oldest
// once the frame is full, and is accumulated and emitted as it comes.
type boundedOverOp struct {
	input     Operator
	n         *plan.Over
	fields    []plan.Field // the input's
	rows      bool         // a ROWS frame
	proctime  bool
	offset    int64 // rows the frame holds (ROWS), or the interval in milliseconds (RANGE)
	alloc     memory.Allocator
	watermark int64
	parts     map[string]*boundedPartition
	timers    boundedTimers // registered, not fired, earliest first
	pending   map[boundedTimerKey]bool
	seq       int // registration order, to break ties between equal timers
	done      bool
}

type boundedPartition struct {
	// inputs are the rows by time: those waiting for their timer and, with RANGE, those the
	// frame still holds.
	inputs map[int64][]*overEntry
	window []*overEntry // ROWS: the rows the frame holds, oldest first
	accs   []retractAcc
	// lastFired is the time of the partition's last fired timer, 0 before any, as Flink's
	// lastTriggeringTsState reads.
	lastFired  int64
	cleanup    int64 // RANGE: the pending cleanup time, when hasCleanup
	hasCleanup bool
}

type boundedTimer struct {
	at   int64
	seq  int
	part *boundedPartition
}

type boundedTimerKey struct {
	at   int64
	part *boundedPartition
}

// boundedTimers is a heap of timers, by time and then registration.
type boundedTimers []boundedTimer

func (h boundedTimers) Len() int { return len(h) }
func (h boundedTimers) Less(i, j int) bool {
	return h[i].at < h[j].at || h[i].at == h[j].at && h[i].seq < h[j].seq
}
func (h boundedTimers) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *boundedTimers) Push(x any)   { *h = append(*h, x.(boundedTimer)) }
func (h *boundedTimers) Pop() any {
	old := *h
	t := old[len(old)-1]
	*h = old[:len(old)-1]
	return t
}

// boundedFrame reports whether an OVER window's frame is n PRECEDING up to the current row.
func boundedFrame(n *plan.Over) bool {
	f := n.Calls[0].Frame
	return f.Lower.Kind == plan.Preceding && f.Upper.Kind == plan.CurrentRow
}

func newBoundedOver(in Operator, n *plan.Over, alloc memory.Allocator) (*boundedOverOp, error) {
	f := n.Calls[0].Frame
	o := &boundedOverOp{input: in, n: n, fields: n.Input.Fields(), rows: f.Rows, alloc: alloc,
		proctime:  n.Calls[0].OrderBy[0].Expr.Type().TimeAttr == types.TimestampProctime,
		offset:    f.Lower.Offset,
		watermark: math.MinInt64, parts: map[string]*boundedPartition{}, pending: map[boundedTimerKey]bool{}}
	if o.rows {
		o.offset++ // the frame holds the n rows before and the current one
	}
	if o.proctime && !o.rows {
		// Flink emits these rows on processing-time timers a millisecond after they arrive,
		// which makes the rows that share a frame depend on the wall clock.
		return nil, notSupported("a RANGE OVER window with a PRECEDING interval ordered by a proctime attribute")
	}
	for _, c := range n.Calls {
		if c.IsOffset() || c.IsRanking() {
			return nil, plan.OverNotSupported(c)
		}
	}
	return o, nil
}

func (o *boundedOverOp) Next(ctx context.Context) (connector.Batch, error) {
	if o.done {
		return connector.Batch{}, io.EOF
	}
	b, err := nextChanges(ctx, o.input, o.consume)
	if !errors.Is(err, io.EOF) {
		return b, err
	}
	o.done = true
	out := newChanges(o.n.Fields(), false, o.alloc)
	if err := o.advance(math.MaxInt64, out); err != nil {
		out.batch().Record.Release()
		return connector.Batch{}, err
	}
	b = out.batch()
	if b.Len() == 0 {
		b.Record.Release()
		return connector.Batch{}, io.EOF
	}
	return b, nil
}

func (o *boundedOverOp) consume(in connector.Batch) (connector.Batch, error) {
	out := newChanges(o.n.Fields(), false, o.alloc)
	if err := o.buffer(in, out); err != nil {
		out.batch().Record.Release()
		return connector.Batch{}, err
	}
	if in.HasWatermark {
		if err := o.advance(in.Watermark, out); err != nil {
			out.batch().Record.Release()
			return connector.Batch{}, err
		}
	}
	return out.batch(), nil
}

// buffer keeps a batch's rows that are not late under their time; over a proctime each row
// is processed as it comes.
func (o *boundedOverOp) buffer(in connector.Batch, out *changes) error {
	perCall := make([][]overRow, len(o.n.Calls))
	for c, call := range o.n.Calls {
		r, err := readOverRows(call, in, o.fields, o.alloc)
		if err != nil {
			return err
		}
		perCall[c] = r
	}
	for i, r := range perCall[0] { // in arrival order, as Flink's list state keeps them
		if in.Kind(i) != types.Insert {
			return notSupported("an OVER aggregate ordered by a time attribute over an updating input")
		}
		e := &overEntry{values: r.values, args: make([]any, len(o.n.Calls))}
		for c := range o.n.Calls {
			e.args[c] = perCall[c][i].arg
		}
		p := o.parts[r.part]
		if p == nil {
			p = &boundedPartition{inputs: map[int64][]*overEntry{}, accs: o.newAccs()}
			o.parts[r.part] = p
		}
		if o.proctime {
			if err := o.processRow(p, e, out); err != nil {
				return err
			}
			continue
		}
		ts, ok := r.order[0].(types.TimestampData)
		if !ok {
			return runtimeError("java.lang.RuntimeException",
				"RowTime field should not be null, please convert it to a non-null long value.")
		}
		t := ts.Millis
		if t <= p.lastFired {
			continue // late: Flink drops it
		}
		if _, ok := p.inputs[t]; !ok {
			o.register(p, t)
		}
		p.inputs[t] = append(p.inputs[t], e)
		if !o.rows {
			o.registerCleanup(p, t)
		}
	}
	return nil
}

func (o *boundedOverOp) newAccs() []retractAcc {
	accs := make([]retractAcc, len(o.n.Calls))
	for c, call := range o.n.Calls {
		accs[c] = newOverAcc(call)
	}
	return accs
}

// registerCleanup registers Flink's cleanup timer for a RANGE frame's partition: at a time
// and a half of the interval after the row, unless the pending one is at least the interval
// after it.
func (o *boundedOverOp) registerCleanup(p *boundedPartition, t int64) {
	least := t + o.offset + 1
	if p.hasCleanup && p.cleanup >= least {
		return
	}
	p.cleanup, p.hasCleanup = t+int64(float64(o.offset)*1.5)+1, true
	o.register(p, p.cleanup)
}

// register adds an event-time timer for a partition; a timer already there stays as it is.
func (o *boundedOverOp) register(p *boundedPartition, at int64) {
	k := boundedTimerKey{at: at, part: p}
	if o.pending[k] {
		return
	}
	o.pending[k] = true
	o.seq++
	heap.Push(&o.timers, boundedTimer{at: at, seq: o.seq, part: p})
}

// advance moves the watermark and fires the timers it reaches, earliest first. A timer
// registered at or before the watermark fires at the next watermark, as in Flink, which
// forwards only watermarks that advance.
func (o *boundedOverOp) advance(watermark int64, out *changes) error {
	if watermark <= o.watermark {
		return nil
	}
	o.watermark = watermark
	for len(o.timers) > 0 && o.timers[0].at <= o.watermark {
		t := heap.Pop(&o.timers).(boundedTimer)
		delete(o.pending, boundedTimerKey{at: t.at, part: t.part})
		if err := o.fire(t.part, t.at, out); err != nil {
			return err
		}
	}
	return nil
}

// fire is a partition's timer at time t.
func (o *boundedOverOp) fire(p *boundedPartition, t int64, out *changes) error {
	if !o.rows && p.hasCleanup && p.cleanup <= t {
		// The cleanup timer: every row the partition had is out of the frame by now.
		p.inputs, p.accs, p.lastFired, p.hasCleanup = map[int64][]*overEntry{}, o.newAccs(), 0, false
		return nil
	}
	if rows, ok := p.inputs[t]; ok {
		var err error
		if o.rows {
			delete(p.inputs, t)
			for _, e := range rows {
				if err = o.processRow(p, e, out); err != nil {
					return err
				}
			}
		} else if err = o.processRange(p, t, rows, out); err != nil {
			return err
		}
	}
	p.lastFired = t
	return nil
}

// processRow takes a row into a ROWS frame: the oldest row leaves a full frame, the row joins
// it and is emitted.
func (o *boundedOverOp) processRow(p *boundedPartition, e *overEntry, out *changes) error {
	if int64(len(p.window)) >= o.offset {
		if err := o.retract(p, p.window[0]); err != nil {
			return err
		}
		p.window[0] = nil
		p.window = p.window[1:]
	}
	p.window = append(p.window, e)
	if err := o.accumulate(p, e); err != nil {
		return err
	}
	return o.emit(p, []*overEntry{e}, out)
}

// processRange retracts the rows more than the interval before t, then accumulates and emits
// the rows of t. The rows leave in time order, so that a floating-point sum is the same in
// every run.
func (o *boundedOverOp) processRange(p *boundedPartition, t int64, rows []*overEntry, out *changes) error {
	var gone []int64
	for ts := range p.inputs {
		if t-ts > o.offset {
			gone = append(gone, ts)
		}
	}
	slices.Sort(gone)
	for _, ts := range gone {
		for _, e := range p.inputs[ts] {
			if err := o.retract(p, e); err != nil {
				return err
			}
		}
	}
	for _, e := range rows {
		if err := o.accumulate(p, e); err != nil {
			return err
		}
	}
	if err := o.emit(p, rows, out); err != nil {
		return err
	}
	for _, ts := range gone {
		delete(p.inputs, ts)
	}
	return nil
}

// callArg is the value call c takes for a row, and whether it takes one: aggregates skip NULL
// arguments; COUNT(*) counts every row.
func (o *boundedOverOp) callArg(c int, e *overEntry) (any, bool) {
	if len(o.n.Calls[c].Args) == 0 {
		return true, true
	}
	return e.args[c], e.args[c] != nil
}

func (o *boundedOverOp) accumulate(p *boundedPartition, e *overEntry) error {
	for c, a := range p.accs {
		if v, ok := o.callArg(c, e); ok {
			if err := a.add(v); err != nil {
				return err
			}
		}
	}
	return nil
}

func (o *boundedOverOp) retract(p *boundedPartition, e *overEntry) error {
	for c, a := range p.accs {
		if v, ok := o.callArg(c, e); ok {
			if err := a.retract(v); err != nil {
				return err
			}
		}
	}
	return nil
}

// emit outputs rows with the accumulators' current values.
func (o *boundedOverOp) emit(p *boundedPartition, rows []*overEntry, out *changes) error {
	values := make([]any, len(p.accs))
	for c, a := range p.accs {
		v, err := a.result()
		if err != nil {
			return err
		}
		values[c] = v
	}
	for _, e := range rows {
		if err := out.emit(types.Insert, append(slices.Clip(e.values), values...), 0); err != nil {
			return err
		}
	}
	return nil
}

func (o *boundedOverOp) Close() error { return o.input.Close() }

var _ Operator = (*boundedOverOp)(nil)
