package opt

import (
	"fmt"
	"slices"

	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// reduceAggregateFunctions rewrites the variance aggregates as Flink's
// AggregateReduceFunctionsRule does (with its WELFORD_M2 form): each of STDDEV_POP,
// STDDEV_SAMP, STDDEV, VAR_POP, VAR_SAMP and VARIANCE over x becomes an expression, in a
// projection above the aggregate, over two calls that the aggregate computes instead,
// $WELFORD_M2$1(x) (the sum of squared differences from the mean) and COUNT(x), both with the
// call's FILTER, shared by every variance call over the same x:
//
//	VAR_POP      m2 / n
//	VAR_SAMP     m2 / CASE(n = 1, NULL, n - 1)
//	STDDEV_POP   POWER(VAR_POP, 0.5)
//	STDDEV_SAMP  POWER(VAR_SAMP, 0.5)
//
// cast back to the call's type when it is not DOUBLE (an INT argument gives an INT) or is NOT
// NULL; the COUNT of a NOT NULL argument is COUNT(*). The new
// calls take Calcite's names, $f and their position; the other calls keep theirs and their
// order. The executor needs this pass: it has no accumulator of the variance functions.
//
// Over a window the variance calls are reduced as Flink's conversion from SQL reduces them
// (aggregate_reduce_over.go): into SUM(x * x), SUM(x) and COUNT(x) over the window.
func reduceAggregateFunctions(c *Context, roots []plan.Node) ([]plan.Node, error) {
	out, err := c.transform(roots, func(n plan.Node) (plan.Node, error) {
		if p, ok := n.(*plan.Project); ok {
			if o, ok := p.Input.(*plan.Over); ok && overCallsVariance(o) {
				// The select list above the window: the window's input keeps what it reads.
				c.fire()
				used := make([]bool, len(o.Input.Fields()))
				for _, e := range p.Exprs {
					visit(e, func(x plan.Expr) {
						if r, ok := x.(*plan.InputRef); ok && r.Index < len(used) {
							used[r.Index] = true
						}
					})
				}
				r, err := reduceOverVariance(o, p.Exprs, p.Output, used)
				if err == nil {
					r.(*plan.Project).Spanned = p.Spanned
				}
				return r, err
			}
		}
		ins := n.Inputs()
		for i, in := range ins {
			if o, ok := in.(*plan.Over); ok && overCallsVariance(o) {
				// A window read by another node keeps every field.
				c.fire()
				r, err := reduceOverAlone(o)
				if err != nil {
					return nil, err
				}
				ins = slices.Clone(ins)
				ins[i] = r
				n = plan.WithInputs(n, ins)
			}
		}
		a, ok := n.(*plan.Aggregate)
		if !ok || !callsVariance(a) {
			return n, nil
		}
		c.fire()
		return reduceVariance(a)
	})
	if err != nil {
		return nil, err
	}
	for i, r := range out {
		if o, ok := r.(*plan.Over); ok && overCallsVariance(o) {
			c.fire()
			if out[i], err = reduceOverAlone(o); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

func callsVariance(a *plan.Aggregate) bool {
	for _, call := range a.Calls {
		if plan.VarianceFuncs[call.Func] {
			return true
		}
	}
	return false
}

func reduceVariance(a *plan.Aggregate) (plan.Node, error) {
	na := &plan.Aggregate{Spanned: a.Spanned, Input: a.Input, Keys: a.Keys, Output: append([]plan.Field{}, a.Output[:a.Keys]...)}
	top := &plan.Project{Spanned: a.Spanned, Input: na}
	for k := 0; k < a.Keys; k++ {
		top.Exprs = append(top.Exprs, &plan.InputRef{Index: k, T: a.Output[k].Type})
	}
	top.Output = append([]plan.Field{}, a.Output...)
	// lookup adds a call once (Calcite's lookupOrCreateAggCall) and returns its field.
	seen := map[string]int{}
	lookup := func(call plan.AggCall, name string) *plan.InputRef {
		key := fmt.Sprintf("%v", call)
		i, ok := seen[key]
		if !ok {
			i = a.Keys + len(na.Calls)
			seen[key] = i
			na.Calls = append(na.Calls, call)
			if name == "" {
				name = "$f" + itoaOpt(i)
			}
			na.Output = append(na.Output, plan.Field{Name: name, Type: call.T})
		}
		return &plan.InputRef{Index: i, T: call.T}
	}
	for i, call := range a.Calls {
		out := a.Output[a.Keys+i]
		if !plan.VarianceFuncs[call.Func] {
			top.Exprs = append(top.Exprs, lookup(call, out.Name))
			continue
		}
		m2Call := call
		m2Call.Func, m2Call.T, m2Call.Distinct = plan.WelfordM2, types.Double, call.Distinct
		countCall := call
		countCall.Func, countCall.T = "COUNT", types.CountType()
		if call.Arg >= 0 && !a.Input.Fields()[call.Arg].Type.Nullable() {
			// Calcite counts the rows for a NOT NULL argument: COUNT(*), shared by all of them.
			countCall.Arg = -1
		}
		m2 := lookup(m2Call, "")
		count := lookup(countCall, "")
		e, err := varianceExpr(call.Func, m2, count)
		if err != nil {
			return nil, err
		}
		switch {
		case !out.Type.Nullable():
			// A call over a NOT NULL argument in a group is NOT NULL to Calcite, and the cast to
			// that type drops the NULL of a sample variance of one value (agg_variance_not_null_one_row).
			e = &plan.Cast{X: e, T: out.Type, NullAsDefault: true}
		case out.Type.Kind != types.KindDouble:
			e = &plan.Cast{X: e, T: out.Type}
		}
		top.Exprs = append(top.Exprs, e)
	}
	return top, nil
}

// varianceExpr is the reduced expression of one variance function over m2 and count.
func varianceExpr(fn string, m2, count plan.Expr) (plan.Expr, error) {
	double := types.Double
	bigint := types.BigInt.AsNotNull()
	divide := func(d plan.Expr) plan.Expr {
		return &plan.Call{Op: plan.OpDivide, Args: []plan.Expr{m2, d}, T: double}
	}
	// Calcite's rule writes the literal 1 as an INT, beside the BIGINT count.
	one := &plan.Literal{Value: int32(1), T: types.Int.AsNotNull(), Text: "1"}
	samples := &plan.Call{Op: plan.OpCase, T: types.BigInt, Args: []plan.Expr{
		&plan.Call{Op: plan.OpEquals, Args: []plan.Expr{count, one}, T: types.Boolean.AsNotNull()},
		&plan.Literal{Value: nil, T: types.BigInt, Text: "null:BIGINT"},
		&plan.Call{Op: plan.OpMinus, Args: []plan.Expr{count, one}, T: bigint},
	}}
	half := &plan.Literal{Value: decimal128.FromI64(5), T: types.Decimal(2, 1).AsNotNull(), Text: "0.5"}
	sqrt := func(x plan.Expr) plan.Expr {
		return &plan.Call{Op: "POWER", Args: []plan.Expr{x, half}, T: double}
	}
	switch fn {
	case "VAR_POP":
		return divide(count), nil
	case "VAR_SAMP", "VARIANCE":
		return divide(samples), nil
	case "STDDEV_POP":
		return sqrt(divide(count)), nil
	case "STDDEV_SAMP", "STDDEV":
		return sqrt(divide(samples)), nil
	default:
		return nil, fmt.Errorf("opt: %s is no variance function", fn)
	}
}

func itoaOpt(i int) string { return fmt.Sprint(i) }
