package types

import (
	"errors"
	"testing"
)

// TestCastTables compares SupportsImplicitCast, SupportsExplicitCast and
// SupportsAvoidingCast with Flink's LogicalTypeCasts over every pair of 42
// types (testdata/flink_logical_types.txt).
func TestCastTables(t *testing.T) {
	rows := readSections(t, "testdata/flink_logical_types.txt")["casts"]
	if len(rows) < 1000 {
		t.Fatalf("only %d rows", len(rows))
	}
	for _, r := range rows {
		from, to := mustParseType(t, r[0]), mustParseType(t, r[1])
		flags := r[2]
		if got, want := SupportsImplicitCast(from, to), flags[0] == 'I'; got != want {
			t.Errorf("SupportsImplicitCast(%s, %s) = %v, Flink %v", r[0], r[1], got, want)
		}
		if got, want := SupportsExplicitCast(from, to), flags[1] == 'E'; got != want {
			t.Errorf("SupportsExplicitCast(%s, %s) = %v, Flink %v", r[0], r[1], got, want)
		}
		if got, want := SupportsAvoidingCast(from, to), flags[2] == 'A'; got != want {
			t.Errorf("SupportsAvoidingCast(%s, %s) = %v, Flink %v", r[0], r[1], got, want)
		}
	}
}

func TestCheckCastMessages(t *testing.T) {
	// Messages of TimestampToNumericCastRule / NumericToTimestampCastRule.
	cases := []struct {
		from, to Type
		want     string
	}{
		{Timestamp(3), BigInt, "The cast from TIMESTAMP type to NUMERIC type is not allowed. It's recommended to use UNIX_TIMESTAMP(CAST(timestamp_col AS STRING)) instead."},
		{Int, TimestampLTZ(3), "The cast from NUMERIC type to TIMESTAMP_LTZ type is not allowed. It's recommended to use TO_TIMESTAMP_LTZ(numeric_col, precision) instead."},
		{Date, Int, "Cast function cannot convert value of type DATE to type INTEGER"},
		{ArrayOf(Int), Int, "Cast function cannot convert value of type INTEGER ARRAY to type INTEGER"},
		{MapOf(Char(1), Int), ArrayOf(Int), "Cast function cannot convert value of type (CHAR(1), INTEGER) MAP to type INTEGER ARRAY"},
	}
	for _, c := range cases {
		err := CheckCast(c.from, c.to)
		if err == nil || err.Error() != c.want || !errors.Is(err, ErrCastNotSupported) || errors.Is(err, ErrCastFailed) {
			t.Errorf("CheckCast(%s, %s) = %v, want %q", c.from, c.to, err, c.want)
		}
	}
	if err := CheckCast(String, Int); err != nil {
		t.Errorf("CheckCast(STRING, INT) = %v", err)
	}
}
