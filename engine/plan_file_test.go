package engine

import (
	"errors"
	"io"
	"strings"
	"testing"
)

// runAll runs statements one by one through RunScript and returns the last outcome, failing
// the test at an earlier error.
func runAll(t *testing.T, te *TableEnvironment, stmts ...string) Outcome {
	t.Helper()
	var o Outcome
	for i, s := range stmts {
		o = runOne(t, te, s)
		if o.Err != nil && i < len(stmts)-1 {
			t.Fatalf("%s: %v", s, o.Err)
		}
	}
	return o
}

// TestPlanFiles checks COMPILE PLAN, EXECUTE PLAN and COMPILE AND EXECUTE PLAN over the
// environment's file system: the plan runs the INSERT it was compiled for, an existing file is
// kept or refused as Flink keeps or refuses it, and a plan whose tables changed is refused.
func TestPlanFiles(t *testing.T) {
	te, out := newTestEnv(t, "streaming")
	runAll(t, te,
		"CREATE TABLE p (id INT, name STRING) WITH ('connector' = 'print', 'print-identifier' = 'p');",
		"COMPILE PLAN 'file:///plans/one.json' FOR INSERT INTO p VALUES (1, 'a');")
	if out.Len() != 0 {
		t.Fatalf("COMPILE PLAN ran the INSERT: %q", out.String())
	}
	f, err := te.env.FS.Open("/plans/one.json")
	if err != nil {
		t.Fatal(err)
	}
	data, _ := io.ReadAll(f)
	f.Close()
	if !strings.Contains(string(data), `"flinkpadPlan": 1`) || !strings.Contains(string(data), "INSERT INTO p VALUES (1, 'a')") {
		t.Fatalf("plan file:\n%s", data)
	}
	o := runAll(t, te, "EXECUTE PLAN '/plans/one.json';")
	if _, ok := o.Result.GetJobClient(); o.Err != nil || !ok || out.String() != "p> +I[1, a]\n" {
		t.Fatalf("EXECUTE PLAN: %v, printed %q", o.Err, out.String())
	}
	out.Reset()
	// A plan that exists: COMPILE PLAN refuses, IF NOT EXISTS keeps it, COMPILE AND EXECUTE
	// runs the one in the file.
	if o := runAll(t, te, "COMPILE PLAN '/plans/one.json' FOR INSERT INTO p VALUES (2, 'b');"); o.Err == nil ||
		!strings.Contains(o.Err.Error(), "Cannot overwrite the plan file '/plans/one.json'.") {
		t.Fatalf("COMPILE PLAN over a plan: %v", o.Err)
	}
	runAll(t, te, "COMPILE PLAN '/plans/one.json' IF NOT EXISTS FOR INSERT INTO p VALUES (2, 'b');",
		"COMPILE AND EXECUTE PLAN '/plans/one.json' FOR INSERT INTO p VALUES (3, 'c');")
	if out.String() != "p> +I[1, a]\n" {
		t.Fatalf("COMPILE AND EXECUTE of an existing plan printed %q", out.String())
	}
	out.Reset()
	runAll(t, te, "SET 'table.plan.force-recompile' = 'true';",
		"COMPILE PLAN '/plans/one.json' FOR INSERT INTO p VALUES (4, 'd');",
		"EXECUTE PLAN '/plans/one.json';")
	if out.String() != "p> +I[4, d]\n" {
		t.Fatalf("the recompiled plan printed %q", out.String())
	}
	// The plan recorded the table it was compiled over.
	o = runAll(t, te, "DROP TABLE p;",
		"CREATE TABLE p (id INT, name STRING, extra INT) WITH ('connector' = 'print', 'print-identifier' = 'p');",
		"EXECUTE PLAN '/plans/one.json';")
	if !errors.Is(o.Err, ErrNotSupported) || !strings.Contains(o.Err.Error(), "`default_catalog`.`default_database`.`p`") {
		t.Fatalf("EXECUTE PLAN after the table changed: %v", o.Err)
	}
	if o := runAll(t, te, "EXECUTE PLAN '/plans/none.json';"); o.Err == nil ||
		FlinkMessage(o.Err) != "java.io.FileNotFoundException: file resource [/plans/none.json] not found." {
		t.Fatalf("EXECUTE PLAN of no file: %v", o.Err)
	}
	if o := runAll(t, te, "SET 'execution.runtime-mode' = 'batch';", "EXECUTE PLAN '/plans/one.json';"); !errors.Is(o.Err, ErrNotSupported) {
		t.Fatalf("EXECUTE PLAN in another mode: %v", o.Err)
	}
}
