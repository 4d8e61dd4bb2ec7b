package conformance

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestStreamingFinalStateEqualsBatch runs every streaming case that passes twice on Flinkpad,
// as written and with the runtime mode switched to batch, and checks that the table each
// streaming changelog materializes equals the batch result of the same statement, wherever
// both modes accept the script. A case may write its input files in batch mode first: the mode
// switched is its one streaming SET, which must be the last SET of the mode. Cases paced by
// rows-per-second are left out for their run time, and so are cases with the line
// "-- conformance: differs-from-batch", whose streaming rows rightly differ: late rows that a
// window drops, or values that depend on the order of an update stream.
func TestStreamingFinalStateEqualsBatch(t *testing.T) {
	const streaming = "SET 'execution.runtime-mode' = 'streaming';"
	gaps := loadGaps(t)
	compared := 0
	for _, c := range loadCases(t) {
		at := strings.Index(c.script, streaming)
		if _, gap := gaps[c.name]; gap || at < 0 || strings.Count(c.script, streaming) != 1 ||
			strings.Contains(c.script[at+len(streaming):], "execution.runtime-mode") ||
			strings.Contains(c.script, "rows-per-second") ||
			slices.Contains(strings.Split(c.script, "\n"), "-- conformance: differs-from-batch") {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			stream, err := RunOnFlinkpad(ctx, c.script, t.TempDir())
			if err != nil {
				t.Skip(err)
			}
			batchScript := c.script[:at] + "SET 'execution.runtime-mode' = 'batch';" + c.script[at+len(streaming):]
			batch, err := RunOnFlinkpad(ctx, batchScript, t.TempDir())
			if err != nil || hasError(stream) || hasError(batch) {
				t.Skip("one of the modes rejects the script")
			}
			for _, s := range stream.Sections {
				if s.Kind != "print" && s.Kind != "result" {
					continue // files and EXPLAIN texts are no changelogs
				}
				i := slices.IndexFunc(batch.Sections, func(b Section) bool {
					return b.Kind == s.Kind && b.Statement == s.Statement && b.ID == s.ID
				})
				if i < 0 {
					t.Errorf("@@ %s: batch mode has no such section", s.Header())
					continue
				}
				final, rows := Materialize(s.Lines), sortedCopy(batch.Sections[i].Lines)
				if !slices.Equal(final, rows) {
					t.Errorf("@@ %s: streaming final state %q, batch result %q", s.Header(), final, rows)
				}
			}
			compared++
		})
	}
	if compared == 0 {
		t.Error("no streaming case ran in both modes")
	}
	t.Logf("%d streaming cases compared with batch mode", compared)
}

func hasError(o *Output) bool {
	return slices.ContainsFunc(o.Sections, func(s Section) bool { return s.Kind == "error" })
}
