package engine

import "github.com/flinkpad/flinkpad/engine/plan"

// insertOnly reports whether a plan only appends rows in streaming mode too: scans, VALUES,
// projections, filters and UNION ALL are stateless and emit +I rows in the order they read them,
// which is what batch mode computes. Aggregates, joins, sorts and the distinct set operations
// keep state and emit changelogs in streaming mode; they wait for the streaming issue.
func insertOnly(n plan.Node) bool {
	switch n := n.(type) {
	case *plan.Aggregate, *plan.Join, *plan.Sort:
		return false
	case *plan.SetOp:
		if n.Kind != "UNION" || !n.All {
			return false
		}
	}
	for _, in := range n.Inputs() {
		if !insertOnly(in) {
			return false
		}
	}
	return true
}
