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

// timeOverOp is Flink 2.3's streaming OVER aggregate with an unbounded frame ordered by a time
// attribute, insert-only. By a rowtime (RowTimeRangeUnboundedPrecedingFunction and
// RowTimeRowsUnboundedPrecedingFunction): a row later than the watermark waits
// in its partition's buffer under its time, with an event-time timer there; a row not later
// than the watermark is late and dropped. A watermark fires the timers it reaches, earliest
// first; a partition's timer processes all its rows up to the watermark in time order and,
// when rows wait beyond it, registers a timer at the watermark + 1. With RANGE the rows of
// one time are all accumulated, then emitted with the same values; with ROWS each row is
// accumulated and emitted in turn. The end of the input is the largest watermark. Ordered by a
// proctime (ProcTimeUnboundedPrecedingFunction) each row is accumulated and emitted on arrival.
type timeOverOp struct {
	input     Operator
	n         *plan.Over
	fields    []plan.Field // the input's
	rows      bool         // a ROWS frame
	proctime  bool         // ordered by a proctime: rows are emitted as they come
	alloc     memory.Allocator
	watermark int64
	parts     map[string]*rowtimePartition
	timers    rowtimeTimers // registered, not fired, earliest first
	pending   map[rowtimeTimerKey]bool
	seq       int // registration order, to break ties between equal timers
	done      bool
}

type rowtimePartition struct {
	waiting map[int64][]*overEntry // rows by time
	accs    []rowtimeAcc           // the calls' accumulators
}

type rowtimeTimer struct {
	at   int64
	seq  int
	part *rowtimePartition
}

type rowtimeTimerKey struct {
	at   int64
	part *rowtimePartition
}

// rowtimeTimers is a heap of timers, by time and then registration.
type rowtimeTimers []rowtimeTimer

func (h rowtimeTimers) Len() int { return len(h) }
func (h rowtimeTimers) Less(i, j int) bool {
	return h[i].at < h[j].at || h[i].at == h[j].at && h[i].seq < h[j].seq
}
func (h rowtimeTimers) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *rowtimeTimers) Push(x any)   { *h = append(*h, x.(rowtimeTimer)) }
func (h *rowtimeTimers) Pop() any {
	old := *h
	t := old[len(old)-1]
	*h = old[:len(old)-1]
	return t
}

// rowtimeAcc is a call's accumulator in a rowtime OVER aggregate.
type rowtimeAcc interface {
	add(row *overEntry) error
	result() (any, error)
}

func newTimeOver(in Operator, n *plan.Over, alloc memory.Allocator) *timeOverOp {
	return &timeOverOp{input: in, n: n, fields: n.Input.Fields(), rows: n.Calls[0].Frame.Rows, alloc: alloc,
		proctime:  n.Calls[0].OrderBy[0].Expr.Type().TimeAttr == types.TimestampProctime,
		watermark: math.MinInt64, parts: map[string]*rowtimePartition{}, pending: map[rowtimeTimerKey]bool{}}
}

// orderedByTime reports whether an OVER aggregate's window is ordered by a time attribute.
func orderedByTime(n *plan.Over) bool {
	o := n.Calls[0].OrderBy
	if len(o) != 1 || o[0].Expr.Type().TimeAttr == types.TimestampRegular {
		return false
	}
	// A regular join's or group aggregate's time is a plain timestamp to Flink's planner.
	r, ok := o[0].Expr.(*plan.InputRef)
	return !ok || !plan.TimeMaterialized(n.Input, r.Index)
}

