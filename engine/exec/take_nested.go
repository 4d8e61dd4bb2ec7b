package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
)

// takeNested copies the given rows of a struct or list column (ROW, ARRAY, MAP, MULTISET,
// TIMESTAMP): runs of consecutive rows become slices, which are concatenated.
func takeNested(arr arrow.Array, rows []int, alloc memory.Allocator) (arrow.Array, error) {
	if len(rows) == 0 {
		b := array.NewBuilder(alloc, arr.DataType())
		defer b.Release()
		return b.NewArray(), nil
	}
	var parts []arrow.Array
	defer func() { releaseAll(parts) }()
	for start := 0; start < len(rows); {
		end := start + 1
		for end < len(rows) && rows[end] == rows[end-1]+1 {
			end++
		}
		parts = append(parts, array.NewSlice(arr, int64(rows[start]), int64(rows[end-1]+1)))
		start = end
	}
	return array.Concatenate(parts, alloc)
}
