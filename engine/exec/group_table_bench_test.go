package exec

import (
	"strconv"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

// BenchmarkGroupKeys numbers the groups of 1,048,576 rows in batches of 8,192, keyed as the
// seed job is (BIGINT id, VARCHAR name), with 1,000 or 100,000 distinct keys: the group table
// alone, without the aggregate functions. It reports rows per second.
//
//	go test -run NONE -bench GroupKeys -benchmem ./engine/exec/
func BenchmarkGroupKeys(b *testing.B) {
	for _, groups := range []int{1000, 100000} {
		b.Run(strconv.Itoa(groups), func(b *testing.B) {
			const rows, batch = 1 << 20, 8192
			ts := []types.Type{types.BigInt, types.VarChar(20)}
			var recs []arrow.RecordBatch
			for start := 0; start < rows; start += batch {
				ib := array.NewInt64Builder(memory.DefaultAllocator)
				sb := array.NewStringBuilder(memory.DefaultAllocator)
				for i := start; i < start+batch; i++ {
					k := (i * 7919) % groups
					ib.Append(int64(k))
					sb.Append("Customer#" + strconv.Itoa(k))
				}
				arrs := []arrow.Array{ib.NewArray(), sb.NewArray()}
				schema := arrow.NewSchema([]arrow.Field{{Name: "id", Type: arrs[0].DataType()}, {Name: "name", Type: arrs[1].DataType()}}, nil)
				recs = append(recs, array.NewRecordBatch(schema, arrs, batch))
				ib.Release()
				sb.Release()
				releaseAll(arrs)
			}
			defer func() {
				for _, r := range recs {
					r.Release()
				}
			}()
			b.ReportAllocs()
			for b.Loop() {
				g := newGroupKeys(ts)
				for _, r := range recs {
					if _, err := g.assign(r); err != nil {
						b.Fatal(err)
					}
				}
				if g.n != groups {
					b.Fatalf("%d groups, want %d", g.n, groups)
				}
			}
			b.ReportMetric(float64(rows)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
		})
	}
}
