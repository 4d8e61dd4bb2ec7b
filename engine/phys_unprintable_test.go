package engine

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// TestUnprintablePlansRunTheirExecutionPlan holds a shape that Flinkpad runs but cannot print
// as Flink's (PERCENTILE, whose percentage Flink passes from a Calc below) to running its
// execution plan, not the optimizer's graph, while EXPLAIN refuses it.
func TestUnprintablePlansRunTheirExecutionPlan(t *testing.T) {
	te := newGoldenEnvironment()
	setup := `SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k INT, i INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3');`
	if err := te.RunScript(context.Background(), setup, func(o Outcome) {
		if o.Err != nil {
			t.Fatal(o.Err)
		}
	}); err != nil {
		t.Fatal(err)
	}
	stmt, err := sql.ParseStatement("SELECT k, PERCENTILE(i, 0.5) FROM t GROUP BY k")
	if err != nil {
		t.Fatal(err)
	}
	res, err := te.optimizeStatement(stmt)
	if err != nil {
		t.Fatal(err)
	}
	p := phys.ForRun(res, te.physOptions())
	if why := p.Run().FromOptimizer; why != "" {
		t.Fatalf("the job runs the optimizer's graph: %s", why)
	}
	if !p.Unprintable() || !errors.Is(p.Err(), phys.ErrNotExplainable) || len(p.Exec) == 0 {
		t.Fatalf("Unprintable() = %v, Err() = %v, %d roots: want an execution plan that does not print", p.Unprintable(), p.Err(), len(p.Exec))
	}
	if _, err := phys.Build(res, te.physOptions()); err == nil || !strings.Contains(err.Error(), "PERCENTILE") {
		t.Fatalf("EXPLAIN's plan: got %v, want the refusal of PERCENTILE", err)
	}
}
