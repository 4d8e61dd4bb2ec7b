package types

// Calendar arithmetic by time unit, as Flink's DateTimeUtils computes it for EXTRACT,
// FLOOR/CEIL(x TO unit), TIMESTAMPADD and TIMESTAMPDIFF. Dates are days since 1970-01-01 in
// the proleptic Gregorian calendar.

// MillisPerDay is the length of a day in milliseconds.
const MillisPerDay = millisPerDay

// ExtractFromDate is a date field of a day: YEAR, QUARTER, MONTH, DAY, DOW (Sunday is 1),
// ISODOW (Monday is 1), DOY, WEEK and ISOYEAR (ISO 8601), DECADE, CENTURY, MILLENNIUM, and
// EPOCH (seconds). ok is false for other units.
func ExtractFromDate(unit string, days int64) (v int64, ok bool) {
	y, m, d := CivilFromDays(days)
	switch unit {
	case "YEAR":
		return int64(y), true
	case "QUARTER":
		return int64((m + 2) / 3), true
	case "MONTH":
		return int64(m), true
	case "DAY":
		return int64(d), true
	case "DOW":
		return floorMod(days+4, 7) + 1, true
	case "ISODOW":
		return floorMod(days+3, 7) + 1, true
	case "DOY":
		return days - DaysFromCivil(y, 1, 1) + 1, true
	case "WEEK":
		_, w := isoWeek(days)
		return int64(w), true
	case "ISOYEAR":
		iy, _ := isoWeek(days)
		return int64(iy), true
	case "DECADE":
		return int64(y / 10), true
	case "CENTURY":
		if y > 0 {
			return int64((y + 99) / 100), true
		}
		return int64((y - 99) / 100), true
	case "MILLENNIUM":
		if y > 0 {
			return int64((y + 999) / 1000), true
		}
		return int64((y - 999) / 1000), true
	case "EPOCH":
		return days * 86400, true
	}
	return 0, false
}

// isoWeek is the ISO 8601 week-numbering year and week of a day: weeks start on Monday, and
// week 1 holds the year's first Thursday.
func isoWeek(days int64) (year, week int) {
	// The Thursday of the same ISO week decides the year.
	thursday := days - (floorMod(days+3, 7)) + 3
	y, _, _ := CivilFromDays(thursday)
	return y, int((thursday-DaysFromCivil(y, 1, 1))/7) + 1
}

// UnitMillis is the length of the sub-day units in milliseconds.
var UnitMillis = map[string]int64{"DAY": millisPerDay, "HOUR": 3_600_000, "MINUTE": 60_000, "SECOND": 1000,
	"MILLISECOND": 1, "WEEK": 7 * millisPerDay}

// FloorDays rounds a day down (or up, ceil) to the start of a unit of a day or more: a DAY
// rounds up to the next day even when exact (Flink's julianDateFloor), a WEEK starts on Sunday.
func FloorDays(unit string, days int64, ceil bool) (int64, bool) {
	y, m, d := CivilFromDays(days)
	switch unit {
	case "DAY":
		if ceil {
			return days + 1, true
		}
		return days, true
	case "WEEK":
		dow := floorMod(days+4, 7) // Sunday is 0
		if ceil && dow > 0 {
			dow -= 7
		}
		return days - dow, true
	case "MONTH":
		if ceil && d > 1 {
			m++
		}
	case "QUARTER":
		q := (m + 2) / 3
		if ceil && (m > 1 || d > 1) {
			q++
		}
		m = q*3 - 2
	case "YEAR":
		if ceil && (m > 1 || d > 1) {
			y++
		}
		m = 1
	case "DECADE":
		y, m = 10*(y/10), 1
		if ceil {
			y += 10
		}
	case "CENTURY":
		y, m = 100*((y+99)/100)-99, 1
		if ceil {
			y += 100
		}
	case "MILLENNIUM":
		y, m = 1000*((y+999)/1000)-999, 1
		if ceil {
			y += 1000
		}
	default:
		return 0, false
	}
	if m > 12 {
		y, m = y+1, m-12
	}
	return DaysFromCivil(y, m, 1), true
}

// AddMonths adds months to a day, keeping the day of the month unless the month is shorter
// (January 31 plus a month is February 28 or 29).
func AddMonths(days int64, months int64) int64 {
	y, m, d := CivilFromDays(days)
	total := int64(m-1) + months
	y += int(floorDiv(total, 12))
	m = int(floorMod(total, 12)) + 1
	if last := monthLength(y, m); d > last {
		d = last
	}
	return DaysFromCivil(y, m, d)
}

// AddMonthsMillis adds months to milliseconds since the epoch, keeping the time of day.
func AddMonthsMillis(ms int64, months int64) int64 {
	tod := floorMod(ms, millisPerDay)
	return AddMonths(floorDiv(ms-tod, millisPerDay), months)*millisPerDay + tod
}

// SubtractMonths is the number of whole months from day d1 to day d0, negative when d0 is
// earlier (DateTimeUtils.subtractMonths).
func SubtractMonths(d0, d1 int64) int64 {
	if d0 < d1 {
		return -SubtractMonths(d1, d0)
	}
	// Calcite counts up from (d0 - d1) / 31 to the first m where adding m months reaches d0, or
	// adding m + 1 passes it. That test only turns from false to true as m grows, so a binary
	// search finds the same m, in steps that do not grow with the distance (a timestamp far
	// from the epoch would take billions of Calcite's steps).
	lo, hi := (d0-d1)/31, (d0-d1)/28+1 // hi months span at least 28 * hi days: past d0
	for lo < hi {
		m := lo + (hi-lo)/2
		if AddMonths(d1, m) >= d0 || AddMonths(d1, m+1) > d0 {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return lo
}

// SubtractMonthsMillis is SubtractMonths for milliseconds since the epoch: a month is not
// complete until the time of day is reached too.
func SubtractMonthsMillis(t0, t1 int64) int64 {
	ms0, ms1 := floorMod(t0, millisPerDay), floorMod(t1, millisPerDay)
	d0, d1 := floorDiv(t0-ms0, millisPerDay), floorDiv(t1-ms1, millisPerDay)
	x := SubtractMonths(d0, d1)
	if d2 := AddMonths(d1, x); d2 == d0 && ms0 < ms1 {
		x--
	}
	return x
}
