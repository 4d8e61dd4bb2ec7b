package plan

import "github.com/flinkpad/flinkpad/engine/types"

// Flink's decorrelation (SubQueryDecorrelator) keeps only the subquery's rows whose
// correlation keys are not NULL: a row with a NULL key equals no row of the enclosing query,
// so the filter changes no result, and EXPLAIN prints it pushed into the subquery's scan.

// notNullKeys filters a plan to the rows where each nullable key is not NULL.
func notNullKeys(n Node, keys []Expr) Node {
	var conds []Expr
	for _, k := range keys {
		if k.Type().Nullable() {
			conds = append(conds, &Call{Op: OpIsNotNull, Args: []Expr{k}, T: types.Boolean.AsNotNull()})
		}
	}
	if len(conds) == 0 {
		return n
	}
	return &Filter{Input: n, Cond: And(conds...)}
}

// notNullCorrelationKeys filters a decorrelated subquery without an aggregate to the rows whose
// correlation keys are not NULL, when every correlated condition is an equality.
func notNullCorrelationKeys(s *subquery) {
	if s.corr == nil || hasAggregate(s.node) {
		return
	}
	var keys []Expr
	for _, e := range s.corr.conds {
		inner, _, ok := correlatedEquality(e)
		if !ok {
			return
		}
		keys = append(keys, inner)
	}
	s.node = notNullKeys(s.node, keys)
}
