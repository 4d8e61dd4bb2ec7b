package phys

import (
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// EXPLAIN PLAN_ADVICE in streaming mode prints the physical plan under "== Optimized Physical
// Plan With Advice ==", followed by what Flink's analyzers advise. They advise on group
// aggregations (local-global aggregation, which needs mini-batch) and on non-deterministic
// updates. Flinkpad gives the advice for the plans recorded from Flink (the cases
// stmt_explain_plan_advice_*): chains of sources, Calcs, watermarks, exchanges, unions, inner
// joins and sinks have none, and one keyed group aggregate of COUNT, SUM, MIN and MAX, without
// mini-batch, is advised to enable it, its node marked advice=[1]. Other plans fail as not
// explainable.

// noAdvice is what Flink prints when no analyzer has advice.
const noAdvice = "No available advice..."

// twoPhaseAdvice is Flink's GroupAggregationAnalyzer's advice when mini-batch is off.
const twoPhaseAdvice = "advice[1]: [ADVICE] You might want to enable local-global two-phase optimization by configuring " +
	"('table.exec.mini-batch.enabled' to 'true', 'table.exec.mini-batch.allow-latency' to a positive long value, " +
	"'table.exec.mini-batch.size' to a positive long value)."

// advise marks the node advice is given for and returns the advice text, or fails for a plan
// whose advice Flinkpad does not know.
func advise(roots []*Node) (string, error) {
	seen := map[*Node]bool{}
	var aggregates []*Node
	var walk func(n *Node) error
	walk = func(n *Node) error {
		if seen[n] {
			return nil
		}
		seen[n] = true
		switch n.kind {
		case KindTableSourceScan, KindCalc, KindWatermarkAssigner, KindExchange, KindUnion, KindValues, KindSink:
		case KindJoin:
			if !hasAttrValue(n, "joinType", "InnerJoin") {
				return DetailNotSupported("PLAN_ADVICE", "a plan with an outer join")
			}
		case KindGroupAggregate:
			if !twoPhaseCandidate(n) {
				return DetailNotSupported("PLAN_ADVICE", "this aggregate")
			}
			aggregates = append(aggregates, n)
		default:
			return DetailNotSupported("PLAN_ADVICE", "a plan with "+n.Name())
		}
		for _, in := range n.inputs {
			if err := walk(in); err != nil {
				return err
			}
		}
		return nil
	}
	for _, r := range roots {
		if err := walk(r); err != nil {
			return "", err
		}
	}
	switch len(aggregates) {
	case 0:
		return noAdvice, nil
	case 1:
		agg := aggregates[0]
		agg.attrs = append([]attr{{"advice", "1"}}, agg.attrs...)
		return twoPhaseAdvice, nil
	}
	return "", DetailNotSupported("PLAN_ADVICE", "a plan with several aggregates")
}

// twoPhaseCandidate reports whether a streaming GroupAggregate is one Flink's analyzer is
// recorded to advise on: grouped, of non-distinct COUNT, SUM, MIN and MAX.
func twoPhaseCandidate(n *Node) bool {
	agg, ok := n.source.(*plan.Aggregate)
	if !ok || agg.Keys == 0 {
		return false
	}
	for _, c := range agg.Calls {
		switch c.Func {
		case "COUNT", "SUM", "MIN", "MAX":
		default:
			return false
		}
		if c.Distinct {
			return false
		}
	}
	return true
}

// DetailNotSupported is the error of an EXPLAIN detail Flinkpad cannot print yet for what a
// plan holds; it matches ErrNotExplainable.
func DetailNotSupported(detail, what string) error {
	return flinkerr.NotSupported("EXPLAIN " + detail + " of " + what)
}
