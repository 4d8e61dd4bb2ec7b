package engine

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/types/zone"
)

// ErrInvalidTimeZone is the error of a 'table.local-time-zone' that Flink refuses.
var ErrInvalidTimeZone = errors.New("invalid time zone")

// timeZoneError is ErrInvalidTimeZone in Flink's words and exception class.
func timeZoneError() error {
	return flinkerr.New(ErrInvalidTimeZone, flinkerr.ClassValidation, "Invalid time zone. The value should be a Time Zone Database (TZDB) ID such as 'America/Los_Angeles' "+
		"to include daylight saving time. Fixed offsets are supported using 'GMT-03:00' or 'GMT+03:00'. "+
		"Or use 'UTC' without time zone and daylight saving time.")
}

// shortZoneIDs are java.time.ZoneId's SHORT_IDS: java.util.TimeZone reads them, ZoneId does
// not, so Flink refuses them.
var shortZoneIDs = map[string]bool{"ACT": true, "AET": true, "AGT": true, "ART": true, "AST": true, "BET": true,
	"BST": true, "CAT": true, "CNT": true, "CST": true, "CTT": true, "EAT": true, "ECT": true, "EST": true,
	"HST": true, "IET": true, "IST": true, "JST": true, "MIT": true, "MST": true, "NET": true, "NST": true,
	"PLT": true, "PNT": true, "PRT": true, "PST": true, "SST": true, "VST": true}

// loadTimeZone reads a 'table.local-time-zone' value as Flink does: "default" is the machine's
// zone; a value is valid when java.util.TimeZone and java.time.ZoneId read it as the same zone
// (TableConfigValidation), which leaves the time zone database's ids (Europe/Berlin, CET, UTC)
// and offsets written GMT+h, GMT+hh, GMT+hhmm or GMT+hh:mm up to 18 hours. A bare offset
// (+03:00), UTC+8, Z and the three-letter short ids are refused.
func loadTimeZone(name string) (*time.Location, error) {
	switch {
	case name == "" || name == "default":
		return time.Local, nil
	case name == "UTC" || name == "GMT":
		return time.FixedZone(name, 0), nil
	case strings.HasPrefix(name, "GMT+") || strings.HasPrefix(name, "GMT-"):
		offset, ok := parseGMTOffset(name[3:])
		if !ok {
			return nil, timeZoneError()
		}
		return time.FixedZone(name, offset), nil
	case shortZoneIDs[name] || name == "Local":
		// Local is Go's name for the machine's zone, not a zone id.
		return nil, timeZoneError()
	}
	loc, err := zone.Load(name)
	if errors.Is(err, zone.ErrUnavailable) {
		return nil, err // no database to look in, not an id Flink refuses
	}
	if err != nil {
		return nil, timeZoneError()
	}
	return loc, nil
}

// parseGMTOffset reads the offset after GMT as both Java APIs accept it: a sign, then h, hh,
// hhmm or hh:mm, at most 18 hours; it is the offset in seconds.
func parseGMTOffset(s string) (int, bool) {
	sign := 1
	if s[0] == '-' {
		sign = -1
	}
	s = s[1:]
	var hours, minutes string
	switch {
	case len(s) == 1 || len(s) == 2:
		hours = s
	case len(s) == 4:
		hours, minutes = s[:2], s[2:]
	case len(s) == 5 && s[2] == ':':
		hours, minutes = s[:2], s[3:]
	default:
		return 0, false
	}
	h, err := strconv.Atoi(hours)
	if err != nil || hours[0] == '+' || hours[0] == '-' {
		return 0, false
	}
	m := 0
	if minutes != "" {
		if m, err = strconv.Atoi(minutes); err != nil || minutes[0] == '+' || minutes[0] == '-' || m > 59 {
			return 0, false
		}
	}
	if h > 18 || h == 18 && m > 0 {
		return 0, false
	}
	return sign * (h*3600 + m*60), true
}
