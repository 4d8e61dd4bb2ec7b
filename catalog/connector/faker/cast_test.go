package faker

import (
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/types"
)

func TestCastScalars(t *testing.T) {
	cases := []struct {
		in   string
		t    types.Type
		want any
	}{
		{"abc", types.VarChar(types.MaxLength), "abc"},
		{"too long", types.Char(3), "too long"}, // StringData.fromString keeps it whole
		{"TRUE", types.Boolean, true},
		{"yes", types.Boolean, false},
		{"-128", types.TinyInt, int8(-128)},
		{"300", types.SmallInt, int16(300)},
		{"42", types.Int, int32(42)},
		{"9000000000", types.BigInt, int64(9000000000)},
		{" 1.5 ", types.Double, 1.5},
		{"2.5f", types.Float, float32(2.5)},
		{"12.345", types.Decimal(6, 2), decimal128.FromI64(1235)},
		{"1e2", types.Decimal(6, 2), decimal128.FromI64(10000)},
		{"-.5E+1", types.Decimal(6, 2), decimal128.FromI64(-500)},
		{"123456", types.Decimal(6, 2), nil}, // beyond the precision: NULL
		{"2024-03-05 10:11:12", types.Date, int32(19787)},
		{"1969-12-31 12:00:00", types.Date, int32(0)}, // truncated toward the epoch, as Java divides
		{"3600000000000", types.Time(0), int32(3600000)},
		{"2024-03-05 10:11:12.123456789", types.Timestamp(9), types.TimestampData{Millis: 1709633472123, NanoOfMilli: 456789}},
		{"2024-03-05 10:11:12", types.TimestampLTZ(3), types.TimestampData{Millis: 1709633472000}},
		{"2023-02-30 00:00:00", types.Date, int32(19416)}, // SMART: the last day of February
	}
	for _, c := range cases {
		got, err := cast([]string{c.in}, c.t)
		if err != nil {
			t.Errorf("cast(%q, %s): %v", c.in, c.t, err)
			continue
		}
		if got != c.want {
			t.Errorf("cast(%q, %s) = %#v, want %#v", c.in, c.t, got, c.want)
		}
	}
}

func TestCastErrors(t *testing.T) {
	cases := []struct {
		in   string
		t    types.Type
		want string
	}{
		{"abc", types.Int, `For input string: "abc"`},
		{"1.5", types.BigInt, `For input string: "1.5"`},
		{"300", types.TinyInt, `Value out of range. Value:"300" Radix:10`},
		{"", types.Double, "empty String"},
		{"2024-03-05", types.Timestamp(3), "Text '2024-03-05' could not be parsed at index 10"},
		{"2024-13-05 00:00:00", types.Date, "Invalid value for MonthOfYear (valid values 1 - 12): 13"},
		{"x1", types.Decimal(5, 0), "Character x is neither a decimal digit number"},
		{"1x", types.Decimal(5, 0), "Character x is neither a decimal digit number"},
		{"1.2.3", types.Decimal(5, 0), "Character array contains more than one decimal point."},
		{"1e", types.Decimal(5, 0), "No exponent digits."},
		{"a", types.VarBinary(4), "Unsupported Data Type"},
	}
	for _, c := range cases {
		_, err := cast([]string{c.in}, c.t)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("cast(%q, %s) = %v, want %q", c.in, c.t, err, c.want)
		}
	}
}

func TestCastCollections(t *testing.T) {
	arr, err := cast([]string{"1", "2", "3"}, types.ArrayOf(types.Int))
	if err != nil || len(arr.([]any)) != 3 || arr.([]any)[2] != int32(3) {
		t.Errorf("array: %v %v", arr, err)
	}
	ms, err := cast([]string{"a", "b", "a", "a"}, types.MultisetOf(types.VarChar(10)))
	if err != nil {
		t.Fatal(err)
	}
	if e := ms.([]types.MapEntry); len(e) != 2 || e[0].Key != "a" || e[0].Value != int32(3) || e[1].Value != int32(1) {
		t.Errorf("multiset: %v", e)
	}
	m, err := cast([]string{"k", "1", "j", "2", "k", "3"}, types.MapOf(types.VarChar(10), types.Int))
	if err != nil {
		t.Fatal(err)
	}
	if e := m.([]types.MapEntry); len(e) != 2 || e[0].Key != "k" || e[0].Value != int32(3) {
		t.Errorf("map: HashMap.put keeps the last value of a key: %v", e)
	}
	row := types.RowOf([]string{"a", "b"}, []types.Type{types.VarChar(10), types.Int})
	r, err := cast([]string{"x", "7"}, row)
	if err != nil || r.([]any)[1] != int32(7) {
		t.Errorf("row: %v %v", r, err)
	}
	// An array of two-field rows gives each row one string, as flink-faker does.
	if _, err := cast([]string{"x"}, types.ArrayOf(row)); err == nil ||
		!strings.Contains(err.Error(), "Index 1 out of bounds for length 1") {
		t.Errorf("array of rows: %v", err)
	}
}
