package golden

import (
	"os"
	"path/filepath"
	"testing"
)

const sample = `# a comment
statement ok
CREATE TABLE t (a INT)

plan expect=merge-calc,prune-columns mode=streaming
SELECT a
FROM t
----
old line 1
old line 2

plan
SELECT 1
----

plan
SELECT 2
----
kept
`

func writeSample(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "sample.slt")
	if err := os.WriteFile(path, []byte(sample), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// Records are split at blank lines, their directive words and options read, and their input
// and expected output told apart at "----".
func TestParse(t *testing.T) {
	f, err := Parse(writeSample(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Records) != 4 {
		t.Fatalf("%d records, want 4", len(f.Records))
	}
	st, pl, empty := f.Records[0], f.Records[1], f.Records[2]
	if st.Directive != "statement" || st.HasOutput || st.Input != "CREATE TABLE t (a INT)" || st.Pos != "sample.slt:2" {
		t.Errorf("statement record: %+v", st)
	}
	if pl.Directive != "plan" || pl.Option("expect") != "merge-calc,prune-columns" || pl.Option("mode") != "streaming" ||
		pl.Input != "SELECT a\nFROM t" || !pl.HasOutput || pl.Expected != "old line 1\nold line 2" {
		t.Errorf("plan record: %+v", pl)
	}
	if !empty.HasOutput || empty.Expected != "" {
		t.Errorf("a record with an empty output: %+v", empty)
	}
}

// -update replaces only the outputs that changed, however many lines they had, and keeps every
// other byte of the file.
func TestRewrite(t *testing.T) {
	path := writeSample(t)
	f, err := Parse(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.rewrite(map[*Record]string{f.Records[1]: "new", f.Records[2]: "filled 1\nfilled 2"}); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want := `# a comment
statement ok
CREATE TABLE t (a INT)

plan expect=merge-calc,prune-columns mode=streaming
SELECT a
FROM t
----
new

plan
SELECT 1
----
filled 1
filled 2

plan
SELECT 2
----
kept
`
	if string(got) != want {
		t.Errorf("rewritten file:\n%s\nwant:\n%s", got, want)
	}
	again, err := Parse(path)
	if err != nil || again.Records[2].Expected != "filled 1\nfilled 2" || again.Records[3].Expected != "kept" {
		t.Errorf("the rewritten file does not parse back: %v", err)
	}
}

// A record must have an input: a directive alone is a mistake in the file.
func TestParseRejectsRecordWithoutInput(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.slt")
	if err := os.WriteFile(path, []byte("plan\n----\nx\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Parse(path); err == nil {
		t.Error("a record without input parsed")
	}
}

// The values of the options across files: what a coverage test compares with a list of passes.
func TestOptionValues(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.slt"), []byte(sample), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "b.slt"), []byte("plan raises=check\nSELECT 1\n----\nerror\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := OptionValues(filepath.Join(dir, "*.slt"), "expect", "raises")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || !got["merge-calc"] || !got["prune-columns"] || !got["check"] {
		t.Errorf("OptionValues = %v, want merge-calc, prune-columns and check", got)
	}
	if _, err := OptionValues(filepath.Join(dir, "*.none"), "expect"); err == nil {
		t.Error("a pattern that matches no file gave no error")
	}
}
