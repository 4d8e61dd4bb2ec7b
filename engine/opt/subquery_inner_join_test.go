package opt_test

import (
	"strings"
	"testing"
)

// A scalar subquery's LEFT join becomes INNER, with the filter as its condition, only under a
// filter that rejects a NULL subquery value.
func TestInnerSubqueryJoin(t *testing.T) {
	for _, tt := range []struct {
		query string
		want  string // the join line of the optimized tree
	}{
		{"SELECT a FROM t WHERE c > (SELECT AVG(c) FROM t)", "Join INNER on >($1, $2)"},
		{"SELECT a FROM t WHERE c < (SELECT MIN(a) FROM t) + 1", "Join INNER on <($1, +($2, 1))"},
		// Correlated and grouped on the correlation: the equality joins with the filter.
		{"SELECT a FROM t WHERE c = (SELECT MAX(a) FROM t AS x WHERE x.b = t.b)", "Join INNER on AND(=($4, $1), =($2, $3))"},
		// IS NULL keeps the rows the join pads, OR may keep them: both stay LEFT.
		{"SELECT a FROM t WHERE (SELECT AVG(c) FROM t) IS NULL", "Join LEFT"},
		{"SELECT a FROM t WHERE c > (SELECT AVG(c) FROM t) OR a = 1", "Join LEFT"},
	} {
		res := optimize(t, config(), tt.query)
		got := tree(res.Graph.Roots[0])
		found := false
		for _, line := range strings.Split(got, "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "Join ") {
				found = true
				if strings.TrimSpace(line) != tt.want {
					t.Errorf("%s: join %q, want %q\n%s", tt.query, strings.TrimSpace(line), tt.want, got)
				}
			}
		}
		if !found {
			t.Errorf("%s: no join in\n%s", tt.query, got)
		}
	}
}
