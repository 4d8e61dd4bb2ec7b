package exec

import (
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The pool hands a freed buffer out again zeroed, sends a buffer it did not hand out (or one
// that escaped) to the job's allocator, and after close holds nothing of it: the job's allocator
// counts no byte left.
func TestCalcPoolRecyclesAndReturns(t *testing.T) {
	base := memory.NewCheckedAllocator(memory.NewGoAllocator())
	p := newCalcPool(base)
	a := p.Allocate(100)
	if len(a) != 100 || cap(a) != 128 {
		t.Fatalf("len %d cap %d", len(a), cap(a))
	}
	for i := range a {
		a[i] = 0xFF
	}
	p.Free(a)
	b := p.Allocate(120)
	if &b[0] != &a[0] {
		t.Fatal("a freed buffer of the same class is not reused")
	}
	if slices.ContainsFunc(b[:cap(b)], func(x byte) bool { return x != 0 }) {
		t.Fatal("a reused buffer is not zeroed")
	}
	grown := p.Reallocate(1000, b)
	if len(grown) != 1000 || &grown[0] == &b[0] {
		t.Fatal("a reallocation past the class keeps the buffer")
	}
	escaped := memory.NewResizableBuffer(p)
	escaped.Resize(300)
	p.mu.Lock()
	p.escapeBuffer(escaped)
	p.mu.Unlock()
	escaped.Release() // to the job's allocator, not the pool
	if n := len(p.free[9]); n != 0 {
		t.Fatalf("an escaped buffer went back to the pool (%d)", n)
	}
	big := p.Allocate(3 << 20) // beyond the largest class: the job's allocator's own
	p.Free(big)
	p.Free(grown)
	p.close()
	if n := base.CurrentAlloc(); n != 0 {
		t.Fatalf("the job's allocator still counts %d bytes", n)
	}
}

// A Calc whose buffers the pool recycles gives what it gives without the pool, to a consumer
// that keeps the strings of each batch after releasing it: strings computed and passed through,
// NULLs, batches with every row, some and no row kept. Every byte goes back to the job's
// allocator.
func TestCalcPoolMatchesUnpooled(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	it, bt, st := types.Int, types.BigInt, types.VarChar(20)
	fields := []plan.Field{{Name: "x", Type: it}, {Name: "s", Type: st}, {Name: "id", Type: bt}}
	var recs []arrow.RecordBatch
	for _, n := range []int{300, 0, 129, 1024, 7} {
		cols := []arrow.Array{randomColumn(r, it, n), randomColumn(r, st, n), randomColumn(r, bt, n)}
		recs = append(recs, array.NewRecordBatch(schemaOf(fields), cols, int64(n)))
		for _, c := range cols {
			c.Release()
		}
	}
	defer func() {
		for _, rec := range recs {
			rec.Release()
		}
	}()
	x, s, id := &plan.InputRef{Index: 0, T: it}, &plan.InputRef{Index: 1, T: st}, &plan.InputRef{Index: 2, T: bt}
	lit := func(v int32) *plan.Literal { return &plan.Literal{Value: v, T: it.AsNotNull(), Text: "lit"} }
	mod := func() plan.Expr { return &plan.Call{Op: plan.OpMod, Args: []plan.Expr{id, lit(100)}, T: it} }
	prefix := &plan.Literal{Value: "customer-", T: types.Char(9).AsNotNull(), Text: "'customer-'"}
	exprs := []plan.Expr{
		mod(),
		&plan.Call{Op: "CONCAT", Args: []plan.Expr{prefix, &plan.Cast{X: mod(), T: types.String}}, T: types.String},
		s,
		&plan.Call{Op: plan.OpPlus, Args: []plan.Expr{x, lit(1)}, T: it},
	}
	out := []plan.Field{{Name: "cID", Type: it}, {Name: "cName", Type: types.String}, {Name: "s", Type: st}, {Name: "x1", Type: it}}
	conds := map[string]plan.Expr{
		"some rows": &plan.Call{Op: plan.OpEquals, Args: []plan.Expr{&plan.Call{Op: plan.OpMod, Args: []plan.Expr{id, lit(4)}, T: it}, lit(0)}, T: types.Boolean},
		"no row":    &plan.Literal{Value: false, T: types.Boolean.AsNotNull(), Text: "FALSE"},
		"every row": &plan.Call{Op: plan.OpIsNotNull, Args: []plan.Expr{&plan.Literal{Value: int32(1), T: it.AsNotNull(), Text: "1"}}, T: types.Boolean.AsNotNull()},
		"none":      nil,
	}
	run := func(cond plan.Expr, pooled bool) []string {
		base := memory.NewCheckedAllocator(memory.NewGoAllocator())
		var prepared plan.Expr
		if cond != nil {
			prepared = prepareExpr(cond)
		}
		op := &calcOp{input: &recordsOp{recs: recs}, cond: prepared, exprs: prepareExprs(exprs), schema: schemaOf(out),
			alloc: base, read: columnsRead(exprs, len(fields))}
		if pooled {
			if !poolable(append([]plan.Expr{prepared}, op.exprs...)...) {
				t.Fatal("the expressions are not poolable")
			}
			op.pool = newCalcPool(base)
		}
		// Each batch is released as soon as it is read, but its strings are kept as they are
		// (views of its buffers, as a consumer may keep them): a buffer of a column that went
		// downstream, recycled, would change them.
		var rows []string
		for {
			b, err := op.Next(context.Background())
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			for c := range b.Record.NumCols() {
				col := b.Record.Column(int(c))
				if strs, ok := col.(*array.String); ok {
					for i := range strs.Len() {
						rows = append(rows, strs.Value(i))
					}
					continue
				}
				rows = append(rows, formatColumn(t, out[c].Type, col)...)
			}
			b.Record.Release()
		}
		if err := op.Close(); err != nil {
			t.Fatal(err)
		}
		if n := base.CurrentAlloc(); n != 0 {
			t.Errorf("pooled %t: the job's allocator still counts %d bytes", pooled, n)
		}
		return rows
	}
	for name, cond := range conds {
		got, want := run(cond, true), run(cond, false)
		if !slices.Equal(got, want) {
			t.Errorf("%s: pooled %d values differ from %d unpooled", name, len(got), len(want))
		}
		if name != "no row" && len(want) == 0 {
			t.Errorf("%s: no rows", name)
		}
	}
	// A call beyond poolableOps keeps the job's allocator.
	if poolable(&plan.Call{Op: "REGEXP", Args: []plan.Expr{s, s}, T: types.Boolean}) {
		t.Error("REGEXP is poolable")
	}
}

// The live set answers as a map would, below and past the size at which it becomes one.
func TestCalcPoolLiveSet(t *testing.T) {
	bufs := make([][]byte, 3*maxLinearLive)
	for i := range bufs {
		bufs[i] = make([]byte, 1)
	}
	var l liveSet
	want := map[*byte]bool{}
	for i, b := range bufs {
		l.add(&b[0])
		want[&b[0]] = true
		if i%3 == 0 { // remove an older one now and then
			old := &bufs[i/2][0]
			if l.remove(old) != want[old] {
				t.Fatalf("remove %d after %d adds", i/2, i+1)
			}
			delete(want, old)
		}
		if i == maxLinearLive/2 || i == len(bufs)-1 {
			for _, c := range bufs {
				if l.has(&c[0]) != want[&c[0]] {
					t.Fatalf("after %d adds, has disagrees", i+1)
				}
			}
		}
	}
	if l.set == nil {
		t.Fatal("the set never became a map")
	}
}
