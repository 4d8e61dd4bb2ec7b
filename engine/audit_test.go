package engine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// The audit holds Flinkpad to the rule that a statement either runs with Flink's semantics or
// fails with flinkpad.NotSupported at the construct: nothing valid is accepted and ignored.
// testdata/audit.txt lists constructs, each with the syntax-tree fields it covers and one of
//
//	cases: NAME...       conformance cases recorded from Flink that show the construct runs;
//	                     each must exist and not be a known gap (the conformance suite runs them)
//	refuse: WHAT @ L:C   the script must fail with "Flinkpad does not support WHAT yet." at
//	                     line L, column C of the script ("@ statement": at its statement)
//	fails: WHY           the script must fail, with any error: syntax another helper or a later
//	                     issue implements; never accepted
//	pending: WHY         what another helper of the same issue is changing; only reported
//
// and, for refuse and fails, the script on the lines after it. The test also requires every
// field of the syntax tree, every statement form of Flink's grammar, and every function of
// Flink's that the binder lacks to be covered.

type auditEntry struct {
	title      string
	line       int // in audit.txt
	fields     []string
	statements []string
	cases      []string
	refuse     string // the construct, as the message names it
	at         string // "L:C" or "statement"
	fails      string
	pending    string
	script     string
}

func loadAudit(t *testing.T) []*auditEntry {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "audit.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var (
		entries []*auditEntry
		cur     *auditEntry
		script  []string
	)
	flush := func() {
		if cur != nil {
			cur.script = strings.TrimSpace(strings.Join(script, "\n"))
			entries = append(entries, cur)
		}
		script = nil
	}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "=== "):
			flush()
			cur = &auditEntry{title: strings.TrimPrefix(line, "=== "), line: n}
		case cur == nil || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "fields:"):
			cur.fields = append(cur.fields, strings.Fields(strings.TrimPrefix(line, "fields:"))...)
		case strings.HasPrefix(line, "statement:"):
			cur.statements = append(cur.statements, strings.TrimSpace(strings.TrimPrefix(line, "statement:")))
		case strings.HasPrefix(line, "cases:"):
			cur.cases = append(cur.cases, strings.Fields(strings.TrimPrefix(line, "cases:"))...)
		case strings.HasPrefix(line, "refuse:"):
			what, at, ok := strings.Cut(strings.TrimPrefix(line, "refuse:"), " @ ")
			if !ok {
				t.Fatalf("audit.txt:%d: want \"refuse: WHAT @ L:C\"", n)
			}
			cur.refuse, cur.at = strings.TrimSpace(what), strings.TrimSpace(at)
		case strings.HasPrefix(line, "fails:"):
			cur.fails = strings.TrimSpace(strings.TrimPrefix(line, "fails:"))
		case strings.HasPrefix(line, "pending:"):
			cur.pending = strings.TrimSpace(strings.TrimPrefix(line, "pending:"))
		default:
			script = append(script, line)
		}
	}
	flush()
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		kinds := 0
		for _, set := range []bool{len(e.cases) > 0, e.refuse != "", e.fails != "", e.pending != ""} {
			if set {
				kinds++
			}
		}
		if kinds != 1 {
			t.Errorf("audit.txt:%d %q: want exactly one of cases, refuse, fails and pending", e.line, e.title)
		}
		if e.pending != "" {
			t.Logf("audit.txt:%d %q: pending: %s", e.line, e.title, e.pending)
		}
		if (e.refuse != "" || e.fails != "") && e.script == "" {
			t.Errorf("audit.txt:%d %q: a refuse or fails entry needs a script", e.line, e.title)
		}
		if (len(e.cases) > 0 || e.pending != "") && e.script != "" {
			t.Errorf("audit.txt:%d %q: a cases or pending entry has no script of its own", e.line, e.title)
		}
	}
	return entries
}

