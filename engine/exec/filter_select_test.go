package exec

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
)

// selectTrue keeps the positions of the TRUE values, as testing each row does: with and without
// NULLs, on slices at every bit offset, and on empty, all-FALSE and all-NULL selections.
func TestSelectTrueMatchesRowByRow(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for _, tt := range []struct {
		name        string
		n           int
		pTrue, pNul float64
	}{
		{"mixed with NULLs", 203, 0.5, 0.2},
		{"no NULLs", 130, 0.3, 0},
		{"all FALSE", 77, 0, 0},
		{"all NULL", 40, 0.5, 1},
		{"all TRUE", 64, 1, 0},
		{"empty", 0, 0.5, 0.5},
	} {
		b := array.NewBooleanBuilder(memory.DefaultAllocator)
		for range tt.n {
			if r.Float64() < tt.pNul {
				b.AppendNull()
			} else {
				b.Append(r.Float64() < tt.pTrue)
			}
		}
		full := b.NewBooleanArray()
		b.Release()
		for off := 0; off <= min(9, tt.n); off++ {
			arr := array.NewSlice(full, int64(off), int64(tt.n)).(*array.Boolean)
			var want []int
			for i := range arr.Len() {
				if arr.IsValid(i) && arr.Value(i) {
					want = append(want, i)
				}
			}
			got := selectTrue(arr, []int{})
			if !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
				t.Errorf("%s at offset %d: %v, want %v", tt.name, off, got, want)
			}
			arr.Release()
		}
		full.Release()
	}
}
