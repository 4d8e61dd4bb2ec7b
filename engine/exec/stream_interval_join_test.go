package exec

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The interval join follows Flink's TimeIntervalJoin step by step: a row joins the other
// side's cached rows within its bounds at once, late rows included; a timer drops the rows the
// watermark passed and is set again for the earliest one left; a left row too late for any
// right row to come is not cached and, unmatched, padded at once; the end pads nothing twice.
func TestIntervalJoinSteps(t *testing.T) {
	rowtime := plan.RowtimeType(types.Timestamp(3))
	f := []plan.Field{{Name: "id", Type: types.BigInt}, {Name: "t", Type: rowtime}}
	out := append(append([]plan.Field{}, f...), f...)
	// right.t BETWEEN left.t AND left.t + 2 s: the left time lies in [right - 2000, right].
	cond := plan.And(call(">=", types.Boolean, ref(3, rowtime), ref(1, rowtime)),
		call("<=", types.Boolean, ref(3, rowtime),
			call("+", rowtime, ref(1, rowtime), &plan.Literal{Value: int64(2000), T: types.Type{Kind: types.KindIntervalDayTime}})))
	n := &plan.Join{Kind: plan.JoinLeft, Left: &plan.Values{Output: f}, Right: &plan.Values{Output: f}, Cond: cond, Output: out}
	b, ok := plan.IntervalJoinBounds(n)
	if !ok || !b.Reduced || b.LeftLower != -2000 || b.LeftUpper != 0 {
		t.Fatalf("bounds %+v", b)
	}
	o := newIntervalJoin(nil, nil, n, b, memory.DefaultAllocator)
	o.ctx = t.Context()
	row := func(side int, id, ms int64) {
		bt, err := rowsBatch([][]any{{id, types.TimestampData{Millis: ms}}}, f, memory.DefaultAllocator)
		if err != nil {
			t.Fatal(err)
		}
		defer bt.Record.Release()
		if err := o.consume(side, bt); err != nil {
			t.Fatal(err)
		}
	}
	mark := func(w int64) {
		o.mark = w
		if err := o.fire(); err != nil {
			t.Fatal(err)
		}
	}
	row(0, 1, 1000) // cached, its timer at 3001
	row(1, 11, 2000)
	mark(2500) // drops the right row
	row(0, 2, 1500)
	row(1, 12, 2400) // late, but the left rows are still cached: both join
	mark(3200)       // drops left row 1; left row 2 stays, its timer at 3501
	row(0, 3, 100)   // too late for any right row: padded at once
	mark(math.MaxInt64)
	res, err := o.flush()
	if err != nil {
		t.Fatal(err)
	}
	defer res.Record.Release()
	var got strings.Builder
	for i := range res.Len() {
		r, err := readRow(res, out, i)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&got, "%v-%v ", r[0], r[2])
	}
	if want := "1-11 1-12 2-12 3-<nil> "; got.String() != want {
		t.Errorf("got %q, want %q", got.String(), want)
	}
	if len(o.state) != 0 {
		t.Errorf("state left after the end: %d keys", len(o.state))
	}
}

// A cache scans its times in the order of a java.util.HashMap of Longs: by bucket, then in
// the order added within a bucket, the table doubling past three quarters full.
func TestTimeCacheJavaOrder(t *testing.T) {
	c := newTimeCache()
	for _, ms := range []int64{15, 32, 16, 1, 1704067202000} {
		c.add(ms, &cachedRow{})
	}
	order := func() []int64 {
		var ts []int64
		for _, e := range c.ordered() {
			ts = append(ts, e.time)
		}
		return ts
	}
	// 32 and 16 share bucket 0, in the order added; 1704067202000 (2024-01-01T00:00:02) hashes
	// to bucket 13.
	if got, want := fmt.Sprint(order()), "[32 16 1 1704067202000 15]"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	for ms := int64(100); ms < 108; ms++ {
		c.add(ms, &cachedRow{})
	}
	if c.buckets != 32 {
		t.Errorf("13 keys: %d buckets, want 32", c.buckets)
	}
	// In 32 buckets 16 and 32 part: 32 and 1 stay in buckets 0 and 1, 16 moves to 16.
	got := order()
	if got[0] != 32 || got[1] != 1 {
		t.Errorf("after the resize: %v", got)
	}
}
