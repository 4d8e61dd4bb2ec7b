package exec

import (
	"encoding/binary"
	"errors"
	"math/bits"
)

// errTreeBin is returned when a javaHashMap bucket would become one of java.util.HashMap's tree
// bins, whose iteration order (the tree's insertion links, root first) it does not reproduce.
var errTreeBin = errors.New("more than 8 keys in one bucket of a HashMap of 64 or more buckets")

// flinkStringHash is BinaryStringData.hashCode in Flink 2.3: MurmurHashUtil.hashBytes (seed
// 42) of the string's UTF-8 bytes, whole little-endian words first, then each remaining byte,
// sign-extended, as a word of its own.
func flinkStringHash(s string) int32 {
	const c1, c2 = 0xcc9e2d51, 0x1b873593
	mixK := func(k uint32) uint32 { return bits.RotateLeft32(k*c1, 15) * c2 }
	mixH := func(h, k uint32) uint32 { return bits.RotateLeft32(h^k, 13)*5 + 0xe6546b64 }
	b := []byte(s)
	h := uint32(42)
	aligned := len(b) - len(b)%4
	for i := 0; i < aligned; i += 4 {
		h = mixH(h, mixK(binary.LittleEndian.Uint32(b[i:])))
	}
	for _, x := range b[aligned:] {
		h = mixH(h, mixK(uint32(int32(int8(x)))))
	}
	h ^= uint32(len(b))
	h ^= h >> 16
	h *= 0x85ebca6b
	h ^= h >> 13
	h *= 0xc2b2ae35
	h ^= h >> 16
	return int32(h)
}

// javaHashMap keeps string keys in the iteration order of a java.util.HashMap keyed by Flink's
// BinaryStringData: bucket by bucket, (h ^ h>>>16) & (buckets-1), and within a bucket in
// insertion order. Like Java's it starts at 16 buckets on the first put, doubles when the size
// passes 0.75 of them (a bucket splitting into two in its order) or when a bucket reaches 9
// keys in a table of fewer than 64 buckets, and never shrinks.
type javaHashMap struct {
	buckets [][]javaEntry
	size    int
}

type javaEntry struct {
	hash  uint32
	key   string
	value string
}

func javaSpread(key string) uint32 {
	h := uint32(flinkStringHash(key))
	return h ^ h>>16
}

func (m *javaHashMap) find(key string) (b, i int) {
	if len(m.buckets) == 0 {
		return -1, -1
	}
	b = int(javaSpread(key) & uint32(len(m.buckets)-1))
	for i, e := range m.buckets[b] {
		if e.key == key {
			return b, i
		}
	}
	return b, -1
}

func (m *javaHashMap) get(key string) (string, bool) {
	b, i := m.find(key)
	if i < 0 {
		return "", false
	}
	return m.buckets[b][i].value, true
}

// put sets key's value, keeping its place when it is there.
func (m *javaHashMap) put(key, value string) error {
	if len(m.buckets) == 0 {
		m.buckets = make([][]javaEntry, 16)
	}
	b, i := m.find(key)
	if i >= 0 {
		m.buckets[b][i].value = value
		return nil
	}
	m.buckets[b] = append(m.buckets[b], javaEntry{hash: javaSpread(key), key: key, value: value})
	if len(m.buckets[b]) > 8 {
		// HashMap.treeifyBin: a small table grows instead of making a tree bin.
		if len(m.buckets) >= 64 {
			return errTreeBin
		}
		m.resize()
	}
	m.size++
	if m.size > len(m.buckets)*3/4 {
		m.resize()
	}
	return nil
}

func (m *javaHashMap) remove(key string) {
	b, i := m.find(key)
	if i >= 0 {
		m.buckets[b] = append(m.buckets[b][:i:i], m.buckets[b][i+1:]...)
		m.size--
	}
}

func (m *javaHashMap) resize() {
	old := m.buckets
	m.buckets = make([][]javaEntry, 2*len(old))
	for j, bucket := range old {
		for _, e := range bucket {
			k := j
			if e.hash&uint32(len(old)) != 0 {
				k += len(old)
			}
			m.buckets[k] = append(m.buckets[k], e)
		}
	}
}

// each calls f on the entries in iteration order.
func (m *javaHashMap) each(f func(key, value string)) {
	for _, bucket := range m.buckets {
		for _, e := range bucket {
			f(e.key, e.value)
		}
	}
}
