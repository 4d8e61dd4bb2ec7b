package opt

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/work"
)

// Digests computes the digests sub-plan reuse compares, memoized across calls, for the
// physical plan's check that the nodes it merged are equal.
type Digests struct{ d *digester }

// NewDigests returns an empty memo of digests, metered by m.
func NewDigests(m *work.Meter) *Digests { return &Digests{newDigester(m)} }

// Of is a node's digest: nodes with one digest compute the same rows.
func (d *Digests) Of(n plan.Node) string { return d.d.digest(n) }
