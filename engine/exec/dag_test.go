package exec

import (
	"context"
	"slices"
	"strconv"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

var intNN = types.Int.AsNotNull()

// countTo is a VALUES of 0..n-1.
func countTo(n int) *plan.Values {
	v := &plan.Values{Output: []plan.Field{{Name: "x", Type: intNN}}}
	for i := range n {
		v.Rows = append(v.Rows, []plan.Expr{&plan.Literal{Value: int32(i), T: intNN, Text: strconv.Itoa(i)}})
	}
	return v
}

// filtered keeps the rows of in whose x compares with k as op says.
func filtered(in plan.Node, op plan.Op, k int32) *plan.Calc {
	ref := &plan.InputRef{Index: 0, T: intNN}
	return &plan.Calc{Input: in, Exprs: []plan.Expr{ref}, Output: in.Fields(),
		Cond: &plan.Call{Op: op, Args: []plan.Expr{ref, &plan.Literal{Value: k, T: intNN, Text: strconv.Itoa(int(k))}}, T: types.Boolean.AsNotNull()}}
}

// collectJob runs a job and returns each root's x values.
func collectJob(t *testing.T, g *phys.Run) ([][]int32, *Job) {
	t.Helper()
	ctx := context.Background()
	j, err := BuildJob(ctx, g, &Env{Connector: &connector.Env{}})
	if err != nil {
		t.Fatal(err)
	}
	got := make([][]int32, len(g.Roots()))
	consume := make([]func(context.Context, connector.Batch) error, len(g.Roots()))
	for i := range consume {
		consume[i] = func(_ context.Context, b connector.Batch) error {
			for r := range b.Len() {
				v, _ := types.ValueFromArrow(intNN, b.Record.Column(0), r)
				got[i] = append(got[i], v.(int32))
			}
			return nil
		}
	}
	if err := j.Run(ctx, consume); err != nil {
		t.Fatal(err)
	}
	for _, g := range got {
		slices.Sort(g)
	}
	return got, j
}

// A node two roots share runs once, in two goroutines' reach, and each root sees all of its
// rows; its metrics count them once.
func TestSharedNodeRunsOnce(t *testing.T) {
	shared := countTo(5000)
	g := phys.RunOf([]plan.Node{filtered(shared, "<", 10), filtered(shared, ">=", 4990)})
	if !g.Shared(shared) {
		t.Fatal("the VALUES should be shared")
	}
	got, j := collectJob(t, g)
	if !j.Concurrent() {
		t.Error("roots that share a node should run concurrently")
	}
	if len(got[0]) != 10 || got[0][9] != 9 || len(got[1]) != 10 || got[1][0] != 4990 {
		t.Errorf("rows: %v, %v", got[0], got[1])
	}
	if out := j.Metrics.Of(shared).RowsOut.Load(); out != 5000 {
		t.Errorf("the shared node produced %d rows, want 5000 once", out)
	}
	if in := j.Metrics.Of(g.Roots()[0]).RowsIn.Load(); in != 5000 {
		t.Errorf("the first root read %d rows, want 5000", in)
	}
	if out := j.Metrics.Of(g.Roots()[1]).RowsOut.Load(); out != 10 {
		t.Errorf("the second root produced %d rows, want 10", out)
	}
}

// One consumer that reads both branches of a shared node, one after the other (UNION ALL of a
// node with itself), must not stall: the branch it reads second buffers.
func TestSharedNodeReadTwiceByOneConsumer(t *testing.T) {
	shared := filtered(countTo(3000), ">=", 0)
	union := &plan.SetOp{Kind: plan.SetOpUnion, All: true, Left: shared, Right: shared, Output: shared.Output}
	g := phys.RunOf([]plan.Node{union})
	got, _ := collectJob(t, g)
	if len(got[0]) != 6000 || got[0][0] != 0 || got[0][1] != 0 {
		t.Errorf("got %d rows starting %v, want every row twice", len(got[0]), got[0][:2])
	}
}

// Two sinks, one of which also reads the shared node twice: goroutines wait for each other
// only while one of them can go on.
func TestSharedNodesAcrossRootsAndBranches(t *testing.T) {
	shared := filtered(countTo(20000), ">=", 0)
	union := &plan.SetOp{Kind: plan.SetOpUnion, All: true, Left: shared, Right: shared, Output: shared.Output}
	g := phys.RunOf([]plan.Node{union, filtered(shared, "<", 5)})
	got, _ := collectJob(t, g)
	if len(got[0]) != 40000 || len(got[1]) != 5 {
		t.Errorf("got %d and %d rows, want 40000 and 5", len(got[0]), len(got[1]))
	}
}
