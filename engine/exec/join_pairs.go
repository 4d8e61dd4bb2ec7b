package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// pairsPerBatch caps how many left-right pairs one step of a join handles, so that a join
// whose keys repeat, or a nested loop, never holds more than this many pairs at once.
const pairsPerBatch = 4096

// pairCursor lists a left batch's candidate pairs with the build side, a chunk at a time: in a
// hash join the pairs whose keys are equal (never NULL), in a nested loop every pair.
type pairCursor struct {
	build   *joinBuild
	keys    []keyColumn
	arrs    []arrow.Array
	hashes  []uint64
	nulls   []bool
	n       int
	row     int   // the left row being listed
	next    int32 // hash: the next build row+1 in its chain; loop: the next build row
	started bool
	// settled, when set, skips the left rows whose outcome is known (a semi join's matched rows).
	settled []bool
	// firstOnly lists at most one pair per left row, when any match settles the row.
	firstOnly bool
	// intKey marks the join on one integer key, not null-safe, whose chains fill walks
	// comparing the keys alone: equal keys hash alike, so the hashes need no comparing.
	intKey bool
}

func newPairCursor(left connector.Batch, build *joinBuild, k *joinKeys, alloc memory.Allocator) (*pairCursor, error) {
	c := &pairCursor{build: build, n: left.Len()}
	if build.table == nil {
		return c, nil
	}
	for i, e := range k.left {
		arr, err := eval(e, left, alloc)
		if err != nil {
			c.release()
			return nil, err
		}
		c.arrs = append(c.arrs, arr)
		key := newKeyColumn(k.kinds[i], arr)
		key.nullSafe = k.nullSafe[i]
		c.keys = append(c.keys, key)
	}
	c.hashes = make([]uint64, c.n)
	c.nulls = make([]bool, c.n)
	hashRows(c.keys, c.hashes, c.nulls)
	c.intKey = len(c.keys) == 1 && c.keys[0].kind == keyInt && !c.keys[0].nullSafe
	return c, nil
}

// fill lists the next pairs into l and r and returns how many; zero means no more.
func (c *pairCursor) fill(l, r []int) int {
	count := 0
	rows := c.build.rows()
	for c.row < c.n && count < len(l) {
		if !c.started {
			if (c.settled != nil && c.settled[c.row]) || (c.nulls != nil && c.nulls[c.row]) {
				c.row++
				continue
			}
			c.next, c.started = 0, true
			if c.build.table != nil {
				c.next = c.build.table.first(c.hashes[c.row])
			}
		}
		if c.build.table == nil {
			for int(c.next) < rows && count < len(l) {
				l[count], r[count] = c.row, int(c.next)
				c.next++
				count++
				if c.firstOnly {
					c.next = int32(rows)
				}
			}
			if int(c.next) == rows {
				c.row, c.started = c.row+1, false
			}
			continue
		}
		if c.intKey {
			count = c.fillIntKey(l, r, count)
			continue
		}
		t, nulls, h, row := c.build.table, c.build.nulls, c.hashes[c.row], c.row
		next := c.next
		for next != 0 && count < len(l) {
			j := int(next - 1)
			next = t.next[j]
			if t.hashes[j] == h && !nulls[j] && c.keysEqual(row, j) {
				l[count], r[count] = row, j
				count++
				if c.firstOnly {
					next = 0
				}
			}
		}
		c.next = next
		if c.next == 0 {
			c.row, c.started = c.row+1, false
		}
	}
	return count
}

// fillIntKey goes on with the current left row's chain, in a join on one integer key, from
// l[count] on, and returns the new count. A build row whose key is NULL is in a chain only when
// the build kept NULLs, and is then skipped, as NULL equals nothing.
func (c *pairCursor) fillIntKey(l, r []int, count int) int {
	t, row := c.build.table, c.row
	key, buildKeys := c.keys[0].ints[row], c.build.keys[0].ints
	var nulls []bool
	if c.build.keptNulls {
		nulls = c.build.nulls
	}
	next := c.next
	for next != 0 && count < len(l) {
		j := int(next - 1)
		next = t.next[j]
		if buildKeys[j] == key && (nulls == nil || !nulls[j]) {
			l[count], r[count] = row, j
			count++
			if c.firstOnly {
				next = 0
			}
		}
	}
	c.next = next
	if next == 0 {
		c.row, c.started = c.row+1, false
	}
	return count
}

func (c *pairCursor) keysEqual(i, j int) bool {
	if len(c.keys) == 1 && c.keys[0].kind == keyInt && !c.keys[0].nullSafe {
		return c.keys[0].ints[i] == c.build.keys[0].ints[j]
	}
	for k := range c.keys {
		if !c.keys[k].equalNullSafe(i, &c.build.keys[k], j) {
			return false
		}
	}
	return true
}

func (c *pairCursor) release() { releaseAll(c.arrs) }

// pairRecord gathers the left and the right columns of pairs into one record of the given
// schema; a row -1 on either side gives NULLs there.
func pairRecord(left arrow.RecordBatch, right arrow.RecordBatch, l, r []int, schema *arrow.Schema, alloc memory.Allocator) (arrow.RecordBatch, error) {
	lcols, err := gatherColumns(left, l, alloc)
	if err != nil {
		return nil, err
	}
	defer releaseAll(lcols)
	rcols, err := gatherColumns(right, r, alloc)
	if err != nil {
		return nil, err
	}
	defer releaseAll(rcols)
	return array.NewRecordBatch(schema, append(append([]arrow.Array{}, lcols...), rcols...), int64(len(l))), nil
}

// condition evaluates a join condition over a record of pairs: TRUE, FALSE or NULL per pair.
func condition(cond plan.Expr, pairs arrow.RecordBatch, alloc memory.Allocator) (*array.Boolean, error) {
	arr, err := eval(cond, connector.Batch{Record: pairs}, alloc)
	if err != nil {
		return nil, err
	}
	return arr.(*array.Boolean), nil
}

// keepTrue compacts the pairs for which a condition is TRUE, in place, and returns them with
// their positions in the evaluated record.
func keepTrue(cond *array.Boolean, l, r []int) (kl, kr, kept []int) {
	n := 0
	for i := range l {
		if cond.IsValid(i) && cond.Value(i) {
			kept = append(kept, i)
			l[n], r[n] = l[i], r[i]
			n++
		}
	}
	return l[:n], r[:n], kept
}
