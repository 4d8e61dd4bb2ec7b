// Package golden runs golden files in the style of sqllogictest: text files of records, each
// a directive line, its input, and, after a line "----", the output expected from it. A test
// gives each record to a function of its own that returns the actual output; the runner
// compares, and with `go test -update` rewrites the expected outputs in place, leaving every
// other byte of the file as it was.
//
// A file is a list of records separated by blank lines; lines starting with '#' between
// records are comments. A record is:
//
//	directive arg arg key=value ...
//	input lines (SQL, say), up to "----" or the end of the record
//	----
//	expected output lines, up to a blank line
//
// A record without "----" has no output to compare (a setup statement, say); its function
// must still return without error. Output holds no blank line, since a blank line ends it.
//
// The package knows nothing of what the records mean: the optimizer's goldens
// (engine/optimizer_golden_test.go) give it plans to print, and a later stage can give it its
// own directives and printers over files of its own.
package golden

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// update is -update: rewrite the expected outputs with what the tests produce.
var update = flag.Bool("update", false, "rewrite the expected outputs of golden files")

// Updating reports whether the run rewrites the expected outputs.
func Updating() bool { return *update }

// Record is one record of a golden file.
type Record struct {
	// Pos is "file:line" of the directive line, for messages.
	Pos string
	// Directive is the first word of the directive line.
	Directive string
	// Args are the other words of the directive line; Options holds those that are key=value.
	Args    []string
	Options map[string]string
	// Input is the text between the directive line and "----" (or the record's end).
	Input string
	// HasOutput says the record has a "----" line; Expected is the text after it.
	HasOutput bool
	Expected  string

	// outStart and outEnd are the lines (0-based, end exclusive) of the expected output.
	outStart, outEnd int
}

// Option returns a key=value argument's value, or "" when the record has none.
func (r *Record) Option(key string) string { return r.Options[key] }

// File is a parsed golden file.
type File struct {
	Path    string
	Records []*Record
	lines   []string
}

// Parse reads a golden file.
func Parse(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	f := &File{Path: path, lines: strings.Split(string(data), "\n")}
	name := filepath.Base(path)
	for i := 0; i < len(f.lines); {
		line := f.lines[i]
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			i++
			continue
		}
		words := strings.Fields(line)
		r := &Record{Pos: fmt.Sprintf("%s:%d", name, i+1), Directive: words[0], Args: words[1:], Options: map[string]string{}}
		for _, w := range r.Args {
			if k, v, ok := strings.Cut(w, "="); ok {
				r.Options[k] = v
			}
		}
		i++
		var input []string
		for ; i < len(f.lines) && strings.TrimSpace(f.lines[i]) != "" && f.lines[i] != "----"; i++ {
			input = append(input, f.lines[i])
		}
		r.Input = strings.Join(input, "\n")
		if i < len(f.lines) && f.lines[i] == "----" {
			r.HasOutput = true
			i++
			r.outStart = i
			for ; i < len(f.lines) && strings.TrimSpace(f.lines[i]) != ""; i++ {
			}
			r.outEnd = i
			r.Expected = strings.Join(f.lines[r.outStart:r.outEnd], "\n")
		}
		if strings.TrimSpace(r.Input) == "" {
			return nil, fmt.Errorf("%s: the record %q has no input", r.Pos, line)
		}
		f.Records = append(f.Records, r)
	}
	return f, nil
}

// Run runs the records of every file that pattern matches, each file as a subtest named after
// it, in order. newFile is called once per file, so that its records can share state (the
// tables its setup statements create); the function it returns gets each record and returns
// the record's output. A record whose output differs from the expected one fails the test, or,
// with -update, gets the new output written into its file. Run fails when pattern matches no
// file.
func Run(t *testing.T, pattern string, newFile func(t *testing.T) func(r *Record) (string, error)) {
	t.Helper()
	paths, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatalf("no golden file matches %s", pattern)
	}
	for _, path := range paths {
		t.Run(strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)), func(t *testing.T) {
			f, err := Parse(path)
			if err != nil {
				t.Fatal(err)
			}
			run := newFile(t)
			outputs := map[*Record]string{}
			for _, r := range f.Records {
				got, err := run(r)
				if err != nil {
					t.Errorf("%s: %v", r.Pos, err)
					continue
				}
				got = strings.TrimRight(got, "\n")
				switch {
				case !r.HasOutput:
				case strings.Contains(got, "\n\n") || strings.HasPrefix(got, "\n"):
					t.Errorf("%s: the output has a blank line, which a golden file cannot hold:\n%s", r.Pos, got)
				case got == r.Expected:
				case *update:
					outputs[r] = got
				default:
					t.Errorf("%s: %s\ngot:\n%s\nwant:\n%s", r.Pos, firstLine(r.Input), got, r.Expected)
				}
			}
			if len(outputs) > 0 {
				if err := f.rewrite(outputs); err != nil {
					t.Fatal(err)
				}
				t.Logf("%s: rewrote %d expected outputs", path, len(outputs))
			}
		})
	}
}

// rewrite writes the file back with new outputs for some records.
func (f *File) rewrite(outputs map[*Record]string) error {
	var out []string
	next := 0
	for _, r := range f.Records {
		got, ok := outputs[r]
		if !ok {
			continue
		}
		out = append(out, f.lines[next:r.outStart]...)
		if got != "" {
			out = append(out, strings.Split(got, "\n")...)
		}
		next = r.outEnd
	}
	out = append(out, f.lines[next:]...)
	return os.WriteFile(f.Path, []byte(strings.Join(out, "\n")), 0o644)
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// OptionValues collects the comma-separated values that the records of the files pattern
// matches give an option (expect=a,b gives a and b), for a test that every pass of a list has a
// record that expects it. It fails when pattern matches no file.
func OptionValues(pattern string, keys ...string) (map[string]bool, error) {
	paths, err := filepath.Glob(pattern)
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("no golden file matches %s", pattern)
	}
	values := map[string]bool{}
	for _, path := range paths {
		f, err := Parse(path)
		if err != nil {
			return nil, err
		}
		for _, r := range f.Records {
			for _, key := range keys {
				for _, v := range strings.Split(r.Option(key), ",") {
					if v != "" {
						values[v] = true
					}
				}
			}
		}
	}
	return values, nil
}
