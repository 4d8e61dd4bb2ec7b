package exec

import (
	"github.com/RoaringBitmap/roaring/v2"

	"github.com/flinkpad/flinkpad/engine/types"
)

// The bitmap aggregates of Flink 2.3 (AbstractBitmap*AggFunction and their WithRetract forms),
// for the streaming group aggregate. The caller passes no NULLs, which every one of them skips.
//
//   - BITMAP_BUILD_AGG keeps a count for each INT value; the result is the set of values
//     present, NULL when there are none.
//   - BITMAP_AND_AGG, _OR_AGG and _XOR_AGG keep each distinct input bitmap with how many times
//     it is present; the result is the intersection, union or symmetric difference of those
//     present (XOR counts a bitmap as often as it is present), NULL while no bitmap is.
//
// Over a changelog whose retractions retract what was added, which is what Flinkpad's
// operators produce, this is what Flink's accumulators give; Flink keeps per-value counts for
// AND and OR instead, whose memory grows with the bitmaps' cardinality rather than their
// size. The _CARDINALITY_AGG forms return the result's cardinality as a BIGINT.

// bitmapBuildAcc is BITMAP_BUILD_AGG and BITMAP_BUILD_CARDINALITY_AGG.
type bitmapBuildAcc struct {
	cardinality bool
	counts      map[int32]int
	set         *roaring.Bitmap // the values whose count is positive
}

func newBitmapBuildAcc(cardinality bool) *bitmapBuildAcc {
	return &bitmapBuildAcc{cardinality: cardinality, counts: map[int32]int{}, set: roaring.New()}
}

func (a *bitmapBuildAcc) add(v any) error     { a.count(v.(int32), 1); return nil }
func (a *bitmapBuildAcc) retract(v any) error { a.count(v.(int32), -1); return nil }

func (a *bitmapBuildAcc) count(v int32, d int) {
	n := a.counts[v] + d
	if n == 0 {
		delete(a.counts, v)
	} else {
		a.counts[v] = n
	}
	if n > 0 {
		a.set.Add(uint32(v))
	} else {
		a.set.Remove(uint32(v))
	}
}

func (a *bitmapBuildAcc) result() (any, error) {
	if a.set.IsEmpty() {
		return nil, nil
	}
	if a.cardinality {
		return int64(a.set.GetCardinality()), nil
	}
	return types.BitmapBytes(a.set.Clone()), nil
}

// bitmapSetOp is the operation a bitmap aggregate folds its inputs with.
type bitmapSetOp uint8

const (
	bitmapAnd bitmapSetOp = iota
	bitmapOr
	bitmapXor
)

// bitmapFoldAcc is BITMAP_AND_AGG, _OR_AGG, _XOR_AGG and their _CARDINALITY_AGG forms. It
// folds each added bitmap into the running result; XOR folds a retracted one the same way (it
// is its own inverse), and a retraction for AND or OR folds the bitmaps present again, once,
// when the result is next read.
type bitmapFoldAcc struct {
	op          bitmapSetOp
	cardinality bool
	counts      map[string]int // the input bitmaps' bytes, with how many times each is present
	order       []string       // the keys of counts, in the order they first arrived
	present     int            // the number of bitmaps present
	folded      *roaring.Bitmap
	stale       bool // folded misses a retraction
}

func newBitmapFoldAcc(op bitmapSetOp, cardinality bool) *bitmapFoldAcc {
	return &bitmapFoldAcc{op: op, cardinality: cardinality, counts: map[string]int{}}
}

func (a *bitmapFoldAcc) add(v any) error     { return a.count(v.([]byte), 1) }
func (a *bitmapFoldAcc) retract(v any) error { return a.count(v.([]byte), -1) }

func (a *bitmapFoldAcc) count(bs []byte, d int) error {
	k := string(bs)
	n, ok := a.counts[k]
	if !ok {
		a.order = append(a.order, k)
	}
	n += d
	a.present += d
	if n == 0 {
		delete(a.counts, k)
		for i, o := range a.order {
			if o == k {
				a.order = append(a.order[:i], a.order[i+1:]...)
				break
			}
		}
	} else {
		a.counts[k] = n
	}
	if a.stale || (d < 0 && a.op != bitmapXor) {
		a.stale = true
		return nil
	}
	rb, err := types.BitmapFromBytes(bs)
	if err != nil {
		return err
	}
	switch {
	case a.folded == nil:
		a.folded = rb
	case a.op == bitmapAnd:
		a.folded.And(rb)
	case a.op == bitmapOr:
		a.folded.Or(rb)
	default:
		a.folded.Xor(rb)
	}
	return nil
}

func (a *bitmapFoldAcc) result() (any, error) {
	if a.present <= 0 {
		return nil, nil
	}
	if a.stale {
		if err := a.refold(); err != nil {
			return nil, err
		}
	}
	if a.cardinality {
		return int64(a.folded.GetCardinality()), nil
	}
	return types.BitmapBytes(a.folded.Clone()), nil
}

// refold folds the bitmaps present (XOR each as often as it is present).
func (a *bitmapFoldAcc) refold() error {
	a.folded, a.stale = nil, false
	for _, k := range a.order {
		n := a.counts[k]
		if n <= 0 || (a.op == bitmapXor && n%2 == 0) {
			continue
		}
		rb, err := types.BitmapFromBytes([]byte(k))
		if err != nil {
			return err
		}
		switch {
		case a.folded == nil:
			a.folded = rb
		case a.op == bitmapAnd:
			a.folded.And(rb)
		case a.op == bitmapOr:
			a.folded.Or(rb)
		default:
			a.folded.Xor(rb)
		}
	}
	if a.folded == nil {
		a.folded = roaring.New()
	}
	return nil
}

// newBitmapAcc is the accumulator of a bitmap aggregate, false for another function.
func newBitmapAcc(name string) (retractAcc, bool) {
	switch name {
	case "BITMAP_BUILD_AGG":
		return newBitmapBuildAcc(false), true
	case "BITMAP_BUILD_CARDINALITY_AGG":
		return newBitmapBuildAcc(true), true
	case "BITMAP_AND_AGG":
		return newBitmapFoldAcc(bitmapAnd, false), true
	case "BITMAP_AND_CARDINALITY_AGG":
		return newBitmapFoldAcc(bitmapAnd, true), true
	case "BITMAP_OR_AGG":
		return newBitmapFoldAcc(bitmapOr, false), true
	case "BITMAP_OR_CARDINALITY_AGG":
		return newBitmapFoldAcc(bitmapOr, true), true
	case "BITMAP_XOR_AGG":
		return newBitmapFoldAcc(bitmapXor, false), true
	case "BITMAP_XOR_CARDINALITY_AGG":
		return newBitmapFoldAcc(bitmapXor, true), true
	}
	return nil, false
}

var (
	_ retractAcc = (*bitmapBuildAcc)(nil)
	_ retractAcc = (*bitmapFoldAcc)(nil)
)
