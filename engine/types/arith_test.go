package types

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

// TestDecimalResultMatrix compares DecimalResult, AvgType and SumType with
// LogicalTypeMerging's derivations (testdata/flink_logical_types.txt).
func TestDecimalResultMatrix(t *testing.T) {
	rows := readSections(t, "testdata/flink_logical_types.txt")["decimal"]
	for _, r := range rows {
		if p, ok := strings.CutPrefix(r[0], "avg "); ok {
			f := strings.Fields(p)
			prec, _ := strconv.Atoi(f[0])
			scale, _ := strconv.Atoi(f[1])
			arg := Decimal(prec, scale)
			if got := AvgType(arg, true).String(); got != r[1] {
				t.Errorf("AvgType(%s) = %s, Flink %s", arg, got, r[1])
			}
			if got := SumType(arg, true).String(); got != r[2] {
				t.Errorf("SumType(%s) = %s, Flink %s", arg, got, r[2])
			}
			continue
		}
		var n [4]int
		for i, f := range strings.Fields(r[0]) {
			n[i], _ = strconv.Atoi(f)
		}
		a, b := Decimal(n[0], n[1]), Decimal(n[2], n[3])
		for i, op := range []ArithOp{OpPlus, OpMultiply, OpDivide, OpMod} {
			want := r[i+1]
			if op == OpMod && n[1] == 0 && n[3] == 0 {
				want = b.String() // FlinkTypeSystem keeps the divisor's type for scale-0 MOD
			}
			if got := DecimalResult(op, a, b).String(); got != strings.TrimSuffix(want, " NOT NULL") {
				t.Errorf("DecimalResult(%s, %s, %s) = %s, Flink %s", op, a, b, got, want)
			}
		}
	}
}

