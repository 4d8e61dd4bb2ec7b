package engine

import (
	"context"
	"io"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
)

// Flink 2's execution plan wraps a batch hash join on hashed inputs in an AdaptiveJoin, which
// its scheduler may turn into a broadcast join at run time, but never a FULL join
// (BatchExecHashJoin.canBeTransformedToAdaptiveJoin refuses FullOuterJoin).
func TestExplainAdaptiveJoinLeavesFullJoinsAlone(t *testing.T) {
	ctx := context.Background()
	te := NewTableEnvironment(Settings{Env: connector.Env{Stdout: io.Discard, Stderr: io.Discard, Parallelism: 1}})
	for _, s := range []string{
		"SET 'execution.runtime-mode' = 'batch'",
		"CREATE TABLE A (k BIGINT, v INT) WITH ('connector' = 'datagen', 'number-of-rows' = '10')",
		"CREATE TABLE B (k BIGINT, w INT) WITH ('connector' = 'datagen', 'number-of-rows' = '10')",
	} {
		if _, err := te.ExecuteSQL(ctx, s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	execPlan := func(join string) string {
		t.Helper()
		r, err := te.ExecuteSQL(ctx, "EXPLAIN SELECT A.v, B.w FROM A "+join+" B ON A.k = B.k")
		if err != nil {
			t.Fatalf("%s: %v", join, err)
		}
		var out strings.Builder
		if err := r.Fprint(&out); err != nil {
			t.Fatal(err)
		}
		_, after, ok := strings.Cut(out.String(), "== Optimized Execution Plan ==")
		if !ok {
			t.Fatalf("%s: no execution plan in\n%s", join, out.String())
		}
		return after
	}
	for _, c := range []struct {
		join     string
		adaptive bool
	}{
		{"JOIN", true}, {"LEFT JOIN", true}, {"RIGHT JOIN", true}, {"FULL JOIN", false},
	} {
		p := execPlan(c.join)
		if got := strings.Contains(p, "AdaptiveJoin("); got != c.adaptive {
			t.Errorf("%s: AdaptiveJoin printed %v, want %v:\n%s", c.join, got, c.adaptive, p)
		}
		if !strings.Contains(p, "HashJoin(") && !strings.Contains(p, "AdaptiveJoin(") {
			t.Errorf("%s: no hash join in\n%s", c.join, p)
		}
	}
}
