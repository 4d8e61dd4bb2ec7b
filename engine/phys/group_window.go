package phys

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// groupWindowProperties are the window properties a GroupWindowAggregate appends to its
// output when a select list reads any: Flink names and computes all four in streaming mode.
var groupWindowProperties = []string{"w$start", "w$end", "w$rowtime", "w$proctime"}

var groupWindowPropertyCalls = []string{"start('w$)", "end('w$)", "rowtime('w$)", "proctime('w$)"}

// groupWindowNode translates a legacy group window aggregate (plan.GroupWindowOf) and the Calc
// above it; it reports false for other nodes.
func (p *physical) groupWindowNode(n plan.Node) (*Node, bool, error) {
	var agg *plan.Aggregate
	var above *plan.Calc
	switch n := n.(type) {
	case *plan.Calc:
		a, ok := n.Input.(*plan.Aggregate)
		if !ok {
			return nil, false, nil
		}
		agg, above = a, n
	case *plan.Aggregate:
		agg = n
	default:
		// Only an aggregate, and the Calc above it, can be a group window's.
		return nil, false, nil
	}
	w, ok := plan.GroupWindowOf(agg)
	if !ok {
		return nil, false, nil
	}
	if err := plan.CheckProctimeWindowWithoutCalls(agg, w, above, p.stream); err != nil {
		return nil, true, err
	}
	out, err := p.groupWindowAggregate(agg, w, above)
	return out, true, err
}

