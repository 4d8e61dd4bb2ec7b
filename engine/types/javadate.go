package types

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// Java date patterns. Flink formats and parses dates with two Java classes whose pattern
// letters differ: java.time's DateTimeFormatter (DATE_FORMAT of a timestamp, TO_TIMESTAMP with
// a format) and the older java.text.SimpleDateFormat (TO_DATE with a format, DATE_FORMAT of a
// string, UNIX_TIMESTAMP, FROM_UNIXTIME, CONVERT_TZ). DatePattern covers the letters of both
// that carry calendar fields, in the US English locale: y u M L d D H k K h m s S n a E e c G Q, and
// for SimpleDateFormat z Z X. DateTimeFormatter parses strictly and must consume the text;
// SimpleDateFormat parses leniently, reads only what its pattern asks for and rolls over
// out-of-range fields.

// ErrDateFormat is the kind of the errors of Java's date formatting and parsing: a pattern
// DateTimeFormatter or SimpleDateFormat rejects, or a text the default timestamp format cannot
// read, each with the Java exception Flink reports it with. It is also a flinkerr.ErrRuntime.
var ErrDateFormat = flinkerr.NewKind("date format error", flinkerr.ErrRuntime)

// javaException is a failure of Java's date classes, of kind ErrDateFormat.
func javaException(class, msg string) *flinkerr.Error { return flinkerr.New(ErrDateFormat, class, msg) }

// DatePattern is a compiled pattern.
type DatePattern struct {
	items  []patternItem
	simple bool // SimpleDateFormat rather than DateTimeFormatter
}

type patternItem struct {
	letter byte // 0 for literal text
	count  int
	text   string
}

// NewDateTimeFormatterPattern compiles a pattern as DateTimeFormatter.ofPattern does.
func NewDateTimeFormatterPattern(pattern string) (*DatePattern, error) {
	return compileDatePattern(pattern, false)
}

// NewSimpleDateFormatPattern compiles a pattern as new SimpleDateFormat(pattern) does.
func NewSimpleDateFormatPattern(pattern string) (*DatePattern, error) {
	return compileDatePattern(pattern, true)
}

const illegalArgument = flinkerr.ClassIllegalArgument

func compileDatePattern(pattern string, simple bool) (*DatePattern, error) {
	p := &DatePattern{simple: simple}
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			p.items = append(p.items, patternItem{text: lit.String()})
			lit.Reset()
		}
	}
	for i := 0; i < len(pattern); {
		c := pattern[i]
		switch {
		case c == '\'':
			end := i + 1
			var sb strings.Builder
			for {
				if end >= len(pattern) {
					if simple {
						return nil, javaException(illegalArgument, "Unterminated quote")
					}
					return nil, javaException(illegalArgument, "Pattern ends with an incomplete string literal: "+pattern)
				}
				if pattern[end] == '\'' {
					if end+1 < len(pattern) && pattern[end+1] == '\'' {
						sb.WriteByte('\'')
						end += 2
						continue
					}
					break
				}
				sb.WriteByte(pattern[end])
				end++
			}
			if end == i+1 {
				lit.WriteByte('\'') // '' is a quote
			} else {
				lit.WriteString(sb.String())
			}
			i = end + 1
		case (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'):
			n := 1
			for i+n < len(pattern) && pattern[i+n] == c {
				n++
			}
			if err := checkPatternLetter(c, n, simple); err != nil {
				return nil, err
			}
			flush()
			p.items = append(p.items, patternItem{letter: c, count: n})
			i += n
		case !simple && (c == '[' || c == ']'):
			i++ // optional sections: every field is there when formatting
		case !simple && (c == '{' || c == '}' || c == '#'):
			return nil, javaException(illegalArgument, fmt.Sprintf("Pattern includes reserved character: '%c'", c))
		default:
			lit.WriteByte(c)
			i++
		}
	}
	flush()
	return p, nil
}

