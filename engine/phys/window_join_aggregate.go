package phys

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// attachedWindowAggregate prints a window aggregate over a window join's windows as Flink
// plans it: a Calc over a GlobalWindowAggregate over an Exchange over a LocalWindowAggregate
// whose window is attached to the input's window_start and window_end columns, over the
// aggregate's input as it is; the local phase names its slice end $window_end. above is a Calc
// over the aggregate, which Flink merges into the top Calc.
func (p *physical) attachedWindowAggregate(n *plan.Aggregate, above *plan.Calc, tvf *plan.WindowTVF, roles []int) (*Node, error) {
	if tvf.Kind != plan.WindowTumble {
		return nil, notExplainable("window aggregates over a window join's " + tvf.Kind.String() + " windows")
	}
	for _, c := range n.Calls {
		if c.Distinct || unmergeable(c) || c.Filtered {
			return nil, notExplainable("these calls in a window aggregate over a window join")
		}
	}
	low, err := p.build(n.Input)
	if err != nil {
		return nil, err
	}
	outNames := plan.FieldNames(n.Output)
	var keyNames []string
	var start, end string
	for k, role := range roles {
		switch role {
		case 0:
			start = low.fields[k]
		case 1:
			end = low.fields[k]
		default:
			keyNames = append(keyNames, low.fields[k])
		}
	}
	callNames := make([]string, len(n.Calls))
	for i := range n.Calls {
		callNames[i] = outNames[n.Keys+i]
		if callNames[i] == "$f"+strconv.Itoa(n.Keys+i) {
			callNames[i] = "$f" + strconv.Itoa(len(keyNames)+i)
		}
	}
	localSel := append([]string{}, keyNames...)
	globalSel := append([]string{}, keyNames...)
	localFields := append([]string{}, keyNames...)
	buf := 0
	for i, c := range n.Calls {
		arg := "*"
		if c.Arg >= 0 {
			arg = low.fields[c.Arg]
		}
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
		localSel = append(localSel, c.Func+"("+arg+") AS "+out)
		globalSel = append(globalSel, c.Func+"("+out+") AS "+callNames[i])
	}
	localSel = append(localSel, "slice_end('w$) AS $window_end")
	localFields = append(localFields, "$window_end")
	globalFields := append(append([]string{}, keyNames...), callNames...)
	position := make([]int, len(n.Output))
	for k, role := range roles {
		if role < 0 {
			position[k] = slices.Index(keyNames, low.fields[k])
			continue
		}
		globalSel = append(globalSel, windowProperties[role]+" AS "+outNames[k])
		globalFields = append(globalFields, outNames[k])
		position[k] = len(globalFields) - 1
	}
	for i := range n.Calls {
		position[n.Keys+i] = len(keyNames) + i
	}
	var group []attr
	dist := "single"
	if len(keyNames) > 0 {
		group = []attr{{"groupBy", strings.Join(keyNames, ", ")}}
		dist = "hash[" + strings.Join(keyNames, ", ") + "]"
	}
	local := &Node{kind: KindLocalWindowAggregate, inputs: []*Node{low}, fields: localFields, source: n,
		attrs: append(append([]attr{}, group...), attr{"window", windowSpec(tvf, "win_start=["+start+"], win_end=["+end+"]")},
			attr{"select", strings.Join(localSel, ", ")})}
	agg := &Node{kind: KindGlobalWindowAggregate, inputs: []*Node{exchange(local, dist)}, fields: globalFields, source: n,
		attrs: append(append([]attr{}, group...), attr{"window", windowSpec(tvf, "win_end=[$window_end]")},
			attr{"select", strings.Join(globalSel, ", ")})}
	remap := func(e plan.Expr) plan.Expr {
		if e == nil {
			return nil
		}
		return plan.MapRefs(e, func(r *plan.InputRef) plan.Expr {
			return &plan.InputRef{Index: position[r.Index], T: r.T}
		})
	}
	var topExprs []plan.Expr
	topNames, topCond := outNames, plan.Expr(nil)
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
	}
	return p.calc(agg, topExprs, topCond, topNames, source), nil
}
