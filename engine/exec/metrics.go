package exec

import (
	"context"
	"sync/atomic"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// NodeMetrics counts the rows a node of a running job read from its inputs and produced. The
// counters move once per batch, and a shared node counts its output once, however many parents
// read it.
type NodeMetrics struct {
	RowsIn, RowsOut atomic.Int64
	// Shared records that the node ran once for several parents, behind a tee; BuiltLeft that
	// a join read its left input into its hash table. They are what ran, for the tests that
	// check it against what EXPLAIN prints.
	Shared, BuiltLeft bool
}

// Metrics are the counters of every node of a job, by plan node.
type Metrics struct {
	nodes map[plan.Node]*NodeMetrics
}

func newMetrics() *Metrics { return &Metrics{nodes: map[plan.Node]*NodeMetrics{}} }

// Of returns a node's counters; nil for a node the job does not run.
func (m *Metrics) Of(n plan.Node) *NodeMetrics {
	if m == nil {
		return nil
	}
	return m.nodes[n]
}

func (m *Metrics) node(n plan.Node) *NodeMetrics {
	c, ok := m.nodes[n]
	if !ok {
		c = &NodeMetrics{}
		m.nodes[n] = c
	}
	return c
}

// counted counts the rows of the batches an operator hands on: as its node's output, and as
// input of the node that reads it.
type counted struct {
	op  Operator
	out *atomic.Int64 // nil: counted elsewhere (a shared node counts its output once)
	in  *atomic.Int64 // nil: no consumer node (a root)
	// node is the plan node the operator runs, whose span an error it raises is placed at.
	node plan.Node
}

func (o *counted) Next(ctx context.Context) (connector.Batch, error) {
	b, err := o.op.Next(ctx)
	if err == nil {
		n := int64(b.Len())
		if o.out != nil {
			o.out.Add(n)
		}
		if o.in != nil {
			o.in.Add(n)
		}
	} else if o.node != nil {
		err = plan.AtNode(err, o.node)
	}
	return b, err
}

func (o *counted) Close() error { return o.op.Close() }
