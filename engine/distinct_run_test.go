package engine

import (
	"context"
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// A batch aggregate with DISTINCT beside other calls runs as EXPLAIN prints Flink's rewrite of
// it: the job runs its execution plan, whose Expand feeds the aggregate on the keys, the
// arguments and $e, and the aggregate on the keys over it whose calls FILTER on the set flags;
// no aggregate of the run has a DISTINCT call.
func TestDistinctAggregateRunsAsPrinted(t *testing.T) {
	for _, query := range []string{
		"SELECT x, COUNT(DISTINCT y), SUM(x) FROM a GROUP BY x",
		"SELECT COUNT(DISTINCT y), COUNT(DISTINCT x), MAX(x), COUNT(*) FROM a",
	} {
		t.Run(query, func(t *testing.T) {
			script := `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE a (x INT, y STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '20', 'fields.x.min' = '1', 'fields.x.max' = '3', 'fields.y.length' = '1');
` + query + ";"
			var jobs []JobCheck
			te := NewTableEnvironment(Settings{JobObserver: func(c JobCheck) { jobs = append(jobs, c) }})
			if err := te.RunScript(context.Background(), script, func(Outcome) {}); err != nil {
				t.Fatal(err)
			}
			if len(jobs) != 1 || jobs[0].FromOptimizer != "" || len(jobs[0].Problems) > 0 {
				t.Fatalf("jobs %+v, want one that ran its execution plan", jobs)
			}
			var expands, filtered, distinct int
			for _, n := range te.lastJob.plan.Run().Nodes() {
				switch n := n.(type) {
				case *plan.Expand:
					expands++
				case *plan.Aggregate:
					for _, c := range n.Calls {
						if c.Distinct {
							distinct++
						}
						if c.Filtered {
							filtered++
						}
					}
				}
			}
			if expands != 1 || distinct != 0 || filtered == 0 {
				t.Fatalf("the run has %d Expands, %d DISTINCT and %d filtered calls, want 1, 0 and some", expands, distinct, filtered)
			}
		})
	}
}
