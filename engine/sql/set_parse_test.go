package sql

import "testing"

func TestParseUnquotedSetAndReset(t *testing.T) {
	for _, tc := range []struct{ src, key, value string }{
		{"SET table.dml-sync = true", "table.dml-sync", "true"},
		{"set execution.runtime-mode=batch;", "execution.runtime-mode", "batch"},
		{"SET pipeline.name = 'my job; 1'", "pipeline.name", "my job; 1"},
		{"SET 'table.sql-dialect' = 'default'", "table.sql-dialect", "default"},
		{"SET $internal.x = a'b", "$internal.x", "a'b"},
	} {
		stmt, err := ParseStatement(tc.src)
		if err != nil {
			t.Errorf("%s: %v", tc.src, err)
			continue
		}
		s, ok := stmt.(*SetStmt)
		if !ok || s.Key == nil || s.Key.Value != tc.key || s.Value.Value != tc.value {
			t.Errorf("%s: got %#v", tc.src, stmt)
			continue
		}
		again, err := ParseStatement(s.String())
		if err != nil {
			t.Errorf("%s: reparse of %q: %v", tc.src, s.String(), err)
			continue
		}
		if a := again.(*SetStmt); a.Key.Value != tc.key || a.Value.Value != tc.value {
			t.Errorf("%s: reparse of %q gives %q = %q", tc.src, s.String(), a.Key.Value, a.Value.Value)
		}
	}
	for src, key := range map[string]string{
		"RESET table.resources.download-dir": "table.resources.download-dir",
		"reset execution.runtime-mode ;":     "execution.runtime-mode",
		"RESET '$internal.pipeline.job-id'":  "$internal.pipeline.job-id",
		"RESET":                              "",
		"RESET ;":                            "",
	} {
		stmt, err := ParseStatement(src)
		if err != nil {
			t.Errorf("%s: %v", src, err)
			continue
		}
		r := stmt.(*ResetStmt)
		if got := ""; r.Key != nil {
			got = r.Key.Value
			if got != key {
				t.Errorf("%s: key %q, want %q", src, got, key)
			}
		} else if key != "" {
			t.Errorf("%s: no key, want %q", src, key)
		}
	}
	if stmt, err := ParseStatement("SET ;"); err != nil || stmt.(*SetStmt).Key != nil {
		t.Errorf("SET ;: %v, %v", stmt, err)
	}
	// A comment before the statement is part of what Flink's regular expression must match.
	if _, err := ParseStatement("-- set the mode\nSET execution.runtime-mode = batch"); err == nil {
		t.Errorf("an unquoted SET after a comment parsed")
	}
	if _, err := ParseStatement("-- set the mode\nSET 'execution.runtime-mode' = 'batch'"); err != nil {
		t.Errorf("a quoted SET after a comment: %v", err)
	}
	// What the regular expression does not take goes to Calcite's grammar, which fails.
	for src, want := range map[string]string{
		"SET a.b":     `SQL parse failed. Encountered "a" at line 1, column 5.`,
		"SET a = b c": `SQL parse failed. Encountered "a" at line 1, column 5.`,
		"RESET a.b c": `SQL parse failed. Encountered "a" at line 1, column 7.`,
		"SET 'a' = b": `SQL parse failed. Encountered "b" at line 1, column 11.`,
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
