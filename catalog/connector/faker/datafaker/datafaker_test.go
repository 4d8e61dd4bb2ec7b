package datafaker

import (
	"bufio"
	"errors"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

func fill(t *testing.T, seed int64, expr string, n int) []string {
	t.Helper()
	g, err := New().NewGenerator(seed)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, n)
	if err := g.Fill(expr, out); err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return out
}

// TestSupported checks that every line of testdata/supported.txt passes Check and evaluates,
// and that the file names every method Flinkpad has, so the Java checker sees them all.
func TestSupported(t *testing.T) {
	f, err := os.Open("testdata/supported.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" {
			continue
		}
		if err := New().Check(line); err != nil {
			t.Errorf("%s: %v", line, err)
			continue
		}
		for _, v := range fill(t, 7, line, 20) {
			if v == "" {
				t.Errorf("%s: empty value", line)
			}
		}
		for _, p := range split(line) {
			if p.call {
				prov, meth, ok := strings.Cut(p.directive, ".")
				if !ok {
					prov, meth = "", prov
				}
				seen[normalize(prov)+"."+normalize(meth)] = true
			}
		}
	}
	check := func(prov string, p provider) {
		for m := range p {
			if !seen[prov+"."+m] {
				t.Errorf("testdata/supported.txt lacks %s.%s", prov, m)
			}
		}
	}
	for name, p := range providers {
		check(name, p)
	}
	check("", rootMethods)
}

func TestSplit(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"plain", []string{"plain"}},
		{"#{Name.firstName}", []string{"#{Name.firstName}"}},
		{"Hi #{Name.firstName}!", []string{"Hi ", "#{Name.firstName}", "!"}},
		{"#{options.option 'a}','b'}", []string{"#{options.option 'a}','b'}"}},
		{"#{options.option 'it''s','x')}", []string{"#{options.option 'it''s','x'}"}},
		{"tail #{", []string{"tail #{"}},
		{"tail #{Name.firstName", []string{"tail ", "#{Name.firstName}"}},
		{"#{a}#{b}", []string{"#{a}", "#{b}"}},
	}
	for _, c := range cases {
		var got []string
		for _, p := range split(c.in) {
			got = append(got, p.String())
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("split(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	p := split("#{options.option 'it''s','x'}")[0]
	if len(p.args) != 2 || p.args[0] != "it's" || p.args[1] != "x" {
		t.Errorf("args = %q", p.args)
	}
}

func TestNamesAreCaseInsensitive(t *testing.T) {
	for _, e := range []string{"#{name.first_name}", "#{NAME.FIRSTNAME}", "#{Name.firstName}", "#{phone_number.cell_phone}"} {
		if err := New().Check(e); err != nil {
			t.Errorf("%s: %v", e, err)
		}
	}
}

func TestRefused(t *testing.T) {
	cases := map[string]string{
		"#{superhero.name}":                `provider "superhero" in #{superhero.name} at position 1`,
		"ab #{Name.nickname}":              `method "nickname" of Datafaker provider "Name" in #{Name.nickname} at position 4`,
		"#{number.numberBetween 'a','b'}":  `no form of number.numberBetween takes the arguments ('a','b') at position 1`,
		"#{date.past '10','days'}":         `no form of date.past`,
		"#{date.past '10','DAYS','x','y'}": `no form of date.past`,
		"#{firstName}":                     `names no provider`,
		"#{regexify '[a-'}":                `regexify cannot generate`,
	}
	for e, want := range cases {
		err := New().Check(e)
		if err == nil || !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), want) {
			t.Errorf("Check(%q) = %v, want %q", e, err, want)
		}
	}
}

