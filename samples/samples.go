// Package samples holds the playground's lessons: Flink SQL scripts that each open with a
// comment teaching one idea. Every lesson is also a conformance case (the conformance suite runs
// samples/*.sql against what real Flink recorded), so each is known to run on Flink as written.
package samples

import (
	"embed"
	"sort"
	"strings"
)

//go:embed *.sql
var files embed.FS

// Lesson is one sample script.
type Lesson struct {
	// Name is the file name without ".sql"; lessons sort by it.
	Name string
	// Title is the first comment line, without "-- ".
	Title  string
	Script string
}

// Lessons returns every lesson, in order.
func Lessons() []Lesson {
	entries, _ := files.ReadDir(".")
	var out []Lesson
	for _, e := range entries {
		b, err := files.ReadFile(e.Name())
		if err != nil {
			continue
		}
		script := string(b)
		title, _, _ := strings.Cut(script, "\n")
		out = append(out, Lesson{
			Name:   strings.TrimSuffix(e.Name(), ".sql"),
			Title:  strings.TrimSpace(strings.TrimPrefix(title, "--")),
			Script: script,
		})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
