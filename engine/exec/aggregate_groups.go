package exec

import (
	"hash/maphash"
	"math"
	"strings"
	"unsafe"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/types"
)

// groupKeys numbers the distinct grouping keys of a hash aggregate, 0, 1, 2... in the order
// they first appear. The keys are the first columns of each batch. Each key column keeps its
// groups' values in a typed slice (a string column's in one byte arena), rows hash column by
// column a batch at a time, once per row, and an open-addressing table finds a row's group: each
// slot holds the group number and the top of its hash, so a probe reads one contiguous array and
// looks at a group's keys only when the hashes agree. No value is boxed and nothing is allocated
// per row or per group, only when a slice doubles.
type groupKeys struct {
	cols   []groupKeyColumn
	hashes []uint64    // per group, to place them again when the table grows
	slots  []groupSlot // id 0 is an empty slot
	n      int
	// Per batch, reused: each row's hash and group.
	rowHashes []uint64
	ids       []int32
}

// groupSlot is one slot of the table: group+1 (0 when empty) and the hash's top 32 bits.
type groupSlot struct {
	id  int32
	tag uint32
}

// groupKeyKind is how a key column's values are kept and compared.
type groupKeyKind uint8

const (
	groupInt     groupKeyKind = iota // integer layouts (and BOOLEAN) as int64
	groupFloat                       // FLOAT and DOUBLE as float64
	groupString                      // CHAR and VARCHAR
	groupDecimal                     // DECIMAL's unscaled 128 bits
	groupOther                       // anything else, boxed and compared by its encoding
)

// groupKeyColumn is one key column: its groups' values, and the current batch's column.
type groupKeyColumn struct {
	kind   groupKeyKind
	t      types.Type
	nulls  []bool
	ints   []int64
	floats []float64
	strs   []string // groupOther: the groups' encodings
	arena  []byte   // groupString: the groups' strings one after the other
	ends   []int    // groupString: where each group's string ends in arena
	decs   []decimal128.Num
	vals   []any // groupOther: the values, for the output

	// anyNull says some group's key is NULL; mayBeNull, that some group's or some row's of the
	// batch being read is, so that equal must look at NULLs.
	anyNull, mayBeNull bool

	// the batch being read
	arr      arrow.Array
	rowInts  []int64
	rowFloat []float64
	rowStrs  *array.String
	rowDecs  []decimal128.Num
	rowEnc   []string // groupOther: each row's encoding (strs holds the groups')
	rowVals  []any
	rowHash  []uint64
}

func newGroupKeys(keyTypes []types.Type) *groupKeys {
	g := &groupKeys{slots: make([]groupSlot, 64)}
	for _, t := range keyTypes {
		g.cols = append(g.cols, groupKeyColumn{kind: groupKindOf(types.ArrowType(t)), t: t})
	}
	return g
}

func groupKindOf(dt arrow.DataType) groupKeyKind {
	switch dt.ID() {
	case arrow.INT8, arrow.INT16, arrow.INT32, arrow.INT64, arrow.DATE32, arrow.TIME32,
		arrow.INTERVAL_MONTHS, arrow.DURATION, arrow.BOOL:
		return groupInt
	case arrow.FLOAT32, arrow.FLOAT64:
		return groupFloat
	case arrow.STRING:
		return groupString
	case arrow.DECIMAL128:
		return groupDecimal
	}
	return groupOther
}

// assign finds (or makes) the group of every row of a batch whose first columns are the keys;
// the result is valid until the next call.
func (g *groupKeys) assign(rec arrow.RecordBatch) ([]int32, error) {
	n := int(rec.NumRows())
	g.ids = resize(g.ids, n)
	if len(g.cols) == 0 { // a global aggregate: one group
		if g.n == 0 && n > 0 {
			g.n = 1
		}
		return g.ids, nil
	}
	g.rowHashes = resize(g.rowHashes, n)
	for i := range g.rowHashes {
		g.rowHashes[i] = 0x9E3779B97F4A7C15
	}
	for c := range g.cols {
		if err := g.cols[c].read(rec.Column(c), g.rowHashes); err != nil {
			return nil, err
		}
	}
	for i, h := range g.rowHashes {
		mask := uint64(len(g.slots) - 1)
		s := h & mask
		tag := uint32(h >> 32)
		for {
			slot := g.slots[s]
			id := slot.id - 1
			if id < 0 {
				id = int32(g.n)
				g.add(i, h)
				g.slots[s] = groupSlot{id: id + 1, tag: tag}
				if 2*g.n > len(g.slots) {
					g.grow()
				}
				g.ids[i] = id
				break
			}
			if slot.tag == tag && g.equal(int(id), i) { // the tag stands for the hash: hashes[id] would be one more random read
				g.ids[i] = id
				break
			}
			s = (s + 1) & mask
		}
	}
	for c := range g.cols {
		g.cols[c].arr, g.cols[c].rowStrs = nil, nil
	}
	return g.ids, nil
}

