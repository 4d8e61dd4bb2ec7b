package types

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// castOK casts and formats the result as Row.toString would, "null" for NULL
// and "ERR" for a failed cast.
func castOK(t *testing.T, v any, from, to Type) string {
	t.Helper()
	out, err := CastValue(v, from, to, nil)
	if err != nil {
		if !errors.Is(err, ErrCastFailed) {
			t.Fatalf("CAST(%v AS %s): %v is not a cast failure", v, to, err)
		}
		return "ERR"
	}
	return FormatValue(to, out)
}

// TestCastFromString: TRY_CAST results recorded in Flink 2.3 with run-time
// (not constant-folded) inputs (cases cast_string_to_numbers and cast_runtime_numeric). ERR means
// TRY_CAST gave NULL, i.e. CAST fails.
func TestCastFromString(t *testing.T) {
	cases := []struct {
		in                                  string
		i, ti, bi, d, f, d52, d100, b, d252 string
	}{
		{"\t7", "ERR", "ERR", "ERR", "7.0", "7.0", "7.00", "7", "ERR", "7.00"},
		{"  ", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"},
		{" -12 ", "-12", "-12", "-12", "-12.0", "-12.0", "-12.00", "-12", "ERR", "-12.00"},
		{" 42 ", "42", "42", "42", "42.0", "42.0", "42.00", "42", "ERR", "42.00"},
		{"+", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"},
		{"+5", "5", "5", "5", "5.0", "5.0", "5.00", "5", "ERR", "5.00"},
		{"", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"},
		{"-", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"},
		{"-0", "0", "0", "0", "-0.0", "-0.0", "0.00", "0", "ERR", "0.00"},
		{"-1.5", "-1", "-1", "-1", "-1.5", "-1.5", "-1.50", "-2", "ERR", "-1.50"},
		{"-2147483648", "-2147483648", "ERR", "-2147483648", "-2.147483648E9", "-2.14748365E9", "ERR", "-2147483648", "ERR", "-2147483648.00"},
		{".5", "0", "0", "0", "0.5", "0.5", "0.50", "1", "ERR", "0.50"},
		{"0.000001", "0", "0", "0", "1.0E-6", "1.0E-6", "0.00", "0", "ERR", "0.00"},
		{"007", "7", "7", "7", "7.0", "7.0", "7.00", "7", "ERR", "7.00"},
		{"0007", "7", "7", "7", "7.0", "7.0", "ERR", "7", "ERR", "7.00"},
		{"0x10", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"},
		{"1.", "1", "1", "1", "1.0", "1.0", "1.00", "1", "ERR", "1.00"},
		{"1", "1", "1", "1", "1.0", "1.0", "1.00", "1", "true", "1.00"},
		{"1.5", "1", "1", "1", "1.5", "1.5", "1.50", "2", "ERR", "1.50"},
		{"1.5d", "ERR", "ERR", "ERR", "1.5", "1.5", "1.50", "2", "ERR", "ERR"},
		{"1.5f", "ERR", "ERR", "ERR", "1.5", "1.5", "1.50", "2", "ERR", "ERR"},
		{"1.5x", "ERR", "ERR", "ERR", "ERR", "ERR", "1.50", "2", "ERR", "ERR"},
		{"12abc", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"},
		{"1E2", "ERR", "ERR", "ERR", "100.0", "100.0", "100.00", "100", "ERR", "100.00"},
		{"1_000", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"},
		{"1e3", "ERR", "ERR", "ERR", "1000.0", "1000.0", "ERR", "1000", "ERR", "1000.00"},
		{"1e-2", "ERR", "ERR", "ERR", "0.01", "0.01", "0.01", "0", "ERR", "0.01"},
		{"1e400", "ERR", "ERR", "ERR", "Infinity", "Infinity", "ERR", "ERR", "ERR", "ERR"},
		{"2.5", "2", "2", "2", "2.5", "2.5", "2.50", "3", "ERR", "2.50"},
		{"2147483648", "ERR", "ERR", "2147483648", "2.147483648E9", "2.14748365E9", "ERR", "2147483648", "ERR", "2147483648.00"},
		{"9223372036854775808", "ERR", "ERR", "ERR", "9.223372036854776E18", "9.223372E18", "ERR", "ERR", "ERR", "9223372036854775808.00"},
		{"Infinity", "ERR", "ERR", "ERR", "Infinity", "Infinity", "ERR", "ERR", "ERR", "ERR"},
		{"NaN", "ERR", "ERR", "ERR", "NaN", "NaN", "ERR", "ERR", "ERR", "ERR"},
		{"abc", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"},
		{"x", "ERR", "ERR", "ERR", "ERR", "ERR", "0.00", "0", "ERR", "ERR"},
		{"inf", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"},
		{"-.5", "0", "0", "0", "-0.5", "-0.5", "-0.50", "-1", "ERR", "-0.50"},
		{"1.005", "1", "1", "1", "1.005", "1.005", "1.01", "1", "ERR", "1.01"},
		{"-1.005", "-1", "-1", "-1", "-1.005", "-1.005", "-1.01", "-1", "ERR", "-1.01"},
		{"123456789012345678901", "ERR", "ERR", "ERR", "1.2345678901234568E20", "1.2345679E20", "ERR", "ERR", "ERR", "123456789012345678901.00"},
	}
	for _, c := range cases {
		for _, k := range []struct {
			to   Type
			want string
		}{
			{Int, c.i}, {TinyInt, c.ti}, {BigInt, c.bi}, {Double, c.d}, {Float, c.f},
			{Decimal(5, 2), c.d52}, {Decimal(10, 0), c.d100}, {Boolean, c.b}, {Decimal(25, 2), c.d252},
		} {
			if got := castOK(t, c.in, String, k.to); got != k.want {
				t.Errorf("CAST(%q AS %s) = %s, Flink %s", c.in, k.to, got, k.want)
			}
		}
	}
}

func TestCastStringToBoolean(t *testing.T) {
	// Case cast_string_to_boolean_datetime: no trimming, case-insensitive.
	want := map[string]string{" true ": "ERR", "0": "false", "1": "true", "2": "ERR", "FALSE": "false", "TRUE": "true",
		"True": "true", "f": "false", "false": "false", "n": "false", "no": "false", "off": "ERR", "on": "ERR",
		"t": "true", "true": "true", "x": "ERR", "y": "true", "yes": "true"}
	for in, w := range want {
		if got := castOK(t, in, String, Boolean); got != w {
			t.Errorf("CAST(%q AS BOOLEAN) = %s, Flink %s", in, got, w)
		}
	}
}

// TestCastStringToDateTime: case cast_string_to_boolean_datetime, TRY_CAST(v AS DATE, TIME,
// TIME(3), TIMESTAMP, TIMESTAMP(3), TIMESTAMP(9), TIMESTAMP_LTZ(3), TIMESTAMP(0)).
func TestCastStringToDateTime(t *testing.T) {
	targets := []Type{Date, Time(0), Time(3), Timestamp(6), Timestamp(3), Timestamp(9), TimestampLTZ(3), Timestamp(0)}
	cases := []struct {
		in   string
		want [8]string
	}{
		{" 2024-01-05 ", [8]string{"2024-01-05", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"-1-01-01", [8]string{"ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"0000-01-01", [8]string{"0000-01-01", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"10", [8]string{"0010-01-01", "10:00", "10:00", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"10:00", [8]string{"ERR", "10:00", "10:00", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"10:00:00.123456789", [8]string{"ERR", "10:00", "10:00:00.123", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"10:00:60", [8]string{"ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"1970-01-01 00:00:00.000000001", [8]string{"1970-01-01", "ERR", "ERR", "1970-01-01T00:00", "1970-01-01T00:00",
			"1970-01-01T00:00:00.000000001", "1970-01-01T00:00:00Z", "1970-01-01T00:00"}},
		{"1:2:3", [8]string{"ERR", "01:02:03", "01:02:03", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"2023-02-29", [8]string{"ERR", "ERR", "ERR", "2023-02-28T00:00", "2023-02-28T00:00", "2023-02-28T00:00", "2023-02-28T00:00:00Z", "2023-02-28T00:00"}},
		{"2024-01", [8]string{"2024-01-01", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"2024-01-05 ", [8]string{"2024-01-05", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"2024-01-05 10", [8]string{"2024-01-05", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"2024-01-05 10:00", [8]string{"2024-01-05", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"2024-01-05 10:00:00+01:00", [8]string{"2024-01-05", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"2024-01-05 10:00:00", [8]string{"2024-01-05", "ERR", "ERR", "2024-01-05T10:00", "2024-01-05T10:00", "2024-01-05T10:00", "2024-01-05T10:00:00Z", "2024-01-05T10:00"}},
		{"2024-01-05 10:00:00.123456789", [8]string{"2024-01-05", "ERR", "ERR", "2024-01-05T10:00:00.123456", "2024-01-05T10:00:00.123",
			"2024-01-05T10:00:00.123456789", "2024-01-05T10:00:00.123Z", "2024-01-05T10:00"}},
		{"2024-01-05 10:00:00.5", [8]string{"2024-01-05", "ERR", "ERR", "2024-01-05T10:00:00.500", "2024-01-05T10:00:00.500",
			"2024-01-05T10:00:00.500", "2024-01-05T10:00:00.500Z", "2024-01-05T10:00"}},
		{"2024-01-05 10:00:00.9999999", [8]string{"2024-01-05", "ERR", "ERR", "2024-01-05T10:00:00.999999", "2024-01-05T10:00:00.999",
			"2024-01-05T10:00:00.999999900", "2024-01-05T10:00:00.999Z", "2024-01-05T10:00"}},
		{"2024-01-05 1:2:3", [8]string{"2024-01-05", "ERR", "ERR", "2024-01-05T01:02:03", "2024-01-05T01:02:03", "2024-01-05T01:02:03",
			"2024-01-05T01:02:03Z", "2024-01-05T01:02:03"}},
		{"2024-01-05 25:00:00", [8]string{"2024-01-05", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"2024-01-05T10", [8]string{"ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"2024-01-05T10:00:00", [8]string{"ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"2024-02-29", [8]string{"2024-02-29", "ERR", "ERR", "2024-02-29T00:00", "2024-02-29T00:00", "2024-02-29T00:00", "2024-02-29T00:00:00Z", "2024-02-29T00:00"}},
		{"2024-1-5", [8]string{"2024-01-05", "ERR", "ERR", "2024-01-05T00:00", "2024-01-05T00:00", "2024-01-05T00:00", "2024-01-05T00:00:00Z", "2024-01-05T00:00"}},
		{"2024-13-01", [8]string{"ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"20240105", [8]string{"ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"24:00:00", [8]string{"ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
		{"99999-01-01", [8]string{"ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR", "ERR"}},
	}
	for _, c := range cases {
		for i, to := range targets {
			if got := castOK(t, c.in, String, to); got != c.want[i] {
				t.Errorf("CAST(%q AS %s) = %s, Flink %s", c.in, to, got, c.want[i])
			}
		}
	}
}

// TestCastErrorMessages: the root-cause messages of failing CASTs recorded
// in Flink 2.3 (cases cast_const_*_error and cast_runtime_*_error).
func TestCastErrorMessages(t *testing.T) {
	cases := []struct {
		in         string
		to         Type
		class, msg string
	}{
		{"abc", Int, "java.lang.NumberFormatException", "For input string: 'abc'. Invalid character found."},
		{"2147483648", Int, "java.lang.NumberFormatException", "For input string: '2147483648'. Overflow."},
		{"300", TinyInt, "java.lang.NumberFormatException", "For input string: '300'. Overflow."},
		{"x", Double, "java.lang.NumberFormatException", "For input string: \"x\""},
		{"123456", Decimal(5, 2), "java.lang.NumberFormatException", "For input string: '123456'. Overflow."},
		{"x", Boolean, "org.apache.flink.table.api.TableException", "Cannot parse 'x' as BOOLEAN."},
		{"2023-02-29", Date, "java.time.DateTimeException", "For input string: '2023-02-29'."},
		{"x", Time(0), "java.time.DateTimeException", "Invalid time format: 'x'. Expected format: HH:mm:ss[.fff] where HH is 00-23, mm is 00-59, ss is 00-59"},
		{"1", Timestamp(6), "java.time.format.DateTimeParseException", "Text '1' could not be parsed at index 0"},
	}
	for _, c := range cases {
		_, err := CastValue(c.in, String, c.to, nil)
		ce, ok := flinkerr.Find(err, ErrCastFailed)
		if !ok {
			t.Errorf("CAST(%q AS %s): %v, want a failed cast", c.in, c.to, err)
			continue
		}
		if ce.Class != c.class || ce.Msg != c.msg {
			t.Errorf("CAST(%q AS %s): %s: %s; Flink %s: %s", c.in, c.to, ce.Class, ce.Msg, c.class, c.msg)
		}
		if v, err := TryCastValue(c.in, String, c.to, nil); v != nil || err != nil {
			t.Errorf("TRY_CAST(%q AS %s) = %v, %v; want NULL", c.in, c.to, v, err)
		}
	}
	// CAST(CAST('NaN' AS DOUBLE) AS DECIMAL(5, 1)) fails (case cast_const_nan_to_decimal_error).
	_, err := CastValue(math.NaN(), Double, Decimal(5, 1), nil)
	if err == nil || err.Error() != `Character N is neither a decimal digit number, decimal point, nor "e" notation exponential mark.` {
		t.Errorf("NaN to DECIMAL: %v", err)
	}
}

// TestCastNumeric: run-time casts between numbers recorded in Flink 2.3
// (case cast_runtime_numeric, whose inputs are not constant-folded).
func TestCastNumeric(t *testing.T) {
	ints := []int32{-1, -129, math.MinInt32, 0, math.MaxInt32, 300, 5, 65535, 70000}
	// TINYINT, SMALLINT, BOOLEAN, DECIMAL(3, 0), DECIMAL(5, 2), FLOAT, DOUBLE
	intWant := [][7]string{
		{"-1", "-1", "true", "-1", "-1.00", "-1.0", "-1.0"},
		{"127", "-129", "true", "-129", "-129.00", "-129.0", "-129.0"},
		{"0", "0", "true", "null", "null", "-2.14748365E9", "-2.147483648E9"},
		{"0", "0", "false", "0", "0.00", "0.0", "0.0"},
		{"-1", "-1", "true", "null", "null", "2.14748365E9", "2.147483647E9"},
		{"44", "300", "true", "300", "300.00", "300.0", "300.0"},
		{"5", "5", "true", "5", "5.00", "5.0", "5.0"},
		{"-1", "-1", "true", "null", "null", "65535.0", "65535.0"},
		{"112", "4464", "true", "null", "null", "70000.0", "70000.0"},
	}
	intTargets := []Type{TinyInt, SmallInt, Boolean, Decimal(3, 0), Decimal(5, 2), Float, Double}
	for i, v := range ints {
		for j, to := range intTargets {
			if got := castOK(t, v, Int, to); got != intWant[i][j] {
				t.Errorf("CAST(%d AS %s) = %s, Flink %s", v, to, got, intWant[i][j])
			}
		}
	}
	doubles := []float64{-1e100, -1.5e-7, -7.9, 0.1, 1e10, 1e20, 123456.789, 2.5, 9.223372036854776e18}
	// INT, BIGINT, TINYINT, SMALLINT, DECIMAL(5, 1), DECIMAL(38, 0), FLOAT, BOOLEAN, DECIMAL(20, 18), STRING
	dblWant := [][10]string{
		{"-2147483648", "-9223372036854775808", "0", "0", "null", "null", "-Infinity", "true", "null", "-1.0E100"},
		{"0", "0", "0", "0", "0.0", "0", "-1.5E-7", "true", "-1.50000000000E-7", "-1.5E-7"},
		{"-7", "-7", "-7", "-7", "-7.9", "-8", "-7.9", "true", "-7.900000000000000000", "-7.9"},
		{"0", "0", "0", "0", "0.1", "0", "0.1", "true", "0.100000000000000000", "0.1"},
		{"2147483647", "10000000000", "-1", "-1", "null", "10000000000", "1.0E10", "true", "null", "1.0E10"},
		{"2147483647", "9223372036854775807", "-1", "-1", "null", "100000000000000000000", "1.0E20", "true", "null", "1.0E20"},
		{"123456", "123456", "64", "-7616", "null", "123457", "123456.79", "true", "null", "123456.789"},
		{"2", "2", "2", "2", "2.5", "3", "2.5", "true", "2.500000000000000000", "2.5"},
		{"2147483647", "9223372036854775807", "-1", "-1", "null", "9223372036854776000", "9.223372E18", "true", "null", "9.223372036854776E18"},
	}
	dblTargets := []Type{Int, BigInt, TinyInt, SmallInt, Decimal(5, 1), Decimal(38, 0), Float, Boolean, Decimal(20, 18), String}
	for i, v := range doubles {
		for j, to := range dblTargets {
			if got := castOK(t, v, Double, to); got != dblWant[i][j] {
				t.Errorf("CAST(%v AS %s) = %s, Flink %s", v, to, got, dblWant[i][j])
			}
		}
	}
	// DECIMAL(10, 3) values; INT, TINYINT, DECIMAL(3, 2), DECIMAL(4, 1),
	// DECIMAL(2, 0), DOUBLE, FLOAT, BOOLEAN, STRING, DECIMAL(38, 10)
	decs := []int64{-5, -500, 4, 100, 1000, 1999, 123450, 2500, 99995}
	decWant := [][10]string{
		{"0", "0", "-0.01", "0.0", "0", "-0.005", "-0.005", "true", "-0.005", "-0.0050000000"},
		{"0", "0", "-0.50", "-0.5", "-1", "-0.5", "-0.5", "true", "-0.500", "-0.5000000000"},
		{"0", "0", "0.00", "0.0", "0", "0.004", "0.004", "true", "0.004", "0.0040000000"},
		{"0", "0", "0.10", "0.1", "0", "0.1", "0.1", "true", "0.100", "0.1000000000"},
		{"1", "1", "1.00", "1.0", "1", "1.0", "1.0", "true", "1.000", "1.0000000000"},
		{"1", "1", "2.00", "2.0", "2", "1.999", "1.999", "true", "1.999", "1.9990000000"},
		{"123", "123", "null", "123.5", "null", "123.45", "123.45", "true", "123.450", "123.4500000000"},
		{"2", "2", "2.50", "2.5", "3", "2.5", "2.5", "true", "2.500", "2.5000000000"},
		{"99", "99", "null", "100.0", "null", "99.995", "99.995", "true", "99.995", "99.9950000000"},
	}
	decTargets := []Type{Int, TinyInt, Decimal(3, 2), Decimal(4, 1), Decimal(2, 0), Double, Float, Boolean, String, Decimal(38, 10)}
	from := Decimal(10, 3)
	for i, v := range decs {
		for j, to := range decTargets {
			if got := castOK(t, decimal128.FromI64(v), from, to); got != decWant[i][j] {
				t.Errorf("CAST(%s AS %s) = %s, Flink %s", FormatDecimal(decimal128.FromI64(v), 3), to, got, decWant[i][j])
			}
		}
	}
	// Booleans (case cast_numeric_matrix).
	for _, c := range []struct {
		to   Type
		want string
	}{{Int, "1"}, {Decimal(5, 2), "1.00"}, {String, "TRUE"}, {TinyInt, "1"}, {BigInt, "1"}} {
		if got := castOK(t, true, Boolean, c.to); got != c.want {
			t.Errorf("CAST(TRUE AS %s) = %s, want %s", c.to, got, c.want)
		}
	}
	if got := castOK(t, false, Boolean, Double); got != "0.0" {
		t.Errorf("CAST(FALSE AS DOUBLE) = %s", got)
	}
}

// TestCastStrings: CHAR/VARCHAR/BINARY lengths (case cast_string_binary_lengths).
func TestCastStrings(t *testing.T) {
	cases := []struct {
		in   string
		to   Type
		want string
	}{
		{"", Char(3), "   "},
		{"a", Char(3), "a  "},
		{"abcdef", Char(3), "abc"},
		{"äöü日本語x", Char(3), "äöü"},
		{"a", VarChar(3), "a"},
		{"abcdef", VarChar(3), "abc"},
		{"", Binary(2), "[0, 0]"},
		{"a", Binary(2), "[97, 0]"},
		{"a", VarBinary(2), "[97]"},
		{"abcdef", Binary(2), "[97, 98]"},
		{"äöü日本語x", Binary(2), "[-61, -92]"},
		{"", VarBinary(2), "[]"},
		{"abcdef", Bytes, "[97, 98, 99, 100, 101, 102]"},
	}
	for _, c := range cases {
		if got := castOK(t, c.in, String, c.to); got != c.want {
			t.Errorf("CAST(%q AS %s) = %q, Flink %q", c.in, c.to, got, c.want)
		}
	}
	others := []struct {
		v        any
		from, to Type
		want     string
	}{
		{int32(12345), Int, VarChar(3), "123"},
		{int32(12345), Int, Char(8), "12345   "},
		{[]byte{1, 2}, Binary(2), Binary(3), "[1, 2, 0]"},
		{[]byte{1, 2, 3}, Binary(3), VarBinary(1), "[1]"},
		{[]byte{0xe6, 0x97, 0xa5}, Bytes, String, "日"},
		{[]byte{0xff}, Bytes, String, "\ufffd"},
		{[]byte{1, 2}, Binary(2), VarChar(1), "\x01"},
		{[]any{"abcdef"}, ArrayOf(String), VarChar(3), "[ab"},
		{[]any{"a"}, ArrayOf(String), Char(5), "[a]  "},
	}
	for _, c := range others {
		if got := castOK(t, c.v, c.from, c.to); got != c.want {
			t.Errorf("CAST(%v AS %s) = %q, want %q", c.v, c.to, got, c.want)
		}
	}
}

// TestCastTemporal: case cast_temporal.
func TestCastTemporal(t *testing.T) {
	v := ts("2024-01-05 10:20:30.123456")
	cases := []struct {
		v        any
		from, to Type
		want     string
	}{
		{v, Timestamp(6), Date, "2024-01-05"},
		{v, Timestamp(6), Time(0), "10:20:30"},
		{v, Timestamp(6), Time(3), "10:20:30.123"},
		{int32(19727), Date, Timestamp(6), "2024-01-05T00:00"},
		{int32(19727), Date, TimestampLTZ(3), "2024-01-05T00:00:00Z"},
		{v, Timestamp(6), Timestamp(3), "2024-01-05T10:20:30.123"},
		{v, Timestamp(6), Timestamp(0), "2024-01-05T10:20:30"},
		{v, Timestamp(6), TimestampLTZ(3), "2024-01-05T10:20:30.123Z"},
		{v, TimestampLTZ(6), Timestamp(3), "2024-01-05T10:20:30.123"},
		{v, TimestampLTZ(6), Date, "2024-01-05"},
		{int32(37230000), Time(0), Timestamp(6), "1970-01-01T10:20:30"},
		{ts("2024-01-05 10:20:30.999999"), Timestamp(6), Timestamp(3), "2024-01-05T10:20:30.999"},
		{ts("2024-01-05 10:20:30.999999"), Timestamp(6), Timestamp(0), "2024-01-05T10:20:30"},
		{ts("2024-01-05 10:20:30.999999"), Timestamp(6), Time(0), "10:20:30"},
		{int32(37230999), Time(3), Time(0), "10:20:30"},
		{ts("1969-12-31 23:59:59.9995"), Timestamp(9), Timestamp(3), "1969-12-31T23:59:59.999"},
		{int32(37230000), Time(0), String, "10:20:30"},
	}
	for _, c := range cases {
		if got := castOK(t, c.v, c.from, c.to); got != c.want {
			t.Errorf("CAST(%s AS %s) = %s, Flink %s", FormatValue(c.from, c.v), c.to, got, c.want)
		}
	}
}

func TestCastConstructedAndNull(t *testing.T) {
	if got := castOK(t, []any{int32(1), nil}, ArrayOf(Int), ArrayOf(BigInt)); got != "[1, null]" {
		t.Errorf("ARRAY cast = %s", got)
	}
	row := RowOf([]string{"a", "b"}, []Type{Int, String})
	row2 := RowOf([]string{"x", "y"}, []Type{Double, Char(3)})
	if got := castOK(t, []any{int32(1), "a"}, row, row2); got != "+I[1.0, a  ]" {
		t.Errorf("ROW cast = %s", got)
	}
	if v, err := CastValue(nil, String, Int, nil); v != nil || err != nil {
		t.Errorf("CAST(NULL) = %v, %v", v, err)
	}
	if _, err := CastValue(int32(1), Int, Date, nil); !errors.Is(err, ErrCastNotSupported) {
		t.Errorf("CAST(INT AS DATE): %v", err)
	}
	if _, err := TryCastValue(int32(1), Int, Date, nil); !errors.Is(err, ErrCastNotSupported) {
		t.Errorf("TRY_CAST(INT AS DATE) should still be a validation error: %v", err)
	}
}

func ExampleCastValue() {
	v, err := CastValue(" 42 ", String, Int, nil)
	fmt.Println(v, err)
	_, err = CastValue("abc", String, Int, nil)
	fmt.Println(err)
	// Output:
	// 42 <nil>
	// For input string: 'abc'. Invalid character found.
}
