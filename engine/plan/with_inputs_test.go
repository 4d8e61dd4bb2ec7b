package plan

import (
	"strings"
	"testing"
)

// unknownNode is a plan node kind WithInputs has no case for.
type unknownNode struct{ in Node }

func (n *unknownNode) Fields() []Field { return n.in.Fields() }
func (n *unknownNode) Inputs() []Node  { return []Node{n.in} }

// A node kind WithInputs does not know fails loudly instead of keeping its old inputs, which
// would silently undo every rewrite below it.
func TestWithInputsRefusesAnUnknownNode(t *testing.T) {
	defer func() {
		if p := recover(); p == nil || !strings.Contains(p.(string), "unknownNode") {
			t.Fatalf("got %v, want a panic naming the node kind", p)
		}
	}()
	leaf := &Values{}
	WithInputs(&unknownNode{in: leaf}, []Node{&Values{}})
}
