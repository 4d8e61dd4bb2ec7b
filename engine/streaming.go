package engine

import (
	"github.com/flinkpad/flinkpad/engine/plan"
)

// checkStreamable reports the first node of a plan that Flinkpad cannot run in streaming mode
// yet. Scans, VALUES, projections, filters and UNION ALL are stateless and pass row kinds on;
// group aggregates (GROUP BY, DISTINCT, HAVING) emit changelogs row by row
// (exec/stream_aggregate.go). Joins, sorts (Top-N) and the distinct set operations wait.
func checkStreamable(n plan.Node) error {
	switch n := n.(type) {
	case *plan.Join:
		return &unsupportedError{"joins in streaming mode (the streaming issue)"}
	case *plan.Sort:
		return &unsupportedError{"ORDER BY, LIMIT and Top-N in streaming mode (the streaming issue)"}
	case *plan.SetOp:
		if n.Kind != "UNION" || !n.All {
			return &unsupportedError{"UNION, INTERSECT and EXCEPT without ALL in streaming mode (the streaming issue)"}
		}
	}
	for _, in := range n.Inputs() {
		if err := checkStreamable(in); err != nil {
			return err
		}
	}
	return nil
}
