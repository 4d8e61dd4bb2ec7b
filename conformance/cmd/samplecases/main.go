// Command samplecases writes each playground lesson as a conformance case file,
// DIR/sample_<lesson>.sql, so that the Flink runner can record it; the lessons Flink cannot
// record (conformance/unrecorded.txt) are left out.
// Usage: go run ./conformance/cmd/samplecases DIR
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/flinkpad/flinkpad/conformance"
	"github.com/flinkpad/flinkpad/samples"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: samplecases DIR")
		os.Exit(2)
	}
	if err := os.MkdirAll(os.Args[1], 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	unrecorded, err := conformance.UnrecordedLessons()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, l := range samples.Lessons() {
		if _, skip := unrecorded["sample_"+l.Name]; skip {
			continue
		}
		p := filepath.Join(os.Args[1], "sample_"+l.Name+".sql")
		if err := os.WriteFile(p, []byte(conformance.SampleCase(l.Script)), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
