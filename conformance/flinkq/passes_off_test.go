package flinkq

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/conformance"
	"github.com/flinkpad/flinkpad/engine"
)

// TestFlinkQWithOptionalPassesOff runs every .q file once more in a session with the optional
// optimizer passes and sub-plan reuse off (conformance.PassesOffConfig), and checks that each
// statement that passes in TestFlinkQ passes here too: an optional pass or reuse that changes a
// result is a bug. Left out are the statements skip.txt and known-failures.txt list, EXPLAIN
// statements, whose plans differ by design, and SET without arguments, which lists the session's
// options and so the switches themselves.
func TestFlinkQWithOptionalPassesOff(t *testing.T) {
	skips, err := ReadList(filepath.Join(dataDir, "skip.txt"))
	if err != nil {
		t.Fatal(err)
	}
	known, err := ReadList(filepath.Join(dataDir, "known-failures.txt"))
	if err != nil {
		t.Fatal(err)
	}
	cwd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	config := conformance.PassesOffConfig()
	compared := 0
	for _, file := range qFiles(t) {
		t.Run(file, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join(dataDir, file))
			if err != nil {
				t.Fatal(err)
			}
			vars, err := variables(t.TempDir(), cwd)
			if err != nil {
				t.Fatal(err)
			}
			session := newSession(io.Discard, config)
			for _, st := range Parse(substitute(string(raw), vars)) {
				key := Key(file, st.Line)
				if _, ok := skips[key]; ok {
					continue
				}
				got := session.Run(context.Background(), st.SQL)
				if _, ok := known[key]; ok || listsOptions(st.SQL) || kindOf(statementText(st.SQL)) == kindExplain {
					continue // run all the same: later statements may depend on it
				}
				if got != st.Expected {
					t.Errorf("%s passes with the optional passes on, but not with them and reuse off (%s):\n%s",
						key, config[engine.KeyDisabledPasses], diffReport(st, got))
					continue
				}
				compared++
			}
		})
	}
	if compared == 0 {
		t.Error("no statement compared with the optional passes off")
	}
	t.Logf("%d statements gave Flink's output with the optional passes and reuse off", compared)
}

// listsOptions reports whether a statement is SET without arguments, which lists the session's
// options.
func listsOptions(sqlLines string) bool {
	return strings.EqualFold(strings.TrimSpace(statementText(sqlLines)), "SET")
}
