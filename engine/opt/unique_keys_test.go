package opt

import (
	"slices"
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// TestUniqueKeysDifferFromUpsertKeys holds the unique keys to Flink's FlinkRelMdUniqueKeys on
// the nodes where they are not the upsert keys: the unique keys are not filtered by an
// exchange's hash fields, a Top-1 that outputs its number is unique on the partition key with
// the number, a join keeps a side's keys only where no NULLs pad it, and a sink has none.
func TestUniqueKeysDifferFromUpsertKeys(t *testing.T) {
	scan := keyedScan() // (k, v, id), keyed on id
	order := []plan.SortKey{{Expr: &plan.InputRef{Index: 1, T: types.String}, Descending: true}}
	both := append(slices.Clone(scan.Output), scan.Output...)
	// left.k = right.id: the right side is unique on its join field, the left is not.
	on := func(kind plan.JoinKind) *plan.Join {
		return &plan.Join{Kind: kind, Left: scan, Right: keyedScan(), Output: both, Cond: &plan.Call{Op: "=", T: types.Boolean,
			Args: []plan.Expr{&plan.InputRef{Index: 0, T: types.Int}, &plan.InputRef{Index: 5, T: types.Int.AsNotNull()}}}}
	}
	cases := []struct {
		name           string
		n              plan.Node
		unique, upsert [][]int
	}{
		{"a Top-1 with its number", &plan.Rank{Input: &plan.Values{Output: scan.Output}, Func: "ROW_NUMBER",
			PartitionBy: []int{0}, OrderBy: order, Start: 1, End: 1, OutputRankNumber: true, RankName: "rn"},
			[][]int{{0, 3}}, [][]int{{0}}},
		{"a Top-3 partitioned off the input's key keeps the key", &plan.Rank{Input: scan, Func: "ROW_NUMBER",
			PartitionBy: []int{0}, OrderBy: order, Start: 1, End: 3}, [][]int{{2}}, nil},
		{"a sort on other fields keeps the key", &plan.Sort{Input: scan, Keys: order}, [][]int{{2}}, nil},
		{"an inner join on the right's key", on(plan.JoinInner), [][]int{{2, 5}, {2}}, nil},
		{"a left join on the right's key", on(plan.JoinLeft), [][]int{{2}}, nil},
		{"a right join pads the left side", on(plan.JoinRight), nil, nil},
		{"a sink", &plan.Sink{Input: scan}, nil, [][]int{{2}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pr := NewProps()
			for _, streaming := range []bool{false, true} {
				if got := pr.UniqueKeys(c.n, streaming); !slices.EqualFunc(got, c.unique, slices.Equal) {
					t.Errorf("UniqueKeys(streaming=%v) = %v, want %v", streaming, got, c.unique)
				}
			}
			if got := pr.UpsertKeys(c.n); !slices.EqualFunc(got, c.upsert, slices.Equal) {
				t.Errorf("UpsertKeys = %v, want %v", got, c.upsert)
			}
		})
	}
}
