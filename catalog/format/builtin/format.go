package builtin

import (
	"encoding/base64"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/types"
)

// fieldError is the error Flink raises when a field cannot be converted: the converter's own
// exception where it has a message (the SQL client prints the deepest cause with one), else the
// wrapper's "Fail to deserialize at field: x.".
func fieldError(err error, class, name string) error {
	if e, ok := err.(*connector.Error); ok && e.Msg != "" {
		return e
	}
	return formatError(class, "Fail to deserialize at field: %s.", name)
}

// errNoMessage marks a conversion error whose Java exception has no message
// (Date.valueOf's IllegalArgumentException, new BigDecimal("")).
var errNoMessage = formatError(classRuntime, "")

// parseDateISO reads yyyy-MM-dd, or with lenient set Date.valueOf's yyyy-[m]m-[d]d.
func parseDateISO(s string, lenient bool) (int32, bool) {
	y, rest, ok1 := strings.Cut(s, "-")
	m, d, ok2 := strings.Cut(rest, "-")
	if !ok1 || !ok2 || len(y) != 4 || !isDigits(y) || !isDigits(m) || !isDigits(d) {
		return 0, false
	}
	if lenient {
		if len(m) < 1 || len(m) > 2 || len(d) < 1 || len(d) > 2 {
			return 0, false
		}
	} else if len(m) != 2 || len(d) != 2 {
		return 0, false
	}
	yi, _ := strconv.Atoi(y)
	mi, _ := strconv.Atoi(m)
	di, _ := strconv.Atoi(d)
	if mi < 1 || mi > 12 || di < 1 || di > 31 {
		return 0, false
	}
	days := types.DaysFromCivil(yi, mi, di)
	if yy, mm, _ := types.CivilFromDays(days); !lenient && (yy != yi || mm != mi) {
		return 0, false
	}
	return int32(days), true
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// parseErrAt is java.time's DateTimeParseException.
func parseErrAt(s string, i int) error {
	return formatError("java.time.format.DateTimeParseException", "Text '%s' could not be parsed at index %d", s, i)
}

// timeParser reads the java.time patterns the formats use, failing with the index Java reports.
type timeParser struct {
	s string
	i int
}

func (p *timeParser) digits(n int) (int, bool) {
	if p.i+n > len(p.s) || !isDigits(p.s[p.i:p.i+n]) {
		return 0, false
	}
	v, _ := strconv.Atoi(p.s[p.i : p.i+n])
	p.i += n
	return v, true
}

func (p *timeParser) lit(c byte) bool {
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

// clock reads HH:mm, then :ss (required unless optionalSeconds) and an optional fraction of
// 1-9 digits; it returns nanoseconds of the day.
func (p *timeParser) clock(optionalSeconds bool) (int64, bool) {
	h, ok := p.digits(2)
	if !ok || h > 23 || !p.lit(':') {
		return 0, false
	}
	m, ok := p.digits(2)
	if !ok || m > 59 {
		return 0, false
	}
	sec := 0
	if p.lit(':') {
		if sec, ok = p.digits(2); !ok || sec > 59 {
			return 0, false
		}
	} else if !optionalSeconds {
		return 0, false
	} else {
		return int64(h*3600+m*60) * 1e9, true
	}
	nanos := int64(0)
	if p.i < len(p.s) && p.s[p.i] == '.' {
		start := p.i + 1
		j := start
		for j < len(p.s) && j-start < 9 && p.s[j] >= '0' && p.s[j] <= '9' {
			j++
		}
		if j == start {
			return 0, false
		}
		frac := p.s[start:j] + strings.Repeat("0", 9-(j-start))
		nanos, _ = strconv.ParseInt(frac, 10, 64)
		p.i = j
	}
	return int64(h*3600+m*60+sec)*1e9 + nanos, true
}

// parseTimestampText reads yyyy-MM-dd, sep, HH:mm:ss[.fraction] and the zone suffix ("Z" or
// ""), the patterns Flink's csv and json formats read TIMESTAMP and TIMESTAMP_LTZ with.
func parseTimestampText(s string, sep byte, zone string) (types.TimestampData, error) {
	p := &timeParser{s: s}
	fail := func() (types.TimestampData, error) { return types.TimestampData{}, parseErrAt(s, p.i) }
	if len(s) < 10 {
		return fail()
	}
	days, ok := parseDateISO(s[:10], false)
	if !ok {
		return fail()
	}
	p.i = 10
	if !p.lit(sep) {
		return fail()
	}
	nod, ok := p.clock(false)
	if !ok {
		return fail()
	}
	for i := 0; i < len(zone); i++ {
		if !p.lit(zone[i]) {
			return fail()
		}
	}
	if p.i != len(s) {
		return fail()
	}
	ns := nod
	return types.TimestampData{Millis: int64(days)*86_400_000 + ns/1_000_000, NanoOfMilli: int32(ns % 1_000_000)}, nil
}

// parseLocalTime is LocalTime.parse (ISO_LOCAL_TIME): HH:mm[:ss[.fraction]], in milliseconds
// truncated to the precision.
func parseLocalTime(s string, precision int) (int32, error) {
	p := &timeParser{s: s}
	nod, ok := p.clock(true)
	if !ok || p.i != len(s) {
		return 0, parseErrAt(s, p.i)
	}
	ms := int32(nod / 1_000_000)
	switch precision {
	case 0:
		ms = ms / 1000 * 1000
	case 1:
		ms = ms / 100 * 100
	case 2:
		ms = ms / 10 * 10
	}
	return ms, nil
}

// parseNodeDate is ISO_LOCAL_DATE.parse: yyyy-MM-dd, failing at the index Java reports.
func parseNodeDate(s string) (int32, error) {
	p := &timeParser{s: s}
	_, ok := p.digits(4)
	ok = ok && p.lit('-')
	if ok {
		_, ok = p.digits(2)
	}
	ok = ok && p.lit('-')
	if ok {
		_, ok = p.digits(2)
	}
	if !ok || p.i != len(s) {
		return 0, parseErrAt(s, p.i)
	}
	n, ok := parseDateISO(s, false)
	if !ok {
		return 0, parseErrAt(s, 0)
	}
	return n, nil
}

// parseNodeTime is the node converters' TIME: HH:mm:ss with an optional fraction, in
// milliseconds.
func parseNodeTime(s string) (int32, error) {
	p := &timeParser{s: s}
	nod, ok := p.clock(false)
	if !ok || p.i != len(s) {
		return 0, parseErrAt(s, p.i)
	}
	return int32(nod / 1_000_000), nil
}

// decodeBase64 is Jackson's binaryValue of a text node (standard alphabet, padding).
func decodeBase64(s string) ([]byte, error) {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		b, err = base64.RawStdEncoding.DecodeString(s)
	}
	if err != nil {
		return nil, formatError(classIllegalArgument, "Unable to deserialize byte array.")
	}
	return b, nil
}
