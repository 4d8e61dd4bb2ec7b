package datafaker

import (
	"fmt"
	"math/rand/v2"
	"regexp/syntax"
	"strings"
	"unicode"

	"github.com/brianvoe/gofakeit/v7/data"
)

// fk draws from gofakeit's data package: its word lists only. gofakeit's root package is left
// out on purpose: it looks methods up by name through reflection, which keeps every exported
// method of every linked type in a binary, and it tripled the size of a wasm module that links
// it. The few values gofakeit composes in code (a user agent, a regex's match) are composed here.
type fk struct{ r *rand.Rand }

func (f fk) pick(category, key string) string {
	l := data.Data[category][key]
	if len(l) == 0 {
		return ""
	}
	return l[f.r.IntN(len(l))]
}

func (f fk) FirstName() string          { return f.pick("person", "first") }
func (f fk) LastName() string           { return f.pick("person", "last") }
func (f fk) StreetName() string         { return f.pick("address", "street_name") }
func (f fk) StreetSuffix() string       { return f.pick("address", "street_suffix") }
func (f fk) StreetPrefix() string       { return f.pick("address", "street_prefix") }
func (f fk) City() string               { return f.pick("address", "city") }
func (f fk) State() string              { return f.pick("address", "state") }
func (f fk) StateAbr() string           { return f.pick("address", "state_abr") }
func (f fk) Country() string            { return f.pick("address", "country") }
func (f fk) CountryAbr() string         { return f.pick("address", "country_abr") }
func (f fk) Company() string            { return f.pick("company", "name") }
func (f fk) CompanySuffix() string      { return f.pick("company", "suffix") }
func (f fk) BS() string                 { return f.pick("company", "bs") }
func (f fk) BuzzWord() string           { return f.pick("company", "buzzwords") }
func (f fk) JobTitle() string           { return f.pick("job", "title") }
func (f fk) JobDescriptor() string      { return f.pick("job", "descriptor") }
func (f fk) JobLevel() string           { return f.pick("job", "level") }
func (f fk) LoremIpsumWord() string     { return f.pick("lorem", "word") }
func (f fk) HTTPMethod() string         { return f.pick("internet", "http_method") }
func (f fk) Color() string              { return f.pick("color", "full") }
func (f fk) BeerName() string           { return f.pick("beer", "name") }
func (f fk) BeerStyle() string          { return f.pick("beer", "style") }
func (f fk) BeerHop() string            { return f.pick("beer", "hop") }
func (f fk) BeerYeast() string          { return f.pick("beer", "yeast") }
func (f fk) BeerMalt() string           { return f.pick("beer", "malt") }
func (f fk) HackerAbbreviation() string { return f.pick("hacker", "abbreviation") }
func (f fk) HackerAdjective() string    { return f.pick("hacker", "adjective") }
func (f fk) HackerNoun() string         { return f.pick("hacker", "noun") }
func (f fk) HackeringVerb() string      { return f.pick("hacker", "ingverb") }
func (f fk) Animal() string             { return f.pick("animal", "animal") }
func (f fk) CurrencyShort() string      { return f.pick("currency", "short") }
func (f fk) CurrencyLong() string       { return f.pick("currency", "long") }
func (f fk) Vegetable() string          { return f.pick("food", "vegetable") }
func (f fk) BookAuthor() string         { return f.pick("book", "author") }
func (f fk) ProgrammingLanguage() string {
	return f.pick("language", "programming")
}

func title(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		words[i] = capitalize(w)
	}
	return strings.Join(words, " ")
}

func (f fk) IPv4Address() string {
	return fmt.Sprintf("%d.%d.%d.%d", f.r.IntN(256), f.r.IntN(256), f.r.IntN(256), f.r.IntN(256))
}

func (f fk) IPv6Address() string {
	n := func() int { return f.r.IntN(65536) }
	return fmt.Sprintf("%x:%x:%x:%x:%x:%x:%x:%x", n(), n(), n(), n(), n(), n(), n(), n())
}

func (f fk) MacAddress() string {
	n := func() int { return f.r.IntN(256) }
	return fmt.Sprintf("%02x:%02x:%02x:%02x:%02x:%02x", n(), n(), n(), n(), n(), n())
}

// UUID is a version 4 UUID.
func (f fk) UUID() string {
	var b [16]byte
	for i := range b {
		b[i] = byte(f.r.IntN(256))
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:])
}

// Password is Internet.password: lower-case letters and digits, 8 to 16 of them.
func (f fk) Password() string {
	const chars = "abcdefghijklmnopqrstuvwxyz0123456789"
	n := 8 + f.r.IntN(9)
	b := make([]byte, n)
	for i := range b {
		b[i] = chars[f.r.IntN(len(chars))]
	}
	return string(b)
}

