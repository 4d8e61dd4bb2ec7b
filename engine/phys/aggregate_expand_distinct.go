package phys

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Flink's batch planner rewrites an aggregate with DISTINCT calls before it chooses physical
// nodes (FlinkAggregateExpandDistinctAggregatesRule, with grouping sets):
//
//   - when every distinct call reads one argument and the other calls are MIN or MAX of it
//     (they ignore DISTINCT), as a distinct aggregate on the keys and the argument under the
//     aggregate of its rows (convertMonopole; aggregate.go);
//   - else with grouping sets: one set per distinct argument (the keys and the argument) and
//     one of the keys alone for the plain calls, which DecomposeGroupingSetsRule turns into an
//     Expand that copies each row once per set, nulling the fields outside it and numbering the
//     set in $e. An aggregate grouped on the keys, the arguments and $e computes the plain
//     calls once per group of the keys' set; a Calc turns $e into a flag per set ($g_N); and
//     the aggregate on the keys computes each distinct call over its set's rows and takes the
//     plain calls' values from theirs (MIN, FILTER $g_N). A Calc above restores the types
//     (the filtered calls are nullable) and, without keys, a plain COUNT's 0 for no rows.
//
// The batch plan lowers the rewrite into those nodes (aggregate_expand_distinct_lower.go), and
// each printed node stands for its own; an aggregate not lowered (a keyed one of a subquery's
// plan) runs as it is, every node here standing for it.

// monopoleArg is the argument of the distinct calls when convertMonopole applies: one argument
// for every distinct call, the plain calls MIN or MAX of it.
func monopoleArg(calls []plan.AggCall) (int, bool) {
	arg := -1
	for _, c := range calls {
		if c.Distinct {
			if arg >= 0 && arg != c.Arg {
				return -1, false
			}
			arg = c.Arg
		}
	}
	for _, c := range calls {
		if !c.Distinct && !((c.Func == "MIN" || c.Func == "MAX") && c.Arg == arg) {
			return -1, false
		}
	}
	return arg, true
}

