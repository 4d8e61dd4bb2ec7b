package fakercheck

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func samples(values ...string) Samples {
	return Samples{Expression: "x", Values: values}
}

// repeat makes n values from f(i).
func repeat(n int, f func(i int) string) Samples {
	s := Samples{Expression: "x", Now: time.Date(2026, 1, 10, 0, 0, 0, 0, time.UTC)}
	for i := 0; i < n; i++ {
		s.Values = append(s.Values, f(i))
	}
	return s
}

func TestKindOfSet(t *testing.T) {
	for _, c := range []struct {
		values []string
		want   Kind
	}{
		{[]string{"1", "-20"}, KindInteger},
		{[]string{"1", "2.5"}, KindDecimal},
		{[]string{"1.0E10"}, KindDecimal},
		{[]string{"true", "false"}, KindBoolean},
		{[]string{"true", "1"}, KindText},
		{[]string{"2024-01-02"}, KindDate},
		{[]string{"2024-01-02 10:20:30.5", "2024-01-02"}, KindTimestamp},
		{[]string{"2024-01-02T10:20"}, KindTimestamp},
		{[]string{"abc", "1"}, KindText},
		{[]string{""}, KindText},
	} {
		if got := KindOfSet(c.values); got != c.want {
			t.Errorf("KindOfSet(%q) = %s, want %s", c.values, got, c.want)
		}
	}
}

func TestPattern(t *testing.T) {
	for v, want := range map[string]string{
		"NSK-4245":                 "A-9",
		"John Smith":               "Aa Aa",
		"Mrs. Sandra Kilback":      "Aa. Aa Aa",
		"cherilyn.block@yahoo.com": "a.a@a.a",
		"er-5929":                  "a-9",
		"":                         "",
		"ÉLan 12":                  "Aa 9",
	} {
		if got := Pattern(v); got != want {
			t.Errorf("Pattern(%q) = %q, want %q", v, got, want)
		}
	}
}