// TestArithmeticTypeRecorded: result types Flink 2.3 reported with DESCRIBE
// (conformance cases types_arithmetic_aggregate_result_types and select_arithmetic).
func TestArithmeticTypeRecorded(t *testing.T) {
	i, ti, si, bi := Int.AsNotNull(), TinyInt.AsNotNull(), SmallInt.AsNotNull(), BigInt.AsNotNull()
	f, d := Float.AsNotNull(), Double.AsNotNull()
	dm := Decimal(5, 3).AsNotNull()
	cases := []struct {
		op   ArithOp
		a, b Type
		want string
	}{
		{OpPlus, i, i, "INT NOT NULL"},
		{OpPlus, i, bi, "BIGINT NOT NULL"},
		{OpPlus, ti, ti, "TINYINT NOT NULL"},
		{OpMultiply, ti, ti, "TINYINT NOT NULL"},
		{OpDivide, ti, ti, "TINYINT NOT NULL"},
		{OpDivide, i, i, "INT NOT NULL"},
		{OpMod, ti, ti, "TINYINT NOT NULL"},
		{OpPlus, d, i, "DOUBLE NOT NULL"},
		{OpPlus, f, i, "FLOAT NOT NULL"},
		{OpPlus, f, d, "FLOAT NOT NULL"},
		{OpPlus, dm, i, "DECIMAL(14, 3) NOT NULL"},
		{OpMultiply, dm, dm, "DECIMAL(11, 6) NOT NULL"},
		{OpDivide, dm, dm, "DECIMAL(14, 9) NOT NULL"},
		{OpMod, dm, i, "DECIMAL(5, 3) NOT NULL"},
		{OpPlus, dm, d, "DOUBLE NOT NULL"},
		{OpPlus, dm, f, "DOUBLE NOT NULL"},
		{OpMultiply, i, bi, "BIGINT NOT NULL"},
		{OpMod, i, bi, "BIGINT NOT NULL"},
		{OpPlus, Decimal(38, 10).AsNotNull(), Decimal(38, 10).AsNotNull(), "DECIMAL(38, 9) NOT NULL"},
		{OpDivide, Decimal(38, 10).AsNotNull(), Decimal(38, 10).AsNotNull(), "DECIMAL(38, 6) NOT NULL"},
		{OpMultiply, Decimal(20, 10).AsNotNull(), Decimal(30, 10).AsNotNull(), "DECIMAL(38, 7) NOT NULL"},
		{OpMod, dm, Decimal(10, 4).AsNotNull(), "DECIMAL(6, 4) NOT NULL"},
		{OpPlus, si, ti, "SMALLINT NOT NULL"},
		{OpDivide, bi, i, "BIGINT NOT NULL"},
		{OpMinus, Decimal(2, 1).AsNotNull(), i, "DECIMAL(12, 1) NOT NULL"},
		{OpMod, Decimal(10, 2).AsNotNull(), i, "DECIMAL(10, 2) NOT NULL"},
		{OpMod, bi, Decimal(4, 1).AsNotNull(), "DECIMAL(4, 1) NOT NULL"},
		{OpMultiply, f, f, "FLOAT NOT NULL"},
		{OpDivide, f, i, "FLOAT NOT NULL"},
		{OpPlus, ti, i, "INT NOT NULL"},
		{OpDivide, i, Decimal(2, 1).AsNotNull(), "DECIMAL(17, 6) NOT NULL"},  // 10 / 4.0
		{OpDivide, Decimal(3, 1).AsNotNull(), i, "DECIMAL(14, 12) NOT NULL"}, // 10.0 / 4 printed 2.500000000000
		{OpMultiply, i, d, "DOUBLE NOT NULL"},
		{OpMod, Decimal(5, 0).AsNotNull(), i, "INT NOT NULL"}, // scale-0 MOD keeps the divisor's type (FlinkTypeSystem)
		{OpPlus, i, Int, "INT"},
		{OpPlus, Timestamp(3), mustInterval(NewIntervalDayTime(ResSecond, 2, 3)), "TIMESTAMP(3)"},
	}
	for _, c := range cases {
		got, err := ArithmeticType(c.op, c.a, c.b)
		if err != nil || got.String() != c.want {
			t.Errorf("ArithmeticType(%s, %s, %s) = %v, %v; want %s", c.a, c.op, c.b, got, err, c.want)
		}
	}
	if _, err := ArithmeticType(OpPlus, String, Int); !errors.Is(err, ErrOperandTypes) {
		t.Errorf("STRING + INT: %v", err)
	}
}

func mustInterval(t Type, err error) Type {
	if err != nil {
		panic(err)
	}
	return t
}

// TestAggregateTypes: recorded with DESCRIBE of aggregate views in Flink 2.3.
func TestAggregateTypes(t *testing.T) {
	cases := []struct {
		got  Type
		want string
	}{
		{SumType(Int.AsNotNull(), false), "INT"},
		{SumType(TinyInt.AsNotNull(), false), "TINYINT"},
		{SumType(Double.AsNotNull(), false), "DOUBLE"},
		{SumType(Float.AsNotNull(), false), "FLOAT"},
		{SumType(Decimal(5, 3).AsNotNull(), false), "DECIMAL(38, 3)"},
		{SumType(Int.AsNotNull(), true), "INT NOT NULL"},
		{AvgType(Int.AsNotNull(), false), "INT"},
		{AvgType(Int.AsNotNull(), true), "INT NOT NULL"},
		{AvgType(Decimal(5, 3).AsNotNull(), false), "DECIMAL(38, 6)"},
		{AvgType(Decimal(38, 2), true), "DECIMAL(38, 6)"},
		{AvgType(Decimal(5, 4), true), "DECIMAL(38, 6)"},
		{CountType(), "BIGINT NOT NULL"},
		{MinMaxType(Char(1).AsNotNull(), false), "CHAR(1)"},
		{MinMaxType(Char(1).AsNotNull(), true), "CHAR(1) NOT NULL"},
		{MinMaxType(Date.AsNotNull(), false), "DATE"},
	}
	for _, c := range cases {
		if c.got.String() != c.want {
			t.Errorf("got %s, want %s", c.got, c.want)
		}
	}
}
