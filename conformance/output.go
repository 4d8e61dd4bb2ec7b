package conformance

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine"
)

// headerPrefix starts every section header line of a recorded output.
const headerPrefix = "@@ "

// Order says how the lines of a section are compared.
type Order string

// The orders a section can have.
const (
	Ordered   Order = "ordered"
	Unordered Order = "unordered"
	Changelog Order = "changelog"
	Final     Order = "final"
)

// Section is one part of a recorded output: a header and its lines.
type Section struct {
	Kind      string // print, print-stderr, result, explain, files, error
	Statement int    // 1-based statement index; 0 for files
	ID        string // print identifier, or directory for files
	Order     Order  // empty for explain, files and error
	Columns   string // result column names
	Lines     []string
}

// Header renders the section's header line, without the prefix.
func (s *Section) Header() string {
	switch s.Kind {
	case "print", "print-stderr":
		return fmt.Sprintf("%s %d %s %s", s.Kind, s.Statement, s.ID, s.Order)
	case "result":
		return fmt.Sprintf("result %d %s", s.Statement, s.Order)
	case "files":
		return "files " + s.ID
	default:
		return fmt.Sprintf("%s %d", s.Kind, s.Statement)
	}
}

// Output is everything a case produced, in the order it was produced.
type Output struct {
	Sections []Section
	// Jobs are Flinkpad's checks of each job it ran against its printed execution plan; they
	// are not part of the recorded form.
	Jobs []engine.JobCheck
}

// Render writes the output in the recorded form, normalizing unordered and final sections.
func (o *Output) Render() string {
	var b strings.Builder
	for _, s := range o.Sections {
		b.WriteString(headerPrefix + s.Header() + "\n")
		if s.Kind == "result" {
			b.WriteString(headerPrefix + "columns: " + s.Columns + "\n")
		}
		for _, l := range s.normalizedLines() {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// normalizedLines returns the lines in the form the comparison uses: sorted for multisets,
// materialized for final tables, as they are otherwise.
func (s *Section) normalizedLines() []string {
	switch {
	case s.Kind == "files" || s.Order == Unordered:
		return sortedCopy(s.Lines)
	case s.Order == Final:
		return Materialize(s.Lines)
	}
	return s.Lines
}

func sortedCopy(lines []string) []string {
	out := slices.Clone(lines)
	slices.Sort(out)
	return out
}

// Materialize applies a changelog (+I, -U, +U, -D rows as Flink prints them) and returns the
// rows that remain, as sorted +I rows. A retraction of a missing row is reported in a line that
// starts with "!". Rows that are already materialized pass through unchanged.
func Materialize(changelog []string) []string {
	counts := map[string]int{}
	var problems []string
	for _, row := range changelog {
		if len(row) < 2 {
			problems = append(problems, "! not a changelog row: "+row)
			continue
		}
		body := row[2:]
		switch row[:2] {
		case "+I", "+U":
			counts[body]++
		case "-U", "-D":
			if counts[body] == 0 {
				problems = append(problems, "! retracted a row that was not there: "+row)
				continue
			}
			counts[body]--
		default:
			problems = append(problems, "! not a changelog row: "+row)
		}
	}
	bodies := make([]string, 0, len(counts))
	for body, n := range counts {
		for range n {
			bodies = append(bodies, body)
		}
	}
	// Java's TreeMap orders the bodies, and the runner writes them in that order; sorting the
	// bodies (not the "+I"-prefixed rows) gives the same order.
	slices.Sort(bodies)
	rows := make([]string, 0, len(bodies)+len(problems))
	for _, body := range bodies {
		rows = append(rows, "+I"+body)
	}
	return append(rows, problems...)
}

// ParseOutput reads the recorded form.
func ParseOutput(text string) (*Output, error) {
	out := &Output{}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if text == "" {
		lines = nil
	}
	var cur *Section
	for i, line := range lines {
		if !strings.HasPrefix(line, headerPrefix) {
			if cur == nil {
				return nil, fmt.Errorf("line %d: %w: text before the first section header", i+1, ErrMalformedOutput)
			}
			cur.Lines = append(cur.Lines, line)
			continue
		}
		header := strings.TrimPrefix(line, headerPrefix)
		if cols, ok := strings.CutPrefix(header, "columns: "); ok {
			if cur == nil || cur.Kind != "result" || len(cur.Lines) > 0 {
				return nil, fmt.Errorf("line %d: %w: columns header outside a result", i+1, ErrMalformedOutput)
			}
			cur.Columns = cols
			continue
		}
		s, err := parseHeader(header)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", i+1, err)
		}
		out.Sections = append(out.Sections, s)
		cur = &out.Sections[len(out.Sections)-1]
	}
	return out, nil
}

func parseHeader(header string) (Section, error) {
	f := strings.Fields(header)
	if len(f) == 0 {
		return Section{}, fmt.Errorf("%w: empty header", ErrMalformedOutput)
	}
	s := Section{Kind: f[0]}
	want := map[string]int{"print": 4, "print-stderr": 4, "result": 3, "explain": 2, "error": 2, "files": 2}
	n, known := want[s.Kind]
	if !known {
		return Section{}, fmt.Errorf("%w: unknown section kind %q", ErrMalformedOutput, s.Kind)
	}
	if s.Kind == "files" {
		// A directory name may hold spaces; it is the rest of the header.
		s.ID = strings.TrimPrefix(header, "files ")
		return s, nil
	}
	if len(f) != n {
		return Section{}, fmt.Errorf("%w: header %q has %d fields, want %d", ErrMalformedOutput, header, len(f), n)
	}
	idx, err := strconv.Atoi(f[1])
	if err != nil || idx < 1 {
		return Section{}, fmt.Errorf("%w: bad statement index in %q", ErrMalformedOutput, header)
	}
	s.Statement = idx
	switch s.Kind {
	case "print", "print-stderr":
		s.ID, s.Order = f[2], Order(f[3])
	case "result":
		s.Order = Order(f[2])
	}
	if s.Order != "" && !slices.Contains([]Order{Ordered, Unordered, Changelog, Final}, s.Order) {
		return Section{}, fmt.Errorf("%w: unknown order %q", ErrMalformedOutput, s.Order)
	}
	return s, nil
}