func (o *timeOverOp) Next(ctx context.Context) (connector.Batch, error) {
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

func (o *timeOverOp) consume(in connector.Batch) (connector.Batch, error) {
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

// buffer keeps a batch's rows that are later than the watermark; over a proctime each row is
// accumulated and emitted as it comes.
func (o *timeOverOp) buffer(in connector.Batch, out *changes) error {
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
		rests := make([][]any, len(o.n.Calls))
		for c := range o.n.Calls {
			e.args[c], rests[c] = perCall[c][i].arg, perCall[c][i].rest
		}
		p := o.parts[r.part]
		if p == nil {
			p = &rowtimePartition{waiting: map[int64][]*overEntry{}}
			for c, call := range o.n.Calls {
				p.accs = append(p.accs, newRowtimeAcc(call, c, rests[c]))
			}
			o.parts[r.part] = p
		}
		if o.proctime {
			if err := o.accumulate(p, e); err != nil {
				return err
			}
			if err := o.emit(p, e, out); err != nil {
				return err
			}
			continue
		}
		t := r.order[0].(types.TimestampData).Millis
		if t <= o.watermark {
			continue // late: Flink drops it
		}
		if _, ok := p.waiting[t]; !ok {
			o.register(p, t)
		}
		p.waiting[t] = append(p.waiting[t], e)
	}
	return nil
}

// register adds an event-time timer for a partition; a timer already there stays as it is.
func (o *timeOverOp) register(p *rowtimePartition, at int64) {
	k := rowtimeTimerKey{at: at, part: p}
	if o.pending[k] {
		return
	}
	o.pending[k] = true
	o.seq++
	heap.Push(&o.timers, rowtimeTimer{at: at, seq: o.seq, part: p})
}

// advance moves the watermark and fires the timers it reaches, earliest first.
func (o *timeOverOp) advance(watermark int64, out *changes) error {
	o.watermark = max(o.watermark, watermark)
	for len(o.timers) > 0 && o.timers[0].at <= o.watermark {
		t := heap.Pop(&o.timers).(rowtimeTimer)
		delete(o.pending, rowtimeTimerKey{at: t.at, part: t.part})
		if err := o.fire(t.part, out); err != nil {
			return err
		}
	}
	return nil
}

// fire processes a partition's rows up to the watermark, in time order.
func (o *timeOverOp) fire(p *rowtimePartition, out *changes) error {
	var due []int64
	early := false
	for t := range p.waiting {
		if t <= o.watermark {
			due = append(due, t)
		} else {
			early = true
		}
	}
	slices.Sort(due)
	for _, t := range due {
		rows := p.waiting[t]
		delete(p.waiting, t)
		for j, e := range rows {
			if err := o.accumulate(p, e); err != nil {
				return err
			}
			if o.rows {
				if err := o.emit(p, e, out); err != nil {
					return err
				}
			} else if j == len(rows)-1 {
				for _, r := range rows {
					if err := o.emit(p, r, out); err != nil {
						return err
					}
				}
			}
		}
	}
	if early && o.watermark < math.MaxInt64 {
		o.register(p, o.watermark+1)
	}
	return nil
}

func (o *timeOverOp) accumulate(p *rowtimePartition, e *overEntry) error {
	for _, a := range p.accs {
		if err := a.add(e); err != nil {
			return err
		}
	}
	return nil
}

func (o *timeOverOp) emit(p *rowtimePartition, e *overEntry, out *changes) error {
	values := slices.Clip(e.values)
	for _, a := range p.accs {
		v, err := a.result()
		if err != nil {
			return err
		}
		values = append(values, v)
	}
	return out.emit(types.Insert, values, 0)
}

func (o *timeOverOp) Close() error { return o.input.Close() }

var _ Operator = (*timeOverOp)(nil)

// newRowtimeAcc is call c's accumulator: LAG's buffer, or an aggregate's accumulator, which
// skips NULL arguments (COUNT(*) and ROW_NUMBER count every row).
func newRowtimeAcc(call *plan.OverCall, c int, rest []any) rowtimeAcc {
	if call.Func == "LAG" {
		a := &lagAcc{call: c, offset: 1}
		if len(rest) > 0 {
			a.offset = toInt64(rest[0])
			if len(rest) > 1 {
				a.def = rest[1]
			}
		}
		return a
	}
	return &aggRowtimeAcc{call: c, counts: len(call.Args) == 0, acc: newOverAcc(call)}
}

type aggRowtimeAcc struct {
	call   int
	counts bool
	acc    retractAcc
}

func (a *aggRowtimeAcc) add(e *overEntry) error {
	v := e.args[a.call]
	if a.counts {
		v = true
	} else if v == nil {
		return nil
	}
	return a.acc.add(v)
}

func (a *aggRowtimeAcc) result() (any, error) { return a.acc.result() }

// lagAcc is Flink's LagAggFunction: it keeps the last offset+1 values, NULLs included, and
// gives the first of them, or the default while it holds fewer. Unlike in batch mode, where
// Flinkpad gives the default for a NULL value, Flink's streaming LAG passes the NULL on.
type lagAcc struct {
	call   int
	offset int64
	def    any
	buffer []any
}

func (a *lagAcc) add(e *overEntry) error {
	a.buffer = append(a.buffer, e.args[a.call])
	if over := int64(len(a.buffer)) - (a.offset + 1); over > 0 {
		a.buffer = a.buffer[over:]
	}
	return nil
}

func (a *lagAcc) result() (any, error) {
	if int64(len(a.buffer)) < a.offset+1 {
		return a.def, nil
	}
	return a.buffer[0], nil
}
