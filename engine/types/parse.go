package types

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/apache/arrow-go/v18/arrow/decimal128"
)

// String parsing for casts from character strings, after Flink's
// BinaryStringDataUtil and DateTimeUtils. Each parser returns a *CastError
// carrying the Java exception Flink throws, so that CAST reports Flink's
// message and TRY_CAST can turn any of them into NULL.

// trimSpaces is BinaryStringData.trim(): only ' ' is removed.
func trimSpaces(s string) string { return strings.Trim(s, " ") }

// ParseIntegerString is CAST(s AS TINYINT|SMALLINT|INT|BIGINT): the string
// trimmed of spaces, an optional sign, digits, and an optional fraction of
// digits that is dropped (so '1.9' is 1). bits is 8, 16, 32 or 64.
func ParseIntegerString(s string, bits int) (int64, error) {
	in := trimSpaces(s)
	fail := func(reason string) error {
		return newCastError(javaNumberFormat, fmt.Sprintf("For input string: '%s'. %s", in, reason))
	}
	if in == "" {
		return 0, fail("Input is empty.")
	}
	i := 0
	neg := in[0] == '-'
	if neg || in[0] == '+' {
		i++
		if len(in) == 1 {
			return 0, fail("Input has only positive or negative symbol.")
		}
	}
	// Accumulate negatively as Flink (and Hive) do, so MIN_VALUE parses.
	limit := int64(math.MinInt64)
	if bits < 64 {
		limit = math.MinInt32
	}
	stop := limit / 10
	var result int64
	for ; i < len(in); i++ {
		c := in[i]
		if c == '.' {
			i++
			break
		}
		if c < '0' || c > '9' {
			return 0, fail("Invalid character found.")
		}
		if result < stop {
			return 0, fail("Overflow.")
		}
		next := result*10 - int64(c-'0')
		if next > 0 || next < limit {
			return 0, fail("Overflow.")
		}
		result = next
	}
	for ; i < len(in); i++ {
		if in[i] < '0' || in[i] > '9' {
			return 0, fail("Invalid character found.")
		}
	}
	if !neg {
		if result == limit {
			return 0, fail("Overflow.")
		}
		result = -result
	}
	if bits < 32 && result != int64(int32(result)<<(32-bits)>>(32-bits)) {
		return 0, fail("Overflow.")
	}
	return result, nil
}

// ParseFloatString is CAST(s AS DOUBLE) (bits 64) or FLOAT (bits 32):
// Java's Double.parseDouble / Float.parseFloat of the space-trimmed string.
// Java also trims other control characters, accepts a trailing f, F, d or
// D, "NaN", "Infinity", and hexadecimal floating-point literals.
func ParseFloatString(s string, bits int) (float64, error) {
	in := trimSpaces(s)
	t := strings.TrimFunc(in, func(r rune) bool { return r <= ' ' })
	fail := func() error {
		if t == "" {
			return newCastError(javaNumberFormat, "empty String")
		}
		return newCastError(javaNumberFormat, fmt.Sprintf("For input string: \"%s\"", in))
	}
	if t == "" {
		return 0, fail()
	}
	body, sign := t, 1.0
	if body[0] == '+' || body[0] == '-' {
		if body[0] == '-' {
			sign = -1
		}
		body = body[1:]
	}
	switch body {
	case "NaN":
		return math.NaN(), nil
	case "Infinity":
		return math.Inf(int(sign)), nil
	}
	if n := len(body); n > 0 && strings.ContainsRune("fFdD", rune(body[n-1])) {
		body = body[:n-1]
	}
	if !javaFloatSyntax(body) {
		return 0, fail()
	}
	v, err := strconv.ParseFloat(body, bits)
	if err != nil && !isRangeErr(err) {
		return 0, fail()
	}
	return sign * v, nil
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// javaFloatSyntax accepts digits[.digits][(e|E)[sign]digits] with at least
// one digit in the mantissa, or a hexadecimal significand with a binary
// exponent (0x1.8p3), which Java requires to have the p part.
func javaFloatSyntax(s string) bool {
	if len(s) > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		p := strings.IndexAny(s, "pP")
		if p < 0 {
			return false
		}
		mant, exp := s[2:p], s[p+1:]
		if mant == "" || mant == "." || strings.Count(mant, ".") > 1 || strings.Trim(mant, "0123456789abcdefABCDEF.") != "" {
			return false
		}
		exp = strings.TrimLeft(exp, "+-")
		return exp != "" && strings.Trim(exp, "0123456789") == ""
	}
	i, digits := 0, 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
		digits++
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
			digits++
		}
	}
	if digits == 0 {
		return false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		start := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == start {
			return false
		}
	}
	return i == len(s)
}

