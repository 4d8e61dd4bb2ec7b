package exec

import (
	"strconv"
	"testing"
)

// wordHashString gives equal strings one hash and spreads distinct ones: strings that differ in
// length only by trailing zero bytes, or in one byte of a word or of the tail, hash apart, and
// the seed job's 10,000 keys fill a table's slots (low bits) and tags (high bits) without
// clustering.
func TestWordHashString(t *testing.T) {
	seed := wordHashSeed
	if wordHashString(seed, "customer-42") != wordHashString(seed, string([]byte("customer-42"))) {
		t.Fatal("equal strings hash apart")
	}
	for _, pair := range [][2]string{{"", "\x00"}, {"a", "a\x00"}, {"abcdefgh", "abcdefgh\x00"}, {"customer-1", "customer-2"},
		{"xbcdefgh12", "abcdefgh12"}, {"abcdefgh", "abcdefgi"}} {
		if wordHashString(seed, pair[0]) == wordHashString(seed, pair[1]) {
			t.Errorf("%q and %q hash alike", pair[0], pair[1])
		}
	}
	if wordHashString(1, "customer-7") == wordHashString(2, "customer-7") {
		t.Error("the seed changes nothing")
	}
	const keys, slots = 10000, 1 << 15
	low, high := make([]int, slots), map[uint32]int{}
	for i := range keys {
		h := wordHashString(seed, "customer-"+strconv.Itoa(i))
		low[h&(slots-1)]++
		high[uint32(h>>32)]++
	}
	maxLoad := 0
	for _, c := range low {
		maxLoad = max(maxLoad, c)
	}
	// 10,000 keys in 32,768 slots: a uniform hash puts at most 6 or 7 keys in one slot.
	if maxLoad > 8 {
		t.Errorf("%d keys in one slot of %d", maxLoad, slots)
	}
	if len(high) < keys-5 {
		t.Errorf("%d distinct tags for %d keys", len(high), keys)
	}
}
