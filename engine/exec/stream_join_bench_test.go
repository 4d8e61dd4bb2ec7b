package exec

import (
	"context"
	"fmt"
	"hash/maphash"
	"testing"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// BenchmarkStreamJoinStateSize shows that the streaming join's cost per probe row stays flat as
// the other side's state grows from 10k to 1M rows, each probe row matching one held row of its
// key. Each round joins the same 1024 probe rows (keys 0..1023) and holds them, as a real run
// holds every row it reads, so the probing side grows by 1024 rows a round alike at every size;
// the timed region is just that consume call, and it pays for whatever garbage collection the
// state's build left behind, as a real run would.
//
// What a map of that many keys costs in cache misses does grow with the state, so each round
// also times a peer, interleaved with the join: a Go map, pointer-free like the join's state,
// from the hash of the same encoded keys to the same held rows (in flat typed columns), probed
// with the same rows, which joins each match into a fresh row and does nothing else. ns/row is
// the join's, peer-ns/row the peer's, and x-peer their ratio over the run; flat means ns/row
// and x-peer about equal across the sizes. Nothing here asserts a time.
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
			defer op.state[0].release()
			defer op.state[1].release()
			op.ctx = context.Background()
			for _, r := range build {
				res, err := op.consume(1, connector.Batch{Record: r})
				if err != nil {
					b.Fatal(err)
				}
				res.Record.Release()
			}
			if op.state[1].rows() != held {
				b.Fatalf("the state holds %d rows, want %d", op.state[1].rows(), held)
			}
			batch := connector.Batch{Record: probe[0]}
			peer, err := newMapJoinPeer(op.state[1], build, bf)
			if err != nil {
				b.Fatal(err)
			}
			var joinTime, peerTime time.Duration
			b.ResetTimer()
			for range b.N {
				start := time.Now()
				if n, err := peer.probe(batch, pf, op.state[0]); err != nil || n != batch.Len() {
					b.Fatalf("the peer joined %d of %d probe rows (%v)", n, batch.Len(), err)
				}
				peerTime += time.Since(start)
				start = time.Now()
				res, err := op.consume(0, batch)
				joinTime += time.Since(start)
				if err != nil {
					b.Fatal(err)
				}
				if res.Len() != batch.Len() {
					b.Fatalf("%d probe rows gave %d joined rows, want one each", batch.Len(), res.Len())
				}
				res.Record.Release()
			}
			rows := float64(b.N * batch.Len())
			b.ReportMetric(float64(joinTime.Nanoseconds())/rows, "ns/row")
			b.ReportMetric(float64(peerTime.Nanoseconds())/rows, "peer-ns/row")
			b.ReportMetric(float64(joinTime)/float64(peerTime), "x-peer")
		})
	}
}

// mapJoinPeer is the benchmark's peer: the least a join with its state kept per key must do for
// a probe row: read it, encode its key, look the key's hash up in a map and make a joined row of
// each match. Its map and held rows hold no pointers, so that the garbage collector's marking
// of them costs the peer no more than the join's state costs the join; it trusts the hash, as a
// join cannot.
type mapJoinPeer struct {
	seed  maphash.Seed
	heads map[uint64]int32 // a key's hash → its first held row
	next  []int32          // the next held row of the same hash, -1 ends
	k, v  []int64          // the held rows' columns
	out   [][]any
}

func newMapJoinPeer(held *joinState, build []arrow.RecordBatch, fields []plan.Field) (*mapJoinPeer, error) {
	p := &mapJoinPeer{seed: maphash.MakeSeed(), heads: map[uint64]int32{}}
	for _, r := range build {
		batch := connector.Batch{Record: r}
		for i := range batch.Len() {
			row, err := readRow(batch, fields, i)
			if err != nil {
				return nil, err
			}
			h := maphash.String(p.seed, held.key(fields, row))
			at := int32(len(p.k))
			p.k, p.v = append(p.k, row[0].(int64)), append(p.v, row[1].(int64))
			if first, ok := p.heads[h]; ok {
				// Appended after the others, as the join keeps a key's rows in order.
				for first >= 0 && p.next[first] >= 0 {
					first = p.next[first]
				}
				p.next[first] = at
			} else {
				p.heads[h] = at
			}
			p.next = append(p.next, -1)
		}
	}
	return p, nil
}

// probe joins a batch, keyed as probing keys its rows, and returns how many rows it made.
func (p *mapJoinPeer) probe(batch connector.Batch, fields []plan.Field, probing *joinState) (int, error) {
	clear(p.out)
	p.out = p.out[:0]
	for i := range batch.Len() {
		row, err := readRow(batch, fields, i)
		if err != nil {
			return 0, err
		}
		at, ok := p.heads[maphash.String(p.seed, probing.key(fields, row))]
		for ; ok && at >= 0; at = p.next[at] {
			p.out = append(p.out, append(append(make([]any, 0, len(row)+2), row...), p.k[at], p.v[at]))
		}
	}
	return len(p.out), nil
}
