package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
