package datafaker

import (
	"fmt"
	"math"
	"regexp/syntax"
	"strconv"
	"strings"
	"time"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/types"
)

// errBound is Java's "bound must be positive", which Random.nextLong raises for an empty range.
var errBound = javaErr("java.lang.IllegalArgumentException: bound must be positive")

func long(v int64) string { return strconv.FormatInt(v, 10) }

// javaDouble prints as Double.toString does.
func javaDouble(v float64) string { return types.FormatDouble(v) }

// numberProvider is Datafaker's Number.
var numberProvider = provider{
	"randomdigit":        m0(func(g *gen) string { return long(g.nextInt(0, 9)) }),
	"randomdigitnotzero": m0(func(g *gen) string { return long(g.nextInt(1, 9)) }),
	"positive":           m0(func(g *gen) string { return long(numberBetweenInt(g, 1, math.MaxInt32)) }),
	"negative":           m0(func(g *gen) string { return long(numberBetweenInt(g, 0, math.MinInt32)) }),
	"numberbetween": {
		{params: []argKind{aInt, aInt}, fn: func(g *gen, a []arg) (string, error) {
			return long(numberBetweenInt(g, a[0].i, a[1].i)), nil
		}},
		{params: []argKind{aLong, aLong}, fn: func(g *gen, a []arg) (string, error) {
			lo, hi := min(a[0].i, a[1].i), max(a[0].i, a[1].i)
			return long(g.nextLong(lo, hi)), nil
		}},
		{params: []argKind{aDouble, aDouble}, fn: func(g *gen, a []arg) (string, error) {
			lo, hi := a[0].f, a[1].f
			if !(lo < hi) {
				return "", javaErr("java.lang.IllegalArgumentException: bound must be greater than origin")
			}
			return javaDouble(lo + g.r.Float64()*(hi-lo)), nil
		}},
	},
	"randomnumber": {
		{fn: func(g *gen, _ []arg) (string, error) { return long(int64(g.r.Uint64())), nil }},
		{params: []argKind{aInt}, fn: randomNumber},
		{params: []argKind{aInt, aBool}, fn: randomNumber},
	},
	"randomdouble": {
		{params: []argKind{aInt, aInt, aInt}, fn: randomDouble},
		{params: []argKind{aInt, aLong, aLong}, fn: randomDouble},
	},
	"digit": m0(func(g *gen) string { return long(g.nextInt(0, 9)) }),
	"digits": {{params: []argKind{aInt}, counts: []int{0}, fn: func(g *gen, a []arg) (string, error) {
		if a[0].i < 0 {
			return "", javaErr("java.lang.NegativeArraySizeException: " + long(a[0].i))
		}
		var b strings.Builder
		for range a[0].i {
			b.WriteByte(byte('0' + g.r.IntN(10)))
		}
		return b.String(), nil
	}}},
}

// numberBetweenInt is Number.numberBetween(int, int): the upper bound excluded.
func numberBetweenInt(g *gen, a, b int64) int64 {
	if a == b {
		return a
	}
	return g.nextLong(min(a, b), max(a, b))
}

func randomNumber(g *gen, a []arg) (string, error) {
	d := a[0].i
	if d <= 0 {
		return "", javaErr("java.lang.IllegalArgumentException: Number of digits must be positive")
	}
	if d > 18 {
		return "", errBound // min * 10 overflows a long in Datafaker
	}
	lo := int64(math.Pow10(int(d - 1)))
	return long(g.nextLong(lo, lo*10)), nil
}

// randomDouble is Number.randomDouble: a value between min and max with at most the given
// decimals, printed as a double.
func randomDouble(g *gen, a []arg) (string, error) {
	if a[0].i < 0 {
		return "", javaErr("java.lang.ArithmeticException: negative scale")
	}
	lo, hi := float64(a[1].i), float64(a[2].i)
	v := lo + (hi-lo)*g.r.Float64()
	p := math.Pow10(int(min(a[0].i, 300)))
	v = math.Round(v*p) / p
	return javaDouble(v), nil
}

var boolProvider = provider{
	"bool": m0(func(g *gen) string { return strconv.FormatBool(g.r.IntN(2) == 1) }),
}

// optionsProvider is Options.option(String...).
var optionsProvider = provider{
	"option": {{params: []argKind{aStrings}, fn: func(g *gen, a []arg) (string, error) {
		if len(a[0].ss) == 0 {
			return "", javaErr("java.lang.IllegalArgumentException: bound must be positive")
		}
		return g.pick(a[0].ss), nil
	}}},
}