// expandDistinct builds the grouping-sets rewrite of n over its input in; above is a Calc over
// n, which Flink merges with the Calc that restores the types (nil when none), and d the plan
// nodes n was lowered into, which the printed ones stand for (nil when n was not lowered).
func (p *physical) expandDistinct(n *plan.Aggregate, in *Node, above *plan.Calc, d *loweredDistinct) (*Node, error) {
	if slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return len(c.MoreArgs) > 0 }) {
		// The rewrite renumbers each call's Arg only.
		return nil, notExplainable("JSON_OBJECTAGG beside DISTINCT aggregates")
	}
	var src struct{ expand, inner, flags, final, restore plan.Node }
	src.expand, src.inner, src.flags, src.final, src.restore = n, n, n, n, n
	if d != nil {
		src.expand, src.inner, src.flags, src.final = d.expand, d.inner, d.flags, d.final
		if d.restore != nil {
			src.restore = d.restore
		}
	}
	inFields := n.Input.Fields()
	nk := n.Keys
	// The rewrite works on the input's fields as Flink's plan orders them (over the Expand of
	// grouping sets, $e last): pos maps a field of the plan there, and the calls read there.
	fieldsIn, pos := flinkFields(in)
	keyPos := make([]int, nk)
	for k := range nk {
		keyPos[k] = pos[k]
	}
	isKey := func(f int) bool { return slices.Contains(keyPos, f) }
	origCalls := n.Calls
	shifted := make([]plan.AggCall, len(n.Calls))
	for i, c := range n.Calls {
		if c.Arg >= 0 {
			c.Arg = pos[c.Arg]
		}
		shifted[i] = c
	}
	if slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return c.Distinct && unmergeable(c) }) {
		// The last aggregate would be one phase, whose plan of a filtered call is not recorded.
		return nil, notExplainable("FIRST_VALUE and LAST_VALUE with DISTINCT beside other distinct or plain calls")
	}
	// A call's own FILTER joins its grouping set (keyless aggregates only: the plan of the grouped
	// ones, whose inner aggregate Flink may plan in one phase, is not recorded).
	filtered := slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return c.Filtered })
	if filtered && nk > 0 {
		return nil, notExplainable("DISTINCT beside FILTER in a grouped aggregate")
	}
	for i, c := range shifted {
		if c.Filtered {
			c.FilterArg = pos[c.FilterArg]
			shifted[i] = c
		}
	}
	// The grouping sets, each as the input fields it groups on beyond the keys: a distinct
	// call's argument and filter field, none (the keys alone) for the plain calls.
	setOf := func(c plan.AggCall) fieldPair {
		if !c.Distinct {
			return noFields
		}
		return pairOf(c, isKey)
	}
	var sets []fieldPair
	filterOf := map[fieldPair]int{}
	for _, c := range shifted {
		set := setOf(c)
		if !slices.Contains(sets, set) {
			sets = append(sets, set)
			filterOf[set] = -1
			if c.Distinct && c.Filtered && !isKey(c.FilterArg) {
				filterOf[set] = c.FilterArg
			}
		}
	}
	// The full group set: the keys, then the sets' fields in input order.
	var extra []int
	for _, s := range sets {
		for _, f := range s {
			if f >= 0 && !slices.Contains(extra, f) {
				extra = append(extra, f)
			}
		}
	}
	for _, c := range shifted {
		if !c.Distinct && c.Filtered && slices.Contains(extra, c.FilterArg) {
			return nil, notExplainable("FILTER on a field a distinct call groups on")
		}
	}
	full := append(slices.Clone(keyPos), extra...)
	slices.Sort(full)
	// $e of a set: a bit per field of the full set outside it, the first field the highest.
	eOf := func(set fieldPair) int {
		v := 0
		for i, f := range full {
			if !isKey(f) && !slices.Contains(set[:], f) {
				v |= 1 << (len(full) - 1 - i)
			}
		}
		return v
	}
	slices.SortFunc(sets, func(a, b fieldPair) int { return eOf(a) - eOf(b) })

	// The Expand: every input field (nulled outside the set), $e, and copies of the fields of
	// the full set that plain calls read, which the sets null.
	var dups []int
	for _, c := range shifted {
		if !c.Distinct && !isKey(c.Arg) && slices.Contains(extra, c.Arg) && !slices.Contains(dups, c.Arg) {
			dups = append(dups, c.Arg)
		}
	}
	slices.Sort(dups)
	eName := "$e"
	if slices.Contains(fieldsIn, eName) {
		eName = "$e_0" // Calcite's uniquify
	}
	expandFields := append(slices.Clone(fieldsIn), eName)
	for _, d := range dups {
		expandFields = append(expandFields, uniqueName(fieldsIn[d]+"_0", expandFields))
	}
	var projects []string
	for _, set := range sets {
		var items []string
		for i, name := range fieldsIn {
			if !isKey(i) && slices.Contains(extra, i) && !slices.Contains(set[:], i) {
				items = append(items, "null AS "+name)
			} else {
				items = append(items, name)
			}
		}
		items = append(items, strconv.Itoa(eOf(set))+" AS "+eName)
		for j, d := range dups {
			items = append(items, fieldsIn[d]+" AS "+expandFields[len(fieldsIn)+1+j])
		}
		projects = append(projects, "{"+strings.Join(items, ", ")+"}")
	}
	expand := &Node{kind: KindExpand, inputs: []*Node{in}, fields: expandFields, source: src.expand,
		attrs: []attr{{"projects", strings.Join(projects, ", ")}}}

	// The aggregate on the full set and $e computes the plain calls.
	outNames := plan.FieldNames(n.Output)
	innerKeys := append(slices.Clone(full), len(fieldsIn))
	var innerNames []string
	for _, k := range innerKeys {
		innerNames = append(innerNames, expandFields[k])
	}
	var plainCalls []plan.AggCall
	var plainTypes []types.Type
	for i, c := range shifted {
		if c.Distinct {
			continue
		}
		if j := slices.Index(dups, c.Arg); j >= 0 {
			c.Arg = len(fieldsIn) + 1 + j
		}
		plainCalls = append(plainCalls, c)
		innerNames = append(innerNames, outNames[nk+i])
		if c.Arg >= 0 {
			plainTypes = append(plainTypes, inFields[origCalls[i].Arg].Type)
		} else {
			plainTypes = append(plainTypes, types.Type{})
		}
	}
	innerOpts := phaseOptions{ownFilters: filtered}
	if filtered && !ownFiltersPrintable(innerKeys, plainCalls) {
		return nil, notExplainable("FILTER on a field past the partial aggregate's fields")
	}
	inner := p.aggregatePhasesWith(expand, innerKeys, plainCalls, innerNames, src.inner, plainTypes, innerOpts)

	// The Calc of the flags keeps the keys, the distinct arguments and the plain calls' values
	// (a filter field only feeds its flag).
	var kept []int // the fields of full the Calc keeps
	for _, f := range full {
		if isKey(f) || slices.ContainsFunc(shifted, func(c plan.AggCall) bool { return c.Distinct && c.Arg == f }) {
			kept = append(kept, f)
		}
	}

	// The final aggregate's calls: each distinct call over its argument, each plain call's
	// value (MIN) from its set's row.
	flag := func(set fieldPair) string { return "$g_" + strconv.Itoa(eOf(set)) }
	var calls []plan.AggCall
	var filters []string
	var argTs []types.Type
	plainAt := len(kept)
	for i, c := range shifted {
		if c.Distinct {
			set := setOf(c)
			c.Distinct, c.Filtered, c.FilterArg = false, false, 0
			argTs = append(argTs, inFields[origCalls[i].Arg].Type)
			c.Arg = slices.Index(kept, c.Arg)
			calls = append(calls, c)
			filters = append(filters, flag(set))
			continue
		}
		argTs = append(argTs, c.T)
		calls = append(calls, plan.AggCall{Func: "MIN", Arg: plainAt, T: c.T.WithNullable(true)})
		filters = append(filters, flag(noFields))
		plainAt++
	}
	finalNeedsSort := needsSort(calls, argTs)

	// The Calc of the flags: CASE over $e as GROUPING gives it, compared with each set's, and
	// with the set's distinct call's filter when it has one.
	eRef := &plan.InputRef{Index: len(full), T: types.Int.AsNotNull()}
	intLit := func(v int) plan.Expr {
		return &plan.Literal{Value: int32(v), T: types.Int.AsNotNull(), Text: strconv.Itoa(v)}
	}
	var caseArgs []plan.Expr
	for i, set := range sets {
		if i == len(sets)-1 {
			caseArgs = append(caseArgs, intLit(eOf(set)))
			break
		}
		caseArgs = append(caseArgs, &plan.Call{Op: plan.OpEquals, Args: []plan.Expr{eRef, intLit(eOf(set))}, T: types.Boolean.AsNotNull()},
			intLit(eOf(set)))
	}
	grouping := &plan.Call{Op: plan.OpCase, Args: caseArgs, T: types.Int.AsNotNull()}
	var flagExprs []plan.Expr
	var flagNames []string
	for i, name := range innerNames {
		if i == len(full) || (i < len(full) && !slices.Contains(kept, full[i])) {
			continue // $e, or a filter field
		}
		flagExprs = append(flagExprs, &plan.InputRef{Index: i, T: types.Int})
		flagNames = append(flagNames, name)
	}
	for _, set := range sets {
		var e plan.Expr = &plan.Call{Op: plan.OpEquals, Args: []plan.Expr{grouping, intLit(eOf(set))}, T: types.Boolean.AsNotNull()}
		if f := filterOf[set]; f >= 0 {
			ref := &plan.InputRef{Index: slices.Index(full, f), T: types.Boolean}
			e = &plan.Call{Op: plan.OpAnd, T: types.Boolean.AsNotNull(), Args: []plan.Expr{e,
				&plan.Call{Op: plan.OpIsTrue, Args: []plan.Expr{ref}, T: types.Boolean.AsNotNull()}}}
		}
		flagExprs = append(flagExprs, e)
		flagNames = append(flagNames, flag(set))
	}
	finalKeys := make([]int, nk)
	keyNames := make([]string, nk)
	for i := range finalKeys {
		finalKeys[i] = slices.Index(kept, keyPos[i])
		keyNames[i] = innerNames[finalKeys[i]]
	}
	aggIn := inner
	if finalNeedsSort && nk > 0 {
		// Flink sorts the inner aggregate's rows on the keys below the Calc.
		aggIn = p.sortOn(inner, keyNames, src.inner)
		if d != nil {
			// The sort is the inner aggregate's last node.
			inner.part, aggIn.part = middle, last
		}
	}
	flags := p.calc(aggIn, flagExprs, nil, flagNames, src.flags)
	final := p.aggregatePhasesWith(flags, finalKeys, calls, outNames, src.final, argTs,
		phaseOptions{filters: filters, sorted: finalNeedsSort && nk > 0})
	if d != nil {
		return p.lowDistinctTop(n, final, above, src.restore)
	}
	expand.part = first

	// The Calc that restores the aggregate's types, merged with the Calc above.
	top, changed := restoredTypes(n)
	if above != nil {
		var merged []plan.Expr
		for _, e := range above.Exprs {
			merged = append(merged, substituteRefs(e, top))
		}
		var cond plan.Expr
		if above.Cond != nil {
			cond = substituteRefs(above.Cond, top)
		}
		markChain(final, n)
		return p.calc(final, merged, cond, plan.FieldNames(above.Output), above), nil
	}
	if !changed {
		markChain(final, n)
		return final, nil
	}
	out := p.calc(final, top, nil, outNames, n)
	markChain(out, n)
	return out, nil
}

