package engine

import (
	"context"
	"testing"
)

// TestStreamingGraphChangelogModes checks that the JSON graph of a streaming job names Flink's
// streaming aggregate and gives each node its changelog mode, for the UI.
func TestStreamingGraphChangelogModes(t *testing.T) {
	te := NewTableEnvironment(Settings{})
	ctx := context.Background()
	for _, s := range []string{
		"SET 'execution.runtime-mode' = 'streaming'",
		"CREATE TABLE s (k STRING, n BIGINT) WITH ('connector' = 'blackhole')",
	} {
		if _, err := te.ExecuteSQL(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	query := "INSERT INTO s SELECT k, COUNT(*) FROM (SELECT k FROM (VALUES ('a'), ('b'), ('a')) AS v(k) GROUP BY k) GROUP BY k"
	data, err := te.ExplainJSON(ctx, query)
	g := graphOf(t, data, err)
	modes := map[string]string{}
	for _, n := range g.Nodes {
		if _, seen := modes[n.Operator]; !seen || n.Operator != "GroupAggregate" {
			modes[n.Operator] = n.ChangelogMode
		}
	}
	// The inner aggregate reads inserts only; the outer one reads its retractions, so its
	// groups can empty (D). The graph lists the outer one first.
	for op, want := range map[string]string{"Sink": "NONE", "GroupAggregate": "I,UB,UA,D", "Values": "I"} {
		if modes[op] != want {
			t.Errorf("%s: changelog mode %q, want %q (graph %+v)", op, modes[op], want, modes)
		}
	}
	if nodeNamed(g, "HashAggregate") != nil {
		t.Error("a streaming graph shows batch mode's hash aggregate")
	}
}
