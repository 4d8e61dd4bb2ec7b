package exec

import (
	"testing"

	"github.com/apache/arrow-go/v18/arrow/memory"
)

// A string column assembled in place keeps its values, its NULLs wherever they fall, and
// takes its buffers from the allocator it is given.
func TestStringColumn(t *testing.T) {
	alloc := memory.NewCheckedAllocator(memory.NewGoAllocator())
	defer alloc.AssertSize(t, 0)
	c := newStringColumn(alloc, 2, 0)
	want := []any{"a", nil, "", "bc", nil, nil, "customer-42", "x"}
	for i, v := range want {
		switch {
		case v == nil:
			c.appendNull()
		case i == 6:
			c.appendPart("customer-")
			c.appendBytes([]byte("42"))
			c.endValue()
		default:
			c.append(v.(string))
		}
	}
	arr := c.finish()
	if alloc.CurrentAlloc() == 0 {
		t.Error("the column's buffers do not come from the allocator")
	}
	if arr.Len() != len(want) || arr.NullN() != 3 {
		t.Fatalf("%d rows with %d NULLs, want %d with 3", arr.Len(), arr.NullN(), len(want))
	}
	strs := stringsOf(arr)
	for i, v := range want {
		if v == nil {
			if !strs.IsNull(i) {
				t.Errorf("row %d is %q, want NULL", i, strs.Value(i))
			}
		} else if strs.IsNull(i) || strs.Value(i) != v {
			t.Errorf("row %d is %q (null %t), want %q", i, strs.Value(i), strs.IsNull(i), v)
		}
	}
	arr.Release()
}
