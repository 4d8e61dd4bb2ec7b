package flinkq

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// dataDir holds the .q files and the lists, relative to this package.
const dataDir = "../flink-q"

// writeKnown rewrites known-failures.txt with the statements that fail now, each with its first
// differing line as the reason, instead of checking the list.
var writeKnown = flag.Bool("write-known", false, "rewrite ../flink-q/known-failures.txt from this run's failures")

// The suite's figures, printed by TestMain.
var passed, failed, skipped int

func TestMain(m *testing.M) {
	code := m.Run()
	if passed+failed+skipped > 0 {
		fmt.Printf("flink-q: %d passed, %d failed, %d skipped\n", passed, failed, skipped)
	}
	os.Exit(code)
}

// show reports whether to print each failing statement with its expected and actual output.
func show() bool { return os.Getenv("FLINKQ_SHOW") == "1" || testing.Verbose() }

// TestFlinkQ runs every .q file as Flink's gateway test runs it, each in a fresh session, and
// compares each statement's output with what the file says Flink printed.
func TestFlinkQ(t *testing.T) {
	skips, err := ReadList(filepath.Join(dataDir, "skip.txt"))
	if err != nil {
		t.Fatal(err)
	}
	known, err := ReadList(filepath.Join(dataDir, "known-failures.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for key := range skips {
		if _, ok := known[key]; ok {
			t.Errorf("%s is in both skip.txt and known-failures.txt", key)
		}
	}
	files := qFiles(t)
	if len(files) == 0 {
		t.Fatal("no .q files under " + dataDir)
	}
	cwd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{} // the statements of the files that ran
	ran := map[string]bool{}  // the files that ran (-run may pick some)
	var failures []string     // "key: reason" for -write-known
	for _, file := range files {
		var p, f, s int
		t.Run(file, func(t *testing.T) {
			ran[file] = true
			raw, err := os.ReadFile(filepath.Join(dataDir, file))
			if err != nil {
				t.Fatal(err)
			}
			vars, err := variables(t.TempDir(), cwd)
			if err != nil {
				t.Fatal(err)
			}
			session := NewSession(io.Discard)
			for _, st := range Parse(substitute(string(raw), vars)) {
				key := Key(file, st.Line)
				seen[key] = true
				if _, ok := skips[key]; ok {
					s++
					continue
				}
				got := session.Run(context.Background(), st.SQL)
				reason, listed := known[key]
				if *writeKnown {
					if got == st.Expected {
						p++
					} else {
						f++
						failures = append(failures, key+": "+firstDifference(st.Expected, got))
					}
					continue
				}
				switch {
				case got == st.Expected && listed:
					p++
					t.Errorf("%s passes now: remove it from known-failures.txt (%s)", key, reason)
				case got == st.Expected:
					p++
				case listed:
					f++
					if show() {
						fmt.Printf("%s: known failure (%s)\n%s", key, reason, diffReport(st, got))
					}
				default:
					f++
					t.Errorf("%s fails and is not in known-failures.txt:\n%s", key, diffReport(st, got))
				}
			}
		})
		if !ran[file] {
			continue
		}
		passed, failed, skipped = passed+p, failed+f, skipped+s
		fmt.Printf("flink-q: %s: %d passed, %d failed, %d skipped of %d\n", file, p, f, s, p+f+s)
	}
	if *writeKnown {
		// Files that -run left out keep their entries.
		for key, reason := range known {
			if file, _, _ := strings.Cut(key, ":"); !ran[file] {
				failures = append(failures, key+": "+reason)
			}
		}
		writeKnownFailures(t, failures)
		return
	}
	for _, list := range []struct {
		name  string
		items List
	}{{"skip.txt", skips}, {"known-failures.txt", known}} {
		for key := range list.items {
			file, _, _ := strings.Cut(key, ":")
			if !slices.Contains(files, file) {
				t.Errorf("%s names %s, in no .q file here", list.name, key)
			} else if ran[file] && !seen[key] {
				t.Errorf("%s names %s, which starts no statement", list.name, key)
			}
		}
	}
}

// qFiles lists the .q files under dataDir, as paths relative to it, sorted.
func qFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, sub := range []string{"gateway", "client"} {
		paths, err := filepath.Glob(filepath.Join(dataDir, sub, "*.q"))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			files = append(files, sub+"/"+filepath.Base(p))
		}
	}
	slices.Sort(files)
	return files
}

// writeKnownFailures writes known-failures.txt: its header, then one line per failure.
func writeKnownFailures(t *testing.T, failures []string) {
	t.Helper()
	slices.SortStableFunc(failures, func(a, b string) int {
		fileA, restA, _ := strings.Cut(a, ":")
		fileB, restB, _ := strings.Cut(b, ":")
		if c := strings.Compare(fileA, fileB); c != 0 {
			return c
		}
		lineA, _, _ := strings.Cut(restA, ":")
		lineB, _, _ := strings.Cut(restB, ":")
		a2, _ := strconv.Atoi(lineA)
		b2, _ := strconv.Atoi(lineB)
		return a2 - b2
	})
	var sb strings.Builder
	sb.WriteString(knownHeader)
	for _, f := range failures {
		sb.WriteString(f + "\n")
	}
	if err := os.WriteFile(filepath.Join(dataDir, "known-failures.txt"), []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

const knownHeader = `# Statements of the .q files that fail on Flinkpad today, each "file:line: reason", where line is
# the statement's first line in the file; the reason is the first output line that differs.
# A listed statement counts as failed. An unlisted failure fails the test, and so does a listed
# statement that passes: remove it from this list. Rewrite the list from a run with
# go test ./conformance/flinkq/ -write-known (then check the diff).
`

// firstDifference is a failure's reason for known-failures.txt: the first output line where
// Flinkpad differs from Flink, cut short.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	i := 0
	for i < len(w) && i < len(g) && w[i] == g[i] {
		i++
	}
	at := func(lines []string) string {
		if i < len(lines) {
			return cut(lines[i], 110)
		}
		return "(end)"
	}
	return fmt.Sprintf("got %q, want %q", at(g), at(w))
}

func cut(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "..."
	}
	return s
}

// diffReport shows a failing statement, what Flink printed and what Flinkpad printed, and the
// first line where they differ.
func diffReport(st Statement, got string) string {
	want, have := strings.Split(st.Expected, "\n"), strings.Split(got, "\n")
	first := 0
	for first < len(want) && first < len(have) && want[first] == have[first] {
		first++
	}
	line := func(lines []string) string {
		if first < len(lines) {
			return lines[first]
		}
		return "(end)"
	}
	return fmt.Sprintf("--- statement\n%s--- Flink\n%s--- Flinkpad\n%s--- first difference, output line %d:\nFlink:    %s\nFlinkpad: %s\n",
		st.SQL, st.Expected, got, first+1, line(want), line(have))
}
