package conformance

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestParseErrorExpectedLists holds Flinkpad's "Was expecting" lists to Flink's: the
// comparison of cases looks at an error's first line only, so this test looks at the rest. In
// every recorded parse error with a list, Flinkpad gives either the same message to the last
// line or the first line alone (where it does not know Flink's list), never another list.
func TestParseErrorExpectedLists(t *testing.T) {
	matched, firstLineOnly := 0, []string{}
	for _, c := range loadCases(t) {
		want, err := ParseOutput(c.expected)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		flinkErr := errorSection(want)
		if flinkErr == nil || len(flinkErr.Lines) < 2 || !strings.HasPrefix(flinkErr.Lines[1], "Was expecting") {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		got, err := RunOnFlinkpad(ctx, c.script, t.TempDir())
		cancel()
		if err != nil {
			continue // a case Flinkpad cannot run is the conformance test's to report
		}
		ours := errorSection(got)
		if ours == nil || ours.Statement != flinkErr.Statement || ours.Lines[0] != flinkErr.Lines[0] {
			continue // a different first line is the conformance test's to report
		}
		wantText := strings.Join(flinkErr.Lines, "\n")
		gotText := strings.Join(ours.Lines, "\n")
		switch {
		case gotText == wantText:
			matched++
		case len(ours.Lines) == 1:
			firstLineOnly = append(firstLineOnly, c.name)
		default:
			t.Errorf("%s: Flinkpad's list of expected tokens differs from Flink's\nFlink:\n%s\nFlinkpad:\n%s", c.name, wantText, gotText)
		}
	}
	t.Logf("%d recorded lists of expected tokens matched in full; first line only: %v", matched, firstLineOnly)
	if matched == 0 {
		t.Error("no recorded list of expected tokens is matched: the lists are not printed at all")
	}
}

func errorSection(o *Output) *Section {
	for i := range o.Sections {
		if o.Sections[i].Kind == "error" {
			return &o.Sections[i]
		}
	}
	return nil
}
