package exec

import (
	"context"
	"slices"
	"strings"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// streamOverOp is Flink 2.3's streaming OVER aggregate ordered by a regular column
// (NonTimeRangeUnboundedPrecedingFunction and NonTimeRowsUnboundedPrecedingFunction): it keeps
// each partition's rows sorted by the order key, rows with one key in arrival order. A row
// comes in with its value; the rows after it whose value it changes get -U/+U, in order,
// until the first whose accumulator it leaves unchanged. With RANGE the rows of one key share
// a value, so its peers are updated too; with ROWS each row has its own. A retraction removes
// the equal row with -D and updates the rows after it the same way.
type streamOverOp struct {
	input  Operator
	n      *plan.Over
	fields []plan.Field // the input's
	rows   bool         // a ROWS frame
	alloc  memory.Allocator
	parts  map[string]*overPartition
}

// overPartition is a partition's rows grouped by order key, smallest key first.
type overPartition struct{ groups []*overGroup }

type overGroup struct {
	order []any
	rows  []*overEntry
	state overState // the accumulators after the group's rows (RANGE)
}

type overEntry struct {
	values []any
	args   []any     // per call
	state  overState // the accumulators after the row (ROWS)
}

// overState is the accumulators at one point of a partition: their encoded content, which
// decides whether a value changed as Flink compares accumulators, and the calls' values.
type overState struct {
	acc    string
	values []any
}

// checkStreamOver rejects what Flink's StreamExecOverAggregate cannot translate, with its
// messages, in its order.
func checkStreamOver(n *plan.Over) error {
	first := n.Calls[0]
	for _, c := range n.Calls[1:] {
		if !c.SameWindow(first) {
			return runtimeError(tableException, "Over Agg: Unsupported use of OVER windows. All aggregates must be computed on the same window. please re-check the over window statement.")
		}
	}
	if len(first.OrderBy) != 1 {
		return runtimeError(tableException, "The window can only be ordered by a single time column.")
	}
	if first.OrderBy[0].Descending {
		return runtimeError(tableException, "The window can only be ordered in ASCENDING mode.")
	}
	f := first.Frame
	switch {
	case f.Upper.Kind != plan.CurrentRow || (f.Lower.Kind != plan.UnboundedPreceding && f.Lower.Kind != plan.Preceding):
		return runtimeError(tableException, "OVER RANGE FOLLOWING windows are not supported yet.")
	case f.Lower.Kind == plan.Preceding && !orderedByTime(n):
		return runtimeError(tableException, "Non-time attribute sort is not supported for bounded OVER window.")
	}
	for _, c := range n.Calls {
		if c.Func == "RANK" || c.Func == "DENSE_RANK" {
			return plan.OverNotSupported(c)
		}
	}
	return nil
}

const tableException = "org.apache.flink.table.api.TableException"

func buildStreamOver(ctx context.Context, n *plan.Over, env *Env, alloc memory.Allocator) (Operator, error) {
	if err := checkStreamOver(n); err != nil {
		return nil, err
	}
	timed := orderedByTime(n)
	for _, c := range n.Calls {
		if !timed && (c.Distinct || c.Func == "FIRST_VALUE" || c.Func == "LAST_VALUE" || c.Func == "COLLECT") {
			// Not recorded from Flink's non-time OVER functions yet.
			return nil, notSupported(c.Func + " over a window not ordered by a time attribute in streaming mode")
		}
		if c.Func == "LAG" && !timed {
			// Flink runs it while rows come in order and fails comparing LAG's accumulators otherwise.
			return nil, notSupported("LAG over a window not ordered by a time attribute in streaming mode")
		}
	}
	in, err := Build(ctx, n.Input, env)
	if err != nil {
		return nil, err
	}
	if timed && boundedFrame(n) {
		o, err := newBoundedOver(in, n, alloc)
		if err != nil {
			in.Close()
			return nil, err
		}
		return o, nil
	}
	if timed {
		return newTimeOver(in, n, alloc), nil
	}
	return &streamOverOp{input: in, n: n, fields: n.Input.Fields(), rows: n.Calls[0].Frame.Rows, alloc: alloc,
		parts: map[string]*overPartition{}}, nil
}

func (o *streamOverOp) Next(ctx context.Context) (connector.Batch, error) {
	return nextChanges(ctx, o.input, o.consume)
}

func (o *streamOverOp) consume(in connector.Batch) (connector.Batch, error) {
	perCall := make([][]overRow, len(o.n.Calls))
	for c, call := range o.n.Calls {
		r, err := readOverRows(call, in, o.fields, o.alloc)
		if err != nil {
			return connector.Batch{}, err
		}
		perCall[c] = r
	}
	out := newChanges(o.n.Fields(), false, o.alloc)
	for i, r := range perCall[0] {
		e := &overEntry{values: r.values, args: make([]any, len(o.n.Calls))}
		for c := range o.n.Calls {
			e.args[c] = perCall[c][i].arg
		}
		p := o.parts[r.part]
		if p == nil {
			p = &overPartition{}
			o.parts[r.part] = p
		}
		var err error
		switch kind := in.Kind(i); kind {
		case types.Insert, types.UpdateAfter:
			err = o.insert(p, e, r.order, kind, out)
		default:
			err = o.remove(p, e, r.order, out)
		}
		if err != nil {
			out.batch().Record.Release()
			return connector.Batch{}, err
		}
	}
	return out.batch(), nil
}

// find is the position of the group with the order key, or where it would go.
func (o *streamOverOp) find(p *overPartition, order []any) (int, bool, error) {
	var failed error
	i, found := slices.BinarySearchFunc(p.groups, order, func(g *overGroup, k []any) int {
		c, err := compareOrder(o.n.Calls[0], g.order, k)
		if err != nil && failed == nil {
			failed = err
		}
		return c
	})
	return i, found, failed
}

// insert adds a row after the rows of its key and emits it and the updates it causes.
func (o *streamOverOp) insert(p *overPartition, e *overEntry, order []any, kind types.RowKind, out *changes) error {
	gi, found, err := o.find(p, order)
	if err != nil {
		return err
	}
	if !found {
		p.groups = slices.Insert(p.groups, gi, &overGroup{order: order})
	}
	g := p.groups[gi]
	g.rows = append(g.rows, e)
	groups, rows, err := o.fold(p)
	if err != nil {
		return err
	}
	if o.rows {
		e.state = rows[gi][len(g.rows)-1]
		if err := o.emit(out, kind, e, e.state); err != nil {
			return err
		}
		return o.updateRowsAfter(p, rows, gi, len(g.rows)-1, out)
	}
	prev, curr := g.state, groups[gi]
	g.state = curr
	if !found || prev.acc == curr.acc {
		if err := o.emit(out, kind, e, curr); err != nil {
			return err
		}
	} else {
		for _, r := range g.rows {
			if r == e {
				err = o.emit(out, kind, e, curr)
			} else {
				err = o.update(out, r, prev, curr)
			}
			if err != nil {
				return err
			}
		}
	}
	return o.updateGroupsAfter(p, groups, gi, out)
}

// remove takes out the row equal to a retracted one, emits its -D and the updates it causes.
func (o *streamOverOp) remove(p *overPartition, e *overEntry, order []any, out *changes) error {
	gi, found, err := o.find(p, order)
	if err != nil || !found {
		return err // a retraction of a row never seen changes nothing, as in Flink
	}
	g := p.groups[gi]
	j := slices.IndexFunc(g.rows, func(r *overEntry) bool { return sameValues(o.fields, r.values, e.values) })
	if j < 0 {
		return nil
	}
	gone := g.rows[j]
	g.rows = slices.Delete(g.rows, j, j+1)
	groups, rows, err := o.fold(p)
	if err != nil {
		return err
	}
	if o.rows {
		if err := o.emit(out, types.Delete, gone, gone.state); err != nil {
			return err
		}
		if err := o.updateRowsAfter(p, rows, gi, j-1, out); err != nil {
			return err
		}
	} else {
		prev, curr := g.state, groups[gi]
		g.state = curr
		all := slices.Insert(slices.Clone(g.rows), j, gone)
		for _, r := range all {
			switch {
			case r == gone:
				err = o.emit(out, types.Delete, gone, prev)
			case prev.acc != curr.acc:
				err = o.update(out, r, prev, curr)
			}
			if err != nil {
				return err
			}
		}
		if err := o.updateGroupsAfter(p, groups, gi, out); err != nil {
			return err
		}
	}
	if len(g.rows) == 0 {
		p.groups = slices.Delete(p.groups, gi, gi+1)
	}
	return nil
}

// updateGroupsAfter updates the rows of the keys after group gi, up to the first key whose
// accumulators did not change.
func (o *streamOverOp) updateGroupsAfter(p *overPartition, groups []overState, gi int, out *changes) error {
	for k := gi + 1; k < len(p.groups); k++ {
		g := p.groups[k]
		if g.state.acc == groups[k].acc {
			return nil
		}
		for _, r := range g.rows {
			if err := o.update(out, r, g.state, groups[k]); err != nil {
				return err
			}
		}
		g.state = groups[k]
	}
	return nil
}

// updateRowsAfter updates the rows after row j of group gi (ROWS), up to the first whose
// accumulators did not change.
func (o *streamOverOp) updateRowsAfter(p *overPartition, rows [][]overState, gi, j int, out *changes) error {
	for k := gi; k < len(p.groups); k++ {
		from := 0
		if k == gi {
			from = j + 1
		}
		for x := from; x < len(p.groups[k].rows); x++ {
			r, curr := p.groups[k].rows[x], rows[k][x]
			if r.state.acc == curr.acc {
				return nil
			}
			if err := o.update(out, r, r.state, curr); err != nil {
				return err
			}
			r.state = curr
		}
	}
	return nil
}

// fold computes the accumulators along a partition: after each key's rows, and after each row.
func (o *streamOverOp) fold(p *overPartition) ([]overState, [][]overState, error) {
	accs := make([]retractAcc, len(o.n.Calls))
	for c, call := range o.n.Calls {
		accs[c] = newOverAcc(call)
	}
	groups := make([]overState, len(p.groups))
	rows := make([][]overState, len(p.groups))
	state := func() (overState, error) {
		var key strings.Builder
		s := overState{values: make([]any, len(accs))}
		for c, a := range accs {
			v, err := a.result()
			if err != nil {
				return overState{}, err
			}
			s.values[c] = v
			encodeValue(&key, o.n.Calls[c].T, v)
			if avg, ok := a.(*sumRetractAcc); ok && avg.avg {
				encodeValue(&key, types.BigInt, avg.n) // AVG's accumulator counts too
			}
		}
		s.acc = key.String()
		return s, nil
	}
	for gi, g := range p.groups {
		rows[gi] = make([]overState, len(g.rows))
		for j, r := range g.rows {
			for c, call := range o.n.Calls {
				v := r.args[c]
				if len(call.Args) == 0 {
					v = true
				} else if v == nil {
					continue
				}
				if err := accs[c].add(v); err != nil {
					return nil, nil, err
				}
			}
			if o.rows {
				s, err := state()
				if err != nil {
					return nil, nil, err
				}
				rows[gi][j] = s
			}
		}
		s, err := state()
		if err != nil {
			return nil, nil, err
		}
		groups[gi] = s
	}
	return groups, rows, nil
}

// emit outputs a row with the calls' values of a state.
func (o *streamOverOp) emit(out *changes, kind types.RowKind, e *overEntry, s overState) error {
	return out.emit(kind, append(slices.Clip(e.values), s.values...), 0)
}

// update outputs a row's old values with -U and its new ones with +U.
func (o *streamOverOp) update(out *changes, e *overEntry, prev, curr overState) error {
	if err := o.emit(out, types.UpdateBefore, e, prev); err != nil {
		return err
	}
	return o.emit(out, types.UpdateAfter, e, curr)
}

func (o *streamOverOp) Close() error { return o.input.Close() }

var _ Operator = (*streamOverOp)(nil)