// dateProvider is DateAndTime ('date'): its timestamps print as java.sql.Timestamp.toString,
// or with a SimpleDateFormat pattern as the last argument, in UTC, the time zone the Java
// runner's JVM uses.
var dateProvider = provider{
	"past":   shifts(-1),
	"future": shifts(1),
	"birthday": {
		{fn: func(g *gen, _ []arg) (string, error) { return stamp(birthday(g, 18, 65))("") }},
		{params: []argKind{aInt, aInt}, fn: func(g *gen, a []arg) (string, error) {
			return stamp(birthday(g, a[0].i, a[1].i))("")
		}},
		{params: []argKind{aString}, fn: func(g *gen, a []arg) (string, error) {
			return stamp(birthday(g, 18, 65))(a[0].s)
		}},
		{params: []argKind{aInt, aInt, aString}, fn: func(g *gen, a []arg) (string, error) {
			return stamp(birthday(g, a[0].i, a[1].i))(a[2].s)
		}},
	},
}

// shifts are the forms of past (sign -1) and future (1): (atMost, unit) and (atMost, minimum,
// unit), each also with a pattern.
func shifts(sign int64) []method {
	one := func(g *gen, a []arg) (int64, error) {
		return shift(g, g.nowMillis()+sign, a[0].i, a[1].unit, sign)
	}
	two := func(g *gen, a []arg) (int64, error) {
		return shift(g, g.nowMillis()+sign*a[2].unit.Milliseconds()*a[1].i, a[0].i-a[1].i, a[2].unit, sign)
	}
	format := func(at func(*gen, []arg) (int64, error), pattern int) func(*gen, []arg) (string, error) {
		return func(g *gen, a []arg) (string, error) {
			ms, err := at(g, a)
			if err != nil {
				return "", err
			}
			p := ""
			if pattern >= 0 {
				p = a[pattern].s
			}
			return stamp(ms, 0)(p)
		}
	}
	return []method{
		{params: []argKind{aInt, aUnit}, fn: format(one, -1)},
		{params: []argKind{aInt, aInt, aUnit}, fn: format(two, -1)},
		{params: []argKind{aInt, aUnit, aString}, fn: format(one, 2)},
		{params: []argKind{aInt, aInt, aUnit, aString}, fn: format(two, 3)},
	}
}

// stamp prints a timestamp as Timestamp.toString, or with a SimpleDateFormat pattern.
func stamp(ms int64, nanoOfMilli int32) func(pattern string) (string, error) {
	return func(pattern string) (string, error) {
		if pattern == "" {
			return javaTimestamp(ms, nanoOfMilli), nil
		}
		p, err := types.NewSimpleDateFormatPattern(pattern)
		if err != nil {
			return "", err
		}
		return p.Format(types.FieldsOf(types.TimestampData{Millis: ms, NanoOfMilli: nanoOfMilli})), nil
	}
}

func (g *gen) nowMillis() int64 { return g.now().UnixMilli() }

// timeProvider is Time: a nano of the day (printed as a long, which flink-faker's TIME cast
// reads) between now and now moved by the amounts, in UTC, wrapping at midnight as LocalTime
// does; numberBetween excludes the later end.
var timeProvider = provider{
	"future": {
		{params: []argKind{aInt, aChrono}, fn: func(g *gen, a []arg) (string, error) { return timeBetween(g, 0, a[0].i, a[1]) }},
		{params: []argKind{aInt, aInt, aChrono}, fn: func(g *gen, a []arg) (string, error) {
			return timeBetween(g, a[1].i, a[0].i, a[2])
		}},
	},
	"past": {
		{params: []argKind{aInt, aChrono}, fn: func(g *gen, a []arg) (string, error) { return timeBetween(g, -a[0].i, 0, a[1]) }},
		{params: []argKind{aInt, aInt, aChrono}, fn: func(g *gen, a []arg) (string, error) {
			return timeBetween(g, -a[0].i, -a[1].i, a[2])
		}},
	},
}

const dayNanos = int64(24 * time.Hour)

func timeBetween(g *gen, from, to int64, unit arg) (string, error) {
	if unit.unit == 0 {
		name := strings.ToLower(strings.ReplaceAll(unit.s, "_", ""))
		return "", flinkerr.New(nil, "java.time.temporal.UnsupportedTemporalTypeException",
			"Unsupported unit: "+strings.ToUpper(name[:1])+name[1:])
	}
	now := g.now().UTC()
	nod := int64(now.Hour())*int64(time.Hour) + int64(now.Minute())*int64(time.Minute) +
		int64(now.Second())*int64(time.Second) + int64(now.Nanosecond())
	at := func(n int64) int64 {
		return ((nod+(n%(dayNanos/int64(unit.unit)))*int64(unit.unit))%dayNanos + dayNanos) % dayNanos
	}
	a, b := at(from), at(to)
	if a == b {
		return long(a), nil
	}
	return long(g.nextLong(min(a, b), max(a, b))), nil
}

// shift is DateAndTime.past/future(atMost, unit, reference): the reference moved by 1 plus a
// random number of milliseconds below atMost in the unit, minus one.
func shift(g *gen, ref, atMost int64, unit time.Duration, sign int64) (int64, error) {
	bound := atMost*unit.Milliseconds() - 1
	if unit < time.Millisecond {
		bound = atMost*int64(unit)/int64(time.Millisecond) - 1
	}
	if bound <= 0 {
		return 0, errBound
	}
	return ref + sign*(1+int64(g.r.Uint64N(uint64(bound)))), nil
}

