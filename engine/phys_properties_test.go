package engine

import (
	"context"
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
