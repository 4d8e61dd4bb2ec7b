package sql

import "testing"

func TestParseCompileAndExecutePlan(t *testing.T) {
	for _, src := range []string{
		"COMPILE PLAN '/tmp/p.json' FOR INSERT INTO t SELECT * FROM s",
		"COMPILE PLAN 'p.json' IF NOT EXISTS FOR INSERT INTO t VALUES (1)",
		"COMPILE AND EXECUTE PLAN 'file:///tmp/p.json' FOR INSERT INTO t VALUES (1)",
		"COMPILE PLAN 'p.json' FOR STATEMENT SET BEGIN INSERT INTO t VALUES (1); INSERT INTO u VALUES (2); END",
		"EXECUTE PLAN 'p.json'",
	} {
		stmt, err := ParseStatement(src)
		if err != nil {
			t.Errorf("%s: %v", src, err)
			continue
		}
		if got := stmt.String(); got != src {
			t.Errorf("%s: prints as %s", src, got)
		}
	}
	for src, want := range map[string]string{
		// As recorded from Flink (the case stmt_compile_plan_select_error and a run with IF NOT
		// EXISTS before the path).
		"COMPILE PLAN 'p.json' FOR SELECT 1":                                           `SQL parse failed. Encountered "SELECT" at line 1, column 27.`,
		"COMPILE PLAN IF NOT EXISTS 'p.json' FOR INSERT INTO t VALUES (1)":             `SQL parse failed. Encountered "IF" at line 1, column 14.`,
		"COMPILE AND EXECUTE PLAN 'p.json' IF NOT EXISTS FOR INSERT INTO t VALUES (1)": `SQL parse failed. Encountered "IF" at line 1, column 35.`,
	} {
		_, err := ParseStatement(src)
		if err == nil {
			t.Errorf("%s: no error", src)
			continue
		}
		if got := err.(ErrorList)[0].Msg; got != want {
			t.Errorf("%s: %q, want %q", src, got, want)
		}
	}
}

func TestParseCallAndShowProcedures(t *testing.T) {
	for _, src := range []string{
		"CALL `system`.generate_n(2)",
		"CALL c.d.p('yuxia', 18)",
		"CALL p()",
		"SHOW PROCEDURES",
		"SHOW PROCEDURES IN `system` ILIKE 'gEnerate%'",
		"SHOW PROCEDURES FROM c.d NOT LIKE 'x%'",
	} {
		stmt, err := ParseStatement(src)
		if err != nil {
			t.Errorf("%s: %v", src, err)
			continue
		}
		if got := stmt.String(); got != src {
			t.Errorf("%s: prints as %s", src, got)
		}
	}
}
