package exec

import "testing"

func TestSimilarRegexp(t *testing.T) {
	cases := []struct {
		pattern, escape, s string
		want               bool
	}{
		{"a%", "", "abc", true},
		{"a%", "", "a\nb", false}, // Java's '.' stops at a line terminator
		{"(b|c)%", "", "abc", false},
		{"a.c", "", "abc", true}, // '.' passes to Java as any character
		{"ab$", "", "ab$", true},
		{`a\c`, "", `a\c`, true},
		{"[[:ALPHA:]]{2}[[:DIGIT:]]", "", "AB1", true},
		{"[[:ALPHA:]]{2}[[:DIGIT:]]", "", "ÄB1", false}, // Java's \p{Alpha} is ASCII
		{"a!_c", "!", "a_c", true},
		{"a!_c", "!", "abc", false},
		{"a!!c", "!", "a!c", true},
		{"[a!]]", "!", "]", true},
	}
	for _, c := range cases {
		re, err := similarRegexp(c.pattern, c.escape)
		if err != nil {
			t.Fatalf("%q: %v", c.pattern, err)
		}
		if got := re.MatchString(c.s); got != c.want {
			t.Errorf("%q SIMILAR TO %q (escape %q) = %v, want %v (regexp %s)", c.s, c.pattern, c.escape, got, c.want, re)
		}
	}
	for _, bad := range []string{"a]", "[ab", "[a(]"} {
		if _, err := similarRegexp(bad, ""); err == nil {
			t.Errorf("%q: translated, want Calcite's invalid regular expression", bad)
		}
	}
	if _, err := similarRegexp("(?=a)a", ""); err == nil {
		t.Errorf("a lookahead compiled, want it refused")
	}
}
