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
	order, refs := expandInputOrder(n)
	if p.distinctInput[n] {
		// Flink expands the distinct calls before it merges the projection: the Expand reads
		// the projection as it is.
		order, refs = identityOrder(len(in.fields)), nil
	}
	printedIn := in
	if refs != nil {
		if in.kind != KindCalc || in.source != n.Input || len(in.inputs) != 1 {
			return nil, notExplainable("GROUPING SETS, ROLLUP or CUBE over this projection")
		}
		if !slices.IsSorted(refs[:n.Keys]) {
			// The merged aggregate's keys, and so $e, would be in the input's order.
			return nil, notExplainable("GROUPING SETS, ROLLUP or CUBE of keys in another order than their table's")
		}
		calc := n.Input.(*plan.Calc)
		below := in.inputs[0]
		printedIn = below
		if len(refs) != len(below.fields) {
			exprs := make([]plan.Expr, len(order))
			names := make([]string, len(order))
			for i, o := range order {
				exprs[i], names[i] = calc.Exprs[o], in.fields[o]
			}
			printedIn = p.calc(below, exprs, nil, names, calc)
		}
	}
	projects := make([]string, len(n.IDs))
	for j, nulled := range n.Nulled {
		items := make([]string, 0, len(in.fields)+1)
		for _, i := range order {
			name := in.fields[i]
			if i < n.Keys && slices.Contains(nulled, i) {
				name = "null AS " + name
			}
			items = append(items, name)
		}
		items = append(items, strconv.FormatInt(n.IDs[j], 10)+" AS $e")
		projects[j] = "{" + strings.Join(items, ", ") + "}"
	}
	fields := slices.Concat(in.fields[:n.Keys], []string{"$e"}, in.fields[n.Keys:])
	return &Node{kind: KindExpand, inputs: []*Node{printedIn}, fields: fields, source: n,
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

func identityOrder(n int) []int {
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	return order
}

// expandInputOrder lists an Expand's input fields as Flink's Expand reads them: in order, but
// over a projection of fields out of their input's order in that input's order, as Flink
// merges such a projection into the aggregate above it (AggregateProjectMergeRule) and its
// Expand reads the fields the projection picks, through a Calc only when that drops some.
// refs are then the projection's fields, else nil.
func expandInputOrder(n *plan.Expand) (order, refs []int) {
	order = identityOrder(len(n.Input.Fields()))
	calc, ok := n.Input.(*plan.Calc)
	if !ok || calc.Cond != nil {
		return order, nil
	}
	refs, ok = distinctRefs(calc.Exprs)
	if !ok || slices.IsSorted(refs) {
		return order, nil
	}
	slices.SortFunc(order, func(x, y int) int { return refs[x] - refs[y] })
	return order, refs
}

// distinctRefs are the fields a projection of field references reads, each once; ok is false
// for a projection that computes anything or reads a field twice.
func distinctRefs(exprs []plan.Expr) ([]int, bool) {
	refs := make([]int, len(exprs))
	for i, e := range exprs {
		r, ok := e.(*plan.InputRef)
		if !ok || slices.Contains(refs[:i], r.Index) {
			return nil, false
		}
		refs[i] = r.Index
	}
	return refs, true
}
