package exec

import (
	"context"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// streamAggregateOp is the streaming group aggregate (Flink's GroupAggregate with mini-batch
// off): for every input row it updates its group and emits the change at once. A new group
// emits +I; a changed result emits -U of the old row and +U of the new; an unchanged result
// emits nothing; a group whose last row is retracted emits -D and is forgotten. -U and -D
// input rows retract their values.
type streamAggregateOp struct {
	input Operator
	n     *plan.Aggregate
	alloc memory.Allocator
	// keys numbers every key seen (groupKeys: typed, nothing boxed per row); groups holds the
	// state of each number, nil while the group does not exist (never did, or emptied).
	keys   *groupKeys
	groups []*streamGroup
}

// streamGroup is one group's state: its keys, accumulators, the number of rows it holds
// (Flink's record counter) and the result row it last emitted.
type streamGroup struct {
	keys []any
	accs []retractAcc
	rows int64
	last []any
}

// newStreamAggregate is the typed operator where it can run the calls, the boxed one otherwise.
func newStreamAggregate(input Operator, n *plan.Aggregate, alloc memory.Allocator) Operator {
	if typedStreamable(n) {
		return newTypedStreamAggregate(input, n, alloc)
	}
	return newBoxedStreamAggregate(input, n, alloc)
}

func newBoxedStreamAggregate(input Operator, n *plan.Aggregate, alloc memory.Allocator) *streamAggregateOp {
	fields := n.Input.Fields()
	keyTypes := make([]types.Type, n.Keys)
	for k := range keyTypes {
		keyTypes[k] = fields[k].Type
	}
	return &streamAggregateOp{input: input, n: n, alloc: alloc, keys: newGroupKeys(keyTypes)}
}

func (o *streamAggregateOp) Next(ctx context.Context) (connector.Batch, error) {
	return nextChanges(ctx, o.input, o.consume)
}

// consume applies one input batch row by row and returns the changes it caused, in order.
func (o *streamAggregateOp) consume(in connector.Batch) (connector.Batch, error) {
	fields := o.n.Input.Fields()
	b := array.NewRecordBuilder(o.alloc, schemaOf(o.n.Output))
	defer b.Release()
	var kinds []types.RowKind
	emit := func(kind types.RowKind, row []any) error {
		for c, v := range row {
			if err := types.AppendToBuilder(o.n.Output[c].Type, b.Field(c), v); err != nil {
				return err
			}
		}
		kinds = append(kinds, kind)
		return nil
	}
	ids, err := o.keys.assign(in.Record)
	if err != nil {
		return connector.Batch{}, err
	}
	for len(o.groups) < o.keys.n {
		o.groups = append(o.groups, nil)
	}
	for i := range in.Len() {
		kind := in.Kind(i)
		accumulate := kind == types.Insert || kind == types.UpdateAfter
		id := ids[i]
		g := o.groups[id]
		if g == nil {
			if !accumulate {
				continue // retracting a group that does not exist: Flink drops the row
			}
			g = &streamGroup{keys: make([]any, o.n.Keys)}
			for k := range g.keys {
				g.keys[k] = o.keys.value(k, int(id))
			}
			for _, c := range o.n.Calls {
				g.accs = append(g.accs, newRetractAcc(c, fields))
			}
			o.groups[id] = g
		}
		if err := o.apply(g, in, i, accumulate); err != nil {
			return connector.Batch{}, err
		}
		if g.rows <= 0 {
			o.groups[id] = nil
			if g.last != nil {
				if err := emit(types.Delete, g.last); err != nil {
					return connector.Batch{}, err
				}
			}
			continue
		}
		row, err := o.result(g)
		if err != nil {
			return connector.Batch{}, err
		}
		switch {
		case g.last == nil:
			err = emit(types.Insert, row)
		case o.sameRow(g.last, row):
			continue
		default:
			if err = emit(types.UpdateBefore, g.last); err == nil {
				err = emit(types.UpdateAfter, row)
			}
		}
		if err != nil {
			return connector.Batch{}, err
		}
		g.last = row
	}
	return connector.Batch{Record: b.NewRecordBatch(), Kinds: kinds}, nil
}

// apply adds row i of a batch to a group's accumulators, or retracts it from them.
func (o *streamAggregateOp) apply(g *streamGroup, in connector.Batch, i int, accumulate bool) error {
	fields := o.n.Input.Fields()
	if accumulate {
		g.rows++
	} else {
		g.rows--
	}
	for c, call := range o.n.Calls {
		if call.Filtered {
			pass, err := types.ValueFromArrow(fields[call.FilterArg].Type, in.Record.Column(call.FilterArg), i)
			if err != nil {
				return err
			}
			if !call.Passes(pass) {
				continue // FILTER (WHERE ...) keeps the row from this call, added or retracted
			}
		}
		var v any = true // COUNT(*) counts every row
		if call.Arg >= 0 {
			var err error
			if v, err = callOperand(call, fields, in.Record, i); err != nil {
				return err
			}
		}
		if v == nil && !call.TakesNulls() {
			continue // aggregates skip NULLs
		}
		var err error
		if accumulate {
			err = g.accs[c].add(v)
		} else {
			err = g.accs[c].retract(v)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// result is a group's output row: its keys, then each aggregate's value.
func (o *streamAggregateOp) result(g *streamGroup) ([]any, error) {
	row := append(make([]any, 0, len(o.n.Output)), g.keys...)
	for _, acc := range g.accs {
		v, err := acc.result()
		if err != nil {
			return nil, err
		}
		row = append(row, v)
	}
	return row, nil
}

func (o *streamAggregateOp) sameRow(a, b []any) bool {
	for c := o.n.Keys; c < len(a); c++ {
		if (a[c] == nil) != (b[c] == nil) {
			return false
		}
		if a[c] != nil && !types.ValuesEqual(o.n.Output[c].Type, a[c], b[c]) {
			return false
		}
	}
	return true
}

func (o *streamAggregateOp) Close() error { return o.input.Close() }

var _ Operator = (*streamAggregateOp)(nil)
