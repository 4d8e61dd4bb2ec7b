package plan

// Calc is a projection with an optional condition, the node the optimizer merges projections
// and filters into, as Flink's plans show them: it keeps the rows for which Cond is TRUE (every
// row without Cond) and computes Exprs over them.
type Calc struct {
	Spanned
	Input  Node
	Exprs  []Expr
	Cond   Expr
	Output []Field
}

func (n *Calc) Fields() []Field { return n.Output }
func (n *Calc) Inputs() []Node  { return []Node{n.Input} }

var _ Node = (*Calc)(nil)

// WithInputs returns a copy of a node over other inputs, in the order Inputs lists them; the
// optimizer rebuilds trees with it. Nodes without inputs come back unchanged. A node type this
// does not know panics, an invariant broken (the engine reports it as an internal error),
// rather than keeping its old inputs, which would silently undo every rewrite below it.
func WithInputs(n Node, inputs []Node) Node {
	switch n := n.(type) {
	case *Project:
		c := *n
		c.Input = inputs[0]
		return &c
	case *Filter:
		c := *n
		c.Input = inputs[0]
		return &c
	case *Calc:
		c := *n
		c.Input = inputs[0]
		return &c
	case *Sort:
		c := *n
		c.Input = inputs[0]
		return &c
	case *Aggregate:
		c := *n
		c.Input = inputs[0]
		return &c
	case *Over:
		c := *n
		c.Input = inputs[0]
		return &c
	case *Rank:
		c := *n
		c.Input = inputs[0]
		return &c
	case *Sink:
		c := *n
		c.Input = inputs[0]
		return &c
	case *SetOp:
		c := *n
		c.Left, c.Right = inputs[0], inputs[1]
		return &c
	case *Join:
		c := *n
		c.Left, c.Right = inputs[0], inputs[1]
		return &c
	case interface{ WithInputs([]Node) Node }:
		return n.WithInputs(inputs)
	case *Values, *Scan:
		return n
	default:
		panic(UnknownKind("plan.WithInputs", n))
	}
}
