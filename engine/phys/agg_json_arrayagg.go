package phys

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// jsonArgs is the projection under an aggregate of JSON_ARRAYAGG calls as Flink plans it: the
// binder wraps each call's argument in JSON_STRING in the aggregate's input projection, where
// Flink's WrapJsonAggFunctionArgumentsRule adds, after choosing the physical aggregate, a Calc
// that keeps every field of the aggregate's input and appends the wrapped arguments ($f3, $f4).
type jsonArgs struct {
	pre *plan.Calc
	// refs are the input fields the projection's columns read, JSON_STRING unwrapped.
	refs []int
	// wrapped are, in call order, the JSON_ARRAYAGG calls and their JSON_STRING expressions.
	wrapped []int
	exprs   []plan.Expr
}

// jsonArgsOf matches the projection under n whose only work is JSON_STRING of fields for its
// JSON_ARRAYAGG calls: without it the projection is its input's fields as they are, as Flink's
// plan reads them. ok is false for any other shape.
func jsonArgsOf(n *plan.Aggregate) (jsonArgs, bool) {
	pre, ok := n.Input.(*plan.Calc)
	if !ok || pre.Cond != nil {
		return jsonArgs{}, false
	}
	j := jsonArgs{pre: pre, refs: make([]int, len(pre.Exprs))}
	for i, e := range pre.Exprs {
		if c, ok := e.(*plan.Call); ok && c.Op == "JSON_STRING" && len(c.Args) == 1 {
			e = c.Args[0]
		}
		ref, ok := e.(*plan.InputRef)
		if !ok {
			return jsonArgs{}, false
		}
		j.refs[i] = ref.Index
	}
	// The unwrapped projection is its input's fields: Flink has no projection there.
	if len(j.refs) != len(pre.Input.Fields()) {
		return jsonArgs{}, false
	}
	for i, r := range j.refs {
		if r != i {
			return jsonArgs{}, false
		}
	}
	wrappedCols := map[int]bool{}
	for i, c := range n.Calls {
		if c.Filtered || c.Distinct {
			return jsonArgs{}, false
		}
		if c.Arg < 0 {
			continue
		}
		call, isWrap := pre.Exprs[c.Arg].(*plan.Call)
		if isWrap != isJSONArrayAgg(c) || wrappedCols[c.Arg] {
			// JSON_STRING read by another call, or a JSON_ARRAYAGG of a plain field.
			return jsonArgs{}, false
		}
		if isWrap {
			wrappedCols[c.Arg] = true
			j.wrapped = append(j.wrapped, i)
			j.exprs = append(j.exprs, call)
		}
	}
	for i := range n.Keys {
		if _, wrap := pre.Exprs[i].(*plan.Call); wrap {
			return jsonArgs{}, false
		}
	}
	return j, len(j.wrapped) > 0
}

