package exec

import (
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// SINGLE_VALUE keeps each group's one value, NULL included, and fails as Flink's
// SingleValueAggFunction does on a group's second row, even when one of the two is NULL.
func TestSingleValueColumn(t *testing.T) {
	fields := []plan.Field{{Name: "v", Type: types.Int}}
	call := plan.AggCall{Func: "SINGLE_VALUE", Arg: 0, T: types.Int}
	ints := func(vs []int32, valid []bool) *array.Int32 {
		b := array.NewInt32Builder(memory.DefaultAllocator)
		defer b.Release()
		b.AppendValues(vs, valid)
		return b.NewInt32Array()
	}
	col := newAggColumn(call, fields)
	arg := ints([]int32{7, 0}, []bool{true, false})
	if err := col.add([]int32{0, 1}, arg, 2); err != nil {
		t.Fatalf("one row per group: %v", err)
	}
	b := array.NewInt32Builder(memory.DefaultAllocator)
	if err := col.build(b, 3); err != nil {
		t.Fatal(err)
	}
	out := b.NewInt32Array()
	if out.Len() != 3 || out.Value(0) != 7 || !out.IsNull(1) || !out.IsNull(2) {
		t.Errorf("got %v, want [7 (null) (null)]", out)
	}
	for name, second := range map[string]*array.Int32{"a value": ints([]int32{8}, nil), "NULL": ints([]int32{0}, []bool{false})} {
		if err := col.add([]int32{1}, second, 3); err == nil || !strings.Contains(err.Error(), "SingleValueAggFunction received more than one element.") {
			t.Errorf("a second row (%s) in a group: got %v, want the SINGLE_VALUE error", name, err)
		}
	}
}
