package types

import (
	"testing"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// TestParseEdgeCases: TRY_CAST(v AS TIMESTAMP), (v AS DATE), (v AS TIME(3))
// recorded in Flink 2.3 (case types_format_parse_edge_cases); ERR is NULL there.
func TestParseEdgeCases(t *testing.T) {
	cases := []struct{ in, ts, date, time string }{
		{" 2024-01-05 10:00:00", "ERR", "ERR", "ERR"},
		{"+2024-01-05", "ERR", "ERR", "ERR"},
		{"-1:00", "ERR", "ERR", "ERR"},
		{"024-01-05", "ERR", "0024-01-05", "ERR"},
		{"10:00+01:30", "ERR", "ERR", "ERR"},
		{"10:00-02", "ERR", "ERR", "08:00"},
		{"12:34:56.9999", "ERR", "ERR", "12:34:57"},
		{"12:60", "ERR", "ERR", "ERR"},
		{"1:1", "ERR", "ERR", "01:01"},
		{"2024-001-05", "ERR", "2024-01-05", "ERR"},
		{"2024-01-05  10:00:00", "ERR", "2024-01-05", "ERR"},
		{"2024-01-05 10:00:00 ", "ERR", "2024-01-05", "ERR"},
		{"2024-01-05 10:00:00.1234567891", "ERR", "2024-01-05", "ERR"},
		{"2024-01-32", "ERR", "ERR", "ERR"},
		{"2024-04-31", "2024-04-30T00:00", "ERR", "ERR"},
		{"2024-1-05 10:00:00.", "2024-01-05T10:00", "2024-01-05", "ERR"},
	}
	for _, c := range cases {
		for _, k := range []struct {
			to   Type
			want string
		}{{Timestamp(6), c.ts}, {Date, c.date}, {Time(3), c.time}} {
			if got := castOK(t, c.in, String, k.to); got != k.want {
				t.Errorf("CAST(%q AS %s) = %s, Flink %s", c.in, k.to, got, k.want)
			}
		}
	}
}

func TestTimestampParseMessages(t *testing.T) {
	// DateTimeFormatter's messages, as DateTimeParseException reports them.
	cases := []struct{ in, msg string }{
		{"1", "Text '1' could not be parsed at index 0"},
		{"2024-01-05 10:00", "Text '2024-01-05 10:00' could not be parsed, unparsed text found at index 10"},
		{"2024-13-01", "Text '2024-13-01' could not be parsed: Invalid value for MonthOfYear (valid values 1 - 12): 13"},
		{"2024-01x05", "Text '2024-01x05' could not be parsed at index 7"},
	}
	for _, c := range cases {
		_, err := ParseTimestampString(c.in, 6)
		ce, ok := flinkerr.Find(err, ErrCastFailed)
		if !ok || ce.Msg != c.msg || ce.Class != "java.time.format.DateTimeParseException" {
			t.Errorf("ParseTimestampString(%q) = %v, want %q", c.in, err, c.msg)
		}
	}
}

func TestCivilRoundTrip(t *testing.T) {
	for _, d := range []int64{-719528, -719162, -1, 0, 1, 19723, 2932896} {
		y, m, dd := CivilFromDays(d)
		if back := DaysFromCivil(y, m, dd); back != d {
			t.Errorf("day %d -> %d-%d-%d -> %d", d, y, m, dd, back)
		}
	}
	if y, m, d := CivilFromDays(19723); y != 2024 || m != 1 || d != 1 {
		t.Errorf("CivilFromDays(19723) = %d-%d-%d", y, m, d)
	}
}
