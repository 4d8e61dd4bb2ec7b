package opt

import (
	"fmt"
	"slices"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// rankFromOver turns a Calc whose condition bounds a ranking function's field over an Over
// node into a Rank, as Flink's FlinkLogicalRankRule does (RankUtil.extractRankRange): the
// conjuncts comparing the rank field with constants give the range, the others stay in the
// Calc above. Streaming mode takes ROW_NUMBER, RANK and DENSE_RANK (the last two fail when the
// job is built, as Flink's StreamExecRank fails) and rejects a range without an end; batch
// mode's cost-based planner picks a Rank only for RANK with a constant range, and runs
// ROW_NUMBER and DENSE_RANK as an OVER aggregate under the filter, which is what Flinkpad keeps.
// A ROW_NUMBER range of one rank drops the rank number from the Rank and puts the constant
// back in the Calc (Flink's ConstantRankNumberColumnRemoveRule).
func rankFromOver(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		calc, ok := n.(*plan.Calc)
		if !ok || calc.Cond == nil {
			return n, nil
		}
		over, ok := calc.Input.(*plan.Over)
		if !ok || len(over.Calls) != 1 || !over.Calls[0].IsRanking() {
			return n, nil
		}
		call := over.Calls[0]
		if !c.Config.Streaming && call.Func != "RANK" {
			return n, nil
		}
		rankField := len(over.Input.Fields())
		r, rest, ok := extractRankRange(calc.Cond, rankField)
		if !ok || (rest != nil && readsField(rest, rankField)) {
			return n, nil
		}
		if r.end < 0 {
			if !c.Config.Streaming {
				return n, nil
			}
			return nil, connector.NewError(nil, "org.apache.flink.table.api.TableException",
				"Rank end is not specified. Currently rank only support TopN, which means the rank end must be specified.")
		}
		if r.end <= 0 {
			return nil, connector.NewError(nil, "org.apache.flink.table.api.TableException",
				"Rank end should not less than zero, but now is %d", r.end)
		}
		c.fire()
		return buildRank(calc, over, call, r, rest, c.Config.Streaming), nil
	})
}

// rankRange is a constant rank range; end -1 is no end.
type rankRange struct{ start, end int64 }

// buildRank makes the Rank and the Calc above it that filters the rest and projects.
func buildRank(calc *plan.Calc, over *plan.Over, call *plan.OverCall, r rankRange, rest plan.Expr, streaming bool) plan.Node {
	input, keys := rankInput(over.Input, call)
	width := len(over.Input.Fields())
	rank := &plan.Rank{Spanned: over.Spanned, Input: input, Func: call.Func, Start: r.start, End: r.end}
	// The partition keys are a window group's key set, in field order (PARTITION BY b, a is
	// partitionBy=[a, b]).
	rank.PartitionBy = slices.Compact(slices.Sorted(slices.Values(keys[:len(call.PartitionBy)])))
	for i, k := range call.OrderBy {
		idx := keys[len(call.PartitionBy)+i]
		rank.OrderBy = append(rank.OrderBy, plan.SortKey{Expr: &plan.InputRef{Index: idx, T: input.Fields()[idx].Type},
			Descending: k.Descending, NullsFirst: k.NullsFirst})
	}
	// The Calc read the Over node's fields: the input's, then the rank. The Rank outputs its
	// input's (with the computed keys after the original ones), then the rank when kept.
	outRank := len(input.Fields())
	mapping := map[int]int{}
	for i := range width {
		mapping[i] = i
	}
	mapping[width] = outRank
	exprs := make([]plan.Expr, len(calc.Exprs))
	for i, e := range calc.Exprs {
		exprs[i] = remap(e, mapping)
		rank.OutputRankNumber = rank.OutputRankNumber || readsField(e, width)
	}
	// The rank keeps the window's field name, which Flink's plans print (w0$o0), unless the
	// select list of the window named it, and so does a Calc that only passes it on; the
	// query's own names are kept outside the plan.
	rank.RankName = over.Output[width].Name
	if len(over.Aliases) > 0 && over.Aliases[0] != "" {
		// The select list named the rank directly (FlinkLogicalRankRule takes that name).
		rank.RankName = over.Aliases[0]
	}
	output := append([]plan.Field{}, calc.Output...)
	for i, e := range calc.Exprs {
		if ref, ok := e.(*plan.InputRef); ok && ref.Index == width {
			output[i].Name = rank.RankName
		}
	}
	if rest != nil {
		rest = remap(rest, mapping)
	}
	if streaming && rank.OutputRankNumber && call.Func == "ROW_NUMBER" && r.start == r.end {
		rank.OutputRankNumber = false
		lit := literalOf(types.BigInt.AsNotNull(), r.start)
		for i, e := range exprs {
			exprs[i] = rewrite(e, func(x plan.Expr) plan.Expr {
				if ref, ok := x.(*plan.InputRef); ok && ref.Index == outRank {
					return lit
				}
				return x
			})
		}
	}
	top := &plan.Calc{Spanned: calc.Spanned, Input: rank, Exprs: exprs, Cond: rest, Output: output}
	if isTrivialCalc(top) && sameNames(top.Output, rank.Fields()) {
		return rank
	}
	return top
}