func TestNumberBetween(t *testing.T) {
	seen := map[int]bool{}
	for _, v := range fill(t, 1, "#{number.numberBetween '1','5'}", 400) {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n >= 5 {
			t.Fatalf("value %q outside [1,5)", v)
		}
		seen[n] = true
	}
	if len(seen) != 4 {
		t.Errorf("values seen %v, want 1..4", seen)
	}
	for _, v := range fill(t, 1, "#{number.numberBetween '1.5','2.5'}", 50) {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || f < 1.5 || f >= 2.5 {
			t.Fatalf("value %q outside [1.5,2.5)", v)
		}
	}
	if v := fill(t, 1, "#{number.numberBetween '3','3'}", 1)[0]; v != "3" {
		t.Errorf("numberBetween 3,3 = %s", v)
	}
}

var timestampRe = regexp.MustCompile(`^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{1,9}$`)

func TestDates(t *testing.T) {
	parse := func(s string) time.Time {
		t.Helper()
		if !timestampRe.MatchString(s) {
			t.Fatalf("%q is not a java.sql.Timestamp string", s)
		}
		v, err := time.Parse("2006-01-02 15:04:05.999999999", s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	now := time.Now()
	for _, v := range fill(t, 3, "#{date.past '15','5','SECONDS'}", 100) {
		d := now.Sub(parse(v))
		if d < 4*time.Second || d > 16*time.Second {
			t.Errorf("past 15,5 seconds gave %s, %s ago", v, d)
		}
	}
	for _, v := range fill(t, 3, "#{date.future '10','DAYS'}", 100) {
		d := parse(v).Sub(now)
		if d < -time.Second || d > 10*24*time.Hour+time.Second {
			t.Errorf("future 10 days gave %s", v)
		}
	}
	for _, v := range fill(t, 3, "#{date.birthday}", 100) {
		age := now.Sub(parse(v)).Hours() / 24 / 365.25
		if age < 17.9 || age > 65.1 {
			t.Errorf("birthday %s is %.1f years ago", v, age)
		}
	}
	if got := javaTimestamp(0, 0); got != "1970-01-01 00:00:00.0" {
		t.Errorf("javaTimestamp(0) = %s", got)
	}
	if got := javaTimestamp(1500, 250000); got != "1970-01-01 00:00:01.50025" {
		t.Errorf("javaTimestamp(1500ms+250us) = %s", got)
	}
}

func TestShapes(t *testing.T) {
	cases := map[string]string{
		"#{date.past '10','DAYS','yyyy-MM-dd'}":            `^\d{4}-\d\d-\d\d$`,
		"#{date.birthday 'dd.MM.yyyy'}":                    `^\d\d\.\d\d\.\d{4}$`,
		"#{bothify '??-####'}":                             `^[a-z]{2}-\d{4}$`,
		"#{bothify '??-####','true'}":                      `^[A-Z]{2}-\d{4}$`,
		"#{numerify 'ORD-###'}":                            `^ORD-\d{3}$`,
		"#{regexify '[a-c]{3}x'}":                          `^[a-c]{3}x$`,
		"#{options.option 'A','B','C'}":                    `^[ABC]$`,
		"#{bool.bool}":                                     `^(true|false)$`,
		"#{number.randomDouble '2','0','100'}":             `^\d{1,3}\.\d{1,2}$`,
		"#{number.randomNumber '5'}":                       `^[1-9]\d{4}$`,
		"#{Address.latitude}":                              `^-?\d{1,2}\.\d{8}$`,
		"#{Color.hex}":                                     `^#[0-9A-F]{6}$`,
		"#{Weather.temperatureCelsius '-5','5'}":           `^-?\d°C$`,
		"#{Code.isbn13}":                                   `^978\d{10}$`,
		"#{IdNumber.valid}":                                `^\d{3}-\d{2}-\d{4}$`,
		"#{Finance.creditCard}":                            `^\d{4}-\d{4}-\d{4}-\d{4}$|^\d{4}-\d{6}-\d{4,5}$`,
		"#{PhoneNumber.phoneNumber}":                       `^\([2-9]\d\d\) [2-9]\d\d-\d{4}$`,
		"#{Address.streetAddress}":                         `^\d{3,5} \S+ \S+$`,
		"#{Internet.url}":                                  `^https?://www\.[a-z0-9-]+\.[a-z]+(:\d+)?/`,
		"#{Internet.webdomain}":                            `^www\.[a-z0-9]+-[a-z0-9-]+\.[a-z]+$`,
		"#{Internet.emailAddress}":                         `^[a-z.]+@[a-z]+\.com$`,
		"#{Commerce.price}":                                `^\d{1,3}\.\d\d$`,
		"#{Lorem.sentence}":                                `^[A-Z][a-z]*( [a-z]+)* ?[a-z]*\.$`,
		"Order #{number.digits '3'} for #{Name.firstName}": `^Order \d{3} for \S+$`,
	}
	for e, pat := range cases {
		re := regexp.MustCompile(pat)
		for _, v := range fill(t, 11, e, 30) {
			if !re.MatchString(v) {
				t.Errorf("%s gave %q, not matching %s", e, v, pat)
				break
			}
		}
	}
}

func TestNestedOption(t *testing.T) {
	for _, v := range fill(t, 5, "#{options.option '#{number.numberBetween ''1'',''3''}','x'}", 40) {
		if v != "1" && v != "2" && v != "x" {
			t.Fatalf("nested option gave %q", v)
		}
	}
}

func TestSeedReproducible(t *testing.T) {
	e := "#{Name.fullName} #{number.numberBetween '0','1000'} #{Address.city}"
	a, b := fill(t, 42, e, 10), fill(t, 42, e, 10)
	if strings.Join(a, "|") != strings.Join(b, "|") {
		t.Errorf("seed 42 gave %q then %q", a, b)
	}
	if c := fill(t, 43, e, 10); strings.Join(a, "|") == strings.Join(c, "|") {
		t.Errorf("seeds 42 and 43 gave the same values")
	}
}

func TestRuntimeErrors(t *testing.T) {
	g, _ := New().NewGenerator(1)
	out := make([]string, 1)
	if err := g.Fill("#{number.randomNumber '0'}", out); err == nil || !strings.Contains(err.Error(), "Number of digits must be positive") {
		t.Errorf("randomNumber 0: %v", err)
	}
	if err := g.Fill("#{date.past '0','SECONDS'}", out); err == nil || !strings.Contains(err.Error(), "bound must be positive") {
		t.Errorf("past 0: %v", err)
	}
}

// TestReadmeListsMethods holds the README's "Faker tables" list to the providers: each
// provider's line names each of its methods.
func TestReadmeListsMethods(t *testing.T) {
	b, err := os.ReadFile("../../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	i := strings.Index(s, "## Faker tables")
	if i < 0 {
		t.Fatal("README.md has no Faker tables section")
	}
	s = s[i+3:]
	s = s[:strings.Index(s, "\n## ")]
	lines := map[string]string{}
	for _, l := range strings.Split(s, "\n") {
		if name, rest, ok := strings.Cut(strings.TrimPrefix(l, "- "), ": "); ok && strings.HasPrefix(l, "- ") {
			key := normalize(name)
			if strings.HasPrefix(name, "Faker itself") {
				key = ""
			}
			lines[key] = normalize(strings.ReplaceAll(rest, "`", ""))
		}
	}
	check := func(prov string, p provider) {
		line, ok := lines[prov]
		if !ok {
			t.Errorf("README.md lists no provider %q", prov)
			return
		}
		names := map[string]bool{}
		for _, n := range strings.Split(line, ", ") {
			names[n] = true
		}
		for m := range p {
			if !names[m] {
				t.Errorf("README.md's line of %q lacks %s", prov, m)
			}
		}
		for n := range names {
			if _, ok := p[n]; !ok {
				t.Errorf("README.md's line of %q lists %s, which Flinkpad refuses", prov, n)
			}
		}
	}
	for name, p := range providers {
		check(name, p)
	}
	check("", rootMethods)
}

func luhnValid(s string) bool {
	sum, n := 0, 0
	for i := len(s) - 1; i >= 0; i-- {
		c := s[i]
		if c < '0' || c > '9' {
			continue
		}
		v := int(c - '0')
		if n%2 == 1 {
			v *= 2
			if v > 9 {
				v -= 9
			}
		}
		sum += v
		n++
	}
	return sum%10 == 0
}

func TestCheckDigits(t *testing.T) {
	for _, e := range []string{"#{Finance.creditCard}", "#{Code.imei}", "#{Code.ean13}", "#{Code.isbn13}"} {
		for _, v := range fill(t, 9, e, 50) {
			if e == "#{Code.ean13}" || e == "#{Code.isbn13}" {
				sum := 0
				for i, c := range v {
					w := 1
					if i%2 == 1 {
						w = 3
					}
					sum += w * int(c-'0')
				}
				if sum%10 != 0 {
					t.Fatalf("%s gave %s with a wrong check digit", e, v)
				}
				continue
			}
			if !luhnValid(v) {
				t.Fatalf("%s gave %s, which fails the Luhn check", e, v)
			}
		}
	}
}

// TestRegexifyAlternativesEquallyLikely: Go's parser factors (Alice|Alex|Bob) into
// Al(?:ice|ex)|Bob; each alternative as written stays equally likely, as in Datafaker's RgxGen.
func TestRegexifyAlternativesEquallyLikely(t *testing.T) {
	counts := map[string]int{}
	for _, v := range fill(t, 2, "#{regexify '(Alice|Alex|Bob|Bo)'}", 4000) {
		counts[v]++
	}
	for _, w := range []string{"Alice", "Alex", "Bob", "Bo"} {
		if c := counts[w]; c < 800 || c > 1200 {
			t.Errorf("%s drawn %d times in 4000, want about 1000 (%v)", w, c, counts)
		}
	}
}

func TestCountsAreBounded(t *testing.T) {
	for _, e := range []string{"#{number.digits '2000000000'}", "#{Lorem.characters '1000000'}", "#{Lorem.sentence '3','999999999'}",
		"#{Lorem.fixedString '100001'}", "#{Lorem.characters '1','2000000'}"} {
		err := New().Check(e)
		if err == nil || !strings.Contains(err.Error(), "Flinkpad makes at most 100000") {
			t.Errorf("Check(%s) = %v", e, err)
		}
	}
	if err := New().Check("#{Lorem.characters '100000'}"); err != nil {
		t.Error(err)
	}
}

func TestInternetForms(t *testing.T) {
	for _, v := range fill(t, 4, "#{Internet.password '10','12','true','true','true'}", 50) {
		if len(v) < 10 || len(v) > 12 || !strings.ContainsAny(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") ||
			!strings.ContainsAny(v, "!@#$%^&*") || !strings.ContainsAny(v, "0123456789") {
			t.Fatalf("password %q", v)
		}
	}
	if v := fill(t, 4, "#{Internet.emailAddress 'Jane  Doe'}", 1)[0]; !strings.HasPrefix(v, "jane.doe@") {
		t.Errorf("emailAddress 'Jane  Doe' = %s", v)
	}
	for _, v := range fill(t, 4, "#{Internet.port '1024','1030'}", 50) {
		if n, _ := strconv.Atoi(v); n < 1024 || n > 1030 {
			t.Fatalf("port %s", v)
		}
	}
}

// TestRefusedOnPurpose: the expressions the README names as refused, whose shape the Datafaker
// comparison cannot match or check, are refused with ErrUnsupported, naming the method.
func TestRefusedOnPurpose(t *testing.T) {
	for _, e := range []string{"#{Commerce.brand}", "#{Commerce.vendor}", "#{Beer.brand}", "#{Finance.nasdaqTicker}",
		"#{Finance.nyseTicker}", "#{Internet.userAgentAny}", "#{Company.domainName}"} {
		err := New().Check(e)
		if !errors.Is(err, ErrUnsupported) {
			t.Errorf("Check(%s) = %v, want ErrUnsupported", e, err)
			continue
		}
		method := e[strings.IndexByte(e, '.')+1 : len(e)-1]
		if !strings.Contains(err.Error(), method) {
			t.Errorf("Check(%s) = %v: the error does not name %s", e, err, method)
		}
	}
}
