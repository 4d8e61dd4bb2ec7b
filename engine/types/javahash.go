package types

import (
	"math"
	"math/big"
	"sort"
	"unicode/utf16"

	"github.com/apache/arrow-go/v18/arrow/decimal128"
)

// Row.toString prints a MAP field as the java.util.HashMap that Flink's
// MapMapConverter builds, so the entries come out in HashMap iteration
// order: by bucket (the key's hashCode, spread as h ^ h>>>16, masked by the
// table size), and by insertion within a bucket. javaHashMapOrder
// reproduces that order for the key types whose Java hashCode is a pure
// function of the value; for others (byte[] has an identity hash) it keeps
// insertion order.

// javaHashCode returns the hashCode of the Java object Flink converts a value
// of type t to, and false where Java's hash is not reproducible.
func javaHashCode(t Type, v any) (int32, bool) {
	if v == nil {
		return 0, true // HashMap.hash(null) is 0
	}
	switch t.Kind {
	case KindChar, KindVarChar:
		var h int32
		for _, u := range utf16.Encode([]rune(v.(string))) {
			h = 31*h + int32(u)
		}
		return h, true
	case KindBoolean:
		if v.(bool) {
			return 1231, true
		}
		return 1237, true
	case KindTinyInt:
		return int32(v.(int8)), true
	case KindSmallInt:
		return int32(v.(int16)), true
	case KindInt:
		return v.(int32), true
	case KindBigInt:
		return longHash(v.(int64)), true
	case KindFloat:
		f := v.(float32)
		if f != f {
			return 0x7fc00000, true
		}
		return int32(math.Float32bits(f)), true
	case KindDouble:
		d := v.(float64)
		b := math.Float64bits(d)
		if d != d {
			b = 0x7ff8000000000000
		}
		return longHash(int64(b)), true
	case KindDecimal:
		return bigDecimalHash(v.(decimal128.Num), t.Scale), true
	case KindDate:
		return localDateHash(int64(v.(int32))), true
	case KindTime:
		return longHash(int64(v.(int32)) * 1_000_000), true
	case KindTimestamp:
		days, nod := v.(TimestampData).daysAndNanoOfDay()
		return localDateHash(days) ^ longHash(nod), true
	case KindTimestampLTZ:
		ts := v.(TimestampData)
		sec := floorDiv(ts.Millis, 1000)
		nanos := int32((ts.Millis-sec*1000)*1_000_000) + ts.NanoOfMilli
		return longHash(sec) + 51*nanos, true
	}
	return 0, false
}

func longHash(v int64) int32 { return int32(v ^ int64(uint64(v)>>32)) }

func localDateHash(days int64) int32 {
	y, m, d := CivilFromDays(days)
	year := int32(y)
	return year&-2048 ^ (year<<11 + int32(m)<<6 + int32(d))
}

// bigDecimalHash is BigDecimal.hashCode: 31 × unscaled.hashCode() + scale,
// with BigInteger.hashCode folding the magnitude's 32-bit words.
func bigDecimalHash(n decimal128.Num, scale int) int32 {
	v := n.BigInt()
	mag := new(big.Int).Abs(v).Bytes()
	var h int32
	// Big-endian 32-bit words, the first one possibly short.
	for len(mag)%4 != 0 {
		mag = append([]byte{0}, mag...)
	}
	for i := 0; i < len(mag); i += 4 {
		w := int32(uint32(mag[i])<<24 | uint32(mag[i+1])<<16 | uint32(mag[i+2])<<8 | uint32(mag[i+3]))
		h = 31*h + w
	}
	h *= int32(v.Sign())
	return 31*h + int32(scale)
}

// javaHashMapOrder returns the indexes of the entries in the order a
// java.util.HashMap filled with them (in order, later duplicates replacing
// the value of the first) iterates them.
func javaHashMapOrder(keyType Type, entries []MapEntry) []int {
	type slot struct {
		index  int
		bucket uint32
	}
	var slots []slot
	hashes := make([]uint32, len(entries))
	for i, e := range entries {
		h, ok := javaHashCode(keyType, e.Key)
		if !ok {
			return insertionOrder(entries)
		}
		u := uint32(h)
		hashes[i] = u ^ u>>16
	}
	// De-duplicate keys: a later put replaces the value in place.
	seen := map[any]int{}
	for i, e := range entries {
		k := hashableKey(e.Key)
		if j, dup := seen[k]; dup {
			slots[j].index = -1 - i // the replacing entry, at the first one's position
			continue
		}
		seen[k] = len(slots)
		slots = append(slots, slot{index: i})
	}
	capacity := uint32(16)
	for float64(len(slots)) > 0.75*float64(capacity) {
		capacity *= 2
	}
	for i := range slots {
		idx := slots[i].index
		if idx < 0 {
			idx = -1 - idx
		}
		slots[i].bucket = hashes[idx] & (capacity - 1)
	}
	sort.SliceStable(slots, func(a, b int) bool { return slots[a].bucket < slots[b].bucket })
	out := make([]int, len(slots))
	for i, s := range slots {
		if s.index < 0 {
			// Keep the first key's position but the replacing entry's value.
			out[i] = -1 - s.index
		} else {
			out[i] = s.index
		}
	}
	return out
}

func insertionOrder(entries []MapEntry) []int {
	out := make([]int, len(entries))
	for i := range out {
		out[i] = i
	}
	return out
}

// hashableKey makes a Go map key of a value; decimals and timestamps are
// comparable already, byte slices are not used here (no Java hash).
func hashableKey(v any) any {
	switch x := v.(type) {
	case float64:
		if x != x {
			return "NaN"
		}
	case float32:
		if x != x {
			return "NaNf"
		}
	}
	return v
}