// birthday is DateAndTime.birthday(minAge, maxAge): a day between maxAge and minAge years ago
// (the later end excluded) at a random nanosecond of the day.
func birthday(g *gen, minAge, maxAge int64) (int64, int32) {
	today := g.now().UTC()
	y, m, d := today.Date()
	from := time.Date(y-int(maxAge), m, d, 0, 0, 0, 0, time.UTC)
	if m == time.February && d == 29 { // LocalDate.minusYears clamps to the 28th
		from = clampYears(y-int(maxAge), m, d)
	}
	if minAge == maxAge {
		return from.UnixMilli(), 0
	}
	to := clampYears(y-int(minAge), m, d)
	start, stop := from.Unix()/86400, to.Unix()/86400
	day := start
	if stop > start {
		day = g.nextLong(start, stop)
	} else if stop < start {
		day = g.nextLong(stop, start)
	}
	nanos := g.nextLong(0, 86400*int64(time.Second))
	ms := day*86400000 + nanos/1e6
	return ms, int32(nanos % 1e6)
}

func clampYears(y int, m time.Month, d int) time.Time {
	t := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	if t.Month() != m {
		t = time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC)
	}
	return t
}

// javaTimestamp is java.sql.Timestamp.toString in UTC: "2024-05-01 10:00:00.123", the
// fraction without trailing zeros but at least one digit.
func javaTimestamp(ms int64, nanoOfMilli int32) string {
	t := time.UnixMilli(ms).UTC()
	nanos := int64(t.Nanosecond()) + int64(nanoOfMilli)
	frac := "0"
	if nanos != 0 {
		frac = strings.TrimRight(fmt.Sprintf("%09d", nanos), "0")
	}
	y := t.Year()
	ys := fmt.Sprintf("%04d", y)
	return ys + t.Format("-01-02 15:04:05") + "." + frac
}

// rootMethods are the methods of the Faker object itself, named without a provider.
var rootMethods = provider{
	"regexify": {{params: []argKind{aString}, fn: func(g *gen, a []arg) (string, error) {
		return g.f.Regex(a[0].s), nil
	}}},
	"bothify": {
		{params: []argKind{aString}, fn: func(g *gen, a []arg) (string, error) { return bothify(g, a[0].s, false, true, true), nil }},
		{params: []argKind{aString, aBool}, fn: func(g *gen, a []arg) (string, error) {
			return bothify(g, a[0].s, a[1].b, true, true), nil
		}},
	},
	"numerify": {{params: []argKind{aString}, fn: func(g *gen, a []arg) (string, error) {
		return bothify(g, a[0].s, false, true, false), nil
	}}},
	"letterify": {
		{params: []argKind{aString}, fn: func(g *gen, a []arg) (string, error) { return bothify(g, a[0].s, false, false, true), nil }},
		{params: []argKind{aString, aBool}, fn: func(g *gen, a []arg) (string, error) {
			return bothify(g, a[0].s, a[1].b, false, true), nil
		}},
	},
	"examplify": {{params: []argKind{aString}, fn: func(g *gen, a []arg) (string, error) {
		rs := []rune(a[0].s)
		for i, c := range rs {
			switch {
			case c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c > 127 && strings.ToUpper(string(c)) != strings.ToLower(string(c)):
				base := 'a'
				if strings.ToUpper(string(c)) == string(c) {
					base = 'A'
				}
				rs[i] = base + rune(g.r.IntN(26))
			case c >= '0' && c <= '9':
				rs[i] = rune('0' + g.r.IntN(10))
			}
		}
		return string(rs), nil
	}}},
}

// bothify is FakeValuesService.bothify: '#' becomes a digit, 'Ø' a digit from 1 to 9, '?' a
// letter.
func bothify(g *gen, s string, upper, digits, letters bool) string {
	base := 'a'
	if upper {
		base = 'A'
	}
	rs := []rune(s)
	for i, c := range rs {
		switch {
		case c == '#' && digits:
			rs[i] = rune('0' + g.r.IntN(10))
		case c == 'Ø' && digits:
			rs[i] = rune('1' + g.r.IntN(8))
		case c == '?' && letters:
			rs[i] = base + rune(g.r.IntN(26))
		}
	}
	return string(rs)
}

// checkRegex refuses a regexify pattern gofakeit cannot generate from.
func checkRegex(p piece) error {
	if normalize(p.directive) != "regexify" || len(p.args) != 1 {
		return nil
	}
	if _, err := syntax.Parse(p.args[0], syntax.Perl); err != nil {
		return fmt.Errorf("%w: regexify cannot generate from %q at position %d: %v", ErrUnsupported, p.args[0], p.pos, err)
	}
	return nil
}

// javaErr is a Java exception, "class: message", as Datafaker raises it while it generates.
func javaErr(s string) error {
	class, msg, _ := strings.Cut(s, ": ")
	return flinkerr.New(nil, class, msg)
}
