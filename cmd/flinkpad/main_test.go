package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine"
)

func TestRunFile(t *testing.T) {
	script := filepath.Join(t.TempDir(), "s.sql")
	os.WriteFile(script, []byte(`SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING) WITH ('connector' = 'blackhole');
SHOW TABLES;
DESCRIBE nope;
SHOW TABLES;`), 0o644)
	var out, errOut bytes.Buffer
	code := run(context.Background(), []string{"-f", script}, nil, &out, &errOut)
	if code != 1 {
		t.Errorf("exit status %d, want 1 after an error", code)
	}
	want := `[INFO] Execute statement succeeded.
[INFO] Execute statement succeeded.
+------------+
| table name |
+------------+
|          t |
+------------+
1 row in set
[ERROR] Could not execute SQL statement. Reason:
org.apache.flink.table.api.ValidationException: Tables or views with the identifier 'default_catalog.default_database.nope' doesn't exist.
`
	if out.String() != want {
		t.Errorf("output:\n%s\nwant:\n%s", out.String(), want)
	}
}

func TestREPLGoesOnAfterErrors(t *testing.T) {
	in := strings.NewReader("SHOW\n  CATALOGS;\nDESCRIBE nope;\nSHOW CURRENT DATABASE;\n")
	var out bytes.Buffer
	if code := run(context.Background(), nil, in, &out, &out); code != 0 {
		t.Errorf("exit status %d", code)
	}
	for _, want := range []string{"Flink SQL> ", "default_catalog", "[ERROR]", "default_database"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

// noTimeCost turns off the time cost the client prints after a query, for outputs a test
// compares whole.
const noTimeCost = "SET 'sql-client.display.print-time-cost' = 'false';\n"

// runFile runs a script with -f and returns its output.
func runFile(t *testing.T, script string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s.sql")
	if err := os.WriteFile(path, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if code := run(context.Background(), []string{"-f", path}, nil, &out, &out); code != 0 {
		t.Fatalf("exit status %d:\n%s", code, out.String())
	}
	return out.String()
}

// DESCRIBE prints NULL as an empty cell; the expected table is Flink 2.3's, from the SQL
// gateway's own script test (table.q).
func TestDescribePrintsNullsEmpty(t *testing.T) {
	out := runFile(t, "CREATE TABLE IF NOT EXISTS orders (\n `user` BIGINT NOT NULl,\n product VARCHAR(32),\n"+
		" amount INT,\n ts TIMESTAMP(3),\n ptime AS PROCTIME(),\n PRIMARY KEY(`user`) NOT ENFORCED,\n"+
		" WATERMARK FOR ts AS ts - INTERVAL '1' SECONDS\n) with (\n 'connector' = 'datagen'\n);\n"+
		"SET 'table.display.max-column-width' = '10';\ndescribe orders;\n")
	want := `[INFO] Execute statement succeeded.
[INFO] Execute statement succeeded.
+---------+-----------------------------+-------+-----------+---------------+----------------------------+
|    name |                        type |  null |       key |        extras |                  watermark |
+---------+-----------------------------+-------+-----------+---------------+----------------------------+
|    user |                      BIGINT | FALSE | PRI(user) |               |                            |
| product |                 VARCHAR(32) |  TRUE |           |               |                            |
|  amount |                         INT |  TRUE |           |               |                            |
|      ts |      TIMESTAMP(3) *ROWTIME* |  TRUE |           |               | ` + "`ts`" + ` - INTERVAL '1' SECOND |
|   ptime | TIMESTAMP_LTZ(3) *PROCTIME* | FALSE |           | AS PROCTIME() |                            |
+---------+-----------------------------+-------+-----------+---------------+----------------------------+
5 rows in set
`
	if out != want {
		t.Errorf("output:\n%s\nwant:\n%s", out, want)
	}
}

// SHOW CREATE TABLE and EXPLAIN print their one text cell whole, lines and all, in a column as
// wide as the text is long, as the client's Printer does with every result that is no query.
func TestTextResultsAreNeverCut(t *testing.T) {
	const ddl = "CREATE TABLE t (a INT, b STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '1')"
	for _, stmt := range []string{"SHOW CREATE TABLE t", "EXPLAIN SELECT a, b FROM t"} {
		te := engine.NewTableEnvironment(engine.Settings{})
		if err := te.RunScript(context.Background(), ddl, func(engine.Outcome) {}); err != nil {
			t.Fatal(err)
		}
		var text string
		te.RunScript(context.Background(), stmt, func(o engine.Outcome) {
			if o.Err != nil {
				t.Fatal(o.Err)
			}
			text = o.Result.Rows[0].Values[0].(string)
		})
		border := "+" + strings.Repeat("-", len(text)+2) + "+\n"
		want := "[INFO] Execute statement succeeded.\n" + border +
			"| " + strings.Repeat(" ", len(text)-len("result")) + "result |\n" + border +
			"| " + text + " |\n" + border + "1 row in set\n"
		if out := runFile(t, ddl+";\n"+stmt+";\n"); out != want {
			t.Errorf("%s printed:\n%s\nwant:\n%s", stmt, out, want)
		}
	}
}

// A batch query's columns are as wide as their values, cut at the last
// table.display.max-column-width set, <NULL> included, as CliTableauResultView prints them.
func TestBatchQueryMaxColumnWidth(t *testing.T) {
	out := runFile(t, "SET 'execution.runtime-mode' = 'batch';\n"+noTimeCost+
		"SET 'table.display.max-column-width' = '10';\nSET 'table.display.max-column-width' = '5';\n"+
		"SELECT 'abcdefghij' AS s, CAST(NULL AS INT) AS n, 'ab' AS shortish;\n")
	want := strings.Repeat("[INFO] Execute statement succeeded.\n", 4) +
		"+-------+-------+-------+\n" +
		"|     s |     n | sh... |\n" +
		"+-------+-------+-------+\n" +
		"| ab... | <N... |    ab |\n" +
		"+-------+-------+-------+\n" +
		"1 row in set\n"
	if out != want {
		t.Errorf("output:\n%s\nwant:\n%s", out, want)
	}
}

// In streaming mode the widths come from the types, a STRING column as wide as the last
// table.display.max-column-width set.
func TestStreamingQueryMaxColumnWidth(t *testing.T) {
	out := runFile(t, "SET 'execution.runtime-mode' = 'streaming';\n"+noTimeCost+
		"SET 'table.display.max-column-width' = '40';\nSET 'table.display.max-column-width' = '8';\n"+
		"SELECT s FROM (VALUES ('abcdefghij')) AS T(s);\n")
	want := strings.Repeat("[INFO] Execute statement succeeded.\n", 4) +
		"+----+----------+\n" +
		"| op |        s |\n" +
		"+----+----------+\n" +
		"| +I | abcde... |\n" +
		"+----+----------+\n" +
		"Received a total of 1 row\n"
	if out != want {
		t.Errorf("output:\n%s\nwant:\n%s", out, want)
	}
}

// replOutput runs the interactive client on input that is not a terminal.
func replOutput(t *testing.T, input string) (string, int) {
	t.Helper()
	var out bytes.Buffer
	code := run(context.Background(), []string{"-history", filepath.Join(t.TempDir(), "h")}, strings.NewReader(input), &out, &out)
	return out.String(), code
}

// A statement ends only at a semicolon outside literals and comments; the prompt continues
// until then.
func TestREPLMultiLineStatements(t *testing.T) {
	out, code := replOutput(t, "SET 'execution.runtime-mode' = 'batch';\n"+noTimeCost+
		"SELECT 'a;\nb' AS x, -- a comment;\n  2 AS `y;` /* also; */\n;\n")
	if code != 0 {
		t.Errorf("exit status %d", code)
	}
	want := "\nFlink SQL> [INFO] Execute statement succeeded.\n" +
		"\nFlink SQL> [INFO] Execute statement succeeded.\n" +
		"\nFlink SQL> > > > +------+----+\n" +
		"|    x | y; |\n" +
		"+------+----+\n" +
		"| a;\nb |  2 |\n" +
		"+------+----+\n" +
		"1 row in set\n" +
		"\nFlink SQL> \n"
	if out != want {
		t.Errorf("output:\n%q\nwant:\n%q", out, want)
	}
}

// A statement set begun in one entry queues the INSERTs of the next ones until END, and a
// statement other than INSERT inside it fails without closing it.
func TestREPLStatementSetAcrossEntries(t *testing.T) {
	out, _ := replOutput(t, "SET 'execution.runtime-mode' = 'batch';\n"+
		"CREATE TABLE snk (a INT) WITH ('connector' = 'print', 'print-identifier' = 'p');\n"+
		"BEGIN STATEMENT SET;\nINSERT INTO snk VALUES (1);\nSELECT 1;\nINSERT INTO snk VALUES (2);\nEND;\n")
	queued := strings.Index(out, "INSERT INTO snk VALUES (2)")
	if i := strings.Index(out, "p> +I[1]"); i < 0 || !strings.Contains(out[i:], "p> +I[2]") {
		t.Fatalf("the set's INSERTs did not run together at END:\n%s", out)
	}
	if strings.Count(out, "p> ") != 2 || strings.Index(out, "p> ") < queued {
		t.Errorf("rows printed before END:\n%s", out)
	}
	if !strings.Contains(out, "[ERROR] Could not execute SQL statement. Reason:\n"+
		"org.apache.flink.table.gateway.service.utils.SqlExecutionException: Only 'INSERT/CREATE TABLE AS' statement is allowed in Statement Set") {
		t.Errorf("the SELECT inside the set did not fail as the client's does:\n%s", out)
	}
}

// HELP prints the client's help, CLEAR clears the screen (with empty lines when it is no
// terminal), and QUIT ends the session before the statements after it.
func TestREPLCommands(t *testing.T) {
	out, code := replOutput(t, "help;\nCLEAR;\nquit;\nSHOW CURRENT CATALOG;\n")
	if code != 0 {
		t.Errorf("exit status %d", code)
	}
	want := "\nFlink SQL> " + helpText() + "\n" + "\nFlink SQL> " + strings.Repeat("\n", 200) +
		"\nFlink SQL> " + messageQuit + "\n"
	if out != want {
		t.Errorf("output:\n%q\nwant:\n%q", out, want)
	}
	if !strings.Contains(helpText(), "BEGIN STATEMENT SET\t\tBegins a statement set. Syntax: \"BEGIN STATEMENT SET;\"\n") ||
		!strings.Contains(helpText(), "\nHELP               \t\tPrints the available commands.\n") {
		t.Errorf("the help does not pad the commands as the client does:\n%s", helpText())
	}
}

// EXIT ends the session too; input that ends inside a statement ends the session without it.
func TestREPLExitAndUnfinishedInput(t *testing.T) {
	if out, _ := replOutput(t, "EXIT;\nSHOW CATALOGS;\n"); strings.Contains(out, "default_catalog") {
		t.Errorf("a statement after EXIT ran:\n%s", out)
	}
	out, code := replOutput(t, "SHOW CATALOGS;\nSHOW\n")
	if code != 0 || strings.Count(out, "default_catalog") != 1 || !strings.HasSuffix(out, "\nFlink SQL> > \n") {
		t.Errorf("exit status %d, output:\n%q", code, out)
	}
}

// A query's last line tells how long it took, as the client's does by default; a value of
// sql-client.display.print-time-cost that is no boolean fails the query's printing with the
// client's error, and stops the script.
func TestQueryTimeCost(t *testing.T) {
	out := runFile(t, "SET 'execution.runtime-mode' = 'batch';\nSELECT 1 AS a;\nSELECT 1 AS a WHERE FALSE;\n"+
		"SET 'execution.runtime-mode' = 'streaming';\nSELECT 1 AS a;\nSHOW CURRENT CATALOG;\n")
	for _, want := range []string{`\n1 row in set \(\d+\.\d\d seconds\)\n`, `\nEmpty set \(\d+\.\d\d seconds\)\n`,
		`\nReceived a total of 1 row \(\d+\.\d\d seconds\)\n`, `\n1 row in set\n$`} {
		if !regexp.MustCompile(want).MatchString(out) {
			t.Errorf("output lacks %s:\n%s", want, out)
		}
	}
	path := filepath.Join(t.TempDir(), "s.sql")
	os.WriteFile(path, []byte("SET 'execution.runtime-mode' = 'batch';\nSET 'sql-client.display.print-time-cost' = 'maybe';\n"+
		"SELECT 1 AS a;\nSHOW CURRENT CATALOG;\n"), 0o644)
	var buf bytes.Buffer
	if code := run(context.Background(), []string{"-f", path}, nil, &buf, &buf); code != 1 {
		t.Errorf("exit status %d, want 1", code)
	}
	want := "[INFO] Execute statement succeeded.\n[INFO] Execute statement succeeded.\n" +
		"[ERROR] Could not execute SQL statement. Reason:\n" +
		"java.lang.IllegalArgumentException: Unrecognized option for boolean: maybe. Expected either true or false(case insensitive)\n"
	if buf.String() != want {
		t.Errorf("output:\n%s\nwant:\n%s", buf.String(), want)
	}
}

// With table.dml-sync, a statement that runs a job reports its end as the client does; without
// it, and for the INSERTs a statement set queues, the statement succeeded.
func TestDMLSyncReport(t *testing.T) {
	out := runFile(t, "SET 'execution.runtime-mode' = 'batch';\n"+
		"CREATE TABLE snk (a INT) WITH ('connector' = 'blackhole');\n"+
		"INSERT INTO snk VALUES (1);\nSET 'table.dml-sync' = 'true';\nINSERT INTO snk VALUES (1);\n"+
		"BEGIN STATEMENT SET;\nINSERT INTO snk VALUES (1);\nEND;\nBEGIN STATEMENT SET;\nEND;\n"+
		"EXECUTE STATEMENT SET BEGIN INSERT INTO snk VALUES (1); END;\n")
	const ok, done = "[INFO] Execute statement succeeded.\n", "[INFO] Complete execution of the SQL update statement.\n"
	want := ok + ok + ok + ok + done + ok + ok + done + ok + ok + done
	if out != want {
		t.Errorf("output:\n%s\nwant:\n%s", out, want)
	}
}
