package opt

import (
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// unknownNode is a plan node kind the digest has no case for.
type unknownNode struct{}

func (unknownNode) Fields() []plan.Field { return nil }
func (unknownNode) Inputs() []plan.Node  { return nil }

// Two nodes of a kind the digest does not know would digest alike by their type, and reuse
// would merge them: the digest fails loudly instead.
func TestDigestRefusesAnUnknownNode(t *testing.T) {
	defer func() {
		if p := recover(); p == nil || !strings.Contains(p.(string), "unknownNode") {
			t.Fatalf("got %v, want a panic naming the node kind", p)
		}
	}()
	nodeAttributes(unknownNode{})
}
