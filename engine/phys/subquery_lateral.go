package phys

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// astLateral prints the join of a correlated LATERAL subquery as Calcite's conversion leaves
// it: LogicalCorrelate(correlation=[$cor0], joinType=[inner], requiredColumns=[{0}]) of the
// left input and the subquery's plan before decorrelation (case lateral_subquery_explain).
func astLateral(n *plan.Join) *Node {
	required := make([]string, len(n.Lateral.Required))
	for i, c := range n.Lateral.Required {
		required[i] = strconv.Itoa(c)
	}
	return &Node{kind: KindLogicalCorrelate, inputs: []*Node{astNode(n.Left), astNode(n.Lateral.Query)}, attrs: []attr{
		{"correlation", "$cor" + strconv.Itoa(n.Lateral.Var)}, {"joinType", strings.ToLower(n.Kind.String())},
		{"requiredColumns", "{" + strings.Join(required, ", ") + "}"}}}
}

// lateralTrim reports whether a projection only drops, after a LATERAL subquery's join, the
// fields its decorrelation passed along for the condition: the correlate has no such fields.
func lateralTrim(p *plan.Project) bool {
	j, ok := p.Input.(*plan.Join)
	if !ok || j.Lateral == nil {
		return false
	}
	for i, e := range p.Exprs {
		if r, ok := e.(*plan.InputRef); !ok || r.Index != i {
			return false
		}
	}
	return true
}

// hasAggregate reports whether a plan aggregates: the decorrelation of a LATERAL subquery's
// aggregate names its fields otherwise than Flink's plans do ($ck0 for k), so EXPLAIN refuses
// it.
func hasAggregate(n plan.Node) bool {
	if _, ok := n.(*plan.Aggregate); ok {
		return true
	}
	for _, in := range n.Inputs() {
		if hasAggregate(in) {
			return true
		}
	}
	return false
}
