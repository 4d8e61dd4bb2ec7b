package engine

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// Every node of a job's execution plan records, once, what the planner derives for the node it
// stands for: a streaming aggregate's changelog mode (updates; a query's result takes +U alone)
// and its upsert key (its grouping key), the scan's inserts, the rowtime attribute the
// watermark assigner marks, and the span of its SQL.
func TestPhysicalNodesRecordTheirProperties(t *testing.T) {
	te := NewTableEnvironment(Settings{Env: connector.Env{FS: vfs.NewMemory()}})
	setup := `SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE s (k INT, v INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'number-of-rows' = '1');`
	if err := te.RunScript(context.Background(), setup, func(Outcome) {}); err != nil {
		t.Fatal(err)
	}
	stmt, err := sql.ParseStatement("SELECT k, SUM(v) AS total FROM s WHERE v > 0 GROUP BY k")
	if err != nil {
		t.Fatal(err)
	}
	res, err := te.optimizeStatement(stmt)
	if err != nil {
		t.Fatal(err)
	}
	p := phys.ForRun(res, te.physOptions())
	if p.Err() != nil {
		t.Fatal(p.Err())
	}
	var aggregate, scan, watermark *phys.Node
	seen := map[*phys.Node]bool{}
	var walk func(n *phys.Node)
	walk = func(n *phys.Node) {
		if seen[n] {
			return
		}
		seen[n] = true
		switch n.Kind() {
		case phys.KindGroupAggregate:
			aggregate = n
		case phys.KindTableSourceScan:
			scan = n
		case phys.KindWatermarkAssigner:
			watermark = n
		default:
			// The other nodes' properties are checked through these two and the span below.
		}
		if !n.Span().IsValid() {
			t.Errorf("%s has no span", n.Name())
		}
		for _, in := range n.Inputs() {
			walk(in)
		}
	}
	for _, r := range p.Exec {
		walk(r)
	}
	if aggregate == nil || scan == nil || watermark == nil {
		t.Fatalf("no GroupAggregate, TableSourceScan or WatermarkAssigner in the plan")
	}
	if got := aggregate.ChangelogModeString(); got != "I,UA" {
		t.Errorf("the aggregate's changelog mode is %q, want I,UA", got)
	}
	if got := scan.ChangelogModeString(); got != "I" {
		t.Errorf("the scan's changelog mode is %q, want I", got)
	}
	if keys := aggregate.UpsertKeys(); !slices.ContainsFunc(keys, func(k []int) bool { return slices.Equal(k, []int{0}) }) {
		t.Errorf("the aggregate's upsert keys are %v, want its grouping key [0]", keys)
	}
	if got := watermark.TimeAttributes(); !slices.Equal(got, []int{2}) {
		t.Errorf("the watermark assigner's time attributes are %v, want [2] (ts)", got)
	}
}

// windowQuery counts the rows of e per key and ten-second window.
const windowQuery = "SELECT k, window_start, window_end, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE e, DESCRIPTOR(ts), INTERVAL '10' SECOND)) GROUP BY k, window_start, window_end"

// keyedGraph is what TestPhysicalNodesRecordTheirKeys reads of a JSON graph.
type keyedGraph struct {
	Nodes []struct {
		Operator   string  `json:"operator"`
		UpsertKeys [][]int `json:"upsertKeys"`
		UniqueKeys [][]int `json:"uniqueKeys"`
	} `json:"nodes"`
}

// The nodes of the JSON graph carry their unique keys, and their upsert keys in streaming mode
// alone: a batch aggregate is unique on its grouping key (its local phase on none: its rows
// are partial) and has no changelog to key; a streaming join of an aggregate with a table
// keyed on another field than the join's is unique on the key of both sides and on the
// table's key (the aggregate side is unique on the join field), though neither identifies a
// row across its changes once the table's rows are hashed on the join field; a streaming window
// aggregate has no unique keys, its batch plan the grouping key with the window's bounds.
func TestPhysicalNodesRecordTheirKeys(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		mode, query string
		want        map[string][2][][]int // operator: upsert keys, unique keys
		uniqueOnly  bool                  // check the unique keys alone
	}{
		{"batch", "SELECT k, SUM(v) AS total FROM s GROUP BY k", map[string][2][][]int{
			"HashAggregate": {nil, {{0}}}, "LocalHashAggregate": {nil, nil}, "TableSourceScan": {nil, nil}}, false},
		{"streaming", "SELECT * FROM (SELECT k, COUNT(*) AS c FROM s GROUP BY k) g JOIN a ON g.k = a.x", map[string][2][][]int{
			"Join": {nil, {{0, 2}, {2}}}, "GroupAggregate": {{{0}}, {{0}}}}, false},
		// Flink derives no unique keys for a streaming window aggregate; in batch mode it is a
		// group aggregate on the window's bounds too. (The streaming one's upsert keys are not
		// this test's: the engine derives its grouping key, where Flink's FlinkRelMdUpsertKeys
		// has no handler for StreamPhysicalWindowAggregate.)
		{"streaming", windowQuery, map[string][2][][]int{"GlobalWindowAggregate": {nil, nil}}, true},
		{"batch", windowQuery, map[string][2][][]int{"HashAggregate": {nil, {{0, 1, 2}}}}, false},
	} {
		te := NewTableEnvironment(Settings{Env: connector.Env{FS: vfs.NewMemory()}})
		setup := "SET 'execution.runtime-mode' = '" + c.mode + "';\n" +
			"CREATE TABLE s (k INT, v INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1');\n" +
			"CREATE TABLE a (id INT NOT NULL, x INT, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'datagen', 'number-of-rows' = '1');\n" +
			"CREATE TABLE e (k INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'number-of-rows' = '1');"
		if err := te.RunScript(ctx, setup, func(Outcome) {}); err != nil {
			t.Fatal(err)
		}
		graph, err := te.ExplainJSON(ctx, c.query)
		if err != nil {
			t.Fatal(err)
		}
		var g keyedGraph
		if err := json.Unmarshal(graph, &g); err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for _, n := range g.Nodes {
			want, ok := c.want[n.Operator]
			if !ok || seen[n.Operator] {
				continue
			}
			seen[n.Operator] = true
			if (!c.uniqueOnly && !slices.EqualFunc(n.UpsertKeys, want[0], slices.Equal)) || !slices.EqualFunc(n.UniqueKeys, want[1], slices.Equal) {
				t.Errorf("%s: %s has upsert keys %v and unique keys %v, want %v and %v", c.mode, n.Operator, n.UpsertKeys, n.UniqueKeys, want[0], want[1])
			}
		}
		if len(seen) != len(c.want) {
			t.Errorf("%s: the graph %s lacks some of %v", c.mode, graph, c.want)
		}
	}
}
