package report

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/samples"
)

// spannedGraph is what these tests read of a JSON graph.
type spannedGraph struct {
	Nodes []struct {
		ID       int    `json:"id"`
		Operator string `json:"operator"`
		Span     *struct {
			Start int `json:"start"`
			End   int `json:"end"`
		} `json:"span"`
	} `json:"nodes"`
}

// checkSpans fails for a node of graph without a span, or with one that is empty or outside the
// text [0, size) it was planned from.
func checkSpans(t *testing.T, where string, graph []byte, size int) {
	t.Helper()
	var g spannedGraph
	if err := json.Unmarshal(graph, &g); err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	if len(g.Nodes) == 0 {
		t.Errorf("%s: a graph without nodes", where)
	}
	for _, n := range g.Nodes {
		if s := n.Span; s == nil || s.Start < 0 || s.Start >= s.End || s.End > size {
			t.Errorf("%s: node %d %s has the span %+v, in a text of %d bytes", where, n.ID, n.Operator, s, size)
		}
	}
}

// TestEveryGraphNodeHasASpanOnEveryCase plans each query and INSERT of every lesson and every
// conformance case, and checks that every node of its graph, after optimizing, carries a span
// within the statement's text. The statements before it run, so that it reads their tables.
func TestEveryGraphNodeHasASpanOnEveryCase(t *testing.T) {
	scripts := map[string]string{}
	for _, l := range samples.Lessons() {
		scripts["sample_"+l.Name] = l.Script
	}
	paths, err := filepath.Glob(filepath.Join("..", "..", "conformance", "cases", "*.sql"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no conformance cases: %v", err)
	}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		scripts[strings.TrimSuffix(filepath.Base(p), ".sql")] = strings.ReplaceAll(string(b), "${WORKDIR}", "/work")
	}
	graphs := 0
	for name, script := range scripts {
		graphs += planEachStatement(t, name, script)
	}
	t.Logf("%d graphs from %d scripts", graphs, len(scripts))
	// Most cases plan at least one job: far fewer graphs means the walk lost its way.
	if graphs < len(scripts) {
		t.Errorf("%d graphs from %d scripts", graphs, len(scripts))
	}
}

// planEachStatement runs the statements of script that are not jobs and checks the graph of
// each that is one, until the first error; it returns how many graphs it checked.
func planEachStatement(t *testing.T, name, script string) int {
	t.Helper()
	ctx := context.Background()
	te := engine.NewTableEnvironment(engine.Settings{Env: connector.Env{FS: vfs.NewMemory(), Stdout: io.Discard, Stderr: io.Discard, Parallelism: 1}})
	graphs := 0
	for i, s := range sql.ParseStatements(script) {
		if s.Err != nil {
			return graphs
		}
		text := script[s.Pos.Offset():s.End.Offset()]
		switch s.Stmt.(type) {
		case *sql.QueryStmt, *sql.InsertStmt, *sql.StatementSet, *sql.ExplainStmt:
			graph, err := te.ExplainJSON(ctx, text)
			if err != nil {
				return graphs // the case's expected error, or a gap
			}
			checkSpans(t, name+" statement "+strconv.Itoa(i+1), graph, len(text))
			graphs++
		case *sql.BeginStatementSet, *sql.EndStatementSet:
			// The client's statement set: its INSERTs are planned one by one.
		default:
			if _, err := te.ExecuteSQL(ctx, text); err != nil {
				return graphs
			}
		}
	}
	return graphs
}

// TestRunGraphsCarrySpansInTheScript checks the graphs a run attaches, with their row counts, on
// every lesson: each node's span lies in the whole script, after the first statement.
func TestRunGraphsCarrySpansInTheScript(t *testing.T) {
	for _, l := range samples.Lessons() {
		r := Run(context.Background(), l.Script, Options{})
		for _, s := range r.Statements {
			if len(s.Graph) > 0 {
				checkSpans(t, l.Name+" statement "+strconv.Itoa(s.Index), s.Graph, len(l.Script))
			}
		}
	}
}

// An error raised after binding, with no position of its own, is placed at the span of the plan
// node it is about: the optimizer's folding of a division by a zero literal at the select list
// of the statement on line 3, the executor's integer division by zero at the Calc made from the
// select list and WHERE of the query on lines 4 to 6, and the same division in a view's select
// list at the view's CREATE VIEW.
func TestErrorsAfterBindingPointAtTheirNode(t *testing.T) {
	for _, tt := range []struct {
		script       string
		message      string
		line, column int
	}{
		{"SET 'execution.runtime-mode' = 'batch';\nCREATE TABLE t (a DECIMAL(10, 2)) WITH ('connector' = 'blackhole');\nINSERT INTO t SELECT\n  CAST(1 AS DECIMAL(10, 2)) / 0.0 FROM (VALUES (1));",
			"java.lang.ArithmeticException: Division by zero", 4, 3},
		{"SET 'execution.runtime-mode' = 'batch';\nCREATE TABLE seq (n INT) WITH ('connector' = 'datagen', 'fields.n.kind' = 'sequence', 'fields.n.start' = '0', 'fields.n.end' = '2', 'number-of-rows' = '3');\n\nSELECT n,\n    10 / n AS boom\n  FROM seq WHERE n < 5;",
			"java.lang.ArithmeticException: / by zero", 4, 8},
		// The Calc planned from the view points at the view's select list, on line 3.
		{"SET 'execution.runtime-mode' = 'batch';\nCREATE TABLE seq (n INT) WITH ('connector' = 'datagen', 'fields.n.kind' = 'sequence', 'fields.n.start' = '0', 'fields.n.end' = '2', 'number-of-rows' = '3');\nCREATE VIEW boom AS SELECT 10 / n AS q FROM seq;\nSELECT q FROM boom;",
			"java.lang.ArithmeticException: / by zero", 3, 28},
	} {
		r := Run(context.Background(), tt.script, Options{})
		if r.Error == nil || r.Error.Message != tt.message || r.Error.Line != tt.line || r.Error.Column != tt.column {
			t.Errorf("%q: error %+v, want %q at %d:%d", tt.script, r.Error, tt.message, tt.line, tt.column)
		}
	}
}
