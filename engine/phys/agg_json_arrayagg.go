package phys

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// jsonArgs is the projection under an aggregate of JSON_ARRAYAGG calls as Flink plans it: the
// binder wraps each call's argument in JSON_STRING in the aggregate's input projection, where
// Flink's WrapJsonAggFunctionArgumentsRule adds, after choosing the physical aggregate, a Calc
// that keeps every field of the aggregate's input and appends the wrapped arguments ($f3, $f4),
// one for each argument however many calls read it. Where the arguments are computed (or
// filtered), that Calc merges into the one computing them.
type jsonArgs struct {
	pre *plan.Calc
	// cols are the projection's columns, JSON_STRING unwrapped: the aggregate's input as
	// Flink's plan has it.
	cols []plan.Expr
	// identity says cols are the projection's input fields as they are, without a condition:
	// Flink has no Calc there but the wrapping one.
	identity bool
	// wrapped are the columns JSON_STRING wraps, in the order the calls first read them, and
	// exprs their JSON_STRING expressions over the projection's input.
	wrapped []int
	exprs   []plan.Expr
}

// jsonWrapped is the operand of a call that the binder wraps in JSON_STRING: JSON_ARRAYAGG's
// argument, JSON_OBJECTAGG's value.
func jsonWrapped(c plan.AggCall) (int, bool) {
	switch {
	case isJSONArrayAgg(c):
		return c.Arg, c.Arg >= 0
	case isJSONObjectAgg(c) && len(c.MoreArgs) == 1:
		return c.MoreArgs[0], true
	}
	return -1, false
}

// isJSONAgg reports whether a call is JSON_ARRAYAGG or JSON_OBJECTAGG.
func isJSONAgg(c plan.AggCall) bool { return isJSONArrayAgg(c) || isJSONObjectAgg(c) }

// jsonArgsOf matches the projection under n whose JSON_STRING columns only its JSON_ARRAYAGG
// calls read; ok is false for any other shape.
func jsonArgsOf(n *plan.Aggregate) (jsonArgs, bool) {
	pre, ok := n.Input.(*plan.Calc)
	if !ok {
		return jsonArgs{}, false
	}
	j := jsonArgs{pre: pre, cols: make([]plan.Expr, len(pre.Exprs)), identity: pre.Cond == nil && len(pre.Exprs) == len(pre.Input.Fields())}
	wraps := make([]bool, len(pre.Exprs))
	for i, e := range pre.Exprs {
		if c, ok := e.(*plan.Call); ok && c.Op == "JSON_STRING" && len(c.Args) == 1 {
			e, wraps[i] = c.Args[0], true
		}
		j.cols[i] = e
		if ref, ok := e.(*plan.InputRef); !ok || ref.Index != i {
			j.identity = false
		}
	}
	seen := map[int]bool{}
	for _, c := range n.Calls {
		if c.Filtered || c.Distinct {
			return jsonArgs{}, false
		}
		w, wrapping := jsonWrapped(c)
		for _, f := range c.ArgFields() {
			if wraps[f] != (wrapping && f == w) {
				// JSON_STRING read by another call or operand, or a JSON value not wrapped.
				return jsonArgs{}, false
			}
		}
		if wrapping && !seen[w] {
			seen[w] = true
			j.wrapped = append(j.wrapped, w)
			j.exprs = append(j.exprs, pre.Exprs[w])
		}
	}
	for i := range n.Keys {
		if wraps[i] {
			return jsonArgs{}, false
		}
	}
	return j, len(j.wrapped) > 0
}

