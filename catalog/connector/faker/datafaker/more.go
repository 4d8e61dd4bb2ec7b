package datafaker

import "strings"

// Further providers that gofakeit has data of the same kind for.

var hackerProvider = provider{
	"abbreviation": m0(func(g *gen) string { return g.f.HackerAbbreviation() }),
	"adjective":    m0(func(g *gen) string { return g.f.HackerAdjective() }),
	"noun":         m0(func(g *gen) string { return g.f.HackerNoun() }),
	"verb":         m0(hackerVerb),
	"ingverb":      m0(func(g *gen) string { return g.f.HackeringVerb() }),
}

var appProvider = provider{
	"name":    m0(appName),
	"version": m0(func(g *gen) string { return bothify(g, g.pick(appVersionPatterns), false, true, false) }),
	// author is a person's name or a company's, as Datafaker's App.author is.
	"author": m0(func(g *gen) string {
		if g.r.IntN(2) == 0 {
			return fullName(g, false)
		}
		return companyName(g)
	}),
}

var hipsterProvider = provider{
	"word": m0(hipsterWord),
}

var programmingLanguageProvider = provider{
	"name": m0(func(g *gen) string { return g.f.ProgrammingLanguage() }),
}

var foodProvider = provider{
	"fruit":     m0(fruit),
	"vegetable": m0(func(g *gen) string { return g.f.Vegetable() }),
	"dish":      m0(dish),
}

// animalProvider is Animal.name: Datafaker's names are lower-case common names.
var animalProvider = provider{
	"name": m0(func(g *gen) string { return strings.ToLower(g.f.Animal()) }),
}

var countryProvider = provider{
	"name":         m0(country),
	"countrycode2": m0(func(g *gen) string { return strings.ToLower(g.f.CountryAbr()) }),
	"currencycode": m0(func(g *gen) string { return g.f.CurrencyShort() }),
}
