//go:build !js

package exec

import "hash/maphash"

// hashGroupString is the group table's string hash: maphash natively, where it runs on the
// CPU's AES instructions.
func hashGroupString(s string) uint64 { return maphash.String(hashSeed, s) }
