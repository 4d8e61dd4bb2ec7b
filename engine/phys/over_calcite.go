package phys

import (
	"cmp"
	"slices"
	"strconv"
	"time"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// calciteWindow is an Over node as Flink's plans hold it: its calls as Calcite's conversion
// writes them (SqlToRelConverter's HistogramShuttle makes SUM of a nullable result
// CASE(>(COUNT(x), 0), $SUM0(x), null), the AVG convertlet CAST(/(SUM(x), COUNT(x)))), grouped
// into window groups as LogicalWindow.create groups them (by window, in the order the calls
// first appear, each named w<group>$o<call>), the groups then sorted by Flink's
// WindowGroupReorderRule (partition keys, then order keys).
type calciteWindow struct {
	width int
	// calls are the rewritten calls, deduplicated, in the order they first appear.
	calls []*plan.OverCall
	// exprs are, for each call of the Over node, its value over the input's fields followed by
	// calls (width+j reads calls[j]).
	exprs []plan.Expr
	// groups are the window groups, as indexes into calls, in the reordered order.
	groups [][]int
	// names are the calls' names as LogicalWindow.create gives them, by index into calls;
	// ordinals their position in the window's output before the reordering.
	names    []string
	ordinals []int
}

// overCallRef is a reference to a window call inside a rewritten expression; the abstract
// syntax tree prints it as the call itself.
type overCallRef struct {
	index int
	call  *plan.OverCall
}

func (r *overCallRef) Type() types.Type { return r.call.T }
func (r *overCallRef) String() string   { return r.call.Format(overArgDigest) }

// newCalciteWindow rewrites the calls of n; it fails for calls whose rewrite Flinkpad does not
// know (AVG whose sum may be NULL).
func newCalciteWindow(n *plan.Over) (*calciteWindow, error) {
	w := &calciteWindow{width: len(n.Input.Fields())}
	seen := map[string]int{}
	add := func(c *plan.OverCall) plan.Expr {
		key := c.String()
		i, ok := seen[key]
		if !ok {
			i = len(w.calls)
			seen[key] = i
			w.calls = append(w.calls, c)
		}
		return &overCallRef{index: i, call: w.calls[i]}
	}
	with := func(c *plan.OverCall, fn string, t types.Type) *plan.OverCall {
		d := *c
		d.Func, d.T = fn, t
		return &d
	}
	// sum is SUM(x) as the HistogramShuttle leaves it.
	sum := func(c *plan.OverCall, t types.Type) plan.Expr {
		if !t.Nullable() {
			return add(with(c, "SUM", t))
		}
		count := add(with(c, "COUNT", types.CountType()))
		sum0 := add(with(c, "$SUM0", t))
		zero := &plan.Literal{Value: int64(0), T: types.CountType(), Text: "0"}
		return &plan.Call{Op: plan.OpCase, T: t, Args: []plan.Expr{
			&plan.Call{Op: plan.OpGreater, Args: []plan.Expr{count, zero}, T: types.Boolean.AsNotNull()},
			sum0, &plan.Literal{T: t.WithNullable(true), Text: "null"}}}
	}
	// reduced are the calls a variance call reduces to, whose argument may be x * x.
	reduced := map[int]bool{}
	for _, c := range n.Calls {
		switch {
		case c.Func == "SUM":
			w.exprs = append(w.exprs, sum(c, c.T))
		case c.Func == "AVG":
			if len(c.Args) != 1 {
				return nil, notExplainable("AVG OVER a window of several arguments")
			}
			s := sum(c, c.Args[0].Type())
			count := add(with(c, "COUNT", types.CountType()))
			w.exprs = append(w.exprs, avgQuotient(s, count, c))
		case plan.VarianceFuncs[c.Func]:
			// Only the abstract syntax tree has them: the optimizer reduces them into the
			// calls this expansion names (opt/aggregate_reduce_over.go).
			over := func(fn string, arg plan.Expr, t types.Type) *plan.OverCall {
				d := with(c, fn, t)
				d.Args = []plan.Expr{arg}
				return d
			}
			mark := func(e plan.Expr) plan.Expr {
				mapExpr(e, func(x plan.Expr) plan.Expr {
					if r, ok := x.(*overCallRef); ok {
						reduced[r.index] = true
					}
					return x
				})
				return e
			}
			e, err := plan.ExpandOverVariance(c.Func, c.Args[0], c.T,
				func(arg plan.Expr) plan.Expr {
					t := plan.OverSumType(arg.Type(), c.Frame)
					return mark(sum(over("SUM", arg, t), t))
				},
				func(arg plan.Expr) plan.Expr { return mark(add(over("COUNT", arg, types.CountType()))) })
			if err != nil {
				return nil, err
			}
			w.exprs = append(w.exprs, e)
		default:
			w.exprs = append(w.exprs, add(c))
		}
	}
	// LogicalWindow.create: one group per window, in the order of the calls.
	var heads []*plan.OverCall
	for i, c := range w.calls {
		g := slices.IndexFunc(heads, func(h *plan.OverCall) bool { return h.SameWindow(c) })
		if g < 0 {
			g = len(heads)
			heads = append(heads, c)
			w.groups = append(w.groups, nil)
		}
		w.groups[g] = append(w.groups[g], i)
	}
	w.names = make([]string, len(w.calls))
	w.ordinals = make([]int, len(w.calls))
	ordinal := 0
	for g, group := range w.groups {
		for j, i := range group {
			w.names[i] = "w" + strconv.Itoa(g) + "$o" + strconv.Itoa(j)
			w.ordinals[i] = ordinal
			ordinal++
		}
	}
	for _, c := range heads {
		if _, _, ok := windowKeys(c); !ok {
			return nil, notExplainable("OVER windows partitioned or ordered by expressions")
		}
	}
	for i, c := range w.calls {
		for j, a := range c.Args {
			if _, ok := a.(*plan.InputRef); ok || reduced[i] {
				continue
			}
			// LAG's and LEAD's offset and default print as literals: LAG(v, 1, -1), a cast
			// one folded as Calcite folds it (LEAD(id, 1, 0:BIGINT)).
			if _, lit := offsetLiteral(a); lit && j > 0 && c.IsOffset() {
				continue
			}
			if _, lit := a.(*plan.Literal); lit && c.Func == "NTILE" {
				continue // NTILE(2)
			}
			return nil, notExplainable("OVER aggregates of expressions")
		}
	}
	slices.SortStableFunc(w.groups, func(a, b []int) int { return compareWindows(w.calls[a[0]], w.calls[b[0]]) })
	return w, nil
}

// avgQuotient is the AVG convertlet's CAST(/(SUM(x), COUNT(x))): the quotient cast to the
// call's type where its own differs (a DOUBLE's is a DOUBLE, an INT's a BIGINT), with its
// nullability and then without, as the convertlet's and the window conversion's ensureType do.
func avgQuotient(s, count plan.Expr, c *plan.OverCall) plan.Expr {
	t := c.Args[0].Type()
	if t.Kind == types.KindDecimal {
		// A DECIMAL's sum is cast to the average's type first: not recorded.
		div := &plan.Call{Op: plan.OpDivide, Args: []plan.Expr{s, count}, T: t}
		return &plan.Cast{X: div, T: c.T}
	}
	qt, err := types.ArithmeticType(types.OpDivide, s.Type(), count.Type())
	if err != nil {
		qt = t
	}
	var e plan.Expr = &plan.Call{Op: plan.OpDivide, Args: []plan.Expr{s, count}, T: qt}
	if to := c.T.WithNullable(qt.Nullable()); !qt.Equal(to) {
		e = &plan.Cast{X: e, T: to}
	}
	if !e.Type().Equal(c.T) {
		e = &plan.Cast{X: e, T: c.T}
	}
	return e
}

// windowKeys are a call's partition keys, sorted as a bit set is, and its order keys, as input
// field indexes.
func windowKeys(c *plan.OverCall) (partition []int, order []int, ok bool) {
	for _, e := range c.PartitionBy {
		ref, isRef := e.(*plan.InputRef)
		if !isRef {
			return nil, nil, false
		}
		if !slices.Contains(partition, ref.Index) {
			partition = append(partition, ref.Index)
		}
	}
	slices.Sort(partition)
	for _, k := range c.OrderBy {
		ref, isRef := k.Expr.(*plan.InputRef)
		if !isRef {
			return nil, nil, false
		}
		order = append(order, ref.Index)
	}
	return partition, order, true
}

// compareWindows orders window groups as WindowGroupReorderRule does: by partition keys as
// ImmutableBitSet compares them, then by order keys as RelCollation does (field by field, a
// prefix first), then by direction and null order.
func compareWindows(a, b *plan.OverCall) int {
	pa, oa, _ := windowKeys(a)
	pb, ob, _ := windowKeys(b)
	for i := 0; ; i++ {
		if i == len(pa) || i == len(pb) {
			if c := cmp.Compare(len(pa)-i, len(pb)-i); c != 0 {
				// A set that ends first has its next bit at -1: it sorts first.
				return c
			}
			break
		}
		if c := cmp.Compare(pa[i], pb[i]); c != 0 {
			return c
		}
	}
	for i := 0; i < len(oa) && i < len(ob); i++ {
		if c := cmp.Compare(oa[i], ob[i]); c != 0 {
			return c
		}
	}
	if c := cmp.Compare(len(oa), len(ob)); c != 0 {
		return c
	}
	for i := range a.OrderBy {
		ka, kb := a.OrderBy[i], b.OrderBy[i]
		if ka.Descending != kb.Descending {
			if ka.Descending { // "ASC" < "DESC"
				return 1
			}
			return -1
		}
		if ka.NullsFirst != kb.NullsFirst {
			// Calcite's null comparison: FIRST is -1, LAST 1.
			if ka.NullsFirst {
				return -1
			}
			return 1
		}
	}
	return 0
}

// layout is the window's output after the reordering: the calls in group order.
func (w *calciteWindow) layout() []int {
	var out []int
	for _, g := range w.groups {
		out = append(out, g...)
	}
	return out
}

// physicalName is the name Flink's physical OverAggregate gives call i: Window.Group's
// getAggregateCalls names a call by its ordinal in the window's field names, which the
// reordering has permuted, so that a reordered call takes another call's name.
func (w *calciteWindow) physicalName(i int) string {
	return w.names[w.layout()[w.ordinals[i]]]
}

// position is where call i is in the window's output after the reordering.
func (w *calciteWindow) position(i int) int {
	return w.width + slices.Index(w.layout(), i)
}

// over rewrites an expression over the Over node's output (input fields, then the node's
// calls) into one over the window's output after the reordering.
func (w *calciteWindow) over(e plan.Expr) plan.Expr {
	return mapExpr(e, func(x plan.Expr) plan.Expr {
		ref, ok := x.(*plan.InputRef)
		if !ok || ref.Index < w.width {
			return x
		}
		return mapExpr(w.exprs[ref.Index-w.width], func(y plan.Expr) plan.Expr {
			if r, ok := y.(*overCallRef); ok {
				return &plan.InputRef{Index: w.position(r.index), T: r.call.T}
			}
			return y
		})
	})
}

// mapExpr rebuilds an expression bottom-up with f applied to each leaf and node.
func mapExpr(e plan.Expr, f func(plan.Expr) plan.Expr) plan.Expr {
	switch x := e.(type) {
	case *plan.Call:
		args := make([]plan.Expr, len(x.Args))
		for i, a := range x.Args {
			args[i] = mapExpr(a, f)
		}
		return f(x.WithArgs(args))
	case *plan.Cast:
		return f(x.WithX(mapExpr(x.X, f)))
	default:
		// Partial by design: a leaf goes to f as it is.
	}
	return f(e)
}

// offsetLiteral is a LAG or LEAD argument that is a literal, or a cast of a non-NULL literal
// folded into one of the cast's type, as Calcite's conversion folds CAST(0 AS BIGINT) to
// 0:BIGINT.
func offsetLiteral(e plan.Expr) (*plan.Literal, bool) {
	switch x := e.(type) {
	case *plan.Literal:
		return x, true
	case *plan.Cast:
		l, ok := x.X.(*plan.Literal)
		if !ok || l.Value == nil || x.Try {
			return nil, false
		}
		v, err := types.CastValue(l.Value, l.T, x.T, time.UTC)
		if err != nil {
			return nil, false
		}
		return &plan.Literal{Value: v, T: x.T.AsNotNull()}, true
	default:
		// Partial by design: any other expression is not a literal.
		return nil, false
	}
}

// overArgDigest prints an OVER call's operand as the abstract syntax tree does: a cast of a
// literal (LEAD's default) folded, as Calcite's conversion folds it.
func overArgDigest(e plan.Expr) string {
	if c, ok := e.(*plan.Cast); ok {
		if l, ok := offsetLiteral(c); ok {
			return literalDigest(l, 0)
		}
	}
	return rexDigest(e)
}

// varianceBesideRanking reports a window whose reduced variance calls sit beside ranking,
// offset or distribution functions: Flink computes those in a window of their own below the
// squares' projection (over_variance_shapes_explain), which Flinkpad does not print yet.
func varianceBesideRanking(n *plan.Over) bool {
	return n.ReducedVariance && slices.ContainsFunc(n.Calls, func(c *plan.OverCall) bool {
		return c.IsRanking() || c.IsOffset() || c.IsDistribution()
	})
}
