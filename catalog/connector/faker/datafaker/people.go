package datafaker

import (
	"fmt"
	"strings"
)

// Providers about people and places, on gofakeit's data, in Datafaker's shapes.

// Datafaker's en/name.yml: its prefixes and suffixes, and name's patterns, one in six with a
// prefix, one in six with a suffix.
var namePrefixes = []string{"Mr.", "Mrs.", "Ms.", "Dr."}
var nameSuffixes = []string{"Jr.", "Sr.", "II", "III", "IV", "MD", "DDS", "PhD", "DVM"}

func fullName(g *gen, middle bool) string {
	n := g.f.FirstName() + " " + g.f.LastName()
	if middle { // name_with_middle is "#{first_name} #{last_name} #{last_name}"
		n += " " + g.f.LastName()
	}
	switch g.r.IntN(6) {
	case 0:
		return g.pick(namePrefixes) + " " + n
	case 1:
		return n + " " + g.pick(nameSuffixes)
	}
	return n
}

// username is Credentials.username: first.last in lower case, without apostrophes or spaces.
func username(g *gen) string {
	s := strings.ToLower(g.f.FirstName() + "." + g.f.LastName())
	return strings.Map(func(r rune) rune {
		if r == '\'' || r == ' ' || r == '\t' {
			return -1
		}
		return r
	}, s)
}

// hostLabel is HostnameHelper.toAsciiHostnameLabel for ASCII text: lower case, only [a-z0-9-],
// no doubled, leading or trailing hyphens, "example" when nothing is left.
func hostLabel(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' {
			b.WriteRune(r)
		}
	}
	out := b.String()
	for strings.Contains(out, "--") {
		out = strings.ReplaceAll(out, "--", "-")
	}
	out = strings.Trim(out, "-")
	if len(out) > 63 {
		out = strings.TrimRight(out[:63], "-")
	}
	if out == "" {
		return "example"
	}
	return out
}

var nameProvider = provider{
	"name":            m0(func(g *gen) string { return fullName(g, false) }),
	"fullname":        m0(func(g *gen) string { return fullName(g, false) }),
	"namewithmiddle":  m0(func(g *gen) string { return fullName(g, true) }),
	"firstname":       m0(func(g *gen) string { return g.f.FirstName() }),
	"femalefirstname": m0(func(g *gen) string { return g.f.FirstName() }),
	"malefirstname":   m0(func(g *gen) string { return g.f.FirstName() }),
	"lastname":        m0(func(g *gen) string { return g.f.LastName() }),
	"prefix":          m0(func(g *gen) string { return g.pick(namePrefixes) }),
	"suffix":          m0(func(g *gen) string { return g.pick(nameSuffixes) }),
	"title":           m0(nameTitle),
	"username":        m0(username),
}

// Job's words: gofakeit has no such short lists, so these are Flinkpad's own, of the kinds
// Datafaker's job provider draws from (a field, a seniority, a position, a key skill).
var (
	jobFields = []string{"Accounting", "Administration", "Advertising", "Banking", "Construction", "Consulting",
		"Design", "Education", "Engineering", "Finance", "Government", "Healthcare", "Hospitality", "IT", "Legal",
		"Logistics", "Manufacturing", "Marketing", "Media", "Retail", "Sales", "Technology"}
	jobSeniorities = []string{"Central", "Chief", "Corporate", "Customer", "Direct", "District", "Dynamic",
		"Global", "Human", "Internal", "International", "Junior", "Lead", "Legacy", "National", "Principal",
		"Product", "Regional", "Senior"}
	jobPositions = []string{"Administrator", "Agent", "Analyst", "Architect", "Assistant", "Associate",
		"Consultant", "Coordinator", "Designer", "Developer", "Director", "Engineer", "Executive", "Manager",
		"Officer", "Planner", "Producer", "Representative", "Specialist", "Strategist", "Supervisor", "Technician"}
	jobKeySkills = []string{"Adaptability", "Communication", "Creativity", "Fast learner", "Leadership",
		"Networking skills", "Organisation", "Problem solving", "Proactive", "Self-motivated", "Teamwork",
		"Time management"}
)

