package types

import (
	"strconv"
	"time"
)

// Calendar arithmetic and the Java date-time toString methods that Flink's
// Row.toString relies on (LocalDate, LocalTime, LocalDateTime, Instant), plus
// the DateTimeUtils.format* methods that CAST(... AS STRING) uses. The
// calendar is the proleptic Gregorian one, as in java.time.

const (
	millisPerDay = 86_400_000
)

// CivilFromDays converts days since 1970-01-01 to a proleptic Gregorian date.
func CivilFromDays(days int64) (year, month, day int) {
	// Howard Hinnant's days_from_civil inverse.
	z := days + 719468
	era := floorDiv(z, 146097)
	doe := z - era*146097
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	y := yoe + era*400
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	d := doy - (153*mp+2)/5 + 1
	m := mp + 3
	if m > 12 {
		m -= 12
	}
	if m <= 2 {
		y++
	}
	return int(y), int(m), int(d)
}

// DaysFromCivil converts a proleptic Gregorian date to days since 1970-01-01.
func DaysFromCivil(year, month, day int) int64 {
	y := int64(year)
	if month <= 2 {
		y--
	}
	era := floorDiv(y, 400)
	yoe := y - era*400
	m := int64(month)
	var mp int64
	if m > 2 {
		mp = m - 3
	} else {
		mp = m + 9
	}
	doy := (153*mp+2)/5 + int64(day) - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468
}

func isLeapYear(y int) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }

