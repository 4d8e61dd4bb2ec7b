package exec

import (
	"context"
	"errors"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// unknownNode is a plan node kind no switch has a case for.
type unknownNode struct{ in plan.Node }

func (n *unknownNode) Fields() []plan.Field { return n.in.Fields() }
func (n *unknownNode) Inputs() []plan.Node  { return []plan.Node{n.in} }

// errNoSource is the test's answer for a scan: the source is the engine's to find.
var errNoSource = errors.New("no source in this test")

// buildKind builds one node in batch or streaming mode and runs it to its end.
func buildKind(n plan.Node, streaming bool) error {
	env := &Env{Connector: &connector.Env{}, Streaming: streaming,
		Source: func(*plan.Scan) (connector.Source, error) { return nil, errNoSource }}
	op, err := Build(context.Background(), n, env)
	if err != nil {
		return err
	}
	if op == nil {
		return errors.New("Build gave no operator and no error")
	}
	_, err = Collect(context.Background(), op, n.Fields(), false)
	return err
}

// The executor builds an operator for every node kind but the sink, which BuildJob builds as
// its input, in both modes, and it runs; the sink and a kind it cannot know fail with ErrNodeKind, not as a
// query Flinkpad does not support.
func TestBuildHandlesEveryKind(t *testing.T) {
	for _, streaming := range []bool{false, true} {
		for _, n := range plan.Kinds() {
			err := buildKind(n, streaming)
			switch n.(type) {
			case *plan.Sink:
				if !errors.Is(err, plan.ErrNodeKind) {
					t.Errorf("streaming=%t: building a sink gave %v, want ErrNodeKind", streaming, err)
				}
			case *plan.Scan:
				if !errors.Is(err, errNoSource) {
					t.Errorf("streaming=%t: building a scan gave %v, want the source's error", streaming, err)
				}
			default:
				if err != nil {
					t.Errorf("streaming=%t: building %T: %v", streaming, n, err)
				}
			}
		}
		err := buildKind(&unknownNode{in: plan.Kinds()[0]}, streaming)
		if !errors.Is(err, plan.ErrNodeKind) || errors.Is(err, ErrNotSupported) {
			t.Errorf("streaming=%t: building an unknown kind gave %v, want ErrNodeKind", streaming, err)
		}
	}
}

// The rank builders are given Rank and Over nodes only; another kind fails loudly rather than
// building a rank without numberings.
func TestRankBuildersRefuseOtherKinds(t *testing.T) {
	env := &Env{Connector: &connector.Env{}}
	builders := map[string]func(plan.Node) (Operator, error){
		"buildBatchRank": func(n plan.Node) (Operator, error) {
			return buildBatchRank(context.Background(), n, env, nil)
		},
		"buildStreamRank": func(n plan.Node) (Operator, error) {
			return buildStreamRank(context.Background(), n, env, nil)
		},
	}
	for name, build := range builders {
		if _, err := build(&unknownNode{in: plan.Kinds()[0]}); !errors.Is(err, plan.ErrNodeKind) {
			t.Errorf("%s(unknownNode) gave %v, want ErrNodeKind", name, err)
		}
	}
}
