package exec

import (
	"unsafe"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/memory"
)

// fixedWidth are the Go types of the fixed-width layouts whose kernels compute in place.
type fixedWidth interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~float32 | ~float64
}

// fixedColumn is a fixed-width column computed straight into its Arrow buffer (taken from the
// job's allocator), with no slice to copy in afterwards.
type fixedColumn[T fixedWidth] struct {
	buf    *memory.Buffer
	values []T
}

func newFixedColumn[T fixedWidth](alloc memory.Allocator, n int) fixedColumn[T] {
	var zero T
	buf := allocBuffer(alloc, n*int(unsafe.Sizeof(zero)))
	var values []T
	if n > 0 {
		values = unsafe.Slice((*T)(unsafe.Pointer(&buf.Bytes()[0])), n)
	}
	return fixedColumn[T]{buf: buf, values: values}
}

// finish makes the array of type dt; valid (nil: every row) marks the non-NULL rows.
func (c fixedColumn[T]) finish(dt arrow.DataType, valid []bool, alloc memory.Allocator) arrow.Array {
	return fixedArray(dt, c.buf, len(c.values), valid, alloc)
}

// fixedArray makes an array of n values of type dt held in buf, which it takes over.
func fixedArray(dt arrow.DataType, buf *memory.Buffer, n int, valid []bool, alloc memory.Allocator) arrow.Array {
	defer buf.Release()
	bitmap, nulls := validityBuffer(valid, alloc)
	if bitmap != nil {
		defer bitmap.Release()
	}
	d := array.NewData(dt, n, []*memory.Buffer{bitmap, buf}, nil, nulls, 0)
	defer d.Release()
	return array.MakeFromData(d)
}

// validityBuffer is the bitmap of valid, and its count of NULLs; nil when valid is nil.
func validityBuffer(valid []bool, alloc memory.Allocator) (*memory.Buffer, int) {
	if valid == nil {
		return nil, 0
	}
	buf := allocBuffer(alloc, int(bitutil.BytesForBits(int64(len(valid)))))
	bits := buf.Bytes()
	clear(bits)
	nulls := 0
	for i, v := range valid {
		if v {
			bitutil.SetBit(bits, i)
		} else {
			nulls++
		}
	}
	return buf, nulls
}
