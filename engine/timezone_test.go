package engine

import (
	"errors"
	"testing"
	"time"
)

var epoch = time.Unix(0, 0)

// The ids Flink accepts for table.local-time-zone, by its rule that java.util.TimeZone and
// java.time.ZoneId read them alike (conformance/cases/timezone_session_zone_ids.sql records
// some of them on Flink).
func TestLoadTimeZone(t *testing.T) {
	valid := map[string]int{ // offset at the epoch, seconds
		"UTC": 0, "GMT": 0, "GMT+08:00": 8 * 3600, "GMT-05:30": -(5*3600 + 1800), "GMT+8": 8 * 3600,
		"GMT+0930": 9*3600 + 1800, "GMT+18": 18 * 3600, "GMT-00:00": 0, "Europe/Berlin": 3600,
		"Asia/Shanghai": 8 * 3600, "CET": 3600, "Etc/GMT+8": -8 * 3600,
	}
	for name, want := range valid {
		loc, err := loadTimeZone(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if _, got := epoch.In(loc).Zone(); got != want {
			t.Errorf("%s: offset %d at the epoch, want %d", name, got, want)
		}
	}
	for _, name := range []string{"+03:00", "UTC+8", "UTC-10:00", "PST", "EST", "Z", "Mars/Base", "GMT-8:00",
		"GMT+19", "GMT+18:30", "GMT+123", "GMT+", "GMT+08:0", "GMT++8", "Local", "asia/shanghai"} {
		if _, err := loadTimeZone(name); !errors.Is(err, ErrInvalidTimeZone) {
			t.Errorf("%s: got %v, want ErrInvalidTimeZone", name, err)
		}
	}
}
