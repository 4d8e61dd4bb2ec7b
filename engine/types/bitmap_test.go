package types

import (
	"errors"
	"strings"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

// The bytes Flink 2.3 wrote for BITMAP_TO_BYTES(BITMAP_BUILD(ARRAY[1, 3, 5, 1000, 40000]))
// (case bitmap_bytes).
var flinkBytes = []byte{58, 48, 0, 0, 1, 0, 0, 0, 0, 0, 4, 0, 16, 0, 0, 0, 1, 0, 3, 0, 5, 0, 0xe8, 3, 0x40, 0x9c}

func TestBitmapBytesAreFlinks(t *testing.T) {
	got := BitmapOf([]int32{40000, 1, 3, 5, 1000, 3})
	if string(got) != string(flinkBytes) {
		t.Fatalf("BitmapOf = %v, Flink wrote %v", got, flinkBytes)
	}
	if s := BitmapString(got); s != "{1,3,5,1000,40000}" {
		t.Fatalf("BitmapString = %q", s)
	}
	if s := BitmapString(BitmapOf([]int32{-1, 2})); s != "{2,4294967295}" {
		t.Fatalf("negative values print unsigned: %q", s)
	}
}

func TestBitmapStringStopsAsRoaringBitmapDoes(t *testing.T) {
	rb := roaring.New()
	rb.AddRange(0, 200000)
	s := BitmapString(BitmapBytes(rb))
	// Recorded from Flink: 524293 characters ending "9,89230,89231,89232,...}".
	if len(s) != 524293 || !strings.HasSuffix(s, ",89232,...}") {
		t.Fatalf("len %d, tail %q", len(s), s[len(s)-20:])
	}
}

func TestBitmapFromBytesRejectsGarbage(t *testing.T) {
	for _, bs := range [][]byte{nil, {1, 2}, {0x3a, 0x30}, {0x3b, 0x30, 0xff, 0xff}, {0x3a, 0x30, 0, 0, 0xff, 0xff, 0, 0},
		append(append([]byte{}, flinkBytes[:len(flinkBytes)-3]...), 1)} {
		if _, err := BitmapFromBytes(bs); !errors.Is(err, ErrBitmapBytes) {
			t.Errorf("BitmapFromBytes(%v) = %v, want ErrBitmapBytes", bs, err)
		}
	}
}

func FuzzBitmapFromBytes(f *testing.F) {
	f.Add(flinkBytes)
	f.Add(BitmapBytes(roaring.BitmapOf(1, 2, 3, 70000)))
	f.Fuzz(func(t *testing.T, bs []byte) {
		rb, err := BitmapFromBytes(bs)
		if err != nil {
			return
		}
		if rb.GetCardinality() < 1<<20 {
			_ = BitmapString(BitmapBytes(rb))
		}
	})
}

// Recorded in cases bitmap_values_and_casts and bitmap_error_cast_*.
func TestBitmapCasts(t *testing.T) {
	nn := Bitmap.AsNotNull()
	for _, c := range []struct {
		from, to Type
		msg      string
	}{
		{nn, String, ""},
		{nn, Char(10), ""},
		{Null, Bitmap, ""},
		{nn, Bytes, "Unsupported cast from 'BITMAP NOT NULL' to 'BYTES NOT NULL'."},
		{nn, Int, "Cast function cannot convert value of type BITMAP NOT NULL to type INTEGER"},
		{nn, Bitmap, "Cast function cannot convert value of type BITMAP NOT NULL to type BITMAP NOT NULL"},
		{Char(5).AsNotNull(), Bitmap, "Cast function cannot convert value of type CHAR(5) to type BITMAP NOT NULL"},
	} {
		err := CheckCast(c.from, c.to)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.msg {
			t.Errorf("CheckCast(%s, %s) = %q, want %q", c.from, c.to, got, c.msg)
		}
	}
	v, err := CastValue(BitmapOf([]int32{1, 2}), Bitmap, VarChar(3), nil)
	if err != nil || v != "{1," {
		t.Errorf("CAST({1,2} AS VARCHAR(3)) = %v, %v", v, err)
	}
}