// jobTitle is job.title's patterns: two in five "seniority field position", two "field
// position", one "seniority position".
func jobTitle(g *gen) string {
	switch g.r.IntN(5) {
	case 0, 1:
		return g.pick(jobSeniorities) + " " + g.pick(jobFields) + " " + g.pick(jobPositions)
	case 2, 3:
		return g.pick(jobFields) + " " + g.pick(jobPositions)
	}
	return g.pick(jobSeniorities) + " " + g.pick(jobPositions)
}

var jobProvider = provider{
	"title":     m0(jobTitle),
	"field":     m0(func(g *gen) string { return g.pick(jobFields) }),
	"seniority": m0(func(g *gen) string { return g.pick(jobSeniorities) }),
	"position":  m0(func(g *gen) string { return g.pick(jobPositions) }),
	"keyskills": m0(func(g *gen) string { return g.pick(jobKeySkills) }),
}

var freeEmailDomains = []string{"gmail.com", "yahoo.com", "hotmail.com"}
var safeEmailDomains = []string{"example.com"}
var domainSuffixes = []string{"com", "net", "org", "info", "biz", "io", "co"}

func domainWord(g *gen) string { return hostLabel(g.f.LastName()) }

// webdomain is Internet.webdomain: www.<first name>-<domain word>.<suffix>.
func webdomain(g *gen) string {
	return "www." + hostLabel(g.f.FirstName()+"-"+domainWord(g)) + "." + g.pick(domainSuffixes)
}

// url is Internet.url: each part present or not with even odds.
func url(g *gen) string {
	var b strings.Builder
	if g.r.IntN(2) == 0 {
		b.WriteString(g.pick([]string{"http://", "https://"}))
	} else {
		b.WriteString("https://")
	}
	b.WriteString(webdomain(g))
	if g.r.IntN(2) == 0 {
		b.WriteString(":" + long(g.nextInt(0, 65535)))
	}
	b.WriteString("/")
	if g.r.IntN(2) == 0 {
		b.WriteString(g.f.LoremIpsumWord() + "/" + g.f.LoremIpsumWord())
	}
	if g.r.IntN(2) == 0 {
		b.WriteString(g.f.LoremIpsumWord())
	}
	if g.r.IntN(2) == 0 {
		b.WriteString("?" + g.f.LoremIpsumWord() + "=" + g.f.LoremIpsumWord() + "&" + g.f.LoremIpsumWord() + "=" + g.f.LoremIpsumWord())
	}
	if g.r.IntN(2) == 0 {
		b.WriteString("#" + g.f.LoremIpsumWord())
	}
	return b.String()
}

func domainName(g *gen) string { return domainWord(g) + "." + g.pick(domainSuffixes) }

