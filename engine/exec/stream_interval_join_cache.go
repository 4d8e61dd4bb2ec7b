package exec

import "slices"

// timeCache is one side's rows of one key in the interval join, by rowtime, scanned in the
// order Flink's heap state scans its MapState<Long, List<...>>: a java.util.HashMap, whose
// entries iterate by bucket (the key's hash spread and masked by the table size) and, within a
// bucket, in the order they were added. The table starts at 16 buckets and doubles when the
// map holds more than three quarters of it, or when a bucket of a table smaller than 64
// buckets grows past 8 entries; a removal never shrinks it. (A larger table turns such a
// bucket into a tree, whose order this does not follow; it takes nine rowtimes of one key in
// one bucket of a table of 64 or more.)
type timeCache struct {
	entries map[int64]*cacheEntry
	buckets int           // the table size, 0 before the first row
	chains  map[int]int   // the number of entries in each bucket
	seq     int64         // counts the entries added, for their order within a bucket
	order   []*cacheEntry // the entries in iteration order, nil when they changed since
}

// cacheEntry is the rows of one rowtime, in arrival order.
type cacheEntry struct {
	time int64
	seq  int64
	rows []*cachedRow
}

// cachedRow is a cached row, and whether it has joined (an outer side's row is padded when
// it expires otherwise).
type cachedRow struct {
	values  []any
	emitted bool
}

func newTimeCache() *timeCache {
	return &timeCache{entries: map[int64]*cacheEntry{}, chains: map[int]int{}}
}

// javaLongHash is HashMap.hash of a java.lang.Long: Long.hashCode spread by its upper half.
func javaLongHash(v int64) uint32 {
	h := uint32(uint64(v) ^ uint64(v)>>32)
	return h ^ h>>16
}

func (c *timeCache) bucket(t int64) int { return int(javaLongHash(t) & uint32(c.buckets-1)) }

// add appends a row at time t, adding the time's entry as HashMap.put adds a key.
func (c *timeCache) add(t int64, r *cachedRow) {
	if e, ok := c.entries[t]; ok {
		e.rows = append(e.rows, r)
		return
	}
	if c.buckets == 0 {
		c.buckets = 16
	}
	b := c.bucket(t)
	chain := c.chains[b]
	c.seq++
	c.entries[t] = &cacheEntry{time: t, seq: c.seq, rows: []*cachedRow{r}}
	c.chains[b]++
	c.order = nil
	if chain >= 8 && c.buckets < 64 {
		c.resize() // treeifyBin resizes a small table instead
	}
	if len(c.entries) > c.buckets/4*3 {
		c.resize()
	}
}

// resize doubles the table, counting its buckets' entries again.
func (c *timeCache) resize() {
	c.buckets *= 2
	clear(c.chains)
	for t := range c.entries {
		c.chains[c.bucket(t)]++
	}
}

func (c *timeCache) remove(t int64) {
	if _, ok := c.entries[t]; ok {
		delete(c.entries, t)
		c.chains[c.bucket(t)]--
		c.order = nil
	}
}

// ordered lists the entries in the HashMap's iteration order.
func (c *timeCache) ordered() []*cacheEntry {
	if c.order != nil {
		return c.order
	}
	out := make([]*cacheEntry, 0, len(c.entries))
	for _, e := range c.entries {
		out = append(out, e)
	}
	slices.SortFunc(out, func(a, b *cacheEntry) int {
		if ba, bb := c.bucket(a.time), c.bucket(b.time); ba != bb {
			return ba - bb
		}
		return int(a.seq - b.seq)
	})
	c.order = out
	return out
}
