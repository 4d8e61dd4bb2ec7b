package exec

import (
	"hash/maphash"
	"math/bits"
	"unsafe"
)

// The group table hashes every row's string keys. Natively maphash does it with the CPU's AES
// instructions; in wasm it falls back to a portable hash whose 128-bit multiplications the
// wasm backend emulates, and it was a tenth of the seed job's time there. wordHashString is
// the wasm build's string hash instead (group_table_hash_js.go): eight bytes a step with one
// 64-bit multiplication, from a seed drawn once per process, and splitmix64's finalizer, so
// that the table's slot (the low bits) and tag (the high bits) both depend on every byte.

// wordHashSeed is drawn at random for each process, as maphash's seeds are.
var wordHashSeed = maphash.String(maphash.MakeSeed(), "flinkpad group keys")

// wordHashString hashes s with seed.
func wordHashString(seed uint64, s string) uint64 {
	const k = 0x9E3779B97F4A7C15
	h := seed ^ uint64(len(s))*k
	p := unsafe.StringData(s)
	n := len(s)
	for ; n >= 8; n -= 8 {
		w := *(*uint64)(unsafe.Pointer(p)) // little-endian in wasm and on amd64/arm64; unaligned loads are allowed
		h = (bits.RotateLeft64(h, 23) ^ w) * k
		p = (*byte)(unsafe.Add(unsafe.Pointer(p), 8))
	}
	if n > 0 {
		var w uint64
		for i := range n {
			w |= uint64(*(*byte)(unsafe.Add(unsafe.Pointer(p), i))) << (8 * i)
		}
		h = (bits.RotateLeft64(h, 23) ^ w) * k
	}
	return mix(h)
}
