package engine

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// The ALTER forms Flink has and Flinkpad does not run yet are refused as not supported, at the
// position of what is not supported, never as the user's syntax error.
func TestAlterFormsNotSupportedYet(t *testing.T) {
	for _, tt := range []struct{ stmt, what string }{
		{"ALTER TABLE t ADD PARTITION (b = 'x')", "ALTER TABLE ... ADD PARTITION"},
		{"ALTER TABLE t DROP PARTITION (b = 'x')", "ALTER TABLE ... DROP PARTITION"},
		{"ALTER TABLE t ADD DISTRIBUTION BY HASH(a) INTO 2 BUCKETS", "ALTER TABLE ... ADD DISTRIBUTION"},
		{"ALTER TABLE t ADD IF NOT EXISTS PARTITION (b = 'x')", "ALTER TABLE ... ADD IF ... PARTITION"},
	} {
		script := "CREATE TABLE t (a INT, b STRING) PARTITIONED BY (b) WITH ('connector' = 'blackhole');\n" + tt.stmt
		_, err := run(t, script)
		if !errors.Is(err, ErrNotSupported) || !strings.Contains(err.Error(), tt.what) {
			t.Errorf("%s: got %v, want not supported: %s", tt.stmt, err, tt.what)
			continue
		}
		var pe *plan.Error
		firstWord := strings.Index(script, tt.stmt) + len("ALTER TABLE t ")
		if !strings.HasPrefix(tt.stmt, "ALTER TABLE") {
			firstWord = strings.Index(script, tt.stmt)
		}
		if !errors.As(err, &pe) || pe.Pos.Offset() != firstWord {
			t.Errorf("%s: refused at %v, want offset %d", tt.stmt, pe, firstWord)
		}
	}
}

// ALTER changes only the permanent object: a temporary table of the same name is neither
// altered nor in the way of IF EXISTS, and the permanent table it shadows stays as it was.
func TestAlterLeavesTemporaryTablesAlone(t *testing.T) {
	outs, err := run(t, `CREATE TABLE t (a INT) WITH ('connector' = 'blackhole');
CREATE TEMPORARY TABLE t (x STRING) WITH ('connector' = 'blackhole');
ALTER TABLE IF EXISTS t ADD b INT;
DROP TEMPORARY TABLE t;
DESCRIBE t;
ALTER TABLE t ADD b INT;`)
	if err != nil {
		t.Fatalf("%v", err)
	}
	if got := rows(outs[4].Result); len(got) != 1 || !strings.HasPrefix(got[0], "+I[a, INT") {
		t.Errorf("ALTER TABLE IF EXISTS of a shadowed table changed the permanent one: %q", got)
	}
	_, err = run(t, `CREATE TEMPORARY TABLE t (x STRING) WITH ('connector' = 'blackhole');
ALTER TABLE t ADD b INT;`)
	if err == nil || err.Error() != "Table `default_catalog`.`default_database`.`t` doesn't exist or is a temporary table." {
		t.Errorf("ALTER TABLE of a temporary table: got %v", err)
	}
}

// A failed ALTER leaves the table as it was, since the change is made on a copy; a computed
// column is typed again when what it reads changes.
func TestFailedAlterChangesNothing(t *testing.T) {
	te := NewTableEnvironment(Settings{})
	ctx := context.Background()
	exec := func(stmt string) (*TableResult, error) { return te.ExecuteSQL(ctx, stmt) }
	describe := func() string {
		r, err := exec("DESCRIBE t")
		if err != nil {
			t.Fatal(err)
		}
		return strings.Join(rows(r), "\n")
	}
	if _, err := exec("CREATE TABLE t (a INT, b STRING, c AS a + 1) WITH ('connector' = 'blackhole')"); err != nil {
		t.Fatal(err)
	}
	before := describe()
	for _, bad := range []string{
		"ALTER TABLE t ADD (d INT FIRST, e AS nope)",
		"ALTER TABLE t DROP (b, a)",
		"ALTER TABLE t MODIFY (b INT, x INT)",
		"ALTER TABLE t ADD PRIMARY KEY (c) NOT ENFORCED",
	} {
		if _, err := exec(bad); err == nil {
			t.Errorf("%s succeeded", bad)
		}
		if after := describe(); after != before {
			t.Errorf("%s failed but changed the table:\n%s", bad, after)
		}
	}
	if _, err := exec("ALTER TABLE t MODIFY a BIGINT"); err != nil {
		t.Fatal(err)
	}
	want := "+I[a, BIGINT, true, null, null, null]\n+I[b, STRING, true, null, null, null]\n" +
		"+I[c, BIGINT, true, null, AS `a` + 1, null]"
	if got := describe(); got != want {
		t.Errorf("after MODIFY a BIGINT:\n%s\nwant:\n%s", got, want)
	}
}
