package datafaker

import (
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/brianvoe/gofakeit/v7/data"
)

// Short lists of Flinkpad's own, for closed sets of choices that gofakeit has nothing of the
// kind for (or has in another shape): each is a small, factual list, written here, not taken from
// Datafaker's data, which the Datafaker comparison (conformance/fakercheck) holds to Datafaker's
// shapes.

// storeDepartments are the departments of a general store, Commerce.department's words.
var storeDepartments = []string{"Automotive", "Baby", "Beauty", "Books", "Clothing", "Computers", "Electronics",
	"Games", "Garden", "Grocery", "Health", "Home", "Industrial", "Jewelry", "Kids", "Movies", "Music", "Outdoors",
	"Shoes", "Sports", "Tools", "Toys"}

// productMaterials are common materials of goods, one word each, capitalized.
var productMaterials = []string{"Aluminum", "Bamboo", "Bronze", "Concrete", "Copper", "Cotton", "Glass", "Granite",
	"Iron", "Leather", "Linen", "Marble", "Paper", "Plastic", "Rubber", "Silk", "Steel", "Wooden", "Wool"}

// industries are lines of business, as business directories name them.
var industries = []string{"Accounting", "Airlines/Aviation", "Animation", "Apparel & Fashion", "Architecture & Planning",
	"Automotive", "Banking", "Biotechnology", "Broadcast Media", "Building Materials", "Chemicals", "Civil Engineering",
	"Computer Games", "Computer Software", "Construction", "Consumer Electronics", "Cosmetics", "Dairy",
	"Defense & Space", "Design", "E-Learning", "Education Management", "Electrical/Electronic Manufacturing",
	"Entertainment", "Environmental Services", "Events Services", "Farming", "Financial Services", "Fine Art",
	"Fishery", "Food & Beverages", "Food Production", "Furniture", "Government Administration", "Graphic Design",
	"Health, Wellness and Fitness", "Higher Education", "Hospital & Health Care", "Hospitality", "Human Resources",
	"Import and Export", "Industrial Automation", "Information Technology and Services", "Insurance",
	"Internet", "Investment Banking", "Law Enforcement", "Law Practice", "Legal Services", "Leisure, Travel & Tourism",
	"Logistics and Supply Chain", "Machinery", "Management Consulting", "Maritime", "Market Research", "Marketing and Advertising",
	"Media Production", "Medical Devices", "Mining & Metals", "Motion Pictures and Film", "Museums and Institutions",
	"Music", "Nanotechnology", "Newspapers", "Oil & Energy", "Online Media", "Packaging and Containers",
	"Pharmaceuticals", "Photography", "Plastics", "Primary/Secondary Education", "Printing", "Public Relations and Communications",
	"Publishing", "Real Estate", "Renewables & Environment", "Research", "Restaurants", "Retail", "Security and Investigations",
	"Semiconductors", "Shipbuilding", "Sporting Goods", "Sports", "Staffing and Recruiting", "Supermarkets",
	"Telecommunications", "Textiles", "Tobacco", "Translation and Localization", "Transportation/Trucking/Railroad",
	"Utilities", "Venture Capital & Private Equity", "Veterinary", "Warehousing", "Wholesale", "Wine and Spirits",
	"Wireless", "Writing and Editing"}

// stockMarkets are the largest stock exchanges, by the short names their markets trade under.
var stockMarkets = []string{"NYSE", "NASDAQ", "LSE", "JPX", "SSE", "SZSE", "HKEX", "EURONEXT-PARIS", "TSX",
	"BSE-BOMBAY", "NSE-INDIA", "ASX", "KRX", "TWSE", "SIX", "JSE", "BOVESPA", "TADAWUL", "FSX", "OMXC-COPENHAGEN"}

// bookGenres are literary genres.
var bookGenres = []string{"Classic", "Comic/Graphic Novel", "Crime/Detective", "Essay", "Fable", "Fairy tale",
	"Fanfiction", "Fantasy", "Fiction in verse", "Fiction narrative", "Folklore", "Historical fiction", "Horror",
	"Humor", "Legend", "Metafiction", "Mystery", "Mythology", "Mythopoeia", "Narrative nonfiction", "Realistic fiction",
	"Reference book", "Romance", "Satire", "Science fiction", "Short story", "Speech", "Suspense/Thriller",
	"Tall tale", "Textbook", "Western", "Biography/Autobiography", "Poetry", "Memoir"}

