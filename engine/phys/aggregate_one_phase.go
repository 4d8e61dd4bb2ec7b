package phys

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// unmergeable reports whether Flink's function for a call has no merge method, so that a batch
// aggregate calling it cannot be split into a local and a global phase: FIRST_VALUE and
// LAST_VALUE (FirstValueAggFunction, LastValueAggFunction).
func unmergeable(c plan.AggCall) bool {
	return c.Func == "FIRST_VALUE" || c.Func == "LAST_VALUE"
}

// onePhaseSortAggregate is Flink's batch aggregate in one phase, as it plans one that calls an
// unmergeable function: an exchange on the keys (or to one task), a Sort on the keys, and a
// SortAggregate that is not a merge, whose rows in and out are the aggregate's.
func (p *physical) onePhaseSortAggregate(in *Node, keys []int, calls []plan.AggCall, outNames []string, source plan.Node) *Node {
	keyNames := make([]string, len(keys))
	for i, k := range keys {
		keyNames[i] = in.fields[k]
	}
	sel := append([]string{}, keyNames...)
	for i, c := range calls {
		arg := argText(c, in.fields)
		sel = append(sel, c.Func+"("+arg+") AS "+outNames[len(keys)+i])
	}
	dist := "single"
	if len(keys) > 0 {
		dist = hashOf(in.fields, keys)
	}
	input := exchange(in, dist)
	attrs := []attr{{"isMerge", "false"}}
	if len(keys) > 0 {
		asc := make([]string, len(keyNames))
		for i, k := range keyNames {
			asc[i] = k + " ASC"
		}
		input = &Node{kind: KindSort, inputs: []*Node{input}, fields: input.fields, types: input.types, source: source, part: middle,
			attrs: []attr{{"orderBy", strings.Join(asc, ", ")}}}
		if p.exec {
			// Flink's ForwardHashExchangeProcessor puts a forward exchange between a sort and the
			// sort aggregate that reads it.
			input = exchange(input, "forward")
		}
		attrs = append(attrs, attr{"groupBy", strings.Join(keyNames, ", ")})
	}
	attrs = append(attrs, attr{"select", strings.Join(sel, ", ")})
	return &Node{kind: KindSortAggregate, inputs: []*Node{input}, fields: outNames, source: source, part: whole, attrs: attrs}
}

// onePhaseHashAggregate is Flink's batch aggregate over an input already distributed on its
// keys (the semi join of an INTERSECT, the aggregate of a distinct set operation): one
// HashAggregate that is not a merge, reading its input where it is, which the execution plan
// prints through Exchange(distribution=[keep_input_as_is[hash[...]]]) as Flink's
// ForwardHashExchangeProcessor does. ok is false where Flink would sort (an accumulator not of
// fixed length) or cannot merge, which this does not print.
func (p *physical) onePhaseHashAggregate(in *Node, keys []int, calls []plan.AggCall, outNames []string, source plan.Node, argTs []types.Type) (*Node, bool) {
	keyNames := make([]string, len(keys))
	for i, k := range keys {
		keyNames[i] = in.fields[k]
	}
	sel := append([]string{}, keyNames...)
	for i, c := range calls {
		if unmergeable(c) || c.Distinct {
			return nil, false
		}
		for _, t := range bufferTypes(c, argTs[i]) {
			if !fixedLength(t) && t.Kind != types.KindDecimal {
				return nil, false
			}
		}
		arg := argText(c, in.fields)
		sel = append(sel, c.Func+"("+arg+") AS "+outNames[len(keys)+i])
	}
	input := in
	if p.exec {
		input = exchange(in, "keep_input_as_is["+hashOf(in.fields, keys)+"]")
		input.source, input.part = source, middle
	}
	return &Node{kind: KindHashAggregate, inputs: []*Node{input}, fields: outNames, source: source, part: whole,
		attrs: []attr{{"isMerge", "false"}, {"groupBy", strings.Join(keyNames, ", ")}, {"select", strings.Join(sel, ", ")}}}, true
}
