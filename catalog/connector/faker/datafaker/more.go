package datafaker

import "strings"

// Further providers that gofakeit has data of the same kind for.

var hackerProvider = provider{
	"abbreviation": m0(func(g *gen) string { return g.f.HackerAbbreviation() }),
	"adjective":    m0(func(g *gen) string { return g.f.HackerAdjective() }),
	"noun":         m0(func(g *gen) string { return g.f.HackerNoun() }),
	"verb":         m0(func(g *gen) string { return g.f.HackerVerb() }),
	"ingverb":      m0(func(g *gen) string { return g.f.HackeringVerb() }),
}

var appProvider = provider{
	"name":    m0(func(g *gen) string { return g.f.AppName() }),
	"version": m0(func(g *gen) string { return g.f.AppVersion() }),
	"author":  m0(func(g *gen) string { return g.f.AppAuthor() }),
}

var hipsterProvider = provider{
	"word": m0(func(g *gen) string { return g.f.HipsterWord() }),
}

var programmingLanguageProvider = provider{
	"name": m0(func(g *gen) string { return g.f.ProgrammingLanguage() }),
}

var foodProvider = provider{
	"fruit":     m0(func(g *gen) string { return g.f.Fruit() }),
	"vegetable": m0(func(g *gen) string { return g.f.Vegetable() }),
	"dish":      m0(func(g *gen) string { return g.f.Dinner() }),
}

// animalProvider is Animal.name: Datafaker's names are lower-case common names.
var animalProvider = provider{
	"name": m0(func(g *gen) string { return strings.ToLower(g.f.Animal()) }),
}

var countryProvider = provider{
	"name":         m0(func(g *gen) string { return g.f.Country() }),
	"countrycode2": m0(func(g *gen) string { return strings.ToLower(g.f.CountryAbr()) }),
	"currencycode": m0(func(g *gen) string { return g.f.CurrencyShort() }),
}
