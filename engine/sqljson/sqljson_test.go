package sqljson

import "testing"

func TestPrint(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{`{"z": 1, "a": {"y": [true, null, "s"], "b": 2.50}}`, `{"a":{"b":2.50,"y":[true,null,"s"]},"z":1}`},
		{`[1e3, 1.5E-7, -0.0, 12345678901234567890]`, `[1E+3,1.5E-7,0.0,12345678901234567890]`},
		{`"a\"b\\c\u0001/é"`, `"a\"b\\c\u0001/é"`},
		{`{"a": 1, "a": 2}`, `{"a":2}`},
	} {
		v, err := Parse(tt.in)
		if err != nil {
			t.Fatalf("%s: %v", tt.in, err)
		}
		if got := JSON(v); got != tt.want {
			t.Errorf("%s: got %s, want %s", tt.in, got, tt.want)
		}
	}
	for _, bad := range []string{``, `{a: 1}`, `{"a": 1,}`, `[1, 2`, `01`, `tru`, `"x`, "\"\x01\""} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("%q: parsed, want a syntax error", bad)
		}
	}
}

func TestPaths(t *testing.T) {
	doc, _ := Parse(`{"a": {"b": [10, 20]}, "n": null}`)
	for _, tt := range []struct {
		spec, want string
		found      bool
		err        string
	}{
		{"$.a.b[1]", "20", true, ""},
		{"$.a.b[-1]", "20", true, ""},
		{"$['a']['b'][0]", "10", true, ""},
		{"a.b[0]", "10", true, ""},
		{"lax $.zz", "", false, ""},
		{"$.zz", "", false, "No results for path: $['zz']"},
		{"$.zz.y", "", false, "Missing property in path $['zz']"},
		{"$.n", "", false, "Strict jsonpath mode requires a non empty returned value, but is null"},
		{"$.a[0]", "", false, "Filter: [0] can only be applied to arrays. Current context is: {b=[10, 20]}"},
	} {
		p, err := Compile(tt.spec)
		if err != nil {
			t.Fatalf("%s: %v", tt.spec, err)
		}
		v, found, err := p.Eval(doc)
		switch {
		case tt.err != "":
			if err == nil || err.Error() != tt.err {
				t.Errorf("%s: got error %v, want %s", tt.spec, err, tt.err)
			}
		case err != nil || found != tt.found || (found && JSON(v) != tt.want):
			t.Errorf("%s: got %v %v %v", tt.spec, v, found, err)
		}
	}
	for _, spec := range []string{"$.*", "$..a", "$.a[*]", "$[?(@.a)]", "$.a[0:1]"} {
		if err := CheckPath(spec); err == nil {
			t.Errorf("%s: want a refusal", spec)
		}
	}
}
