package engine_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/explain"
)

// NOT IN runs as a nested loop join that the execution plan wraps in a MultipleInput: the JSON
// graph has that node with the join in its members, and after a run it has its rows.
func TestNotInMultipleInputGraph(t *testing.T) {
	te := newEnv("batch")
	te.Config().Set(engine.KeyDMLSync, "true")
	run(te,
		"CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '/t', 'format' = 'csv')",
		"CREATE TABLE u (k INT) WITH ('connector' = 'filesystem', 'path' = '/u', 'format' = 'csv')",
		"INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c')",
		"INSERT INTO u VALUES (2)")
	const query = "SELECT name FROM t WHERE id NOT IN (SELECT k FROM u)"
	ctx := context.Background()
	data, err := te.ExplainJSON(ctx, "EXPLAIN "+query)
	if err != nil {
		t.Fatal(err)
	}
	var g explain.Graph
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatal(err)
	}
	var multi *explain.GraphNode
	for i := range g.Nodes {
		if g.Nodes[i].Operator == "MultipleInput" {
			multi = &g.Nodes[i]
		}
	}
	if multi == nil || !strings.Contains(multi.Description, `members=[\nNestedLoopJoin(joinType=[LeftAntiJoin]`) {
		t.Fatalf("no MultipleInput with the nested loop join in the graph: %+v", g.Nodes)
	}
	r, err := te.ExecuteSQL(ctx, query)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for row, err := range r.Collect() {
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, fmt.Sprint(row.Values...))
	}
	sort.Strings(names)
	if strings.Join(names, ",") != "a,c" {
		t.Errorf("rows %v, want a and c", names)
	}
	script := "CREATE TABLE names_out (name STRING) WITH ('connector' = 'filesystem', 'path' = '/out', 'format' = 'csv');\n" +
		"INSERT INTO names_out " + query + ";"
	if err := te.RunScript(ctx, script, func(engine.Outcome) {}); err != nil {
		t.Fatal(err)
	}
	_, graph, text, err := te.LastJobPlan()
	if err != nil || !strings.Contains(text, "MultipleInput(readOrder=[1,0]") {
		t.Fatalf("the last job's plan (%v):\n%s", err, text)
	}
	g = explain.Graph{}
	if err := json.Unmarshal(graph, &g); err != nil {
		t.Fatal(err)
	}
	// The MultipleInput counts the rows of both its inputs in, and the join's rows out.
	for _, n := range g.Nodes {
		if n.Operator == "MultipleInput" && (n.RowsIn == nil || *n.RowsIn != 4 || n.RowsOut == nil || *n.RowsOut != 2) {
			t.Errorf("the MultipleInput after the run: in %v, out %v; want 4 and 2", n.RowsIn, n.RowsOut)
		}
	}
}
