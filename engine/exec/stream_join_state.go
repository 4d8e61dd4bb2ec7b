package exec

import (
	"hash/maphash"
	"math"
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// joinState is the rows one side of a streaming join holds, by the encoding of their join key
// columns, in insertion order within a key.
//
// It is laid out so that the garbage collector need not scan it: a held row is a record in a
// flat slice of pointer-free structs, its values in an Arrow batch (a chunk of sealRows rows,
// built with the join's allocator, so that the job's memory cap counts them), the keys indexed
// by a map from their hash to pointer-free entries whose key bytes sit in one byte arena. A
// state of boxed []any rows made every GC cycle mark millions of small objects, and a probe
// row's cost grew with the state's size; here it follows the row's matches alone. Only the
// last rows added, fewer than sealRows, wait boxed until their chunk is sealed.
//
// Retracted rows leave dead rows in their chunks (a chunk with no live row is released at once)
// and dead bytes in the arena; either is compacted when the dead outnumber the live, so the
// cost is amortized per row.
type joinState struct {
	keys   []int        // the columns of this side's rows that form the key, paired with the other side's
	fields []plan.Field // this side's columns
	alloc  memory.Allocator
	seed   maphash.Seed

	index     map[uint64]int32 // a key's hash → its first entry
	entries   []keyEntry
	freeEntry int32 // a free slot of entries, -1 if none
	arena     []byte
	arenaDead int // bytes of arena no entry uses

	recs    []heldRow
	freeRec int32 // a free slot of recs, -1 if none

	chunks    []arrow.RecordBatch // nil once released
	chunkLive []int               // live rows of each chunk
	building  *array.RecordBuilder
	pending   [][]any // the rows being built, boxed until sealed (nil once removed)
	pendRefs  []int32 // the record of each pending row, -1 once removed
	live      int     // rows held
	dead      int     // removed rows still in chunks or pending
	// oneHash makes every key and row hash alike, for the tests of the collision chains.
	oneHash bool
}

const (
	heldPending = -1   // the chunk of a record whose row is still pending
	heldFree    = -2   // the chunk of a free slot of recs
	sealRows    = 1024 // rows a chunk is sealed at
	compactMin  = 4096 // dead rows (or arena bytes) below which no compaction runs
)

// heldRow is one row a side holds: where its values are, a hash of the whole row (to find the
// row a retraction takes back), and how many rows of the other side it matches now (an outer
// side's row is padded while that is zero).
type heldRow struct {
	rowHash uint64
	assoc   int
	chunk   int32 // an index of chunks, heldPending or heldFree
	row     int32 // its row in the chunk or in pending
	next    int32 // the next record of its key (or free slot), -1 ends
}

// keyEntry is one key's records, as a list from head to tail, and its encoding's place in the
// arena. Keys whose hashes collide are chained by next.
type keyEntry struct {
	hash       uint64
	off, n     int
	head, tail int32
	next       int32 // the next entry of the same hash (or free slot), -1 ends
	free       bool
}

// newJoinState returns an empty state for rows of fields keyed by the columns keys.
func newJoinState(keys []int, fields []plan.Field, alloc memory.Allocator) *joinState {
	return &joinState{keys: keys, fields: fields, alloc: alloc, seed: maphash.MakeSeed(),
		index: map[uint64]int32{}, freeEntry: -1, freeRec: -1}
}

// key encodes the key columns of one of this side's rows. It reads only s.keys, so a
// joinState{keys: ...} literal serves as a key encoder alone.
func (s *joinState) key(fields []plan.Field, row []any) string {
	var sb strings.Builder
	for _, c := range s.keys {
		encodeValue(&sb, fields[c].Type, row[c])
	}
	return sb.String()
}

// rows returns the number of rows held.
func (s *joinState) rows() int { return s.live }

// hash returns a key's or a row's hash.
func (s *joinState) hash(key string) uint64 {
	if s.oneHash {
		return 0
	}
	return maphash.String(s.seed, key)
}

// find returns the entry of a key, -1 if no row of it is held.
func (s *joinState) find(key string, hash uint64) int32 {
	e, ok := s.index[hash]
	if !ok {
		return -1
	}
	for ; e >= 0; e = s.entries[e].next {
		en := &s.entries[e]
		if string(s.arena[en.off:en.off+en.n]) == key {
			return e
		}
	}
	return -1
}

// matches appends the records of a key's rows to refs, in the order they were added.
func (s *joinState) matches(key string, refs []int32) []int32 {
	e := s.find(key, s.hash(key))
	if e < 0 {
		return refs
	}
	for r := s.entries[e].head; r >= 0; r = s.recs[r].next {
		refs = append(refs, r)
	}
	return refs
}

// values returns a held row's values. A pending row's are shared: callers must not change them.
func (s *joinState) values(ref int32) ([]any, error) {
	rec := s.recs[ref]
	if rec.chunk == heldPending {
		return s.pending[rec.row], nil
	}
	return readRow(connector.Batch{Record: s.chunks[rec.chunk]}, s.fields, int(rec.row))
}

// assoc returns how many rows of the other side a held row matches; addAssoc changes that by d
// and returns the new count.
func (s *joinState) assoc(ref int32) int { return s.recs[ref].assoc }

func (s *joinState) addAssoc(ref int32, d int) int {
	s.recs[ref].assoc += d
	return s.recs[ref].assoc
}

// add holds a row under its key (the encoding key returns), matching assoc rows of the other
// side.
func (s *joinState) add(key string, row []any, assoc int) error {
	if len(s.recs) >= math.MaxInt32 || len(s.entries) >= math.MaxInt32 {
		return notSupported("more than 2147483646 rows held by one side of a streaming join")
	}
	ref, err := s.newRecord(row)
	if err != nil {
		return err
	}
	s.recs[ref].rowHash = s.hash(rowKey(s.fields, row))
	s.recs[ref].assoc = assoc
	hash := s.hash(key)
	e := s.find(key, hash)
	if e < 0 {
		e = s.newEntry(key, hash)
		s.entries[e].head = ref
	} else {
		s.recs[s.entries[e].tail].next = ref
	}
	s.entries[e].tail = ref
	s.live++
	return nil
}

// remove takes back the first row of a key equal to row, as a retraction does; false if none is
// held.
func (s *joinState) remove(key string, row []any) (bool, error) {
	hash := s.hash(key)
	e := s.find(key, hash)
	if e < 0 {
		return false, nil
	}
	whole := rowKey(s.fields, row)
	rowHash := s.hash(whole)
	prev := int32(-1)
	for r := s.entries[e].head; r >= 0; prev, r = r, s.recs[r].next {
		if s.recs[r].rowHash != rowHash {
			continue
		}
		held, err := s.values(r)
		if err != nil {
			return false, err
		}
		if rowKey(s.fields, held) != whole {
			continue // the hashes collide
		}
		en := &s.entries[e]
		if prev < 0 {
			en.head = s.recs[r].next
		} else {
			s.recs[prev].next = s.recs[r].next
		}
		if en.tail == r {
			en.tail = prev
		}
		if en.head < 0 {
			s.dropEntry(e)
		}
		s.dropRecord(r)
		return true, s.maybeCompact()
	}
	return false, nil
}

// newRecord puts a row's values in the pending chunk and returns its record, sealing the chunk
// when it is full.
func (s *joinState) newRecord(row []any) (int32, error) {
	if s.building == nil {
		s.building = array.NewRecordBuilder(s.alloc, schemaOf(s.fields))
	}
	for c, v := range row {
		if err := types.AppendToBuilder(s.fields[c].Type, s.building.Field(c), v); err != nil {
			return 0, err
		}
	}
	rec := heldRow{chunk: heldPending, row: int32(len(s.pending)), next: -1}
	ref := s.freeRec
	if ref >= 0 {
		s.freeRec = s.recs[ref].next
		s.recs[ref] = rec
	} else {
		ref = int32(len(s.recs))
		s.recs = append(s.recs, rec)
	}
	s.pending = append(s.pending, row)
	s.pendRefs = append(s.pendRefs, ref)
	if len(s.pending) >= sealRows {
		s.seal()
	}
	return ref, nil
}

// seal turns the pending rows into a chunk.
func (s *joinState) seal() {
	c := int32(len(s.chunks))
	chunk := s.building.NewRecordBatch()
	live := 0
	for i, ref := range s.pendRefs {
		if ref >= 0 {
			s.recs[ref].chunk, s.recs[ref].row = c, int32(i)
			live++
		}
	}
	if live == 0 {
		chunk.Release()
		chunk = nil
		s.dead -= len(s.pendRefs)
	}
	s.chunks, s.chunkLive = append(s.chunks, chunk), append(s.chunkLive, live)
	clear(s.pending)
	s.pending, s.pendRefs = s.pending[:0], s.pendRefs[:0]
}

// dropRecord frees a record's slot and counts its row dead, releasing a chunk left with none.
func (s *joinState) dropRecord(r int32) {
	rec := s.recs[r]
	switch c := rec.chunk; {
	case c == heldPending:
		s.pending[rec.row], s.pendRefs[rec.row] = nil, -1
		s.dead++
	case c >= 0:
		if s.chunkLive[c]--; s.chunkLive[c] > 0 {
			s.dead++
			break
		}
		// The chunk's other rows were dead already, and counted.
		s.dead -= int(s.chunks[c].NumRows()) - 1
		s.chunks[c].Release()
		s.chunks[c] = nil
	default:
		panic("streaming join state: a free record dropped") // an invariant, not user input
	}
	s.live--
	s.recs[r] = heldRow{chunk: heldFree, next: s.freeRec}
	s.freeRec = r
}

// newEntry makes the entry of a key not held yet, its records still to be linked.
func (s *joinState) newEntry(key string, hash uint64) int32 {
	en := keyEntry{hash: hash, off: len(s.arena), n: len(key), head: -1, tail: -1, next: -1}
	s.arena = append(s.arena, key...)
	if first, ok := s.index[hash]; ok {
		en.next = first
	}
	e := s.freeEntry
	if e >= 0 {
		s.freeEntry = s.entries[e].next
		s.entries[e] = en
	} else {
		e = int32(len(s.entries))
		s.entries = append(s.entries, en)
	}
	s.index[hash] = e
	return e
}

// dropEntry unlinks the entry of a key with no rows left and frees its slot.
func (s *joinState) dropEntry(e int32) {
	en := s.entries[e]
	if first := s.index[en.hash]; first == e {
		if en.next < 0 {
			delete(s.index, en.hash)
		} else {
			s.index[en.hash] = en.next
		}
	} else {
		p := first
		for s.entries[p].next != e {
			p = s.entries[p].next
		}
		s.entries[p].next = en.next
	}
	s.arenaDead += en.n
	s.entries[e] = keyEntry{free: true, next: s.freeEntry}
	s.freeEntry = e
}

// maybeCompact compacts the chunks, or the arena, once their dead part outgrows the live.
func (s *joinState) maybeCompact() error {
	if s.arenaDead >= compactMin && s.arenaDead > len(s.arena)-s.arenaDead {
		arena := make([]byte, 0, len(s.arena)-s.arenaDead)
		for e := range s.entries {
			if en := &s.entries[e]; !en.free {
				arena = append(arena, s.arena[en.off:en.off+en.n]...)
				en.off = len(arena) - en.n
			}
		}
		s.arena, s.arenaDead = arena, 0
	}
	if s.dead < compactMin || s.dead <= s.live {
		return nil
	}
	// Every live row in a chunk goes back to pending, and from there to new chunks; the old
	// chunks are released after. The records keep their places in their keys' lists.
	old := int32(len(s.chunks))
	for r := range s.recs {
		rec := s.recs[r]
		if rec.chunk < 0 || rec.chunk >= old {
			continue
		}
		row, err := readRow(connector.Batch{Record: s.chunks[rec.chunk]}, s.fields, int(rec.row))
		if err != nil {
			return err
		}
		for c, v := range row {
			if err := types.AppendToBuilder(s.fields[c].Type, s.building.Field(c), v); err != nil {
				return err
			}
		}
		s.recs[r].chunk, s.recs[r].row = heldPending, int32(len(s.pending))
		s.pending = append(s.pending, row)
		s.pendRefs = append(s.pendRefs, int32(r))
		if len(s.pending) >= sealRows {
			s.seal()
		}
	}
	for _, chunk := range s.chunks[:old] {
		if chunk != nil {
			chunk.Release()
		}
	}
	s.chunks = append(s.chunks[:0], s.chunks[old:]...)
	s.chunkLive = append(s.chunkLive[:0], s.chunkLive[old:]...)
	for r := range s.recs {
		if s.recs[r].chunk >= 0 {
			s.recs[r].chunk -= old
		}
	}
	s.dead = 0
	for c, chunk := range s.chunks {
		if chunk != nil {
			s.dead += int(chunk.NumRows()) - s.chunkLive[c]
		}
	}
	for _, ref := range s.pendRefs {
		if ref < 0 {
			s.dead++
		}
	}
	return nil
}

// release frees the chunks and the pending rows; the state is empty after.
func (s *joinState) release() {
	for _, chunk := range s.chunks {
		if chunk != nil {
			chunk.Release()
		}
	}
	if s.building != nil {
		s.building.Release()
	}
	oneHash := s.oneHash
	*s = *newJoinState(s.keys, s.fields, s.alloc)
	s.oneHash = oneHash
}