// TestCompareHandMade checks the comparison on sample sets made by hand: each pair in pass must
// compare as the same shape, each in fail must not.
func TestCompareHandMade(t *testing.T) {
	names := func(first, last []string) Samples {
		return repeat(200, func(i int) string { return first[i%len(first)] + " " + last[(i/len(first))%len(last)] })
	}
	first := []string{"Ann", "Bob", "Cyril", "Dora", "Emil", "Flo", "Gus", "Hana", "Ivo", "Jo", "Kai", "Lea"}
	last := []string{"Smith", "Baker", "Olsen", "Ng", "Kowalski", "Stracke", "Toy", "Lehner", "Rau", "Abbott",
		"Price", "Mann", "Orn", "Weber", "Hahn", "Klein", "Vogel", "Roth"}
	pass := []struct {
		name     string
		ref, got Samples
	}{
		{"integers in the same range",
			repeat(200, func(i int) string { return fmt.Sprint(1 + (i*37)%99) }),
			repeat(200, func(i int) string { return fmt.Sprint(1 + (i*53)%99) })},
		{"decimals with two fraction digits",
			repeat(200, func(i int) string { return fmt.Sprintf("%d.%02d", (i*7)%1000, (i*13)%100) }),
			repeat(200, func(i int) string { return fmt.Sprintf("%d.%02d", (i*11)%1000, (i*3)%100) })},
		{"booleans", repeat(200, func(i int) string { return fmt.Sprint(i%3 == 0) }),
			repeat(200, func(i int) string { return fmt.Sprint(i%2 == 0) })},
		{"a small choice set", repeat(200, func(i int) string { return []string{"red", "green", "blue"}[i%3] }),
			repeat(200, func(i int) string { return []string{"blue", "red", "green"}[(i*7)%3] })},
		{"names", names(first, last), names(last[:12], first)},
		{"codes of one pattern",
			repeat(200, func(i int) string { return fmt.Sprintf("%c%c%c-%04d", 'A'+i%26, 'A'+i%7, 'A'+i%5, i*41%10000) }),
			repeat(200, func(i int) string { return fmt.Sprintf("%c%c%c-%04d", 'Z'-i%26, 'B'+i%9, 'C'+i%3, i*17%10000) })},
		{"past dates taken on different days",
			repeat(200, func(i int) string {
				return time.Date(2026, 1, 10, 0, 0, 0, 0, time.UTC).Add(-time.Duration(i) * 72 * time.Minute).Format("2006-01-02 15:04:05.000")
			}),
			func() Samples {
				s := repeat(200, func(i int) string {
					return time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC).Add(-time.Duration(i*7%200) * 71 * time.Minute).Format("2006-01-02 15:04:05")
				})
				s.Now = time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)
				return s
			}()},
	}
	for _, c := range pass {
		if d := Compare(c.ref, c.got); len(d) > 0 {
			t.Errorf("%s: want the same shape, got %q", c.name, d)
		}
	}
	fail := []struct {
		name, want string
		ref, got   Samples
	}{
		{"integers against text", "kind text",
			repeat(200, func(i int) string { return fmt.Sprint(i) }), names(first, last)},
		{"integers against decimals", "kind decimal",
			repeat(200, func(i int) string { return fmt.Sprint(i) }),
			repeat(200, func(i int) string { return fmt.Sprintf("%d.5", i) })},
		{"a range ten times as wide", "outside the reference's",
			repeat(200, func(i int) string { return fmt.Sprint(1 + (i*37)%99) }),
			repeat(200, func(i int) string { return fmt.Sprint(1 + (i*37)%999) })},
		{"a constant", "narrower",
			repeat(200, func(i int) string { return fmt.Sprint(1 + (i*37)%99) }),
			repeat(200, func(int) string { return "50" })},
		{"three fraction digits against two", "fraction digits",
			repeat(200, func(i int) string { return fmt.Sprintf("%d.%02d", i%100, i%100) }),
			repeat(200, func(i int) string { return fmt.Sprintf("%d.%03d", i%100, i%1000) })},
		{"other choices", "choices",
			repeat(200, func(i int) string { return []string{"red", "green", "blue"}[i%3] }),
			repeat(200, func(i int) string { return []string{"cyan", "magenta", "red"}[i%3] })},
		{"lower-case codes against upper-case", "never in the reference",
			repeat(200, func(i int) string { return fmt.Sprintf("%c%c%c-%04d", 'A'+i%26, 'A'+i%7, 'A'+i%5, i) }),
			repeat(200, func(i int) string { return fmt.Sprintf("%c%c%c-%04d", 'a'+i%26, 'a'+i%7, 'a'+i%5, i) })},
		{"longer codes of the same pattern", "lengths",
			repeat(200, func(i int) string { return fmt.Sprintf("%c%c%c-%04d", 'A'+i%26, 'A'+i%7, 'A'+i%5, i) }),
			repeat(200, func(i int) string { return fmt.Sprintf("%c%c%c-%08d", 'A'+i%26, 'A'+i%7, 'A'+i%5, i) })},
		{"future dates against past", "seconds from now",
			repeat(200, func(i int) string {
				return time.Date(2026, 1, 10, 0, 0, 0, 0, time.UTC).Add(-time.Duration(i) * time.Hour).Format("2006-01-02 15:04:05")
			}),
			repeat(200, func(i int) string {
				return time.Date(2026, 1, 10, 0, 0, 0, 0, time.UTC).Add(time.Duration(i) * time.Hour).Format("2006-01-02 15:04:05")
			})},
		{"booleans that are always true", "booleans",
			repeat(200, func(i int) string { return fmt.Sprint(i%2 == 0) }),
			repeat(200, func(int) string { return "true" })},
		{"an error", "could not evaluate", samples("a"), Samples{Expression: "x", Error: "unknown provider"}},
		{"no values", "no values", samples("a"), samples()},
	}
	for _, c := range fail {
		d := Compare(c.ref, c.got)
		if len(d) == 0 {
			t.Errorf("%s: want a difference, got the same shape", c.name)
			continue
		}
		if !strings.Contains(strings.Join(d, "; "), c.want) {
			t.Errorf("%s: want a difference mentioning %q, got %q", c.name, c.want, d)
		}
	}
}