// groupWindowAggregate prints a group window aggregate as Flink's LogicalWindowAggregateRule
// and its streaming translation plan it: the input projection with the window replaced by its
// time column (gone when it only reads fields, as AggregateProjectMergeRule merges it), the
// GroupWindowAggregate over an Exchange on the other keys, and a Calc reading the window
// properties for the auxiliary calls.
func (p *physical) groupWindowAggregate(n *plan.Aggregate, w plan.GroupWindow, above *plan.Calc) (*Node, error) {
	var exprs []plan.Expr
	var cond plan.Expr
	var below plan.Node
	switch pre := n.Input.(type) {
	case *plan.Calc:
		exprs, cond, below = pre.Exprs, pre.Cond, pre.Input
	case *plan.Project:
		exprs, below = pre.Exprs, pre.Input
	default:
		return nil, notExplainable("a group window over this input")
	}
	exprs = append([]plan.Expr{}, exprs...)
	exprs[w.Key] = w.Time
	var low *Node
	var names []string
	if inner, ok := below.(*plan.Aggregate); ok {
		if innerWindow, ok := plan.GroupWindowOf(inner); ok {
			// A window over a window's rowtime: this projection is the Calc over the inner
			// window, reading its properties; its fields read as the inner window names them.
			mid := &plan.Calc{Input: inner, Exprs: exprs, Cond: cond}
			for i, e := range exprs {
				name := ""
				if _, ok := e.(*plan.InputRef); !ok {
					name = "$f" + strconv.Itoa(i)
				}
				mid.Output = append(mid.Output, plan.Field{Name: name, Type: e.Type()})
			}
			var err error
			if low, err = p.groupWindowAggregate(inner, innerWindow, mid); err != nil {
				return nil, err
			}
			names = low.fields
		}
	}
	if low == nil {
		base, err := p.build(below)
		if err != nil {
			return nil, err
		}
		// What each field of the aggregate's input is called in the node it reads.
		names = make([]string, len(exprs))
		onlyRefs := cond == nil
		used := map[string]bool{}
		// A window over PROCTIME() reads no column: Flink's rule adds the call to the input
		// ($f after the input's fields), and the window operator computes it.
		proctime := isProctimeCall(exprs[w.Key])
		for i, e := range exprs {
			if proctime && i == w.Key {
				names[i] = "$f" + strconv.Itoa(len(base.fields))
				continue
			}
			if r, ok := e.(*plan.InputRef); ok {
				names[i] = base.fields[r.Index]
			} else if c, ok := e.(*plan.Cast); ok && isRef(c.X) && !used[base.fields[c.X.(*plan.InputRef).Index]] {
				// Calcite names a cast of a field after the field.
				names[i] = base.fields[c.X.(*plan.InputRef).Index]
				onlyRefs = false
			} else {
				names[i] = "$f" + strconv.Itoa(i)
				if name := plan.GroupWindowTimeName(n, w); i == w.Key && name != "" {
					names[i] = name
				}
				onlyRefs = false
			}
			used[names[i]] = true
		}
		low = base
		if proctime {
			lowExprs := append(append([]plan.Expr{}, exprs[:w.Key]...), exprs[w.Key+1:]...)
			lowNames := append(append([]string{}, names[:w.Key]...), names[w.Key+1:]...)
			if cond != nil || len(lowExprs) > 0 && (!identityRefs(lowExprs) || !sameNames(lowNames, base.fields)) {
				// A Calc below the window computes PROCTIME() too, named by its position.
				names[w.Key] = "$f" + strconv.Itoa(w.Key)
				low = p.calc(base, exprs, cond, names, n.Input)
			}
		} else if !onlyRefs {
			low = p.calc(base, exprs, cond, names, n.Input)
		}
	}
	timeName := names[w.Key]
	outNames := plan.FieldNames(n.Output)
	var keyNames []string
	// position is where each field of the aggregate's output lands in the window aggregate's.
	position := make([]int, len(n.Output))
	for k := range n.Keys {
		position[k] = -1
		if k != w.Key {
			position[k] = len(keyNames)
			keyNames = append(keyNames, names[k])
		}
	}
	sel := append([]string{}, keyNames...)
	fields := append([]string{}, keyNames...)
	for i, c := range n.Calls {
		arg := argText(c, names)
		name := outNames[n.Keys+i]
		if name == "$f"+strconv.Itoa(n.Keys+i) {
			// A call the select list does not name is named by its place without the window.
			name = "$f" + strconv.Itoa(len(keyNames)+i)
		}
		if c.Distinct {
			arg = "DISTINCT " + arg
		}
		sel = append(sel, c.Func+"("+arg+")"+filterSuffix(c, names)+" AS "+name)
		position[n.Keys+i] = len(fields)
		fields = append(fields, name)
	}
	if !p.stream {
		// The batch aggregates name no properties in their select lists.
		sel = sel[:len(keyNames)]
		for i, c := range n.Calls {
			arg := argText(c, names)
			sel = append(sel, c.Func+"("+arg+")"+filterSuffix(c, names)+" AS "+fields[len(keyNames)+i])
		}
	}
	// The Calc above, its auxiliary calls reading the window's properties.
	if above == nil {
		return nil, notExplainable("a group window aggregate without a projection above it")
	}
	props := false
	failed := false
	remap := func(e plan.Expr) plan.Expr {
		if e == nil {
			return nil
		}
		return plan.MapGroupWindowProperties(e, func(prop int, t types.Type) plan.Expr {
			props = true
			index := len(fields) + prop
			if prop == plan.GroupWindowProctime && w.Time.Type().TimeAttr == types.TimestampProctime {
				index-- // a processing-time window lists no w$rowtime
			}
			return plan.GroupWindowPropertyRef(index, prop, t)
		}, func(r *plan.InputRef) plan.Expr {
			if position[r.Index] < 0 {
				failed = true
				return r
			}
			return &plan.InputRef{Index: position[r.Index], T: r.T}
		})
	}
	var topExprs []plan.Expr
	for _, e := range above.Exprs {
		topExprs = append(topExprs, remap(e))
	}
	topCond := remap(above.Cond)
	if failed {
		return nil, notExplainable("a group window's key read without its auxiliary functions")
	}
	// Without other keys, Flink's rule types the calls as over no group (nullable), and casts
	// them back to the types they had above the aggregate.
	if n.Keys == 1 {
		for i, c := range n.Calls {
			if c.T.Nullable() || c.Func == "COUNT" {
				continue
			}
			col := position[n.Keys+i]
			for j, e := range topExprs {
				topExprs[j] = plan.MapRefs(e, func(r *plan.InputRef) plan.Expr {
					if r.Index != col {
						return r
					}
					return &plan.Cast{X: &plan.InputRef{Index: col, T: c.T.WithNullable(true)}, T: c.T}
				})
			}
		}
	}
	if !p.stream {
		return p.batchGroupWindow(n, w, low, names, keyNames, sel, fields, props, timeName, topExprs, topCond, above)
	}
	attrs := []attr{}
	if len(keyNames) > 0 {
		attrs = append(attrs, attr{"groupBy", strings.Join(keyNames, ", ")})
	}
	attrs = append(attrs, attr{"window", groupWindowSpec(w, timeName)})
	if props {
		// A processing-time window has no rowtime.
		properties, calls := groupWindowProperties, groupWindowPropertyCalls
		if w.Time.Type().TimeAttr == types.TimestampProctime {
			properties = []string{properties[0], properties[1], properties[3]}
			calls = []string{calls[0], calls[1], calls[3]}
		}
		attrs = append(attrs, attr{"properties", strings.Join(properties, ", ")})
		for i, prop := range properties {
			sel = append(sel, calls[i]+" AS "+prop)
		}
		fields = append(fields, properties...)
	}
	attrs = append(attrs, attr{"select", strings.Join(sel, ", ")})
	dist := "single"
	if len(keyNames) > 0 {
		dist = "hash[" + strings.Join(keyNames, ", ") + "]"
	}
	agg := &Node{kind: KindGroupWindowAggregate, inputs: []*Node{exchange(low, dist)}, fields: fields, source: n, attrs: attrs}
	topNames := plan.FieldNames(above.Output)
	for i, name := range topNames {
		// A field of a projection between two windows is named as the inner window names it.
		if r, ok := topExprs[i].(*plan.InputRef); ok && name == "" {
			topNames[i] = fields[r.Index]
		}
	}
	if topCond == nil && sameNames(topNames, fields) && identityRefs(topExprs) {
		return agg, nil
	}
	return p.calc(agg, topExprs, topCond, topNames, above), nil
}

