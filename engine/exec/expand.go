package exec

import (
	"context"
	"fmt"
	"slices"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// expandRowsPerBatch bounds the rows of one output batch of an Expand: an input batch is
// expanded a slice of rows at a time, so that many grouping sets do not make one huge batch.
const expandRowsPerBatch = 8192

// expandOp is Flink's Expand: each input row once per grouping set, one after the other as
// Flink writes them (a row's copies in the sets' order, then the next row's), with the keys
// outside the set NULL and $e the set's number. The copies keep the row's kind.
type expandOp struct {
	input  Operator
	n      *plan.Expand
	schema *arrow.Schema
	alloc  memory.Allocator
	// in is the batch being expanded, from row next on.
	in   connector.Batch
	next int
	have bool
}

var _ Operator = (*expandOp)(nil)

func newExpand(in Operator, n *plan.Expand, alloc memory.Allocator) *expandOp {
	return &expandOp{input: in, n: n, schema: schemaOf(n.Output), alloc: alloc}
}

func (o *expandOp) Next(ctx context.Context) (connector.Batch, error) {
	for !o.have || o.next >= int(o.in.Record.NumRows()) {
		if o.have {
			o.in.Record.Release()
			o.have = false
		}
		in, err := o.input.Next(ctx)
		if err != nil {
			return connector.Batch{}, err
		}
		o.in, o.next, o.have = in, 0, true
	}
	sets := len(o.n.IDs)
	rows := max(1, expandRowsPerBatch/sets)
	end := min(int(o.in.Record.NumRows()), o.next+rows)
	out, err := o.expand(o.next, end)
	o.next = end
	return out, err
}

// expand writes rows [from, to) of the current batch once per set.
func (o *expandOp) expand(from, to int) (connector.Batch, error) {
	sets := len(o.n.IDs)
	take := make([]int, 0, (to-from)*sets)
	for r := from; r < to; r++ {
		for range sets {
			take = append(take, r)
		}
	}
	copied, err := takeRecord(o.in, take, o.alloc)
	if err != nil {
		return connector.Batch{}, err
	}
	defer copied.Record.Release()
	n := len(take)
	cols := make([]arrow.Array, 0, len(o.n.Output))
	defer releaseAll(cols)
	for k := 0; k < o.n.Keys; k++ {
		keep := make([]bool, n)
		nulledSomewhere := false
		for j, nulled := range o.n.Nulled {
			in := !containsKey(nulled, k)
			nulledSomewhere = nulledSomewhere || !in
			for i := j; i < n; i += sets {
				keep[i] = in
			}
		}
		col := copied.Record.Column(o.n.KeyField(k))
		if !nulledSomewhere || col.DataType().ID() == arrow.NULL {
			col.Retain()
			cols = append(cols, col)
			continue
		}
		cols = append(cols, maskNulls(col, keep, o.alloc))
	}
	ids := array.NewInt64Builder(o.alloc)
	ids.Reserve(n)
	for i := range n {
		ids.UnsafeAppend(o.n.IDs[i%sets])
	}
	cols = append(cols, ids.NewArray())
	ids.Release()
	for c := range int(copied.Record.NumCols()) {
		if o.n.KeyOf(c) >= 0 {
			continue
		}
		col := copied.Record.Column(c)
		col.Retain()
		cols = append(cols, col)
	}
	return connector.Batch{Record: array.NewRecordBatch(o.schema, cols, int64(n)), Kinds: copied.Kinds}, nil
}

func (o *expandOp) Close() error {
	if o.have {
		o.in.Record.Release()
		o.have = false
	}
	return o.input.Close()
}

func containsKey(keys []int, k int) bool {
	for _, x := range keys {
		if x == k {
			return true
		}
	}
	return false
}

// maskNulls is arr with the rows where keep is false NULL: the same value buffers under a new
// validity bitmap.
func maskNulls(arr arrow.Array, keep []bool, alloc memory.Allocator) arrow.Array {
	data := arr.Data()
	off := data.Offset()
	n := arr.Len()
	bm := memory.NewResizableBuffer(alloc)
	bm.Resize(int(bitutil.BytesForBits(int64(off + n))))
	bits := bm.Bytes()
	for i := range bits {
		bits[i] = 0
	}
	nulls := 0
	for i := range n {
		if keep[i] && arr.IsValid(i) {
			bitutil.SetBit(bits, off+i)
		} else {
			nulls++
		}
	}
	bufs := append([]*memory.Buffer{bm}, data.Buffers()[1:]...)
	out := array.NewData(data.DataType(), n, bufs, data.Children(), nulls, off)
	bm.Release()
	defer out.Release()
	return array.MakeFromData(out)
}

// checkDecomposed fails on an aggregate with grouping sets or grouping functions, which only
// run decomposed into an Expand (the optimizer's decompose-grouping-sets pass): the aggregate
// operators group on every key and know no GROUPING.
func checkDecomposed(n *plan.Aggregate) error {
	if n.GroupSets != nil || slices.ContainsFunc(n.Calls, plan.AggCall.IsGroupingFunc) {
		return fmt.Errorf("%w: an aggregate with grouping sets reached the executor undecomposed", flinkerr.ErrInternal)
	}
	return nil
}
