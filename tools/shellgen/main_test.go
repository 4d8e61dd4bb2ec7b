package main

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/flinkpad/flinkpad/samples"
)

// TestShellDataHasEveryLessonInOrder checks that the shell's lesson menu indexes the lessons as
// the Go UI's does (samples.Lessons), and that the editor gets its words.
func TestShellDataHasEveryLessonInOrder(t *testing.T) {
	var d shellData
	if err := json.Unmarshal(generate(), &d); err != nil {
		t.Fatal(err)
	}
	want := samples.Lessons()
	if len(d.Lessons) != len(want) || len(want) == 0 {
		t.Fatalf("%d lessons, want %d", len(d.Lessons), len(want))
	}
	for i, l := range want {
		if d.Lessons[i].Title != l.Title || d.Lessons[i].Script != l.Script {
			t.Errorf("lesson %d is %q, want %q", i, d.Lessons[i].Title, l.Title)
		}
	}
	if !slices.Contains(d.Keywords, "SELECT") || !slices.Contains(d.Functions, "COUNT") {
		t.Errorf("the editor's words lack SELECT or COUNT: %d keywords, %d functions", len(d.Keywords), len(d.Functions))
	}
}
