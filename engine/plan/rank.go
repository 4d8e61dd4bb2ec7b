package plan

import "github.com/flinkpad/flinkpad/engine/types"

// Rank keeps, per partition of its input, the rows whose rank by the order keys lies in
// [Start, End], as Flink's Rank node: ROW_NUMBER(), RANK() or DENSE_RANK() OVER a window
// under a filter on the rank. The optimizer makes it from an Over node and the filter above
// (engine/opt/rank.go). Its output is the input's fields, then the rank number when
// OutputRankNumber is set.
type Rank struct {
	Spanned
	Input       Node
	Func        string // ROW_NUMBER, RANK, DENSE_RANK
	PartitionBy []int
	// OrderBy are the order keys, each an InputRef into the input.
	OrderBy    []SortKey
	Start, End int64
	// OutputRankNumber says the rank number is the last output field, named RankName.
	OutputRankNumber bool
	RankName         string
}

// Fields are the input's fields, then the rank number when it is output.
func (n *Rank) Fields() []Field {
	in := n.Input.Fields()
	if !n.OutputRankNumber {
		return in
	}
	return append(append(make([]Field, 0, len(in)+1), in...), Field{Name: n.RankName, Type: RankNumberType})
}

func (n *Rank) Inputs() []Node { return []Node{n.Input} }

// RankNumberType is the type of ROW_NUMBER, RANK and DENSE_RANK.
var RankNumberType = types.BigInt.AsNotNull()

// OrderFields are the input fields the order keys read.
func (n *Rank) OrderFields() []int {
	out := make([]int, len(n.OrderBy))
	for i, k := range n.OrderBy {
		out[i] = k.Expr.(*InputRef).Index
	}
	return out
}

var _ Node = (*Rank)(nil)
