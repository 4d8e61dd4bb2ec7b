package types

import (
	"fmt"
	"strconv"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// BITMAP values.
//
// A BITMAP value is Flink 2.3's RoaringBitmapData: a set of 32-bit integers.
// It travels as the bytes of RoaringBitmap's portable serialization after
// run optimization, which is exactly what Flink's BITMAP_TO_BYTES writes
// (Bitmap.toBytes calls runOptimize and serialize). Run optimization picks
// the smallest container for each chunk, so a set has one encoding: equal
// bitmaps have equal bytes, and = compares bytes. The Arrow layout is
// Binary.

// bitmapStringLimit is where RoaringBitmap.toString stops: after a comma, a
// string longer than 0x80000 characters gets "..." and the closing brace.
const bitmapStringLimit = 0x80000

// ErrBitmapBytes is the kind of the error for bytes that are not a
// serialized bitmap.
var ErrBitmapBytes = fmt.Errorf("types: not a serialized bitmap")

// BitmapFromBytes reads a serialized bitmap, as Flink's Bitmap.fromBytes
// (RoaringBitmap.deserialize). Malformed input fails with Flink's
// DeserializationException.
func BitmapFromBytes(bs []byte) (rb *roaring.Bitmap, err error) {
	bad := func() error {
		return flinkerr.New(ErrBitmapBytes, "org.apache.flink.types.DeserializationException",
			"Failed to deserialize bitmap from bytes.")
	}
	defer func() {
		if r := recover(); r != nil {
			rb, err = nil, bad()
		}
	}()
	rb = roaring.New()
	if err := rb.UnmarshalBinary(bs); err != nil {
		return nil, bad()
	}
	if err := rb.Validate(); err != nil {
		return nil, bad()
	}
	return rb, nil
}

// BitmapBytes is the value of a bitmap: its canonical serialization. It run
// optimizes rb in place.
func BitmapBytes(rb *roaring.Bitmap) []byte {
	rb.RunOptimize()
	bs, err := rb.ToBytes()
	if err != nil {
		// ToBytes writes to memory and cannot fail.
		panic(err)
	}
	return bs
}

// BitmapOf builds the value of a bitmap of the given integers (BITMAP_BUILD).
func BitmapOf(values []int32) []byte {
	rb := roaring.New()
	for _, v := range values {
		rb.Add(uint32(v))
	}
	return BitmapBytes(rb)
}

// appendBitmapString appends RoaringBitmap.toString: the values as unsigned
// integers in ascending unsigned order, "{1,2,4294967295}", cut with "..."
// past 0x80000 characters.
func appendBitmapString(b []byte, bs []byte) []byte {
	rb, err := BitmapFromBytes(bs)
	if err != nil {
		return append(b, "{?}"...)
	}
	start := len(b)
	b = append(b, '{')
	it := rb.Iterator()
	first := true
	for it.HasNext() {
		v := it.Next()
		if !first {
			b = append(b, ',')
			if len(b)-start > bitmapStringLimit {
				b = append(b, "..."...)
				break
			}
		}
		first = false
		b = strconv.AppendUint(b, uint64(v), 10)
	}
	return append(b, '}')
}

// BitmapString is BITMAP_TO_STRING and CAST(b AS STRING) of a bitmap value.
func BitmapString(bs []byte) string { return string(appendBitmapString(nil, bs)) }
