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
	// groups can empty (D), and the blackhole sink takes its updates without -U, as Flink's
	// EXPLAIN CHANGELOG_MODE shows (stream_explain_sink_pk). The graph lists the outer one first.
	for op, want := range map[string]string{"Sink": "NONE", "GroupAggregate": "I,UA,D", "Values": "I"} {
		if modes[op] != want {
			t.Errorf("%s: changelog mode %q, want %q (graph %+v)", op, modes[op], want, modes)
		}
	}
	if nodeNamed(g, "HashAggregate") != nil {
		t.Error("a streaming graph shows batch mode's hash aggregate")
	}
}

// TestStreamingGraphJoinChangelogModes checks the changelog modes of a streaming join's graph:
// the join and the exchanges before it, as stream_explain_join_kinds records them.
func TestStreamingGraphJoinChangelogModes(t *testing.T) {
	te := NewTableEnvironment(Settings{})
	ctx := context.Background()
	for _, s := range []string{
		"SET 'execution.runtime-mode' = 'streaming'",
		"CREATE TEMPORARY VIEW l AS SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS v(id, x)",
		"CREATE TEMPORARY VIEW r AS SELECT * FROM (VALUES (1, 'A')) AS v(id, y)",
	} {
		if _, err := te.ExecuteSQL(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	data, err := te.ExplainJSON(ctx, "SELECT l.x, r.y FROM l LEFT JOIN r ON l.id = r.id")
	g := graphOf(t, data, err)
	join := nodeNamed(g, "Join")
	if join == nil {
		t.Fatalf("no Join node in %+v", g.Nodes)
	}
	if join.ChangelogMode != "I,UA,D" {
		t.Errorf("left join: changelog mode %q, want I,UA,D", join.ChangelogMode)
	}
	for _, e := range g.Edges {
		if e.To != join.ID {
			continue
		}
		for _, n := range g.Nodes {
			if n.ID == e.From && (n.Operator != "Exchange" || n.ChangelogMode != "I") {
				t.Errorf("join input %s has changelog mode %q, want an Exchange of I", n.Operator, n.ChangelogMode)
			}
		}
	}
}