// ParseDecimalString is CAST(s AS DECIMAL(p, s)), Flink's
// BinaryStringDataUtil.toDecimal. It has two paths, and they differ:
//
//   - precision and byte length both at most 18: a lenient scanner that skips
//     blanks, reads a sign, digits and one point, stops at the first other
//     character, takes an exponent if that character is e/E, and only then
//     insists on trailing blanks. So 'x' is 0, '1.5x' is 1.5 but '1.5xy'
//     fails, and leading zeros count toward the precision;
//   - otherwise Java's new BigDecimal(trimmed string), which is strict.
//
// Rounding is HALF_UP. ok is false where the value does not fit (Flink's
// "Overflow."), and an error comes back for strings the strict path rejects.
func ParseDecimalString(s string, precision, scale int) (decimal128.Num, error) {
	overflow := func() error {
		return newCastError(javaNumberFormat, fmt.Sprintf("For input string: '%s'. Overflow.", s))
	}
	if precision > 18 || len(s) > 18 {
		t := strings.Trim(s, " \n\t")
		v, vs, ok := parseJavaBigDecimal(t)
		if !ok {
			return decimal128.Num{}, newCastError(javaNumberFormat, bigDecimalSyntaxMessage(t))
		}
		n, ok := decimalFromBig(v, vs, precision, scale)
		if !ok {
			return decimal128.Num{}, overflow()
		}
		return n, nil
	}
	n, ok := parseDecimalLenient(s, precision, scale)
	if !ok {
		return decimal128.Num{}, overflow()
	}
	return n, nil
}

func isBlank(b byte) bool { return b == ' ' || b == '\n' || b == '\t' }

func parseDecimalLenient(s string, precision, scale int) (decimal128.Num, bool) {
	i, n := 0, len(s)
	for i < n && isBlank(s[i]) {
		i++
	}
	if i == n {
		return decimal128.Num{}, false
	}
	b := s[i]
	neg := b == '-'
	if neg || b == '+' {
		i++
		if i == n {
			return decimal128.Num{}, false
		}
	}
	var significand int64
	exp, sigLen, point := 0, 0, -1
	for i < n {
		b = s[i]
		i++
		if b >= '0' && b <= '9' {
			significand = significand*10 + int64(b-'0')
			sigLen++
		} else if b == '.' {
			if point >= 0 {
				return decimal128.Num{}, false
			}
			point = sigLen
		} else {
			break
		}
	}
	if point < 0 {
		point = sigLen
	}
	if neg {
		significand = -significand
	}
	if (b == 'e' || b == 'E') && i < n {
		b = s[i]
		expNeg := b == '-'
		if expNeg || b == '+' {
			i++
			if i == n {
				return decimal128.Num{}, false
			}
		}
		digits := 0
		for i < n {
			b = s[i]
			i++
			if b < '0' || b > '9' {
				break
			}
			if digits < 40 {
				digits = digits*10 + int(b-'0')
			}
		}
		if expNeg {
			digits = -digits
		}
		exp += digits
	}
	exp -= sigLen - point
	for i < n {
		b = s[i]
		i++
		if !isBlank(b) {
			return decimal128.Num{}, false
		}
	}
	change := exp + scale
	if sigLen+change > precision {
		return decimal128.Num{}, false
	}
	if change >= 0 {
		significand *= int64(math.Pow10(change))
	} else if -change-1 >= 18 {
		// Flink indexes a table of powers of ten here and fails; every such
		// value rounds to zero at precision <= 18 anyway.
		significand = 0
	} else {
		k := int64(5)
		if neg {
			k = -5
		}
		p := int64(math.Pow10(-change - 1))
		significand = (significand + k*p) / (p * 10)
	}
	return decimal128.FromI64(significand), true
}

// bigDecimalSyntaxMessage approximates the message of Java's
// NumberFormatException from new BigDecimal(String).
func bigDecimalSyntaxMessage(s string) string {
	for _, r := range s {
		if (r < '0' || r > '9') && r != '.' && r != '+' && r != '-' && r != 'e' && r != 'E' {
			return fmt.Sprintf("Character %c is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.", r)
		}
	}
	return "Character array is missing \"exponent\" mark 'e' or 'E'."
}

