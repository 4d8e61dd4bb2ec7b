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
// both modes accept the script. Cases paced by rows-per-second are left out for their run
// time, and so are cases that set the mode more than once.
func TestStreamingFinalStateEqualsBatch(t *testing.T) {
	const streaming = "SET 'execution.runtime-mode' = 'streaming';"
	gaps := loadGaps(t)
	compared := 0
	for _, c := range loadCases(t) {
		if _, gap := gaps[c.name]; gap || strings.Count(c.script, "execution.runtime-mode") != 1 ||
			!strings.Contains(c.script, streaming) || strings.Contains(c.script, "rows-per-second") {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			stream, err := RunOnFlinkpad(ctx, c.script, t.TempDir())
			if err != nil {
				t.Skip(err)
			}
			batchScript := strings.Replace(c.script, streaming, "SET 'execution.runtime-mode' = 'batch';", 1)
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
