package exec

import (
	"context"
	"io"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// valuesOp produces the rows of a VALUES clause, each value converted to its column's type.
type valuesOp struct {
	batch connector.Batch
	done  bool
}

func newValues(n *plan.Values, alloc memory.Allocator) (Operator, error) {
	fields := n.Fields()
	names := make([]string, len(fields))
	colTypes := make([]types.Type, len(fields))
	for i, f := range fields {
		names[i], colTypes[i] = f.Name, f.Type
	}
	schema := types.ArrowSchema(names, colTypes)
	b := array.NewRecordBuilder(alloc, schema)
	defer b.Release()
	// A row of constants is evaluated over a one-row batch without columns.
	one := connector.Batch{Record: array.NewRecordBatch(arrow.NewSchema(nil, nil), nil, 1)}
	defer one.Record.Release()
	for _, row := range n.Rows {
		for col, e := range row {
			arr, err := eval(e, one, alloc)
			if err != nil {
				return nil, err
			}
			v, err := types.ValueFromArrow(e.Type(), arr, 0)
			arr.Release()
			if err != nil {
				return nil, err
			}
			if v != nil && !e.Type().Equal(colTypes[col]) {
				if v, err = types.CastValue(v, e.Type(), colTypes[col], nil); err != nil {
					return nil, err
				}
			}
			if err := types.AppendToBuilder(colTypes[col], b.Field(col), v); err != nil {
				return nil, err
			}
		}
	}
	rec := b.NewRecordBatch()
	if len(fields) == 0 {
		// SELECT without FROM reads one row of no columns; a record of no columns counts its
		// rows itself.
		rec.Release()
		rec = array.NewRecordBatch(schema, nil, int64(len(n.Rows)))
	}
	return &valuesOp{batch: connector.Batch{Record: rec}}, nil
}

func (o *valuesOp) Next(context.Context) (connector.Batch, error) {
	if o.done {
		return connector.Batch{}, io.EOF
	}
	o.done = true
	o.batch.Record.Retain()
	return o.batch, nil
}

func (o *valuesOp) Close() error {
	o.batch.Record.Release()
	return nil
}