// TestAuditRefusals runs the script of every refuse and fails entry.
func TestAuditRefusals(t *testing.T) {
	for _, e := range loadAudit(t) {
		if e.refuse == "" && e.fails == "" {
			continue
		}
		t.Run(e.title, func(t *testing.T) {
			_, err := run(t, e.script)
			if err == nil {
				t.Fatalf("audit.txt:%d: the script runs: accepted and ignored, or implemented (then give its conformance cases)", e.line)
			}
			if e.fails != "" {
				// Still a breach of the rule when valid Flink SQL fails as the user's error.
				t.Logf("audit.txt:%d: fails with %s", e.line, firstLine(FlinkMessage(err)))
				return
			}
			want := "Flinkpad does not support " + e.refuse + " yet."
			if !errors.Is(err, ErrNotSupported) || FlinkMessage(err) != "flinkpad.NotSupported: "+want {
				t.Fatalf("audit.txt:%d: got %s\nwant flinkpad.NotSupported: %s", e.line, FlinkMessage(err), want)
			}
			if got := refusalPlace(e.script, err); got != e.at {
				t.Errorf("audit.txt:%d: refused at %s, want %s", e.line, got, e.at)
			}
		})
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// refusalPlace is where a refusal points in the script, as "line:column", or "statement"
// when it has no position of its own (the statement's).
func refusalPlace(script string, err error) string {
	pos, ok := flinkerr.PositionOf(err)
	switch {
	case ok && pos.Line > 0: // the parser's, which knows lines
		return fmt.Sprintf("%d:%d", pos.Line, pos.Column)
	case ok: // the binder's, which knows offsets only
		offset := pos.Offset()
		line := 1 + strings.Count(script[:offset], "\n")
		column := offset - strings.LastIndex(script[:offset], "\n")
		return fmt.Sprintf("%d:%d", line, column)
	}
	return "statement"
}

// TestAuditCases checks that the cases an entry names exist and pass (are not known gaps).
func TestAuditCases(t *testing.T) {
	dir := filepath.Join("..", "conformance")
	gaps, err := os.ReadFile(filepath.Join(dir, "known-gaps.txt"))
	if err != nil {
		t.Fatal(err)
	}
	gap := map[string]bool{}
	for _, line := range strings.Split(string(gaps), "\n") {
		if name, _, ok := strings.Cut(line, ":"); ok && !strings.HasPrefix(line, "#") {
			gap[strings.TrimSpace(name)] = true
		}
	}
	for _, e := range loadAudit(t) {
		for _, c := range e.cases {
			if _, err := os.Stat(filepath.Join(dir, "cases", c+".sql")); err != nil {
				t.Errorf("audit.txt:%d %q: no conformance case %s", e.line, e.title, c)
			} else if gap[c] {
				t.Errorf("audit.txt:%d %q: case %s is a known gap; the construct does not run", e.line, e.title, c)
			}
		}
	}
}

// TestAuditCoversSyntaxTree requires every field of the syntax tree's nodes (engine/sql's
// ast*.go) to be named by an entry, and every name to be a field.
func TestAuditCoversSyntaxTree(t *testing.T) {
	fields := syntaxTreeFields(t)
	named := map[string]bool{}
	for _, e := range loadAudit(t) {
		for _, f := range e.fields {
			if !fields[f] {
				t.Errorf("audit.txt:%d %q: %s is not a field of the syntax tree", e.line, e.title, f)
			}
			named[f] = true
		}
	}
	var missing []string
	for f := range fields {
		if !named[f] {
			missing = append(missing, f)
		}
	}
	sort.Strings(missing)
	for _, f := range missing {
		t.Errorf("no audit entry covers %s", f)
	}
}

// positionName matches the fields that only locate a node. A Pos field that records a keyword
// (LATERAL, EXECUTE) means something and is audited.
var positionName = regexp.MustCompile(`(Pos|End|Lparen|Rparen|Lbrack|Rbrack|EndPos|Kw|When|Case|Exists)$`)

func syntaxTreeFields(t *testing.T) map[string]bool {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("sql", "ast*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no syntax tree files: %v", err)
	}
	fields := map[string]bool{}
	fset := token.NewFileSet()
	for _, name := range files {
		file, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			ts, ok := n.(*ast.TypeSpec)
			if !ok || !ts.Name.IsExported() {
				return true
			}
			st, ok := ts.Type.(*ast.StructType)
			if !ok {
				return false
			}
			for _, f := range st.Fields.List {
				id, isIdent := f.Type.(*ast.Ident)
				for _, n := range f.Names {
					if isIdent && id.Name == "Pos" && positionName.MatchString(n.Name) {
						continue
					}
					fields[ts.Name.Name+"."+n.Name] = true
				}
			}
			return false
		})
	}
	return fields
}