// read takes a batch's key column: it keeps typed views of its values and mixes each row's
// value (a NULL as one marker, whatever its slot holds) into hashes; scratch is reused.
func (k *groupKeyColumn) read(arr arrow.Array, hashes []uint64) error {
	k.arr = arr
	k.mayBeNull = k.anyNull || arr.NullN() > 0
	h := resize(k.rowHash, len(hashes))
	k.rowHash = h
	switch k.kind {
	case groupInt:
		k.rowInts = int64sOf(arr, k.rowInts)
		for i, v := range k.rowInts {
			h[i] = uint64(v)
		}
	case groupFloat:
		k.rowFloat = float64sOf(arr, k.rowFloat)
		for i, v := range k.rowFloat {
			h[i] = groupFloatBits(v)
		}
	case groupString:
		k.rowStrs = arr.(*array.String)
		for i := range h {
			h[i] = hashGroupString(k.rowStrs.Value(i))
		}
	case groupDecimal:
		k.rowDecs = arr.(*array.Decimal128).Values()
		for i, v := range k.rowDecs {
			h[i] = mix(v.LowBits()) ^ uint64(v.HighBits())
		}
	case groupOther:
		k.rowEnc = resize(k.rowEnc, len(hashes))
		k.rowVals = resize(k.rowVals, len(hashes))
		var sb strings.Builder
		for i := range h {
			v, err := types.ValueFromArrow(k.t, arr, i)
			if err != nil {
				return err
			}
			sb.Reset()
			encodeValue(&sb, k.t, v)
			k.rowVals[i], k.rowEnc[i] = v, sb.String()
			h[i] = maphash.String(hashSeed, k.rowEnc[i])
		}
	}
	if arr.NullN() > 0 {
		for i := range h {
			if arr.IsNull(i) {
				h[i] = 0x5bd1e9955bd1e995
			}
		}
	}
	for i, v := range h {
		hashes[i] = mix(hashes[i] ^ v)
	}
	return nil
}

// groupFloatBits hashes doubles as the aggregate tells them apart: by their bits, every NaN
// as one NaN (they print alike).
func groupFloatBits(v float64) uint64 {
	if v != v {
		return math.Float64bits(math.NaN())
	}
	return math.Float64bits(v)
}

// equal reports whether row i of the batch has group id's keys.
func (g *groupKeys) equal(id, i int) bool {
	for c := range g.cols {
		k := &g.cols[c]
		if k.mayBeNull {
			if null := k.arr.IsNull(i); null || k.nulls[id] {
				if null != k.nulls[id] {
					return false
				}
				continue
			}
		}
		switch k.kind {
		case groupInt:
			if k.ints[id] != k.rowInts[i] {
				return false
			}
		case groupFloat:
			if groupFloatBits(k.floats[id]) != groupFloatBits(k.rowFloat[i]) {
				return false
			}
		case groupString:
			if k.str(id) != k.rowStrs.Value(i) {
				return false
			}
		case groupDecimal:
			if k.decs[id] != k.rowDecs[i] {
				return false
			}
		case groupOther:
			if k.strs[id] != k.rowEnc[i] {
				return false
			}
		}
	}
	return true
}

// add makes row i of the batch a new group.
func (g *groupKeys) add(i int, h uint64) {
	g.n++
	g.hashes = append(g.hashes, h)
	for c := range g.cols {
		k := &g.cols[c]
		null := k.arr.IsNull(i)
		k.nulls = append(k.nulls, null)
		k.anyNull = k.anyNull || null
		switch k.kind {
		case groupInt:
			k.ints = append(k.ints, k.rowInts[i])
		case groupFloat:
			k.floats = append(k.floats, k.rowFloat[i])
		case groupString:
			if !null { // copied: the batch's buffer goes back to the allocator
				k.arena = append(k.arena, k.rowStrs.Value(i)...)
			}
			k.ends = append(k.ends, len(k.arena))
		case groupDecimal:
			k.decs = append(k.decs, k.rowDecs[i])
		case groupOther:
			k.strs = append(k.strs, k.rowEnc[i])
			k.vals = append(k.vals, k.rowVals[i])
		}
	}
}

// str is group id's string key of a groupString column ("" for NULL). It points into the
// arena without a copy: bytes once written there never change, and when append moves the arena
// the old array stays alive for as long as a string points into it.
func (k *groupKeyColumn) str(id int) string {
	start := 0
	if id > 0 {
		start = k.ends[id-1]
	}
	if start == k.ends[id] {
		return ""
	}
	return unsafe.String(&k.arena[start], k.ends[id]-start)
}

// grow doubles the table and places every group again.
func (g *groupKeys) grow() {
	g.slots = make([]groupSlot, 2*len(g.slots))
	mask := uint64(len(g.slots) - 1)
	for id, h := range g.hashes {
		s := h & mask
		for g.slots[s].id != 0 {
			s = (s + 1) & mask
		}
		g.slots[s] = groupSlot{id: int32(id + 1), tag: uint32(h >> 32)}
	}
}

