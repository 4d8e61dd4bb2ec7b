package opt_test

import (
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// The passes handle every join kind by its shape: pruning keeps the right fields that only the
// condition reads, filters go below a SEMI join but stay in an ANTI or
// MARK join's condition, and the digest tells joins apart by kind and by their IN.
func TestJoinKindsThroughPasses(t *testing.T) {
	for _, tt := range []struct{ query, want string }{
		// A WHERE conjunct that reads both sides of an inner join becomes its condition.
		{"SELECT t.b FROM t, g WHERE t.a = g.a",
			"Calc [$1]\n  Join INNER on =($0, $2)\n    Scan t columns=[0,1]\n    Scan g\n"},
		// Only b is selected: the SEMI join reads a on both sides, and outputs t's fields alone.
		{"SELECT b FROM t WHERE a IN (SELECT a FROM g)",
			"Calc [$1]\n  Join SEMI on =($0, $2)\n    Scan t columns=[0,1]\n    Calc [$0]\n      Scan g\n"},
		// A correlated conjunct that reads only t goes below the SEMI join...
		{"SELECT b FROM t WHERE EXISTS (SELECT 1 FROM g WHERE g.a = t.a AND t.c > 1)",
			"Calc [$1]\n  Join SEMI on =($2, $0)\n    Calc [$0, $1] where >($2, 1)\n      Scan t columns=[0,1,2] filters=[>($2, 1)]\n    Calc [$0]\n      Scan g\n"},
		// ...but not below the ANTI join, where it decides which rows have no match.
		{"SELECT b FROM t WHERE NOT EXISTS (SELECT 1 FROM g WHERE g.a = t.a AND t.c > 1)",
			"Calc [$1]\n  Join ANTI on AND(=($3, $0), >($2, 1))\n    Scan t columns=[0,1,2]\n    Calc [$0]\n      Scan g\n"},
		// A MARK join keeps every left row: the WHERE on t goes below it, the conjunct on t in
		// its condition stays; the mark is its last field.
		{"SELECT b, EXISTS (SELECT 1 FROM g WHERE g.a = t.a AND t.c > 1) FROM t WHERE d > 0",
			"Calc [$1, $3]\n  Join MARK on AND(=($3, $0), >($2, 1))\n    Calc [$0, $1, $2] where >($3, 0)\n      Scan t filters=[>($3, 0)]\n    Calc [$0]\n      Scan g\n"},
	} {
		res := optimize(t, config(), tt.query)
		if got := tree(res.Graph.Roots[0]); got != tt.want {
			t.Errorf("%s\ngot:\n%swant:\n%s", tt.query, got, tt.want)
		}
	}

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
