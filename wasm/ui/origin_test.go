package ui

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/report"
	"github.com/flinkpad/flinkpad/samples"
)

// lessonGraphs runs a lesson as the playground does and returns its script and the graphs of
// its statements that ran a job or a query, with each statement's lines.
func lessonGraphs(t *testing.T, name string) (string, []struct {
	g           planGraph
	first, last int
}) {
	t.Helper()
	var script string
	for _, l := range samples.Lessons() {
		if l.Name == name {
			script = l.Script
		}
	}
	if script == "" {
		t.Fatalf("no lesson %s", name)
	}
	r := report.Run(context.Background(), script, report.Options{})
	var out []struct {
		g           planGraph
		first, last int
	}
	for i, s := range r.Statements {
		if s.Error != nil {
			t.Fatalf("%s: statement %d: %s", name, s.Index, s.Error.Message)
		}
		if len(s.Graph) == 0 {
			continue
		}
		var g planGraph
		if err := json.Unmarshal(s.Graph, &g); err != nil {
			t.Fatal(err)
		}
		last := strings.Count(script, "\n") + 1
		if i+1 < len(r.Statements) {
			last = r.Statements[i+1].Line - 1
		}
		out = append(out, struct {
			g           planGraph
			first, last int
		}{g, s.Line, last})
	}
	return script, out
}

// lineOf is the 1-based line of the first line of script containing text.
func lineOf(t *testing.T, script, text string) int {
	t.Helper()
	for i, l := range strings.Split(script, "\n") {
		if strings.Contains(l, text) {
			return i + 1
		}
	}
	t.Fatalf("no line contains %q", text)
	return 0
}

func TestNodeSourceOfTheReuseLesson(t *testing.T) {
	script, graphs := lessonGraphs(t, "06_shared_subplan_reuse")
	job := graphs[len(graphs)-1]
	f := newSourceFinder(script)
	want := map[string]int{
		"Sink:HighValue":   lineOf(t, script, "INSERT INTO HighValue"),
		"Sink:GoodValue":   lineOf(t, script, "INSERT INTO GoodValue"),
		"Calc:>=":          lineOf(t, script, "INSERT INTO HighValue"),
		"Calc:Sarg":        lineOf(t, script, "INSERT INTO GoodValue"),
		"Calc:FRANCE":      lineOf(t, script, "cCountry = 'FRANCE' GROUP BY"),
		"HashAggregate:":   lineOf(t, script, "GROUP BY cID, cName"),
		"Exchange:":        lineOf(t, script, "GROUP BY cID, cName"),
		"TableSourceScan:": lineOf(t, script, "CREATE TABLE Orders"),
	}
	seen := map[string]bool{}
	for _, n := range job.g.Nodes {
		for key, line := range want {
			op, text, _ := strings.Cut(key, ":")
			if !strings.HasSuffix(n.Operator, op) || !strings.Contains(n.Description, text) {
				continue
			}
			seen[key] = true
			first, last, ok := f.nodeLines(job.g, n, job.first, job.last)
			if !ok || first > line || last < line {
				t.Errorf("%s (%s): lines %d-%d (found %v), want them to hold line %d", key, n.Description, first, last, ok, line)
			}
		}
	}
	for key := range want {
		if !seen[key] {
			t.Errorf("the plan has no node %s", key)
		}
	}
}

func TestNodeSourceOfJoinsAndAggregates(t *testing.T) {
	for _, c := range []struct {
		lesson, operator, text string
		line                   string // text on the line that must be marked
	}{
		{"08_joins", "Join", "joinType=[InnerJoin]", "FROM customers AS c JOIN orders"},
		{"08_joins", "Join", "LeftOuterJoin", "FROM customers AS c LEFT JOIN orders"},
		{"08_joins", "Sort", "orderBy=[name", "ORDER BY name, order_id"},
		{"09_aggregates", "Aggregate", "AVG", "FROM scores GROUP BY subject"},
		{"09_aggregates", "Calc", "where=", "HAVING COUNT(*) > 1"},
		{"09_aggregates", "Values", "", "VALUES ('ann'"},
	} {
		script, graphs := lessonGraphs(t, c.lesson)
		f := newSourceFinder(script)
		line, found := lineOf(t, script, c.line), false
		for _, job := range graphs {
			for _, n := range job.g.Nodes {
				if !strings.Contains(n.Operator, c.operator) || !strings.Contains(n.Description, c.text) {
					continue
				}
				found = true
				first, last, ok := f.nodeLines(job.g, n, job.first, job.last)
				if !ok || first > line || last < line {
					t.Errorf("%s: %s: lines %d-%d (found %v), want line %d (%s)", c.lesson, n.Description, first, last, ok, line, c.line)
				}
			}
		}
		if !found {
			t.Errorf("%s: no %s node with %q", c.lesson, c.operator, c.text)
		}
	}
}

// Every node of every lesson's plans is placed within the script, and every node but an
// Exchange's consumer-less corner cases is found.
func TestNodeSourceOfEveryLessonNode(t *testing.T) {
	for _, l := range samples.Lessons() {
		script, graphs := lessonGraphs(t, l.Name)
		f := newSourceFinder(script)
		lines := strings.Count(script, "\n") + 1
		for _, job := range graphs {
			for _, n := range job.g.Nodes {
				first, last, ok := f.nodeLines(job.g, n, job.first, job.last)
				if !ok {
					t.Errorf("%s: no source for %s", l.Name, n.Description)
					continue
				}
				if first < 1 || last > lines || first > last {
					t.Errorf("%s: %s: lines %d-%d outside the script's 1-%d", l.Name, n.Description, first, last, lines)
				}
			}
		}
	}
}
