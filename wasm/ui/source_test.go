package ui

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/report"
	"github.com/flinkpad/flinkpad/samples"
)

// TestEveryLessonNodeMarksItsSQL runs every lesson as the playground does, and checks that each
// node of each graph marks lines of its own statement, or of the CREATE VIEW before it that it
// was planned from, and that a join, a sort and a sink mark their own clause: the first marked
// line holds JOIN, ORDER BY (or INSERT, for the sort a partitioned sink adds) or INSERT. Each
// lesson that reads a view in a job has a node marking the view's statement.
func TestEveryLessonNodeMarksItsSQL(t *testing.T) {
	clauseWords := map[string][]string{"Join": {"JOIN"}, "Sort": {"ORDER BY", "INSERT"}, "Sink": {"INSERT"}}
	viewLessons, viewMarked := 0, 0
	for _, l := range samples.Lessons() {
		r := report.Run(context.Background(), l.Script, report.Options{})
		lines := strings.Split(l.Script, "\n")
		// The lines [first, last] of each statement.
		ranges := make([][2]int, len(r.Statements))
		for i, s := range r.Statements {
			ranges[i] = [2]int{s.Line, len(lines)}
			if i+1 < len(r.Statements) {
				ranges[i][1] = r.Statements[i+1].Line
			}
		}
		isView := func(i int) bool {
			text := strings.ToUpper(strings.Join(lines[ranges[i][0]-1:min(ranges[i][1], len(lines))], "\n"))
			return r.Statements[i].Kind == "CREATE" && strings.Contains(text, " VIEW ")
		}
		marksView := false
		for i, s := range r.Statements {
			if len(s.Graph) == 0 {
				continue
			}
			var g planGraph
			if err := json.Unmarshal(s.Graph, &g); err != nil {
				t.Fatal(err)
			}
			for _, n := range g.Nodes {
				first, last, ok := spanLines(l.Script, n)
				in := func(j int) bool { return first >= ranges[j][0] && last <= ranges[j][1] }
				switch {
				case ok && in(i):
				case ok && viewBefore(i, in, isView):
					marksView = true
				default:
					t.Errorf("%s statement %d: node %d %s marks lines %d-%d (%v), outside the statement's %d-%d and its views'",
						l.Name, s.Index, n.ID, n.Operator, first, last, ok, ranges[i][0], ranges[i][1])
					continue
				}
				for suffix, words := range clauseWords {
					line := strings.ToUpper(lines[first-1])
					if strings.HasSuffix(n.Operator, suffix) && !slices.ContainsFunc(words, func(w string) bool { return strings.Contains(line, w) }) {
						t.Errorf("%s statement %d: %s marks line %d, %q, which has none of %v", l.Name, s.Index, n.Operator, first, lines[first-1], words)
					}
				}
			}
		}
		if marksView {
			viewMarked++
		}
		if strings.Contains(strings.ToUpper(l.Script), " VIEW ") {
			viewLessons++
		}
	}
	t.Logf("%d of the %d lessons with views have a node marking a view's statement", viewMarked, viewLessons)
	// Most lessons with a view read it in a job; none marking a view means the spans are lost.
	if viewLessons > 0 && viewMarked == 0 {
		t.Errorf("no node of the %d lessons with views marks a view's statement", viewLessons)
	}
}

// viewBefore reports whether a statement before statement i holds the marked lines (in) and
// is a CREATE VIEW (isView).
func viewBefore(i int, in, isView func(int) bool) bool {
	for j := 0; j < i; j++ {
		if in(j) && isView(j) {
			return true
		}
	}
	return false
}

func TestSpanLines(t *testing.T) {
	script := "SELECT a\nFROM t\nWHERE a > 1\n  AND b < 2;"
	node := func(start, end int) planNode {
		n := planNode{}
		n.Span = &struct {
			Start int `json:"start"`
			End   int `json:"end"`
		}{start, end}
		return n
	}
	where := strings.Index(script, "a > 1")
	for _, c := range []struct {
		n           planNode
		first, last int
		ok          bool
	}{
		{node(where, len(script)-1), 3, 4, true},
		{node(0, 8), 1, 1, true},    // a span that ends at a line's end marks that line alone
		{node(0, 9), 1, 1, true},    // its newline too
		{node(9, 10), 2, 2, true},   // the next line's first character
		{node(5, 5), 0, 0, false},   // empty
		{node(0, 100), 0, 0, false}, // outside the script
		{planNode{}, 0, 0, false},   // no span
	} {
		first, last, ok := spanLines(script, c.n)
		if first != c.first || last != c.last || ok != c.ok {
			t.Errorf("spanLines(%+v) = %d, %d, %v; want %d, %d, %v", c.n.Span, first, last, ok, c.first, c.last, c.ok)
		}
	}
}

func TestPropertyLines(t *testing.T) {
	var n planNode
	if err := json.Unmarshal([]byte(`{"fields": [{"name": "k"}, {"name": "c"}], "changelogMode": "I,UB,UA",
		"upsertKeys": [[0]], "uniqueKeys": [[0], [0, 1], []]}`), &n); err != nil {
		t.Fatal(err)
	}
	want := []string{"Changelog mode: I,UB,UA", "Upsert keys: (k)", "Unique keys: (k), (k, c), ()"}
	if got := propertyLines(n); !slices.Equal(got, want) {
		t.Errorf("propertyLines = %q, want %q", got, want)
	}
	if got := propertyLines(planNode{}); len(got) != 0 {
		t.Errorf("a node without properties shows %q", got)
	}
}