// jsonArrayAggregate is the aggregate of JSON_ARRAYAGG calls as Flink plans it: a streaming
// GroupAggregate over an exchange of the wrapping Calc, or in batch mode (JsonArrayAggFunction
// has no merge) one SortAggregate over the Calc, which Flink puts above the Sort.
func (p *physical) jsonArrayAggregate(n *plan.Aggregate) (*Node, error) {
	j, ok := jsonArgsOf(n)
	if !ok {
		return nil, notExplainable("JSON_ARRAYAGG of this shape")
	}
	if !p.stream && slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return !isJSONArrayAgg(c) }) {
		return nil, notExplainable("JSON_ARRAYAGG beside other aggregates in batch mode")
	}
	in, err := p.build(j.pre.Input)
	if err != nil {
		return nil, err
	}
	calls := slices.Clone(n.Calls)
	for i, c := range calls {
		if c.Arg >= 0 {
			calls[i].Arg = j.refs[c.Arg]
		}
	}
	width := len(in.fields)
	fields := slices.Clone(in.fields)
	exprs := make([]plan.Expr, 0, width+len(j.wrapped))
	for i, f := range j.pre.Input.Fields() {
		exprs = append(exprs, &plan.InputRef{Index: i, T: f.Type})
	}
	sel := slices.Clone(in.fields)
	for w, ci := range j.wrapped {
		name := "$f" + strconv.Itoa(width+w)
		sel = append(sel, p.expr(j.exprs[w], in.fields)+" AS "+name)
		fields = append(fields, name)
		exprs = append(exprs, j.exprs[w])
		calls[ci].Arg = width + w
	}
	wrap := func(below *Node) *Node {
		return &Node{kind: KindCalc, inputs: []*Node{below}, fields: fields, source: j.pre, calcExprs: exprs,
			attrs: []attr{{"select", strings.Join(sel, ", ")}}}
	}
	if p.stream {
		return p.streamAggregateOver(n, wrap(in), calls)
	}
	keys := make([]int, n.Keys)
	for i := range keys {
		keys[i] = i
	}
	outNames := plan.FieldNames(n.Output)
	keyNames := in.fields[:n.Keys]
	aggSel := slices.Clone(keyNames)
	for i, c := range calls {
		aggSel = append(aggSel, c.Func+"("+fields[c.Arg]+") AS "+outNames[n.Keys+i])
	}
	attrs := []attr{{"isMerge", "false"}}
	var calc *Node
	if n.Keys == 0 {
		calc = wrap(exchange(in, "single"))
	} else {
		asc := make([]string, n.Keys)
		for i, k := range keyNames {
			asc[i] = k + " ASC"
		}
		sorted := &Node{kind: KindSort, inputs: []*Node{exchange(in, hashOf(in.fields, keys))}, fields: in.fields,
			types: in.types, source: j.pre, part: middle, attrs: []attr{{"orderBy", strings.Join(asc, ", ")}}}
		if p.exec {
			// Flink's ForwardHashExchangeProcessor: forward exchanges between the Sort, the Calc
			// and the SortAggregate.
			sorted = exchange(sorted, "forward")
		}
		calc = wrap(sorted)
		attrs = append(attrs, attr{"groupBy", strings.Join(keyNames, ", ")})
	}
	input := calc
	if p.exec && n.Keys > 0 {
		input = exchange(calc, "forward")
	}
	attrs = append(attrs, attr{"select", strings.Join(aggSel, ", ")})
	return &Node{kind: KindSortAggregate, inputs: []*Node{input}, fields: outNames, source: n, part: whole, attrs: attrs}, nil
}

// astJSONUnwrapped is the input of an aggregate as Flink's abstract syntax tree has it: the
// JSON_STRING the binder wraps JSON_ARRAYAGG's argument in is not there yet (Flink adds it
// after choosing the physical aggregate), so a column that wraps a field is the field, named
// as the field, and a projection left as its input's fields is none.
func astJSONUnwrapped(n *plan.Aggregate) plan.Node {
	pre, ok := n.Input.(*plan.Project)
	if !ok || !slices.ContainsFunc(n.Calls, isJSONArrayAgg) {
		return n.Input
	}
	in := pre.Input.Fields()
	out := *pre
	out.Exprs, out.Output = slices.Clone(pre.Exprs), slices.Clone(pre.Output)
	for _, c := range n.Calls {
		if !isJSONArrayAgg(c) || c.Arg < 0 || c.Arg >= len(out.Exprs) {
			continue
		}
		call, ok := out.Exprs[c.Arg].(*plan.Call)
		if !ok || call.Op != "JSON_STRING" || len(call.Args) != 1 {
			continue
		}
		out.Exprs[c.Arg] = call.Args[0]
		out.Output[c.Arg].Type = call.Args[0].Type()
		if ref, ok := call.Args[0].(*plan.InputRef); ok && ref.Index < len(in) {
			out.Output[c.Arg].Name = in[ref.Index].Name
		}
	}
	return &out
}
