package opt

import (
	"slices"
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// TestExpandKeys holds an Expand's keys to Flink's getExpandUniqueKeys: an input key that no
// grouping set nulls stays a key with $e beside it; one that a set nulls is none. The
// aggregate above, grouped on the keys and $e, is unique on them.
func TestExpandKeys(t *testing.T) {
	scan := keyedScan() // (k, v, id), keyed on id
	// The keys are k and v: id is outside them, so no set nulls it.
	kept := plan.NewExpand(scan, 2, [][]int{{0, 1}, {0}, {}})
	pr := NewProps()
	// Output of kept: k, v, $e, id: id (3) with $e (2).
	if got := pr.UniqueKeys(kept, true); !slices.EqualFunc(got, [][]int{{2, 3}}, slices.Equal) {
		t.Errorf("unique keys of an Expand that keeps the input's key: %v, want [[2 3]]", got)
	}
	if got := pr.UpsertKeys(kept); !slices.EqualFunc(got, [][]int{{2, 3}}, slices.Equal) {
		t.Errorf("upsert keys of an Expand that keeps the input's key: %v, want [[2 3]]", got)
	}
	// id as the only grouping key, rolled up: the grand total's copy nulls it.
	nulling := plan.NewExpand(&plan.Calc{Input: scan, Exprs: []plan.Expr{&plan.InputRef{Index: 2, T: scan.Output[2].Type}},
		Output: scan.Output[2:]}, 1, [][]int{{0}, {}})
	if got := expandKeys(nulling, [][]int{{0}}); got != nil {
		t.Errorf("keys of an Expand that nulls the input's key: %v, want none", got)
	}
	agg := &plan.Aggregate{Input: kept, Keys: 3, Output: kept.Output[:3]}
	if got := pr.UniqueKeys(agg, true); !slices.EqualFunc(got, [][]int{{0, 1, 2}}, slices.Equal) {
		t.Errorf("unique keys of the aggregate over the Expand: %v, want [[0 1 2]]", got)
	}
}
