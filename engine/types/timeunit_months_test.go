package types

import (
	"math/rand/v2"
	"testing"
)

// calciteSubtractMonths is Calcite's count, step by step from its estimate: the reference the
// binary search must agree with.
func calciteSubtractMonths(d0, d1 int64) int64 {
	if d0 < d1 {
		return -calciteSubtractMonths(d1, d0)
	}
	m := (d0 - d1) / 31
	for AddMonths(d1, m) < d0 && AddMonths(d1, m+1) <= d0 {
		m++
	}
	return m
}

func TestSubtractMonthsAgreesWithCalcite(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		// Days within about 300 years of the epoch, and month ends, where the rule bites.
		d0, d1 := r.Int64N(220000)-110000, r.Int64N(220000)-110000
		if got, want := SubtractMonths(d0, d1), calciteSubtractMonths(d0, d1); got != want {
			t.Fatalf("SubtractMonths(%d, %d) = %d, Calcite's count gives %d", d0, d1, got, want)
		}
	}
	for _, d := range [][2]int64{{31, 0}, {59, 30}, {60, 31}, {0, 0}, {-1, 30}, {11016, 10985}} {
		if got, want := SubtractMonths(d[0], d[1]), calciteSubtractMonths(d[0], d[1]); got != want {
			t.Errorf("SubtractMonths(%d, %d) = %d, Calcite's count gives %d", d[0], d[1], got, want)
		}
	}
}

// Far from the epoch (a TIMESTAMPADD that overflowed), the count must not take a step per month.
func TestSubtractMonthsFarApart(t *testing.T) {
	const days = 100_000_000_000 // about 270 million years
	if m := SubtractMonths(days, 0); m < days/31 || m > days/28 {
		t.Fatalf("SubtractMonths(%d, 0) = %d, outside its bounds", int64(days), m)
	}
}