// build appends every group's key of column c, in group order, to b (a builder of the column's
// output type t).
func (g *groupKeys) build(c int, t types.Type, b array.Builder) error {
	k := &g.cols[c]
	b.Reserve(g.n)
	for id := range g.n {
		if k.nulls[id] {
			b.AppendNull()
			continue
		}
		var ok bool
		switch k.kind {
		case groupInt:
			ok = appendIntLayout(b, k.ints[id])
		case groupFloat:
			ok = appendFloat(b, k.floats[id])
		case groupString:
			var sb *array.StringBuilder
			if sb, ok = b.(*array.StringBuilder); ok {
				sb.Append(k.str(id))
			}
		case groupDecimal:
			var db *array.Decimal128Builder
			if db, ok = b.(*array.Decimal128Builder); ok {
				db.Append(k.decs[id])
			}
		}
		if !ok {
			if err := types.AppendToBuilder(t, b, g.value(c, id)); err != nil {
				return err
			}
		}
	}
	return nil
}

// value boxes group id's key of column c (nil for NULL), for the streaming aggregate's rows and
// an output of another layout than the input's.
func (g *groupKeys) value(c, id int) any {
	k := &g.cols[c]
	if k.nulls[id] {
		return nil
	}
	switch k.kind {
	case groupInt:
		return narrowLike(k.t, k.ints[id])
	case groupFloat:
		if k.t.Kind == types.KindFloat {
			return float32(k.floats[id])
		}
		return k.floats[id]
	case groupString:
		return k.str(id)
	case groupDecimal:
		return k.decs[id]
	}
	return k.vals[id]
}

// narrowLike is an int64 as the Go value the types package reads for an integer layout.
func narrowLike(t types.Type, v int64) any {
	switch types.ArrowType(t).ID() {
	case arrow.BOOL:
		return v != 0
	case arrow.INT8:
		return int8(v)
	case arrow.INT16:
		return int16(v)
	case arrow.INT32, arrow.DATE32, arrow.TIME32, arrow.INTERVAL_MONTHS:
		return int32(v)
	}
	return v
}

// int64sOf reads an integer-layout column (or BOOLEAN, as 0 and 1) as int64s, into buf when it
// must convert; NULL rows read as whatever their slot holds.
func int64sOf(arr arrow.Array, buf []int64) []int64 {
	switch a := arr.(type) {
	case *array.Int64:
		return a.Int64Values()
	case *array.Int32:
		return widenInto(buf, a.Int32Values())
	case *array.Int16:
		return widenInto(buf, a.Int16Values())
	case *array.Int8:
		return widenInto(buf, a.Int8Values())
	case *array.Date32:
		return widenInto(buf, a.Date32Values())
	case *array.Time32:
		return widenInto(buf, a.Time32Values())
	case *array.MonthInterval:
		return widenInto(buf, a.MonthIntervalValues())
	case *array.Duration:
		return widenInto(buf, a.DurationValues())
	case *array.Boolean:
		buf = resize(buf, a.Len())
		for i := range buf {
			buf[i] = 0
			if a.Value(i) {
				buf[i] = 1
			}
		}
		return buf
	}
	return resize(buf, arr.Len())
}

func widenInto[T int8 | int16 | int32 | int64 | arrow.Date32 | arrow.Time32 | arrow.MonthInterval | arrow.Duration](buf []int64, vs []T) []int64 {
	buf = resize(buf, len(vs))
	for i, v := range vs {
		buf[i] = int64(v)
	}
	return buf
}

// float64sOf reads a FLOAT or DOUBLE column as float64s, into buf when it must convert.
func float64sOf(arr arrow.Array, buf []float64) []float64 {
	switch a := arr.(type) {
	case *array.Float64:
		return a.Float64Values()
	case *array.Float32:
		buf = resize(buf, a.Len())
		for i, v := range a.Float32Values() {
			buf[i] = float64(v)
		}
		return buf
	}
	return resize(buf, arr.Len())
}

// appendIntLayout appends an int64 to a builder of an integer layout, narrowing as Java's casts do;
// false for another builder.
func appendIntLayout(b array.Builder, v int64) bool {
	switch b := b.(type) {
	case *array.Int64Builder:
		b.Append(v)
	case *array.Int32Builder:
		b.Append(int32(v))
	case *array.Int16Builder:
		b.Append(int16(v))
	case *array.Int8Builder:
		b.Append(int8(v))
	case *array.BooleanBuilder:
		b.Append(v != 0)
	case *array.Date32Builder:
		b.Append(arrow.Date32(v))
	case *array.Time32Builder:
		b.Append(arrow.Time32(v))
	case *array.MonthIntervalBuilder:
		b.Append(arrow.MonthInterval(v))
	case *array.DurationBuilder:
		b.Append(arrow.Duration(v))
	default:
		return false
	}
	return true
}

// appendFloat appends a float64 to a FLOAT or DOUBLE builder; false for another builder.
func appendFloat(b array.Builder, v float64) bool {
	switch b := b.(type) {
	case *array.Float64Builder:
		b.Append(v)
	case *array.Float32Builder:
		b.Append(float32(v))
	default:
		return false
	}
	return true
}

// resize returns a slice of n elements, reusing s's array when it is large enough.
func resize[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:n]
	}
	return make([]T, n)
}