// UserAgent is a browser's user agent of the common shapes.
func (f fk) UserAgent() string {
	platforms := []string{"Windows NT 10.0; Win64; x64", "Macintosh; Intel Mac OS X 10_15_7", "X11; Linux x86_64"}
	p := platforms[f.r.IntN(len(platforms))]
	if f.r.IntN(7) == 0 {
		// An older browser, with the security token and locale that agents had then.
		return fmt.Sprintf("Mozilla/5.0 (Windows; U; Windows NT 5.1; %s; rv:1.9.%d) Gecko/2009%02d%02d Firefox/3.%d",
			[]string{"en-US", "en-GB", "de-DE", "fr-FR"}[f.r.IntN(4)], f.r.IntN(3), 1+f.r.IntN(12), 1+f.r.IntN(28), f.r.IntN(7))
	}
	switch f.r.IntN(3) {
	case 0:
		return fmt.Sprintf("Mozilla/5.0 (%s) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/%d.0.%d.%d Safari/537.36",
			p, 90+f.r.IntN(40), 4000+f.r.IntN(2000), f.r.IntN(200))
	case 1:
		v := 90 + f.r.IntN(40)
		return fmt.Sprintf("Mozilla/5.0 (%s; rv:%d.0) Gecko/20100101 Firefox/%d.0", p, v, v)
	}
	return fmt.Sprintf("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/%d.%d Safari/605.1.15",
		13+f.r.IntN(5), f.r.IntN(6))
}

// maxRepeat bounds the open-ended repetitions (*, +, {n,}) of a regexify pattern, as RgxGen
// bounds them.
const maxRepeat = 10

// Regex generates a string that the pattern matches. The pattern was checked by Check.
func (f fk) Regex(pattern string) string {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return ""
	}
	var b strings.Builder
	f.genRegex(&b, re.Simplify())
	return b.String()
}

func (f fk) genRegex(b *strings.Builder, re *syntax.Regexp) {
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if re.Flags&syntax.FoldCase != 0 && f.r.IntN(2) == 0 {
				if u := unicode.SimpleFold(r); u != r {
					r = u
				}
			}
			b.WriteRune(r)
		}
	case syntax.OpCharClass:
		b.WriteRune(f.classRune(re.Rune))
	case syntax.OpAnyCharNotNL, syntax.OpAnyChar:
		b.WriteByte(byte(' ' + f.r.IntN(95)))
	case syntax.OpCapture:
		f.genRegex(b, re.Sub[0])
	case syntax.OpConcat:
		for _, s := range re.Sub {
			f.genRegex(b, s)
		}
	case syntax.OpAlternate:
		// The parser factors alternatives (Alice|Alex becomes Al(?:ice|ex)), so each branch is
		// weighed by the alternatives it stands for: every alternative as written is equally
		// likely, as in RgxGen.
		total := 0
		for _, s := range re.Sub {
			total += weight(s)
		}
		n := f.r.IntN(max(total, 1))
		for _, s := range re.Sub {
			if n < weight(s) {
				f.genRegex(b, s)
				return
			}
			n -= weight(s)
		}
		f.genRegex(b, re.Sub[len(re.Sub)-1])
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		lo, hi := re.Min, re.Max
		switch re.Op {
		case syntax.OpStar:
			lo, hi = 0, maxRepeat
		case syntax.OpPlus:
			lo, hi = 1, maxRepeat
		case syntax.OpQuest: // x? may be a factored alternative, (ab|a) as a(?:b)?
			if f.r.IntN(1+weight(re.Sub[0])) == 0 {
				return
			}
			lo, hi = 1, 1
		}
		if hi < 0 {
			hi = lo + maxRepeat
		}
		n := lo + f.r.IntN(hi-lo+1)
		for range n {
			f.genRegex(b, re.Sub[0])
		}
	}
	// Anchors, word boundaries and empty matches add nothing.
}

// classRune picks a rune of a character class, printable ASCII first when the class has any,
// so that a negated class such as [^a-z] gives a visible character.
func (f fk) classRune(ranges []rune) rune {
	var printable []rune
	for i := 0; i+1 < len(ranges); i += 2 {
		lo, hi := max(ranges[i], ' '), min(ranges[i+1], '~')
		if lo <= hi {
			printable = append(printable, lo, hi)
		}
	}
	if len(printable) > 0 {
		ranges = printable
	}
	total := 0
	for i := 0; i+1 < len(ranges); i += 2 {
		total += int(ranges[i+1]-ranges[i]) + 1
	}
	if total <= 0 {
		return 'x'
	}
	n := f.r.IntN(total)
	for i := 0; i+1 < len(ranges); i += 2 {
		size := int(ranges[i+1]-ranges[i]) + 1
		if n < size {
			return ranges[i] + rune(n)
		}
		n -= size
	}
	return ranges[0]
}

// weight is how many alternatives as written a factored expression stands for, at most a
// million.
func weight(re *syntax.Regexp) int {
	const most = 1000000
	switch re.Op {
	case syntax.OpCharClass:
		n := 0
		for i := 0; i+1 < len(re.Rune); i += 2 {
			n += int(re.Rune[i+1]-re.Rune[i]) + 1
		}
		return min(max(n, 1), most)
	case syntax.OpCapture:
		return weight(re.Sub[0])
	case syntax.OpConcat:
		n := 1
		for _, s := range re.Sub {
			n = min(n*weight(s), most)
		}
		return n
	case syntax.OpAlternate:
		n := 0
		for _, s := range re.Sub {
			n = min(n+weight(s), most)
		}
		return n
	case syntax.OpQuest:
		return min(1+weight(re.Sub[0]), most)
	}
	return 1
}
