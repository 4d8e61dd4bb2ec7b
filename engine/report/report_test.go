package report

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

func TestRunReportsSinksStatementsFilesAndTables(t *testing.T) {
	script := `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '/in', 'format' = 'csv');
CREATE TABLE out1 (id INT, name STRING) WITH ('connector' = 'print', 'print-identifier' = 'one');
CREATE TABLE files (id INT, dt STRING) PARTITIONED BY (dt) WITH ('connector' = 'filesystem', 'path' = '/out', 'format' = 'csv');
INSERT INTO out1 VALUES (1, 'a, b'), (2, CAST(NULL AS STRING));
INSERT INTO files VALUES (7, 'x');
SELECT id + 1 AS nxt FROM (VALUES (1), (2)) AS t(id);`
	r := Run(context.Background(), script, Options{MaxFileBytes: 100})
	if r.Error != nil {
		t.Fatalf("unexpected error: %+v", r.Error)
	}
	if len(r.Statements) != 7 {
		t.Fatalf("%d statements, want 7", len(r.Statements))
	}
	if s := r.Statements[4]; s.Kind != "INSERT" || s.Line != 5 || s.Column != 1 {
		t.Errorf("statement 5 = %+v", s)
	}
	if len(r.Sinks) != 2 || r.Sinks[0].Name != "default_catalog.default_database.out1" || r.Sinks[0].Connector != "print" {
		t.Fatalf("sinks = %+v", r.Sinks)
	}
	one := r.Sinks[0]
	if one.Total != 2 || *one.Rows.Rows[0][1] != "a, b" || one.Rows.Rows[1][1] != nil || one.Kinds[0] != "+I" {
		b, _ := json.Marshal(one)
		t.Errorf("print sink rows = %s", b)
	}
	if len(r.Files) != 1 || !strings.HasPrefix(r.Files[0].Path, "/out/dt=x/") || r.Files[0].Content != "7\n" {
		t.Errorf("files = %+v", r.Files)
	}
	res := r.Statements[6].Result
	if res == nil || res.Total != 2 || res.Columns[0].Name != "nxt" || res.Columns[0].Type != "INT NOT NULL" {
		t.Fatalf("select result = %+v", res)
	}
	names := []string{}
	for _, tb := range r.Tables {
		names = append(names, tb.Name+"("+strings.Join(tb.Columns, ",")+")")
	}
	if got := strings.Join(names, " "); got != "files(id,dt) out1(id,name) src(id,name)" {
		t.Errorf("tables = %s", got)
	}
}

func TestRunLocatesErrorsInTheWholeScript(t *testing.T) {
	r := Run(context.Background(), "SHOW TABLES;\n  SELECT id amount name FROM t;", Options{})
	if r.Error == nil {
		t.Fatal("no error")
	}
	// Flink counts from the statement's first character: line 1, column 18 there is line 2,
	// column 20 in the script.
	if r.Error.Line != 2 || r.Error.Column != 20 || !strings.Contains(r.Error.Message, `Encountered "name"`) {
		t.Errorf("error = %+v", r.Error)
	}
	if len(r.Statements) != 2 || r.Statements[1].Error != r.Error {
		t.Errorf("statements = %+v", r.Statements)
	}
}

func TestRunCapsRowsButCountsThem(t *testing.T) {
	script := `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (n BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '50');
CREATE TABLE p (n BIGINT) WITH ('connector' = 'print');
INSERT INTO p SELECT n FROM gen;`
	var seen []int64
	r := Run(context.Background(), script, Options{MaxRows: 10, Progress: func(p Progress) { seen = append(seen, p.Rows) }})
	if r.Error != nil {
		t.Fatal(r.Error.Message)
	}
	if len(seen) == 0 || seen[len(seen)-1] != 50 {
		t.Errorf("progress reported %v, want a count ending at 50", seen)
	}
	if s := r.Sinks[0]; s.Total != 50 || len(s.Rows.Rows) != 10 {
		t.Errorf("total %d, kept %d; want 50 and 10", s.Total, len(s.Rows.Rows))
	}
}