var internetProvider = provider{
	"username": m0(username),
	"emailaddress": {
		{fn: func(g *gen, _ []arg) (string, error) { return username(g) + "@" + g.pick(freeEmailDomains), nil }},
		{params: []argKind{aString}, fn: func(g *gen, a []arg) (string, error) { return localPart(a[0].s) + "@" + g.pick(freeEmailDomains), nil }},
	},
	"safeemailaddress": {
		{fn: func(g *gen, _ []arg) (string, error) { return username(g) + "@" + g.pick(safeEmailDomains), nil }},
		{params: []argKind{aString}, fn: func(g *gen, a []arg) (string, error) { return localPart(a[0].s) + "@" + g.pick(safeEmailDomains), nil }},
	},
	"domainname":   m0(domainName),
	"domainword":   m0(domainWord),
	"domainsuffix": m0(func(g *gen) string { return g.pick(domainSuffixes) }),
	"url":          m0(url),
	"webdomain":    m0(webdomain),
	"ipv4address":  m0(func(g *gen) string { return g.f.IPv4Address() }),
	"privateipv4address": m0(func(g *gen) string {
		return fmt.Sprintf("10.%d.%d.%d", g.r.IntN(256), g.r.IntN(256), g.r.IntN(256))
	}),
	"publicipv4address": m0(func(g *gen) string {
		return fmt.Sprintf("%d.%d.%d.%d", 11+g.r.IntN(150), g.r.IntN(256), g.r.IntN(256), g.r.IntN(256))
	}),
	"ipv6address": m0(func(g *gen) string { return g.f.IPv6Address() }),
	"macaddress":  m0(func(g *gen) string { return g.f.MacAddress() }),
	"uuid":        m0(func(g *gen) string { return g.f.UUID() }),
	"password": {
		{fn: func(g *gen, _ []arg) (string, error) { return g.f.Password(), nil }},
		{params: []argKind{aInt, aInt}, counts: []int{1}, fn: func(g *gen, a []arg) (string, error) { return password(g, a[0].i, a[1].i, false, false, true) }},
		{params: []argKind{aInt, aInt, aBool}, counts: []int{1}, fn: func(g *gen, a []arg) (string, error) {
			return password(g, a[0].i, a[1].i, a[2].b, false, true)
		}},
		{params: []argKind{aInt, aInt, aBool, aBool}, counts: []int{1}, fn: func(g *gen, a []arg) (string, error) {
			return password(g, a[0].i, a[1].i, a[2].b, a[3].b, true)
		}},
		{params: []argKind{aInt, aInt, aBool, aBool, aBool}, counts: []int{1}, fn: func(g *gen, a []arg) (string, error) {
			return password(g, a[0].i, a[1].i, a[2].b, a[3].b, a[4].b)
		}},
	},
	"httpmethod": m0(func(g *gen) string { return g.f.HTTPMethod() }),
	"useragent":  m0(func(g *gen) string { return g.f.UserAgent() }),
	// userAgentAny is refused: Datafaker 2.7.0, which the Datafaker comparison checks against,
	// has no such method, so its shape cannot be checked.
	"slug": m0(func(g *gen) string { return g.f.LoremIpsumWord() + "_" + g.f.LoremIpsumWord() }),
	"port": {
		{fn: func(g *gen, _ []arg) (string, error) { return long(g.nextInt(0, 65535)), nil }},
		{params: []argKind{aInt, aInt}, fn: func(g *gen, a []arg) (string, error) { return long(g.nextInt(a[0].i, a[1].i)), nil }},
	},
}

// Address follows Datafaker's en/address.yml patterns on gofakeit's names and places.
// gofakeit's StreetName is a street's type (Avenue, Court), Datafaker's street suffix; its
// StreetSuffix (town, ville) is Datafaker's city suffix.
func streetName(g *gen) string {
	if g.r.IntN(2) == 0 {
		return g.f.FirstName() + " " + g.f.StreetName()
	}
	return g.f.LastName() + " " + g.f.StreetName()
}

func buildingNumber(g *gen) string {
	return bothify(g, g.pick([]string{"#####", "####", "###"}), false, true, false)
}

func streetAddress(g *gen) string { return buildingNumber(g) + " " + streetName(g) }

func secondaryAddress(g *gen) string {
	return bothify(g, g.pick([]string{"Apt. Ø##", "Suite Ø##"}), false, true, false)
}

func zip(g *gen) string { return bothify(g, "#####", false, true, false) }

var addressProvider = provider{
	"streetname": m0(streetName),
	"streetaddress": {
		{fn: func(g *gen, _ []arg) (string, error) { return streetAddress(g), nil }},
		{params: []argKind{aBool}, fn: func(g *gen, a []arg) (string, error) {
			if a[0].b {
				return streetAddress(g) + " " + secondaryAddress(g), nil
			}
			return streetAddress(g), nil
		}},
	},
	"streetaddressnumber": m0(func(g *gen) string { return long(g.nextInt(1, 1000)) }),
	"buildingnumber":      m0(buildingNumber),
	"secondaryaddress":    m0(secondaryAddress),
	"streetsuffix":        m0(func(g *gen) string { return g.f.StreetName() }),
	// Datafaker 2.7.0's English street_prefix is the one placeholder "xx", and so is its value.
	"streetprefix": m0(func(*gen) string { return "xx" }),
	"citysuffix":   m0(func(g *gen) string { return g.f.StreetSuffix() }),
	"cityprefix":   m0(func(g *gen) string { return g.f.StreetPrefix() }),
	"city":         m0(city),
	"cityname":     m0(city),
	"state":        m0(func(g *gen) string { return g.f.State() }),
	"stateabbr":    m0(func(g *gen) string { return g.f.StateAbr() }),
	"zipcode":      m0(zip),
	"postcode":     m0(zip),
	"country":      m0(country),
	"countrycode":  m0(func(g *gen) string { return g.f.CountryAbr() }),
	"latitude":     m0(func(g *gen) string { return fmt.Sprintf("%.8f", g.r.Float64()*180-90) }),
	"longitude":    m0(func(g *gen) string { return fmt.Sprintf("%.8f", g.r.Float64()*360-180) }),
	"timezone":     m0(timeZone),
	"fulladdress": m0(func(g *gen) string {
		a := streetAddress(g) + ", " + city(g) + ", " + g.f.StateAbr() + " " + zip(g)
		if g.r.IntN(2) == 0 {
			return secondaryAddress(g) + " " + a
		}
		return a
	}),
}

