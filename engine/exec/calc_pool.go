package exec

import (
	"math/bits"
	"sync"
	"unsafe"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// A Calc makes several columns per batch that live only until the batch's projection is done:
// the condition's results, the kept rows' copy, the operands of each column's expression. With
// Go's allocator each is fresh memory for the garbage collector, which in wasm runs on the
// query's one thread; in the seed job that was a third of the time. calcPool recycles those
// buffers from batch to batch instead.
//
// Recycling is safe only where nothing holds on to a buffer after its last Release: an Arrow
// string's Value is a view of the buffer, so code that keeps such a string (a map key, a cache of
// patterns) would see it change. The pool therefore serves only Calcs whose expressions use the
// operators listed in poolableOps, whose kernels copy what they keep, and the columns a Calc
// hands downstream leave the pool (escape) before they go: their buffers then return to the
// job's allocator, as every other operator's do.

// poolableOps are the operators whose kernels keep nothing of their operands after they return.
var poolableOps = map[plan.Op]bool{
	plan.OpPlus: true, plan.OpMinus: true, plan.OpTimes: true, plan.OpDivide: true, plan.OpMod: true,
	plan.OpEquals: true, plan.OpNotEquals: true, plan.OpLess: true, plan.OpLessOrEqual: true,
	plan.OpGreater: true, plan.OpGreaterOrEqual: true, plan.OpAnd: true, plan.OpOr: true, plan.OpNot: true,
	plan.OpIsNull: true, plan.OpIsNotNull: true, plan.OpCase: true, plan.OpCoalesce: true,
	"CONCAT": true, "||": true,
}

// poolable says every node of the expressions is an input, a literal, a call of poolableOps or
// a cast between integers or of an integer to a string (casts that copy into a column of their
// own); nil expressions are skipped.
func poolable(exprs ...plan.Expr) bool {
	ok := true
	for _, e := range exprs {
		if e == nil {
			continue
		}
		plan.WalkOnce(e, func(x plan.Expr) bool {
			switch x := x.(type) {
			case *plan.InputRef, *plan.Literal:
			case *plan.Call:
				ok = ok && poolableOps[x.Op]
			case *plan.Cast:
				ok = ok && !x.NullAsDefault && x.X.Type().IsIntegerNumeric() &&
					(x.T.IsIntegerNumeric() || x.T.Kind == types.KindVarChar && x.T.Length >= 20)
			default:
				ok = false // Partial by design: any other kind of node keeps the job's allocator.
			}
			return ok
		})
	}
	return ok
}

const (
	minPoolClass = 6  // 64 bytes
	maxPoolClass = 20 // 1 MiB: larger buffers go to the job's allocator directly
)

// calcPool is a memory.Allocator that keeps the buffers freed to it, by power-of-two size, and
// hands them out again zeroed, as Go's allocator hands out fresh memory. Its buffers come from
// the job's allocator, which counts them (the memory cap) while the pool holds them; close
// returns them. live holds the buffers handed out and not yet freed, by their first byte: a
// buffer freed that is not live (one that escaped, or any other) goes to the job's allocator.
type calcPool struct {
	base memory.Allocator
	mu   sync.Mutex // a column that escaped may be freed downstream, on another goroutine
	free [maxPoolClass + 1][][]byte
	live liveSet
}

// liveSet is a set of buffers by their first byte. A Calc has a few buffers live at a time, so
// a slice searched from its end (the latest are freed first) costs less than a map's hashing;
// past maxLinearLive it turns into a map, so that a huge expression stays linear.
type liveSet struct {
	list []*byte
	set  map[*byte]struct{}
}

const maxLinearLive = 128

func (l *liveSet) add(p *byte) {
	if l.set != nil {
		l.set[p] = struct{}{}
		return
	}
	l.list = append(l.list, p)
	if len(l.list) > maxLinearLive {
		l.set = make(map[*byte]struct{}, 2*len(l.list))
		for _, q := range l.list {
			l.set[q] = struct{}{}
		}
		l.list = nil
	}
}

func (l *liveSet) has(p *byte) bool {
	if l.set != nil {
		_, ok := l.set[p]
		return ok
	}
	for i := len(l.list) - 1; i >= 0; i-- {
		if l.list[i] == p {
			return true
		}
	}
	return false
}

// remove takes p out of the set, and says whether it was in.
func (l *liveSet) remove(p *byte) bool {
	if l.set != nil {
		_, ok := l.set[p]
		delete(l.set, p)
		return ok
	}
	for i := len(l.list) - 1; i >= 0; i-- {
		if l.list[i] == p {
			last := len(l.list) - 1
			l.list[i] = l.list[last]
			l.list = l.list[:last]
			return true
		}
	}
	return false
}

var _ memory.Allocator = (*calcPool)(nil)

func newCalcPool(base memory.Allocator) *calcPool {
	return &calcPool{base: base}
}

// poolClass is the size class of a buffer of size bytes; ok false beyond the largest.
func poolClass(size int) (int, bool) {
	c := max(bits.Len(uint(size-1)), minPoolClass)
	return c, c <= maxPoolClass
}

func (p *calcPool) Allocate(size int) []byte {
	class, ok := poolClass(size)
	if size <= 0 || !ok {
		return p.base.Allocate(size)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	var buf []byte
	if list := p.free[class]; len(list) > 0 {
		buf = list[len(list)-1]
		p.free[class] = list[:len(list)-1]
		clear(buf)
	} else {
		buf = p.base.Allocate(1 << class)
	}
	p.live.add(unsafe.SliceData(buf))
	return buf[:size]
}

func (p *calcPool) Reallocate(size int, b []byte) []byte {
	if cap(b) == 0 {
		return p.Allocate(size)
	}
	p.mu.Lock()
	isLive := p.live.has(unsafe.SliceData(b))
	p.mu.Unlock()
	if !isLive {
		return p.base.Reallocate(size, b)
	}
	if size <= cap(b) {
		return b[:size]
	}
	nb := p.Allocate(size)
	copy(nb, b)
	p.Free(b)
	return nb
}

func (p *calcPool) Free(b []byte) {
	if cap(b) == 0 {
		return
	}
	key := unsafe.SliceData(b)
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.live.remove(key) {
		p.base.Free(b[:cap(b)])
		return
	}
	class, _ := poolClass(cap(b))
	p.free[class] = append(p.free[class], b[:cap(b)])
}

// escape takes the buffers of arr (its children's and dictionary's too) out of the pool: they
// are freed to the job's allocator when their last reference goes, wherever that is.
func (p *calcPool) escape(arr arrow.Array) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.escapeData(arr.Data())
}

func (p *calcPool) escapeData(d arrow.ArrayData) {
	for _, b := range d.Buffers() {
		p.escapeBuffer(b)
	}
	for _, c := range d.Children() {
		p.escapeData(c)
	}
	if d.DataType().ID() == arrow.DICTIONARY { // Dictionary is a typed nil otherwise
		p.escapeData(d.Dictionary())
	}
}

// escapeBuffer takes one buffer out of the pool; p.mu is held.
func (p *calcPool) escapeBuffer(b *memory.Buffer) {
	if b != nil && b.Cap() > 0 {
		p.live.remove(unsafe.SliceData(b.Buf()))
	}
}

// close returns the pool's free buffers to the job's allocator.
func (p *calcPool) close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for c, list := range p.free {
		for _, b := range list {
			p.base.Free(b)
		}
		p.free[c] = nil
	}
}