// supportedLetters are the letters DatePattern implements, per class.
const (
	formatterLetters = "yuMLdDHkKhmsSnaEGQqecYwW"
	simpleLetters    = "yMLdDHkKhmsSaEGuzZX"
	formatterAll     = "GuyDMLdQqYwWEecFaBhKkHmsSAnNVvzOXxZgp"
	simpleAll        = "GyYMLwWDdFEuaHkKhmsSzZX"
)

func checkPatternLetter(c byte, n int, simple bool) error {
	if simple {
		if !strings.ContainsRune(simpleAll, rune(c)) {
			return javaException(illegalArgument, fmt.Sprintf("Illegal pattern character '%c'", c))
		}
		if !strings.ContainsRune(simpleLetters, rune(c)) {
			return javaException(flinkerr.ClassNotSupported, fmt.Sprintf("Flinkpad does not support the date pattern letter '%c' yet.", c))
		}
		return nil
	}
	if !strings.ContainsRune(formatterAll, rune(c)) {
		return javaException(illegalArgument, fmt.Sprintf("Unknown pattern letter: %c", c))
	}
	maxCount := map[byte]int{'w': 2, 'W': 1, 'e': 5, 'c': 5, 'd': 2, 'H': 2, 'h': 2, 'K': 2, 'k': 2, 'm': 2, 's': 2, 'D': 3, 'a': 1, 'M': 5, 'L': 5, 'E': 5, 'Q': 5, 'q': 5, 'G': 5}
	if m, ok := maxCount[c]; ok && n > m {
		return javaException(illegalArgument, fmt.Sprintf("Too many pattern letters: %c", c))
	}
	if !strings.ContainsRune(formatterLetters, rune(c)) {
		return javaException(flinkerr.ClassNotSupported, fmt.Sprintf("Flinkpad does not support the date pattern letter '%c' yet.", c))
	}
	return nil
}

var (
	monthNames = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September",
		"October", "November", "December"}
	dayNames = []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
)

// DateFields is a broken-down date and time, with the zone a SimpleDateFormat prints.
type DateFields struct {
	Year, Month, Day, Hour, Minute, Second, Nano int
	ZoneName                                     string // short name, "UTC"
	ZoneOffset                                   int    // seconds east of UTC
}

// FieldsOf breaks a wall-clock timestamp into fields.
func FieldsOf(ts TimestampData) DateFields {
	days, nod := ts.daysAndNanoOfDay()
	y, m, d := CivilFromDays(days)
	return DateFields{Year: y, Month: m, Day: d, Hour: int(nod / 3_600_000_000_000), Minute: int(nod / 60_000_000_000 % 60),
		Second: int(nod / 1_000_000_000 % 60), Nano: int(nod % 1_000_000_000), ZoneName: "UTC"}
}

// Timestamp is the fields as a wall-clock timestamp.
func (f DateFields) Timestamp() TimestampData {
	days := DaysFromCivil(f.Year, f.Month, f.Day)
	ms := days*millisPerDay + int64(f.Hour)*3_600_000 + int64(f.Minute)*60_000 + int64(f.Second)*1000 + int64(f.Nano/1_000_000)
	return TimestampData{Millis: ms, NanoOfMilli: int32(f.Nano % 1_000_000)}
}

