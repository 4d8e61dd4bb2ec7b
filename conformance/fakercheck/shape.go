package fakercheck

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Kind is the narrowest type every value of a sample set fits.
type Kind int

// The kinds, from the narrowest.
const (
	KindBoolean Kind = iota
	KindInteger
	KindDecimal
	KindDate
	KindTimestamp
	KindTimeOfDay
	KindText
)

func (k Kind) String() string {
	switch k {
	case KindBoolean:
		return "boolean"
	case KindInteger:
		return "integer"
	case KindDecimal:
		return "decimal"
	case KindDate:
		return "date"
	case KindTimestamp:
		return "timestamp"
	case KindTimeOfDay:
		return "time of day"
	case KindText:
		return "text"
	default:
		return fmt.Sprintf("Kind(%d)", int(k))
	}
}

var (
	integerRE   = regexp.MustCompile(`^-?[0-9]+$`)
	decimalRE   = regexp.MustCompile(`^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$`)
	dateRE      = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}-[0-9]{2}$`)
	timestampRE = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}-[0-9]{2}[ T][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,9})?)?Z?$`)
	timeOfDayRE = regexp.MustCompile(`^[0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,9})?)?$`)
)

// KindOf is the narrowest kind one value fits.
func KindOf(v string) Kind {
	switch {
	case v == "true" || v == "false":
		return KindBoolean
	case integerRE.MatchString(v):
		return KindInteger
	case decimalRE.MatchString(v):
		return KindDecimal
	case dateRE.MatchString(v):
		return KindDate
	case timestampRE.MatchString(v):
		return KindTimestamp
	case timeOfDayRE.MatchString(v):
		return KindTimeOfDay
	default:
		return KindText
	}
}

// KindOfSet is the narrowest kind every value fits: integers and decimals together are decimal,
// dates and timestamps together are timestamps, and any other mix is text.
func KindOfSet(values []string) Kind {
	if len(values) == 0 {
		return KindText
	}
	k := KindOf(values[0])
	for _, v := range values[1:] {
		k = join(k, KindOf(v))
	}
	return k
}

func join(a, b Kind) Kind {
	if a == b {
		return a
	}
	if a > b {
		a, b = b, a
	}
	switch {
	case a == KindInteger && b == KindDecimal:
		return KindDecimal
	case a == KindDate && b == KindTimestamp:
		return KindTimestamp
	default:
		return KindText
	}
}

// Thresholds of the comparison; see the package doc.
const (
	rangeSlack     = 0.1  // of the reference's span, on each side of its range
	minSpread      = 0.5  // the compared set's span, at least this part of the reference's
	maxChoices     = 40   // distinct values of a choice set
	minJaccard     = 0.5  // overlap of two choice sets
	minPatternPart = 0.5  // values whose pattern the other set also has
	lengthSlack    = 0.25 // of the reference's longest value, on each side of its length range
)