func monthLength(y, m int) int {
	switch m {
	case 2:
		if isLeapYear(y) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

func appendPadded(b []byte, v, width int) []byte {
	s := strconv.Itoa(v)
	for i := len(s); i < width; i++ {
		b = append(b, '0')
	}
	return append(b, s...)
}

// appendJavaYear writes a year as java.time does: four digits at least,
// a sign below 0 and a '+' above 9999.
func appendJavaYear(b []byte, y int) []byte {
	switch {
	case y < 0:
		b = append(b, '-')
		return appendPadded(b, -y, 4)
	case y > 9999:
		b = append(b, '+')
	}
	return appendPadded(b, y, 4)
}

// appendLocalDate is LocalDate.toString: 2024-01-05.
func appendLocalDate(b []byte, days int64) []byte {
	y, m, d := CivilFromDays(days)
	b = appendJavaYear(b, y)
	b = append(b, '-')
	b = appendPadded(b, m, 2)
	b = append(b, '-')
	return appendPadded(b, d, 2)
}

// appendLocalTime is LocalTime.toString: HH:mm, then :ss if the seconds or
// the fraction are non-zero, then the fraction in groups of three digits.
func appendLocalTime(b []byte, nanoOfDay int64) []byte {
	h := nanoOfDay / 3_600_000_000_000
	mi := nanoOfDay / 60_000_000_000 % 60
	s := nanoOfDay / 1_000_000_000 % 60
	n := nanoOfDay % 1_000_000_000
	b = appendPadded(b, int(h), 2)
	b = append(b, ':')
	b = appendPadded(b, int(mi), 2)
	if s > 0 || n > 0 {
		b = append(b, ':')
		b = appendPadded(b, int(s), 2)
		b = appendNanoFraction(b, n, false)
	}
	return b
}

// appendNanoFraction writes ".fff", ".ffffff" or ".fffffffff", the shortest
// group of three that holds the nanoseconds; nothing for 0 unless always.
func appendNanoFraction(b []byte, n int64, always bool) []byte {
	switch {
	case n == 0 && !always:
		return b
	case n%1_000_000 == 0:
		b = append(b, '.')
		return appendPadded(b, int(n/1_000_000), 3)
	case n%1000 == 0:
		b = append(b, '.')
		return appendPadded(b, int(n/1000), 6)
	}
	b = append(b, '.')
	return appendPadded(b, int(n), 9)
}

func (ts TimestampData) daysAndNanoOfDay() (int64, int64) {
	days := floorDiv(ts.Millis, millisPerDay)
	ms := ts.Millis - days*millisPerDay
	return days, ms*1_000_000 + int64(ts.NanoOfMilli)
}

// appendLocalDateTime is LocalDateTime.toString: 2024-01-05T10:00,
// 2024-01-05T10:00:00.500.
func appendLocalDateTime(b []byte, ts TimestampData) []byte {
	days, nod := ts.daysAndNanoOfDay()
	b = appendLocalDate(b, days)
	b = append(b, 'T')
	return appendLocalTime(b, nod)
}

// appendInstant is Instant.toString (ISO_INSTANT): seconds always, the
// fraction in groups of three, and a Z.
func appendInstant(b []byte, ts TimestampData) []byte {
	days, nod := ts.daysAndNanoOfDay()
	b = appendLocalDate(b, days)
	b = append(b, 'T')
	b = appendPadded(b, int(nod/3_600_000_000_000), 2)
	b = append(b, ':')
	b = appendPadded(b, int(nod/60_000_000_000%60), 2)
	b = append(b, ':')
	b = appendPadded(b, int(nod/1_000_000_000%60), 2)
	b = appendNanoFraction(b, nod%1_000_000_000, false)
	return append(b, 'Z')
}

// FormatDate is DateTimeUtils.formatDate, which CAST(DATE AS STRING) uses.
func FormatDate(days int32) string {
	y, m, d := CivilFromDays(int64(days))
	b := make([]byte, 0, 10)
	// int4: four digits of the year, no sign (years are 0000-9999 in SQL).
	b = appendPadded(b, ((y%10000)+10000)%10000, 4)
	b = append(b, '-')
	b = appendPadded(b, m, 2)
	b = append(b, '-')
	return string(appendPadded(b, d, 2))
}

// FormatTime is DateTimeUtils.formatTimestampMillis(time, precision), which
// CAST(TIME AS STRING) uses: HH:mm:ss, then for precision > 0 the
// millisecond digits, stopping early once the rest is zero (10:00:01.5 for
// TIME(3) 10:00:01.500, and 10:00:01.0 for 10:00:01.000).
func FormatTime(millisOfDay int32, precision int) string {
	t := int64(millisOfDay)
	for t < 0 {
		t += millisPerDay
	}
	b := make([]byte, 0, 18)
	b = appendPadded(b, int(t/3_600_000%100), 2)
	b = append(b, ':')
	b = appendPadded(b, int(t/60_000%60), 2)
	b = append(b, ':')
	b = appendPadded(b, int(t/1000%60), 2)
	if precision > 0 {
		b = append(b, '.')
		ms := t % 1000
		for p := precision; p > 0; p-- {
			b = append(b, byte('0'+ms/100))
			ms = ms % 100 * 10
			if ms == 0 {
				break
			}
		}
	}
	return string(b)
}

// FormatTimestamp is DateTimeUtils.formatTimestamp(ts, precision), which
// CAST(TIMESTAMP(p) AS STRING) uses: "yyyy-MM-dd HH:mm:ss" and, for p > 0,
// exactly p fraction digits (2024-01-05 10:20:30.000 for TIMESTAMP(3)).
func FormatTimestamp(ts TimestampData, precision int) string {
	days, nod := ts.daysAndNanoOfDay()
	y, m, d := CivilFromDays(days)
	b := make([]byte, 0, 29)
	b = appendPadded(b, ((y%10000)+10000)%10000, 4)
	b = append(b, '-')
	b = appendPadded(b, m, 2)
	b = append(b, '-')
	b = appendPadded(b, d, 2)
	b = append(b, ' ')
	b = appendPadded(b, int(nod/3_600_000_000_000), 2)
	b = append(b, ':')
	b = appendPadded(b, int(nod/60_000_000_000%60), 2)
	b = append(b, ':')
	b = appendPadded(b, int(nod/1_000_000_000%60), 2)
	if precision > 0 {
		frac := strconv.FormatInt(nod%1_000_000_000+1_000_000_000, 10)[1:]
		b = append(b, '.')
		b = append(b, frac[:min(precision, 9)]...)
	}
	return string(b)
}

// FormatTimestampLTZ is CAST(TIMESTAMP_LTZ(p) AS STRING): the instant in
// the session time zone (nil is UTC), formatted as FormatTimestamp.
func FormatTimestampLTZ(ts TimestampData, precision int, loc *time.Location) string {
	return FormatTimestamp(LTZToTimestamp(ts, loc), precision)
}

// LTZToTimestamp converts an instant to the wall-clock time in loc (nil is UTC).
func LTZToTimestamp(ts TimestampData, loc *time.Location) TimestampData {
	if loc == nil || loc == time.UTC {
		return ts
	}
	_, off := ts.Time().In(loc).Zone()
	return TimestampData{Millis: ts.Millis + int64(off)*1000, NanoOfMilli: ts.NanoOfMilli}
}

// TimestampToLTZ reads a wall-clock time in loc (nil is UTC) as an instant.
// For a wall-clock time in a gap or overlap of a DST change it picks what
// java.time's atZone picks for the common cases (the earlier offset).
func TimestampToLTZ(ts TimestampData, loc *time.Location) TimestampData {
	if loc == nil || loc == time.UTC {
		return ts
	}
	days, nod := ts.daysAndNanoOfDay()
	y, m, d := CivilFromDays(days)
	wall := time.Date(y, time.Month(m), d, int(nod/3_600_000_000_000), int(nod/60_000_000_000%60),
		int(nod/1_000_000_000%60), int(nod%1_000_000_000), loc)
	return TimestampFromTime(wall.UTC())
}

// FormatIntervalYearMonth is DateTimeUtils.formatIntervalYearMonth: +1-02.
func FormatIntervalYearMonth(months int32) string {
	b := make([]byte, 0, 8)
	v := int64(months)
	if v >= 0 {
		b = append(b, '+')
	} else {
		b = append(b, '-')
		v = -v
	}
	b = strconv.AppendInt(b, v/12, 10)
	b = append(b, '-')
	return string(appendPadded(b, int(v%12), 2))
}

// FormatIntervalDayTime is DateTimeUtils.formatIntervalDayTime: +1 02:03:04.500.
func FormatIntervalDayTime(millis int64) string {
	b := make([]byte, 0, 20)
	v := millis
	if v >= 0 {
		b = append(b, '+')
	} else {
		b = append(b, '-')
		v = -v
	}
	ms := v % 1000
	v /= 1000
	s := v % 60
	v /= 60
	mi := v % 60
	v /= 60
	h := v % 24
	d := v / 24
	b = strconv.AppendInt(b, d, 10)
	b = append(b, ' ')
	b = appendPadded(b, int(h), 2)
	b = append(b, ':')
	b = appendPadded(b, int(mi), 2)
	b = append(b, ':')
	b = appendPadded(b, int(s), 2)
	b = append(b, '.')
	return string(appendPadded(b, int(ms), 3))
}

// appendPeriod is java.time.Period.toString of the Period.ofMonths that
// Flink converts a year-month interval to: P14M (not P1Y2M), P0D for zero.
func appendPeriod(b []byte, months int32) []byte {
	if months == 0 {
		return append(b, "P0D"...)
	}
	b = append(b, 'P')
	b = strconv.AppendInt(b, int64(months), 10)
	return append(b, 'M')
}

// appendDuration is java.time.Duration.toString: PT26H3M4.5S, PT0S, PT-5.5S.
func appendDuration(b []byte, millis int64) []byte {
	if millis == 0 {
		return append(b, "PT0S"...)
	}
	seconds := floorDiv(millis, 1000)
	nanos := (millis - seconds*1000) * 1_000_000
	total := seconds
	if seconds < 0 && nanos > 0 {
		total++
	}
	hours, minutes, secs := total/3600, total%3600/60, total%60
	b = append(b, "PT"...)
	if hours != 0 {
		b = strconv.AppendInt(b, hours, 10)
		b = append(b, 'H')
	}
	if minutes != 0 {
		b = strconv.AppendInt(b, minutes, 10)
		b = append(b, 'M')
	}
	if secs == 0 && nanos == 0 && len(b) > 2 {
		return b
	}
	if seconds < 0 && nanos > 0 && secs == 0 {
		b = append(b, "-0"...)
	} else {
		b = strconv.AppendInt(b, secs, 10)
	}
	if nanos > 0 {
		n := nanos + 1_000_000_000
		if seconds < 0 {
			n = 2*1_000_000_000 - nanos
		}
		frac := strconv.FormatInt(n, 10)[1:]
		for frac[len(frac)-1] == '0' {
			frac = frac[:len(frac)-1]
		}
		b = append(b, '.')
		b = append(b, frac...)
	}
	return append(b, 'S')
}
