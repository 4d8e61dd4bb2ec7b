package report

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"
	"github.com/apache/arrow-go/v18/arrow/ipc"
	"github.com/apache/arrow-go/v18/arrow/memory"
)

// BenchmarkResultEncoding measures the two ways a result can cross from the engine's worker to
// the page: the report's compact JSON (formatted cells), and Arrow IPC of the same columns (the
// page would then format the values itself). It reports bytes per encoded result, so that the
// choice rests on a measurement: go test -run NONE -bench ResultEncoding ./engine/report/
func BenchmarkResultEncoding(b *testing.B) {
	const rows = 1000
	var values strings.Builder
	for i := range rows {
		if i > 0 {
			values.WriteString(", ")
		}
		fmt.Fprintf(&values, "(%d, 'customer-%d', %d.25, DATE '2024-01-%02d')", i, i%97, i*3, i%28+1)
	}
	script := "SET 'execution.runtime-mode' = 'batch';\nCREATE TABLE p (id INT, name STRING, amount DECIMAL(10, 2), d DATE) " +
		"WITH ('connector' = 'blackhole');\nINSERT INTO p VALUES " + values.String() + ";"
	r := Run(context.Background(), script, Options{MaxRows: rows})
	if r.Error != nil {
		b.Fatal(r.Error.Message)
	}
	sink := r.Sinks[0]
	b.Run("json", func(b *testing.B) {
		var n int
		for b.Loop() {
			out, err := json.Marshal(sink)
			if err != nil {
				b.Fatal(err)
			}
			n = len(out)
		}
		b.ReportMetric(float64(n), "bytes/result")
	})
	b.Run("arrow-ipc", func(b *testing.B) {
		schema := arrow.NewSchema([]arrow.Field{{Name: "id", Type: arrow.PrimitiveTypes.Int32, Nullable: true},
			{Name: "name", Type: arrow.BinaryTypes.String, Nullable: true},
			{Name: "amount", Type: &arrow.Decimal128Type{Precision: 10, Scale: 2}, Nullable: true},
			{Name: "d", Type: arrow.FixedWidthTypes.Date32, Nullable: true}}, nil)
		bld := array.NewRecordBuilder(memory.DefaultAllocator, schema)
		defer bld.Release()
		for i := range rows {
			bld.Field(0).(*array.Int32Builder).Append(int32(i))
			bld.Field(1).(*array.StringBuilder).Append(fmt.Sprintf("customer-%d", i%97))
			bld.Field(2).(*array.Decimal128Builder).Append(decimalOf(int64(i*3*100 + 25)))
			bld.Field(3).(*array.Date32Builder).Append(arrow.Date32(19723 + i%28))
		}
		rec := bld.NewRecordBatch()
		defer rec.Release()
		var n int
		for b.Loop() {
			var buf bytes.Buffer
			w := ipc.NewWriter(&buf, ipc.WithSchema(schema))
			if err := w.Write(rec); err != nil {
				b.Fatal(err)
			}
			if err := w.Close(); err != nil {
				b.Fatal(err)
			}
			n = buf.Len()
		}
		b.ReportMetric(float64(n), "bytes/result")
	})
}

func decimalOf(unscaled int64) decimal128.Num { return decimal128.FromI64(unscaled) }
