package exec

import (
	"bytes"
	"math/big"
	"testing"

	"github.com/flinkpad/flinkpad/engine/types"
)

func TestJavaBigIntegerBytes(t *testing.T) {
	cases := []struct {
		v    int64
		want []byte
	}{
		{0, []byte{0}}, {1, []byte{1}}, {127, []byte{127}}, {128, []byte{0, 128}},
		{-1, []byte{0xff}}, {-128, []byte{0x80}}, {-129, []byte{0xff, 0x7f}}, {256, []byte{1, 0}},
	}
	for _, c := range cases {
		if got := javaBigIntegerBytes(big.NewInt(c.v)); !bytes.Equal(got, c.want) {
			t.Errorf("toByteArray(%d) = %x, want %x", c.v, got, c.want)
		}
	}
}

// The linear-counting estimate of a few distinct values is their number, and a group whose
// estimate needs HLL++'s bias tables is refused.
func TestHllAccLinearCounting(t *testing.T) {
	a := newHllAcc(types.Int)
	for i := range int32(50) {
		if err := a.add(i % 10); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := a.result(); err != nil || got != int64(10) {
		t.Errorf("estimate %v, %v; want 10", got, err)
	}
	big := newHllAcc(types.Int)
	for i := range int32(60000) {
		_ = big.add(i)
	}
	if _, err := big.result(); err == nil {
		t.Errorf("60000 distinct values estimated without HLL++'s bias tables")
	}
}
