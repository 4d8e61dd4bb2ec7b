package explain

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// over prints an Over node as Flink's OverAggregate, for one window. In streaming mode it
// reads an Exchange on the partition keys and lists the calls in its select; in batch mode it
// reads its input sorted by the partition and order keys and lists them in window#0 with the
// frame.
func (p *physical) over(n *plan.Over) (*node, error) {
	win := n.Calls[0]
	for _, c := range n.Calls[1:] {
		if !c.SameWindow(win) {
			return nil, &notExplainable{"OVER aggregates over several windows"}
		}
	}
	in, err := p.build(n.Input)
	if err != nil {
		return nil, err
	}
	var partition []int
	for _, e := range win.PartitionBy {
		ref, ok := e.(*plan.InputRef)
		if !ok {
			return nil, &notExplainable{"OVER windows partitioned by expressions"}
		}
		partition = append(partition, ref.Index)
	}
	var order []string
	for _, k := range win.OrderBy {
		ref, ok := k.Expr.(*plan.InputRef)
		if !ok {
			return nil, &notExplainable{"OVER windows ordered by expressions"}
		}
		dir := " ASC"
		if k.Descending {
			dir = " DESC"
		}
		order = append(order, in.fields[ref.Index]+dir)
	}
	width := len(in.fields)
	fields := append([]string{}, in.fields...)
	calls := make([]string, len(n.Calls))
	for i, c := range n.Calls {
		name := n.Output[width+i].Name
		fields = append(fields, name)
		args := make([]string, len(c.Args))
		for j, a := range c.Args {
			ref, ok := a.(*plan.InputRef)
			if !ok {
				return nil, &notExplainable{"OVER aggregates of expressions"}
			}
			args[j] = in.fields[ref.Index]
		}
		if len(args) == 0 {
			args = []string{"*"}
		}
		calls[i] = c.Func + "(" + strings.Join(args, ", ") + ") AS " + name
	}
	var partNames []string
	for _, f := range partition {
		partNames = append(partNames, in.fields[f])
	}
	var attrs []attr
	if len(partition) > 0 {
		attrs = append(attrs, attr{"partitionBy", strings.Join(partNames, ", ")})
	}
	if len(order) > 0 {
		attrs = append(attrs, attr{"orderBy", strings.Join(order, ", ")})
	}
	dist := "single"
	if len(partition) > 0 {
		dist = hashOf(in.fields, partition)
	}
	if p.stream {
		attrs = append(attrs, attr{"window", " " + win.Frame.String()},
			attr{"select", strings.Join(append(append([]string{}, in.fields...), calls...), ", ")})
		return &node{name: "OverAggregate", inputs: []*node{exchange(in, dist)}, fields: fields, source: n, attrs: attrs}, nil
	}
	attrs = append(attrs, attr{"window#0", strings.Join(calls, ", ") + " " + win.Frame.String()},
		attr{"select", strings.Join(fields, ", ")})
	sortKeys := append([]string{}, prefixed(partNames, " ASC")...)
	sortKeys = append(sortKeys, order...)
	below := exchange(in, dist)
	if len(sortKeys) > 0 {
		below = &node{name: "Sort", inputs: []*node{below}, fields: in.fields, types: in.types, source: n, part: first,
			attrs: []attr{{"orderBy", strings.Join(sortKeys, ", ")}}}
		if p.exec {
			below = exchange(below, "forward")
		}
	}
	return &node{name: "OverAggregate", inputs: []*node{below}, fields: fields, source: n, part: last, attrs: attrs}, nil
}

func prefixed(names []string, suffix string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = n + suffix
	}
	return out
}

// overCalcNames are the names of a Calc's fields as Flink prints them over an OverAggregate of
// one window: a field that passes a call's value on is named by its position ($2), as the
// projection Calcite's ProjectToWindowRule leaves above the window names it.
func overCalcNames(n *plan.Calc, out []string) []string {
	over, ok := n.Input.(*plan.Over)
	if !ok {
		return out
	}
	for _, c := range over.Calls[1:] {
		if !c.SameWindow(over.Calls[0]) {
			return out
		}
	}
	width := len(over.Input.Fields())
	renamed := append([]string{}, out...)
	for i, e := range n.Exprs {
		if ref, ok := e.(*plan.InputRef); ok && ref.Index >= width {
			renamed[i] = "$" + strconv.Itoa(i)
		}
	}
	return renamed
}