// Format prints the fields with the pattern.
func (p *DatePattern) Format(f DateFields) string {
	var b []byte
	days := DaysFromCivil(f.Year, f.Month, f.Day)
	for _, it := range p.items {
		if it.letter == 0 {
			b = append(b, it.text...)
			continue
		}
		n := it.count
		switch it.letter {
		case 'y', 'u':
			y := f.Year
			if it.letter == 'y' && y <= 0 {
				y = 1 - y // year of era
			}
			switch {
			case n == 2:
				b = appendPadded(b, ((y%100)+100)%100, 2)
			case !p.simple && n >= 4 && y > 9999:
				b = append(b, '+')
				b = appendPadded(b, y, n)
			default:
				b = appendPadded(b, y, n)
			}
		case 'Y':
			// The week-based year of the US locale (weeks start on Sunday; week 1 holds
			// January 1st): the year of the week's Saturday.
			y, _, _ := CivilFromDays(days - floorMod(days+4, 7) + 6)
			if n == 2 {
				b = appendPadded(b, ((y%100)+100)%100, 2)
			} else {
				b = appendPadded(b, y, n)
			}
		case 'w':
			sunday := days - floorMod(days+4, 7)
			y, _, _ := CivilFromDays(sunday + 6)
			jan1 := DaysFromCivil(y, 1, 1)
			b = appendPadded(b, int((sunday-(jan1-floorMod(jan1+4, 7)))/7)+1, n)
		case 'W':
			first := DaysFromCivil(f.Year, f.Month, 1)
			b = appendPadded(b, int((days-floorMod(days+4, 7)-(first-floorMod(first+4, 7)))/7)+1, n)
		case 'M', 'L':
			switch {
			case n >= 4 && (p.simple || n == 4):
				b = append(b, monthNames[f.Month-1]...)
			case n == 5:
				b = append(b, monthNames[f.Month-1][0])
			case n == 3:
				b = append(b, monthNames[f.Month-1][:3]...)
			default:
				b = appendPadded(b, f.Month, n)
			}
		case 'd':
			b = appendPadded(b, f.Day, n)
		case 'D':
			b = appendPadded(b, int(days-DaysFromCivil(f.Year, 1, 1)+1), n)
		case 'H':
			b = appendPadded(b, f.Hour, n)
		case 'k':
			h := f.Hour
			if h == 0 {
				h = 24
			}
			b = appendPadded(b, h, n)
		case 'K':
			b = appendPadded(b, f.Hour%12, n)
		case 'h':
			h := f.Hour % 12
			if h == 0 {
				h = 12
			}
			b = appendPadded(b, h, n)
		case 'm':
			b = appendPadded(b, f.Minute, n)
		case 's':
			b = appendPadded(b, f.Second, n)
		case 'S':
			if p.simple {
				b = appendPadded(b, f.Nano/1_000_000, n)
			} else {
				frac := strconv.Itoa(f.Nano + 1_000_000_000)[1:]
				for len(frac) < n {
					frac += "0"
				}
				b = append(b, frac[:n]...)
			}
		case 'n':
			b = appendPadded(b, f.Nano, n)
		case 'a':
			if f.Hour < 12 {
				b = append(b, "AM"...)
			} else {
				b = append(b, "PM"...)
			}
		case 'e', 'c':
			// The localized day of the week: in the US locale weeks start on Sunday.
			if n <= 2 {
				b = appendPadded(b, int(floorMod(days+4, 7))+1, n)
				break
			}
			fallthrough
		case 'E':
			name := dayNames[floorMod(days+3, 7)]
			switch {
			case n >= 4 && (p.simple || n == 4):
				b = append(b, name...)
			case n == 5:
				b = append(b, name[0])
			default:
				b = append(b, name[:3]...)
			}
		case 'G':
			if f.Year > 0 {
				b = append(b, "AD"...)
			} else {
				b = append(b, "BC"...)
			}
		case 'Q', 'q':
			q := (f.Month + 2) / 3
			switch n {
			case 3:
				b = append(b, 'Q')
				b = strconv.AppendInt(b, int64(q), 10)
			case 4:
				b = append(b, []string{"1st quarter", "2nd quarter", "3rd quarter", "4th quarter"}[q-1]...)
			default:
				b = appendPadded(b, q, n)
			}
		case 'z':
			b = append(b, f.ZoneName...)
		case 'Z':
			b = appendOffset(b, f.ZoneOffset, false, true)
		case 'X':
			if f.ZoneOffset == 0 {
				b = append(b, 'Z')
			} else {
				b = appendOffset(b, f.ZoneOffset, n == 3, n >= 2)
			}
		}
	}
	return string(b)
}

