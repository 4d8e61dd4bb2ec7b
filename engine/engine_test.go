package engine

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/types"
)

func run(t *testing.T, script string) ([]Outcome, error) {
	t.Helper()
	te := NewTableEnvironment(Settings{})
	var outs []Outcome
	err := te.RunScript(context.Background(), script, func(o Outcome) { outs = append(outs, o) })
	return outs, err
}

func rows(r *TableResult) []string {
	var out []string
	for _, row := range r.Rows {
		out = append(out, types.FormatRow(row.Kind, r.ColumnTypes(), row.Values))
	}
	return out
}

func TestDDLAndDescribe(t *testing.T) {
	outs, err := run(t, `-- header
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a VARCHAR, b DECIMAL, i INT NOT NULL, j AS a || 'x', k BIGINT METADATA FROM 'offset' VIRTUAL,
  h TIMESTAMP_LTZ(3), PRIMARY KEY (i) NOT ENFORCED, WATERMARK FOR h AS h - INTERVAL '5' SECOND)
  WITH ('connector' = 'blackhole');
DESCRIBE t;
SHOW TABLES;`)
	if err != nil {
		t.Fatal(err)
	}
	if !outs[0].Streaming || outs[2].Streaming {
		t.Errorf("SET 'execution.runtime-mode' = 'batch' runs in the default streaming mode and applies to later statements")
	}
	// Recorded from Flink 2.3 by the conformance case catalog_describe_show_create.
	want := []string{
		"+I[a, STRING, true, null, null, null]",
		"+I[b, DECIMAL(10, 0), true, null, null, null]",
		"+I[i, INT, false, PRI(i), null, null]",
		"+I[j, STRING, true, null, AS `a` || 'x', null]",
		"+I[k, BIGINT, true, null, METADATA FROM 'offset' VIRTUAL, null]",
		"+I[h, TIMESTAMP_LTZ(3), true, null, null, `h` - INTERVAL '5' SECOND]",
	}
	if got := rows(outs[2].Result); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("DESCRIBE:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if got := rows(outs[3].Result); len(got) != 1 || got[0] != "+I[t]" {
		t.Errorf("SHOW TABLES = %q", got)
	}
}

// Flink counts a parse error's line and column from the start of the statement's text, which
// begins with any comment before it; recorded by the case seed_country_page_view_unquoted_error
// and the CREATE TABLE statements of the case catalog_describe_show_create.
func TestErrorsCountFromTheStatement(t *testing.T) {
	outs, err := run(t, "SET 'a' = 'b';\n-- the next one is wrong\nCREATE TABLE t (a INT, PRIMARY KEY (b) NOT ENFORCED) WITH ('connector' = 'blackhole');")
	if err == nil || len(outs) != 2 {
		t.Fatalf("want the second statement to fail, got %d outcomes, %v", len(outs), err)
	}
	want := "org.apache.flink.table.api.ValidationException: Primary key column 'b' is not defined in the schema at line 2, column 37"
	if got := FlinkMessage(err); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	_, err = run(t, "SHOW TABLES;\n\n  SELECT id amount name FROM t;")
	want = `org.apache.flink.sql.parser.impl.ParseException: Encountered "name" at line 1, column 18.`
	if got := FlinkMessage(err); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestClientStatementSet(t *testing.T) {
	for _, tt := range []struct {
		script, wantErr string
		failAt          int
	}{
		{"BEGIN STATEMENT SET;\nEND;", "", 0},
		{"END;", "No Statement Set to submit. 'END' statement should be used after 'BEGIN STATEMENT SET'.", 1},
		{"BEGIN STATEMENT SET;\nSHOW TABLES;", "Only 'INSERT/CREATE TABLE AS' statement is allowed in Statement Set or use 'END' statement to submit Statement Set.", 2},
		{"BEGIN STATEMENT SET;\nBEGIN STATEMENT SET;", "Only 'INSERT/CREATE TABLE AS' statement is allowed", 2},
	} {
		outs, err := run(t, tt.script)
		if tt.wantErr == "" {
			if err != nil {
				t.Errorf("%q: %v", tt.script, err)
			}
			continue
		}
		msg := FlinkMessage(err)
		if !strings.HasPrefix(msg, "org.apache.flink.table.gateway.service.utils.SqlExecutionException: "+tt.wantErr) || outs[len(outs)-1].Index != tt.failAt {
			t.Errorf("%q: got %s at statement %d", tt.script, msg, outs[len(outs)-1].Index)
		}
	}
}

func TestNotSupportedYet(t *testing.T) {
	// Streaming is the default mode; a Top-N with an offset there emits a changelog that the
	// streaming issue has not brought yet.
	_, err := run(t, "CREATE TABLE t (a INT) WITH ('connector' = 'blackhole');\nINSERT INTO t SELECT x FROM (VALUES (1)) AS v(x) ORDER BY x LIMIT 1 OFFSET 1;")
	if !errors.Is(err, ErrNotSupported) {
		t.Errorf("an updating INSERT in streaming mode should be reported as not supported yet, got %v", err)
	}
}

func TestExecuteSQLAndConfig(t *testing.T) {
	te := NewTableEnvironment(Settings{})
	ctx := context.Background()
	if !te.Config().Streaming() {
		t.Errorf("streaming is Flink's default runtime mode")
	}
	for _, stmt := range []string{"SET 'execution.runtime-mode' = 'batch'", "CREATE DATABASE shop", "USE shop"} {
		if _, err := te.ExecuteSQL(ctx, stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	if te.Config().Streaming() || te.Catalog().CurrentDatabase() != "shop" {
		t.Errorf("SET or USE had no effect")
	}
	if _, err := te.ExecuteSQL(ctx, "RESET"); err != nil || !te.Config().Streaming() {
		t.Errorf("RESET should restore the default runtime mode (err %v)", err)
	}
	r, err := te.ExecuteSQL(ctx, "DESCRIBE nope")
	if err == nil || r != nil {
		t.Fatalf("DESCRIBE of a missing table should fail")
	}
	if got := FlinkMessage(err); got != "org.apache.flink.table.api.ValidationException: Tables or views with the identifier 'default_catalog.shop.nope' doesn't exist." {
		t.Errorf("got %s", got)
	}
}

func TestGuardTurnsPanicsIntoErrors(t *testing.T) {
	var nilMap map[string]int
	_, err := guard(func() (*TableResult, error) {
		nilMap["x"] = 1 // a bug: writing to a nil map panics
		return nil, nil
	})
	if !errors.Is(err, ErrInternal) || !strings.HasPrefix(FlinkMessage(err), "flinkpad.InternalError: Flinkpad internal error") {
		t.Errorf("got %v", err)
	}
	r, err := guard(func() (*TableResult, error) { return resultOK(), nil })
	if err != nil || r.Rows[0].Values[0] != "OK" {
		t.Errorf("guard changed a normal result: %v, %v", r, err)
	}
}