// groupWindowSpec is Flink's LogicalWindow as its explain prints it:
// TumblingGroupWindow('w$, ts, 3000), SlidingGroupWindow('w$, ts, size, slide),
// SessionGroupWindow('w$, ts, gap).
func groupWindowSpec(w plan.GroupWindow, timeName string) string {
	size := strconv.FormatInt(w.Size, 10)
	switch w.Kind {
	case plan.GroupTumble:
		return "TumblingGroupWindow('w$, " + timeName + ", " + size + ")"
	case plan.GroupHop:
		return "SlidingGroupWindow('w$, " + timeName + ", " + size + ", " + strconv.FormatInt(w.Slide, 10) + ")"
	case plan.GroupSession:
		return "SessionGroupWindow('w$, " + timeName + ", " + size + ")"
	default:
		return "GroupWindow(" + w.Kind.String() + ")"
	}
}

// batchGroupWindow prints a batch group window aggregate as Flink's
// BatchPhysicalWindowAggregateRule plans it: a hash aggregate when every accumulator is of
// fixed length, else a sort aggregate over a Sort on the keys and the time; in two phases, a
// local aggregate before the exchange, when every call merges and a sliding window's size and
// slide share a divisor, which Flink's cost model picks for a window without other keys; in one
// phase otherwise.
func (p *physical) batchGroupWindow(n *plan.Aggregate, w plan.GroupWindow, low *Node, names, keyNames, sel, fields []string,
	props bool, timeName string, topExprs []plan.Expr, topCond plan.Expr, above *plan.Calc) (*Node, error) {
	if slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return c.Distinct }) {
		return nil, connector.NewError(nil, "org.apache.flink.table.api.TableException", "DISTINCT aggregates are currently not supported.")
	}
	hash := !needsSort(n.Calls, argTypes(n.Calls, n.Input.Fields()))
	mergeable := !slices.ContainsFunc(n.Calls, unmergeable)
	panes := w.Slide < w.Size && gcd(w.Size, w.Slide) > 1
	local := mergeable && (w.Slide >= w.Size || panes) && len(keyNames) == 0
	if w.Kind == plan.GroupHop && mergeable && panes && !local {
		hash = false // Flink's one-phase hash window aggregate does not assign panes
	}
	var group []attr
	if len(keyNames) > 0 {
		group = []attr{{"groupBy", strings.Join(keyNames, ", ")}}
	}
	windowAttrs := func() []attr {
		attrs := append(append([]attr{}, group...), attr{"window", groupWindowSpec(w, timeName)})
		if props {
			attrs = append(attrs, attr{"properties", strings.Join(groupWindowProperties[:3], ", ")})
		}
		return attrs
	}
	aggFields := fields
	if props {
		aggFields = append(append([]string{}, fields...), groupWindowProperties[:3]...)
	}
	dist := "single"
	if len(keyNames) > 0 {
		dist = "hash[" + strings.Join(keyNames, ", ") + "]"
	}
	sortOn := func(in *Node, keys []string) *Node {
		s := p.sortOn(in, keys, n)
		if p.exec {
			// Flink's ForwardHashExchangeProcessor puts a forward exchange between a sort and the
			// sort aggregate that reads it.
			return exchange(s, "forward")
		}
		return s
	}
	var agg *Node
	if local {
		var localSel, globalSel []string
		buf := 0
		for i, c := range n.Calls {
			arg := argText(c, names)
			var bufs []string
			for _, name := range bufferNames(c) {
				bufs = append(bufs, name+"$"+strconv.Itoa(buf))
				buf++
			}
			out := strings.Join(bufs, ", ")
			if len(bufs) > 1 {
				out = "(" + out + ")"
			}
			localSel = append(localSel, "Partial_"+c.Func+"("+arg+")"+filterSuffix(c, names)+" AS "+out)
			globalSel = append(globalSel, "Final_"+c.Func+"("+strings.Join(bufs, ", ")+") AS "+fields[i])
		}
		localKind, globalKind := KindLocalHashWindowAggregate, KindHashWindowAggregate
		localIn := low
		if !hash {
			localKind, globalKind = KindLocalSortWindowAggregate, KindSortWindowAggregate
			localIn = sortOn(low, []string{timeName})
		}
		l := &Node{kind: localKind, inputs: []*Node{localIn}, source: n, part: first,
			attrs: append(windowAttrs(), attr{"select", strings.Join(localSel, ", ")})}
		var globalIn = exchange(l, dist)
		if !hash {
			globalIn = p.sortOn(globalIn, []string{"assignedWindow$"}, n)
		}
		agg = &Node{kind: globalKind, inputs: []*Node{globalIn}, fields: aggFields, source: n, part: last,
			attrs: append(windowAttrs(), attr{"select", strings.Join(globalSel, ", ")})}
	} else {
		kind := KindHashWindowAggregate
		in := exchange(low, dist)
		if !hash {
			kind = KindSortWindowAggregate
			in = sortOn(in, append(append([]string{}, keyNames...), timeName))
		}
		agg = &Node{kind: kind, inputs: []*Node{in}, fields: aggFields, source: n,
			attrs: append(windowAttrs(), attr{"select", strings.Join(sel, ", ")})}
	}
	topNames := plan.FieldNames(above.Output)
	if topCond == nil && sameNames(topNames, aggFields) && identityRefs(topExprs) {
		return agg, nil
	}
	return p.calc(agg, topExprs, topCond, topNames, above), nil
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func isRef(e plan.Expr) bool {
	_, ok := e.(*plan.InputRef)
	return ok
}

func isProctimeCall(e plan.Expr) bool {
	c, ok := e.(*plan.Call)
	return ok && c.Op == "PROCTIME"
}
