package phys

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// windowProperties name the window columns in a GlobalWindowAggregate's select.
var windowProperties = [3]string{"start('w$)", "end('w$)", "rowtime('w$)"}

// windowAggregate prints a streaming window aggregate as Flink plans it: a Calc over a
// GlobalWindowAggregate over an Exchange over a LocalWindowAggregate, over a Calc of the
// keys, the arguments and the time column (none when that is the input as it is) over the
// window function's input (merged with a Calc there, a view's); the function itself is gone.
// FIRST_VALUE and LAST_VALUE cannot merge, so a tumbling window calling them is one
// WindowAggregate over the Exchange, and so is a SESSION window. above is a Calc over the aggregate, which Flink merges into
// the top Calc.
func (p *physical) windowAggregate(n *plan.Aggregate, above *plan.Calc) (*Node, bool, error) {
	if tvf, roles, ok := plan.AttachedWindowAggregate(n); ok {
		out, err := p.attachedWindowAggregate(n, above, tvf, roles)
		return out, true, err
	}
	tvf, calc, roles, ok := plan.WindowAggregateShape(n)
	if !ok {
		return nil, false, nil
	}
	// Sessions merge, so Flink cannot slice them into a local and a global phase either; nor
	// does it split a window over processing time, whose rows get their windows in the one
	// phase, by the clock of the task that aggregates them.
	proctime := tvf.Output[tvf.WindowStart()+2].Type.TimeAttr == types.TimestampProctime
	onePhase := tvf.Kind == plan.WindowSession || proctime
	for _, c := range n.Calls {
		if c.Distinct {
			return nil, true, notExplainable("DISTINCT in window aggregates")
		}
		if unmergeable(c) {
			if msg := plan.FirstLastMergeMessage(n); tvf.Kind == plan.WindowHop || tvf.Kind == plan.WindowCumulate {
				return nil, true, connector.NewError(nil, "org.apache.flink.table.api.ValidationException", "%s", msg)
			}
			// Flink cannot split these into a local and a global phase: it aggregates a
			// tumbling window in one WindowAggregate.
			onePhase = true
		}
	}
	in, err := p.build(tvf.Input)
	if err != nil {
		return nil, true, err
	}
	outNames := plan.FieldNames(n.Output)
	exprOf := func(i int) plan.Expr {
		if calc != nil {
			return calc.Exprs[i]
		}
		return &plan.InputRef{Index: i, T: n.Input.Fields()[i].Type}
	}
	// The lower Calc: keys, arguments, the time column.
	var lowExprs []plan.Expr
	var lowNames, keyNames []string
	for k, role := range roles {
		if role < 0 {
			lowExprs = append(lowExprs, exprOf(k))
			lowNames = append(lowNames, outNames[k])
			keyNames = append(keyNames, outNames[k])
		}
	}
	// Each call's argument, then its FILTER's field, in the order of the calls.
	argName := map[int]string{}
	read := func(arg int) {
		if _, ok := argName[arg]; ok {
			return
		}
		e := exprOf(arg)
		name := "$f" + strconv.Itoa(len(lowExprs))
		if f := n.Input.Fields()[arg].Name; strings.HasPrefix(f, "$f") {
			// Calcite names a computed argument by its place in the aggregate's input.
			name = f
		}
		if r, ok := e.(*plan.InputRef); ok {
			name = in.fields[r.Index]
		}
		argName[arg] = name
		lowExprs = append(lowExprs, e)
		lowNames = append(lowNames, name)
	}
	for _, c := range n.Calls {
		for _, a := range c.ArgFields() {
			read(a)
		}
		if c.Filtered {
			read(c.FilterArg)
		}
	}
	filter := func(c plan.AggCall) string {
		if !c.Filtered {
			return ""
		}
		return " FILTER " + argName[c.FilterArg]
	}
	// The lower Calc runs below the window function, over its input: an argument computed from
	// a window column (window_end, say) has nothing to read there.
	for _, e := range lowExprs {
		if !plan.RefsWithin(e, 0, len(in.fields)) {
			return nil, true, notExplainable("a window aggregate whose arguments are computed from its window's columns")
		}
	}
	timeName := in.fields[tvf.TimeCol]
	lowExprs = append(lowExprs, &plan.InputRef{Index: tvf.TimeCol, T: tvf.Input.Fields()[tvf.TimeCol].Type})
	lowNames = append(lowNames, timeName)
	var cond plan.Expr
	if calc != nil {
		cond = calc.Cond
	}
	if cond != nil && !plan.RefsWithin(cond, 0, len(in.fields)) {
		return nil, true, notExplainable("a window aggregate over a filter on its window's columns")
	}
	low := in
	view, ok := tvf.Input.(*plan.Calc)
	if ok && overGroupWindow(view) {
		// The view's Calc reads a group window's properties and is that window's to print;
		// Flink merges it with this one, which is not printed yet. The two Calcs compute
		// the same rows.
		p.unprintableShape("a window aggregate over a group window aggregate's projection")
		ok = false
	}
	if ok {
		// Flink merges a Calc below the window function (a view's projection) into this one.
		base, err := p.build(view.Input)
		if err != nil {
			return nil, true, err
		}
		merged := make([]plan.Expr, len(lowExprs))
		for i, e := range lowExprs {
			merged[i] = substituteRefs(e, view.Exprs)
		}
		mergedCond := view.Cond
		if cond != nil {
			mergedCond = plan.And(view.Cond, substituteRefs(cond, view.Exprs))
			if view.Cond == nil {
				mergedCond = substituteRefs(cond, view.Exprs)
			}
		}
		if mergedCond != nil || !sameNames(lowNames, base.fields) || !identityRefs(merged) {
			low = p.calc(base, merged, mergedCond, lowNames, calc)
		} else {
			low = base
		}
	} else if cond != nil || !sameNames(lowNames, in.fields) || !identityRefs(lowExprs) {
		low = p.calc(in, lowExprs, cond, lowNames, calc)
	}
	// A call the select list does not name (one of HAVING's) is named by its place in the
	// window aggregate's output, which has the keys but not the window's columns.
	callNames := make([]string, len(n.Calls))
	for i := range n.Calls {
		callNames[i] = outNames[n.Keys+i]
		if callNames[i] == "$f"+strconv.Itoa(n.Keys+i) {
			callNames[i] = "$f" + strconv.Itoa(len(keyNames)+i)
		}
	}
	// The local and global phases.
	var localSel, globalSel, localFields []string
	localSel = append(localSel, keyNames...)
	globalSel = append(globalSel, keyNames...)
	localFields = append(localFields, keyNames...)
	buf := 0
	for i, c := range n.Calls {
		arg := argTextBy(c, func(f int) string { return argName[f] })
		var bufs []string
		for _, name := range bufferNames(c) {
			bufs = append(bufs, name+"$"+strconv.Itoa(buf))
			buf++
		}
		localFields = append(localFields, bufs...)
		out := strings.Join(bufs, ", ")
		if len(bufs) > 1 {
			out = "(" + out + ")"
		}
		localSel = append(localSel, c.Func+"("+arg+")"+filter(c)+" AS "+out)
		globalSel = append(globalSel, c.Func+"("+out+") AS "+callNames[i])
	}
	localSel = append(localSel, "slice_end('w$) AS $slice_end")
	localFields = append(localFields, "$slice_end")
	var globalFields []string
	globalFields = append(globalFields, keyNames...)
	for i := range n.Calls {
		globalFields = append(globalFields, callNames[i])
	}
	// Where each aggregate output lands in the global output.
	position := make([]int, len(n.Output))
	next := len(keyNames)
	for k, role := range roles {
		if role < 0 {
			continue
		}
		globalSel = append(globalSel, windowProperties[role]+" AS "+outNames[k])
		globalFields = append(globalFields, outNames[k])
		position[k] = len(globalFields) - 1
	}
	for k, role := range roles {
		if role < 0 {
			position[k] = slices.Index(keyNames, outNames[k])
		}
	}
	for i := range n.Calls {
		position[n.Keys+i] = next + i
	}
	var group []attr
	if len(keyNames) > 0 {
		group = []attr{{"groupBy", strings.Join(keyNames, ", ")}}
	}
	dist := "single"
	if len(keyNames) > 0 {
		dist = "hash[" + strings.Join(keyNames, ", ") + "]"
	}
	var agg *Node
	if onePhase {
		// One WindowAggregate over the exchange: the calls on their arguments, then the
		// window's columns as the global phase names them.
		sel := append([]string{}, keyNames...)
		for i, c := range n.Calls {
			arg := argTextBy(c, func(f int) string { return argName[f] })
			sel = append(sel, c.Func+"("+arg+")"+filter(c)+" AS "+callNames[i])
		}
		sel = append(sel, globalSel[len(keyNames)+len(n.Calls):]...)
		agg = &Node{kind: KindWindowAggregate, inputs: []*Node{exchange(low, dist)}, fields: globalFields, source: n,
			attrs: append(append([]attr{}, group...), attr{"window", windowSpec(tvf, "time_col=["+timeName+"]")},
				attr{"select", strings.Join(sel, ", ")})}
	} else {
		local := &Node{kind: KindLocalWindowAggregate, inputs: []*Node{low}, fields: localFields, source: n,
			attrs: append(append([]attr{}, group...), attr{"window", windowSpec(tvf, "time_col=["+timeName+"]")},
				attr{"select", strings.Join(localSel, ", ")})}
		agg = &Node{kind: KindGlobalWindowAggregate, inputs: []*Node{exchange(local, dist)}, fields: globalFields, source: n,
			attrs: append(append([]attr{}, group...), attr{"window", windowSpec(tvf, "slice_end=[$slice_end]")},
				attr{"select", strings.Join(globalSel, ", ")})}
	}
	// The top Calc puts the columns in the aggregate's order, merged with the Calc above.
	remap := func(e plan.Expr) plan.Expr {
		if e == nil {
			return nil
		}
		return plan.MapRefs(e, func(r *plan.InputRef) plan.Expr {
			return &plan.InputRef{Index: position[r.Index], T: r.T}
		})
	}
	var topExprs []plan.Expr
	var topNames []string
	var topCond plan.Expr
	var source plan.Node = n
	if above != nil {
		for _, e := range above.Exprs {
			topExprs = append(topExprs, remap(e))
		}
		topNames, topCond, source = plan.FieldNames(above.Output), remap(above.Cond), above
	} else {
		for i, f := range n.Output {
			topExprs = append(topExprs, &plan.InputRef{Index: position[i], T: f.Type})
		}
		topNames = outNames
	}
	return p.calc(agg, topExprs, topCond, topNames, source), true, nil
}

func sameNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// identityRefs reports whether es reads its input's fields as they are, in order.
func identityRefs(es []plan.Expr) bool {
	for i, e := range es {
		if r, ok := e.(*plan.InputRef); !ok || r.Index != i {
			return false
		}
	}
	return true
}

// temporalSort prints Flink's streaming sort on time: a TemporalSort over a single Exchange.
func (p *physical) temporalSort(n *plan.Sort) (*Node, error) {
	in, err := p.build(n.Input)
	if err != nil {
		return nil, err
	}
	key := flinkExpr(n.Keys[0].Expr, in.fields, p.exec) + " ASC"
	return &Node{kind: KindTemporalSort, inputs: []*Node{exchange(in, "single")}, fields: in.fields, source: n,
		attrs: []attr{{"orderBy", key}}}, nil
}

// overGroupWindow reports whether a Calc reads a legacy group window aggregate.
func overGroupWindow(c *plan.Calc) bool {
	a, ok := c.Input.(*plan.Aggregate)
	if !ok {
		return false
	}
	_, ok = plan.GroupWindowOf(a)
	return ok
}