// doubleToDecimal is DecimalDataUtils.castFrom(double): new
// BigDecimal(Double.toString(d)), rounded HALF_UP; ok false on overflow.
func doubleToDecimal(d float64, precision, scale int) (decimal128.Num, bool, error) {
	if math.IsNaN(d) || math.IsInf(d, 0) {
		return decimal128.Num{}, false, newCastError(javaNumberFormat, bigDecimalSyntaxMessage(FormatDouble(d)))
	}
	v, vs, _ := parseJavaBigDecimal(FormatDouble(d))
	n, ok := decimalFromBig(v, vs, precision, scale)
	return n, ok, nil
}

// ParseBooleanString is CAST(s AS BOOLEAN): t, true, y, yes, 1 and f, false,
// n, no, 0, in any case but without trimming.
func ParseBooleanString(s string) (bool, error) {
	switch strings.ToLower(s) {
	case "t", "true", "y", "yes", "1":
		return true, nil
	case "f", "false", "n", "no", "0":
		return false, nil
	}
	return false, newCastError(javaTableException, fmt.Sprintf("Cannot parse '%s' as BOOLEAN.", s))
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// javaParseInt is Integer.parseInt of a digit string.
func javaParseInt(s string) (int, error) {
	v, err := strconv.ParseInt(s, 10, 32)
	if err != nil {
		return 0, newCastError(javaNumberFormat, fmt.Sprintf("For input string: \"%s\"", s))
	}
	return int(v), nil
}

// ParseDateString is CAST(s AS DATE), DateTimeUtils.parseDate: the part
// before the first space (if that is not at the start), split at '-' into
// year[-month[-day]], each part trimmed; missing parts are 1. Years 0-9999.
func ParseDateString(s string) (int32, error) {
	fail := newCastError(javaDateTime, fmt.Sprintf("For input string: '%s'.", s))
	v := s
	if ws := strings.IndexByte(v, ' '); ws > 0 {
		v = v[:ws]
	}
	parts := []string{v}
	if h1 := strings.IndexByte(v, '-'); h1 >= 0 {
		rest := v[h1+1:]
		parts = []string{v[:h1]}
		if h2 := strings.IndexByte(rest, '-'); h2 >= 0 {
			parts = append(parts, rest[:h2], rest[h2+1:])
		} else {
			parts = append(parts, rest)
		}
	}
	ymd := [3]int{0, 1, 1}
	for i, p := range parts {
		p = strings.TrimFunc(p, func(r rune) bool { return r <= ' ' })
		if !isDigits(p) {
			return 0, fail
		}
		n, err := javaParseInt(p)
		if err != nil {
			return 0, err
		}
		ymd[i] = n
	}
	y, m, d := ymd[0], ymd[1], ymd[2]
	if y < 0 || y > 9999 || m < 1 || m > 12 || d < 1 || d > monthLength(y, m) {
		return 0, fail
	}
	return int32(DaysFromCivil(y, m, d)), nil
}

// ParseTimeString is CAST(s AS TIME(p)), DateTimeUtils.parseTime: H[:m[:s[.fff]]]
// with an optional [+-]hh[:mm] offset that is added as is, the fraction
// rounded to milliseconds, then truncated to the precision.
func ParseTimeString(s string, precision int) (int32, error) {
	fail := newCastError(javaDateTime, fmt.Sprintf("Invalid time format: '%s'. "+
		"Expected format: HH:mm:ss[.fff] where HH is 00-23, mm is 00-59, ss is 00-59", s))
	trim := func(p string) string { return strings.TrimFunc(p, func(r rune) bool { return r <= ' ' }) }
	num := func(p string) (int, error) {
		p = trim(p)
		if !isDigits(p) {
			return 0, fail
		}
		return javaParseInt(p)
	}
	end := len(s)
	op, tzHour, tzMinute := -1, 0, 0
	tz := strings.IndexByte(s, '-')
	if tz < 0 {
		tz = strings.IndexByte(s, '+')
		op = 1
	}
	var err error
	if tz >= 0 {
		end = tz
		if c3 := strings.IndexByte(s[tz:], ':'); c3 < 0 {
			if tzHour, err = num(s[tz+1:]); err != nil {
				return 0, err
			}
		} else {
			c3 += tz
			if tzHour, err = num(s[tz+1 : c3]); err != nil {
				return 0, err
			}
			if tzMinute, err = num(s[c3+1:]); err != nil {
				return 0, err
			}
		}
	}
	// As in Java, the colons and the point are searched in the whole string,
	// offset included: '10:00+01:30' fails because its minutes read "00+01".
	sub := func(from, to int) (string, bool) {
		if from > to || to > len(s) {
			return "", false
		}
		return s[from:to], true
	}
	field := func(from, to int) (int, error) {
		part, ok := sub(from, to)
		if !ok {
			return 0, fail
		}
		return num(part)
	}
	var h, m, sec, milli int
	c1 := strings.IndexByte(s, ':')
	if c1 < 0 {
		if h, err = field(0, end); err != nil {
			return 0, err
		}
	} else {
		if h, err = field(0, c1); err != nil {
			return 0, err
		}
		c2 := indexFrom(s, ':', c1+1)
		if c2 < 0 {
			if m, err = field(c1+1, end); err != nil {
				return 0, err
			}
		} else {
			if m, err = field(c1+1, c2); err != nil {
				return 0, err
			}
			dot := indexFrom(s, '.', c2)
			if dot < 0 {
				if sec, err = field(c2+1, end); err != nil {
					return 0, err
				}
			} else {
				if sec, err = field(c2+1, dot); err != nil {
					return 0, err
				}
				frac, ok := sub(dot+1, end)
				if !ok {
					return 0, fail
				}
				milli = parseFractionMillis(trim(frac))
			}
		}
	}
	if h < 0 || h > 23 || m < 0 || m > 59 || sec < 0 || sec > 59 {
		return 0, fail
	}
	h += op * tzHour
	m += op * tzMinute
	ms := int32(h*3_600_000 + m*60_000 + sec*1000 + milli)
	return truncateTimePrecision(ms, precision), nil
}

func indexFrom(s string, c byte, from int) int {
	if from > len(s) {
		return -1
	}
	if i := strings.IndexByte(s[from:], c); i >= 0 {
		return from + i
	}
	return -1
}

// parseFractionMillis reads up to three fraction digits, rounding on the
// fourth; non-digits count as 0.
func parseFractionMillis(v string) int {
	mult, r := 100, 0
	for i := 0; i < len(v); i++ {
		x := 0
		if v[i] >= '0' && v[i] <= '9' {
			x = int(v[i] - '0')
		}
		r += mult * x
		if mult < 10 {
			if i+1 < len(v) && v[i+1] >= '5' {
				r++
			}
			break
		}
		mult /= 10
	}
	return r
}

// truncateTimePrecision is DateTimeUtils.applyTimePrecisionTruncation.
func truncateTimePrecision(ms int32, precision int) int32 {
	switch precision {
	case 0:
		return ms / 1000 * 1000
	case 1:
		return ms / 100 * 100
	case 2:
		return ms / 10 * 10
	}
	return ms
}

// ParseTimestampString is CAST(s AS TIMESTAMP(p)): Flink's
// DEFAULT_TIMESTAMP_FORMATTER, "yyyy-[MM][M]-[dd][d]" with an optional
// " [HH][H]:[mm][m]:[ss][s]" and an optional fraction of up to nine digits,
// resolved as java.time's SMART style does (a day past the month's end is
// clamped: 2023-02-29 is 2023-02-28). The fraction is truncated to p digits.
func ParseTimestampString(s string, precision int) (TimestampData, error) {
	p := tsParser{s: s}
	y, mo, d, h, mi, sec, nano, err := p.parse()
	if err != nil {
		return TimestampData{}, err
	}
	if precision < 9 {
		unit := int(math.Pow10(9 - precision))
		nano = nano / unit * unit
	}
	days := DaysFromCivil(y, mo, d)
	ms := days*millisPerDay + int64(h*3_600_000+mi*60_000+sec*1000) + int64(nano/1_000_000)
	return TimestampData{Millis: ms, NanoOfMilli: int32(nano % 1_000_000)}, nil
}

// ParseTimestampLTZString is CAST(s AS TIMESTAMP_LTZ(p)): the timestamp
// read as a wall-clock time in the session zone (nil is UTC).
func ParseTimestampLTZString(s string, precision int, loc *time.Location) (TimestampData, error) {
	ts, err := ParseTimestampString(s, precision)
	if err != nil {
		return TimestampData{}, err
	}
	return TimestampToLTZ(ts, loc), nil
}

type tsParser struct {
	s   string
	pos int
}

func (p *tsParser) errAt(i int) error {
	return newCastError(javaDateTimeParse, fmt.Sprintf("Text '%s' could not be parsed at index %d", p.s, i))
}

// digits reads between min and max digits at the position.
func (p *tsParser) digits(min, max int) (int, bool) {
	i := p.pos
	for i < len(p.s) && i-p.pos < max && p.s[i] >= '0' && p.s[i] <= '9' {
		i++
	}
	if i-p.pos < min {
		return 0, false
	}
	v, err := strconv.Atoi(p.s[p.pos:i])
	if err != nil {
		return 0, false
	}
	p.pos = i
	return v, true
}

// field reads "[XX][X]": two digits, else one or more.
func (p *tsParser) field() (int, bool) {
	if v, ok := p.digits(2, 2); ok {
		return v, true
	}
	return p.digits(1, 19)
}

func (p *tsParser) literal(c byte) bool {
	if p.pos < len(p.s) && p.s[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

func (p *tsParser) parse() (y, mo, d, h, mi, sec, nano int, err error) {
	// yyyy: four digits; more need a '+' sign in strict parsing.
	start := p.pos
	var ok bool
	if y, ok = p.digits(4, 19); !ok || p.pos-start > 4 {
		return 0, 0, 0, 0, 0, 0, 0, p.errAt(start)
	}
	for _, dst := range []*int{&mo, &d} {
		if !p.literal('-') {
			return 0, 0, 0, 0, 0, 0, 0, p.errAt(p.pos)
		}
		at := p.pos
		if *dst, ok = p.field(); !ok {
			return 0, 0, 0, 0, 0, 0, 0, p.errAt(at)
		}
	}
	// The optional time section: all of it or nothing.
	save := p.pos
	if t, ok := p.timePart(); ok {
		h, mi, sec, nano = t[0], t[1], t[2], t[3]
	} else {
		p.pos = save
	}
	if p.pos != len(p.s) {
		return 0, 0, 0, 0, 0, 0, 0, newCastError(javaDateTimeParse,
			fmt.Sprintf("Text '%s' could not be parsed, unparsed text found at index %d", p.s, p.pos))
	}
	resolveErr := func(field, valid string, v int) error {
		return newCastError(javaDateTimeParse, fmt.Sprintf("Text '%s' could not be parsed: Invalid value for %s (valid values %s): %d",
			p.s, field, valid, v))
	}
	switch {
	case y < 1:
		return 0, 0, 0, 0, 0, 0, 0, resolveErr("YearOfEra", "1 - 999999999/1000000000", y)
	case mo < 1 || mo > 12:
		return 0, 0, 0, 0, 0, 0, 0, resolveErr("MonthOfYear", "1 - 12", mo)
	case d < 1 || d > 31:
		return 0, 0, 0, 0, 0, 0, 0, resolveErr("DayOfMonth", "1 - 28/31", d)
	case h > 23:
		return 0, 0, 0, 0, 0, 0, 0, resolveErr("HourOfDay", "0 - 23", h)
	case mi > 59:
		return 0, 0, 0, 0, 0, 0, 0, resolveErr("MinuteOfHour", "0 - 59", mi)
	case sec > 59:
		return 0, 0, 0, 0, 0, 0, 0, resolveErr("SecondOfMinute", "0 - 59", sec)
	}
	d = min(d, monthLength(y, mo)) // the SMART resolver clamps the day
	return y, mo, d, h, mi, sec, nano, nil
}

func (p *tsParser) timePart() ([4]int, bool) {
	var t [4]int
	var ok bool
	if !p.literal(' ') {
		return t, false
	}
	for i := 0; i < 3; i++ {
		if i > 0 && !p.literal(':') {
			return t, false
		}
		if t[i], ok = p.field(); !ok {
			return t, false
		}
	}
	if p.literal('.') {
		start := p.pos
		for p.pos < len(p.s) && p.pos-start < 9 && p.s[p.pos] >= '0' && p.s[p.pos] <= '9' {
			p.pos++
		}
		frac := p.s[start:p.pos]
		if frac != "" {
			v, _ := strconv.Atoi(frac + strings.Repeat("0", 9-len(frac)))
			t[3] = v
		}
	}
	return t, true
}
