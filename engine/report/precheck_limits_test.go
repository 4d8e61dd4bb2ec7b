package report

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// The never-ending-source pre-check runs a script's DDL before any slot or limit of the run:
// 15 nested self-join views (15.8 s there once) and a SET of the planner's budget must not
// keep it long, and the unbounded table declared before them is still found.
func TestUnboundedTablesIsBounded(t *testing.T) {
	var script strings.Builder
	script.WriteString("SET 'flinkpad.planner.max-steps' = '9000000000000';\n")
	script.WriteString("CREATE TABLE t (k BIGINT) WITH ('connector' = 'datagen');\n")
	script.WriteString("CREATE VIEW v0 AS SELECT k FROM t;\n")
	for i := 1; i <= 15; i++ {
		fmt.Fprintf(&script, "CREATE VIEW v%d AS SELECT a.k FROM v%d a JOIN v%d b ON a.k = b.k;\n", i, i-1, i-1)
	}
	done := make(chan []string, 1)
	go func() { done <- UnboundedTables(script.String()) }()
	select {
	case got := <-done:
		if !slices.Equal(got, []string{"default_catalog.default_database.t"}) {
			t.Fatalf("UnboundedTables = %q, want the datagen table t", got)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("UnboundedTables has not returned after 60 s; its deadline is 2 s")
	}
}
