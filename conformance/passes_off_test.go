package conformance

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/flinkpad/flinkpad/engine"
)

// passesOffSkipsFile lists the cases whose results depend on an optional pass or on reuse,
// each with its reason, in the form of known-gaps.txt.
const passesOffSkipsFile = "passes-off-skips.txt"

// withoutExplain keeps the sections that show a job's results, its errors and files: what a
// plan must not change. EXPLAIN texts differ by design once passes are off.
func withoutExplain(o *Output) *Output {
	kept := &Output{}
	for _, s := range o.Sections {
		if s.Kind != "explain" {
			kept.Sections = append(kept.Sections, s)
		}
	}
	return kept
}

// TestResultsWithOptionalPassesOff runs every case that passes and has results once more with
// the optional passes and sub-plan reuse off, and checks its results against Flink's recorded
// ones, as TestConformance compares them, EXPLAIN sections aside: an optional pass or reuse
// that changes a result is a bug. A case listed in passes-off-skips.txt is reported as
// skipped; if it passes, the test says so, so that the list only shrinks.
func TestResultsWithOptionalPassesOff(t *testing.T) {
	gaps := loadGaps(t)
	text, err := os.ReadFile(passesOffSkipsFile)
	if err != nil {
		t.Fatal(err)
	}
	skips, err := ParseKnownGaps(string(text))
	if err != nil {
		t.Fatal(err)
	}
	cases := loadCases(t)
	names := map[string]bool{}
	for _, c := range cases {
		names[c.name] = true
	}
	for name := range skips {
		if !names[name] {
			t.Errorf("%s lists %s, which is not a case", passesOffSkipsFile, name)
		}
		if _, gap := gaps[name]; gap {
			t.Errorf("%s lists %s, which known-gaps.txt lists too", passesOffSkipsFile, name)
		}
	}
	config := PassesOffConfig()
	slices.SortFunc(cases, func(a, b testCase) int { return strings.Compare(a.name, b.name) })
	// The figures are this test's own: TestMain's summary counts TestConformance's cases.
	var compared, skippedHere int
	for _, c := range cases {
		if _, gap := gaps[c.name]; gap {
			continue
		}
		want, err := ParseOutput(c.expected)
		if err != nil {
			t.Errorf("case %s: %v", c.name, err)
			continue
		}
		if want = withoutExplain(want); len(want.Sections) == 0 {
			continue // only EXPLAIN texts: no results to compare
		}
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			got, err := runOnFlinkpad(ctx, c.script, t.TempDir(), config)
			if err == nil {
				err = Compare(want, withoutExplain(got))
			}
			reason, skip := skips[c.name]
			switch {
			case skip && err != nil:
				skippedHere++
				t.Skipf("%s: %s", passesOffSkipsFile, reason)
			case skip:
				t.Errorf("passes with the optional passes off, but %s lists it (%s): remove it from the list", passesOffSkipsFile, reason)
			case err != nil:
				t.Errorf("with the optional passes and reuse off (%s): %v", config[engine.KeyDisabledPasses], err)
			default:
				compared++
			}
		})
	}
	if compared+skippedHere == 0 {
		t.Error("no case compared its results with the optional passes off")
	}
	t.Logf("%d cases gave Flink's results with the optional passes and reuse off, %d skipped (%s)",
		compared, skippedHere, passesOffSkipsFile)
}
