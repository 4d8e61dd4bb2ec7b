package opt

import (
	"slices"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// mapExprs rewrites every expression a node holds (not its inputs) with fn, and returns the
// node, copied if anything changed.
func mapExprs(n plan.Node, fn func(plan.Expr) (plan.Expr, error)) (plan.Node, error) {
	one := func(e plan.Expr) (plan.Expr, bool, error) {
		if e == nil {
			return nil, false, nil
		}
		x, err := fn(e)
		return x, x != e, err
	}
	list := func(es []plan.Expr) ([]plan.Expr, bool, error) {
		out := make([]plan.Expr, len(es))
		changed := false
		for i, e := range es {
			x, c, err := one(e)
			if err != nil {
				return nil, false, err
			}
			out[i], changed = x, changed || c
		}
		return out, changed, nil
	}
	switch n := n.(type) {
	case *plan.WatermarkAssigner:
		e, changed, err := one(n.Expr)
		if err != nil || !changed {
			return n, err
		}
		c := *n
		c.Expr = e
		return &c, nil
	case *plan.Project:
		exprs, changed, err := list(n.Exprs)
		if err != nil || !changed {
			return n, err
		}
		c := *n
		c.Exprs = exprs
		return &c, nil
	case *plan.Calc:
		exprs, changed, err := list(n.Exprs)
		if err != nil {
			return n, err
		}
		cond, condChanged, err := one(n.Cond)
		if err != nil || !(changed || condChanged) {
			return n, err
		}
		c := *n
		c.Exprs, c.Cond = exprs, cond
		return &c, nil
	case *plan.Filter:
		cond, changed, err := one(n.Cond)
		if err != nil || !changed {
			return n, err
		}
		c := *n
		c.Cond = cond
		return &c, nil
	case *plan.Match:
		// DEFINE and MEASURES are over the match's slots, which no pass may remap as input
		// fields: only the order keys are the input's.
		keys := make([]plan.Expr, len(n.OrderBy))
		for i, k := range n.OrderBy {
			keys[i] = k.Expr
		}
		exprs, changed, err := list(keys)
		if err != nil || !changed {
			return n, err
		}
		c := *n
		c.OrderBy = slices.Clone(n.OrderBy)
		for i := range c.OrderBy {
			c.OrderBy[i].Expr = exprs[i]
		}
		return &c, nil
	case *plan.TemporalJoin:
		cond, changed, err := one(n.Cond)
		if err != nil || !changed {
			return n, err
		}
		c := *n
		c.Cond = cond
		return &c, nil
	case *plan.Join:
		// A MARK join's IN holds x over the left fields and x = y over the row, like Cond.
		var in []plan.Expr
		if n.In != nil {
			in = []plan.Expr{n.In.Left, n.In.Cmp}
		}
		mapped, inChanged, err := list(in)
		if err != nil {
			return n, err
		}
		cond, changed, err := one(n.Cond)
		if err != nil || !(changed || inChanged) {
			return n, err
		}
		c := *n
		c.Cond = cond
		if inChanged {
			c.In = n.MarkInCopy()
			c.In.Left, c.In.Cmp = mapped[0], mapped[1]
		}
		return &c, nil
	case *plan.Correlate:
		// The collection reads the input's fields; the condition reads the function's and
		// stays as bound (the passes that map expressions read input fields).
		arg, changed, err := one(n.Arg)
		if err != nil || !changed {
			return n, err
		}
		c := *n
		c.Arg = arg
		return &c, nil
	case *plan.Sort:
		keys := make([]plan.SortKey, len(n.Keys))
		changed := false
		for i, k := range n.Keys {
			x, kc, err := one(k.Expr)
			if err != nil {
				return n, err
			}
			keys[i] = k
			keys[i].Expr = x
			changed = changed || kc
		}
		if !changed {
			return n, nil
		}
		c := *n
		c.Keys = keys
		return &c, nil
	case *plan.Values:
		rows := make([][]plan.Expr, len(n.Rows))
		changed := false
		for i, r := range n.Rows {
			row, rc, err := list(r)
			if err != nil {
				return n, err
			}
			rows[i], changed = row, changed || rc
		}
		if !changed {
			return n, nil
		}
		c := *n
		c.Rows = rows
		return &c, nil
	case *plan.ChangelogNormalize:
		cond, changed, err := one(n.Cond)
		if err != nil || !changed {
			return n, err
		}
		c := *n
		c.Cond = cond
		return &c, nil
	case *plan.Scan, *plan.Rank, *plan.Over, *plan.Aggregate, *plan.SetOp, *plan.WindowTVF, *plan.Sink, *plan.Expand:
		// A scan's pushed filters, a Rank's order keys and an Over's calls are left as they
		// are; the others hold no expressions.
		return n, nil
	default:
		// Skipping a new kind's expressions would leave them unfolded and unchecked.
		return n, plan.UnknownKind("opt.mapExprs", n)
	}
}

// NodeExprs are the expressions a node holds itself (not its inputs').
func NodeExprs(n plan.Node) []plan.Expr {
	var out []plan.Expr
	if _, err := mapExprs(n, func(e plan.Expr) (plan.Expr, error) {
		out = append(out, e)
		return e, nil
	}); err != nil {
		panic(err) // the function never fails: only a node kind mapExprs does not know
	}
	return out
}
