package report

import (
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine"
)

// viewScript creates two stacked views and a job that reads the upper one.
const viewScript = "SET 'execution.runtime-mode' = 'batch';\n" +
	"CREATE TABLE t (a INT, b STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3');\n" +
	"CREATE TABLE s (b STRING, n BIGINT) WITH ('connector' = 'blackhole');\n" +
	"CREATE VIEW v AS SELECT a, b FROM t WHERE a > 0;\n" +
	"CREATE VIEW w AS SELECT b, COUNT(*) AS n FROM v GROUP BY b;\n" +
	"INSERT INTO s SELECT b, n FROM w;"

// nodeTexts maps each operator of a JSON graph to the offsets and text its span covers in
// script.
func nodeTexts(t *testing.T, graph []byte, script string) map[string][2]int {
	t.Helper()
	var g spannedGraph
	if err := json.Unmarshal(graph, &g); err != nil {
		t.Fatal(err)
	}
	out := map[string][2]int{}
	for _, n := range g.Nodes {
		if n.Span == nil || n.Span.Start < 0 || n.Span.End > len(script) || n.Span.Start >= n.Span.End {
			t.Fatalf("node %d %s has the span %+v in a text of %d bytes", n.ID, n.Operator, n.Span, len(script))
		}
		out[n.Operator] = [2]int{n.Span.Start, n.Span.End}
	}
	return out
}

// TestViewNodesCarrySpansInTheirView checks that the nodes planned from views created in the
// script being run carry spans in the views' own statements: the scan the table reference in v,
// the aggregate the GROUP BY of w, while the sink keeps the INSERT's.
func TestViewNodesCarrySpansInTheirView(t *testing.T) {
	r := Run(context.Background(), viewScript, Options{})
	if r.Error != nil {
		t.Fatal(r.Error.Message)
	}
	graph := r.Statements[len(r.Statements)-1].Graph
	spans := nodeTexts(t, graph, viewScript)
	v, w, insert := strings.Index(viewScript, "CREATE VIEW v"), strings.Index(viewScript, "CREATE VIEW w"), strings.Index(viewScript, "INSERT")
	for _, c := range []struct {
		operator, text string
		from, to       int // the statement the span must be in
	}{
		{"TableSourceScan", "t", v, w},
		{"HashAggregate", "b", w, insert},
		{"LocalHashAggregate", "b", w, insert},
		{"Sink", "INSERT INTO s", insert, len(viewScript)},
	} {
		s, ok := spans[c.operator]
		if !ok {
			t.Errorf("no %s in the graph %s", c.operator, graph)
			continue
		}
		if got := viewScript[s[0]:s[1]]; got != c.text || s[0] < c.from || s[1] > c.to {
			t.Errorf("%s marks %q at [%d, %d), want %q in [%d, %d)", c.operator, got, s[0], s[1], c.text, c.from, c.to)
		}
	}
}

// TestViewFromAnotherScriptKeepsTheReferenceSpan runs the views' statements and the job as two
// scripts on one environment: the job's text is not the views', so the nodes planned from them
// mark the reference to w in the job's own text.
func TestViewFromAnotherScriptKeepsTheReferenceSpan(t *testing.T) {
	ctx := context.Background()
	te := engine.NewTableEnvironment(engine.Settings{Env: connector.Env{FS: vfs.NewMemory(), Stdout: io.Discard, Stderr: io.Discard, Parallelism: 1}})
	cut := strings.Index(viewScript, "INSERT")
	if err := te.RunScript(ctx, viewScript[:cut], func(engine.Outcome) {}); err != nil {
		t.Fatal(err)
	}
	job := viewScript[cut:]
	if err := te.RunScript(ctx, job, func(engine.Outcome) {}); err != nil {
		t.Fatal(err)
	}
	_, graph, _, err := te.LastJobPlanContext(ctx)
	if err != nil {
		t.Fatal(err)
	}
	spans := nodeTexts(t, graph, job)
	for _, op := range []string{"TableSourceScan", "HashAggregate"} {
		if s := spans[op]; job[s[0]:s[1]] != "w" {
			t.Errorf("%s marks %q, want the reference w", op, job[s[0]:s[1]])
		}
	}
}

// TestEveryUseOfAViewMarksIt reads a view twice in one query (a self-join, and in a subquery):
// the view is bound once per statement, and every scan planned from it marks the table
// reference in the view's statement.
func TestEveryUseOfAViewMarksIt(t *testing.T) {
	script := "SET 'execution.runtime-mode' = 'batch';\n" +
		"CREATE TABLE t (a INT, b STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3');\n" +
		"CREATE TEMPORARY VIEW v AS SELECT a, b FROM t WHERE a > 0;\n" +
		"SELECT x.b FROM v AS x JOIN v AS y ON x.a = y.a WHERE x.a IN (SELECT a FROM v);"
	r := Run(context.Background(), script, Options{})
	if r.Error != nil {
		t.Fatal(r.Error.Message)
	}
	var g spannedGraph
	if err := json.Unmarshal(r.Statements[len(r.Statements)-1].Graph, &g); err != nil {
		t.Fatal(err)
	}
	view, query := strings.Index(script, "CREATE TEMPORARY VIEW"), strings.Index(script, "SELECT x.b")
	scans := 0
	for _, n := range g.Nodes {
		if n.Operator != "TableSourceScan" {
			continue
		}
		scans++
		if s := n.Span; s == nil || s.Start < view || s.End > query || script[s.Start:s.End] != "t" {
			t.Errorf("scan %d has the span %+v, want the t in the view's statement", n.ID, s)
		}
	}
	if scans == 0 {
		t.Errorf("no scan in the graph")
	}
}
