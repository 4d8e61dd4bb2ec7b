package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// dedupAggregateInput computes each distinct aggregate argument once, as Calcite's conversion
// does: SUM(amount) and AVG(amount) read one field, and an argument that is also a grouping
// key reads the key.
func dedupAggregateInput(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return transform(roots, func(n plan.Node) (plan.Node, error) {
		a, ok := n.(*plan.Aggregate)
		if !ok {
			return n, nil
		}
		p, ok := a.Input.(*plan.Project)
		if !ok || p.Kind != plan.ProjectAggregateInput {
			return n, nil
		}
		first := map[string]int{}
		mapping := make([]int, len(p.Exprs))
		np := &plan.Project{Input: p.Input, Kind: p.Kind}
		for i, e := range p.Exprs {
			key := exprKey(e)
			if j, seen := first[key]; seen && i >= a.Keys {
				mapping[i] = j
				continue
			}
			first[key] = len(np.Exprs)
			mapping[i] = len(np.Exprs)
			np.Exprs = append(np.Exprs, e)
			np.Output = append(np.Output, p.Output[i])
		}
		if len(np.Exprs) == len(p.Exprs) {
			return n, nil
		}
		na := *a
		na.Input = np
		na.Calls = make([]plan.AggCall, len(a.Calls))
		for i, call := range a.Calls {
			if call.Arg >= 0 {
				call.Arg = mapping[call.Arg]
			}
			na.Calls[i] = call
		}
		c.fire()
		return &na, nil
	})
}
