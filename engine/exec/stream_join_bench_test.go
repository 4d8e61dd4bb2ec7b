package exec

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// BenchmarkStreamJoinStateSize measures the streaming join's cost per probe row as the other
// side's state grows from 10k to 1M rows, each probe row matching one held row of its key. With
// the state kept per key, ns/row should stay flat across the sizes, but for what any map of
// that many keys costs in cache misses. So each round also times a peer, interleaved with the
// join: a bare Go map from the same encoded keys to the same held rows, probed with the same
// rows, which joins each match into a fresh row and does nothing else. ns/row is the join's,
// peer-ns/row the peer's, and x-peer their ratio over the run.
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
			peer, err := newMapJoinPeer(op, build, bf)
			if err != nil {
				b.Fatal(err)
			}
			var joinTime, peerTime time.Duration
			b.ResetTimer()
			for range b.N {
				start := time.Now()
				if n, err := peer.probe(batch, pf); err != nil || n != batch.Len() {
					b.Fatalf("the peer joined %d of %d probe rows (%v)", n, batch.Len(), err)
				}
				peerTime += time.Since(start)
				start = time.Now()
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
				joinTime += time.Since(start)
			}
			rows := float64(b.N * batch.Len())
			b.ReportMetric(float64(joinTime.Nanoseconds())/rows, "ns/row")
			b.ReportMetric(float64(peerTime.Nanoseconds())/rows, "peer-ns/row")
			b.ReportMetric(float64(joinTime)/float64(peerTime), "x-peer")
		})
	}
}

// mapJoinPeer is the benchmark's peer: the least a join with its state kept per key must do for
// a probe row, a map lookup by the encoded key and a joined row for each match.
type mapJoinPeer struct {
	keys    []int
	buckets map[string][][]any
	out     [][]any
}

func newMapJoinPeer(op *streamJoinOp, build []arrow.RecordBatch, fields []plan.Field) (*mapJoinPeer, error) {
	p := &mapJoinPeer{keys: op.state[0].keys, buckets: map[string][][]any{}}
	held := &op.state[1]
	for _, r := range build {
		batch := connector.Batch{Record: r}
		for i := range batch.Len() {
			row, err := readRow(batch, fields, i)
			if err != nil {
				return nil, err
			}
			k := held.key(fields, row)
			p.buckets[k] = append(p.buckets[k], row)
		}
	}
	return p, nil
}

func (p *mapJoinPeer) probe(batch connector.Batch, fields []plan.Field) (int, error) {
	p.out = p.out[:0]
	probing := joinState{keys: p.keys}
	for i := range batch.Len() {
		row, err := readRow(batch, fields, i)
		if err != nil {
			return 0, err
		}
		for _, match := range p.buckets[probing.key(fields, row)] {
			p.out = append(p.out, append(append(make([]any, 0, len(row)+len(match)), row...), match...))
		}
	}
	return len(p.out), nil
}
