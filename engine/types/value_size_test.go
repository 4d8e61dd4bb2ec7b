package types

import (
	"errors"
	"strings"
	"testing"
)

// A CAST to CHAR(n) or BINARY(n) pads to n, which the script chooses: past MaxValueBytes it
// fails before it allocates, and it still pads below.
func TestCastPaddingChecksTheValueSize(t *testing.T) {
	for _, to := range []Type{Char(2000000000), Binary(2000000000)} {
		from, v := String, any("a")
		if to.Kind == KindBinary {
			from, v = Bytes, any([]byte("a"))
		}
		_, err := CastValue(v, from, to, nil)
		var fe interface{ FlinkClass() string }
		if !errors.Is(err, ErrValueTooLarge) || !errors.As(err, &fe) || fe.FlinkClass() != "flinkpad.ValueTooLarge" {
			t.Errorf("CAST to %s: got %v, want the value's size refused", to, err)
		}
	}
	got, err := CastValue("ab", String, Char(1000), nil)
	if err != nil || got != "ab"+strings.Repeat(" ", 998) {
		t.Errorf("CAST to CHAR(1000): %q, %v", got, err)
	}
	if err := CheckValueSize("X", MaxValueBytes); err != nil {
		t.Errorf("a value of exactly MaxValueBytes is allowed: %v", err)
	}
}
