package exec

import (
	"github.com/RoaringBitmap/roaring/v2"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The BITMAP kernels, after Flink 2.3's Bitmap*Function runtime classes: NULL when an operand
// is NULL; BITMAP_BUILD skips NULL elements. A BITMAP value is its canonical serialization
// (types/bitmap.go), so each kernel reads its operands' bytes and writes the result's.

func init() {
	registerKernels(map[plan.Op]kernel{
		"BITMAP_BUILD":       valueKernel(true, bitmapBuildValue),
		"BITMAP_CARDINALITY": valueKernel(true, bitmapCardinalityValue),
		"BITMAP_AND":         valueKernel(true, bitmapPairValue),
		"BITMAP_OR":          valueKernel(true, bitmapPairValue),
		"BITMAP_XOR":         valueKernel(true, bitmapPairValue),
		"BITMAP_ANDNOT":      valueKernel(true, bitmapPairValue),
		"BITMAP_FROM_BYTES":  valueKernel(true, bitmapFromBytesValue),
		"BITMAP_TO_BYTES":    valueKernel(true, bitmapToBytesValue),
		"BITMAP_TO_ARRAY":    valueKernel(true, bitmapToArrayValue),
		"BITMAP_TO_STRING":   valueKernel(true, bitmapToStringValue),
	})
}

// bitmapOf reads a BITMAP value. The engine writes only valid ones, so a failure here is a
// broken invariant rather than bad input, but it is still reported, not panicked on.
func bitmapOf(v any) (*roaring.Bitmap, error) {
	return types.BitmapFromBytes(v.([]byte))
}

func bitmapBuildValue(_ *plan.Call, vals []any) (any, error) {
	elems := vals[0].([]any)
	ints := make([]int32, 0, len(elems))
	for _, e := range elems {
		if e != nil {
			ints = append(ints, e.(int32))
		}
	}
	return types.BitmapOf(ints), nil
}

func bitmapCardinalityValue(_ *plan.Call, vals []any) (any, error) {
	rb, err := bitmapOf(vals[0])
	if err != nil {
		return nil, err
	}
	return int64(rb.GetCardinality()), nil
}

// bitmapPairValue is BITMAP_AND, _OR, _XOR and _ANDNOT of a copy of the first operand.
func bitmapPairValue(c *plan.Call, vals []any) (any, error) {
	x, err := bitmapOf(vals[0])
	if err != nil {
		return nil, err
	}
	y, err := bitmapOf(vals[1])
	if err != nil {
		return nil, err
	}
	switch c.Op {
	case "BITMAP_AND":
		x.And(y)
	case "BITMAP_OR":
		x.Or(y)
	case "BITMAP_XOR":
		x.Xor(y)
	case "BITMAP_ANDNOT":
		x.AndNot(y)
	default:
		return nil, flinkerr.Internal("no bitmap operation " + string(c.Op))
	}
	return types.BitmapBytes(x), nil
}

// bitmapFromBytesValue is Bitmap.fromBytes; the value is re-serialized, so that any valid
// encoding of a set becomes its canonical one.
func bitmapFromBytesValue(_ *plan.Call, vals []any) (any, error) {
	rb, err := types.BitmapFromBytes(vals[0].([]byte))
	if err != nil {
		return nil, err
	}
	return types.BitmapBytes(rb), nil
}

// bitmapToBytesValue is Bitmap.toBytes: the run-optimized portable serialization, which the
// value is already.
func bitmapToBytesValue(_ *plan.Call, vals []any) (any, error) {
	return append([]byte{}, vals[0].([]byte)...), nil
}

// bitmapToArrayValue is Bitmap.toArray as an ARRAY<INT>: the values in unsigned order, so the
// negative ones come last. A bitmap can hold 2^32 values in a few bytes; the array is held to
// the bound on one value.
func bitmapToArrayValue(_ *plan.Call, vals []any) (any, error) {
	rb, err := bitmapOf(vals[0])
	if err != nil {
		return nil, err
	}
	n := rb.GetCardinality()
	if n > uint64(MaxValueBytes) {
		n = uint64(MaxValueBytes)
	}
	if err := checkValueSize("BITMAP_TO_ARRAY", mulSize(int64(n), 16)); err != nil {
		return nil, err
	}
	out := make([]any, 0, n)
	it := rb.Iterator()
	for it.HasNext() {
		out = append(out, int32(it.Next()))
	}
	return out, nil
}

func bitmapToStringValue(_ *plan.Call, vals []any) (any, error) {
	return types.BitmapString(vals[0].([]byte)), nil
}
