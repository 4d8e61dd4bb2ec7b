package phys

import (
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Two windows of one partition, the ordered one written first: LogicalWindow names them in that
// order, WindowGroupReorderRule puts the unordered one first, and the physical names follow the
// calls' ordinals into the reordered names (Flink's w1$o1, w0$o0 and w1$o0).
func TestCalciteWindowReordersGroups(t *testing.T) {
	k := &plan.InputRef{Index: 0, T: types.String}
	o := &plan.InputRef{Index: 1, T: types.Int.AsNotNull()}
	x := &plan.InputRef{Index: 2, T: types.Int.AsNotNull()}
	rows := plan.Frame{Rows: true, Lower: plan.FrameBound{Kind: sql.Preceding, Offset: 1}, Upper: plan.FrameBound{Kind: sql.CurrentRow}}
	whole := plan.Frame{Lower: plan.FrameBound{Kind: sql.UnboundedPreceding}, Upper: plan.FrameBound{Kind: sql.UnboundedFollowing}}
	in := &plan.Values{Output: []plan.Field{{Name: "k", Type: k.T}, {Name: "o", Type: o.T}, {Name: "x", Type: x.T}}}
	n := &plan.Over{Input: in, Calls: []*plan.OverCall{
		{Func: "COUNT", Args: []plan.Expr{x}, PartitionBy: []plan.Expr{k}, OrderBy: []plan.SortKey{{Expr: o, NullsFirst: true}}, Frame: rows, T: types.CountType()},
		{Func: "AVG", Args: []plan.Expr{x}, PartitionBy: []plan.Expr{k}, Frame: whole, T: types.Int.AsNotNull()},
	}}
	w, err := newCalciteWindow(n)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, i := range w.layout() {
		got = append(got, w.calls[i].Func+" "+w.names[i]+" "+w.physicalName(i))
	}
	want := []string{"SUM w1$o0 w1$o1", "COUNT w1$o1 w0$o0", "COUNT w0$o0 w1$o0"}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("call %d: got %q, want %q", i, got[i], want[i])
		}
	}
	if s := rexDigest(w.exprs[1]); s != "CAST(/(SUM($2) OVER (PARTITION BY $0), COUNT($2) OVER (PARTITION BY $0))):INTEGER NOT NULL" {
		t.Errorf("AVG is %s", s)
	}
}
