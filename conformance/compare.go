package conformance

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors of the conformance harness.
var (
	// ErrMalformedOutput marks a recorded output that does not follow the recorded form.
	ErrMalformedOutput = errors.New("malformed conformance output")
	// ErrMismatch marks a case whose Flinkpad output differs from Flink's.
	ErrMismatch = errors.New("output differs from Flink's")
)

// Compare checks Flinkpad's output of a case against Flink's and returns an error wrapping
// ErrMismatch that describes every difference, or nil.
func Compare(flink, flinkpad *Output) error {
	var diffs []string
	n := max(len(flink.Sections), len(flinkpad.Sections))
	for i := range n {
		switch {
		case i >= len(flink.Sections):
			diffs = append(diffs, fmt.Sprintf("extra section from Flinkpad: @@ %s", flinkpad.Sections[i].Header()))
		case i >= len(flinkpad.Sections):
			diffs = append(diffs, fmt.Sprintf("missing section (Flink has it): @@ %s", flink.Sections[i].Header()))
		default:
			if d := compareSection(&flink.Sections[i], &flinkpad.Sections[i]); d != "" {
				diffs = append(diffs, d)
			}
		}
	}
	if len(diffs) == 0 {
		return nil
	}
	return fmt.Errorf("%w:\n%s", ErrMismatch, strings.Join(diffs, "\n"))
}

func compareSection(want, got *Section) string {
	if want.Header() != got.Header() {
		return fmt.Sprintf("section differs:\n  Flink:    @@ %s\n  Flinkpad: @@ %s", want.Header(), got.Header())
	}
	if want.Kind == "result" && want.Columns != got.Columns {
		return fmt.Sprintf("@@ %s: columns differ:\n  Flink:    %s\n  Flinkpad: %s", want.Header(), want.Columns, got.Columns)
	}
	if want.Kind == "error" {
		w, g := firstLine(want.Lines), firstLine(got.Lines)
		if w != g {
			return fmt.Sprintf("@@ %s: message differs:\n  Flink:    %s\n  Flinkpad: %s", want.Header(), w, g)
		}
		return ""
	}
	if want.Kind == "files" || want.Order == Unordered || want.Order == Final {
		return diffMultisets(want.Header(), want.normalizedLines(), got.normalizedLines())
	}
	return diffLines(want.Header(), want.Lines, got.Lines)
}

// maxListed caps how many differing rows a mismatch report lists from each side.
const maxListed = 10

// diffMultisets reports the rows that only one side has, counting duplicates.
func diffMultisets(header string, want, got []string) string {
	counts := map[string]int{}
	for _, l := range want {
		counts[l]++
	}
	for _, l := range got {
		counts[l]--
	}
	var onlyFlink, onlyPad []string
	for _, l := range want {
		if counts[l] > 0 {
			onlyFlink = append(onlyFlink, l)
			counts[l]--
		}
	}
	for _, l := range got {
		if counts[l] < 0 {
			onlyPad = append(onlyPad, l)
			counts[l]++
		}
	}
	if len(onlyFlink) == 0 && len(onlyPad) == 0 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "@@ %s: rows differ (Flink has %d, Flinkpad %d)", header, len(want), len(got))
	listRows(&b, "only in Flink:   ", onlyFlink)
	listRows(&b, "only in Flinkpad:", onlyPad)
	return b.String()
}

func listRows(b *strings.Builder, label string, rows []string) {
	for i, r := range rows {
		if i == maxListed {
			fmt.Fprintf(b, "\n  %s ... and %d more", label, len(rows)-maxListed)
			return
		}
		fmt.Fprintf(b, "\n  %s %s", label, r)
	}
}

func firstLine(lines []string) string {
	if len(lines) == 0 {
		return ""
	}
	return lines[0]
}

// diffLines reports the first line where two normalized sections differ, with both sides.
func diffLines(header string, want, got []string) string {
	for i := 0; i < max(len(want), len(got)); i++ {
		var w, g string
		if i < len(want) {
			w = want[i]
		} else {
			w = "(no more lines)"
		}
		if i < len(got) {
			g = got[i]
		} else {
			g = "(no more lines)"
		}
		if w != g {
			return fmt.Sprintf("@@ %s: line %d differs (Flink has %d lines, Flinkpad %d):\n  Flink:    %s\n  Flinkpad: %s",
				header, i+1, len(want), len(got), w, g)
		}
	}
	return ""
}
