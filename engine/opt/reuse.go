package opt

import (
	"slices"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// StoredColumns counts the columns a scan of the table reads from its connector: all but the
// computed ones.
func StoredColumns(t *catalog.Table) int {
	n := 0
	for _, c := range t.Schema.Columns {
		if c.Kind != catalog.Computed {
			n++
		}
	}
	return n
}

// reuseSubPlans makes nodes with one digest one node, as Flink's SubplanReuser does: the first
// one met, walking the trees in order and each tree depth first, stays, and the others are
// replaced by it. A sink is never shared, and neither is a scan when source reuse is off; the
// nodes above such a scan still are.
func reuseSubPlans(c *Context, roots []plan.Node, reuseSource bool) *Graph {
	digests := newDigester(c.Config.Work)
	byDigest := map[string]plan.Node{}
	done := map[plan.Node]plan.Node{}
	var visit func(n plan.Node) plan.Node
	visit = func(n plan.Node) plan.Node {
		if r, ok := done[n]; ok {
			return r
		}
		c.Config.Work.Step()
		digest := digests.digest(n)
		reusable := true
		switch n.(type) {
		case *plan.Sink:
			reusable = false
		case *plan.Scan:
			reusable = reuseSource
		default:
			// Partial by design: every other kind may be shared.
		}
		if reusable {
			if first, ok := byDigest[digest]; ok {
				c.fire()
				done[n] = first
				return first
			}
		}
		ins := n.Inputs()
		out := n
		if len(ins) > 0 {
			news := make([]plan.Node, len(ins))
			changed := false
			for i, in := range ins {
				news[i] = visit(in)
				changed = changed || news[i] != in
			}
			if changed {
				out = plan.WithInputs(n, news)
			}
		}
		if reusable {
			byDigest[digest] = out
		}
		done[n] = out
		return out
	}
	out := make([]plan.Node, len(roots))
	for i, r := range roots {
		out[i] = visit(r)
	}
	return NewGraph(out)
}

// reuseScans merges the scans of one table that differ only in the columns they read into one
// scan of all those columns, as Flink's ScanReuser does; each former scan becomes a Calc that
// picks its columns, and sub-plan reuse then shares the scan.
func reuseScans(c *Context, roots []plan.Node) []plan.Node {
	groups := map[string][]*plan.Scan{}
	var order []string
	seen := map[plan.Node]bool{}
	var walk func(n plan.Node)
	walk = func(n plan.Node) {
		if seen[n] {
			return
		}
		seen[n] = true
		if s, ok := n.(*plan.Scan); ok {
			key := fmtScanKey(s)
			if _, ok := groups[key]; !ok {
				order = append(order, key)
			}
			groups[key] = append(groups[key], s)
		}
		for _, in := range n.Inputs() {
			walk(in)
		}
	}
	for _, r := range roots {
		walk(r)
	}
	replace := map[plan.Node]plan.Node{}
	picks := map[plan.Node]bool{}
	for _, key := range order {
		scans := groups[key]
		if len(scans) < 2 || sameColumns(scans) {
			continue
		}
		merged := mergedScan(scans)
		c.fire()
		for _, s := range scans {
			replace[s] = pickColumns(merged, s)
			picks[replace[s]] = true
		}
	}
	if len(replace) == 0 {
		return roots
	}
	out, _ := c.transform(roots, func(n plan.Node) (plan.Node, error) {
		if r, ok := replace[n]; ok {
			return r, nil
		}
		// A Calc over a former scan takes in the Calc that picks its columns, as
		// ScanReuser's ReplaceScanWithCalcShuttle merges them.
		if top, ok := n.(*plan.Calc); ok && picks[top.Input] {
			if merged, ok := mergeCalcs(top); ok {
				return merged, nil
			}
		}
		return n, nil
	})
	return out
}

// fmtScanKey identifies a scan but for the columns it reads.
func fmtScanKey(s *plan.Scan) string {
	cp := *s
	cp.Columns, cp.Output = nil, nil
	return nodeAttributes(&cp)
}

func scanColumns(s *plan.Scan) []int {
	if s.Columns != nil {
		return s.Columns
	}
	return identityMapping(len(s.Output))
}

func sameColumns(scans []*plan.Scan) bool {
	for _, s := range scans[1:] {
		if !slices.Equal(scanColumns(s), scanColumns(scans[0])) {
			return false
		}
	}
	return true
}

// mergedScan reads the union of the scans' columns, in table order.
func mergedScan(scans []*plan.Scan) *plan.Scan {
	fields := map[int]plan.Field{}
	for _, s := range scans {
		for i, col := range scanColumns(s) {
			fields[col] = s.Output[i]
		}
	}
	cols := sortedKeys(boolSet(fields))
	m := *scans[0]
	m.Columns, m.Output = cols, nil
	for _, col := range cols {
		m.Output = append(m.Output, fields[col])
	}
	// Flink's ScanReuser gives the new scan a projection even when it reads every column.
	return &m
}

func boolSet(m map[int]plan.Field) map[int]bool {
	out := map[int]bool{}
	for k := range m {
		out[k] = true
	}
	return out
}

// pickColumns reads a scan's columns from the merged scan.
func pickColumns(merged, s *plan.Scan) plan.Node {
	cols := scanColumns(merged)
	calc := &plan.Calc{Spanned: s.Spanned, Input: merged, Output: s.Output}
	for i, col := range scanColumns(s) {
		at := slices.Index(cols, col)
		calc.Exprs = append(calc.Exprs, &plan.InputRef{Index: at, T: s.Output[i].Type})
	}
	if isTrivialCalc(calc) {
		return merged
	}
	return calc
}
