package exec

import (
	"context"
	"slices"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// streamWindowJoin is Flink's WindowJoinOperator: each side's rows wait per join key and window
// (by window_end) in arrival order, and when the watermark, the smaller of the two inputs',
// passes the window's end (window_end - 1 <= watermark) the window joins its two lists, by the
// condition without the windows' equalities, and forgets them, emitting inserts only. An INNER join emits the pairs that satisfy the
// condition, left rows outer; LEFT pads the left rows without one, RIGHT iterates the right
// rows outer and pads those without one, FULL emits the pairs and padded left rows, then the
// right rows no pair took; SEMI and ANTI emit the left rows with (without) a matching right
// row. A row whose window already fired is late and dropped, on either side. Each key and
// window holds one timer in Flink's timer heap (window_timers.go), so that windows ending at one
// time fire in Flink's order of keys. The end of an input is its final watermark, and the
// watermark goes on after the rows it fires, for the time operators downstream.
type streamWindowJoin struct {
	watermarkedInputs
	n      *plan.Join
	alloc  memory.Allocator
	keys   [2]joinState // each side's key columns: the equality pairs besides the window's
	ends   [2]int       // each side's window_end column
	fields [2][]plan.Field
	// cond is the condition without the window columns' equalities, as Flink's operator
	// evaluates it: rows meet by window_end alone, so two SESSION windows of one end join
	// whatever their starts.
	cond   plan.Expr
	state  map[windowTimer]*[2][][]any // each key and window's rows of each side
	timers *timerHeap
	ctx    context.Context
}

func newStreamWindowJoin(left, right Operator, n *plan.Join, shape plan.WindowJoinShape, alloc memory.Allocator) (*streamWindowJoin, error) {
	switch n.Kind {
	case plan.JoinInner, plan.JoinLeft, plan.JoinRight, plan.JoinFull, plan.JoinSemi, plan.JoinAnti:
	default:
		return nil, notSupported(n.Kind.String() + " window joins")
	}
	o := &streamWindowJoin{watermarkedInputs: newWatermarkedInputs(left, right), n: n, alloc: alloc,
		ends: [2]int{shape.LeftEnd, shape.RightEnd}, fields: [2][]plan.Field{n.Left.Fields(), n.Right.Fields()},
		state: map[windowTimer]*[2][][]any{}, timers: newTimerHeap()}
	var rest []plan.Expr
	for _, c := range plan.Conjuncts(n.Cond) {
		if !slices.Contains(shape.Window, c) {
			rest = append(rest, c)
		}
	}
	o.cond = plan.And(rest...)
	// Keys whose two columns encode alike, as the regular join's state does: a pair left out
	// only puts more rows under one key, and the condition still decides the pairs.
	for i := range shape.LeftKeys {
		lt, rt := o.fields[0][shape.LeftKeys[i]].Type, o.fields[1][shape.RightKeys[i]].Type
		if !lt.EqualIgnoringNullability(rt) || lt.Kind == types.KindFloat || lt.Kind == types.KindDouble {
			continue
		}
		o.keys[0].keys = append(o.keys[0].keys, shape.LeftKeys[i])
		o.keys[1].keys = append(o.keys[1].keys, shape.RightKeys[i])
	}
	return o, nil
}

func (o *streamWindowJoin) Next(ctx context.Context) (connector.Batch, error) {
	o.ctx = ctx
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
		out.Watermark, out.HasWatermark = o.mark, true
		return out, nil
	}
}

// consume keeps one input batch's rows under their key and window, dropping late ones.
func (o *streamWindowJoin) consume(side int, b connector.Batch) error {
	if err := insertsOnly(b, "window join"); err != nil {
		return err
	}
	for i := range b.Len() {
		row, err := readRow(b, o.fields[side], i)
		if err != nil {
			return err
		}
		end, ok := row[o.ends[side]].(types.TimestampData)
		if !ok {
			continue // a window function's window_end is never NULL
		}
		if end.Millis-1 <= o.mark {
			continue // late: the window fired
		}
		t := windowTimer{key: o.keys[side].key(o.fields[side], row), end: end.Millis}
		rows := o.state[t]
		if rows == nil {
			rows = &[2][][]any{}
			o.state[t] = rows
		}
		rows[side] = append(rows[side], row)
		o.timers.add(t)
	}
	return nil
}