func TestDDLOnlyKeepsWhatShapesTheCatalog(t *testing.T) {
	script := `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE a (x INT) WITH ('connector' = 'blackhole');
INSERT INTO a VALUES (1);
CREATE TABLE b WITH ('connector' = 'blackhole') AS SELECT 1 AS y;
CREATE VIEW v AS SELECT x FROM a;
ALTER TABLE a ADD z STRING;
SELECT * FROM v;`
	r := Run(context.Background(), DDLOnly(script), Options{})
	if r.Error != nil {
		t.Fatal(r.Error.Message)
	}
	if len(r.Statements) != 4 || len(r.Sinks) != 0 {
		t.Errorf("ran %d statements and %d sinks, want the SET, two CREATEs and the ALTER only", len(r.Statements), len(r.Sinks))
	}
	if len(r.Tables) != 2 || r.Tables[1].Name != "v" || r.Tables[1].Columns[0] != "x" || len(r.Tables[0].Columns) != 2 {
		t.Errorf("tables = %+v", r.Tables)
	}
}

func TestRunAttachesEachJobsPlanGraphWithRowCounts(t *testing.T) {
	script := `SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW orders (id, country, amount) AS VALUES (1, 'FR', 10), (2, 'FR', 20), (3, 'DE', 5);
CREATE TEMPORARY VIEW fr AS SELECT id, SUM(amount) AS total FROM orders WHERE country = 'FR' GROUP BY id;
CREATE TABLE a (id INT, total INT) WITH ('connector' = 'blackhole');
CREATE TABLE b (id INT, total INT) WITH ('connector' = 'blackhole');
EXECUTE STATEMENT SET BEGIN
INSERT INTO a SELECT * FROM fr WHERE total > 15;
INSERT INTO b SELECT * FROM fr WHERE total <= 15;
END;
SHOW TABLES;
EXPLAIN SELECT * FROM fr;`
	r := Run(context.Background(), script, Options{})
	if r.Error != nil {
		t.Fatal(r.Error.Message)
	}
	var graph struct {
		Nodes []struct {
			Operator  string `json:"operator"`
			Reused    bool   `json:"reused"`
			Consumers int    `json:"consumers"`
			RowsIn    *int64 `json:"rowsIn"`
			RowsOut   *int64 `json:"rowsOut"`
		} `json:"nodes"`
		Roots []int `json:"roots"`
	}
	set := r.Statements[5]
	if err := json.Unmarshal(set.Graph, &graph); err != nil {
		t.Fatalf("statement set graph %q: %v", set.Graph, err)
	}
	shared, counted := 0, 0
	for _, n := range graph.Nodes {
		if n.Reused && n.Consumers == 2 {
			shared++
		}
		if n.RowsOut != nil {
			counted++
		}
		if n.Operator == "Sink" && (n.RowsIn == nil || n.RowsOut == nil || *n.RowsIn != *n.RowsOut) {
			t.Errorf("a sink reads as many rows as it writes: %s", set.Graph)
		}
	}
	if len(graph.Roots) != 2 || shared == 0 || counted == 0 {
		t.Errorf("graph has %d roots, %d shared nodes with two consumers and %d counted nodes: %s", len(graph.Roots), shared, counted, set.Graph)
	}
	if !strings.Contains(set.Plan, "Reused(reference_id=[1])") {
		t.Errorf("plan text lacks the reuse mark:\n%s", set.Plan)
	}
	if r.Statements[6].Graph != nil {
		t.Errorf("SHOW TABLES ran no job but has a graph")
	}
	if r.Statements[7].Graph == nil || r.Statements[7].Result == nil {
		t.Errorf("EXPLAIN has no graph or no text")
	}
}

// An error whose message names no line and column (a refusal, a binder error) is placed at the
// construct it names, not at the statement's start.
func TestErrorsPointAtTheirConstruct(t *testing.T) {
	for _, tt := range []struct {
		script       string
		line, column int
	}{
		// The parser's refusal: RUNNING in MATCH_RECOGNIZE's MEASURES.
		{"SET 'execution.runtime-mode' = 'batch';\nCREATE TABLE t (a INT) WITH ('connector' = 'blackhole');\nSELECT *\n  FROM t MATCH_RECOGNIZE (ORDER BY a MEASURES RUNNING A.a AS b PATTERN (A) DEFINE A AS a > 0);", 4, 47},
		// The binder's refusal, at the SIMILAR TO pattern that is not a literal.
		{"CREATE TABLE t (a INT) WITH ('connector' = 'blackhole');\nSELECT a FROM t\n  WHERE CAST(a AS STRING) SIMILAR TO CAST(a AS STRING);", 3, 38},
	} {
		r := Run(context.Background(), tt.script, Options{})
		if r.Error == nil || !r.Error.NotSupported || r.Error.Line != tt.line || r.Error.Column != tt.column {
			t.Errorf("%q: error %+v, want not supported at %d:%d", tt.script, r.Error, tt.line, tt.column)
		}
	}
}
