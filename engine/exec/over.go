package exec

import (
	"context"
	"io"
	"slices"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// overOp is batch mode's OverAggregate: it reads its whole input and computes each call over
// every row's window: the ranking functions number the rows of each partition in order, the
// aggregates fold the rows of the row's frame (ROWS counts rows, RANGE reads the order key and
// takes peers in). It outputs each input row with one value per call.
type overOp struct {
	input  Operator
	n      *plan.Over
	fields []plan.Field // the input's
	alloc  memory.Allocator
	done   bool
}

func buildBatchOver(ctx context.Context, n *plan.Over, env *Env, alloc memory.Allocator) (Operator, error) {
	for _, c := range n.Calls {
		if err := checkOverFrame(c); err != nil {
			return nil, err
		}
	}
	in, err := Build(ctx, n.Input, env)
	if err != nil {
		return nil, err
	}
	return &overOp{input: in, n: n, fields: n.Input.Fields(), alloc: alloc}, nil
}

// checkOverFrame rejects the frames batch mode cannot compute: RANGE offsets need one numeric
// order key.
func checkOverFrame(c *plan.OverCall) error {
	f := c.Frame
	offsets := f.Lower.Kind == plan.Preceding || f.Lower.Kind == plan.Following ||
		f.Upper.Kind == plan.Preceding || f.Upper.Kind == plan.Following
	if !f.Rows && offsets && (len(c.OrderBy) != 1 || !c.OrderBy[0].Expr.Type().IsNumeric()) {
		return plan.OverNotSupported(c)
	}
	return nil
}

func (o *overOp) Next(ctx context.Context) (connector.Batch, error) {
	if o.done {
		return connector.Batch{}, io.EOF
	}
	o.done = true
	rows := make([][]overRow, len(o.n.Calls))
	err := forEach(ctx, o.input, func(b connector.Batch) error {
		for c, call := range o.n.Calls {
			r, err := readOverRows(call, b, o.fields, o.alloc)
			if err != nil {
				return err
			}
			rows[c] = append(rows[c], r...)
		}
		return nil
	})
	if err != nil {
		return connector.Batch{}, err
	}
	values := make([][]any, len(o.n.Calls))
	for c, call := range o.n.Calls {
		if values[c], err = o.compute(ctx, call, rows[c]); err != nil {
			return connector.Batch{}, err
		}
	}
	out := newChanges(o.n.Fields(), false, o.alloc)
	if len(rows) > 0 {
		for i, r := range rows[0] {
			row := slices.Clip(r.values)
			for c := range o.n.Calls {
				row = append(row, values[c][i])
			}
			if err := out.emit(types.Insert, row, 0); err != nil {
				return connector.Batch{}, err
			}
		}
	}
	b := out.batch()
	b.Kinds = nil // batch rows are all inserts
	return b, nil
}

// compute gives every row the call's value, partition by partition in order.
func (o *overOp) compute(ctx context.Context, call *plan.OverCall, rows []overRow) ([]any, error) {
	byPart := map[string][]int{}
	var parts []string
	for i, r := range rows {
		if _, ok := byPart[r.part]; !ok {
			parts = append(parts, r.part)
		}
		byPart[r.part] = append(byPart[r.part], i)
	}
	out := make([]any, len(rows))
	for _, p := range parts {
		idx := byPart[p]
		if err := sortPartition(idx, call.OrderBy, func(a, b int) (int, error) {
			return compareOrder(call, rows[a].order, rows[b].order)
		}); err != nil {
			return nil, err
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		var err error
		switch {
		case call.IsRanking():
			err = rankValues(call, rows, idx, out)
		case call.IsOffset():
			offsetValues(call, rows, idx, out)
		case call.IsDistribution():
			err = distributionValues(call, rows, idx, out)
		default:
			err = frameValues(call, rows, idx, out)
		}
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// rankValues numbers a sorted partition's rows: ROW_NUMBER by position, RANK by the position
// of the first peer, DENSE_RANK by the count of distinct keys so far.
func rankValues(call *plan.OverCall, rows []overRow, idx []int, out []any) error {
	var rank, dense int64
	for pos, i := range idx {
		tie := false
		if pos > 0 {
			c, err := compareOrder(call, rows[idx[pos-1]].order, rows[i].order)
			if err != nil {
				return err
			}
			tie = c == 0
		}
		if !tie {
			rank = int64(pos) + 1
			dense++
		}
		switch call.Func {
		case "ROW_NUMBER":
			out[i] = int64(pos) + 1
		case "RANK":
			out[i] = rank
		default:
			out[i] = dense
		}
	}
	return nil
}

// frameValues folds each row's frame of a sorted partition. Both ends of the frames move
// forward with the rows, so one accumulator slides: rows entering are added, rows leaving
// retracted.
func frameValues(call *plan.OverCall, rows []overRow, idx []int, out []any) error {
	acc := newOverAcc(call)
	lo, hi := 0, -1 // the rows now in the accumulator: idx[lo..hi]
	for pos, i := range idx {
		from, to, err := frameOf(call, rows, idx, pos)
		if err != nil {
			return err
		}
		if from > to {
			// An empty frame: COUNT is 0 and the others NULL.
			out[i] = nil
			if call.Func == "COUNT" {
				out[i] = int64(0)
			}
			continue
		}
		if from > hi || from < lo || to < hi {
			acc, lo, hi = newOverAcc(call), from, from-1 // the frames do not overlap
		}
		for hi < to {
			hi++
			if v, ok := overArg(call, &rows[idx[hi]]); ok {
				if err := acc.add(v); err != nil {
					return err
				}
			}
		}
		for ; lo < from; lo++ {
			if v, ok := overArg(call, &rows[idx[lo]]); ok {
				if err := acc.retract(v); err != nil {
					return err
				}
			}
		}
		if out[i], err = acc.result(); err != nil {
			return err
		}
	}
	return nil
}

// frameOf is the first and last position of a row's frame in its sorted partition; first >
// last for an empty frame.
func frameOf(call *plan.OverCall, rows []overRow, idx []int, pos int) (int, int, error) {
	f := call.Frame
	last := len(idx) - 1
	if f.Rows {
		bound := func(b plan.FrameBound) int {
			switch b.Kind {
			case plan.UnboundedPreceding:
				return 0
			case plan.UnboundedFollowing:
				return last
			case plan.Preceding:
				return pos - int(b.Offset)
			case plan.Following:
				return pos + int(b.Offset)
			}
			return pos
		}
		return max(bound(f.Lower), 0), min(bound(f.Upper), last), nil
	}
	// RANGE: peers share the frame; offsets measure the order key.
	peer := func(a int) (bool, error) {
		c, err := compareOrder(call, rows[idx[a]].order, rows[idx[pos]].order)
		return c == 0, err
	}
	var first, end int
	switch f.Lower.Kind {
	case plan.UnboundedPreceding:
		first = 0
	case plan.CurrentRow:
		first = pos
		for first > 0 {
			same, err := peer(first - 1)
			if err != nil {
				return 0, 0, err
			}
			if !same {
				break
			}
			first--
		}
	default:
		first = rangeEdge(call, rows, idx, pos, f.Lower, true)
	}
	switch f.Upper.Kind {
	case plan.UnboundedFollowing:
		end = last
	case plan.CurrentRow:
		end = pos
		for end < last {
			same, err := peer(end + 1)
			if err != nil {
				return 0, 0, err
			}
			if !same {
				break
			}
			end++
		}
	default:
		end = rangeEdge(call, rows, idx, pos, f.Upper, false)
	}
	return first, end, nil
}

// rangeEdge is the first (lower) or last (upper) position whose order key lies within the
// bound's distance of the row's key, in the direction of the order. A NULL key has only its
// peers in range.
func rangeEdge(call *plan.OverCall, rows []overRow, idx []int, pos int, b plan.FrameBound, lower bool) int {
	t := call.OrderBy[0].Expr.Type()
	desc := call.OrderBy[0].Descending
	k, ok := numericKey(t, rows[idx[pos]].order[0])
	offset := float64(b.Offset)
	if b.Kind == plan.Preceding {
		offset = -offset
	}
	// The edge's key, in the order's direction: ascending keys grow along the partition.
	target := k + offset
	if desc {
		target = k - offset
	}
	inRange := func(a int) bool {
		v, vok := numericKey(t, rows[idx[a]].order[0])
		if !ok || !vok {
			return ok == vok
		}
		if lower {
			return (!desc && v >= target) || (desc && v <= target)
		}
		return (!desc && v <= target) || (desc && v >= target)
	}
	if lower {
		for a := range idx {
			if inRange(a) {
				return a
			}
		}
		return len(idx)
	}
	for a := len(idx) - 1; a >= 0; a-- {
		if inRange(a) {
			return a
		}
	}
	return -1
}

func (o *overOp) Close() error { return o.input.Close() }

var _ Operator = (*overOp)(nil)
