package exec

import (
	"math/big"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/decimal128"
	"github.com/flinkpad/flinkpad/engine/types"
)

// nines is the DECIMAL(38, 0) value of n nines.
func nines(n int) decimal128.Num {
	return decimal128.FromBigInt(new(big.Int).Sub(types.Pow10(n), big.NewInt(1)))
}

// AVG of DECIMAL(38, 0) is DECIMAL(38, 6): an average of more than 32 digits does not fit it and
// is NULL, as Flink's DecimalData.fromBigDecimal makes it (it was an internal error).
func TestAvgOfDecimalBeyondItsPrecisionIsNull(t *testing.T) {
	for _, tt := range []struct{ query, want string }{
		{"SELECT AVG(d) FROM (VALUES (CAST('9999999999999999999999999999999999999' AS DECIMAL(38,0))), (CAST('9999999999999999999999999999999999999' AS DECIMAL(38,0)))) AS t(d)", "+I[null]"},
		{"SELECT AVG(d) FROM (VALUES (CAST('99999999999999999999999999999999' AS DECIMAL(38,0))), (CAST('99999999999999999999999999999999' AS DECIMAL(38,0)))) AS t(d)", "+I[99999999999999999999999999999999.000000]"},
		{"SELECT AVG(d), SUM(d) FROM (VALUES (CAST('99999999999999999999999999999999999999' AS DECIMAL(38,0))), (CAST('99999999999999999999999999999999999999' AS DECIMAL(38,0)))) AS t(d)", "+I[null, null]"},
	} {
		checkQueryRows(t, tt.query, tt.want)
	}
}

// The streaming accumulators follow Flink's overflow of a decimal sum as the batch columns do:
// SUM restarts from the next value after a sum over 38 digits, AVG stays NULL; a retraction
// of a SUM's NULL sum restarts it from the value retracted, negated.
func TestStreamingDecimalSumOverflow(t *testing.T) {
	arg, sumT, avgT := types.Decimal(38, 0), types.Decimal(38, 0), types.Decimal(38, 6)
	sum := &sumRetractAcc{sumAcc{arg: arg, out: sumT}}
	avg := &sumRetractAcc{sumAcc{avg: true, arg: arg, out: avgT}}
	for _, v := range []decimal128.Num{nines(38), nines(38), decimal128.FromI64(5)} {
		if err := sum.add(v); err != nil {
			t.Fatal(err)
		}
		if err := avg.add(v); err != nil {
			t.Fatal(err)
		}
	}
	if got, _ := sum.result(); got != decimal128.FromI64(5) {
		t.Errorf("SUM after an overflow and 5: %v, want 5 (Flink restarts)", got)
	}
	if got, _ := avg.result(); got != nil {
		t.Errorf("AVG after an overflow: %v, want NULL", got)
	}
	if err := avg.retract(nines(38)); err != nil {
		t.Fatal(err)
	}
	if got, _ := avg.result(); got != nil {
		t.Errorf("AVG after an overflow and a retraction: %v, want NULL", got)
	}
	sum = &sumRetractAcc{sumAcc{arg: arg, out: sumT}}
	for _, v := range []decimal128.Num{nines(38), nines(38)} {
		if err := sum.add(v); err != nil {
			t.Fatal(err)
		}
	}
	if got, _ := sum.result(); got != nil {
		t.Errorf("SUM over 38 digits: %v, want NULL", got)
	}
	if err := sum.retract(decimal128.FromI64(3)); err != nil {
		t.Fatal(err)
	}
	if got, _ := sum.result(); got != decimal128.FromI64(-3) {
		t.Errorf("SUM's NULL sum after retracting 3: %v, want -3", got)
	}
}

// $SUM0 (a SUM beside a variance call, reduced) is 0 over no value and back at 0 when every
// value is retracted; its decimal sum stays NULL after an overflow, as Flink's Sum0AggFunction
// adds NULL + x.
func TestSum0(t *testing.T) {
	arg := types.Decimal(38, 0)
	s := &sumRetractAcc{sumAcc{zero: true, arg: arg, out: arg}}
	if got, _ := s.result(); got != decimal128.FromI64(0) {
		t.Errorf("$SUM0 of no value: %v, want 0", got)
	}
	_ = s.add(decimal128.FromI64(3))
	_ = s.retract(decimal128.FromI64(3))
	if got, _ := s.result(); got != decimal128.FromI64(0) {
		t.Errorf("$SUM0 after a retraction of all: %v, want 0", got)
	}
	for _, v := range []decimal128.Num{nines(38), nines(38), decimal128.FromI64(5)} {
		_ = s.add(v)
	}
	if got, _ := s.result(); got != nil {
		t.Errorf("$SUM0 after an overflow: %v, want NULL", got)
	}
	i := &sumAcc{zero: true, arg: types.Int, out: types.Int.AsNotNull()}
	if got, _ := i.result(); got != int32(0) {
		t.Errorf("$SUM0 of no INT: %#v, want int32(0)", got)
	}
}
