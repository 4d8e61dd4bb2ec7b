package opt

import (
	"slices"
	"strconv"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// overCallsVariance reports whether an Over node has a variance call.
func overCallsVariance(o *plan.Over) bool {
	return slices.ContainsFunc(o.Calls, func(c *plan.OverCall) bool { return plan.VarianceFuncs[c.Func] })
}

// reduceOverVariance rewrites the variance calls of an Over node as Flink's conversion from SQL
// has (plan.ExpandOverVariance): each becomes an expression, in a projection above the window,
// over SUM(x * x), SUM(x) and COUNT(x) over the call's window, which the window computes in its
// place, beside its other calls (a call written twice computed once). Below the window a
// projection computes x * x, as Calcite's ProjectToWindowRule splits it off: it keeps the input
// fields read above (used; nil for all of them) or by the window, in their order, then the
// squares, named by their position ($3). top are the expressions of the projection above the
// Over node, over its output; the result is the projection with them, over the new window.
func reduceOverVariance(o *plan.Over, top []plan.Expr, names []plan.Field, used []bool) (plan.Node, error) {
	fields := o.Input.Fields()
	width := len(fields)
	keep := make([]bool, width)
	for i := range keep {
		keep[i] = used == nil || used[i]
	}
	mark := func(e plan.Expr) {
		visit(e, func(x plan.Expr) {
			if r, ok := x.(*plan.InputRef); ok && r.Index < width {
				keep[r.Index] = true
			}
		})
	}
	for _, c := range o.Calls {
		args := c.Args
		if plan.VarianceFuncs[c.Func] {
			// The projection computes the argument and its square from its input's fields.
			if _, ok := c.Args[0].(*plan.InputRef); !ok {
				args = nil
			}
		}
		for _, e := range slices.Concat(args, c.PartitionBy) {
			mark(e)
		}
		for _, k := range c.OrderBy {
			mark(k.Expr)
		}
	}
	bottom := &plan.Project{Spanned: o.Spanned, Input: o.Input}
	position := map[int]int{}
	for i, k := range keep {
		if k {
			position[i] = len(bottom.Exprs)
			bottom.Exprs = append(bottom.Exprs, &plan.InputRef{Index: i, T: fields[i].Type})
			bottom.Output = append(bottom.Output, fields[i])
		}
	}
	// field is the bottom projection's field computing e (over the Over node's input).
	computed := map[string]int{}
	field := func(e plan.Expr) *plan.InputRef {
		if r, ok := e.(*plan.InputRef); ok {
			return &plan.InputRef{Index: position[r.Index], T: r.T}
		}
		key := exprKey(e)
		i, ok := computed[key]
		if !ok {
			i = len(bottom.Exprs)
			computed[key] = i
			bottom.Exprs = append(bottom.Exprs, e)
			bottom.Output = append(bottom.Output, plan.Field{Name: "$" + strconv.Itoa(i), Type: e.Type()})
		}
		return &plan.InputRef{Index: i, T: e.Type()}
	}
	over := &plan.Over{Spanned: o.Spanned, Input: bottom, ReducedVariance: true}
	moved := func(e plan.Expr) plan.Expr { return remap(e, position) }
	seen := map[string]int{}
	// add puts a call over the bottom projection on the window once and refers to its field;
	// the reference is numbered once the bottom projection has all its squares.
	var callRefs []*plan.InputRef
	add := func(c *plan.OverCall) plan.Expr {
		key := c.String()
		j, ok := seen[key]
		if !ok {
			j = len(over.Calls)
			seen[key] = j
			over.Calls = append(over.Calls, c)
		}
		r := &plan.InputRef{Index: j, T: over.Calls[j].T}
		callRefs = append(callRefs, r)
		return r
	}
	// with is c over the bottom projection, as fn of args.
	with := func(c *plan.OverCall, fn string, args []plan.Expr, t types.Type) *plan.OverCall {
		d := *c
		d.Func, d.Args, d.T = fn, args, t
		d.PartitionBy = make([]plan.Expr, len(c.PartitionBy))
		for i, p := range c.PartitionBy {
			d.PartitionBy[i] = moved(p)
		}
		d.OrderBy = slices.Clone(c.OrderBy)
		for i := range d.OrderBy {
			d.OrderBy[i].Expr = moved(d.OrderBy[i].Expr)
		}
		return &d
	}
	// Calls and squares in the order Calcite's conversion meets them: call by call.
	values := make([]plan.Expr, len(o.Calls))
	for j, c := range o.Calls {
		if !plan.VarianceFuncs[c.Func] {
			args := make([]plan.Expr, len(c.Args))
			for i, a := range c.Args {
				args[i] = moved(a)
			}
			values[j] = add(with(c, c.Func, args, c.T))
			continue
		}
		// Calcite's program computes the argument before its square, which reads it.
		field(c.Args[0])
		sum := func(arg plan.Expr) plan.Expr {
			ref := field(dropNoopCasts(arg))
			return add(with(c, "SUM", []plan.Expr{ref}, plan.OverSumType(ref.T, c.Frame)))
		}
		count := func(arg plan.Expr) plan.Expr {
			return add(with(c, "COUNT", []plan.Expr{field(dropNoopCasts(arg))}, types.CountType()))
		}
		e, err := plan.ExpandOverVariance(c.Func, c.Args[0], c.T, sum, count)
		if err != nil {
			return nil, err
		}
		values[j] = dropNoopCasts(e)
	}
	shift := len(bottom.Exprs)
	for _, r := range callRefs {
		r.Index += shift
	}
	over.Output = slices.Clone(bottom.Output)
	for i, c := range over.Calls {
		over.Output = append(over.Output, plan.Field{Name: "w0$o" + strconv.Itoa(i), Type: c.T})
	}
	// The projection above reads the kept fields where they moved and each call's value.
	proj := &plan.Project{Input: over, Output: names}
	for _, e := range top {
		proj.Exprs = append(proj.Exprs, rewrite(e, func(x plan.Expr) plan.Expr {
			r, ok := x.(*plan.InputRef)
			switch {
			case !ok:
				return x
			case r.Index < width:
				return &plan.InputRef{Index: position[r.Index], T: r.T}
			default:
				return values[r.Index-width]
			}
		}))
	}
	return proj, nil
}

// reduceOverAlone reduces the variance calls of an Over node not read by a projection: a
// projection above the new window gives the node's own fields.
func reduceOverAlone(o *plan.Over) (plan.Node, error) {
	top := make([]plan.Expr, len(o.Output))
	for i, f := range o.Output {
		top[i] = &plan.InputRef{Index: i, T: f.Type}
	}
	r, err := reduceOverVariance(o, top, o.Output, nil)
	if err != nil {
		return nil, err
	}
	r.(*plan.Project).Spanned = o.Spanned
	return r, nil
}

// dropNoopCasts removes the casts to their operand's own type, which the conversion's
// expansion keeps and Flink's optimizer simplifies away: CAST($2):INTEGER NOT NULL of a NOT
// NULL INT.
func dropNoopCasts(e plan.Expr) plan.Expr {
	return rewrite(e, func(x plan.Expr) plan.Expr {
		if c, ok := x.(*plan.Cast); ok && !c.Try && !c.NullAsDefault && c.X.Type().Equal(c.T) {
			return c.X
		}
		return x
	})
}
