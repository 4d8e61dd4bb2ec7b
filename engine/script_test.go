package engine

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// runOne runs one statement through RunScript, as the SQL client's REPL and the gateway's
// script tests do, and returns its outcome.
func runOne(t *testing.T, te *TableEnvironment, stmt string) Outcome {
	t.Helper()
	var got Outcome
	_ = te.RunScript(context.Background(), stmt, func(o Outcome) { got = o })
	return got
}

// TestStatementSetOpenAcrossRunScript checks that BEGIN STATEMENT SET opened by one RunScript
// call queues the INSERTs of the next calls, and that END runs them as one finished job.
func TestStatementSetOpenAcrossRunScript(t *testing.T) {
	te, out := newTestEnv(t, "batch")
	mustExec(t, te, `CREATE TABLE p (id INT) WITH ('connector' = 'print', 'print-identifier' = 'p')`)
	for _, s := range []string{"BEGIN STATEMENT SET;", "INSERT INTO p VALUES (1);", "INSERT INTO p VALUES (2);"} {
		if o := runOne(t, te, s); o.Err != nil {
			t.Fatalf("%s: %v", s, o.Err)
		}
	}
	if out.Len() != 0 {
		t.Fatalf("queued INSERTs ran before END: %q", out.String())
	}
	if o := runOne(t, te, "CREATE TABLE q (id INT) WITH ('connector' = 'blackhole');"); o.Err == nil ||
		!strings.Contains(o.Err.Error(), "Only 'INSERT/CREATE TABLE AS' statement is allowed") {
		t.Fatalf("CREATE inside the set: %v", o.Err)
	}
	o := runOne(t, te, "END;")
	if o.Err != nil {
		t.Fatal(o.Err)
	}
	job, ok := o.Result.GetJobClient()
	if !ok || job.JobStatus() != Finished || !strings.HasPrefix(job.JobName(), "insert-into_default_catalog.default_database.p") {
		t.Fatalf("END's job: %v %v", ok, job)
	}
	if got := out.String(); got != "p> +I[1]\np> +I[2]\n" {
		t.Fatalf("printed %q", got)
	}
	if o := runOne(t, te, "END;"); o.Err == nil || !strings.Contains(o.Err.Error(), "No Statement Set to submit.") {
		t.Fatalf("second END: %v", o.Err)
	}
}

// TestSetListsAndChecksOptions checks SET without a key, the values SET refuses, and RESET.
func TestSetListsAndChecksOptions(t *testing.T) {
	te := NewTableEnvironment(Settings{Config: map[string]string{"execution.target": "remote"}})
	for _, s := range []string{"SET table.dml-sync = true;", "SET 'pipeline.name' = 'x y';"} {
		if o := runOne(t, te, s); o.Err != nil {
			t.Fatalf("%s: %v", s, o.Err)
		}
	}
	o := runOne(t, te, "SET;")
	if o.Err != nil {
		t.Fatal(o.Err)
	}
	var rows []string
	for _, r := range o.Result.Rows {
		rows = append(rows, r.Values[0].(string)+"="+r.Values[1].(string))
	}
	if got, want := strings.Join(rows, ","), "execution.target=remote,pipeline.name=x y,table.dml-sync=true"; got != want {
		t.Fatalf("SET; lists %s, want %s", got, want)
	}
	for stmt, want := range map[string]string{
		"SET 'table.sql-dialect' = 'unknown';":       "No enum constant org.apache.flink.table.api.SqlDialect.UNKNOWN",
		"SET execution.runtime-mode = fast;":         "Could not parse value for enum class org.apache.flink.api.common.RuntimeExecutionMode.",
		"SET 'parallelism.default' = 'two';":         `For input string: "two"`,
		"SET 'execution.runtime-mode' = 'automatic'": "Unsupported mode 'AUTOMATIC'",
	} {
		if o := runOne(t, te, stmt); o.Err == nil || !strings.Contains(o.Err.Error(), want) {
			t.Errorf("%s: %v, want %q", stmt, o.Err, want)
		}
	}
	if te.Config().Get(KeySQLDialect) != "" || te.Config().Get(KeyRuntimeMode) != "" {
		t.Errorf("a refused SET changed the configuration")
	}
	runOne(t, te, "RESET table.dml-sync;")
	if te.Config().Get(KeyDMLSync) != "" || te.Config().Get("pipeline.name") != "x y" {
		t.Errorf("RESET table.dml-sync reset the wrong keys")
	}
	runOne(t, te, "RESET;")
	if keys := te.Config().Keys(); len(keys) != 1 || keys[0] != "execution.target" {
		t.Errorf("after RESET the keys are %v", keys)
	}
}

// TestSetListsWithoutDefaults checks SET without a key in an environment whose Settings give no
// configuration: it lists what the session set.
func TestSetListsWithoutDefaults(t *testing.T) {
	te := NewTableEnvironment(Settings{})
	if o := runOne(t, te, "SET;"); o.Err != nil || len(o.Result.Rows) != 0 {
		t.Fatalf("SET; of an empty session: %v, %v", o.Err, o.Result)
	}
	runOne(t, te, "SET execution.runtime-mode = batch;")
	o := runOne(t, te, "SET;")
	if o.Err != nil || len(o.Result.Rows) != 1 || o.Result.Rows[0].Values[1] != "batch" {
		t.Fatalf("SET; after one SET: %v, %v", o.Err, o.Result)
	}
}

