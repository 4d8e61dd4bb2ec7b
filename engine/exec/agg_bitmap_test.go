package exec

import (
	"math/rand"
	"testing"

	"github.com/flinkpad/flinkpad/engine/types"
)

// The running fold of a bitmap aggregate, with the retractions of a valid changelog, equals
// folding the bitmaps present from scratch.
func TestBitmapFoldAccMatchesRefolding(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, op := range []bitmapSetOp{bitmapAnd, bitmapOr, bitmapXor} {
		acc := newBitmapFoldAcc(op, false)
		var present [][]byte
		for step := 0; step < 400; step++ {
			if len(present) > 0 && r.Intn(3) == 0 {
				i := r.Intn(len(present))
				if err := acc.retract(present[i]); err != nil {
					t.Fatal(err)
				}
				present = append(present[:i], present[i+1:]...)
			} else {
				vals := []int32{int32(r.Intn(8)), int32(r.Intn(8)), 1}
				bs := types.BitmapOf(vals)
				if err := acc.add(bs); err != nil {
					t.Fatal(err)
				}
				present = append(present, bs)
			}
			got, err := acc.result()
			if err != nil {
				t.Fatal(err)
			}
			want := newBitmapFoldAcc(op, false)
			for _, bs := range present {
				_ = want.add(bs)
			}
			exp, _ := want.result()
			if (got == nil) != (exp == nil) || (got != nil && string(got.([]byte)) != string(exp.([]byte))) {
				t.Fatalf("op %d step %d: got %v, want %v", op, step, got, exp)
			}
		}
	}
}

func TestBitmapBuildAccCountsValues(t *testing.T) {
	acc := newBitmapBuildAcc(false)
	for _, v := range []int32{3, 3, -1} {
		_ = acc.add(v)
	}
	_ = acc.retract(int32(3))
	if got, _ := acc.result(); types.BitmapString(got.([]byte)) != "{3,4294967295}" {
		t.Fatalf("got %v", types.BitmapString(got.([]byte)))
	}
	_ = acc.retract(int32(3))
	_ = acc.retract(int32(-1))
	if got, _ := acc.result(); got != nil {
		t.Fatalf("an emptied BITMAP_BUILD_AGG is NULL, got %v", got)
	}
}
