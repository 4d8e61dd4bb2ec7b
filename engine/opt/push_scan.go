package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// pushFilterIntoScan hands the conjuncts of a condition right above a scan to a connector that
// accepts filters, as Flink's filter push-down does. The filesystem connector accepts every
// predicate but still returns all rows, so the condition stays above the scan; the pushed
// predicates show in the scan's digest (filter=[...]) and tell scans with other filters apart.
func pushFilterIntoScan(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		calc, ok := n.(*plan.Calc)
		if !ok || calc.Cond == nil {
			return n, nil
		}
		scan, ok := calc.Input.(*plan.Scan)
		if !ok || scan.Filters != nil || c.Config.Abilities == nil || !c.Config.Abilities(scan).Filter {
			return n, nil
		}
		toStored := map[int]int{}
		for i := range scan.Output {
			toStored[i] = i
			if scan.Columns != nil {
				toStored[i] = scan.Columns[i]
			}
		}
		var pushed []plan.Expr
		for _, e := range plan.Conjuncts(calc.Cond) {
			if isDeterministic(e) {
				pushed = append(pushed, remap(e, toStored))
			}
		}
		if pushed == nil {
			return n, nil
		}
		s := *scan
		s.Filters = pushed
		cp := *calc
		cp.Input = &s
		c.fire()
		return &cp, nil
	})
}

// pushLimitIntoScan hands a LIMIT without ORDER BY right above a scan to a connector that
// accepts it (limit=[n] in the scan's digest); the limit above the scan stays.
func pushLimitIntoScan(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		sort, ok := n.(*plan.Sort)
		if !ok || len(sort.Keys) > 0 || sort.Limit < 0 {
			return n, nil
		}
		scan, ok := sort.Input.(*plan.Scan)
		if !ok || scan.Limit > 0 || c.Config.Abilities == nil || !c.Config.Abilities(scan).Limit {
			return n, nil
		}
		s := *scan
		s.Limit = sort.Offset + sort.Limit
		cp := *sort
		cp.Input = &s
		c.fire()
		return &cp, nil
	})
}
