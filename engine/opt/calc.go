package opt

import (
	"slices"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// mergeCalc turns projections and filters into Calc nodes and merges adjacent ones, as Flink's
// plans show a projection with its condition: Calc(select=[...], where=[...]).
func mergeCalc(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		var calc *plan.Calc
		switch n := n.(type) {
		case *plan.Project:
			calc = &plan.Calc{Spanned: n.Spanned, Input: n.Input, Exprs: n.Exprs, Output: n.Output}
		case *plan.Filter:
			calc = identityCalc(n.Input)
			calc.Cond, calc.Spanned = n.Cond, n.Spanned
		case *plan.Calc:
			calc = n
		default:
			return n, nil
		}
		if calc != n {
			c.fire()
		}
		if merged, ok := mergeCalcs(calc); ok {
			c.fire()
			return merged, nil
		}
		return calc, nil
	})
}

// identityCalc passes every field of its input through.
func identityCalc(in plan.Node) *plan.Calc {
	fields := in.Fields()
	calc := &plan.Calc{Input: in, Output: fields}
	for i, f := range fields {
		calc.Exprs = append(calc.Exprs, &plan.InputRef{Index: i, T: f.Type})
	}
	return calc
}

// mergeCalcs merges a Calc into the Calc below it: the upper expressions read the lower ones,
// and both conditions hold. A lower Calc whose non-deterministic expression the upper one reads
// more than once stays, so that each row computes it once (Flink's FlinkRelUtil.isMergeable).
func mergeCalcs(top *plan.Calc) (*plan.Calc, bool) {
	low, ok := top.Input.(*plan.Calc)
	if !ok {
		return nil, false
	}
	uses := refUses(append(slices.Clone(top.Exprs), top.Cond))
	for i, e := range low.Exprs {
		if !isDeterministic(e) && uses[i] > 1 {
			return nil, false
		}
	}
	// The merged Calc came from both: a select list and its WHERE span the lines between them.
	// From two statements (a view's and its reader's) it keeps one span: the top's, unless the
	// top only picks fields.
	merged := &plan.Calc{Input: low.Input, Output: top.Output, Cond: low.Cond}
	if picksFields(top) {
		merged.SetSpan(plan.SpanUnion(low.Span(), top.Span()))
	} else {
		merged.SetSpan(plan.SpanUnion(top.Span(), low.Span()))
	}
	for _, e := range top.Exprs {
		merged.Exprs = append(merged.Exprs, substitute(e, low.Exprs))
	}
	if top.Cond != nil {
		merged.Cond = plan.And(low.Cond, substitute(top.Cond, low.Exprs))
	}
	return merged, true
}

// isTrivialCalc reports whether a Calc passes its input through unchanged.
func isTrivialCalc(n *plan.Calc) bool {
	if n.Cond != nil || len(n.Exprs) != len(n.Input.Fields()) {
		return false
	}
	for i, e := range n.Exprs {
		r, ok := e.(*plan.InputRef)
		if !ok || r.Index != i {
			return false
		}
	}
	return true
}

// removeTrivialCalc drops the Calcs that pass their input through, as Flink drops trivial
// projections (the names they give are the query's, kept outside the plan).
func removeTrivialCalc(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		if calc, ok := n.(*plan.Calc); ok && isTrivialCalc(calc) {
			c.fire()
			return calc.Input, nil
		}
		return n, nil
	})
}

// picksFields reports whether a Calc only projects its input's fields, without a condition.
func picksFields(n *plan.Calc) bool {
	if n.Cond != nil {
		return false
	}
	for _, e := range n.Exprs {
		if _, ok := e.(*plan.InputRef); !ok {
			return false
		}
	}
	return true
}