func sameNames(a, b []plan.Field) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Name != b[i].Name {
			return false
		}
	}
	return true
}

// rankInput returns the Rank's input and the input fields of the call's partition keys, then
// order keys: keys that are expressions are computed by a Calc below the Rank, after the
// input's fields, as Calcite's ProjectToWindowRule computes them below the window.
func rankInput(in plan.Node, call *plan.OverCall) (plan.Node, []int) {
	exprs := append([]plan.Expr{}, call.PartitionBy...)
	for _, k := range call.OrderBy {
		exprs = append(exprs, k.Expr)
	}
	keys := make([]int, len(exprs))
	var below *plan.Calc
	for i, e := range exprs {
		if ref, ok := e.(*plan.InputRef); ok {
			keys[i] = ref.Index
			continue
		}
		if below == nil {
			below = plan.SpanFrom(identityCalc(in), in)
		}
		keys[i] = len(below.Exprs)
		below.Exprs = append(below.Exprs, e)
		below.Output = append(below.Output, plan.Field{Name: fmt.Sprintf("$%d", len(below.Output)), Type: e.Type()})
	}
	if below == nil {
		return in, keys
	}
	// The projection computing the keys merges with a Calc below it, as Flink's
	// FlinkCalcMergeRule merges ProjectToWindowRule's with a filter's.
	if merged, ok := mergeCalcs(below); ok {
		return merged, keys
	}
	return below, keys
}

// extractRankRange splits a condition into the rank range its conjuncts on the rank field give
// and the rest, as RankUtil.extractRankRange: rn <= n, rn < n, rn = n, n >= rn and the like
// with n a constant; one upper, one lower, or one equality bound.
func extractRankRange(cond plan.Expr, rankField int) (rankRange, plan.Expr, bool) {
	var rest []plan.Expr
	var bounds []rankBound
	for _, c := range plan.Conjuncts(cond) {
		if b, ok := rankBoundOf(c, rankField); ok {
			bounds = append(bounds, b)
			continue
		}
		rest = append(rest, c)
	}
	var r rankRange
	switch {
	case len(bounds) == 1 && bounds[0].kind == "both":
		r = rankRange{bounds[0].value, bounds[0].value}
	case len(bounds) == 1 && bounds[0].kind == "upper":
		r = rankRange{1, bounds[0].value}
	case len(bounds) == 1 && bounds[0].kind == "lower":
		r = rankRange{bounds[0].value, -1}
	case len(bounds) == 2 && bounds[0].kind == "lower" && bounds[1].kind == "upper":
		r = rankRange{bounds[0].value, bounds[1].value}
	case len(bounds) == 2 && bounds[0].kind == "upper" && bounds[1].kind == "lower":
		r = rankRange{bounds[1].value, bounds[0].value}
	default:
		return rankRange{}, nil, false
	}
	if len(rest) == 0 {
		return r, nil, true
	}
	return r, plan.And(rest...), true
}

type rankBound struct {
	kind  string // lower, upper, both
	value int64
}

// rankBoundOf reads one comparison of the rank field with an integer literal.
func rankBoundOf(e plan.Expr, rankField int) (rankBound, bool) {
	call, ok := e.(*plan.Call)
	if !ok || len(call.Args) != 2 {
		return rankBound{}, false
	}
	op := call.Op
	left, right := call.Args[0], call.Args[1]
	if !isFieldRef(left, rankField) {
		if !isFieldRef(right, rankField) {
			return rankBound{}, false
		}
		left, right = right, left
		op, _ = op.Flipped()
	}
	v, ok := integerLiteral(right)
	if !ok {
		return rankBound{}, false
	}
	switch op {
	case plan.OpLess:
		return rankBound{"upper", v - 1}, true
	case plan.OpLessOrEqual:
		return rankBound{"upper", v}, true
	case plan.OpGreater:
		return rankBound{"lower", v + 1}, true
	case plan.OpGreaterOrEqual:
		return rankBound{"lower", v}, true
	case plan.OpEquals:
		return rankBound{"both", v}, true
	}
	return rankBound{}, false
}

func isFieldRef(e plan.Expr, field int) bool {
	if c, ok := e.(*plan.Cast); ok && !c.Try {
		e = c.X
	}
	ref, ok := e.(*plan.InputRef)
	return ok && ref.Index == field
}

// integerLiteral reads an exact numeric literal as an int64, through casts.
func integerLiteral(e plan.Expr) (int64, bool) {
	if c, ok := e.(*plan.Cast); ok && !c.Try {
		e = c.X
	}
	l, ok := e.(*plan.Literal)
	if !ok || l.Value == nil {
		return 0, false
	}
	d, ok := LiteralDecimal(l)
	if !ok || IsApproxLiteral(l) || d.Scale != 0 || !d.Unscaled.IsInt64() {
		return 0, false
	}
	return d.Unscaled.Int64(), true
}

// readsField reports whether an expression reads an input field.
func readsField(e plan.Expr, field int) bool {
	used := map[int]bool{}
	refsOf(e, used)
	return used[field]
}