// lowDistinctTop is the Calc over the lowered rewrite's last aggregate final: the one that
// restores the types (restore), merged with the Calc above when there is one.
func (p *physical) lowDistinctTop(n *plan.Aggregate, final *Node, above *plan.Calc, restore plan.Node) (*Node, error) {
	top, changed := restoredTypes(n)
	if above != nil {
		var merged []plan.Expr
		for _, e := range above.Exprs {
			merged = append(merged, substituteRefs(e, top))
		}
		var cond plan.Expr
		if above.Cond != nil {
			cond = substituteRefs(above.Cond, top)
		}
		return p.calc(final, merged, cond, plan.FieldNames(above.Output), above), nil
	}
	if !changed {
		return final, nil
	}
	return p.calc(final, top, nil, plan.FieldNames(n.Output), restore), nil
}

// fieldPair is a grouping set of the rewrite beyond the keys: a distinct call's argument and
// filter field, increasing, -1 for none.
type fieldPair [2]int

var noFields = fieldPair{-1, -1}

// pairOf is the set of a distinct call: its argument and filter field that are not keys.
func pairOf(c plan.AggCall, isKey func(int) bool) fieldPair {
	set := noFields
	if c.Arg >= 0 && !isKey(c.Arg) {
		set[1] = c.Arg
	}
	if c.Filtered && !isKey(c.FilterArg) && c.FilterArg != set[1] {
		set[0] = c.FilterArg
	}
	if set[0] > set[1] {
		set[0], set[1] = set[1], set[0]
	}
	return set
}