// jsonArrayAggregate is the aggregate of JSON_ARRAYAGG calls as Flink plans it: a streaming
// GroupAggregate over an exchange of the wrapping Calc, or in batch mode (JsonArrayAggFunction
// has no merge) one SortAggregate over the Calc, which Flink puts above the Sort over the
// aggregate's input as it is, and below the exchange where it merges with a Calc that filters,
// or computes the keys. The shapes Flinkpad has not seen Flink print run as built, their plans
// refused (unprintableShape).
func (p *physical) jsonArrayAggregate(n *plan.Aggregate) (*Node, error) {
	j, ok := jsonArgsOf(n)
	if !ok {
		return nil, notExplainable("JSON_ARRAYAGG of this shape")
	}
	in, err := p.build(j.pre.Input)
	if err != nil {
		return nil, err
	}
	names := in.fields
	if !j.identity {
		var ok bool
		if names, ok = p.jsonInputNames(n, len(j.cols)); !ok {
			names = plan.FieldNames(j.pre.Output)
			p.unprintableShape("JSON_ARRAYAGG whose input columns Flinkpad cannot name as Flink does")
		}
	}
	calls := slices.Clone(n.Calls)
	width := len(j.cols)
	fields := slices.Clone(names)
	exprs := slices.Clone(j.cols)
	col := map[int]int{}
	for w, c := range j.wrapped {
		fields = append(fields, "$f"+strconv.Itoa(width+w))
		exprs = append(exprs, j.exprs[w])
		col[c] = width + w
	}
	for i, c := range calls {
		wrapped, ok := jsonWrapped(c)
		calls[i] = c.MapArgs(func(f int) int {
			if w, in := col[f]; in && ok && f == wrapped {
				return w
			}
			return f
		})
	}
	wrap := func(below *Node) *Node {
		return p.calc(below, exprs, j.pre.Cond, fields, j.pre)
	}
	if p.stream {
		return p.streamAggregateOver(n, wrap(in), calls)
	}
	if slices.ContainsFunc(n.Calls, isJSONObjectAgg) {
		return p.jsonObjectAggregate(n, wrap(in), calls, exprs)
	}
	for _, c := range n.Calls {
		if !isJSONArrayAgg(c) && c.Func != "COUNT" {
			p.unprintableShape("JSON_ARRAYAGG beside " + c.Func + " in batch mode")
		}
	}
	keys := make([]int, n.Keys)
	for i := range keys {
		keys[i] = i
	}
	// Flink's Calc goes below the exchange where it filters, or computes a key it hashes on.
	below := j.pre.Cond != nil
	if n.Keys > 0 && !j.identity && !below {
		for _, k := range j.cols[:n.Keys] {
			if _, ref := k.(*plan.InputRef); !ref {
				below = true
			}
		}
		if !below {
			p.unprintableShape("JSON_ARRAYAGG over computed arguments grouped on input fields in batch mode")
		}
	}
	outNames := plan.FieldNames(n.Output)
	aggSel := slices.Clone(fields[:n.Keys])
	for i, c := range calls {
		arg := argText(c, fields)
		aggSel = append(aggSel, c.Func+"("+arg+") AS "+outNames[n.Keys+i])
	}
	attrs := []attr{{"isMerge", "false"}}
	var input *Node
	switch {
	case n.Keys == 0 && below:
		input = exchange(wrap(in), "single")
	case n.Keys == 0:
		input = wrap(exchange(in, "single"))
	default:
		asc := make([]string, n.Keys)
		for i, k := range fields[:n.Keys] {
			asc[i] = k + " ASC"
		}
		sortOver := func(x *Node) *Node {
			sorted := &Node{kind: KindSort, inputs: []*Node{exchange(x, hashOf(x.fields, keys))}, fields: x.fields,
				types: x.types, source: n, part: middle, attrs: []attr{{"orderBy", strings.Join(asc, ", ")}}}
			if p.exec {
				// Flink's ForwardHashExchangeProcessor: forward exchanges between the Sort, the
				// Calc and the SortAggregate.
				return exchange(sorted, "forward")
			}
			return sorted
		}
		if below {
			input = sortOver(wrap(in))
		} else {
			input = wrap(sortOver(in))
			if p.exec {
				input = exchange(input, "forward")
			}
		}
		attrs = append(attrs, attr{"groupBy", strings.Join(fields[:n.Keys], ", ")})
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
	if !ok || !slices.ContainsFunc(n.Calls, isJSONAgg) {
		return n.Input
	}
	in := pre.Input.Fields()
	out := *pre
	out.Exprs, out.Output = slices.Clone(pre.Exprs), slices.Clone(pre.Output)
	for _, c := range n.Calls {
		w, ok := jsonWrapped(c)
		if !ok || w >= len(out.Exprs) {
			continue
		}
		call, ok := out.Exprs[w].(*plan.Call)
		if !ok || call.Op != "JSON_STRING" || len(call.Args) != 1 {
			continue
		}
		out.Exprs[w] = call.Args[0]
		out.Output[w].Type = call.Args[0].Type()
		if ref, ok := call.Args[0].(*plan.InputRef); ok && ref.Index < len(in) {
			out.Output[w].Name = in[ref.Index].Name
		}
	}
	return &out
}

// astAggregate is the aggregate of the abstract syntax tree that n was optimized from: the one
// of n's span, when only one has it; nil when none matches.
func (p *physical) astAggregate(n *plan.Aggregate) *plan.Aggregate {
	if p.astAggs == nil {
		p.astAggs = map[plan.Span][]*plan.Aggregate{}
		seen := map[plan.Node]bool{}
		var walk func(n plan.Node)
		walk = func(n plan.Node) {
			if seen[n] {
				return
			}
			seen[n] = true
			if a, ok := n.(*plan.Aggregate); ok {
				if s := plan.NodeSpan(a); s.IsValid() {
					p.astAggs[s] = append(p.astAggs[s], a)
				}
			}
			for _, in := range n.Inputs() {
				walk(in)
			}
		}
		for _, r := range p.ast {
			walk(r)
		}
	}
	s := plan.NodeSpan(n)
	if !s.IsValid() || len(p.astAggs[s]) != 1 {
		return nil
	}
	return p.astAggs[s][0]
}

// jsonInputNames are the names of the aggregate's input columns as Flink's plan has them, from
// the abstract syntax tree's aggregate (JSON_STRING unwrapped: astJSONUnwrapped); ok is false
// where that aggregate does not read the optimized one's columns and calls one for one.
func (p *physical) jsonInputNames(n *plan.Aggregate, cols int) ([]string, bool) {
	a := p.astAggregate(n)
	if a == nil || a.Keys != n.Keys || len(a.Calls) != len(n.Calls) {
		return nil, false
	}
	for i, c := range a.Calls {
		if c.Func != n.Calls[i].Func || c.Arg != n.Calls[i].Arg {
			return nil, false
		}
	}
	fields := astJSONUnwrapped(a).Fields()
	if len(fields) != cols {
		return nil, false
	}
	return plan.FieldNames(fields), true
}

// jsonObjectAggregate is the batch aggregate of JSON_OBJECTAGG calls over the wrapping Calc
// (wrapped) as Flink plans it: JsonObjectAggFunction merges, so a local and a global
// SortAggregate, its accumulator named after the call's output (agg_json_objectagg_explain).
// Only the aggregate of the whole input beside no other call is recorded; the others run as
// built, their plans refused.
func (p *physical) jsonObjectAggregate(n *plan.Aggregate, wrapped *Node, calls []plan.AggCall, exprs []plan.Expr) (*Node, error) {
	if n.Keys > 0 || slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return !isJSONObjectAgg(c) }) {
		p.unprintableShape("JSON_OBJECTAGG grouped or beside other calls in batch mode")
	}
	keys := make([]int, n.Keys)
	for i := range keys {
		keys[i] = i
	}
	argTs := make([]types.Type, len(calls))
	for i, c := range calls {
		if c.Arg >= 0 {
			argTs[i] = exprs[c.Arg].Type()
		}
	}
	return p.namedPhases(wrapped, keys, calls, plan.FieldNames(n.Output), n, argTs)
}
