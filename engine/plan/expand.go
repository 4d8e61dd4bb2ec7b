package plan

import "github.com/flinkpad/flinkpad/engine/types"

// Expand writes each input row once per grouping set of an aggregate, as Flink's Expand does
// for GROUPING SETS, ROLLUP and CUBE (DecomposeGroupingSetsRule): in each copy the keys outside
// the set are NULL and $e numbers the set. Its output is the Keys keys (the input fields
// KeyFields, or the first Keys), then $e (BIGINT NOT NULL), then the other input fields in
// order, so that the aggregate above groups on its first Keys+1 fields. Flink's Expand puts $e
// after every input field; the physical plan prints it there.
type Expand struct {
	Spanned
	Input Node
	Keys  int
	// KeyFields are the input fields of the keys, increasing; nil for the first Keys.
	KeyFields []int
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
	e.setOutput()
	return e
}

// NewExpandOn is an Expand whose keys are the input fields keyFields, increasing.
func NewExpandOn(input Node, keyFields []int, sets [][]int) *Expand {
	e := NewExpand(input, len(keyFields), sets)
	e.KeyFields = keyFields
	e.setOutput()
	return e
}

func (n *Expand) setOutput() {
	in := n.Input.Fields()
	n.Output = nil
	for k := range n.Keys {
		f := in[n.KeyField(k)]
		f.Type = f.Type.WithNullable(f.Type.Nullable() || n.nulledSomewhere(k))
		n.Output = append(n.Output, f)
	}
	n.Output = append(n.Output, Field{Name: "$e", Type: types.BigInt.AsNotNull()})
	for i, f := range in {
		if n.KeyOf(i) < 0 {
			n.Output = append(n.Output, f)
		}
	}
}

// KeyField is the input field of key k.
func (n *Expand) KeyField(k int) int {
	if n.KeyFields == nil {
		return k
	}
	return n.KeyFields[k]
}

// KeyOf is the key an input field is, -1 for none.
func (n *Expand) KeyOf(field int) int {
	if n.KeyFields == nil {
		if field < n.Keys {
			return field
		}
		return -1
	}
	for k, f := range n.KeyFields {
		if f == field {
			return k
		}
	}
	return -1
}

// OutputOf is the output field that copies an input field.
func (n *Expand) OutputOf(field int) int {
	if k := n.KeyOf(field); k >= 0 {
		return k
	}
	out := n.Keys + 1
	for i := range field {
		if n.KeyOf(i) < 0 {
			out++
		}
	}
	return out
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
		return n.KeyField(out)
	case out == n.Keys:
		return -1
	}
	rest := out - n.Keys - 1
	for i := range n.Input.Fields() {
		if n.KeyOf(i) >= 0 {
			continue
		}
		if rest == 0 {
			return i
		}
		rest--
	}
	return -1
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