// colorNames are the everyday names of colours, lower case.
var colorNames = []string{"azure", "black", "blue", "cyan", "fuchsia", "gold", "green", "grey", "indigo", "ivory",
	"lavender", "lime", "magenta", "maroon", "mint green", "olive", "orange", "orchid", "pink", "plum", "purple",
	"red", "salmon", "silver", "sky blue", "tan", "teal", "turquoise", "violet", "white", "yellow", "brown", "beige"}

// imeiReportingBodies are the GSMA's reporting body identifiers, an IMEI's first two digits.
var imeiReportingBodies = []string{"01", "10", "30", "33", "35", "44", "45", "49", "50", "51", "52", "53", "54",
	"86", "91", "98", "99"}

// appVersionPatterns are the forms of an app's version number.
var appVersionPatterns = []string{"0.#.#", "0.##", "#.##", "#.#", "#.#.#"}

// filtered is gofakeit's list category/key filtered by keep, computed once.
type filtered struct {
	once sync.Once
	out  []string
}

// get returns gofakeit's list category/key filtered by keep, computed once.
func (f *filtered) get(category, key string, keep func(string) bool) []string {
	f.once.Do(func() {
		for _, v := range data.Data[category][key] {
			if keep(v) {
				f.out = append(f.out, v)
			}
		}
		sort.Strings(f.out)
	})
	return f.out
}

var (
	zoneRegions, productAdjectives, productNouns, dishes, appNouns, appVerbs, cities, hipsterWords, jobWords, professions, countries, bookTitles filtered
)

// timeZone is one of gofakeit's IANA regions without the Etc/GMT±n zones, digits and
// hyphenated places, whose shapes Datafaker's list of zones does not have.
func timeZone(g *gen) string {
	return g.pick(zoneRegions.get("timezone", "region", func(v string) bool {
		return !strings.HasPrefix(v, "Etc/") && !strings.ContainsAny(v, "-+0123456789")
	}))
}

func oneWord(v string) bool { return !strings.ContainsAny(v, " -") }

// productName is Commerce.productName: an adjective, a material and a product, one word each.
func productName(g *gen) string {
	return capitalize(g.pick(productAdjectives.get("product", "adjective", oneWord))) + " " +
		g.pick(productMaterials) + " " + capitalize(g.pick(productNouns.get("product", "name", oneWord)))
}

// department is Commerce.department: one to three departments, in order, "A", "A & B" or
// "A, B & C".
func department(g *gen) string {
	n := 1 + g.r.IntN(3)
	if g.r.IntN(2) == 0 {
		n = 1 // half are a single department
	}
	chosen := map[string]bool{}
	for len(chosen) < n {
		chosen[g.pick(storeDepartments)] = true
	}
	ds := make([]string, 0, n)
	for d := range chosen {
		ds = append(ds, d)
	}
	sort.Strings(ds)
	if n == 1 {
		return ds[0]
	}
	return strings.Join(ds[:n-1], ", ") + " & " + ds[n-1]
}

// dish is Food.dish: one of gofakeit's dinners that is a dish's name (at most four words), in
// title case.
func dish(g *gen) string {
	return title(g.pick(dishes.get("food", "dinner", func(v string) bool {
		return len(v) <= 27 && !strings.ContainsFunc(v, unicode.IsDigit)
	})))
}

// companyName is Company.name: a surname with a company suffix, two surnames joined by a hyphen,
// or three in a list.
func companyName(g *gen) string {
	switch g.r.IntN(3) {
	case 0:
		return g.f.LastName() + " " + g.f.CompanySuffix()
	case 1:
		return g.f.LastName() + "-" + g.f.LastName()
	}
	return g.f.LastName() + ", " + g.f.LastName() + " and " + g.f.LastName()
}

// usRoutingNumber is an ABA routing number: a Federal Reserve district (01 to 12), six digits
// and the ABA check digit.
func usRoutingNumber(g *gen) string {
	d := make([]int, 0, 9)
	district := 1 + g.r.IntN(12)
	d = append(d, district/10, district%10)
	d = append(d, digitsOf(g, 6)...)
	sum := 3*(d[0]+d[3]+d[6]) + 7*(d[1]+d[4]+d[7]) + (d[2] + d[5])
	d = append(d, (10-sum%10)%10)
	return join(d)
}