// US numbers as libphonenumber formats them, which Datafaker's PhoneNumber uses: nationally
// "(201) 555-0123", internationally "+1 201-555-0123".
func nationalPhone(g *gen) string {
	return fmt.Sprintf("(%d%02d) %d%02d-%04d", 2+g.r.IntN(8), g.r.IntN(100), 2+g.r.IntN(8), g.r.IntN(100), g.r.IntN(10000))
}

func internationalPhone(g *gen) string {
	return fmt.Sprintf("+1 %d%02d-%d%02d-%04d", 2+g.r.IntN(8), g.r.IntN(100), 2+g.r.IntN(8), g.r.IntN(100), g.r.IntN(10000))
}

var phoneProvider = provider{
	"phonenumber":              m0(nationalPhone),
	"cellphone":                m0(nationalPhone),
	"phonenumberinternational": m0(internationalPhone),
	"phonenumbernational":      m0(nationalPhone),
	"extension":                m0(func(g *gen) string { return bothify(g, "####", false, true, false) }),
	"subscribernumber": {
		{fn: func(g *gen, _ []arg) (string, error) { return bothify(g, "####", false, true, false), nil }},
		{params: []argKind{aInt}, counts: []int{0}, fn: func(g *gen, a []arg) (string, error) {
			return bothify(g, strings.Repeat("#", int(max(a[0].i, 0))), false, true, false), nil
		}},
	},
}

var idNumberProvider = provider{
	"valid":    m0(func(g *gen) string { return ssn(g) }),
	"ssnvalid": m0(func(g *gen) string { return ssn(g) }),
	"invalid": m0(func(g *gen) string {
		return bothify(g, g.pick([]string{"000-##-####", "###-00-####", "###-##-0000", "666-##-####", "9##-##-####"}), false, true, false)
	}),
}

// ssn is a valid US social security number: area 001-665 or 667-899, group and serial not 0.
func ssn(g *gen) string {
	area := 1 + g.r.IntN(898)
	if area == 666 {
		area = 667
	}
	return fmt.Sprintf("%03d-%02d-%04d", area, 1+g.r.IntN(99), 1+g.r.IntN(9999))
}

// localPart is the local part Datafaker makes of a name for an email address: lower case, runs
// of other characters as one dot.
func localPart(name string) string {
	var b strings.Builder
	dot := false
	for _, r := range strings.ToLower(name) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '-' {
			if dot && b.Len() > 0 {
				b.WriteByte('.')
			}
			dot = false
			b.WriteRune(r)
			continue
		}
		dot = true
	}
	if b.Len() == 0 {
		return "user"
	}
	return b.String()
}

// password is Text.text(min, max, upper, special, digit): lower-case letters and, with their
// flags, at least one upper-case letter, special character and digit each.
func password(g *gen, lo, hi int64, upper, special, digit bool) (string, error) {
	if lo < 0 || hi < lo {
		return "", javaErr("java.lang.IllegalArgumentException: Min length (" + long(lo) + ") should be not greater than max length (" + long(hi) + ")")
	}
	const lower, uppers, specials, digits = "abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "!@#$%^&*", "0123456789"
	n := int(g.nextInt(lo, hi))
	pool := lower
	var out []byte
	for _, c := range []struct {
		on    bool
		chars string
	}{{upper, uppers}, {special, specials}, {digit, digits}} {
		if c.on {
			pool += c.chars
			if len(out) < n {
				out = append(out, c.chars[g.r.IntN(len(c.chars))])
			}
		}
	}
	for len(out) < n {
		out = append(out, pool[g.r.IntN(len(pool))])
	}
	g.r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return string(out), nil
}
