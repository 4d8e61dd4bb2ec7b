package exec

import (
	"context"
	"errors"
	"io"
	"strconv"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// recordsOp replays records, each handed out with a reference of its own.
type recordsOp struct {
	recs []arrow.RecordBatch
	next int
}

func (o *recordsOp) Next(context.Context) (connector.Batch, error) {
	if o.next == len(o.recs) {
		return connector.Batch{}, io.EOF
	}
	r := o.recs[o.next]
	o.next++
	r.Retain()
	return connector.Batch{Record: r}, nil
}

func (o *recordsOp) Close() error { return nil }

// keyedRecords makes rows (k, v) in batches: k cycles through keys values, as BIGINT or as a
// string.
func keyedRecords(rows, keys, batch int, stringKeys bool) ([]arrow.RecordBatch, []plan.Field) {
	kt := types.BigInt.AsNotNull()
	if stringKeys {
		kt = types.String.AsNotNull()
	}
	fields := []plan.Field{{Name: "k", Type: kt}, {Name: "v", Type: types.BigInt.AsNotNull()}}
	var recs []arrow.RecordBatch
	for start := 0; start < rows; start += batch {
		b := array.NewRecordBuilder(memory.DefaultAllocator, schemaOf(fields))
		for i := start; i < min(rows, start+batch); i++ {
			if stringKeys {
				b.Field(0).(*array.StringBuilder).Append("key-" + strconv.Itoa(i%keys))
			} else {
				b.Field(0).(*array.Int64Builder).Append(int64(i % keys))
			}
			b.Field(1).(*array.Int64Builder).Append(int64(i))
		}
		recs = append(recs, b.NewRecordBatch())
		b.Release()
	}
	return recs, fields
}

func benchmarkHashJoin(b *testing.B, stringKeys bool) {
	left, lf := keyedRecords(1_000_000, 10_000, 8192, stringKeys)
	right, rf := keyedRecords(10_000, 10_000, 8192, stringKeys)
	out := append(append([]plan.Field{}, lf...), rf...)
	n := &plan.Join{Kind: plan.JoinInner, Left: &plan.Values{Output: lf}, Right: &plan.Values{Output: rf},
		Cond: call("=", types.Boolean, ref(0, lf[0].Type), ref(2, rf[0].Type)), Output: out}
	ctx := context.Background()
	b.ResetTimer()
	for range b.N {
		op := newJoin(n, &recordsOp{recs: left}, &recordsOp{recs: right}, memory.DefaultAllocator)
		rows := 0
		for {
			batch, err := op.Next(ctx)
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			rows += batch.Len()
			batch.Record.Release()
		}
		op.Close()
		if rows != 1_000_000 {
			b.Fatalf("%d rows", rows)
		}
	}
}

// One million probe rows against ten thousand build rows, every probe row matching once.
func BenchmarkHashJoinInt64Keys(b *testing.B)  { benchmarkHashJoin(b, false) }
func BenchmarkHashJoinStringKeys(b *testing.B) { benchmarkHashJoin(b, true) }
