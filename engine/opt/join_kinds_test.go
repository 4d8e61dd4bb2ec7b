package opt_test

import (
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// The digest tells joins apart by kind and by their IN. (How the passes treat each join kind
// is pinned in engine/testdata/opt/joins.slt.)
func TestJoinKindsThroughPasses(t *testing.T) {
	// Two MARK joins that differ only in the IN's operand are two nodes; their scans are one.
	res := optimize(t, config(),
		"INSERT INTO s1 SELECT c, CAST(a IN (SELECT a FROM g) AS BIGINT) FROM t",
		"INSERT INTO s2 SELECT a, CAST(c IN (SELECT a FROM g) AS BIGINT) FROM t")
	var marks, scans int
	for _, n := range res.Graph.Nodes() {
		if j, ok := n.(*plan.Join); ok && j.Kind == plan.JoinMark {
			marks++
		}
		if _, ok := n.(*plan.Scan); ok {
			scans++
		}
	}
	if marks != 2 || scans != 2 {
		t.Errorf("want 2 MARK joins over 2 scans, got %d and %d:\n%s%s", marks, scans,
			tree(res.Graph.Roots[0]), tree(res.Graph.Roots[1]))
	}
}
