package phys

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// expand prints an Expand as Flink's: projects=[{a, null AS b, c, 1 AS $e}, ...], each copy's
// input fields in order with the keys it nulls as null, then its $e. Flink's Expand puts $e
// after every input field, where the plan's puts it after the keys (plan.Expand); the node's
// fields are the plan's, which the nodes above read.
func (p *physical) expand(n *plan.Expand) (*Node, error) {
	in, err := p.build(n.Input)
	if err != nil {
		return nil, err
	}
	projects := make([]string, len(n.IDs))
	for j, nulled := range n.Nulled {
		items := make([]string, 0, len(in.fields)+1)
		for i, name := range in.fields {
			if k := n.KeyOf(i); k >= 0 && slices.Contains(nulled, k) {
				name = "null AS " + name
			}
			items = append(items, name)
		}
		items = append(items, strconv.FormatInt(n.IDs[j], 10)+" AS $e")
		projects[j] = "{" + strings.Join(items, ", ") + "}"
	}
	fields := make([]string, len(n.Output))
	for i := range fields {
		if f := n.InputOf(i); f >= 0 {
			fields[i] = in.fields[f]
		} else {
			fields[i] = "$e"
		}
	}
	return &Node{kind: KindExpand, inputs: []*Node{in}, fields: fields, source: n,
		attrs: []attr{{"projects", strings.Join(projects, ", ")}}}, nil
}

// flinkOrder is the order of Flink's group keys over an Expand for the aggregates that group
// on more than its keys and $e (a distinct aggregate's argument): Flink expands the distinct
// call first, so its grouping sets hold the argument, and $e comes after every key. nil for
// another node.
func flinkOrder(in *Node) func(field int) int {
	e, ok := in.source.(*plan.Expand)
	if !ok || in.kind != KindExpand {
		return nil
	}
	return func(field int) int {
		if field == e.Keys {
			return len(in.fields)
		}
		return field
	}
}