func appendOffset(b []byte, seconds int, colon, minutes bool) []byte {
	sign := byte('+')
	if seconds < 0 {
		sign, seconds = '-', -seconds
	}
	b = append(b, sign)
	b = appendPadded(b, seconds/3600, 2)
	if minutes {
		if colon {
			b = append(b, ':')
		}
		b = appendPadded(b, seconds/60%60, 2)
	}
	return b
}

// Parse reads text with the pattern. ok is false when the text does not match.
func (p *DatePattern) Parse(text string) (f DateFields, ok bool) {
	f = DateFields{Year: 1970, Month: 1, Day: 1}
	if p.simple {
		f.Year = 1970
	}
	pos := 0
	pm, has12 := false, false
	for idx, it := range p.items {
		if it.letter == 0 {
			if !strings.HasPrefix(text[pos:], it.text) {
				return f, false
			}
			pos += len(it.text)
			continue
		}
		nextNumeric := idx+1 < len(p.items) && p.items[idx+1].letter != 0 && isNumericLetter(p.items[idx+1].letter, p.items[idx+1].count)
		switch it.letter {
		case 'a':
			switch {
			case strings.HasPrefix(strings.ToUpper(text[pos:]), "AM"):
			case strings.HasPrefix(strings.ToUpper(text[pos:]), "PM"):
				pm = true
			default:
				return f, false
			}
			has12 = true
			pos += 2
			continue
		case 'E':
			found := false
			for _, name := range dayNames {
				for _, cand := range []string{name, name[:3]} {
					if len(text)-pos >= len(cand) && strings.EqualFold(text[pos:pos+len(cand)], cand) {
						pos += len(cand)
						found = true
						break
					}
				}
				if found {
					break
				}
			}
			if !found {
				return f, false
			}
			continue
		case 'M', 'L':
			if it.count >= 3 {
				found := false
				for m, name := range monthNames {
					for _, cand := range []string{name, name[:3]} {
						if len(text)-pos >= len(cand) && strings.EqualFold(text[pos:pos+len(cand)], cand) {
							pos += len(cand)
							f.Month = m + 1
							found = true
							break
						}
					}
					if found {
						break
					}
				}
				if !found {
					return f, false
				}
				continue
			}
		case 'G':
			if strings.HasPrefix(text[pos:], "AD") || strings.HasPrefix(text[pos:], "BC") {
				pos += 2
				continue
			}
			return f, false
		case 'z', 'Z', 'X':
			return f, false // zone parsing is not needed by Flink's functions' defaults
		}
		minDigits, maxDigits := 1, 10
		switch {
		case p.simple && nextNumeric:
			minDigits, maxDigits = it.count, it.count
		case p.simple:
		case it.letter == 'S':
			minDigits, maxDigits = it.count, it.count
		case it.count == 1:
			maxDigits = 19
			if it.letter != 'y' && it.letter != 'u' && it.letter != 'n' {
				maxDigits = 2
			}
		case (it.letter == 'y' || it.letter == 'u') && it.count >= 4:
			minDigits, maxDigits = it.count, 19
			if nextNumeric {
				maxDigits = it.count
			}
		default:
			minDigits, maxDigits = it.count, it.count
		}
		neg := false
		if p.simple && pos < len(text) && text[pos] == '-' && (it.letter == 'y' || it.letter == 'u') {
			neg = true
			pos++
		}
		start := pos
		for pos < len(text) && pos-start < maxDigits && text[pos] >= '0' && text[pos] <= '9' {
			pos++
		}
		if pos-start < minDigits {
			return f, false
		}
		v, err := strconv.Atoi(text[start:pos])
		if err != nil {
			return f, false
		}
		if neg {
			v = -v
		}
		switch it.letter {
		case 'y', 'u':
			if it.count == 2 && pos-start == 2 {
				v += 2000
				if p.simple && v > time.Now().Year()+20 {
					v -= 100
				}
			}
			f.Year = v
		case 'M', 'L':
			f.Month = v
		case 'd':
			f.Day = v
		case 'H', 'k':
			f.Hour = v
		case 'h', 'K':
			f.Hour, has12 = v%12, true
		case 'm':
			f.Minute = v
		case 's':
			f.Second = v
		case 'S':
			if p.simple {
				f.Nano = v * 1_000_000
			} else {
				digits := text[start:pos]
				f.Nano, _ = strconv.Atoi((digits + "000000000")[:9])
			}
		case 'n':
			f.Nano = v
		case 'D':
			f.Month, f.Day = 1, v
		case 'Q', 'q':
			f.Month = (v-1)*3 + 1
		}
	}
	if has12 && pm {
		f.Hour += 12
	}
	if p.simple {
		return normalizeLenient(f), true
	}
	if pos != len(text) {
		return f, false
	}
	if f.Month < 1 || f.Month > 12 || f.Day < 1 || f.Day > 31 || f.Hour > 23 || f.Minute > 59 || f.Second > 59 {
		return f, false
	}
	if last := monthLength(f.Year, f.Month); f.Day > last {
		f.Day = last // the SMART resolver clamps the day to the month
	}
	return f, true
}

