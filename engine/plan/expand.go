package plan

import "github.com/flinkpad/flinkpad/engine/types"

// Expand writes each input row once per grouping set of an aggregate, as Flink's Expand does
// for GROUPING SETS, ROLLUP and CUBE (DecomposeGroupingSetsRule): in each copy the keys outside
// the set are NULL and $e numbers the set. Its input's first Keys fields are the aggregate's
// keys; its output is those keys, then $e (BIGINT NOT NULL), then the other input fields, so
// that the aggregate above groups on its first Keys+1 fields. Flink's Expand puts $e after
// every input field; the physical plan prints it there.
type Expand struct {
	Spanned
	Input Node
	Keys  int
	// Nulled lists, per copy of a row, the keys that copy sets to NULL; IDs its $e.
	Nulled [][]int
	IDs    []int64
	Output []Field
}

// NewExpand is an Expand over input for the grouping sets, each the keys it keeps.
func NewExpand(input Node, keys int, sets [][]int) *Expand {
	e := &Expand{Input: input, Keys: keys}
	for _, set := range sets {
		var nulled []int
		for k := range keys {
			if !containsInt(set, k) {
				nulled = append(nulled, k)
			}
		}
		e.Nulled = append(e.Nulled, nulled)
		e.IDs = append(e.IDs, ExpandID(keys, set))
	}
	in := input.Fields()
	for i, f := range in[:keys] {
		f.Type = f.Type.WithNullable(f.Type.Nullable() || e.nulledSomewhere(i))
		e.Output = append(e.Output, f)
	}
	e.Output = append(e.Output, Field{Name: "$e", Type: types.BigInt.AsNotNull()})
	e.Output = append(e.Output, in[keys:]...)
	return e
}

// ExpandID is Flink's $e of a grouping set (ExpandUtil.genExpandId): a bit per key outside
// the set, the first key the highest.
func ExpandID(keys int, set []int) int64 {
	var id int64
	for k := range keys {
		id <<= 1
		if !containsInt(set, k) {
			id |= 1
		}
	}
	return id
}

func (n *Expand) nulledSomewhere(key int) bool {
	for _, nulled := range n.Nulled {
		if containsInt(nulled, key) {
			return true
		}
	}
	return false
}

func containsInt(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// InputOf is the input field an output field of the Expand copies, -1 for $e.
func (n *Expand) InputOf(out int) int {
	switch {
	case out < n.Keys:
		return out
	case out == n.Keys:
		return -1
	}
	return out - 1
}

func (n *Expand) Fields() []Field { return n.Output }
func (n *Expand) Inputs() []Node  { return []Node{n.Input} }

// WithInputs is the Expand over a new input of the same fields.
func (n *Expand) WithInputs(inputs []Node) Node {
	c := *n
	c.Input = inputs[0]
	return &c
}

var _ Node = (*Expand)(nil)
