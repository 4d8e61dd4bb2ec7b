package engine

import (
	"context"
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// INTERSECT ALL and EXCEPT ALL run as EXPLAIN prints them, in both modes: the job runs its execution
// plan, whose Correlate is the $REPLICATE_ROWS$1 correlate over the count aggregate of the
// marked UNION ALL, not the set operation as one operator.
func TestSetOpAllRunsAsPrinted(t *testing.T) {
	for _, c := range []struct{ mode, op string }{
		{"batch", "INTERSECT ALL"}, {"batch", "EXCEPT ALL"}, {"streaming", "INTERSECT ALL"}, {"streaming", "EXCEPT ALL"},
	} {
		t.Run(c.mode+" "+c.op, func(t *testing.T) {
			script := `SET 'execution.runtime-mode' = '` + c.mode + `';
CREATE TABLE a (x INT, y STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '20', 'fields.x.min' = '1', 'fields.x.max' = '3', 'fields.y.length' = '1');
CREATE TABLE sink (x INT, y STRING) WITH ('connector' = 'blackhole');
INSERT INTO sink SELECT x, y FROM a ` + c.op + ` SELECT x, y FROM a WHERE x > 1;`
			var jobs []JobCheck
			te := NewTableEnvironment(Settings{JobObserver: func(c JobCheck) { jobs = append(jobs, c) }})
			if err := te.RunScript(context.Background(), script, func(Outcome) {}); err != nil {
				t.Fatal(err)
			}
			if len(jobs) != 1 || jobs[0].FromOptimizer != "" || len(jobs[0].Problems) > 0 {
				t.Fatalf("jobs %+v, want one that ran its execution plan", jobs)
			}
			var replicates, setOps int
			for _, n := range te.lastJob.plan.Run().Nodes() {
				switch n := n.(type) {
				case *plan.Correlate:
					if n.Replicate {
						replicates++
					}
				case *plan.SetOp:
					if n.Kind != plan.SetOpUnion {
						setOps++
					}
				}
			}
			if replicates != 1 || setOps != 0 {
				t.Fatalf("the run has %d replicate correlates and %d INTERSECT or EXCEPT nodes, want 1 and 0", replicates, setOps)
			}
		})
	}
}