// flinkStatements are the statement forms of Flink 2.3's grammar: Parser.tdd's
// statementParserMethods, the CREATE and DROP extensions of parserImpls.ftl, and Calcite's
// query, DML and EXPLAIN statements. The SqlParserImpl of Flink 2.3.0's planner jar also has the
// CONNECTION statements, DESCRIBE DATABASE and CREATE OR ALTER MATERIALIZED TABLE.
var flinkStatements = strings.Split(`SELECT|VALUES|WITH|INSERT|UPSERT|EXECUTE INSERT|EXECUTE SELECT|`+
	`EXECUTE STATEMENT SET|BEGIN STATEMENT SET|END|EXPLAIN|EXPLAIN STATEMENT SET|SET|RESET|USE|USE CATALOG|`+
	`USE MODULES|LOAD MODULE|UNLOAD MODULE|SHOW MODULES|SHOW CATALOGS|SHOW CURRENT CATALOG|SHOW CURRENT DATABASE|`+
	`SHOW DATABASES|SHOW TABLES|SHOW VIEWS|SHOW MATERIALIZED TABLES|SHOW COLUMNS|SHOW FUNCTIONS|SHOW PROCEDURES|`+
	`SHOW MODELS|SHOW PARTITIONS|SHOW JARS|SHOW JOBS|SHOW CREATE TABLE|SHOW CREATE VIEW|SHOW CREATE CATALOG|`+
	`SHOW CREATE MODEL|SHOW CREATE MATERIALIZED TABLE|DESCRIBE|DESCRIBE CATALOG|DESCRIBE DATABASE|`+
	`DESCRIBE FUNCTION|DESCRIBE MODEL|DESCRIBE JOB|CREATE TABLE|CREATE TABLE AS|CREATE TABLE LIKE|`+
	`CREATE OR REPLACE TABLE|REPLACE TABLE|CREATE VIEW|CREATE DATABASE|CREATE CATALOG|CREATE FUNCTION|`+
	`CREATE MODEL|CREATE MATERIALIZED TABLE|DROP TABLE|DROP VIEW|DROP DATABASE|DROP CATALOG|DROP FUNCTION|`+
	`DROP MODEL|DROP MATERIALIZED TABLE|ALTER TABLE|ALTER VIEW|ALTER DATABASE|ALTER CATALOG|ALTER FUNCTION|`+
	`ALTER MODEL|ALTER MATERIALIZED TABLE|ANALYZE TABLE|TRUNCATE TABLE|DELETE|UPDATE|CALL|ADD JAR|REMOVE JAR|`+
	`STOP JOB|COMPILE PLAN|EXECUTE PLAN|COMPILE AND EXECUTE PLAN|CREATE OR ALTER MATERIALIZED TABLE|`+
	`CREATE CONNECTION|ALTER CONNECTION|DROP CONNECTION|SHOW CONNECTIONS|SHOW CREATE CONNECTION|DESCRIBE CONNECTION`, "|")

