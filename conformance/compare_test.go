package conformance

import (
	"errors"
	"strings"
	"testing"
)

const sample = `@@ print 3 sink changelog
+I[a, 1]
-U[a, 1]
+U[a, 2]
@@ result 4 unordered
@@ columns: p, EXPR$1
+I[b, 1]
+I[a, 2]
@@ explain 5
== Optimized Execution Plan ==
Calc(select=[a])

@@ files out/p=x
1,a
@@ error 6
org.apache.calcite.sql.validate.SqlValidatorException: Column 'nope' not found in any table
`

func TestParseOutputRoundTrip(t *testing.T) {
	out, err := ParseOutput(sample)
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Sections) != 5 {
		t.Fatalf("got %d sections, want 5", len(out.Sections))
	}
	if got := out.Sections[1]; got.Columns != "p, EXPR$1" || got.Order != Unordered || len(got.Lines) != 2 {
		t.Errorf("result section parsed as %+v", got)
	}
	if got := out.Sections[2].Lines; len(got) != 3 || got[0] != "== Optimized Execution Plan ==" {
		t.Errorf("explain lines starting with '== ' must stay content, got %q", got)
	}
	// Rendering sorts the unordered result; parsing it again gives equal sections.
	again, err := ParseOutput(out.Render())
	if err != nil {
		t.Fatal(err)
	}
	if err := Compare(out, again); err != nil {
		t.Errorf("a rendered output differs from its source: %v", err)
	}
	if !strings.Contains(out.Render(), "+I[a, 2]\n+I[b, 1]\n") {
		t.Errorf("unordered lines are not sorted on render:\n%s", out.Render())
	}
}

func TestParseOutputRejectsMalformed(t *testing.T) {
	for _, text := range []string{
		"+I[1]\n",                     // content before any header
		"@@ print x sink changelog\n", // bad index
		"@@ print 1 sink sideways\n",  // unknown order
		"@@ shout 1\n",                // unknown kind
		"@@ explain 1\n@@ columns: a\n",
	} {
		if _, err := ParseOutput(text); !errors.Is(err, ErrMalformedOutput) {
			t.Errorf("ParseOutput(%q) = %v, want ErrMalformedOutput", text, err)
		}
	}
}

func TestCompare(t *testing.T) {
	want, _ := ParseOutput(sample)
	mutate := func(f func(o *Output)) *Output {
		o, _ := ParseOutput(sample)
		f(o)
		return o
	}
	tests := []struct {
		name    string
		got     *Output
		mention string // empty: must match
	}{
		{"identical", mutate(func(*Output) {}), ""},
		{"multiset order is free", mutate(func(o *Output) {
			l := o.Sections[1].Lines
			l[0], l[1] = l[1], l[0]
		}), ""},
		{"changelog order is not", mutate(func(o *Output) {
			l := o.Sections[0].Lines
			l[1], l[2] = l[2], l[1]
		}), "line 2 differs"},
		{"missing row", mutate(func(o *Output) { o.Sections[1].Lines = o.Sections[1].Lines[:1] }), "only in Flink:    +I[a, 2]"},
		{"short changelog", mutate(func(o *Output) { o.Sections[0].Lines = o.Sections[0].Lines[:2] }), "no more lines"},
		{"other columns", mutate(func(o *Output) { o.Sections[1].Columns = "p, cnt" }), "columns differ"},
		{"error elsewhere", mutate(func(o *Output) { o.Sections[4].Statement = 5 }), "section differs"},
		{"error text", mutate(func(o *Output) { o.Sections[4].Lines = []string{"Column 'nope' not found"} }), "message differs"},
		{"error detail after the first line is free", mutate(func(o *Output) {
			o.Sections[4].Lines = append(o.Sections[4].Lines, "Was expecting one of: ...")
		}), ""},
		{"missing section", mutate(func(o *Output) { o.Sections = o.Sections[:4] }), "missing section"},
		{"extra section", mutate(func(o *Output) { o.Sections = append(o.Sections, Section{Kind: "explain", Statement: 9}) }), "extra section"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Compare(want, tt.got)
			if tt.mention == "" {
				if err != nil {
					t.Errorf("want a match, got %v", err)
				}
				return
			}
			if !errors.Is(err, ErrMismatch) || !strings.Contains(err.Error(), tt.mention) {
				t.Errorf("want a mismatch mentioning %q, got %v", tt.mention, err)
			}
		})
	}
}

func TestMaterialize(t *testing.T) {
	got := Materialize([]string{"+I[b, 1]", "+I[a, 1]", "-U[a, 1]", "+U[a, 2]", "+I[c, 1]", "-D[c, 1]", "-D[z, 9]"})
	want := []string{"+I[a, 2]", "+I[b, 1]", "! retracted a row that was not there: -D[z, 9]"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("Materialize = %q, want %q", got, want)
	}
	// A final section compares as the table its changelog leaves.
	flink := &Output{Sections: []Section{{Kind: "print", Statement: 1, ID: "s", Order: Final, Lines: []string{"+I[a, 2]"}}}}
	pad := &Output{Sections: []Section{{Kind: "print", Statement: 1, ID: "s", Order: Final, Lines: []string{"+I[a, 1]", "-U[a, 1]", "+U[a, 2]"}}}}
	if err := Compare(flink, pad); err != nil {
		t.Errorf("final tables should match: %v", err)
	}
}

func TestParseKnownGaps(t *testing.T) {
	gaps, err := ParseKnownGaps("# comment\n\nseed_a: engine missing\nseed_b : needs windows\n")
	if err != nil || len(gaps) != 2 || gaps["seed_b"] != "needs windows" {
		t.Errorf("ParseKnownGaps = %v, %v", gaps, err)
	}
	for _, bad := range []string{"seed_a\n", "seed_a:\n", "a: x\na: y\n"} {
		if _, err := ParseKnownGaps(bad); err == nil {
			t.Errorf("ParseKnownGaps(%q) accepted a malformed list", bad)
		}
	}
}