func readSamples(t *testing.T, path string) []Samples {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, err := ReadJSONLines(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return s
}

// TestPipelineDatafaker checks the checker on real Datafaker output (testdata/pipeline*.jsonl,
// recorded by conformance/flink/faker-samples.sh): the same expressions with two seeds must have
// the same shape, and each expression against its deliberately different twin must not.
func TestPipelineDatafaker(t *testing.T) {
	seed1 := readSamples(t, filepath.Join("testdata", "pipeline-seed1.jsonl"))
	seed2 := readSamples(t, filepath.Join("testdata", "pipeline-seed2.jsonl"))
	wrong := readSamples(t, filepath.Join("testdata", "pipeline-wrong.jsonl"))
	if len(seed1) != len(seed2) || len(seed1) != len(wrong) || len(seed1) < 10 {
		t.Fatalf("pipeline recordings of %d, %d and %d expressions, want the same number, at least 10", len(seed1), len(seed2), len(wrong))
	}
	for i := range seed1 {
		if seed1[i].Expression != seed2[i].Expression {
			t.Fatalf("line %d: %q against %q", i+1, seed1[i].Expression, seed2[i].Expression)
		}
		if d := Compare(seed1[i], seed2[i]); len(d) > 0 {
			t.Errorf("%s, seed 1 against seed 2: want the same shape, got %q", seed1[i].Expression, d)
		}
		if d := Compare(seed1[i], wrong[i]); len(d) == 0 {
			t.Errorf("%s against %s: want a difference, got the same shape", seed1[i].Expression, wrong[i].Expression)
		} else {
			t.Logf("%s against %s: %s", seed1[i].Expression, wrong[i].Expression, strings.Join(d, "; "))
		}
	}
}

func TestReadJSONLinesRejectsMalformed(t *testing.T) {
	for _, in := range []string{"{", `{"samples": ["a"]}`, `{"expression": "x", "samples": "a"}`} {
		if _, err := ReadJSONLines(strings.NewReader(in)); err == nil {
			t.Errorf("ReadJSONLines(%q): want an error", in)
		}
	}
}

func TestCompareSkeletonsAndWords(t *testing.T) {
	hex := func(n int, upper bool) Samples {
		return repeat(200, func(i int) string {
			s := fmt.Sprintf("%02x:%02x:%02x:%02x", (i*37+n)%256, (i*11)%256, (i*101)%256, (i*7+n)%256)
			if upper {
				s = strings.ToUpper(s)
			}
			return s
		})
	}
	if d := Compare(hex(0, false), hex(5, false)); len(d) > 0 {
		t.Errorf("hex strings: want the same shape, got %q", d)
	}
	if d := Compare(hex(0, false), hex(5, true)); len(d) == 0 {
		t.Errorf("lower-case hex against upper-case: want a difference")
	}
	words := []string{"lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit"}
	text := func(k uint64, sep string) Samples {
		r := rand.New(rand.NewPCG(k, 0))
		return repeat(200, func(int) string {
			var b strings.Builder
			b.WriteString("Lorem")
			for j := 3 + r.IntN(6); j > 0; j-- {
				b.WriteString(sep + words[r.IntN(len(words))])
			}
			return b.String() + "."
		})
	}
	if d := Compare(text(3, " "), text(5, " ")); len(d) > 0 {
		t.Errorf("sentences: want the same shape, got %q", d)
	}
	if d := Compare(text(3, " "), text(5, "_")); len(d) == 0 {
		t.Errorf("sentences joined by underscores: want a difference")
	}
}

// TestCompareAlphabets: random tokens of several classes in random order (passwords with
// symbols) compare by the classes each value uses, and a set without one of the classes still
// differs.
func TestCompareAlphabets(t *testing.T) {
	token := func(k uint64, alphabet string) Samples {
		r := rand.New(rand.NewPCG(k, 1))
		return repeat(200, func(int) string {
			var b []byte
			for _, class := range []string{"abcdef", "ABCDEF", "0123456789", "!@#$%^&*"} {
				// one of each class the alphabet has, as Datafaker's Text.text makes them
				if strings.ContainsAny(alphabet, class) {
					b = append(b, class[r.IntN(len(class))])
				}
			}
			for j := 4 + r.IntN(8); j > 0; j-- {
				b = append(b, alphabet[r.IntN(len(alphabet))])
			}
			r.Shuffle(len(b), func(i, j int) { b[i], b[j] = b[j], b[i] })
			return string(b)
		})
	}
	all := "abcdefABCDEF0123456789!@#$%^&*"
	if d := Compare(token(1, all), token(2, all)); len(d) > 0 {
		t.Errorf("passwords with symbols: want the same shape, got %q", d)
	}
	if d := Compare(token(1, all), token(2, "abcdefABCDEF012")); len(d) == 0 {
		t.Errorf("passwords without symbols against ones with: want a difference")
	}
	if d := Compare(token(1, all), token(2, "abcdef0123456789!@#$%^&*")); len(d) == 0 {
		t.Errorf("passwords without upper-case letters against ones with: want a difference")
	}
}

// TestCompareTimesOfDay: times of day (date.past with an "HH:mm:ss" format) and nanos of the
// day (Time.past) compare as offsets from each set's own now, and a set on the other side of
// now still differs.
func TestCompareTimesOfDay(t *testing.T) {
	at := func(now time.Time, from, span time.Duration, format string) Samples {
		s := Samples{Expression: "#{date.past '15','5','SECONDS','HH:mm:ss'}", Now: now}
		for i := 0; i < 200; i++ {
			s.Values = append(s.Values, now.Add(from+span*time.Duration(i)/200).Format(format))
		}
		return s
	}
	t1 := time.Date(2026, 1, 10, 13, 39, 25, 0, time.UTC)
	t2 := time.Date(2026, 1, 11, 0, 0, 5, 0, time.UTC) // across midnight
	if d := Compare(at(t1, -15*time.Second, 10*time.Second, "15:04:05"), at(t2, -15*time.Second, 10*time.Second, "15:04:05")); len(d) > 0 {
		t.Errorf("past times of day taken at different times: want the same shape, got %q", d)
	}
	if d := Compare(at(t1, -15*time.Second, 10*time.Second, "15:04:05"), at(t2, 5*time.Second, 10*time.Second, "15:04:05")); len(d) == 0 {
		t.Errorf("future times of day against past ones: want a difference")
	}
	nanos := func(now time.Time, from time.Duration) Samples {
		s := Samples{Expression: "#{time.past '15','5','SECONDS'}", Now: now}
		for i := 0; i < 200; i++ {
			v := now.Add(from + 10*time.Second*time.Duration(i)/200)
			mid := time.Date(v.Year(), v.Month(), v.Day(), 0, 0, 0, 0, time.UTC)
			s.Values = append(s.Values, fmt.Sprint(v.Sub(mid).Nanoseconds()))
		}
		return s
	}
	if d := Compare(nanos(t1, -15*time.Second), nanos(t2, -15*time.Second)); len(d) > 0 {
		t.Errorf("nanos of the day taken at different times: want the same shape, got %q", d)
	}
	if d := Compare(nanos(t1, -15*time.Second), nanos(t2, 5*time.Second)); len(d) == 0 {
		t.Errorf("future nanos of the day against past ones: want a difference")
	}
}
