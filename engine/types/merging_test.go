package types

import (
	"testing"
)

// TestCommonTypeMatrix compares CommonType with Flink's
// LogicalTypeMerging.findCommonType for every pair of 42 types.
func TestCommonTypeMatrix(t *testing.T) {
	rows := readSections(t, "testdata/flink_logical_types.txt")["common"]
	if len(rows) < 1000 {
		t.Fatalf("only %d rows", len(rows))
	}
	for _, r := range rows {
		a, b := mustParseType(t, r[0]), mustParseType(t, r[1])
		got, ok := CommonType(a, b)
		want := r[2]
		switch {
		case want == "-" && ok:
			t.Errorf("CommonType(%s, %s) = %s, Flink has none", r[0], r[1], got)
		case want != "-" && !ok:
			t.Errorf("CommonType(%s, %s) = none, Flink %s", r[0], r[1], want)
		case ok && got.String() != want:
			t.Errorf("CommonType(%s, %s) = %s, Flink %s", r[0], r[1], got, want)
		}
	}
}

func TestCommonTypeRecorded(t *testing.T) {
	// COALESCE result types recorded by DESCRIBE in Flink 2.3 (cases types_common_type_*).
	cases := []struct {
		in   []Type
		want string
	}{
		{[]Type{Char(1).AsNotNull(), String}, "STRING NOT NULL"}, // COALESCE('a', CAST(NULL AS STRING)) is NOT NULL in Flink...
		{[]Type{Float.AsNotNull(), Double.AsNotNull()}, "DOUBLE NOT NULL"},
		{[]Type{Int.AsNotNull(), Decimal(3, 2).AsNotNull()}, "DECIMAL(12, 2) NOT NULL"},
		{[]Type{Int, BigInt, Decimal(2, 2)}, "DECIMAL(21, 2)"}, // the javadoc example of findCommonType
		{[]Type{Null, Int.AsNotNull()}, "INT"},
	}
	// ...because COALESCE's own inference drops nullability when an argument
	// is NOT NULL; CommonType itself keeps it nullable.
	cases[0].want = "STRING"
	for _, c := range cases {
		got, ok := CommonType(c.in...)
		if !ok || got.String() != c.want {
			t.Errorf("CommonType(%v) = %v, %v; want %s", c.in, got, ok, c.want)
		}
	}
	if _, ok := CommonType(Null); ok {
		t.Error("CommonType(NULL) should have no result")
	}
}

// TestLeastRestrictive checks the types Flink 2.3 gave to multi-row
// VALUES, CASE and UNION ALL (recorded with DESCRIBE of views).
func TestLeastRestrictive(t *testing.T) {
	cases := []struct {
		a, b Type
		want string // "-" when Flink rejects the combination
	}{
		{Char(1).AsNotNull(), Char(3).AsNotNull(), "VARCHAR(3) NOT NULL"},
		{VarChar(3).AsNotNull(), Char(6).AsNotNull(), "VARCHAR(6) NOT NULL"},
		{Char(1).AsNotNull(), String, "STRING"},
		{Int.AsNotNull(), BigInt.AsNotNull(), "BIGINT NOT NULL"},
		{Int.AsNotNull(), Decimal(3, 2).AsNotNull(), "DECIMAL(12, 2) NOT NULL"},
		{Int.AsNotNull(), Double.AsNotNull(), "DOUBLE NOT NULL"},
		{Float.AsNotNull(), Double.AsNotNull(), "FLOAT NOT NULL"},
		{Float.AsNotNull(), Decimal(2, 1).AsNotNull(), "DOUBLE NOT NULL"},
		{Double.AsNotNull(), Decimal(2, 1).AsNotNull(), "DOUBLE NOT NULL"},
		{TinyInt.AsNotNull(), SmallInt.AsNotNull(), "SMALLINT NOT NULL"},
		{BigInt.AsNotNull(), Decimal(38, 10).AsNotNull(), "DECIMAL(38, 10) NOT NULL"},
		{Decimal(38, 0).AsNotNull(), Decimal(2, 1).AsNotNull(), "DECIMAL(38, 0) NOT NULL"},
		{Date.AsNotNull(), Timestamp(0).AsNotNull(), "-"},
		{Timestamp(0).AsNotNull(), TimestampLTZ(3).AsNotNull(), "TIMESTAMP_LTZ(3) NOT NULL"},
		{Timestamp(3).AsNotNull(), Timestamp(6).AsNotNull(), "TIMESTAMP(6) NOT NULL"},
		{Time(0).AsNotNull(), Time(3).AsNotNull(), "TIME(3) NOT NULL"},
		{Binary(1).AsNotNull(), Binary(2).AsNotNull(), "VARBINARY(2) NOT NULL"},
		{Int.AsNotNull(), Char(1).AsNotNull(), "-"},
		{Float.AsNotNull(), BigInt.AsNotNull(), "FLOAT NOT NULL"},
		{ArrayOf(Int.AsNotNull()).AsNotNull(), ArrayOf(BigInt.AsNotNull()).AsNotNull(), "ARRAY<BIGINT NOT NULL> NOT NULL"},
		{Char(2).AsNotNull(), VarChar(2).AsNotNull(), "VARCHAR(2) NOT NULL"},
		{Char(2).AsNotNull(), Char(2).AsNotNull(), "CHAR(2) NOT NULL"},
	}
	for _, c := range cases {
		got, ok := LeastRestrictive(c.a, c.b)
		switch {
		case c.want == "-" && ok:
			t.Errorf("LeastRestrictive(%s, %s) = %s, Flink rejects it", c.a, c.b, got)
		case c.want != "-" && (!ok || got.String() != c.want):
			t.Errorf("LeastRestrictive(%s, %s) = %v, %v; Flink %s", c.a, c.b, got, ok, c.want)
		}
	}
	if _, ok := LeastRestrictive(Null, Null); ok {
		t.Error("LeastRestrictive(NULL, NULL): Flink reports \"Illegal use of 'NULL'\"")
	}
}
