package flinkq

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Flink's test asserts that the printed statements rebuild the file; for that to mean anything
// here, the pieces Parse returns must rebuild each shipped file too, up to its last tag.
func TestParseRebuildsEachFile(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join(dataDir, "*", "*.q"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no .q files: %v", err)
	}
	for _, p := range paths {
		raw, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		text := string(raw)
		var rebuilt strings.Builder
		stmts := Parse(text)
		for _, st := range stmts {
			rebuilt.WriteString(st.Comment + st.SQL + st.Expected)
		}
		if !strings.HasPrefix(text, rebuilt.String()) || strings.Contains(text[rebuilt.Len():], "\n!output") {
			t.Errorf("%s: the statements do not rebuild the file", p)
		}
		tags := 0
		for _, line := range splitLines(text) {
			if line == tagOK || line == tagInfo || line == tagError {
				tags++
			}
		}
		if len(stmts) != tags {
			t.Errorf("%s: %d statements, %d tags", p, len(stmts), tags)
		}
	}
}

func TestParse(t *testing.T) {
	file := "# a comment\n\nSELECT 1,\n  2;\n!output\n+---+\n!ok\nbad;\n !output \norg.x.E: m\nat line 3\n!error\n# trailing\n"
	stmts := Parse(file)
	if len(stmts) != 2 {
		t.Fatalf("got %d statements, want 2", len(stmts))
	}
	first, second := stmts[0], stmts[1]
	if first.Line != 3 || first.Comment != "# a comment\n\n" || first.SQL != "SELECT 1,\n  2;\n" || first.Expected != "!output\n+---+\n!ok\n" {
		t.Errorf("first statement: %+v", first)
	}
	// The output line may carry blanks; the test prints it again without them.
	if second.Line != 8 || second.SQL != "bad;\n" || second.Expected != "!output\norg.x.E: m\nat line 3\n!error\n" {
		t.Errorf("second statement: %+v", second)
	}
	if got := statementText(first.SQL); got != "SELECT 1,\n  2" {
		t.Errorf("statementText = %q", got)
	}
}

func TestSubstitute(t *testing.T) {
	vars := map[string]string{"$VAR_STREAMING_PATH": "/s", "$VAR_STREAMING_PATH2": "/t", "$VAR_BATCH_PATH": "$VAR_STREAMING_PATH"}
	got := substitute("'$VAR_STREAMING_PATH2' '$VAR_STREAMING_PATH' '$VAR_BATCH_PATH'", vars)
	// The longer name wins, and a replacement is not searched again.
	if want := "'/t' '/s' '$VAR_STREAMING_PATH'"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestVariables(t *testing.T) {
	dir := t.TempDir()
	vars, err := variables(dir, filepath.Join(dir, "streaming"))
	if err != nil {
		t.Fatal(err)
	}
	if info, err := os.Stat(vars["$VAR_BATCH_CTAS_PATH"]); err != nil || !info.IsDir() {
		t.Errorf("$VAR_BATCH_CTAS_PATH is no folder: %v", err)
	}
	if got := vars["$VAR_STREAMING_PLAN_RELATIVE_PATH"]; got != filepath.Join("..", "streaming_compiled_plan") {
		t.Errorf("relative plan path = %q", got)
	}
}

func TestKindOf(t *testing.T) {
	for text, want := range map[string]statementKind{
		"  select 1":                  kindQuery,
		"show create table t":         kindShowCreate,
		"SHOW TABLES":                 kindOther,
		"explain plan for select 1":   kindExplain,
		"WITH a AS (SELECT 1) SELECT": kindOther, // as Flink's StatementType.match
	} {
		if got := kindOf(text); got != want {
			t.Errorf("kindOf(%q) = %d, want %d", text, got, want)
		}
	}
}

func TestNormalizeIDs(t *testing.T) {
	in := "\n{ \"id\" : 12, \"type\" : \"Calc[3]\", \"contents\" : \"[7]:Calc(select=[a])\" }\n"
	want := `{ "id" : , "type" : "Calc[]", "contents" : "[]:Calc(select=[a])" }`
	if got := normalizeIDs(in); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestErrorText(t *testing.T) {
	got := errorText(errors.New("Encountered \"x\" at line 12, column 3.  "), context.Background())
	if want := "org.apache.flink.table.api.TableException: Encountered \"x\" at line 0, column 3.\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestReadList(t *testing.T) {
	dir := t.TempDir()
	write := func(text string) string {
		p := filepath.Join(dir, "list.txt")
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	list, err := ReadList(write("# comment\n\ngateway/set.q:18: needs a: colon\n"))
	if err != nil || list[Key("gateway/set.q", 18)] != "needs a: colon" || len(list) != 1 {
		t.Errorf("got %v, %v", list, err)
	}
	for _, bad := range []string{"gateway/set.q:18\n", "gateway/set.q:x: r\n", "gateway/set.q:18:  \n", "a.q:1: r\na.q:1: s\n"} {
		if _, err := ReadList(write(bad)); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// The session prints each kind of result as the gateway test does.
func TestSessionRun(t *testing.T) {
	dir := t.TempDir()
	s := NewSession(io.Discard)
	ctx := context.Background()
	steps := []struct{ sql, want string }{
		{"SET 'execution.runtime-mode' = 'streaming';\n", "!output\n+--------+\n| result |\n+--------+\n|     OK |\n+--------+\n1 row in set\n!ok\n"},
		{"CREATE TABLE t (id INT, s STRING) WITH ('connector' = 'filesystem', 'path' = '" + dir + "', 'format' = 'csv');\n", "!output\n+--------+\n| result |\n+--------+\n|     OK |\n+--------+\n1 row in set\n!ok\n"},
		{"INSERT INTO t VALUES (1, CAST(NULL AS STRING)), (22, 'x');\n", "!output\nJob ID:\n!info\n"},
		{"SELECT * FROM t;\n", "!output\n+----+----+---+\n| op | id | s |\n+----+----+---+\n| +I |  1 |   |\n| +I | 22 | x |\n+----+----+---+\n2 rows in set\n!ok\n"},
		{"SELECT * FROM t WHERE id < 0;\n", "!output\nEmpty set\n!ok\n"},
		{"DROP TABLE missing;\n", "!output\norg.apache.flink.table.api.ValidationException: Table with identifier 'default_catalog.default_database.missing' does not exist.\n!error\n"},
	}
	for _, step := range steps {
		if got := s.Run(ctx, step.sql); got != step.want {
			t.Errorf("%s: got\n%s\nwant\n%s", step.sql, got, step.want)
		}
	}
}
