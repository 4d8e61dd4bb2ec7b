package types

import (
	"errors"
	"testing"
)

// FuzzCastFromString: any string cast to any scalar type returns a value or
// a cast error, never a panic or another error.
func FuzzCastFromString(f *testing.F) {
	for _, s := range []string{"", " 42 ", "1e400", "2024-01-05 10:00:00.123", "10:00-02", "x", "-", "1.5x", "0x1p3",
		"99999999999-01-01", "2024-1-5", "1:2:3.4567", "+", "..", "1e", "1e+", "9223372036854775808", "\xff\xfe"} {
		f.Add(s)
	}
	targets := []Type{Boolean, TinyInt, SmallInt, Int, BigInt, Float, Double, Decimal(5, 2), Decimal(25, 3),
		Char(3), VarChar(2), Binary(2), Bytes, Date, Time(0), Time(3), Timestamp(3), Timestamp(9), TimestampLTZ(6)}
	f.Fuzz(func(t *testing.T, s string) {
		for _, to := range targets {
			v, err := CastValue(s, String, to, nil)
			if err != nil {
				if !errors.Is(err, ErrCastFailed) {
					t.Fatalf("CAST(%q AS %s): unexpected error %v", s, to, err)
				}
				continue
			}
			_ = FormatValue(to, v)
			_ = CastToString(to, v, nil)
		}
	})
}
