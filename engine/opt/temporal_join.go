package opt

import (
	"fmt"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// Temporal joins (plan.TemporalJoin) in the optimizer's derivations and checks.

// temporalJoinAttributes digests a temporal join: its kind, condition and time and key fields.
func temporalJoinAttributes(n *plan.TemporalJoin) string {
	return fmt.Sprintf("TemporalJoin(%s, %s, leftTime=%d, rightTime=%d, key=%v)",
		n.Kind, exprKey(n.Cond), n.LeftTime, n.RightTime, n.RightKey)
}

// checkTemporalJoin checks a temporal join as the regular join of its shape, and that its time
// and key fields are within its inputs.
func checkTemporalJoin(n *plan.TemporalJoin) error {
	if n.Kind != plan.JoinInner && n.Kind != plan.JoinLeft {
		return fmt.Errorf("%w: a %s temporal join", ErrBrokenPlan, n.Kind)
	}
	nl, nr := len(n.Left.Fields()), len(n.Right.Fields())
	if n.LeftTime < 0 || n.LeftTime >= nl || n.RightTime < 0 || n.RightTime >= nr {
		return fmt.Errorf("%w: temporal join times %d and %d over %d and %d fields", ErrBrokenPlan, n.LeftTime, n.RightTime, nl, nr)
	}
	for _, k := range n.RightKey {
		if k < 0 || k >= nr {
			return fmt.Errorf("%w: temporal join key %d over %d fields", ErrBrokenPlan, k, nr)
		}
	}
	// The right rowtime is a plain timestamp in the output until plan-temporal-joins casts it.
	j := n.AsJoin()
	j.Output = append([]plan.Field{}, n.Output...)
	j.Output[nl+n.RightTime].Type.TimeAttr = n.Right.Fields()[n.RightTime].Type.TimeAttr
	return checkJoin(j)
}

// temporalJoinUpdateKinds settles the update kinds of a temporal join's inputs, as Flink's
// SatisfyUpdateKindTraitVisitor does for StreamPhysicalTemporalJoin: the left input gives
// what the join's consumer asks, since each left row passes with its kind; the right input,
// the versions, gives +U alone (it keeps a version per time, and a -U would overwrite one).
func temporalJoinUpdateKinds(pr *Props, n *plan.TemporalJoin, req updateKind, child func(plan.Node, updateKind) bool) (updateKind, bool) {
	if !child(n.Left, req) {
		return 0, false
	}
	return req, child(n.Right, onlyAfterOrNone(pr.ChangelogMode(n.Right)))
}
