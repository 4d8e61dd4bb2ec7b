package opt

import (
	"slices"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// keyedScan reads a table of (k, v, id) whose primary key is id.
func keyedScan() *plan.Scan {
	fields := []plan.Field{{Name: "k", Type: types.Int}, {Name: "v", Type: types.String}, {Name: "id", Type: types.Int.AsNotNull()}}
	t := &catalog.Table{Schema: catalog.Schema{PrimaryKey: &catalog.PrimaryKey{Columns: []string{"id"}}}}
	for _, f := range fields {
		t.Schema.Columns = append(t.Schema.Columns, catalog.Column{Name: f.Name, Type: f.Type})
	}
	return &plan.Scan{Table: t, Output: fields}
}

func TestRankUpsertKeys(t *testing.T) {
	values := &plan.Values{Output: keyedScan().Output}
	order := []plan.SortKey{{Expr: &plan.InputRef{Index: 1, T: types.String}, Descending: true}}
	cases := []struct {
		name string
		rank *plan.Rank
		want [][]int
	}{
		{"a keep-last Top-1 is keyed on its partition key", &plan.Rank{Input: values, Func: "ROW_NUMBER",
			PartitionBy: []int{0}, OrderBy: order, Start: 1, End: 1}, [][]int{{0}}},
		{"a Top-1 with its number is keyed on its partition key", &plan.Rank{Input: values, Func: "ROW_NUMBER",
			PartitionBy: []int{0}, OrderBy: order, Start: 1, End: 1, OutputRankNumber: true, RankName: "rn"}, [][]int{{0}}},
		{"a Top-2 with its number adds the number to the partition key", &plan.Rank{Input: values, Func: "ROW_NUMBER",
			PartitionBy: []int{0}, OrderBy: order, Start: 1, End: 2, OutputRankNumber: true, RankName: "rn"}, [][]int{{0, 3}}},
		{"a Top-2 without its number has no key over an unkeyed input", &plan.Rank{Input: values, Func: "ROW_NUMBER",
			PartitionBy: []int{0}, OrderBy: order, Start: 1, End: 2}, nil},
		{"a RANK kept at 1 is no deduplication: ties share the rank", &plan.Rank{Input: values, Func: "RANK",
			PartitionBy: []int{0}, OrderBy: order, Start: 1, End: 1, OutputRankNumber: true, RankName: "r"}, nil},
		{"an input key holding the partition key stays", &plan.Rank{Input: keyedScan(), Func: "ROW_NUMBER",
			PartitionBy: []int{2}, OrderBy: order, Start: 1, End: 3}, [][]int{{2}}},
		{"an input key without the partition key goes", &plan.Rank{Input: keyedScan(), Func: "ROW_NUMBER",
			PartitionBy: []int{0}, OrderBy: order, Start: 1, End: 3}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := UpsertKeys(c.rank)
			if !slices.EqualFunc(got, c.want, slices.Equal) {
				t.Errorf("UpsertKeys = %v, want %v", got, c.want)
			}
		})
	}
}

func TestOverUpsertKeysKeepKeysHoldingThePartition(t *testing.T) {
	scan := keyedScan()
	call := func(partition int) *plan.OverCall {
		return &plan.OverCall{Func: "COUNT", PartitionBy: []plan.Expr{&plan.InputRef{Index: partition, T: scan.Output[partition].Type}}}
	}
	over := func(c *plan.OverCall) *plan.Over {
		return &plan.Over{Input: scan, Calls: []*plan.OverCall{c}, Output: append(slices.Clone(scan.Output), plan.Field{Name: "c", Type: types.BigInt})}
	}
	if got := UpsertKeys(over(call(2))); !slices.EqualFunc(got, [][]int{{2}}, slices.Equal) {
		t.Errorf("partitioned on the key: UpsertKeys = %v, want [[2]]", got)
	}
	if got := UpsertKeys(over(call(0))); len(got) != 0 {
		t.Errorf("partitioned off the key: UpsertKeys = %v, want none", got)
	}
}
