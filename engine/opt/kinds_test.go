package opt

import (
	"errors"
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// unknownNode is a plan node kind no switch has a case for.
type unknownNode struct{}

func (unknownNode) Fields() []plan.Field { return nil }
func (unknownNode) Inputs() []plan.Node  { return nil }

// kindSites are the optimizer's switches that must handle every node kind, each run on one
// node; those that cannot return an error panic.
var kindSites = map[string]func(n plan.Node) error{
	"nodeAttributes": func(n plan.Node) error { nodeAttributes(n); return nil },
	"ChangelogMode":  func(n plan.Node) error { ChangelogMode(n); return nil },
	"visitNode": func(n plan.Node) error {
		v := &updateKindVisitor{kinds: map[plan.Node]updateKind{}, props: NewProps(), visited: map[visitKey]visitResult{}}
		v.visitNode(n, noUpdates, assignment{})
		return nil
	},
	"check": func(n plan.Node) error { return check(n, map[plan.Node]bool{}) },
	"mapExprs": func(n plan.Node) error {
		_, err := mapExprs(n, func(e plan.Expr) (plan.Expr, error) { return e, nil })
		return err
	},
	"NodeExprs":  func(n plan.Node) error { NodeExprs(n); return nil },
	"UpsertKeys": func(n plan.Node) error { UpsertKeys(n); return nil },
	"UniqueKeys": func(n plan.Node) error {
		NewProps().UniqueKeys(n, false)
		NewProps().UniqueKeys(n, true)
		return nil
	},
}

// run runs a site on a node and returns its error, or the panic's value as an error.
func run(site func(plan.Node) error, n plan.Node) (err error) {
	defer func() {
		if p := recover(); p != nil {
			if e, ok := p.(error); ok {
				err = e
			} else {
				err = errors.New("panic: " + p.(string))
			}
		}
	}()
	return site(n)
}

// Every exhaustive switch handles every kind of plan.Kinds, and fails loudly with ErrNodeKind
// on a kind it cannot know.
func TestSwitchesHandleEveryKind(t *testing.T) {
	for name, site := range kindSites {
		for _, n := range plan.Kinds() {
			if err := run(site, n); err != nil {
				t.Errorf("%s(%T): %v", name, n, err)
			}
		}
		if err := run(site, unknownNode{}); !errors.Is(err, plan.ErrNodeKind) {
			t.Errorf("%s(unknownNode) gave %v, want ErrNodeKind", name, err)
		}
	}
}

// Every kind digests to a text of its own: a kind described by its type alone would digest
// alike with another node of its kind, and reuse would merge them.
func TestDigestsTellTheKindsApart(t *testing.T) {
	seen := map[string]plan.Node{}
	for _, n := range plan.Kinds() {
		d := nodeAttributes(n)
		if other, ok := seen[d]; ok {
			t.Errorf("%T and %T digest alike: %s", n, other, d)
		}
		seen[d] = n
	}
}

// rankAttributes is given Over and Rank nodes only; any other kind panics instead of being
// digested by its type.
func TestRankAttributesRefusesOtherKinds(t *testing.T) {
	for _, n := range append(plan.Kinds(), unknownNode{}) {
		err := run(func(n plan.Node) error { rankAttributes(n); return nil }, n)
		switch n.(type) {
		case *plan.Over, *plan.Rank:
			if err != nil {
				t.Errorf("rankAttributes(%T): %v", n, err)
			}
		default:
			if !errors.Is(err, plan.ErrNodeKind) {
				t.Errorf("rankAttributes(%T) gave %v, want ErrNodeKind", n, err)
			}
		}
	}
}
