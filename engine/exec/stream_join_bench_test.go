package exec

import (
	"context"
	"fmt"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// BenchmarkStreamJoinStateSize measures the streaming join's cost per probe row as the other
// side's state grows from 10k to 1M rows, each probe row matching one held row of its key. With
// the state kept per key, ns/row should stay flat across the sizes.
func BenchmarkStreamJoinStateSize(b *testing.B) {
	for _, held := range []int{10_000, 100_000, 1_000_000} {
		b.Run(fmt.Sprintf("state=%d", held), func(b *testing.B) {
			build, bf := keyedRecords(held, held, 8192, false)
			probe, pf := keyedRecords(1024, held, 1024, false)
			out := append(append([]plan.Field{}, pf...), bf...)
			n := &plan.Join{Kind: plan.JoinInner, Left: &plan.Values{Output: pf}, Right: &plan.Values{Output: bf},
				Cond: call("=", types.Boolean, ref(0, pf[0].Type), ref(2, bf[0].Type)), Output: out}
			op, err := newStreamJoin(nil, nil, n, memory.DefaultAllocator)
			if err != nil {
				b.Fatal(err)
			}
			op.ctx = context.Background()
			for _, r := range build {
				res, err := op.consume(1, connector.Batch{Record: r})
				if err != nil {
					b.Fatal(err)
				}
				res.Record.Release()
			}
			batch := connector.Batch{Record: probe[0]}
			b.ResetTimer()
			for range b.N {
				res, err := op.consume(0, batch)
				if err != nil {
					b.Fatal(err)
				}
				if res.Len() != batch.Len() {
					b.Fatalf("%d probe rows gave %d joined rows, want one each", batch.Len(), res.Len())
				}
				res.Record.Release()
				// The probe rows are held too; drop them so that every round probes alike.
				op.state[0].buckets = map[string][]*joinRecord{}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*batch.Len()), "ns/row")
		})
	}
}
