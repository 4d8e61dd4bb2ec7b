package exec

import (
	"context"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// joinBuild is a join's build side: the right input read to its end into one record, and,
// for a hash join, its key columns and a hash table over them.
type joinBuild struct {
	rec   arrow.RecordBatch
	keys  []keyColumn
	arrs  []arrow.Array // the evaluated key arrays, released with the build
	table *hashTable
	nulls []bool // per row: a key is NULL
	// keptNulls: the table indexes the rows whose keys are NULL too.
	keptNulls bool
}

// buildSide reads the right input. With keys it evaluates them and indexes the rows whose keys
// are not NULL (every row with keepNulls).
func buildSide(ctx context.Context, right Operator, fields []plan.Field, k *joinKeys, keepNulls bool, alloc memory.Allocator) (*joinBuild, error) {
	rec, err := readAll(ctx, right, fields, alloc)
	if err != nil {
		return nil, err
	}
	b := &joinBuild{rec: rec}
	if len(k.right) == 0 {
		return b, nil
	}
	batch := connector.Batch{Record: rec}
	for i, e := range k.right {
		arr, err := eval(e, batch, alloc)
		if err != nil {
			b.release()
			return nil, err
		}
		b.arrs = append(b.arrs, arr)
		key := newKeyColumn(k.kinds[i], arr)
		key.nullSafe = k.nullSafe[i]
		b.keys = append(b.keys, key)
	}
	n := int(rec.NumRows())
	hashes := make([]uint64, n)
	b.nulls = make([]bool, n)
	hashRows(b.keys, hashes, b.nulls)
	b.table = newHashTable(hashes, b.nulls, keepNulls)
	b.keptNulls = keepNulls
	return b, nil
}

// readAll reads an operator to its end into one record of the given fields.
func readAll(ctx context.Context, op Operator, fields []plan.Field, alloc memory.Allocator) (arrow.RecordBatch, error) {
	defer op.Close()
	var recs []arrow.RecordBatch
	defer func() {
		for _, r := range recs {
			r.Release()
		}
	}()
	err := forEach(ctx, op, func(b connector.Batch) error {
		if b.Len() > 0 {
			b.Record.Retain()
			recs = append(recs, b.Record)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	schema := schemaOf(fields)
	if len(recs) == 1 {
		return array.NewRecordBatch(schema, recs[0].Columns(), recs[0].NumRows()), nil
	}
	cols := make([]arrow.Array, len(fields))
	defer releaseAll(cols)
	var rows int64
	for _, r := range recs {
		rows += r.NumRows()
	}
	for c, f := range fields {
		parts := make([]arrow.Array, len(recs))
		for i, r := range recs {
			parts[i] = r.Column(c)
		}
		var err error
		if len(parts) == 0 {
			cols[c] = emptyArray(f, alloc)
			continue
		}
		if cols[c], err = array.Concatenate(parts, alloc); err != nil {
			return nil, err
		}
	}
	return array.NewRecordBatch(schema, cols, rows), nil
}

// emptyArray is an array of no values of a field's type.
func emptyArray(f plan.Field, alloc memory.Allocator) arrow.Array {
	b := array.NewBuilder(alloc, schemaOf([]plan.Field{f}).Field(0).Type)
	defer b.Release()
	return b.NewArray()
}

func (b *joinBuild) rows() int { return int(b.rec.NumRows()) }

func (b *joinBuild) release() {
	releaseAll(b.arrs)
	b.rec.Release()
}
