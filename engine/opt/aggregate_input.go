package opt

import (
	"fmt"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// dedupAggregateInput computes each distinct aggregate argument once, as Calcite's conversion
// does: SUM(amount) and AVG(amount) read one field, and an argument that is also a grouping
// key reads the key.
func dedupAggregateInput(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
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
		np := &plan.Project{Spanned: p.Spanned, Input: p.Input, Kind: p.Kind}
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
			call = call.MapArgs(func(i int) int { return mapping[i] })
			if call.Filtered {
				call.FilterArg = mapping[call.FilterArg]
			}
			na.Calls[i] = call
		}
		c.fire()
		return &na, nil
	})
}

// dedupAggregateCalls computes each distinct aggregate call once, as Calcite's conversion does
// (a HAVING that repeats a select item's SUM reads the same field); the nodes above read the
// remaining call.
func dedupAggregateCalls(c *Context, roots []plan.Node) ([]plan.Node, error) {
	c.deduped = map[plan.Node]dedupedNode{}
	defer func() { c.deduped = nil }()
	out := make([]plan.Node, len(roots))
	for i, r := range roots {
		n, m := c.dedupCalls(r)
		out[i] = restoreOrder(n, m, len(r.Fields()))
	}
	return out, nil
}

// dedupCalls rewrites n's subtree; the mapping, when not nil, tells where each of n's old
// output fields went.
//
// A node reached twice (a shared view) is rewritten once and stays shared; the mappings are
// read, never written, so sharing them is safe.
func (c *Context) dedupCalls(n plan.Node) (plan.Node, map[int]int) {
	if d, ok := c.deduped[n]; ok {
		return d.n, d.m
	}
	c.Config.Work.Step()
	out, m := c.dedupCallsNode(n)
	c.deduped[n] = dedupedNode{n: out, m: m}
	return out, m
}

// dedupedNode is dedupCalls' memo entry.
type dedupedNode struct {
	n plan.Node
	m map[int]int
}

func (c *Context) dedupCallsNode(n plan.Node) (plan.Node, map[int]int) {
	ins := n.Inputs()
	news := make([]plan.Node, len(ins))
	var m map[int]int
	changed := false
	for i, in := range ins {
		x, mi := c.dedupCalls(in)
		if mi != nil && len(ins) == 1 {
			m = mi
		} else {
			x = restoreOrder(x, mi, len(in.Fields()))
		}
		news[i] = x
		changed = changed || x != in
	}
	if changed {
		n = plan.WithInputs(n, news)
	}
	if m != nil {
		switch x := n.(type) {
		case *plan.Project:
			p := *x
			p.Exprs = make([]plan.Expr, len(x.Exprs))
			for i, e := range x.Exprs {
				p.Exprs[i] = remap(e, m)
			}
			n, m = &p, nil
		case *plan.Filter:
			f := *x
			f.Cond = remap(x.Cond, m)
			n = &f
		case *plan.Sort:
			s := *x
			s.Keys = make([]plan.SortKey, len(x.Keys))
			for i, k := range x.Keys {
				s.Keys[i] = k
				s.Keys[i].Expr = remap(k.Expr, m)
			}
			n = &s
		default:
			n = restoreOrder(n, m, len(n.Fields()))
			m = nil
		}
	}
	a, ok := n.(*plan.Aggregate)
	if !ok {
		return n, m
	}
	first := map[string]int{}
	mapping := map[int]int{}
	na := *a
	na.Calls, na.Output = nil, append([]plan.Field{}, a.Output[:a.Keys]...)
	for i, call := range a.Calls {
		key := fmt.Sprintf("%s|%d|%v|%t|%s|%q|%t|%d|%t|%v|%v", call.Func, call.Arg, call.MoreArgs, call.Distinct, call.T, call.Separator,
			call.Filtered, call.FilterArg, call.IgnoreNulls, call.Percentages, call.Grouping)
		if j, seen := first[key]; seen {
			mapping[a.Keys+i] = a.Keys + j
			continue
		}
		first[key] = len(na.Calls)
		mapping[a.Keys+i] = a.Keys + len(na.Calls)
		na.Calls = append(na.Calls, call)
		na.Output = append(na.Output, a.Output[a.Keys+i])
	}
	if len(na.Calls) == len(a.Calls) {
		return n, m
	}
	c.fire()
	return &na, mapping
}

// restoreOrder puts fields that moved back where they were, for a parent that reads them by
// their old positions.
func restoreOrder(n plan.Node, m map[int]int, width int) plan.Node {
	if m == nil {
		return n
	}
	fields := n.Fields()
	p := plan.SpanFrom(&plan.Project{Input: n}, n)
	for i := 0; i < width; i++ {
		to := m[i]
		p.Exprs = append(p.Exprs, &plan.InputRef{Index: to, T: fields[to].Type})
		p.Output = append(p.Output, fields[to])
	}
	return p
}
