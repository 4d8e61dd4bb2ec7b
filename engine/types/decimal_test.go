package types

import (
	"bufio"
	"math/big"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/decimal128"
)

// TestFormatDecimalJavaVectors compares FormatDecimal and FormatDecimalPlain
// with BigDecimal.toString and toPlainString (testdata/java_bigdecimal.txt).
func TestFormatDecimalJavaVectors(t *testing.T) {
	f, err := os.Open("testdata/java_bigdecimal.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		p := strings.Fields(sc.Text())
		u, ok := new(big.Int).SetString(p[0], 10)
		if !ok {
			t.Fatalf("bad line %q", sc.Text())
		}
		if u.BitLen() > 126 {
			continue // beyond DECIMAL(38)
		}
		scale, _ := strconv.Atoi(p[1])
		num := decimal128.FromBigInt(u)
		if got := FormatDecimal(num, scale); got != p[2] {
			t.Errorf("FormatDecimal(%s, %d) = %q, Java %q", p[0], scale, got, p[2])
		}
		if got := FormatDecimalPlain(num, scale); got != p[3] {
			t.Errorf("FormatDecimalPlain(%s, %d) = %q, Java %q", p[0], scale, got, p[3])
		}
		n++
	}
	if n < 400 {
		t.Fatalf("checked only %d vectors", n)
	}
}

func TestRescaleDecimal(t *testing.T) {
	// HALF_UP, NULL (false) on overflow: DecimalData.fromBigDecimal.
	cases := []struct {
		unscaled       int64
		from, prec, to int
		want           string
		ok             bool
	}{
		{99995, 3, 4, 1, "100.0", true},
		{-5, 3, 3, 2, "-0.01", true},
		{5, 3, 3, 2, "0.01", true},
		{4, 3, 3, 2, "0.00", true},
		{12345, 2, 3, 1, "", false},
		{15, 1, 1, 0, "2", true},
		{-25, 1, 1, 0, "-3", true},
		{1, 0, 38, 37, "1.0000000000000000000000000000000000000", true},
		{123, 0, 2, 0, "", false},
	}
	for _, c := range cases {
		got, ok := RescaleDecimal(decimal128.FromI64(c.unscaled), c.from, c.prec, c.to)
		if ok != c.ok || (ok && FormatDecimalPlain(got, c.to) != c.want) {
			t.Errorf("RescaleDecimal(%d, %d → (%d, %d)) = %s, %v; want %s, %v",
				c.unscaled, c.from, c.prec, c.to, FormatDecimalPlain(got, c.to), ok, c.want, c.ok)
		}
	}
}

func TestDecimalToFloat64(t *testing.T) {
	// DecimalDataUtils.doubleValue: long / 10^scale for precision <= 18.
	if got := decimalToFloat64(decimal128.FromI64(12345), 10, 2); got != 123.45 {
		t.Errorf("got %v", got)
	}
	big38 := decimal128.FromBigInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(37), nil))
	if got := decimalToFloat64(big38, 38, 0); got != 1e37 {
		t.Errorf("got %v", got)
	}
}
