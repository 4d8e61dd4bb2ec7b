package phys

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// This file prints subqueries in the abstract syntax tree as Calcite keeps them before
// decorrelation: RexSubQuery digests such as IN($0, {...}) and EXISTS({...}), whose plan reads
// the enclosing row as $cor0, on a LogicalFilter with variablesSet=[[$cor0]].

// subqueryDigest is RexSubQuery's digest: the operator, the operands, and the subquery's plan
// in RelOptUtil.toString's form between braces.
func subqueryDigest(s *plan.SubqueryExpr) string {
	var b strings.Builder
	b.WriteString(string(s.Op))
	b.WriteByte('(')
	for _, o := range s.Operands {
		b.WriteString(rexDigest(o))
		b.WriteString(", ")
	}
	b.WriteString("{\n")
	writeIndented(&b, astNode(opt.ConvertTree(s.Query)), 0)
	b.WriteString("})")
	return b.String()
}

// writeIndented prints a plan as Calcite's RelWriterImpl does: each input two spaces further
// in, without tree marks.
func writeIndented(b *strings.Builder, n *Node, depth int) {
	b.WriteString(strings.Repeat("  ", depth))
	b.WriteString(n.description())
	b.WriteByte('\n')
	for _, in := range n.inputs {
		writeIndented(b, in, depth+1)
	}
}

// subqueriesOf lists the subquery expressions of an expression.
func subqueriesOf(e plan.Expr) []*plan.SubqueryExpr {
	switch x := e.(type) {
	case *plan.SubqueryExpr:
		return []*plan.SubqueryExpr{x}
	case *plan.Call:
		var out []*plan.SubqueryExpr
		for _, a := range x.Args {
			out = append(out, subqueriesOf(a)...)
		}
		return out
	default:
		// Partial by design: a leaf holds no subquery expression, and a cast is not entered:
		// subqueryASTPrintable refuses an abstract syntax tree with a cast (hasCast).
	}
	return nil
}

// variablesSet is a filter's or projection's variablesSet term: the correlation variable its
// subqueries read.
func variablesSet(cond plan.Expr) []attr {
	for _, s := range subqueriesOf(cond) {
		if v, ok := s.CorrelationVar(); ok {
			return []attr{{"variablesSet", "[$cor" + strconv.Itoa(v) + "]"}}
		}
	}
	return nil
}

// subqueryASTPrintable fails for the subqueries of a WHERE clause or a select list whose
// abstract syntax tree Flinkpad cannot print as Flink does: a subquery within a subquery, and
// plans whose converted form may differ from the bound one (casts), as the conversion passes
// see the subquery's plan alone. The binder numbers correlation variables as Calcite does
// ($cor0 for WHERE, then $cor1 for the select list, recorded on 2.3.0); Flinkpad prints one
// correlated subquery per clause, and two only for a select list over a WHERE's semi join.
// correlated counts those met, in the order Calcite converts them.
func subqueryASTPrintable(input plan.Node, exprs []plan.Expr, correlated *int) error {
	refuse := notExplainable("subqueries (IN, EXISTS and scalar subqueries) of this shape")
	before := *correlated
	if !simplePlan(input) {
		j, ok := input.(*plan.Join)
		if !ok || j.Kind != plan.JoinSemi || j.AST == nil {
			return refuse
		}
		if err := subqueryASTPrintable(j.AST.Input, []plan.Expr{j.AST.Cond}, correlated); err != nil {
			return err
		}
	}
	mine := 0
	for _, e := range exprs {
		for _, s := range subqueriesOf(e) {
			if s.Correlated() {
				mine++
			}
			if !simplePlan(s.Query) && !(s.Op == plan.OpScalarQuery && scalarPlan(s.Query, s.Correlated())) {
				return refuse
			}
		}
		if hasCast(e) {
			return refuse
		}
	}
	if mine > 1 || mine > 0 && before > 0 {
		return refuse
	}
	*correlated += mine
	return nil
}

// astSubqueryProject prints a select list with subqueries as Calcite's conversion keeps it:
// variablesSet first when one reads the enclosing row.
func astSubqueryProject(p *plan.Project) *Node {
	var attrs []attr
	for _, e := range p.Exprs {
		if attrs == nil {
			attrs = variablesSet(e)
		}
	}
	for i, e := range p.Exprs {
		attrs = append(attrs, attr{p.Output[i].Name, rexDigest(e)})
	}
	return &Node{kind: KindLogicalProject, inputs: []*Node{astNode(p.Input)}, attrs: attrs}
}

// simplePlan reports whether a plan has only scans, VALUES of literals, filters, projections
// and joins without casts.
func simplePlan(n plan.Node) bool {
	switch n := n.(type) {
	case *plan.Scan:
	case *plan.Values:
		// A VALUES of literals prints as one LogicalValues (explain_subquery_correlated_values).
		if n.Union {
			return false
		}
	case *plan.Join:
		if n.Subquery || hasCast(n.Cond) {
			return false
		}
	case *plan.Filter:
		if hasCast(n.Cond) {
			return false
		}
	case *plan.Project:
		for _, e := range n.Exprs {
			if hasCast(e) {
				return false
			}
		}
	case *plan.WindowTVF, *plan.WatermarkAssigner:
		// A window join's subquery reads a window function (window_join_semi_anti_explain).
	default:
		return false
	}
	for _, in := range n.Inputs() {
		if !simplePlan(in) {
			return false
		}
	}
	return true
}

// hasCast reports whether an expression has a cast, which a conversion pass may fold, or a
// subquery within it.
func hasCast(e plan.Expr) bool {
	switch x := e.(type) {
	case *plan.Cast:
		return true
	case *plan.Call:
		for _, a := range x.Args {
			if hasCast(a) {
				return true
			}
		}
	case *plan.SubqueryExpr:
		for _, o := range x.Operands {
			if hasCast(o) {
				return true
			}
		}
	default:
		// Partial by design: a leaf has no cast.
	}
	return false
}

// scalarPlan reports whether a scalar subquery's plan is an aggregate over a simple plan, whose
// fields the conversion passes name as Calcite does (subqueryDigest): a global one, or a
// grouped one when correlated; Flinkpad knows how Flink plans those (the physical plan
// refuses the grouped ones whose keys are not the correlation's).
func scalarPlan(n plan.Node, correlated bool) bool {
	if p, ok := n.(*plan.Project); ok {
		n = p.Input
	}
	a, ok := n.(*plan.Aggregate)
	return ok && (a.Keys == 0 || correlated) && simplePlan(a.Input)
}
