package datafaker

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// argKind is the Java type a method parameter coerces its string argument to, as
// FakeValuesService.coerceArguments does.
type argKind uint8

const (
	aInt     argKind = iota // Integer.valueOf
	aLong                   // Long.valueOf
	aDouble                 // Double.valueOf
	aBool                   // Boolean.valueOf: anything but "true" is false
	aString                 // the text as is
	aUnit                   // a java.util.concurrent.TimeUnit constant, "TimeUnit." prefix allowed
	aStrings                // String... varargs: this and every further argument
	aChrono                 // a java.time.temporal.ChronoUnit constant
)

// arg is one coerced argument.
type arg struct {
	i    int64
	f    float64
	b    bool
	s    string
	ss   []string
	unit time.Duration
}

// gen is the state of one generator: gofakeit for the data and a random stream for numbers,
// both on one source, so that a seed fixes every value.
type gen struct {
	f   fk
	r   *rand.Rand
	now func() time.Time
}

// method is one overload of a Datafaker method.
type method struct {
	params []argKind
	fn     func(g *gen, a []arg) (string, error)
	// counts are the parameters that say how many characters or words to make; Check bounds
	// them, so that one call cannot exhaust the memory (the page's above all).
	counts []int
}

// maxCount is the most characters or words one call makes.
const maxCount = 100000

// provider maps normalized method names to their overloads, the most restrictive first (int
// before long before double before boolean before String, as Datafaker's rightIsMostRestrictive
// picks).
type provider map[string][]method

// m0 is a method without parameters.
func m0(fn func(g *gen) string) []method {
	return []method{{fn: func(g *gen, _ []arg) (string, error) { return fn(g), nil }}}
}

// pick returns one of the choices.
func (g *gen) pick(choices []string) string { return choices[g.r.IntN(len(choices))] }

// nextInt is RandomService.nextInt(min, max): both ends included.
func (g *gen) nextInt(lo, hi int64) int64 {
	if hi <= lo {
		return lo
	}
	return lo + g.r.Int64N(hi-lo+1)
}

// nextLong is Random.nextLong(origin, bound): the bound excluded.
func (g *gen) nextLong(lo, hi int64) int64 {
	if hi <= lo {
		return lo
	}
	if d := uint64(hi - lo); d > 0 {
		return lo + int64(g.r.Uint64N(d))
	}
	return lo
}

func coerce(k argKind, s string) (arg, bool) {
	switch k {
	case aInt:
		v, err := javaParseInt(s, 32)
		return arg{i: v}, err == nil
	case aLong:
		v, err := javaParseInt(s, 64)
		return arg{i: v}, err == nil
	case aDouble:
		v, ok := javaParseDouble(s)
		return arg{f: v}, ok
	case aBool:
		return arg{b: strings.EqualFold(s, "true")}, true
	case aString:
		return arg{s: s}, true
	case aUnit:
		u, ok := timeUnits[s[strings.IndexByte(s, '.')+1:]]
		return arg{unit: u, s: s}, ok
	case aChrono:
		name := s[strings.IndexByte(s, '.')+1:]
		u, ok := chronoUnits[name]
		return arg{unit: u, s: name}, ok
	}
	return arg{}, false
}

// timeUnits are the constants of java.util.concurrent.TimeUnit; Enum.valueOf is exact.
var timeUnits = map[string]time.Duration{
	"NANOSECONDS": time.Nanosecond, "MICROSECONDS": time.Microsecond, "MILLISECONDS": time.Millisecond,
	"SECONDS": time.Second, "MINUTES": time.Minute, "HOURS": time.Hour, "DAYS": 24 * time.Hour,
}

// chronoUnits are the constants of java.time.temporal.ChronoUnit; those longer than a day are
// there with 0, for LocalTime.plus to refuse.
var chronoUnits = map[string]time.Duration{
	"NANOS": time.Nanosecond, "MICROS": time.Microsecond, "MILLIS": time.Millisecond, "SECONDS": time.Second,
	"MINUTES": time.Minute, "HOURS": time.Hour, "HALF_DAYS": 12 * time.Hour, "DAYS": 0, "WEEKS": 0, "MONTHS": 0,
	"YEARS": 0, "DECADES": 0, "CENTURIES": 0, "MILLENNIA": 0, "ERAS": 0, "FOREVER": 0,
}

