package exec

import (
	"testing"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// boundedTestOver is SUM(v) OVER (ORDER BY ts <frame>) over (v INT, ts rowtime).
func boundedTestOver(t *testing.T, frame plan.Frame) (*boundedOverOp, *changes) {
	t.Helper()
	rowtime := types.Timestamp(3)
	rowtime.TimeAttr = types.TimestampRowtime
	v := &plan.InputRef{Index: 0, T: types.Int}
	ts := &plan.InputRef{Index: 1, T: rowtime}
	call := &plan.OverCall{Func: "SUM", Args: []plan.Expr{v}, OrderBy: []plan.SortKey{{Expr: ts}}, Frame: frame,
		T: types.Int.WithNullable(true)}
	fields := []plan.Field{{Name: "v", Type: types.Int}, {Name: "ts", Type: rowtime}, {Name: "w0$o0", Type: call.T}}
	n := &plan.Over{Input: &plan.Values{}, Calls: []*plan.OverCall{call}, Output: fields}
	alloc := memory.NewGoAllocator()
	o, err := newBoundedOver(nil, n, alloc)
	if err != nil {
		t.Fatal(err)
	}
	return o, newChanges(n.Fields(), false, alloc)
}

// add buffers a row of v at time at, as buffer does for one arriving row.
func (o *boundedOverOp) testAdd(p *boundedPartition, v int32, at int64) bool {
	if at <= p.lastFired {
		return false
	}
	e := &overEntry{values: []any{v, types.TimestampData{Millis: at}}, args: []any{v}}
	if _, ok := p.inputs[at]; !ok {
		o.register(p, at)
	}
	p.inputs[at] = append(p.inputs[at], e)
	if !o.rows {
		o.registerCleanup(p, at)
	}
	return true
}

func sumOf(t *testing.T, p *boundedPartition) any {
	t.Helper()
	v, err := p.accs[0].result()
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestBoundedOverRangeCleanup follows Flink's RowTimeRangeBoundedPrecedingFunction: rows more
// than the interval old leave the sum, and the cleanup timer, a time and a half of the interval
// after the last row, clears the partition, its last fired time too, so that a row older than
// that time is then taken again.
func TestBoundedOverRangeCleanup(t *testing.T) {
	o, out := boundedTestOver(t, plan.Frame{Lower: plan.FrameBound{Kind: sql.Preceding, Offset: 1000}, Upper: plan.FrameBound{Kind: sql.CurrentRow}})
	p := &boundedPartition{inputs: map[int64][]*overEntry{}, accs: o.newAccs()}
	o.testAdd(p, 1, 1000)
	o.testAdd(p, 2, 1500)
	o.testAdd(p, 4, 2500)
	if err := o.advance(2500, out); err != nil {
		t.Fatal(err)
	}
	// At 2500 the row of 1000 is 1500 old: out; 1500 is exactly the interval old: in.
	if got := sumOf(t, p); got != int32(6) || p.lastFired != 2500 {
		t.Fatalf("after 2500: sum %v, last fired %d, want 6 and 2500", got, p.lastFired)
	}
	if o.testAdd(p, 8, 2000) {
		t.Fatal("a row not later than the last fired time was kept")
	}
	// The cleanup timer is at 2500 + 1500 + 1 = 4001.
	if err := o.advance(4001, out); err != nil {
		t.Fatal(err)
	}
	if p.lastFired != 0 || len(p.inputs) != 0 || p.hasCleanup {
		t.Fatalf("after the cleanup: last fired %d, %d times kept, cleanup pending %v", p.lastFired, len(p.inputs), p.hasCleanup)
	}
	if !o.testAdd(p, 16, 3000) {
		t.Fatal("a row after the cleanup was dropped")
	}
	// Its timer is behind the watermark and fires at the next one, before the new cleanup
	// timer (3000 + 1501), which then clears the partition again.
	if err := o.advance(4400, out); err != nil {
		t.Fatal(err)
	}
	if got := sumOf(t, p); got != int32(16) {
		t.Fatalf("after the cleanup: sum %v, want 16", got)
	}
	if err := o.advance(4501, out); err != nil {
		t.Fatal(err)
	}
	if got := sumOf(t, p); got != nil || p.lastFired != 0 {
		t.Fatalf("after the second cleanup: sum %v, last fired %d, want none and 0", got, p.lastFired)
	}
	b := out.batch()
	defer b.Record.Release()
	if n := b.Len(); n != 4 {
		t.Fatalf("%d rows emitted, want 4", n)
	}
}

// TestBoundedOverRowsRetractsOldest checks that ROWS 1 PRECEDING holds two rows, rows of one
// time taken in arrival order.
func TestBoundedOverRowsRetractsOldest(t *testing.T) {
	o, out := boundedTestOver(t, plan.Frame{Rows: true, Lower: plan.FrameBound{Kind: sql.Preceding, Offset: 1}, Upper: plan.FrameBound{Kind: sql.CurrentRow}})
	defer func() { out.batch().Record.Release() }()
	p := &boundedPartition{inputs: map[int64][]*overEntry{}, accs: o.newAccs()}
	for i, v := range []int32{1, 2, 4, 8} {
		o.testAdd(p, v, int64(1000+i/2*1000))
	}
	if err := o.advance(3000, out); err != nil {
		t.Fatal(err)
	}
	if got := sumOf(t, p); got != int32(12) || len(p.window) != 2 {
		t.Fatalf("sum %v over %d rows, want 12 over 2", got, len(p.window))
	}
}
