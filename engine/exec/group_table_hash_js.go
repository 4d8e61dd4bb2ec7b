//go:build js

package exec

// hashGroupString is the group table's string hash: wordHashString in wasm, where maphash has
// no AES instructions to run on.
func hashGroupString(s string) uint64 { return wordHashString(wordHashSeed, s) }
