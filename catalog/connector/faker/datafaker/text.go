package datafaker

import (
	"strings"
	"unicode"
)

// Providers of words and things.

func capitalize(s string) string {
	for i, r := range s {
		return string(unicode.ToUpper(r)) + s[i+len(string(r)):]
	}
	return s
}

// sentence is Lorem.sentence(wordCount, randomWordsToAdd): capitalized lorem words and a
// period.
func sentence(g *gen, words, extra int64) string {
	n := words
	if extra > 0 {
		n += int64(g.r.IntN(int(min(extra, 1<<20))))
	}
	ws := make([]string, 0, n)
	for i := int64(0); i < n; i++ {
		ws = append(ws, g.f.LoremIpsumWord())
	}
	if len(ws) > 0 {
		ws[0] = capitalize(ws[0])
	}
	return strings.Join(ws, " ") + "."
}

func paragraph(g *gen, sentences int64) string {
	n := sentences + int64(g.r.IntN(3))
	ss := make([]string, n)
	for i := range ss {
		ss[i] = sentence(g, 3, 6)
	}
	return strings.Join(ss, " ")
}

// loremChars are Lorem.character's and Lorem.characters' characters: lower-case letters only.
const loremChars = "abcdefghijklmnopqrstuvwxyz"

func characters(g *gen, n int64, upper bool) (string, error) {
	if n < 0 {
		return "", javaErr("java.lang.IllegalArgumentException: Min length (" + long(n) + ") should be not negative")
	}
	var b strings.Builder
	for range n {
		c := loremChars[g.r.IntN(len(loremChars))]
		if upper && c >= 'a' && g.r.IntN(2) == 1 {
			c -= 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String(), nil
}

var loremProvider = provider{
	"word": m0(func(g *gen) string { return g.f.LoremIpsumWord() }),
	"words": {
		{fn: func(g *gen, _ []arg) (string, error) { return words(g, 3), nil }},
		{params: []argKind{aInt}, counts: []int{0}, fn: func(g *gen, a []arg) (string, error) { return words(g, a[0].i), nil }},
	},
	"sentence": {
		{fn: func(g *gen, _ []arg) (string, error) { return sentence(g, 3, 6), nil }},
		{params: []argKind{aInt}, counts: []int{0}, fn: func(g *gen, a []arg) (string, error) { return sentence(g, a[0].i, 6), nil }},
		{params: []argKind{aInt, aInt}, counts: []int{0, 1}, fn: func(g *gen, a []arg) (string, error) { return sentence(g, a[0].i, a[1].i), nil }},
	},
	"paragraph": {
		{fn: func(g *gen, _ []arg) (string, error) { return paragraph(g, 3), nil }},
		{params: []argKind{aInt}, counts: []int{0}, fn: func(g *gen, a []arg) (string, error) { return paragraph(g, a[0].i), nil }},
	},
	"character": m0(func(g *gen) string { return string(loremChars[g.r.IntN(26)]) }),
	// (int, int) comes before (int, boolean): Datafaker takes a numeric parameter as more
	// restrictive than a boolean, which any text coerces to.
	"characters": {
		{fn: func(g *gen, _ []arg) (string, error) { return characters(g, 255, false) }},
		{params: []argKind{aInt}, counts: []int{0}, fn: func(g *gen, a []arg) (string, error) { return characters(g, a[0].i, false) }},
		{params: []argKind{aBool}, fn: func(g *gen, a []arg) (string, error) { return characters(g, 255, a[0].b) }},
		{params: []argKind{aInt, aInt}, counts: []int{1}, fn: func(g *gen, a []arg) (string, error) {
			if a[1].i < a[0].i {
				return "", javaErr("java.lang.IllegalArgumentException: Min length (" + long(a[0].i) + ") should be not greater than max length (" + long(a[1].i) + ")")
			}
			return characters(g, g.nextInt(a[0].i, a[1].i), false)
		}},
		{params: []argKind{aInt, aBool}, counts: []int{0}, fn: func(g *gen, a []arg) (string, error) { return characters(g, a[0].i, a[1].b) }},
	},
	"fixedstring": {{params: []argKind{aInt}, counts: []int{0}, fn: func(g *gen, a []arg) (string, error) {
		// Lorem sentences, cut to the length.
		var b strings.Builder
		for int64(b.Len()) < a[0].i {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(sentence(g, 3, 6))
		}
		return b.String()[:max(a[0].i, 0)], nil
	}}},
}

func words(g *gen, n int64) string {
	// Lorem.words returns a List, which prints as Java's List.toString.
	ws := make([]string, max(n, 0))
	for i := range ws {
		ws[i] = g.f.LoremIpsumWord()
	}
	return "[" + strings.Join(ws, ", ") + "]"
}

var bookProvider = provider{
	"author":    m0(func(g *gen) string { return g.f.BookAuthor() }),
	"title":     m0(bookTitle),
	"publisher": m0(publisher),
	"genre":     m0(func(g *gen) string { return g.pick(bookGenres) }),
}

const hexUpper = "0123456789ABCDEF"

var colorProvider = provider{
	"name": m0(func(g *gen) string { return g.pick(colorNames) }),
	"hex": {
		{fn: func(g *gen, _ []arg) (string, error) { return hexColor(g, true), nil }},
		{params: []argKind{aBool}, fn: func(g *gen, a []arg) (string, error) { return hexColor(g, a[0].b), nil }},
	},
}

func hexColor(g *gen, hash bool) string {
	var b strings.Builder
	if hash {
		b.WriteByte('#')
	}
	for range 6 {
		b.WriteByte(hexUpper[g.r.IntN(16)])
	}
	return b.String()
}

var beerProvider = provider{
	"name": m0(func(g *gen) string { return g.f.BeerName() }),
	// brand is refused: Datafaker draws real beer brands, which gofakeit has not.
	"style": m0(func(g *gen) string { return g.f.BeerStyle() }),
	"hop":   m0(func(g *gen) string { return g.f.BeerHop() }),
	"yeast": m0(func(g *gen) string { return g.f.BeerYeast() }),
	"malt":  m0(func(g *gen) string { return g.f.BeerMalt() }),
}

// Ancient's and Weather's words: gofakeit has no such lists, so these are Flinkpad's own, of
// the kinds Datafaker draws from (Greek gods, primordial deities, titans and heroes; short
// weather descriptions).
var (
	ancientGods = []string{"Aphrodite", "Apollo", "Ares", "Artemis", "Athena", "Demeter", "Dionysus", "Hades",
		"Hephaestus", "Hera", "Hermes", "Hestia", "Poseidon", "Zeus"}
	ancientPrimordials = []string{"Aether", "Ananke", "Chaos", "Chronos", "Erebus", "Eros", "Gaia", "Hemera",
		"Hypnos", "Nemesis", "Nyx", "Ourea", "Phanes", "Pontus", "Tartarus", "Thalassa", "Thanatos", "Uranus"}
	ancientTitans = []string{"Asteria", "Astraeus", "Atlas", "Clymene", "Coeus", "Crius", "Cronus", "Dione", "Eos",
		"Epimetheus", "Helios", "Hyperion", "Iapetus", "Leto", "Menoetius", "Metis", "Mnemosyne", "Oceanus", "Pallas",
		"Perses", "Phoebe", "Prometheus", "Rhea", "Selene", "Styx", "Tethys", "Theia", "Themis"}
	ancientHeroes = []string{"Achilles", "Aeneas", "Ajax", "Andromeda", "Antigone", "Ariadne", "Atalanta",
		"Bellerophon", "Cadmus", "Cassandra", "Castor", "Daedalus", "Diomedes", "Electra", "Europa", "Hector", "Helen",
		"Hercules", "Icarus", "Jason", "Medea", "Meleager", "Odysseus", "Orpheus", "Pandora", "Penelope", "Perseus",
		"Pollux", "Theseus"}
	weatherDescriptions = []string{"Clear skies", "Cloudy", "Drizzle", "Fog", "Hail", "Mostly cloudy", "Overcast",
		"Partly cloudy", "Rain", "Showers", "Sleet", "Snow", "Sunny", "Thunderstorms", "Windy"}
)

var ancientProvider = provider{
	"god":        m0(func(g *gen) string { return g.pick(ancientGods) }),
	"primordial": m0(func(g *gen) string { return g.pick(ancientPrimordials) }),
	"titan":      m0(func(g *gen) string { return g.pick(ancientTitans) }),
	"hero":       m0(func(g *gen) string { return g.pick(ancientHeroes) }),
}

// weatherProvider is Weather: temperatures are RandomService.nextInt(min, max), both ends
// included, and a unit sign.
var weatherProvider = provider{
	"description":           m0(func(g *gen) string { return g.pick(weatherDescriptions) }),
	"temperaturecelsius":    temperature("°C", -30, 38),
	"temperaturefahrenheit": temperature("°F", -22, 100),
}

func temperature(sign string, lo, hi int64) []method {
	return []method{
		{fn: func(g *gen, _ []arg) (string, error) { return long(g.nextInt(lo, hi)) + sign, nil }},
		{params: []argKind{aInt, aInt}, fn: func(g *gen, a []arg) (string, error) {
			if a[1].i < a[0].i {
				return "", javaErr("java.lang.IllegalArgumentException: bound must be greater than origin")
			}
			return long(g.nextInt(a[0].i, a[1].i)) + sign, nil
		}},
	}
}

// providers are the providers Flinkpad has, by normalized name.
var providers = map[string]provider{
	"number":      numberProvider,
	"bool":        boolProvider,
	"options":     optionsProvider,
	"date":        dateProvider,
	"time":        timeProvider,
	"name":        nameProvider,
	"job":         jobProvider,
	"internet":    internetProvider,
	"address":     addressProvider,
	"phonenumber": phoneProvider,
	"idnumber":    idNumberProvider,
	"commerce":    commerceProvider,
	"company":     companyProvider,
	"finance":     financeProvider,
	"currency":    currencyProvider,
	"code":        codeProvider,
	"lorem":       loremProvider,
	"book":        bookProvider,
	"color":       colorProvider,
	"beer":        beerProvider,
	"ancient":     ancientProvider,
	"weather":     weatherProvider,

	"hacker":              hackerProvider,
	"app":                 appProvider,
	"hipster":             hipsterProvider,
	"programminglanguage": programmingLanguageProvider,
	"food":                foodProvider,
	"animal":              animalProvider,
	"country":             countryProvider,
}
