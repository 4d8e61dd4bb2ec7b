package phys

import (
	"github.com/flinkpad/flinkpad/engine/plan"
)

// retractNamed are the aggregate functions whose retracting form a streaming GroupAggregate
// over a changelog names with a _RETRACT suffix (COUNT_RETRACT, COLLECT_RETRACT,
// $WELFORD_M2$1_RETRACT).
var retractNamed = map[string]bool{"COUNT": true, "COLLECT": true, plan.WelfordM2: true}

// filterSuffix is how Flink prints an aggregate call's FILTER: " FILTER " and the input field
// that holds the condition; nothing for a call without one.
func filterSuffix(c plan.AggCall, fields []string) string {
	if !c.Filtered {
		return ""
	}
	return " FILTER " + fields[c.FilterArg]
}

// imperativeAggregate reports whether Flink runs a call with an imperative AggregateFunction
// (CollectAggFunction, WelfordM2AggFunction), whose batch local aggregate names its accumulator
// after the call's output, not after declarative buffer fields.
func imperativeAggregate(c plan.AggCall) bool {
	return c.Func == "COLLECT" || c.Func == plan.WelfordM2
}

// batchAggregateExplainable fails for the batch aggregates whose two-phase plan Flinkpad
// cannot print yet (the phases in aggregate.go name declarative buffers only and print no
// FILTER), and for the window aggregates over such calls.
func batchAggregateExplainable(n *plan.Aggregate) error {
	for _, c := range n.Calls {
		switch {
		case c.Filtered:
			return notExplainable("FILTER (WHERE ...) on an aggregate in a batch or window plan")
		case imperativeAggregate(c):
			return notExplainable(c.Func + " in a batch or window plan")
		}
	}
	return nil
}
