// Command shellgen writes the JSON the page's shell is drawn from before the wasm module
// arrives (web/src/shell.js imports it as flinkpad:shell-data): the lessons' titles and scripts,
// in the order of the Go UI's lesson menu, and the editor's keywords and functions.
//
// Usage: go run ./tools/shellgen -o build/shell.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"github.com/flinkpad/flinkpad/samples"
	"github.com/flinkpad/flinkpad/wasm/ui"
)

type lesson struct {
	Title  string `json:"title"`
	Script string `json:"script"`
}

type shellData struct {
	Lessons   []lesson `json:"lessons"`
	Keywords  []string `json:"keywords"`
	Functions []string `json:"functions"`
}

func main() {
	out := flag.String("o", "", "the JSON file to write")
	flag.Parse()
	if *out == "" {
		fmt.Fprintln(os.Stderr, "usage: shellgen -o <file>")
		os.Exit(2)
	}
	if err := os.WriteFile(*out, generate(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "shellgen:", err)
		os.Exit(1)
	}
}

// generate answers the shell's data as JSON.
func generate() []byte {
	var d shellData
	for _, l := range samples.Lessons() {
		d.Lessons = append(d.Lessons, lesson{Title: l.Title, Script: l.Script})
	}
	d.Keywords, d.Functions = ui.EditorWords()
	b, err := json.Marshal(d)
	if err != nil { // a struct of strings always marshals
		panic(err)
	}
	return b
}