// ownFiltersPrintable reports whether each filter of calls indexes a field of the partial
// aggregate's output, which Flink's final phase prints it by (ownFilters).
func ownFiltersPrintable(keys []int, calls []plan.AggCall) bool {
	fields := len(keys)
	for _, c := range calls {
		fields += len(bufferNames(c))
	}
	return !slices.ContainsFunc(calls, func(c plan.AggCall) bool { return c.Filtered && c.FilterArg >= fields })
}

// markChain marks the parts of the nodes of source's operator under top, its output end: the
// rows out are top's, the rows in those of the node that reads the operator's input, and the
// phases between count nothing of their own.
func markChain(top *Node, source plan.Node) {
	seen := map[*Node]bool{}
	var walk func(n *Node)
	walk = func(n *Node) {
		if seen[n] || n.source != source {
			return
		}
		seen[n] = true
		n.part = middle
		for _, in := range n.inputs {
			if in.source != source {
				n.part = first
			}
			walk(in)
		}
	}
	walk(top)
	top.part = last
}

// restoredTypes are the expressions of the Calc over the rewrite's last aggregate that give
// the aggregate's own types: a filtered call is nullable, so a NOT NULL one is cast back, and
// without keys a plain COUNT of no rows is 0 (CASE(n IS NOT NULL, n, 0)). changed is false when
// every expression reads its field as it is.
func restoredTypes(n *plan.Aggregate) (top []plan.Expr, changed bool) {
	nk := n.Keys
	for i, f := range n.Output {
		ref := &plan.InputRef{Index: i, T: f.Type}
		if i < nk {
			top = append(top, ref)
			continue
		}
		c := n.Calls[i-nk]
		switch {
		case !c.Distinct && c.Func == "COUNT" && nk == 0:
			nullable := &plan.InputRef{Index: i, T: f.Type.WithNullable(true)}
			zero := &plan.Literal{Value: int64(0), T: types.BigInt.AsNotNull(), Text: "0"}
			top = append(top, &plan.Call{Op: plan.OpCase, T: f.Type, Args: []plan.Expr{
				&plan.Call{Op: plan.OpIsNotNull, Args: []plan.Expr{nullable}, T: types.Boolean.AsNotNull()}, nullable, zero}})
			changed = true
		case !f.Type.Nullable() && !(c.Distinct && c.Func == "COUNT"):
			top = append(top, &plan.Cast{X: &plan.InputRef{Index: i, T: f.Type.WithNullable(true)}, T: f.Type})
			changed = true
		default:
			top = append(top, ref)
		}
	}
	return top, changed
}