// javaParseInt is Integer.valueOf / Long.valueOf: an optional sign and decimal digits.
func javaParseInt(s string, bits int) (int64, error) {
	if s == "" || strings.ContainsAny(s, " _") || strings.HasPrefix(s, "+-") || strings.HasPrefix(s, "-+") {
		return 0, strconv.ErrSyntax
	}
	return strconv.ParseInt(s, 10, bits)
}

// javaParseDouble is Double.valueOf for the decimal forms (white space around allowed, a d or f
// suffix allowed).
func javaParseDouble(s string) (float64, bool) {
	t := strings.TrimSpace(s)
	if n := len(t); n > 0 && strings.ContainsRune("dDfF", rune(t[n-1])) && t != "Infinity" {
		t = t[:n-1]
	}
	switch t {
	case "NaN", "+NaN", "-NaN":
		return math.NaN(), true
	case "Infinity", "+Infinity":
		return math.Inf(1), true
	case "-Infinity":
		return math.Inf(-1), true
	}
	if t == "" || strings.ContainsAny(t, "_xXpPnN") {
		return 0, false
	}
	v, err := strconv.ParseFloat(t, 64)
	return v, err == nil
}

// resolve finds the overload a call names, with its coerced arguments. Errors name what is
// missing and where.
func resolve(p piece) (method, []arg, error) {
	var prov provider
	name := p.directive
	provName, methName, dotted := strings.Cut(p.directive, ".")
	if dotted {
		var ok bool
		prov, ok = providers[normalize(provName)]
		if !ok {
			return method{}, nil, fmt.Errorf("%w: unsupported Datafaker provider %q in %s at position %d",
				ErrUnsupported, provName, p, p.pos)
		}
		name = methName
	} else {
		prov = rootMethods
	}
	overloads, ok := prov[normalize(name)]
	if !ok {
		if !dotted {
			return method{}, nil, fmt.Errorf("%w: unsupported Datafaker expression %s at position %d: it names no provider (Provider.method)",
				ErrUnsupported, p, p.pos)
		}
		return method{}, nil, fmt.Errorf("%w: unsupported method %q of Datafaker provider %q in %s at position %d",
			ErrUnsupported, methName, provName, p, p.pos)
	}
	for _, m := range overloads {
		if args, ok := coerceAll(m.params, p.args); ok {
			for _, c := range m.counts {
				if args[c].i > maxCount {
					return method{}, nil, flinkerr.New(flinkerr.ErrLimit, flinkerr.ClassLimitExceeded, fmt.Sprintf(
						"%s at position %d asks for %d; Flinkpad makes at most %d characters or words in one call",
						p, p.pos, args[c].i, maxCount))
				}
			}
			return m, args, nil
		}
	}
	return method{}, nil, fmt.Errorf("%w: no form of %s takes the arguments %s at position %d (the forms Flinkpad has take %s)",
		ErrUnsupported, p.directive, argList(p.args), p.pos, forms(overloads))
}

func coerceAll(params []argKind, args []string) ([]arg, bool) {
	varargs := len(params) > 0 && params[len(params)-1] == aStrings
	if !varargs && len(params) != len(args) || varargs && len(args) < len(params) {
		return nil, false
	}
	out := make([]arg, len(params))
	for i, k := range params {
		if k == aStrings {
			out[i] = arg{ss: append([]string(nil), args[i:]...)}
			break
		}
		a, ok := coerce(k, args[i])
		if !ok {
			return nil, false
		}
		out[i] = a
	}
	return out, true
}

func argList(args []string) string {
	if len(args) == 0 {
		return "()"
	}
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = "'" + a + "'"
	}
	return "(" + strings.Join(q, ",") + ")"
}

var kindNames = [...]string{aInt: "int", aLong: "long", aDouble: "double", aBool: "boolean", aString: "String",
	aUnit: "TimeUnit", aStrings: "String...", aChrono: "ChronoUnit"}

func forms(ms []method) string {
	var fs []string
	for _, m := range ms {
		ps := make([]string, len(m.params))
		for i, k := range m.params {
			ps[i] = kindNames[k]
		}
		fs = append(fs, "("+strings.Join(ps, ", ")+")")
	}
	return strings.Join(fs, " or ")
}
