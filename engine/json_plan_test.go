package engine

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
)

// blankIDs blanks what Flink numbers with the counters of its JVM: the ids of the stream
// graph's entries and the exec node ids in brackets.
func blankIDs(s string) string {
	s = regexp.MustCompile(`"id" : \d+`).ReplaceAllString(s, `"id" : `)
	return regexp.MustCompile(`\[\d+\]`).ReplaceAllString(s, `[]`)
}

// TestJSONExecutionPlanAsRecorded runs scripts of EXPLAIN JSON_EXECUTION_PLAN whose output
// testdata/json_plans holds as Flink 2.3.0 recorded it (conformance/flink/run.sh), and compares
// each stream graph, ids blanked. They are not conformance cases because Flink's ids depend on
// what its JVM ran before.
func TestJSONExecutionPlanAsRecorded(t *testing.T) {
	for _, mode := range []string{"streaming", "batch"} {
		t.Run(mode, func(t *testing.T) {
			script, err := os.ReadFile(filepath.Join("testdata", "json_plans", mode+".sql"))
			if err != nil {
				t.Fatal(err)
			}
			recorded, err := os.ReadFile(filepath.Join("testdata", "json_plans", mode+".out"))
			if err != nil {
				t.Fatal(err)
			}
			want := map[int]string{}
			for _, section := range strings.Split(string(recorded), "@@ explain ")[1:] {
				head, body, _ := strings.Cut(section, "\n")
				n, err := strconv.Atoi(head)
				if err != nil {
					t.Fatal(err)
				}
				_, graph, ok := strings.Cut(body, "== Physical Execution Plan ==\n")
				if !ok {
					t.Fatalf("statement %d: no stream graph recorded", n)
				}
				want[n] = blankIDs(strings.TrimSpace(graph))
			}
			te := NewTableEnvironment(Settings{Env: connector.Env{FS: vfs.NewMemory(), Parallelism: 1}})
			text := strings.ReplaceAll(string(script), "${WORKDIR}", "/work")
			err = te.RunScript(context.Background(), text, func(o Outcome) {
				w, ok := want[o.Index]
				if !ok {
					return
				}
				if o.Err != nil {
					t.Errorf("statement %d: %v", o.Index, o.Err)
					return
				}
				_, graph, _ := strings.Cut(o.Result.Rows[0].Values[0].(string), "== Physical Execution Plan ==\n")
				if got := blankIDs(strings.TrimSpace(graph)); got != w {
					t.Errorf("statement %d: stream graph\n%s\nwant\n%s", o.Index, got, w)
				}
				delete(want, o.Index)
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(want) > 0 {
				t.Errorf("statements %v did not run", want)
			}
		})
	}
}
