package explain

// EXPLAIN PLAN_ADVICE in streaming mode prints the physical plan under "== Optimized Physical
// Plan With Advice ==", followed by what Flink's analyzers advise. They advise on group
// aggregations (local-global aggregation, mini-batch) and on non-deterministic updates;
// Flinkpad prints only their answer for plans that give them nothing to say, insert-only chains
// of sources, Calcs, watermarks, unions and sinks (recorded by the case
// stmt_explain_plan_advice_streaming), and fails as not explainable otherwise.

// noAdvice is what Flink prints when no analyzer has advice.
const noAdvice = "No available advice..."

// checkNoAdvice fails for a plan on which Flink's analyzers might advise.
func checkNoAdvice(roots []*node) error {
	seen := map[*node]bool{}
	var walk func(n *node) error
	walk = func(n *node) error {
		if seen[n] {
			return nil
		}
		seen[n] = true
		switch n.name {
		case "TableSourceScan", "Calc", "WatermarkAssigner", "Union", "Values", "Sink":
		default:
			return &notExplainable{"EXPLAIN PLAN_ADVICE of a plan with " + n.name}
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
			return err
		}
	}
	return nil
}
