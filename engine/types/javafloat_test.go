package types

import (
	"bufio"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

func TestFormatDouble(t *testing.T) {
	// Expectations are Java 17's Double.toString; the E23 and E18 ones are
	// non-shortest outputs that Flink printed in recorded results
	// (cases types_format_double_float / types_format_float_more: 1.0E23 shows as 9.999999999999999E22).
	cases := []struct {
		in   float64
		want string
	}{
		{0.1, "0.1"},
		{1.0e-4, "1.0E-4"},
		{123456789.0, "1.23456789E8"},
		{1.0e7, "1.0E7"},
		{9999999.0, "9999999.0"},
		{0.001, "0.001"},
		{9.999e-4, "9.999E-4"},
		{100.0, "100.0"},
		{1.0, "1.0"},
		{math.Copysign(0, -1), "-0.0"},
		{0, "0.0"},
		{math.NaN(), "NaN"},
		{math.Inf(1), "Infinity"},
		{math.Inf(-1), "-Infinity"},
		{17.5, "17.5"},
		{-9.0, "-9.0"},
		{2.8, "2.8"},
		{1.0e21, "1.0E21"},
		{1.0e23, "9.999999999999999E22"},
		{5958838436080787456.0, "5.9588384360807875E18"},
		{6.2709e20, "6.270899999999999E20"},
		{sum(0.1, 0.2), "0.30000000000000004"}, // runtime addition, not an exact constant
		{1.0 / 3, "0.3333333333333333"},
		{4.9e-324, "4.9E-324"},
		{math.MaxFloat64, "1.7976931348623157E308"},
		{-1.5e-7, "-1.5E-7"},
	}
	for _, c := range cases {
		if got := FormatDouble(c.in); got != c.want {
			t.Errorf("FormatDouble(%v) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestFormatFloat(t *testing.T) {
	cases := []struct {
		in   float32
		want string
	}{
		{0.1, "0.1"},
		{1.1, "1.1"},
		{1.0e7, "1.0E7"},
		{16777216.0, "1.6777216E7"},
		{3.4e38, "3.4E38"},
		{1.0e-10, "1.0E-10"},
		{0.3, "0.3"},
		{0.001, "0.001"},
		// Java 17 prints integral floats from their exact digits: recorded
		// from CAST(96918000000000 AS FLOAT) in Flink.
		{96918000000000, "9.6918001E13"},
		{-2.14748365e9, "-2.14748365E9"},
		{65535, "65535.0"},
		{123456.79, "123456.79"},
		{9.223372e18, "9.223372E18"},
	}
	for _, c := range cases {
		if got := FormatFloat(c.in); got != c.want {
			t.Errorf("FormatFloat(%v) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestFormatFloatJavaVectors compares with values printed by Java 17
// (testdata/java_float_tostring.txt; 200,000 further random values were
// checked the same way while writing this).
func TestFormatFloatJavaVectors(t *testing.T) {
	f, err := os.Open("testdata/java_float_tostring.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		p := strings.Fields(sc.Text())
		db, _ := strconv.ParseUint(p[0], 16, 64)
		fb, _ := strconv.ParseUint(p[2], 16, 32)
		if got := FormatDouble(math.Float64frombits(db)); got != p[1] {
			t.Errorf("FormatDouble(%s) = %q, Java %q", p[0], got, p[1])
		}
		if got := FormatFloat(math.Float32frombits(uint32(fb))); got != p[3] {
			t.Errorf("FormatFloat(%s) = %q, Java %q", p[2], got, p[3])
		}
		n++
	}
	if n < 4000 {
		t.Fatalf("read only %d vectors", n)
	}
}

func sum(a, b float64) float64 { return a + b }