func isNumericLetter(c byte, count int) bool {
	switch c {
	case 'a', 'E', 'G', 'z', 'Z', 'X':
		return false
	case 'M', 'L':
		return count < 3
	}
	return true
}

// normalizeLenient rolls out-of-range fields over, as a lenient Calendar does.
func normalizeLenient(f DateFields) DateFields {
	t := time.Date(f.Year, time.Month(f.Month), f.Day, f.Hour, f.Minute, f.Second, f.Nano, time.UTC)
	f.Year, f.Month, f.Day = t.Year(), int(t.Month()), t.Day()
	f.Hour, f.Minute, f.Second, f.Nano = t.Hour(), t.Minute(), t.Second(), t.Nanosecond()
	return f
}

// PrecisionFromFormat is the fractional-second precision a parse format gives: the trailing
// S letters, at least 3 and at most 9 (DateTimeUtils.precisionFromFormat).
func PrecisionFromFormat(format string) int {
	n := 0
	for i := len(format) - 1; i >= 0 && format[i] == 'S'; i-- {
		n++
	}
	return max(min(n, 9), 3)
}

// ParseDefaultTimestamp reads 'yyyy-M[M]-d[d][ H[H]:m[m]:s[s][.fraction]]', the format
// TO_TIMESTAMP and TO_TIMESTAMP_LTZ use without one, and truncates the fraction to precision.
func ParseDefaultTimestamp(s string, precision int) (DateFields, bool) {
	f := DateFields{}
	pos := 0
	num := func(minD, maxD int) (int, bool) {
		start := pos
		for pos < len(s) && pos-start < maxD && s[pos] >= '0' && s[pos] <= '9' {
			pos++
		}
		if pos-start < minD {
			return 0, false
		}
		v, err := strconv.Atoi(s[start:pos])
		return v, err == nil
	}
	lit := func(c byte) bool {
		if pos < len(s) && s[pos] == c {
			pos++
			return true
		}
		return false
	}
	var ok bool
	if f.Year, ok = num(4, 19); !ok || !lit('-') {
		return f, false
	}
	if f.Month, ok = num(1, 2); !ok || !lit('-') {
		return f, false
	}
	if f.Day, ok = num(1, 2); !ok {
		return f, false
	}
	if lit(' ') {
		if f.Hour, ok = num(1, 2); !ok || !lit(':') {
			return f, false
		}
		if f.Minute, ok = num(1, 2); !ok || !lit(':') {
			return f, false
		}
		if f.Second, ok = num(1, 2); !ok {
			return f, false
		}
		if lit('.') {
			start := pos
			for pos < len(s) && pos-start < 9 && s[pos] >= '0' && s[pos] <= '9' {
				pos++
			}
			f.Nano, _ = strconv.Atoi((s[start:pos] + "000000000")[:9])
		}
	}
	if pos != len(s) || f.Month < 1 || f.Month > 12 || f.Day < 1 || f.Day > monthLength(f.Year, f.Month) ||
		f.Hour > 23 || f.Minute > 59 || f.Second > 59 {
		return f, false
	}
	f.Nano = TruncateNanos(f.Nano, precision)
	return f, true
}

