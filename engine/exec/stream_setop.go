package exec

import (
	"context"
	"fmt"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// streamSetOp is UNION, INTERSECT and EXCEPT (with or without ALL, except UNION ALL, which
// passes rows through) in streaming mode: it counts each distinct row on either side, and when
// a change of those counts changes how many times the row belongs to the result, it emits
// the difference as +I or -D rows. The inputs are read a batch at a time each in turn.
// INTERSECT ALL and EXCEPT ALL whose inputs have the output's types run instead as the count
// aggregate and replicating correlate the physical planner lowers them into, as printed.
type streamSetOp struct {
	twoInputs
	n      *plan.SetOp
	alloc  memory.Allocator
	counts map[string]*setCounts
}

// setCounts is how many times a row is present on each side.
type setCounts struct{ side [2]int64 }

func newStreamSetOp(left, right Operator, n *plan.SetOp, alloc memory.Allocator) *streamSetOp {
	return &streamSetOp{twoInputs: twoInputs{inputs: [2]Operator{left, right}}, n: n, alloc: alloc, counts: map[string]*setCounts{}}
}

// multiplicity is how many times a row belongs to the result, given its counts.
func (o *streamSetOp) multiplicity(c setCounts) int64 {
	l, r := c.side[0], c.side[1]
	var m int64
	switch o.n.Kind {
	case plan.SetOpUnion:
		m = l + r
	case plan.SetOpIntersect:
		m = min(l, r)
	case plan.SetOpExcept:
		m = max(l-r, 0)
		if !o.n.All && r > 0 {
			m = 0
		}
	default:
		panic(fmt.Sprintf("exec: the multiplicity of a set operation it does not know, %v", o.n.Kind))
	}
	if !o.n.All {
		m = min(m, 1)
	}
	return m
}

func (o *streamSetOp) Next(ctx context.Context) (connector.Batch, error) {
	return o.next(ctx, o.consume)
}

func (o *streamSetOp) consume(side int, in connector.Batch) (connector.Batch, error) {
	fields := o.n.Left.Fields()
	if side == 1 {
		fields = o.n.Right.Fields()
	}
	b := array.NewRecordBuilder(o.alloc, schemaOf(o.n.Output))
	defer b.Release()
	var kinds []types.RowKind
	for i := range in.Len() {
		row, err := readRow(in, fields, i)
		if err != nil {
			return connector.Batch{}, err
		}
		key := rowKey(o.n.Output, row)
		c, ok := o.counts[key]
		if !ok {
			c = &setCounts{}
			o.counts[key] = c
		}
		before := o.multiplicity(*c)
		if k := in.Kind(i); k == types.Insert || k == types.UpdateAfter {
			c.side[side]++
		} else {
			c.side[side]--
		}
		after := o.multiplicity(*c)
		if c.side == [2]int64{} {
			delete(o.counts, key)
		}
		kind, times := types.Insert, after-before
		if times < 0 {
			kind, times = types.Delete, -times
		}
		for range times {
			for col, v := range row {
				if err := types.AppendToBuilder(o.n.Output[col].Type, b.Field(col), v); err != nil {
					return connector.Batch{}, err
				}
			}
			kinds = append(kinds, kind)
		}
	}
	return connector.Batch{Record: b.NewRecordBatch(), Kinds: kinds}, nil
}

var _ Operator = (*streamSetOp)(nil)
