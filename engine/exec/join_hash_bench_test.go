package exec

import (
	"fmt"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
)

// BenchmarkNewHashTable indexes a million build rows whose keys repeat (20,000 of them, as in
// the join workload's probe side built by build=[left]) or are all distinct.
func BenchmarkNewHashTable(b *testing.B) {
	const n = 1_000_000
	for _, distinct := range []int{20_000, n} {
		bld := array.NewInt64Builder(memory.DefaultAllocator)
		for i := range n {
			bld.Append(int64(i * 7 % distinct))
		}
		arr := bld.NewArray()
		bld.Release()
		defer arr.Release()
		keys := []keyColumn{newKeyColumn(keyInt, arr)}
		hashes, nulls := make([]uint64, n), make([]bool, n)
		hashRows(keys, hashes, nulls)
		b.Run(fmt.Sprintf("distinct=%d", distinct), func(b *testing.B) {
			for b.Loop() {
				newHashTable(hashes, nulls, false)
			}
		})
	}
}
