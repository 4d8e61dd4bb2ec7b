package plan

// nodeExprs are the expressions a node holds itself, not its inputs', for the binder's walks
// that look for correlation variables. It panics on a kind it does not know: a walk that
// skipped a new kind's expressions would take a correlated subquery for an uncorrelated one.
func nodeExprs(n Node) []Expr {
	var out []Expr
	sortKeys := func(keys []SortKey) {
		for _, k := range keys {
			out = append(out, k.Expr)
		}
	}
	switch n := n.(type) {
	case *Values:
		for _, row := range n.Rows {
			out = append(out, row...)
		}
	case *Scan:
		out = append(out, n.Filters...)
	case *Project:
		out = append(out, n.Exprs...)
	case *Calc:
		out = append(out, n.Exprs...)
		out = append(out, n.Cond)
	case *Filter:
		out = append(out, n.Cond)
	case *TemporalJoin:
		out = append(out, n.Cond)
	case *Match:
		// DEFINE and MEASURES read the match's slots, not the input: only the order keys do.
		sortKeys(n.OrderBy)
	case *Join:
		out = append(out, n.Cond)
		if n.In != nil {
			out = append(out, n.In.Left, n.In.Cmp)
		}
	case *Sort:
		sortKeys(n.Keys)
	case *Rank:
		sortKeys(n.OrderBy)
	case *Over:
		for _, c := range n.Calls {
			out = append(out, c.Args...)
			out = append(out, c.PartitionBy...)
			sortKeys(c.OrderBy)
		}
	case *WatermarkAssigner:
		out = append(out, n.Expr)
	case *Correlate:
		out = append(out, n.Arg, n.Cond)
	case *ChangelogNormalize:
		if n.Cond != nil {
			out = append(out, n.Cond)
		}
	case *Aggregate, *SetOp, *WindowTVF, *Sink, *Expand:
		// They read their input's fields by position only.
	default:
		panic(UnknownKind("plan.nodeExprs", n))
	}
	return out
}