// TestStmtsNoInternalErrors runs odd forms of the statements of SET, EXPLAIN's details, plan
// files and procedures: each succeeds or fails with an error, never with an internal error.
func TestStmtsNoInternalErrors(t *testing.T) {
	setup := []string{
		"CREATE TABLE g (id INT, name STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');",
		"CREATE TABLE f (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '/f', 'format' = 'csv');",
		"CREATE TABLE k (id INT NOT NULL, name STRING) WITH ('connector' = 'blackhole');",
		"CREATE TABLE p (id INT, name STRING) WITH ('connector' = 'print');",
	}
	odd := []string{
		"SET", "SET ;", "SET a", "SET a =", "SET = b", "SET 'a' =", "RESET a b", "RESET ''", "SET '' = ''",
		"SET 'table.sql-dialect' = ''", "SET 'parallelism.default' = '99999999999'",
		"EXPLAIN ESTIMATED_COST SELECT id, COUNT(*) FROM g GROUP BY id",
		"EXPLAIN ESTIMATED_COST SELECT * FROM f",
		"EXPLAIN ESTIMATED_COST SELECT id FROM g WHERE id IN (1, 2)",
		"EXPLAIN ESTIMATED_COST, JSON_EXECUTION_PLAN, PLAN_ADVICE, CHANGELOG_MODE SELECT g.id FROM g JOIN f ON g.id = f.id",
		"EXPLAIN JSON_EXECUTION_PLAN STATEMENT SET BEGIN INSERT INTO k SELECT id, name FROM g; INSERT INTO p SELECT id, name FROM f; END",
		"EXPLAIN JSON_EXECUTION_PLAN SELECT * FROM g UNION ALL SELECT * FROM g",
		"EXPLAIN JSON_EXECUTION_PLAN INSERT INTO k SELECT id, name FROM g",
		"EXPLAIN PLAN_ADVICE SELECT name, COUNT(DISTINCT id) FROM g GROUP BY name",
		"EXPLAIN PLAN_ADVICE SELECT COUNT(*) FROM g",
		"EXPLAIN EXECUTE STATEMENT SET BEGIN INSERT INTO k SELECT id, name FROM g; END",
		"COMPILE PLAN '' FOR INSERT INTO k SELECT id, name FROM g",
		"COMPILE PLAN 'hdfs://x/p.json' FOR INSERT INTO k SELECT id, name FROM g",
		"COMPILE PLAN 'file:' FOR INSERT INTO k SELECT id, name FROM g",
		"COMPILE PLAN '/f' FOR INSERT INTO k SELECT id, name FROM g",
		"EXECUTE PLAN ''", "EXECUTE PLAN '/'", "EXECUTE PLAN 'file://'",
		"CALL p()", "CALL a.b.c.d(1)", "CALL nope.x.y(1, 'a', NULL)",
		"SHOW PROCEDURES FROM nodb", "SHOW PROCEDURES IN a.b.c", "SHOW PROCEDURES LIKE 'x'",
		"HELP", "QUIT;",
	}
	te, _ := newTestEnv(t, "streaming")
	for _, s := range setup {
		if o := runOne(t, te, s); o.Err != nil {
			t.Fatalf("%s: %v", s, o.Err)
		}
	}
	for _, s := range odd {
		if o := runOne(t, te, s); errors.Is(o.Err, ErrInternal) {
			t.Errorf("%s: %v", s, o.Err)
		}
	}
}

// flinkpad.optimizer.disabled-passes takes only the optional passes: switching off one the
// executor needs (merge-calc made a TUMBLE aggregate run as a group aggregate) is refused as
// not supported, and a name that is no pass as a bad argument, both without changing the
// configuration.
func TestSetDisabledPassesTakesOnlyOptionalOnes(t *testing.T) {
	te := NewTableEnvironment(Settings{})
	if o := runOne(t, te, "SET 'flinkpad.optimizer.disabled-passes' = 'prune-columns, reduce-constants';"); o.Err != nil {
		t.Fatalf("optional passes: %v", o.Err)
	}
	o := runOne(t, te, "SET 'flinkpad.optimizer.disabled-passes' = 'prune-columns,merge-calc';")
	if !errors.Is(o.Err, ErrNotSupported) || !strings.Contains(o.Err.Error(), "'merge-calc'") {
		t.Errorf("merge-calc: %v, want a NotSupported refusal naming it", o.Err)
	}
	o = runOne(t, te, "SET 'flinkpad.optimizer.disabled-passes' = 'no-such-pass';")
	if o.Err == nil || !strings.Contains(o.Err.Error(), "There is no optimizer pass 'no-such-pass'") {
		t.Errorf("an unknown pass: %v, want it named as no pass", o.Err)
	}
	if got := te.Config().Get(KeyDisabledPasses); got != "prune-columns, reduce-constants" {
		t.Errorf("after the refusals the passes switched off are %q", got)
	}
}
