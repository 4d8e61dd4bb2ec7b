package datafaker

import (
	"fmt"
	"strconv"
	"strings"
)

// Providers about business and money.

var commerceProvider = provider{
	// brand and vendor are refused: Datafaker draws them from short lists of real brands and
	// retailers, which gofakeit has not.
	"department":  m0(department),
	"productname": m0(productName),
	"material":    m0(func(g *gen) string { return g.pick(productMaterials) }),
	"price": {
		{fn: func(g *gen, _ []arg) (string, error) { return price(g, 0, 100), nil }},
		{params: []argKind{aDouble, aDouble}, fn: func(g *gen, a []arg) (string, error) { return price(g, a[0].f, a[1].f), nil }},
	},
	"promotioncode": {
		{fn: func(g *gen, _ []arg) (string, error) { return promo(g, 6), nil }},
		{params: []argKind{aInt}, counts: []int{0}, fn: func(g *gen, a []arg) (string, error) { return promo(g, int(max(a[0].i, 0))), nil }},
	},
}

// price is Commerce.price: DecimalFormat("#0.00").
func price(g *gen, lo, hi float64) string {
	return strconv.FormatFloat(lo+g.r.Float64()*(hi-lo), 'f', 2, 64)
}

func promo(g *gen, digits int) string {
	return g.pick([]string{"Amazing", "Awesome", "Cool", "Good", "Great", "Incredible", "Killer", "Premium", "Special", "Stellar", "Sweet"}) +
		g.pick([]string{"Code", "Deal", "Discount", "Price", "Promo", "Promotion", "Sale", "Savings"}) +
		bothify(g, strings.Repeat("#", digits), false, true, false)
}

var companyProvider = provider{
	"name":        m0(companyName),
	"suffix":      m0(func(g *gen) string { return g.f.CompanySuffix() }),
	"industry":    m0(func(g *gen) string { return g.pick(industries) }),
	"profession":  m0(profession),
	"buzzword":    m0(func(g *gen) string { return g.f.BuzzWord() }),
	"catchphrase": m0(func(g *gen) string { return g.f.BuzzWord() + " " + g.f.BS() + " " + g.f.HackerNoun() }),
	"bs":          m0(func(g *gen) string { return g.f.BS() + " " + g.f.BS() + " " + g.f.BS() }), // Datafaker: a verb, an adjective, a noun
	// domainName is refused: Datafaker's Company has no such method.
	"url": m0(func(g *gen) string { return "www." + hostLabel(companyName(g)) + "." + g.pick(domainSuffixes) }),
}

var financeProvider = provider{
	"creditcard": m0(creditCard),
	"bic":        m0(func(g *gen) string { return bothify(g, "????US##", true, true, true) }),
	"iban":       m0(func(g *gen) string { return "DE" + bothify(g, "####################", false, true, false) }),
	// nasdaqTicker and nyseTicker are refused: Datafaker draws real tickers, which gofakeit has
	// not, and made-up letters are not their shape.
	"stockmarket":     m0(func(g *gen) string { return g.pick(stockMarkets) }),
	"usroutingnumber": m0(usRoutingNumber),
}

var currencyProvider = provider{
	"name": m0(func(g *gen) string { return g.f.CurrencyLong() }),
	"code": m0(func(g *gen) string { return g.f.CurrencyShort() }),
}

// codeProvider is Code: identifiers with valid check digits.
var codeProvider = provider{
	"isbn10": {
		{fn: func(g *gen, _ []arg) (string, error) { return isbn10(g, false), nil }},
		{params: []argKind{aBool}, fn: func(g *gen, a []arg) (string, error) { return isbn10(g, a[0].b), nil }},
	},
	"isbn13": {
		{fn: func(g *gen, _ []arg) (string, error) { return isbn13(g, false), nil }},
		{params: []argKind{aBool}, fn: func(g *gen, a []arg) (string, error) { return isbn13(g, a[0].b), nil }},
	},
	"ean8":   m0(func(g *gen) string { return gtin(g, 8) }),
	"gtin8":  m0(func(g *gen) string { return gtin(g, 8) }),
	"ean13":  m0(func(g *gen) string { return gtin(g, 13) }),
	"gtin13": m0(func(g *gen) string { return gtin(g, 13) }),
	"asin":   m0(func(g *gen) string { return "B000" + bothify(g, "??????", true, false, true) }),
	"imei": m0(func(g *gen) string {
		return luhn(g, g.pick(imeiReportingBodies)+bothify(g, "############", false, true, false))
	}),
}

func digitsOf(g *gen, n int) []int {
	d := make([]int, n)
	for i := range d {
		d[i] = g.r.IntN(10)
	}
	return d
}

func join(ds []int) string {
	var b strings.Builder
	for _, d := range ds {
		b.WriteByte(byte('0' + d))
	}
	return b.String()
}

func isbn10(g *gen, sep bool) string {
	d := digitsOf(g, 9)
	sum := 0
	for i, v := range d {
		sum += (10 - i) * v
	}
	c := (11 - sum%11) % 11
	check := strconv.Itoa(c)
	if c == 10 {
		check = "X"
	}
	s := join(d)
	if sep {
		return fmt.Sprintf("%s-%s-%s-%s", s[:1], s[1:4], s[4:9], check)
	}
	return s + check
}

func isbn13(g *gen, sep bool) string {
	d := append([]int{9, 7, 8}, digitsOf(g, 9)...)
	sum := 0
	for i, v := range d {
		if i%2 == 0 {
			sum += v
		} else {
			sum += 3 * v
		}
	}
	s := join(d) + strconv.Itoa((10-sum%10)%10)
	if sep {
		return fmt.Sprintf("%s-%s-%s-%s-%s", s[:3], s[3:4], s[4:7], s[7:12], s[12:])
	}
	return s
}

// gtin is a GTIN/EAN of n digits with its check digit.
func gtin(g *gen, n int) string {
	d := digitsOf(g, n-1)
	sum := 0
	for i := range d {
		w := 1
		if (n-1-i)%2 == 1 {
			w = 3
		}
		sum += w * d[i]
	}
	return join(d) + strconv.Itoa((10-sum%10)%10)
}

func luhn(_ *gen, s string) string {
	sum := 0
	for i := len(s) - 1; i >= 0; i-- {
		v := int(s[i] - '0')
		if (len(s)-1-i)%2 == 0 {
			v *= 2
			if v > 9 {
				v -= 9
			}
		}
		sum += v
	}
	return s + strconv.Itoa((10-sum%10)%10)
}

// cardPatterns are Datafaker's en/finance.yml credit_card patterns of the common types; L is
// the Luhn check digit.
var cardPatterns = []string{"4###-####-####-###L", "51##-####-####-###L", "52##-####-####-###L",
	"53##-####-####-###L", "54##-####-####-###L", "55##-####-####-###L", "6011-00##-####-###L",
	"6011-10##-####-###L", "6516-21##-####-###L", "34##-######-####L", "37##-######-####L", "30##-######-###L",
	"36##-######-###L", "3088-####-####-###L", "3090-####-####-###L"}

func creditCard(g *gen) string {
	t := bothify(g, g.pick(cardPatterns), false, true, false)
	var digits strings.Builder
	for _, c := range t {
		if c >= '0' && c <= '9' {
			digits.WriteRune(c)
		}
	}
	full := luhn(g, digits.String())
	return strings.Replace(t, "L", full[len(full)-1:], 1)
}