// Compare reports how got's values differ in shape from ref's, the reference (Datafaker's). No
// differences means the two have the same shape.
func Compare(ref, got Samples) []string {
	var diffs []string
	if ref.Error != "" {
		return []string{"the reference could not evaluate the expression: " + ref.Error}
	}
	if got.Error != "" {
		return []string{"could not evaluate the expression: " + got.Error}
	}
	if len(ref.Values) == 0 || len(got.Values) == 0 {
		return []string{fmt.Sprintf("no values to compare (%d reference, %d compared)", len(ref.Values), len(got.Values))}
	}
	rk, gk := KindOfSet(ref.Values), KindOfSet(got.Values)
	if rk != gk {
		return []string{fmt.Sprintf("kind %s, the reference's is %s (e.g. %q against %q)", gk, rk, got.Values[0], ref.Values[0])}
	}
	switch rk {
	case KindBoolean:
		// Both values or one: a choice set of two must be the same set.
		if r, g := set(ref.Values), set(got.Values); len(r) != len(g) {
			diffs = append(diffs, fmt.Sprintf("booleans %s, the reference's %s", list(g), list(r)))
		}
	case KindInteger, KindDecimal:
		if isNanoOfDay(ref.Expression) {
			// Time.past and Time.future are a nano of the day: as offsets from each set's own now
			// of the day, like the times of day below, not as numbers fixed to the recording's clock.
			diffs = append(diffs, compareRanges("seconds from now", dayOffsets(numbers(ref.Values), ref.Now, 1e9),
				dayOffsets(numbers(got.Values), got.Now, 1e9))...)
			break
		}
		diffs = append(diffs, compareRanges("value", numbers(ref.Values), numbers(got.Values))...)
		if rf, gf := maxFraction(ref.Values), maxFraction(got.Values); rf != gf {
			diffs = append(diffs, fmt.Sprintf("up to %d fraction digits, the reference's up to %d", gf, rf))
		}
		if distinct(ref.Values) <= maxChoices && distinct(got.Values) <= maxChoices {
			diffs = append(diffs, compareChoices(ref.Values, got.Values)...)
		}
	case KindTimeOfDay:
		// A date.past or date.future formatted as a time of day ("HH:mm:ss"): offsets from each
		// set's own now of the day, so that two sets taken at different times compare.
		r, err := secondsOfDay(ref.Values)
		if err != nil {
			return []string{"reference: " + err.Error()}
		}
		g, err := secondsOfDay(got.Values)
		if err != nil {
			return []string{err.Error()}
		}
		// Printed to the second, a value is up to a second off its time: that second is slack too.
		resolution := 0.0
		if maxFraction(ref.Values) == 0 || maxFraction(got.Values) == 0 {
			resolution = 1
		}
		diffs = append(diffs, compareRangesWithin("seconds from now", dayOffsets(r, truncatedNow(ref), 1),
			dayOffsets(g, truncatedNow(got), 1), resolution)...)
	case KindDate, KindTimestamp:
		r, err := offsets(ref.Values, ref.Now)
		if err != nil {
			return []string{"reference: " + err.Error()}
		}
		g, err := offsets(got.Values, got.Now)
		if err != nil {
			return []string{err.Error()}
		}
		diffs = append(diffs, compareRanges("seconds from now", r, g)...)
	case KindText:
		if distinct(ref.Values) <= maxChoices {
			diffs = append(diffs, compareChoices(ref.Values, got.Values)...)
		} else {
			diffs = append(diffs, comparePatterns(ref.Values, got.Values)...)
			diffs = append(diffs, compareLengths(ref.Values, got.Values)...)
		}
	default:
		return []string{fmt.Sprintf("fakercheck: no comparison for kind %s", rk)}
	}
	return diffs
}

func numbers(values []string) []float64 {
	out := make([]float64, 0, len(values))
	for _, v := range values {
		f, err := strconv.ParseFloat(v, 64)
		if err == nil {
			out = append(out, f)
		}
	}
	return out
}

// offsets are the values as seconds after now (negative before it). Values are UTC, as the runner
// runs Datafaker in UTC.
func offsets(values []string, now time.Time) ([]float64, error) {
	if now.IsZero() {
		return nil, fmt.Errorf("dates without the time they were taken at")
	}
	out := make([]float64, 0, len(values))
	for _, v := range values {
		t, err := parseTime(v)
		if err != nil {
			return nil, err
		}
		out = append(out, t.Sub(now).Seconds())
	}
	return out, nil
}

// truncatedNow is the time a set was taken at, to whole seconds when its values have none: a
// time of day printed to the second is a past or future time truncated, up to a second earlier.
func truncatedNow(s Samples) time.Time {
	if maxFraction(s.Values) == 0 {
		return s.Now.Truncate(time.Second)
	}
	return s.Now
}

// isNanoOfDay reports whether an expression is Datafaker's Time provider, whose values are a
// nano of the day printed as a long.
func isNanoOfDay(expr string) bool {
	e := strings.ToLower(strings.TrimSpace(expr))
	return strings.HasPrefix(e, "#{time.past ") || strings.HasPrefix(e, "#{time.future ") ||
		strings.HasPrefix(e, "#{time.between ")
}

// secondsOfDay are times of day ("HH:mm", "HH:mm:ss", "HH:mm:ss.SSS") as seconds after midnight.
func secondsOfDay(values []string) ([]float64, error) {
	out := make([]float64, 0, len(values))
	for _, v := range values {
		t, err := time.Parse("15:04:05.999999999", v)
		if err != nil {
			t, err = time.Parse("15:04", v)
		}
		if err != nil {
			return nil, fmt.Errorf("%q is not a time of day", v)
		}
		out = append(out, float64(t.Hour()*3600+t.Minute()*60+t.Second())+float64(t.Nanosecond())/1e9)
	}
	return out, nil
}

// dayOffsets are times of the day (in units of 1/perSecond seconds after midnight) as seconds
// after now's time of the day, wrapped into the half day either side of it (UTC, as the runner
// runs Datafaker in UTC).
func dayOffsets(xs []float64, now time.Time, perSecond float64) []float64 {
	const day = 24 * 3600
	n := now.UTC()
	nowSec := float64(n.Hour()*3600+n.Minute()*60+n.Second()) + float64(n.Nanosecond())/1e9
	out := make([]float64, len(xs))
	for i, x := range xs {
		d := math.Mod(x/perSecond-nowSec, day)
		if d >= day/2 {
			d -= day
		} else if d < -day/2 {
			d += day
		}
		out[i] = d
	}
	return out
}

