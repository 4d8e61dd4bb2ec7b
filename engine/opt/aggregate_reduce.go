package opt

import (
	"fmt"
	"slices"
	"strings"

	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// reduceAggregateFunctions rewrites an aggregate with a variance call as Flink's
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
// NULL; the COUNT of a NOT NULL argument is COUNT(*). Its SUM, AVG and calls over a group key
// are reduced too (reduceVariance). The new
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

// reduceVariance reduces an aggregate with a variance call as Calcite's reduceAggs does (its
// copy in Flink's planner): every call in order, each new call added once (lookupOrCreate),
// with a projection above the new aggregate that computes the old calls. Flink cannot run a
// variance call, so its planner takes the reduced aggregate whole: SUM and AVG are reduced
// too (recorded in agg_variance_avg_sum_explain). The SUM that an AVG reduces to is reduced
// again when Flink's cost model prefers it, that is when that takes fewer calls (the second
// pass below).
func reduceVariance(a *plan.Aggregate) (plan.Node, error) {
	top, err := reducePass(a, false)
	if err != nil {
		return nil, err
	}
	na := top.Input.(*plan.Aggregate)
	if !slices.ContainsFunc(na.Calls, func(c plan.AggCall) bool { return c.Func == "SUM" }) {
		return top, nil
	}
	// Flink's planner applies the rule again to the reduced aggregate (its SUM calls are
	// reducible) and keeps the cheaper of the two: FlinkLogicalAggregate costs a call per
	// input row, more than the Calc's few more expressions over the groups, so the second
	// form wins when it has fewer calls and loses when it has as many.
	second, err := reducePass(na, true)
	if err != nil {
		return nil, err
	}
	if len(second.Input.(*plan.Aggregate).Calls) >= len(na.Calls) {
		return top, nil
	}
	exprs := make([]plan.Expr, len(top.Exprs))
	for i, e := range top.Exprs {
		exprs[i] = substitute(e, second.Exprs)
	}
	return &plan.Project{Spanned: top.Spanned, Input: second.Input, Exprs: exprs, Output: top.Output}, nil
}

// reducible reports whether Calcite's rule reduces a call (DEFAULT_FUNCTIONS_TO_REDUCE, less the
// covariance ones Flinkpad has not): SUM, AVG and the variance calls.
func reducible(c plan.AggCall) bool {
	return c.Func == "SUM" || c.Func == "AVG" || plan.VarianceFuncs[c.Func]
}

// reducePass is one application of the rule to a: the new aggregate under a projection that
// gives a's output. The second pass over the first one's aggregate (second) names the calls
// it makes by their position only, as the first pass made them unnamed.
func reducePass(a *plan.Aggregate, second bool) (*plan.Project, error) {
	inFields := a.Input.Fields()
	na := &plan.Aggregate{Spanned: a.Spanned, Input: a.Input, Keys: a.Keys, Output: append([]plan.Field{}, a.Output[:a.Keys]...), GroupSets: a.GroupSets}
	top := &plan.Project{Spanned: a.Spanned, Input: na}
	for k := 0; k < a.Keys; k++ {
		top.Exprs = append(top.Exprs, &plan.InputRef{Index: k, T: a.Output[k].Type})
	}
	top.Output = append([]plan.Field{}, a.Output...)
	// lookup adds a call once (RexBuilder.addAggCall) and returns its field: a COUNT that is
	// not DISTINCT drops its NOT NULL argument (COUNT(*)); the first to add a call names it.
	seen := map[string]int{}
	lookup := func(call plan.AggCall, name string) *plan.InputRef {
		if call.Func == "COUNT" && !call.Distinct && call.Arg >= 0 && !inFields[call.Arg].Type.Nullable() {
			call.Arg = -1
		}
		key := fmt.Sprintf("%v", call)
		i, ok := seen[key]
		if !ok {
			i = a.Keys + len(na.Calls)
			seen[key] = i
			na.Calls = append(na.Calls, call)
			if name == "" || (second && strings.HasPrefix(name, "$f")) {
				name = "$f" + itoaOpt(i)
			}
			na.Output = append(na.Output, plan.Field{Name: name, Type: call.T})
		}
		return &plan.InputRef{Index: i, T: call.T}
	}
	count := func(call plan.AggCall) *plan.InputRef {
		c := call
		c.Func, c.T = "COUNT", types.CountType()
		return lookup(c, "")
	}
	for i, call := range a.Calls {
		out := a.Output[a.Keys+i]
		if e, ok := reduceByGrouping(a, call, out.Type); ok {
			top.Exprs = append(top.Exprs, e)
			continue
		}
		if !reducible(call) || (second && call.Func != "SUM") {
			top.Exprs = append(top.Exprs, lookup(call, out.Name))
			continue
		}
		var e plan.Expr
		switch {
		case call.Func == "SUM":
			e = reduceSum(call, out, lookup, count)
		case call.Func == "AVG":
			var err error
			if e, err = reduceAvg(a, call, out, lookup, count); err != nil {
				return nil, err
			}
		default:
			m2Call := call
			m2Call.Func, m2Call.T = plan.WelfordM2, types.Double
			m2 := lookup(m2Call, "")
			n := count(call)
			var err error
			if e, err = varianceExpr(call.Func, m2, n); err != nil {
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
		}
		top.Exprs = append(top.Exprs, e)
	}
	return top, nil
}

// reduceByGrouping is Calcite's reduceAggCallByGrouping: AVG, MAX, MIN, ANY_VALUE,
// FIRST_VALUE or LAST_VALUE of a group key, unfiltered, is the key (cast to the call's type).
// Calcite does it only on a simple aggregate; Flinkpad's grouping sets are decomposed into an
// Expand by now, so an aggregate over one is left alone.
func reduceByGrouping(a *plan.Aggregate, call plan.AggCall, t types.Type) (plan.Expr, bool) {
	if _, ok := a.Input.(*plan.Expand); ok || a.GroupSets != nil {
		return nil, false
	}
	switch call.Func {
	case "AVG", "MAX", "MIN", "ANY_VALUE", "FIRST_VALUE", "LAST_VALUE":
	default:
		return nil, false
	}
	if call.Filtered || call.Arg < 0 || call.Arg >= a.Keys {
		return nil, false
	}
	kt := a.Output[call.Arg].Type
	var e plan.Expr = &plan.InputRef{Index: call.Arg, T: kt}
	if !kt.Equal(t) {
		e = &plan.Cast{X: e, T: t}
	}
	return e, true
}

// reduceSum is Calcite's reduceSum: SUM(x) is CASE(COUNT(x) = 0, NULL, $SUM0(x)), or
// $SUM0(x) alone when the SUM is NOT NULL; the $SUM0 keeps the call's name.
func reduceSum(call plan.AggCall, out plan.Field, lookup func(plan.AggCall, string) *plan.InputRef, count func(plan.AggCall) *plan.InputRef) plan.Expr {
	sum0 := call
	sum0.Func, sum0.T = plan.Sum0, out.Type.AsNotNull()
	s := lookup(sum0, out.Name)
	if !out.Type.Nullable() {
		return s
	}
	n := count(call)
	zero := &plan.Literal{Value: int32(0), T: types.Int.AsNotNull(), Text: "0"}
	return &plan.Call{Op: plan.OpCase, T: out.Type, Args: []plan.Expr{
		&plan.Call{Op: plan.OpEquals, Args: []plan.Expr{n, zero}, T: types.Boolean.AsNotNull()},
		&plan.Literal{Value: nil, T: out.Type.WithNullable(true), Text: "null:" + out.Type.AsNotNull().String()},
		s,
	}}
}

// reduceAvg is Calcite's reduceAvg: AVG(x) is CAST(SUM(x) / COUNT(x)) to the call's type, the
// sum cast to that type first (a DECIMAL's SUM has a smaller scale than its AVG). Calcite
// drops a cast to the type the expression has.
func reduceAvg(a *plan.Aggregate, call plan.AggCall, out plan.Field, lookup func(plan.AggCall, string) *plan.InputRef, count func(plan.AggCall) *plan.InputRef) (plan.Expr, error) {
	argT := a.Input.Fields()[call.Arg].Type
	sumCall := call
	sumCall.Func, sumCall.T = "SUM", types.SumType(argT, a.Keys > 0 && !call.Filtered)
	var num plan.Expr = lookup(sumCall, "")
	n := count(call)
	avgT := out.Type.WithNullable(sumCall.T.Nullable())
	if !avgT.Equal(sumCall.T) {
		num = &plan.Cast{X: num, T: avgT}
	}
	qt, err := types.ArithmeticType(types.OpDivide, avgT, n.T)
	if err != nil {
		return nil, err
	}
	var e plan.Expr = &plan.Call{Op: plan.OpDivide, Args: []plan.Expr{num, n}, T: qt}
	if !qt.Equal(out.Type) {
		e = &plan.Cast{X: e, T: out.Type}
	}
	return e, nil
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
