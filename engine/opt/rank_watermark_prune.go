package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// pruneRankOverWatermark prunes the input of a streaming Rank that reads a watermark assigner
// or a window table function directly. Flink makes the Rank late (FlinkLogicalRankRule runs
// after the logical optimization), and the Calc that CalcRankTransposeRule then puts below it
// to drop the fields the Rank's consumers do not read stays above the assigner or the window
// function: the rules that push a projection through them (ProjectWatermarkAssignerTransposeRule,
// ProjectWindowTableFunctionTransposeRule) have run by then. The node and what is below it keep
// every field, a computed PROCTIME() too.
func (p *pruner) pruneRankOverWatermark(w plan.Node, need map[int]bool) (plan.Node, []int) {
	in, m := p.prune(w, allFields(w), nil)
	fields := in.Fields()
	keep := sortedKeys(need)
	if len(keep) == len(fields) {
		return in, m
	}
	calc := plan.SpanFrom(&plan.Calc{Input: in}, w)
	out := make([]int, len(m))
	for i := range out {
		out[i] = -1
	}
	for k, i := range keep {
		calc.Exprs = append(calc.Exprs, &plan.InputRef{Index: m[i], T: fields[m[i]].Type})
		calc.Output = append(calc.Output, fields[m[i]])
		out[i] = k
	}
	p.c.fire()
	return calc, out
}