// expandsDistinct reports whether the batch plan of n is the grouping-sets rewrite, and its
// last Calc is one a Calc above n merges with.
func expandsDistinct(n *plan.Aggregate) bool {
	if !slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return c.Distinct }) {
		return false
	}
	_, monopole := monopoleArg(n.Calls)
	_, changed := restoredTypes(n)
	return !monopole && changed
}

// substituteRefs is e with each field reference replaced by the expression of that field.
func substituteRefs(e plan.Expr, fields []plan.Expr) plan.Expr {
	return plan.MapRefs(e, func(r *plan.InputRef) plan.Expr { return fields[r.Index] })
}

// uniqueName is name, or name with a number after it that no field in taken has (Calcite's
// SqlValidatorUtil.uniquify).
func uniqueName(name string, taken []string) string {
	if !slices.Contains(taken, name) {
		return name
	}
	base := strings.TrimSuffix(name, "_0")
	for i := 1; ; i++ {
		cand := base + "_" + strconv.Itoa(i)
		if !slices.Contains(taken, cand) {
			return cand
		}
	}
}

// flinkFields are the fields of an aggregate's input as Flink's plan orders them, and where
// each field of the plan is there: over the Expand of grouping sets, $e comes after every field
// of the Expand's input, which come in their order; elsewhere the plan's order.
func flinkFields(in *Node) ([]string, []int) {
	pos := make([]int, len(in.fields))
	for i := range pos {
		pos[i] = i
	}
	e, ok := in.source.(*plan.Expand)
	if !ok || in.kind != KindExpand {
		return in.fields, pos
	}
	names := make([]string, len(in.fields))
	for i := range in.fields {
		f := e.InputOf(i)
		if f < 0 {
			f = len(in.fields) - 1
		}
		pos[i] = f
		names[f] = in.fields[i]
	}
	return names, pos
}
