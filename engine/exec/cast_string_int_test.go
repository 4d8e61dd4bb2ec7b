package exec

import (
	"fmt"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

// TestCastStringToIntegerKernelMatchesValueByValue parses the same strings with the kernel and
// the general path, for each integer type, CAST and TRY_CAST, and requires the same arrays or
// the same error.
func TestCastStringToIntegerKernelMatchesValueByValue(t *testing.T) {
	alloc := memory.NewCheckedAllocator(memory.NewGoAllocator())
	defer alloc.AssertSize(t, 0)
	good := []string{"0", "1", "-1", "+7", " 42 ", "\t-3\n", "1.9", "-1.9", "007", "127", "-128", "32767", "-32768",
		"2147483647", "-2147483648", "9223372036854775807", "-9223372036854775808"}
	bad := []string{"", " ", "abc", "1e3", "--1", "+", "128", "-129", "32768", "2147483648", "9223372036854775808",
		"-9223372036854775809", "1 2", "0x10", "１"}
	column := func(vals []string, nulls bool) arrow.Array {
		b := array.NewStringBuilder(alloc)
		defer b.Release()
		for _, v := range vals {
			b.Append(v)
			if nulls {
				b.AppendNull()
			}
		}
		return b.NewArray()
	}
	allNull := array.NewStringBuilder(alloc)
	allNull.AppendNulls(9)
	goodNulls := column(good, true)
	cols := map[string]arrow.Array{
		"good":    column(good, false),
		"nulls":   goodNulls,
		"offset":  array.NewSlice(goodNulls, 3, int64(goodNulls.Len())),
		"empty":   column(nil, false),
		"allnull": allNull.NewArray(),
		"bad":     column(append(append([]string{}, good...), bad...), true),
	}
	allNull.Release()
	for _, from := range []types.Type{types.VarChar(types.MaxLength), types.VarChar(30), types.Char(30)} {
		for _, tk := range []types.Kind{types.KindTinyInt, types.KindSmallInt, types.KindInt, types.KindBigInt} {
			to := types.Type{Kind: tk}
			for name, col := range cols {
				for _, try := range []bool{false, true} {
					what := fmt.Sprintf("%v→%v %s try=%v", from, tk, name, try)
					want, werr := castValueByValue(col, from, to, try, nil, alloc)
					got, ok, gerr := castStringToIntegerKernel(col, from, to, try, alloc)
					if !ok {
						t.Fatalf("%s: no kernel", what)
					}
					requireSameCastOrError(t, what, to, got, gerr, want, werr)
				}
			}
		}
	}
	for _, col := range cols {
		col.Release()
	}
}
