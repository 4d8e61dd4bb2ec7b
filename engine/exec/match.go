package exec

import (
	"context"
	"errors"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// matchOp is MATCH_RECOGNIZE, Flink's CepOperator over a Match node. Ordered by a rowtime, a
// row later than the watermark waits in its partition's buffer under its time and a row not
// later is late and dropped; when the watermark passes, each partition with rows due runs
// them through its NFA in time order (rows of one time in arrival order, or by the ORDER BY's
// further keys), each time first advancing the NFA's clock to it (which times out WITHIN), and
// then to the watermark. The end of the input is the largest watermark; in batch mode it is
// the only one. Ordered by a proctime, each row runs through the NFA as it comes. The output
// is insert-only.
type matchOp struct {
	input     Operator
	n         *plan.Match
	fields    []plan.Field
	alloc     memory.Allocator
	nfa       *matchNFA
	proctime  bool
	rowtime   int // the ORDER BY time field
	watermark int64
	parts     map[string]*matchPartition
	order     []*matchPartition // in order of their first row, the order they fire in
	done      bool
}

func newMatch(in Operator, n *plan.Match, alloc memory.Allocator) (*matchOp, error) {
	for _, d := range n.Defines {
		if d != nil {
			if err := checkExpr(d); err != nil {
				return nil, err
			}
		}
	}
	for _, e := range n.Measures {
		if err := checkExpr(e); err != nil {
			return nil, err
		}
	}
	t := n.OrderBy[0].Expr.(*plan.InputRef)
	return &matchOp{input: in, n: n, fields: n.Input.Fields(), alloc: alloc, nfa: newMatchNFA(n, alloc),
		proctime: t.T.TimeAttr == types.TimestampProctime, rowtime: t.Index,
		watermark: math.MinInt64, parts: map[string]*matchPartition{}}, nil
}

func (o *matchOp) Next(ctx context.Context) (connector.Batch, error) {
	if o.done {
		return connector.Batch{}, io.EOF
	}
	o.nfa.ctx = ctx
	for {
		in, err := o.input.Next(ctx)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return connector.Batch{}, err
		}
		out, err := o.consume(in)
		in.Record.Release()
		if err != nil {
			return connector.Batch{}, err
		}
		// Flink's CepOperator passes the watermark on once its timers ran, matches or not:
		// MATCH_ROWTIME() is a rowtime downstream.
		if out.Len() > 0 || out.HasWatermark {
			return out, nil
		}
		out.Record.Release()
		if err := ctx.Err(); err != nil {
			return connector.Batch{}, err
		}
	}
	o.done = true
	out := newChanges(o.n.Fields(), false, o.alloc)
	if err := o.advance(math.MaxInt64, out); err != nil {
		out.batch().Record.Release()
		return connector.Batch{}, err
	}
	b := out.batch()
	if b.Len() == 0 {
		b.Record.Release()
		return connector.Batch{}, io.EOF
	}
	return b, nil
}

func (o *matchOp) consume(in connector.Batch) (connector.Batch, error) {
	out := newChanges(o.n.Fields(), false, o.alloc)
	err := o.buffer(in, out)
	if err == nil && in.HasWatermark {
		err = o.advance(in.Watermark, out)
	}
	if err != nil {
		out.batch().Record.Release()
		return connector.Batch{}, err
	}
	b := out.batch()
	if in.HasWatermark {
		b.Watermark, b.HasWatermark = in.Watermark, true
	}
	return b, nil
}

// buffer keeps a batch's rows that are later than the watermark in their partitions.
func (o *matchOp) buffer(in connector.Batch, out *changes) error {
	args := make([]arrow.Array, len(o.nfa.aggArgs))
	defer func() {
		for _, a := range args {
			if a != nil {
				a.Release()
			}
		}
	}()
	for i, e := range o.nfa.aggArgs {
		a, err := eval(e, in, o.alloc)
		if err != nil {
			return err
		}
		args[i] = a
	}
	var key strings.Builder
	for i := 0; i < in.Len(); i++ {
		if in.Kind(i) != types.Insert {
			return notSupported("MATCH_RECOGNIZE over an updating input")
		}
		row, err := readRow(in, o.fields, i)
		if err != nil {
			return err
		}
		e := &matchEvent{values: row, args: make([]any, len(args))}
		for j, a := range args {
			if e.args[j], err = types.ValueFromArrow(o.nfa.aggArgs[j].Type(), a, i); err != nil {
				return err
			}
		}
		key.Reset()
		for _, p := range o.n.PartitionBy {
			encodeValue(&key, o.fields[p].Type, row[p])
		}
		p := o.parts[key.String()]
		if p == nil {
			p = &matchPartition{waiting: map[int64][]*matchEvent{}}
			o.parts[key.String()] = p
			o.order = append(o.order, p)
		}
		if o.proctime {
			e.ts = time.Now().UnixMilli()
			if err := o.run(p, e, out); err != nil {
				return err
			}
			continue
		}
		ts, ok := row[o.rowtime].(types.TimestampData)
		if !ok {
			continue // a NULL time: Flink's CEP has no time for it
		}
		e.ts = ts.Millis
		if e.ts <= o.watermark {
			continue // late: Flink drops it
		}
		p.waiting[e.ts] = append(p.waiting[e.ts], e)
	}
	return nil
}

// advance moves the watermark and runs each partition's rows it passes.
func (o *matchOp) advance(watermark int64, out *changes) error {
	if watermark <= o.watermark {
		return nil
	}
	o.watermark = watermark
	for _, p := range o.order {
		var due []int64
		for t := range p.waiting {
			if t <= o.watermark {
				due = append(due, t)
			}
		}
		if len(due) == 0 && len(p.partials) == 0 && len(p.completed) == 0 {
			continue
		}
		slices.Sort(due)
		for _, t := range due {
			if err := o.emit(o.nfa.advanceTime(p, t))(out); err != nil {
				return err
			}
			rows := p.waiting[t]
			delete(p.waiting, t)
			if err := o.sortTies(rows); err != nil {
				return err
			}
			for _, e := range rows {
				if err := o.run(p, e, out); err != nil {
					return err
				}
			}
		}
		if err := o.emit(o.nfa.advanceTime(p, o.watermark))(out); err != nil {
			return err
		}
	}
	return nil
}

// sortTies orders the rows of one time by the ORDER BY's further keys, stably.
func (o *matchOp) sortTies(rows []*matchEvent) error {
	if len(o.n.OrderBy) < 2 || len(rows) < 2 {
		return nil
	}
	var err error
	slices.SortStableFunc(rows, func(a, b *matchEvent) int {
		for _, k := range o.n.OrderBy[1:] {
			f := k.Expr.(*plan.InputRef).Index
			c, e := compareKeys(a.values[f], b.values[f], k)
			if e != nil {
				err = e
			}
			if c != 0 {
				return c
			}
		}
		return 0
	})
	return err
}

func (o *matchOp) run(p *matchPartition, e *matchEvent, out *changes) error {
	return o.emit(o.nfa.process(p, e))(out)
}

// emit writes the matches an NFA step gave, or passes its error on.
func (o *matchOp) emit(matches []*partialMatch, err error) func(out *changes) error {
	return func(out *changes) error {
		if err != nil {
			return err
		}
		for _, m := range matches {
			row, err := o.nfa.measures(m)
			if err != nil {
				return err
			}
			if err := out.emit(types.Insert, row, 0); err != nil {
				return err
			}
		}
		return nil
	}
}

func (o *matchOp) Close() error { return o.input.Close() }

var _ Operator = (*matchOp)(nil)

func itoa(i int) string { return strconv.Itoa(i) }
