package plan

// ChangelogNormalize turns the upsert changelog of a source (upsert-kafka: new values and
// tombstones by key, without -U) into a changelog with every kind, as Flink's
// StreamPhysicalChangelogNormalize does above such a scan: it keeps the last row of each key,
// emits +I for a key's first row, -U and +U when a key's row changes, and -D with the last
// row when a key is deleted. Its rows are its input's.
//
// Cond, when set, is the part of a filter above it that reads more than the key, which Flink's
// PushCalcPastChangelogNormalizeRule moves into the node: the output is the changelog of the
// rows that satisfy it, a row leaving it a -D and a row entering it a +I.
type ChangelogNormalize struct {
	Spanned
	Input Node
	// Keys are the input fields of the source's primary key.
	Keys []int
	Cond Expr
}

func (n *ChangelogNormalize) Fields() []Field { return n.Input.Fields() }
func (n *ChangelogNormalize) Inputs() []Node  { return []Node{n.Input} }

// WithInputs returns a copy over a new input.
func (n *ChangelogNormalize) WithInputs(inputs []Node) Node {
	c := *n
	c.Input = inputs[0]
	return &c
}

var _ Node = (*ChangelogNormalize)(nil)