// TestAuditCoversStatements requires an entry for every statement form of Flink's grammar.
func TestAuditCoversStatements(t *testing.T) {
	named := map[string]bool{}
	for _, e := range loadAudit(t) {
		for _, s := range e.statements {
			named[s] = true
		}
	}
	known := map[string]bool{}
	for _, s := range flinkStatements {
		known[s] = true
		if !named[s] {
			t.Errorf("no audit entry covers the statement %s", s)
		}
	}
	for s := range named {
		if !known[s] {
			t.Errorf("audit.txt names the statement %s, which flinkStatements lacks", s)
		}
	}
}

// matchRecognizeFunctions are valid only inside MATCH_RECOGNIZE (match_* cases).
var matchRecognizeFunctions = map[string]bool{
	"CLASSIFIER": true, "PREV": true, "NEXT": true, "FIRST": true, "LAST": true,
	"MATCH_ROWTIME": true, "MATCH_PROCTIME": true,
}

// groupWindowFunctions are valid only in GROUP BY, where the binder binds them (plan's
// group_window.go); elsewhere they fail with the validator's error, as in Flink.
var groupWindowFunctions = map[string]bool{"TUMBLE": true, "HOP": true, "SESSION": true}

// TestAuditFunctions calls every function of Flink's that the binder lacks and requires a
// refusal at the call; every function the binder has must appear in a conformance case.
func TestAuditFunctions(t *testing.T) {
	have := map[string]bool{}
	for _, name := range plan.FunctionNames() {
		have[name] = true
	}
	for _, name := range plan.FlinkFunctionNames() {
		if have[name] || matchRecognizeFunctions[name] || groupWindowFunctions[name] {
			continue
		}
		script := "SET 'execution.runtime-mode' = 'batch';\nSELECT " + name + "(1);"
		_, err := run(t, script)
		if !errors.Is(err, ErrNotSupported) {
			t.Errorf("%s(1): got %v, want a refusal as not supported", name, err)
			continue
		}
		if at := refusalPlace(script, err); at != "2:8" {
			t.Errorf("%s(1): refused at %s, want 2:8", name, at)
		}
	}
	texts := conformanceTexts(t)
	for name := range have {
		word := regexp.MustCompile(`(?i)\b` + name + `\b`)
		if !word.MatchString(texts) {
			t.Errorf("the function %s runs, but no conformance case calls it", name)
		}
	}
}

func conformanceTexts(t *testing.T) string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "conformance", "cases", "*.sql"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no conformance cases: %v", err)
	}
	var sb strings.Builder
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sb.Write(b)
	}
	return sb.String()
}

// TestAuditRefusedGaps holds the known gaps that say "Flinkpad refuses ..." to what they say:
// the case must fail on Flinkpad with a refusal as not supported, not with another error and
// not with wrong rows, which the conformance suite would count as the same skipped gap.
func TestAuditRefusedGaps(t *testing.T) {
	dir := filepath.Join("..", "conformance")
	gaps, err := os.ReadFile(filepath.Join(dir, "known-gaps.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(gaps), "\n") {
		name, reason, ok := strings.Cut(line, ":")
		if !ok || strings.HasPrefix(line, "#") || !strings.HasPrefix(strings.TrimSpace(reason), "Flinkpad refuses ") {
			continue
		}
		name = strings.TrimSpace(name)
		t.Run(name, func(t *testing.T) {
			script, err := os.ReadFile(filepath.Join(dir, "cases", name+".sql"))
			if err != nil {
				t.Fatal(err)
			}
			text := strings.ReplaceAll(string(script), "${WORKDIR}", t.TempDir())
			te := NewTableEnvironment(Settings{Env: connector.Env{FS: vfs.OS(), Stdout: io.Discard, Stderr: io.Discard, Parallelism: 1}})
			err = te.RunScript(context.Background(), text, func(Outcome) {})
			if !errors.Is(err, ErrNotSupported) {
				t.Errorf("known-gaps.txt says %q, but the case gives %v", strings.TrimSpace(reason), err)
			}
		})
	}
}
