package exec

import (
	"math"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/memory"
)

// stringColumn writes a STRING column straight into its offsets and bytes, Arrow buffers from
// the job's allocator (so that its memory cap counts them), for the kernels that make a string
// per row: appending costs a copy of the bytes and an offset, where Arrow's builder also checks
// capacity and sets a validity bit per row. A value can be assembled in place (appendPart,
// appendBytes, then endValue), so concatenations allocate nothing per row.
type stringColumn struct {
	alloc           memory.Allocator
	offBuf, dataBuf *memory.Buffer
	offsets         []int32 // views of the buffers, their capacity the buffers'
	data            []byte
	nulls           []int // the NULL rows; finish makes the validity bitmap from them
}

func newStringColumn(alloc memory.Allocator, rows, bytes int) *stringColumn {
	c := &stringColumn{alloc: alloc, offBuf: memory.NewResizableBuffer(alloc), dataBuf: memory.NewResizableBuffer(alloc)}
	c.offBuf.Resize(arrow.Int32Traits.BytesRequired(rows + 1))
	c.offsets = arrow.Int32Traits.CastFromBytes(c.offBuf.Bytes())[:1]
	c.offsets[0] = 0
	c.growData(max(bytes, 64))
	return c
}

// growData makes room for n more bytes, doubling.
func (c *stringColumn) growData(n int) {
	size := max(2*cap(c.data), len(c.data)+n)
	c.dataBuf.ResizeNoShrink(size)
	c.data = c.dataBuf.Bytes()[:len(c.data)]
}

func (c *stringColumn) append(s string) {
	c.appendPart(s)
	c.endValue()
}

// appendPart and appendBytes add to the value being assembled; endValue ends it.
func (c *stringColumn) appendPart(s string) {
	if len(c.data)+len(s) > cap(c.data) {
		c.growData(len(s))
	}
	c.data = append(c.data, s...)
}

func (c *stringColumn) appendBytes(b []byte) {
	if len(c.data)+len(b) > cap(c.data) {
		c.growData(len(b))
	}
	c.data = append(c.data, b...)
}

func (c *stringColumn) endValue() {
	if len(c.data) > math.MaxInt32 {
		panic("exec: a string column over 2 GiB") // Arrow's offsets are 32-bit; the memory cap stops jobs long before
	}
	if len(c.offsets) == cap(c.offsets) {
		c.offBuf.ResizeNoShrink(arrow.Int32Traits.BytesRequired(2 * cap(c.offsets)))
		c.offsets = arrow.Int32Traits.CastFromBytes(c.offBuf.Bytes())[:len(c.offsets)]
	}
	c.offsets = append(c.offsets, int32(len(c.data)))
}

func (c *stringColumn) appendNull() {
	c.nulls = append(c.nulls, len(c.offsets)-1)
	c.endValue()
}

// finish makes the array; the column is not used after.
func (c *stringColumn) finish() arrow.Array {
	rows := len(c.offsets) - 1
	var validity *memory.Buffer
	if len(c.nulls) > 0 {
		validity = allocBuffer(c.alloc, int(bitutil.BytesForBits(int64(rows))))
		valid := validity.Bytes()
		bitutil.SetBitsTo(valid, 0, int64(rows), true)
		for _, r := range c.nulls {
			bitutil.ClearBit(valid, r)
		}
		defer validity.Release()
	}
	c.offBuf.Resize(arrow.Int32Traits.BytesRequired(len(c.offsets)))
	c.dataBuf.Resize(len(c.data))
	defer c.offBuf.Release()
	defer c.dataBuf.Release()
	d := array.NewData(arrow.BinaryTypes.String, rows, []*memory.Buffer{validity, c.offBuf, c.dataBuf}, nil, len(c.nulls), 0)
	defer d.Release()
	return array.NewStringData(d)
}

func allocBuffer(alloc memory.Allocator, n int) *memory.Buffer {
	b := memory.NewResizableBuffer(alloc)
	b.Resize(n)
	return b
}