func parseTime(v string) (time.Time, error) {
	s := strings.TrimSuffix(strings.Replace(v, "T", " ", 1), "Z")
	for _, layout := range []string{"2006-01-02 15:04:05.999999999", "2006-01-02 15:04", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("%q is not a date or timestamp", v)
}

func minMax(xs []float64) (float64, float64) {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, x := range xs {
		lo, hi = math.Min(lo, x), math.Max(hi, x)
	}
	return lo, hi
}

func compareRanges(what string, ref, got []float64) []string {
	return compareRangesWithin(what, ref, got, 0)
}

// compareRangesWithin is compareRanges with resolution added to the slack on each side, for
// values rounded to it.
func compareRangesWithin(what string, ref, got []float64, resolution float64) []string {
	if len(ref) == 0 || len(got) == 0 {
		return []string{"no numbers to compare"}
	}
	rlo, rhi := minMax(ref)
	glo, ghi := minMax(got)
	span := rhi - rlo
	slack := rangeSlack*span + resolution
	var diffs []string
	if glo < rlo-slack || ghi > rhi+slack {
		diffs = append(diffs, fmt.Sprintf("%s range [%v, %v], outside the reference's [%v, %v]", what, glo, ghi, rlo, rhi))
	}
	if ghi-glo < minSpread*span {
		diffs = append(diffs, fmt.Sprintf("%s range [%v, %v], narrower than the reference's [%v, %v]", what, glo, ghi, rlo, rhi))
	}
	return diffs
}

// maxFraction is the most digits after a decimal point among the values.
func maxFraction(values []string) int {
	most := 0
	for _, v := range values {
		if i := strings.IndexByte(v, '.'); i >= 0 {
			digits := len(v) - i - 1
			if e := strings.IndexAny(v, "eE"); e > i {
				digits = e - i - 1
			}
			most = max(most, digits)
		}
	}
	return most
}

func set(values []string) map[string]bool {
	s := make(map[string]bool, len(values))
	for _, v := range values {
		s[v] = true
	}
	return s
}

func distinct(values []string) int { return len(set(values)) }

func compareChoices(ref, got []string) []string {
	r, g := set(ref), set(got)
	both := 0
	for v := range g {
		if r[v] {
			both++
		}
	}
	union := len(r) + len(g) - both
	if float64(both) < minJaccard*float64(union) {
		return []string{fmt.Sprintf("choices %s share %d of %d distinct values with the reference's %s",
			list(g), both, union, list(r))}
	}
	return nil
}

func list(s map[string]bool) string {
	vs := make([]string, 0, len(s))
	for v := range s {
		vs = append(vs, strconv.Quote(v))
	}
	sort.Strings(vs)
	if len(vs) > 8 {
		vs = append(vs[:8], "...")
	}
	return "[" + strings.Join(vs, " ") + "]"
}

// Pattern is a value's character-class pattern: each run of upper-case letters is A, of lower-case
// letters a, of digits 9; other characters stand for themselves.
func Pattern(v string) string {
	var b strings.Builder
	var last rune
	for _, c := range v {
		var p rune
		switch {
		case unicode.IsUpper(c):
			p = 'A'
		case unicode.IsLower(c) || unicode.IsLetter(c):
			p = 'a'
		case unicode.IsDigit(c):
			p = '9'
		default:
			p = c
		}
		if p == last && (p == 'A' || p == 'a' || p == '9') {
			continue
		}
		b.WriteRune(p)
		last = p
	}
	return b.String()
}

func patterns(values []string, of func(string) []string) map[string]int {
	out := map[string]int{}
	for _, v := range values {
		for _, p := range of(v) {
			out[p]++
		}
	}
	return out
}

// sharedPart is the part of xs's values whose pattern ys has too.
func sharedPart(xs, ys map[string]int) float64 {
	in, all := 0, 0
	for p, n := range xs {
		all += n
		if ys[p] > 0 {
			in += n
		}
	}
	return float64(in) / float64(all)
}

// comparePatterns passes when the values' patterns agree at one of four levels: whole values
// (codes, names), skeletons (what is left without letters and digits: hex strings such as UUIDs
// and MAC addresses, whose letter-digit runs are random), the patterns of the words (running
// text such as Lorem paragraphs), or alphabets (random strings of several classes, such as
// passwords with symbols, where the order of the classes is itself random). The character
// classes each set uses must agree as well.
func comparePatterns(ref, got []string) []string {
	levels := []func(string) []string{
		func(v string) []string { return []string{Pattern(v)} },
		func(v string) []string { return []string{Skeleton(v)} },
		func(v string) []string {
			words := strings.Fields(v)
			for i, w := range words {
				words[i] = Pattern(w)
			}
			return words
		},
		func(v string) []string { return []string{Alphabet(v)} },
	}
	var diffs []string
	agreed := false
	for i, level := range levels {
		if i == len(levels)-1 && anySpace(ref) {
			// Alphabets are for random tokens; text with spaces has the other levels.
			break
		}
		r, g := patterns(ref, level), patterns(got, level)
		if sharedPart(g, r) >= minPatternPart && sharedPart(r, g) >= minPatternPart {
			agreed = true
			break
		}
	}
	if !agreed {
		r, g := patterns(ref, levels[0]), patterns(got, levels[0])
		diffs = append(diffs, fmt.Sprintf("patterns %s, the reference's %s", top(g), top(r)))
	}
	return append(diffs, compareClasses(ref, got)...)
}

// Alphabet is the set of character classes a value uses, in a fixed order: A for upper-case
// letters, a for lower-case ones, 9 for digits and * for any other character but a space, which
// stands for itself.
func Alphabet(v string) string {
	var has [5]bool
	for _, c := range v {
		switch {
		case unicode.IsUpper(c):
			has[0] = true
		case unicode.IsLetter(c):
			has[1] = true
		case unicode.IsDigit(c):
			has[2] = true
		case c == ' ':
			has[3] = true
		default:
			has[4] = true
		}
	}
	var b strings.Builder
	for i, c := range "Aa9 *" {
		if has[i] {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func anySpace(values []string) bool {
	for _, v := range values {
		if strings.ContainsRune(v, ' ') {
			return true
		}
	}
	return false
}

// Skeleton is a value without its letters and digits.
func Skeleton(v string) string {
	return strings.Map(func(c rune) rune {
		if unicode.IsLetter(c) || unicode.IsDigit(c) {
			return -1
		}
		return c
	}, v)
}

// classes counts, for each character class (A, a, 9 or another character), the values it occurs in.
func classes(values []string) map[rune]int {
	out := map[rune]int{}
	for _, v := range values {
		seen := map[rune]bool{}
		for _, c := range Pattern(v) {
			seen[c] = true
		}
		for c := range seen {
			out[c]++
		}
	}
	return out
}

// Thresholds of the class check: a class in this part of the compared values must occur in the
// reference, and one in this part of the reference's values must occur in the compared values.
const (
	strayClassPart  = 0.05
	commonClassPart = 0.1
)

func compareClasses(ref, got []string) []string {
	r, g := classes(ref), classes(got)
	var diffs []string
	for _, c := range sortedRunes(g) {
		if r[c] == 0 && float64(g[c]) >= strayClassPart*float64(len(got)) {
			diffs = append(diffs, fmt.Sprintf("%q occurs in %d values, never in the reference's", c, g[c]))
		}
	}
	for _, c := range sortedRunes(r) {
		if g[c] == 0 && float64(r[c]) >= commonClassPart*float64(len(ref)) {
			diffs = append(diffs, fmt.Sprintf("%q never occurs, in the reference it occurs in %d values", c, r[c]))
		}
	}
	return diffs
}

func sortedRunes(m map[rune]int) []rune {
	out := make([]rune, 0, len(m))
	for c := range m {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// top lists the most common patterns, most common first.
func top(ps map[string]int) string {
	keys := make([]string, 0, len(ps))
	for p := range ps {
		keys = append(keys, p)
	}
	sort.Slice(keys, func(i, j int) bool {
		if ps[keys[i]] != ps[keys[j]] {
			return ps[keys[i]] > ps[keys[j]]
		}
		return keys[i] < keys[j]
	})
	if len(keys) > 5 {
		keys = keys[:5]
	}
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%q×%d", k, ps[k])
	}
	return strings.Join(parts, " ")
}

func compareLengths(ref, got []string) []string {
	lens := func(vs []string) (int, int) {
		lo, hi := math.MaxInt, 0
		for _, v := range vs {
			n := utf8.RuneCountInString(v)
			lo, hi = min(lo, n), max(hi, n)
		}
		return lo, hi
	}
	rlo, rhi := lens(ref)
	glo, ghi := lens(got)
	slack := int(math.Ceil(lengthSlack * float64(rhi)))
	if glo < rlo-slack || ghi > rhi+slack {
		return []string{fmt.Sprintf("lengths %d to %d, the reference's %d to %d", glo, ghi, rlo, rhi)}
	}
	return nil
}
