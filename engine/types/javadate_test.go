package types

import (
	"errors"
	"testing"
)

// Recorded from Flink 2.3 by the conformance case func_datetime_format_parse.
func TestDateTimeFormatterPatterns(t *testing.T) {
	ts := FieldsOf(TimestampData{Millis: (DaysFromCivil(1999, 12, 31)*86400+23*3600+59*60+59)*1000 + 999})
	for pattern, want := range map[string]string{
		"yyyy-MM-dd HH:mm:ss.SSS": "1999-12-31 23:59:59.999", "MMM d, yyyy": "Dec 31, 1999",
		"EEEE, MMMM dd": "Friday, December 31", "hh:mm a": "11:59 PM", "D": "365", "yy/M/d H:m:s": "99/12/31 23:59:59",
		"'week' e": "week 6", "SSSSSS": "999000", "''yy''": "'99'",
	} {
		p, err := NewDateTimeFormatterPattern(pattern)
		if err != nil {
			t.Errorf("%q: %v", pattern, err)
			continue
		}
		if got := p.Format(ts); got != want {
			t.Errorf("%q: got %q, want %q", pattern, got, want)
		}
	}
	for pattern, want := range map[string]string{"yyyy-bb": "Unknown pattern letter: b", "dd#": "Pattern includes reserved character: '#'",
		"ddd": "Too many pattern letters: d"} {
		if _, err := NewDateTimeFormatterPattern(pattern); err == nil || err.Error() != want {
			t.Errorf("%q: got %v, want %s", pattern, err, want)
		}
	}
	if _, err := NewSimpleDateFormatPattern("yyyy-bb"); err == nil || err.Error() != "Illegal pattern character 'b'" {
		t.Errorf("SimpleDateFormat yyyy-bb: got %v", err)
	}
}

// Recorded from Flink 2.3 by the conformance cases func_datetime_format_parse and func_datetime_extract.
func TestDatePatternParse(t *testing.T) {
	strict, _ := NewDateTimeFormatterPattern("dd/MM/yyyy HH:mm")
	f, ok := strict.Parse("29/02/2024 13:45")
	if !ok || f.Year != 2024 || f.Month != 2 || f.Day != 29 || f.Hour != 13 || f.Minute != 45 {
		t.Errorf("strict parse: %+v %v", f, ok)
	}
	if _, ok := strict.Parse("29/02/2024 13:45 trailing"); ok {
		t.Error("DateTimeFormatter must consume the whole text")
	}
	// SimpleDateFormat reads what its pattern asks for and ignores the rest.
	lenient, _ := NewSimpleDateFormatPattern("yyyyMMdd")
	if f, ok := lenient.Parse("20240305 and more"); !ok || f.Year != 2024 || f.Month != 3 || f.Day != 5 {
		t.Errorf("lenient parse: %+v %v", f, ok)
	}
	for text, ok := range map[string]bool{"2024-03-05 07:08:09": true, "2024-3-5": true, "2024-02-30": false,
		"2024-03-05T07:08:09": false, "not a date": false, "2024-03-05 07:08:09.123456": true} {
		if _, got := ParseDefaultTimestamp(text, 3); got != ok {
			t.Errorf("ParseDefaultTimestamp(%q) ok = %v, want %v", text, got, ok)
		}
	}
	if f, _ := ParseDefaultTimestamp("2024-03-05 07:08:09.123456", 3); f.Nano != 123_000_000 {
		t.Errorf("precision 3 keeps milliseconds, got %d ns", f.Nano)
	}
}

// Recorded from Flink 2.3 with TO_TIMESTAMP_LTZ, which throws java.time's exceptions.
func TestDefaultTimestampError(t *testing.T) {
	for text, want := range map[string]string{
		"x":                   "Text 'x' could not be parsed at index 0",
		"2024-13-01 00:00:00": "Invalid value for MonthOfYear (valid values 1 - 12): 13",
	} {
		if got := DefaultTimestampError(text); got == nil || got.Msg != want || !errors.Is(got, ErrDateFormat) {
			t.Errorf("%q: got %v, want %s", text, got, want)
		}
	}
}
