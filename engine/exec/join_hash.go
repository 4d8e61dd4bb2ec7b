package exec

import (
	"hash/maphash"
	"math"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/types"
)

// keyColumn is one join key column read as its kind compares: typed slices for numbers, the
// Arrow array for strings and bytes, whose Value does not allocate.
type keyColumn struct {
	kind keyKind
	arr  arrow.Array
	// nullSafe keys hash a NULL as a value of its own, which matches only NULL.
	nullSafe bool
	ints     []int64
	nanos    []int32 // a timestamp's nano_of_milli; ints holds its millis
	floats   []float64
	decs     []decimal128.Num
	strs     *array.String
	bins     *array.Binary
}

// newKeyColumn reads an evaluated key array; the caller keeps arr alive while it is used.
func newKeyColumn(kind keyKind, arr arrow.Array) keyColumn {
	k := keyColumn{kind: kind, arr: arr}
	switch a := arr.(type) {
	case *array.Int64:
		k.ints = a.Int64Values()
	case *array.Int32:
		k.ints = widen(a.Int32Values())
	case *array.Int16:
		k.ints = widen(a.Int16Values())
	case *array.Int8:
		k.ints = widen(a.Int8Values())
	case *array.Date32:
		k.ints = widen(a.Date32Values())
	case *array.Time32:
		k.ints = widen(a.Time32Values())
	case *array.Boolean:
		k.ints = make([]int64, a.Len())
		for i := range k.ints {
			if a.Value(i) {
				k.ints[i] = 1
			}
		}
	case *array.Float64:
		k.floats = a.Float64Values()
	case *array.Float32:
		k.floats = make([]float64, a.Len())
		for i, v := range a.Float32Values() {
			k.floats[i] = float64(v)
		}
	case *array.Decimal128:
		k.decs = a.Values()
	case *array.String:
		k.strs = a
	case *array.Binary:
		k.bins = a
	case *array.Struct:
		if kind == keyTimestamp {
			k.ints, k.nanos = types.TimestampColumns(a)
		}
	}
	return k
}

func widen[T int8 | int16 | int32 | arrow.Date32 | arrow.Time32](vs []T) []int64 {
	out := make([]int64, len(vs))
	for i, v := range vs {
		out[i] = int64(v)
	}
	return out
}

// equal compares row i of k with row j of o, both non-null and of one kind. Doubles compare as
// the comparison operators do: -0.0 equals 0.0 and NaN equals NaN.
func (k *keyColumn) equal(i int, o *keyColumn, j int) bool {
	switch k.kind {
	case keyInt:
		return k.ints[i] == o.ints[j]
	case keyFloat:
		x, y := k.floats[i], o.floats[j]
		return x == y || (x != x && y != y)
	case keyDecimal:
		return k.decs[i] == o.decs[j]
	case keyTimestamp:
		return k.ints[i] == o.ints[j] && k.nanos[i] == o.nanos[j]
	case keyString:
		return k.strs.Value(i) == o.strs.Value(j)
	case keyBinary:
		return string(k.bins.Value(i)) == string(o.bins.Value(j))
	}
	return false
}

var hashSeed = maphash.MakeSeed()

// hashRows combines the hash of every key column into hashes, one per row, and sets nulls for
// the rows where a key is NULL.
func hashRows(keys []keyColumn, hashes []uint64, nulls []bool) {
	for i := range hashes {
		hashes[i] = 0x9E3779B97F4A7C15
		nulls[i] = false
	}
	var before []uint64
	for c := range keys {
		k := &keys[c]
		if k.nullSafe && k.arr.NullN() > 0 {
			// A NULL's slot holds any value: its hash is recomputed from the hash before it.
			before = append(before[:0], hashes...)
		}
		switch k.kind {
		case keyInt:
			for i, v := range k.ints {
				hashes[i] = mix(hashes[i] ^ uint64(v))
			}
		case keyFloat:
			for i, v := range k.floats {
				hashes[i] = mix(hashes[i] ^ floatBits(v))
			}
		case keyTimestamp:
			for i, v := range k.ints {
				hashes[i] = mix(mix(hashes[i]^uint64(v)) ^ uint64(k.nanos[i]))
			}
		case keyDecimal:
			for i, v := range k.decs {
				hashes[i] = mix(mix(hashes[i]^v.LowBits()) ^ uint64(v.HighBits()))
			}
		case keyString:
			for i := range hashes {
				hashes[i] = mix(hashes[i] ^ maphash.String(hashSeed, k.strs.Value(i)))
			}
		case keyBinary:
			for i := range hashes {
				hashes[i] = mix(hashes[i] ^ maphash.Bytes(hashSeed, k.bins.Value(i)))
			}
		}
		if k.arr.NullN() > 0 {
			for i := range hashes {
				if !k.arr.IsNull(i) {
					continue
				}
				if k.nullSafe {
					hashes[i] = mix(before[i] ^ nullKeyHash)
				} else {
					nulls[i] = true
				}
			}
		}
	}
}

// nullKeyHash is what a NULL of a null-safe key mixes into its row's hash.
const nullKeyHash = 0x5851F42D4C957F2D

// equalNullSafe compares row i of k with row j of o as IS NOT DISTINCT FROM does where k is
// null-safe: NULL matches NULL only; as equal does otherwise.
func (k *keyColumn) equalNullSafe(i int, o *keyColumn, j int) bool {
	if k.nullSafe {
		ni, nj := k.arr.IsNull(i), o.arr.IsNull(j)
		if ni || nj {
			return ni && nj
		}
	}
	return k.equal(i, o, j)
}

// floatBits hashes doubles that compare equal alike: -0.0 as 0.0, every NaN as one NaN.
func floatBits(v float64) uint64 {
	switch {
	case v == 0:
		return 0
	case v != v:
		return math.Float64bits(math.NaN())
	}
	return math.Float64bits(v)
}

// mix is the finalizer of splitmix64: every input bit flips about half the output bits.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xBF58476D1CE4E5B9
	x ^= x >> 27
	x *= 0x94D049BB133111EB
	x ^= x >> 31
	return x
}

// hashTable indexes the build side's rows by key hash: a bucket array of chain heads and a
// next link per row, both row+1 so that zero ends a chain.
type hashTable struct {
	mask   uint64
	heads  []int32
	next   []int32
	hashes []uint64
}

// newHashTable indexes the rows whose keys are not NULL (all rows with keepNulls).
func newHashTable(hashes []uint64, nulls []bool, keepNulls bool) *hashTable {
	size := uint64(1)
	for size < uint64(2*len(hashes)) {
		size <<= 1
	}
	t := &hashTable{mask: size - 1, heads: make([]int32, size), next: make([]int32, len(hashes)), hashes: hashes}
	// Insert backwards, so that each chain lists its rows in input order.
	for row := len(hashes) - 1; row >= 0; row-- {
		if nulls[row] && !keepNulls {
			continue
		}
		b := hashes[row] & t.mask
		t.next[row] = t.heads[b]
		t.heads[b] = int32(row + 1)
	}
	return t
}

// first returns the first row+1 of the chain a hash falls into, 0 for none.
func (t *hashTable) first(h uint64) int32 { return t.heads[h&t.mask] }