// fire joins the windows whose timers the watermark passed, in the heap's order.
func (o *streamWindowJoin) fire(mark int64) (connector.Batch, error) {
	b := array.NewRecordBuilder(o.alloc, schemaOf(o.n.Fields()))
	defer b.Release()
	var kinds []types.RowKind
	emit := func(l, r []any) error {
		values := l
		if o.n.Kind != plan.JoinSemi && o.n.Kind != plan.JoinAnti {
			if l == nil {
				l = make([]any, len(o.fields[0]))
			}
			if r == nil {
				r = make([]any, len(o.fields[1]))
			}
			values = append(append([]any{}, l...), r...)
		}
		for c, v := range values {
			if err := types.AppendToBuilder(o.n.Fields()[c].Type, b.Field(c), v); err != nil {
				return err
			}
		}
		kinds = append(kinds, types.Insert)
		return nil
	}
	for {
		t, ok := o.timers.peek()
		if !ok || t.time() > mark {
			break
		}
		o.timers.poll()
		rows := o.state[t]
		delete(o.state, t)
		if err := o.join(rows[0], rows[1], emit); err != nil {
			return connector.Batch{}, err
		}
		if err := o.ctx.Err(); err != nil {
			return connector.Batch{}, err
		}
	}
	return connector.Batch{Record: b.NewRecordBatch(), Kinds: kinds}, nil
}

// join emits one key's window, as Flink's WindowJoinHelper processors of each join type do.
func (o *streamWindowJoin) join(left, right [][]any, emit func(l, r []any) error) error {
	match, err := o.matches(left, right)
	if err != nil {
		return err
	}
	switch o.n.Kind {
	case plan.JoinInner, plan.JoinLeft, plan.JoinFull:
		taken := make([]bool, len(right))
		for i, l := range left {
			matched := false
			for j, r := range right {
				if match[i][j] {
					matched, taken[j] = true, true
					if err := emit(l, r); err != nil {
						return err
					}
				}
			}
			if !matched && o.n.Kind != plan.JoinInner {
				if err := emit(l, nil); err != nil {
					return err
				}
			}
		}
		if o.n.Kind == plan.JoinFull {
			for j, r := range right {
				if !taken[j] {
					if err := emit(nil, r); err != nil {
						return err
					}
				}
			}
		}
	case plan.JoinRight:
		for j, r := range right {
			matched := false
			for i, l := range left {
				if match[i][j] {
					matched = true
					if err := emit(l, r); err != nil {
						return err
					}
				}
			}
			if !matched {
				if err := emit(nil, r); err != nil {
					return err
				}
			}
		}
	case plan.JoinSemi, plan.JoinAnti:
		for i, l := range left {
			matched := false
			for j := range right {
				matched = matched || match[i][j]
			}
			if matched == (o.n.Kind == plan.JoinSemi) {
				if err := emit(l, nil); err != nil {
					return err
				}
			}
		}
	default:
		return notSupported(o.n.Kind.String() + " window joins")
	}
	return nil
}

// matches evaluates the condition over every pair of a window's rows at once: match[i][j] says
// left row i and right row j join.
func (o *streamWindowJoin) matches(left, right [][]any) ([][]bool, error) {
	match := make([][]bool, len(left))
	if len(left) == 0 || len(right) == 0 {
		return match, nil
	}
	pairs := make([][]any, 0, len(left)*len(right))
	for _, l := range left {
		for _, r := range right {
			pairs = append(pairs, append(append(make([]any, 0, len(l)+len(r)), l...), r...))
		}
	}
	keep := make([]bool, len(pairs))
	if o.cond == nil {
		for i := range keep {
			keep[i] = true
		}
	} else {
		// The condition sees the inputs' own types, before outer joins make them nullable.
		fields := append(append([]plan.Field{}, o.fields[0]...), o.fields[1]...)
		var err error
		if keep, err = rowsSatisfying(pairs, fields, o.cond, o.alloc); err != nil {
			return nil, err
		}
	}
	for i := range left {
		match[i] = keep[i*len(right) : (i+1)*len(right)]
	}
	return match, nil
}

var _ Operator = (*streamWindowJoin)(nil)