// TruncateNanos keeps precision digits of a nanosecond fraction.
func TruncateNanos(nano, precision int) int {
	if precision >= 9 {
		return nano
	}
	unit := 1
	for range 9 - precision {
		unit *= 10
	}
	return nano / unit * unit
}

// DefaultTimestampError is the exception java.time raises for a string the default timestamp
// format does not read (TO_TIMESTAMP_LTZ fails with it): the index where parsing stopped, the
// unparsed rest, or the field out of range.
func DefaultTimestampError(s string) *flinkerr.Error {
	pos := 0
	digits := func(minD, maxD int) (int, bool) {
		start := pos
		for pos < len(s) && pos-start < maxD && s[pos] >= '0' && s[pos] <= '9' {
			pos++
		}
		if pos-start < minD {
			pos = start
			return 0, false
		}
		v, _ := strconv.Atoi(s[start:pos])
		return v, true
	}
	parseErr := func(index int) *flinkerr.Error {
		return javaException(flinkerr.ClassDateTimeParse, fmt.Sprintf("Text '%s' could not be parsed at index %d", s, index))
	}
	lit := func(c byte) bool {
		if pos < len(s) && s[pos] == c {
			pos++
			return true
		}
		return false
	}
	var f DateFields
	var ok bool
	if f.Year, ok = digits(4, 19); !ok {
		return parseErr(pos)
	}
	for _, field := range []*int{&f.Month, &f.Day} {
		if !lit('-') {
			return parseErr(pos)
		}
		if *field, ok = digits(1, 2); !ok {
			return parseErr(pos)
		}
	}
	// The time is an optional section: when any of it fails, none of it is read.
	save := pos
	timeOK := lit(' ')
	for i, field := range []*int{&f.Hour, &f.Minute, &f.Second} {
		if !timeOK {
			break
		}
		if i > 0 && !lit(':') {
			timeOK = false
			break
		}
		if *field, ok = digits(1, 2); !ok {
			timeOK = false
		}
	}
	if timeOK && lit('.') {
		for pos < len(s) && s[pos] >= '0' && s[pos] <= '9' {
			pos++
		}
	}
	if !timeOK {
		pos = save
		f.Hour, f.Minute, f.Second = 0, 0, 0
	}
	if pos != len(s) {
		return javaException(flinkerr.ClassDateTimeParse, fmt.Sprintf("Text '%s' could not be parsed, unparsed text found at index %d", s, pos))
	}
	rangeErr := func(field, valid string, v int) *flinkerr.Error {
		return javaException(flinkerr.ClassDateTime, fmt.Sprintf("Invalid value for %s (valid values %s): %d", field, valid, v))
	}
	switch {
	case f.Month < 1 || f.Month > 12:
		return rangeErr("MonthOfYear", "1 - 12", f.Month)
	case f.Day < 1 || f.Day > 31:
		return rangeErr("DayOfMonth", "1 - 28/31", f.Day)
	case f.Hour > 23:
		return rangeErr("HourOfDay", "0 - 23", f.Hour)
	case f.Minute > 59:
		return rangeErr("MinuteOfHour", "0 - 59", f.Minute)
	case f.Second > 59:
		return rangeErr("SecondOfMinute", "0 - 59", f.Second)
	case f.Day > monthLength(f.Year, f.Month):
		if f.Month == 2 && f.Day == 29 {
			return javaException(flinkerr.ClassDateTime, fmt.Sprintf("Invalid date 'February 29' as '%d' is not a leap year", f.Year))
		}
		return javaException(flinkerr.ClassDateTime, fmt.Sprintf("Invalid date '%s %d'", strings.ToUpper(monthNames[f.Month-1]), f.Day))
	}
	return javaException(flinkerr.ClassDateTimeParse, fmt.Sprintf("Text '%s' could not be parsed", s))
}
