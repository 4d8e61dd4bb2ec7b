package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// ConvertTree runs the conversion passes over one tree on its own: a subquery's plan, which
// Flink's abstract syntax tree prints inside the expression that holds it, named as Calcite's
// conversion names it (EXPR$0 for an aggregate's call). A tree the passes cannot convert is
// returned as it is.
func ConvertTree(n plan.Node) plan.Node {
	c := &Context{Config: &Config{}, fired: map[string]int{}}
	out, err := c.run(Conversion, []plan.Node{n})
	if err != nil {
		return n
	}
	return out[0]
}
