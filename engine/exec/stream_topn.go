package exec

import (
	"context"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// streamTopNOp is ORDER BY ... LIMIT n (and LIMIT n alone) over an insert-only stream, as
// Flink's AppendOnlyTopNFunction runs it without a rank number: it keeps the best n rows so
// far; a row that enters pushes the worst one out, which emits -D of that row and then +I of
// the new one. A row no better than the worst of a full buffer changes nothing, so rows with
// equal keys keep their arrival order, and LIMIT without ORDER BY passes the first n rows.
type streamTopNOp struct {
	input  Operator
	n      *plan.Sort
	alloc  memory.Allocator
	rows   sortOp // reads the rows and their keys
	buffer []sortRow
}

func newStreamTopN(input Operator, n *plan.Sort, alloc memory.Allocator) (*streamTopNOp, error) {
	if n.Offset > 0 || n.Limit < 0 {
		return nil, notSupported("OFFSET, and ORDER BY without LIMIT, in streaming mode")
	}
	return &streamTopNOp{input: input, n: n, alloc: alloc, rows: sortOp{n: n, alloc: alloc}}, nil
}

func (o *streamTopNOp) Next(ctx context.Context) (connector.Batch, error) {
	return nextChanges(ctx, o.input, o.consume)
}

func (o *streamTopNOp) consume(in connector.Batch) (connector.Batch, error) {
	fields := o.n.Fields()
	rows, err := o.rows.collect(in, fields, nil)
	if err != nil {
		return connector.Batch{}, err
	}
	b := array.NewRecordBuilder(o.alloc, schemaOf(fields))
	defer b.Release()
	var kinds []types.RowKind
	emit := func(kind types.RowKind, row []any) error {
		for c, v := range row {
			if err := types.AppendToBuilder(fields[c].Type, b.Field(c), v); err != nil {
				return err
			}
		}
		kinds = append(kinds, kind)
		return nil
	}
	limit := int(o.n.Limit)
	for i, r := range rows {
		if in.Kind(i) != types.Insert {
			return connector.Batch{}, notSupported("ORDER BY ... LIMIT over an updating input in streaming mode")
		}
		// The row goes after every row whose keys are not worse than its own.
		pos := len(o.buffer)
		for k := range o.buffer {
			c, err := o.compare(r, o.buffer[k])
			if err != nil {
				return connector.Batch{}, err
			}
			if c < 0 {
				pos = k
				break
			}
		}
		if pos >= limit {
			continue
		}
		o.buffer = append(o.buffer, sortRow{})
		copy(o.buffer[pos+1:], o.buffer[pos:])
		o.buffer[pos] = r
		if len(o.buffer) > limit {
			if err := emit(types.Delete, o.buffer[limit].values); err != nil {
				return connector.Batch{}, err
			}
			o.buffer = o.buffer[:limit]
		}
		if err := emit(types.Insert, r.values); err != nil {
			return connector.Batch{}, err
		}
	}
	return connector.Batch{Record: b.NewRecordBatch(), Kinds: kinds}, nil
}

func (o *streamTopNOp) compare(a, b sortRow) (int, error) {
	for k, key := range o.n.Keys {
		c, err := compareKeys(a.keys[k], b.keys[k], key)
		if err != nil || c != 0 {
			return c, err
		}
	}
	return 0, nil
}

func (o *streamTopNOp) Close() error { return o.input.Close() }

var _ Operator = (*streamTopNOp)(nil)