// appName is App.name: one capitalized word, a short made-up product name.
func appName(g *gen) string {
	short := func(v string) bool { return len(v) <= 11 && oneWord(v) }
	if g.r.IntN(2) == 0 {
		return capitalize(g.pick(appNouns.get("hacker", "noun", short)))
	}
	return capitalize(g.pick(appVerbs.get("hacker", "verb", short)))
}

// city is one of gofakeit's cities of letters and spaces only, without the hyphenated or
// abbreviated ones (Winston-Salem, St. Louis), shapes Datafaker's made-up city names never have.
func city(g *gen) string {
	return g.pick(cities.get("address", "city", func(v string) bool { return !strings.ContainsAny(v, "-.'") }))
}

// hipsterWord is one of gofakeit's hipster words and short phrases, without its long phrases
// ("you probably haven't heard of them"), which Datafaker's list has not.
func hipsterWord(g *gen) string {
	return g.pick(hipsterWords.get("hipster", "word", func(v string) bool { return len(v) <= 20 }))
}

// nameTitle is Name.title: a descriptor, a level and a job, one word each (gofakeit's job
// titles of one word: "Analyst", not "Administrative Assistant").
func nameTitle(g *gen) string {
	return g.f.JobDescriptor() + " " + g.f.JobLevel() + " " + g.pick(jobWords.get("job", "title", oneWord))
}

// country is one of gofakeit's countries by its common name: without the ISO list's official
// forms ("Bolivia (Plurinational State of)", "Congo, Democratic Republic of the") and the
// longest names, which Datafaker's list of countries has not.
func country(g *gen) string {
	return g.pick(countries.get("address", "country", func(v string) bool {
		return len(v) <= 40 && !strings.ContainsAny(v, "(,")
	}))
}

// publisher is Book.publisher: a publishing house's name, made of a surname: "Smith Books",
// "Smith Press", "Smith & Jones", "Smith & Sons".
func publisher(g *gen) string {
	if g.r.IntN(4) == 0 {
		return g.f.LastName() + " & " + g.pick([]string{g.f.LastName(), "Sons", "Company"})
	}
	return g.f.LastName() + " " + g.pick([]string{"Books", "Press", "Publishing", "Publishers", "House", "Editions"})
}

// bookTitle is one of gofakeit's book titles without an ampersand, which Datafaker's titles
// never have.
func bookTitle(g *gen) string {
	return g.pick(bookTitles.get("book", "title", func(v string) bool { return !strings.Contains(v, "&") }))
}

// profession is Company.profession: one of gofakeit's short job titles (a word or two), lower case.
func profession(g *gen) string {
	return strings.ToLower(g.pick(professions.get("job", "title", func(v string) bool { return len(v) <= 17 })))
}

// classicHackerVerbs is how many of gofakeit's hacker verbs, at the head of its list, are the
// classic Faker ones ("back up" to "parse") that Datafaker has; the later additions ("read",
// "encrypt", "transpile") are not Datafaker's.
const classicHackerVerbs = 18

// hackerVerb is Hacker.verb: one of the classic hacker verbs.
func hackerVerb(g *gen) string {
	verbs := data.Data["hacker"]["verb"]
	return verbs[g.r.IntN(min(classicHackerVerbs, len(verbs)))]
}

// compoundFruits are fruits whose names are two words or more, which gofakeit's list of fruits,
// one word each but for one, lacks.
var compoundFruits = []string{"Blood orange", "Passion fruit", "Kiwi fruit", "Star fruit", "Dragon fruit",
	"Goji berry", "Custard apple", "Honeydew melon", "Butternut pumpkin", "Nashi pear", "Granny Smith apple",
	"Finger lime", "Red currant", "Black grape", "Sour cherry"}

// fruit is Food.fruit: one of gofakeit's fruits or of the compound names.
func fruit(g *gen) string {
	fruits := data.Data["food"]["fruit"]
	i := g.r.IntN(len(fruits) + len(compoundFruits))
	if i < len(fruits) {
		return fruits[i]
	}
	return compoundFruits[i-len(fruits)]
}
