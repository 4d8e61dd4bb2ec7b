package exec

import (
	"math"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/memory"
)

// stringColumn writes a STRING column straight into its offsets and bytes, for the kernels
// that make a string per row: appending costs a copy of the bytes and an offset, where Arrow's
// builder also checks capacity and sets a validity bit per row. A value can be assembled in
// place (appendBytes, then endValue), so concatenations allocate nothing per row.
type stringColumn struct {
	offsets []int32
	data    []byte
	nulls   []int // the NULL rows; finish makes the validity bitmap from them
}

func newStringColumn(rows, bytes int) *stringColumn {
	c := &stringColumn{offsets: make([]int32, 1, rows+1), data: make([]byte, 0, bytes)}
	return c
}

func (c *stringColumn) append(s string) {
	c.data = append(c.data, s...)
	c.endValue()
}

// appendBytes adds to the value being assembled; endValue ends it.
func (c *stringColumn) appendBytes(b []byte) { c.data = append(c.data, b...) }
func (c *stringColumn) appendPart(s string)  { c.data = append(c.data, s...) }
func (c *stringColumn) endValue()            { c.offsets = append(c.offsets, int32(len(c.data))) }

func (c *stringColumn) appendNull() {
	c.nulls = append(c.nulls, len(c.offsets)-1)
	c.offsets = append(c.offsets, int32(len(c.data)))
}

// fits reports whether the column can take n more bytes: Arrow's offsets are 32-bit.
func (c *stringColumn) fits(n int) bool { return len(c.data)+n <= math.MaxInt32 }

// finish makes the array, its buffers taken from alloc (so that a job's memory cap counts
// them).
func (c *stringColumn) finish(alloc memory.Allocator) arrow.Array {
	rows := len(c.offsets) - 1
	var validity *memory.Buffer
	if len(c.nulls) > 0 {
		validity = allocBuffer(alloc, int(bitutil.BytesForBits(int64(rows))))
		valid := validity.Bytes()
		bitutil.SetBitsTo(valid, 0, int64(rows), true)
		for _, r := range c.nulls {
			bitutil.ClearBit(valid, r)
		}
		defer validity.Release()
	}
	offsets := allocBuffer(alloc, arrow.Int32Traits.BytesRequired(len(c.offsets)))
	defer offsets.Release()
	copy(arrow.Int32Traits.CastFromBytes(offsets.Bytes()), c.offsets)
	data := allocBuffer(alloc, len(c.data))
	defer data.Release()
	copy(data.Bytes(), c.data)
	d := array.NewData(arrow.BinaryTypes.String, rows, []*memory.Buffer{validity, offsets, data}, nil, len(c.nulls), 0)
	defer d.Release()
	return array.NewStringData(d)
}

func allocBuffer(alloc memory.Allocator, n int) *memory.Buffer {
	b := memory.NewResizableBuffer(alloc)
	b.Resize(n)
	return b
}
