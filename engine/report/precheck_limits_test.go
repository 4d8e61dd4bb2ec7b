package report

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/flinkpad/flinkpad/engine"
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

// A run whose context has ended before its SETs are checked runs nothing and reports the
// context's cause as its first statement's error.
func TestRunStopsBeforeCheckingSets(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(errors.New("the run's time limit"))
	script := strings.Repeat("SET 'table.exec.resource.default-parallelism' = '4';\n", 1000)
	r := Run(ctx, script, Options{CheckSet: OnlyRuntimeSwitches})
	if len(r.Statements) != 1 || r.Error == nil || !strings.Contains(r.Error.Message, "the run's time limit") {
		t.Fatalf("statements %+v, error %+v; want one statement failing with the run's limit", r.Statements, r.Error)
	}
}

// A stranger's script may not raise the planner's budget.
func TestCheckSetRefusesThePlannerBudget(t *testing.T) {
	if OnlyRuntimeSwitches(engine.KeyPlannerMaxSteps) == nil {
		t.Fatalf("SET '%s' is accepted", engine.KeyPlannerMaxSteps)
	}
	if err := OnlyRuntimeSwitches(engine.KeyMemoryMaxBytes); err != nil {
		t.Fatalf("SET '%s' is refused: %v", engine.KeyMemoryMaxBytes, err)
	}
}
