//go:build !js

package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/report"
)

// TestWarmUpScriptsRun runs each of the warm-up's built-in jobs (warmup.go) as the worker does,
// natively: a job that fails would warm up less than it claims, and no one would see its error.
// Each must run every statement and give its sinks or queries rows.
func TestWarmUpScriptsRun(t *testing.T) {
	names, err := filepath.Glob("warmup/*.sql")
	if err != nil || len(names) == 0 {
		t.Fatalf("no warm-up scripts: %v", err)
	}
	for _, name := range names {
		t.Run(filepath.Base(name), func(t *testing.T) {
			b, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			r := report.Run(context.Background(), string(b), report.Options{})
			if r.Error != nil {
				t.Fatalf("the job failed: %s", r.Error.Message)
			}
			want := strings.Count(string(b), ";")
			if len(r.Statements) != want {
				t.Fatalf("ran %d statements, want %d", len(r.Statements), want)
			}
			rows := 0
			for _, s := range r.Statements {
				if s.Result != nil {
					rows += s.Result.Total
				}
			}
			for _, s := range r.Sinks {
				rows += s.Total
			}
			if rows == 0 {
				t.Fatal("the job gave no rows")
			}
		})
	}
}
