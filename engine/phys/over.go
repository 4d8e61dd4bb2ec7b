package phys

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// over prints an Over node read by a node other than a Calc. Where Calcite's rewrite of the
// calls (SUM of a nullable argument into COUNT and $SUM0, AVG into their quotient) or the
// window groups' reordering leaves the node's fields other than the window's, it prints the
// projection ProjectToWindowRule leaves above the window: a Calc computing the node's fields,
// named as the select list the optimizer dropped named them (overNamesOf); a Calc that only
// reorders the window's fields keeps their names, as Flink prints it.
func (p *physical) over(n *plan.Over) (*Node, error) {
	w, err := newCalciteWindow(n)
	if err != nil {
		return nil, err
	}
	if varianceBesideRanking(n) {
		p.unprintableShape("variance calls OVER a window beside ranking, offset or distribution functions")
	}
	identity, allRefs := true, true
	for i, e := range w.exprs {
		r, ok := e.(*overCallRef)
		allRefs = allRefs && ok
		identity = identity && ok && w.position(r.index) == w.width+i
	}
	out, _, err := p.overAggregate(n, w, nil)
	if err != nil || identity {
		return out, err
	}
	fields := n.Fields()
	exprs := make([]plan.Expr, len(fields))
	for i, f := range fields {
		exprs[i] = w.over(&plan.InputRef{Index: i, T: f.Type})
	}
	names := plan.FieldNames(n.Output)
	if query, ok := p.overNames[n]; ok {
		names = slices.Clone(query)
	}
	if allRefs {
		for i, e := range exprs {
			names[i] = out.fields[e.(*plan.InputRef).Index]
		}
	}
	return p.calc(out, exprs, nil, names, n), nil
}

// overCalc prints a Calc over an Over node: its expressions read the window's rewritten calls
// (CASE(>(w0$o0, 0), w0$o1, null:BIGINT) for a SUM), and in batch mode the window's input
// keeps only the fields the window and the Calc read, as ProjectWindowTransposeRule prunes
// them; a Calc left selecting the window's output as it is goes, as Flink removes it.
func (p *physical) overCalc(n *plan.Calc, o *plan.Over) (*Node, error) {
	w, err := newCalciteWindow(o)
	if err != nil {
		return nil, err
	}
	if varianceBesideRanking(o) {
		p.unprintableShape("variance calls OVER a window beside ranking, offset or distribution functions")
	}
	exprs := make([]plan.Expr, len(n.Exprs))
	for i, e := range n.Exprs {
		exprs[i] = w.over(e)
	}
	var cond plan.Expr
	if n.Cond != nil {
		cond = w.over(n.Cond)
	}
	used := make([]bool, w.width)
	for _, e := range append(slices.Clone(exprs), cond) {
		if e != nil {
			markRefs(e, used)
		}
	}
	in, remap, err := p.overAggregate(o, w, used)
	if err != nil {
		return nil, err
	}
	kept := len(in.fields) - len(w.calls)
	identity := cond == nil && len(exprs) == len(in.fields)
	allRefs := true
	// A field of the window's input moves where pruning put it; a call's value follows the
	// fields kept.
	moveRef := func(x plan.Expr) plan.Expr {
		ref, ok := x.(*plan.InputRef)
		if !ok {
			return x
		}
		if ref.Index < w.width {
			return &plan.InputRef{Index: remap[ref.Index], T: ref.T}
		}
		return &plan.InputRef{Index: ref.Index - w.width + kept, T: ref.T}
	}
	for i, e := range exprs {
		exprs[i] = mapExpr(e, moveRef)
		ref, ok := exprs[i].(*plan.InputRef)
		allRefs = allRefs && ok
		identity = identity && ok && ref.Index == i
	}
	if cond != nil {
		cond = mapExpr(cond, moveRef)
	}
	if identity {
		return in, nil
	}
	out := plan.FieldNames(n.Output)
	if allRefs && ascendingRefs(exprs) {
		// The projection Calcite's ProjectToWindowRule leaves above the window names a field
		// that passes a call's value on by its position ($2), unless it reorders the fields
		// (Flink's recordings: over_stream_explain, over_lag_streaming_explain).
		for i, e := range exprs {
			if e.(*plan.InputRef).Index >= kept {
				out[i] = "$" + strconv.Itoa(i)
			}
		}
	}
	return p.calc(in, exprs, cond, out, n), nil
}

// ascendingRefs reports whether input references read their fields in increasing order.
func ascendingRefs(exprs []plan.Expr) bool {
	for i := 1; i < len(exprs); i++ {
		if exprs[i].(*plan.InputRef).Index <= exprs[i-1].(*plan.InputRef).Index {
			return false
		}
	}
	return true
}

// markRefs marks the input fields an expression reads.
func markRefs(e plan.Expr, used []bool) {
	mapExpr(e, func(x plan.Expr) plan.Expr {
		if ref, ok := x.(*plan.InputRef); ok && ref.Index < len(used) {
			used[ref.Index] = true
		}
		return x
	})
}

// overAggregate prints the window's groups as Flink's OverAggregate nodes. In streaming mode it
// is one node over an Exchange on the partition keys, listing the calls in its select. In batch
// mode adjacent groups of one partition and order share a node, as BatchPhysicalOverAggregateRule
// combines them, each node over a Sort on its partition and order keys, and the calls listed in
// window#i with the frame. With used set (batch mode), the input keeps only the fields read
// above and by the window. It returns where each input field went.
func (p *physical) overAggregate(n *plan.Over, w *calciteWindow, used []bool) (*Node, []int, error) {
	in, err := p.build(n.Input)
	if err != nil {
		return nil, nil, err
	}
	remap := make([]int, w.width)
	for i := range remap {
		remap[i] = i
	}
	if used != nil && !p.stream {
		for _, c := range w.calls {
			for _, e := range slices.Concat(c.Args, c.PartitionBy) {
				markRefs(e, used)
			}
			for _, k := range c.OrderBy {
				markRefs(k.Expr, used)
			}
		}
		if slices.Contains(used, false) {
			var exprs []plan.Expr
			var kept []string
			fields := n.Input.Fields()
			for i, u := range used {
				remap[i] = len(exprs)
				if u {
					exprs = append(exprs, &plan.InputRef{Index: i, T: fields[i].Type})
					kept = append(kept, in.fields[i])
				}
			}
			var keptTypes []string
			for i, u := range used {
				if u {
					keptTypes = append(keptTypes, in.types[i])
				}
			}
			calc := p.calc(in, exprs, nil, kept, n)
			calc.types, calc.part = keptTypes, middle
			in = calc
		}
	}
	fields := slices.Clone(in.fields)
	types := slices.Clone(in.types)
	var runs [][][]int
	for _, g := range w.groups {
		if len(runs) > 0 {
			last := runs[len(runs)-1]
			if sameOrder(w.calls[last[0][0]], w.calls[g[0]]) {
				runs[len(runs)-1] = append(last, g)
				continue
			}
		}
		runs = append(runs, [][]int{g})
	}
	if p.stream && len(runs) > 1 {
		return nil, nil, notExplainable("streaming OVER aggregates over several windows")
	}
	lifted, err := p.liftedSquares(n, w, len(runs), remap)
	if err != nil {
		return nil, nil, err
	}
	var built []*Node
	cur := in
	var prevPartition []int
	for r, run := range runs {
		head := w.calls[run[0][0]]
		part, order, _ := windowKeys(head)
		for i := range part {
			part[i] = remap[part[i]]
		}
		var partNames, orderNames []string
		for _, f := range part {
			partNames = append(partNames, fields[f])
		}
		for i, k := range head.OrderBy {
			dir := " ASC"
			if k.Descending {
				dir = " DESC"
			}
			orderNames = append(orderNames, fields[remap[order[i]]]+dir)
		}
		dist := "single"
		if len(part) > 0 {
			dist = hashOf(fields, part)
		}
		below := cur
		// With the projection of the squares lifted, the exchange and the sort read its input.
		sortFields := fields
		if lifted != nil {
			below, sortFields = lifted.base, lifted.base.fields
			for i := range part {
				part[i] = lifted.source[part[i]]
			}
			partNames, orderNames = nil, nil
			for _, f := range part {
				partNames = append(partNames, sortFields[f])
			}
			for i, k := range head.OrderBy {
				dir := " ASC"
				if k.Descending {
					dir = " DESC"
				}
				orderNames = append(orderNames, sortFields[lifted.source[remap[order[i]]]]+dir)
			}
			if len(part) > 0 {
				dist = hashOf(sortFields, part)
			}
		}
		switch {
		case r == 0:
			below = exchange(below, dist)
		case len(part) > 0 && slices.Equal(part, prevPartition):
			if p.exec {
				below = exchange(cur, "keep_input_as_is["+dist+"]")
			}
		case len(part) > 0 && !containsAllInts(part, prevPartition):
			// The groups are sorted by their partition keys, so a window without any comes
			// first; a window of other keys is distributed anew.
			below = exchange(cur, dist)
		default:
			return nil, nil, notExplainable("batch OVER aggregates over windows of other partitions")
		}
		prevPartition = part
		var windows []string
		var calls []string
		for _, g := range run {
			var list []string
			for _, i := range g {
				list = append(list, w.callString(i, fields, remap))
				calls = append(calls, w.callString(i, fields, remap))
			}
			windows = append(windows, strings.Join(list, ", ")+" "+w.calls[g[0]].Frame.String())
		}
		var attrs []attr
		if len(part) > 0 {
			attrs = append(attrs, attr{"partitionBy", strings.Join(partNames, ", ")})
		}
		if len(orderNames) > 0 {
			attrs = append(attrs, attr{"orderBy", strings.Join(orderNames, ", ")})
		}
		if p.stream {
			attrs = append(attrs, attr{"window", " " + head.Frame.String()})
		} else {
			for i, win := range windows {
				attrs = append(attrs, attr{"window#" + strconv.Itoa(i), win})
			}
			sortKeys := append(prefixed(partNames, " ASC"), orderNames...)
			if len(sortKeys) > 0 {
				sorted := &Node{kind: KindSort, inputs: []*Node{below}, fields: below.fields, types: below.types, source: n, part: middle,
					attrs: []attr{{"orderBy", strings.Join(sortKeys, ", ")}}}
				built = append(built, sorted)
				below = sorted
				if p.exec && len(part) > 0 {
					below = exchange(below, "forward")
				}
			}
			if lifted != nil {
				// The executor's window sorts its rows itself: the sort below the lifted
				// projection runs inside that projection's operator.
				for b := below; b != lifted.base && len(b.inputs) == 1; b = b.inputs[0] {
					if b.source == n {
						b.source = lifted.calc.source
					}
				}
				lifted.calc.inputs = []*Node{below}
				below = lifted.calc
				if p.exec {
					below = exchange(below, "forward")
				}
			}
		}
		for _, g := range run {
			for _, i := range g {
				fields = append(fields, w.physicalName(i))
				types = append(types, typeString(w.calls[i].T, true))
			}
		}
		attrs = append(attrs, attr{"select", strings.Join(fields, ", ")})
		if p.stream {
			attrs[len(attrs)-1] = attr{"select", strings.Join(append(slices.Clone(fields[:len(fields)-len(calls)]), calls...), ", ")}
		}
		cur = &Node{kind: KindOverAggregate, inputs: []*Node{below}, fields: slices.Clone(fields), types: slices.Clone(types), source: n, part: middle, attrs: attrs}
		built = append(built, cur)
	}
	if len(built) == 1 {
		built[0].part = whole
	} else {
		built[0].part, built[len(built)-1].part = first, last
	}
	// Above the window its fields carry the names Calcite gave them before the physical nodes.
	top := cur
	top.fields = top.fields[:len(top.fields)-len(w.calls)]
	for _, i := range w.layout() {
		top.fields = append(top.fields, w.names[i])
	}
	return top, remap, nil
}

// liftedCalc is the projection of a reduced window's squares as Flink's batch plans place it:
// above the window's sort, over the rows the sort and the exchange below it read.
type liftedCalc struct {
	calc *Node // the projection, its input set once the sort is built
	base *Node // the projection's input
	// source is, for each field of the projection, the input field it passes on (-1 for a
	// square).
	source []int
}

// liftedSquares decides where Flink's batch plan computes the squares of a window whose
// variance calls the optimizer reduced: the projection computing them goes below the
// exchange when its rows are narrower than its input's, by Flink's average sizes
// (columnSizes), and above the sort when they are wider, where exchanging and sorting
// cost less (over_variance_samp_explain). It returns nil to leave it below.
func (p *physical) liftedSquares(n *plan.Over, w *calciteWindow, runs int, remap []int) (*liftedCalc, error) {
	calc, ok := n.Input.(*plan.Calc)
	if p.stream || !n.ReducedVariance || !ok || calc.Cond != nil {
		return nil, nil
	}
	for i, r := range remap {
		if r != i {
			return nil, nil // pruned again: not a shape Flinkpad has recorded
		}
	}
	sum := func(sizes []float64) float64 {
		t := 0.0
		for _, s := range sizes {
			t += s
		}
		return t
	}
	out, in := sum(p.columnSizes(calc)), sum(p.columnSizes(calc.Input))
	if out < in {
		return nil, nil
	}
	// Recorded: one square of a field above the sort, the other fields passed on.
	source := make([]int, len(calc.Exprs))
	squares := 0
	for i, e := range calc.Exprs {
		source[i] = -1
		switch x := e.(type) {
		case *plan.InputRef:
			source[i] = x.Index
		case *plan.Call:
			if _, ok := x.Args[0].(*plan.InputRef); ok && x.Op == plan.OpTimes {
				squares++
			}
		default:
			// Partial by design: any other expression is neither a field nor a square.
		}
	}
	if out == in || runs != 1 || squares != 1 || squares+countRefs(source) != len(source) {
		// A tie is the cost model's to break, and Flink's plan of two squares above the sort
		// sorts the window's output again (over_variance_two_squares_explain).
		// The squares stay below, which computes the same rows.
		p.unprintableShape("variance calls OVER a window of this shape (the squares computed above the window's sort)")
		return nil, nil
	}
	for _, g := range w.groups {
		part, order, _ := windowKeys(w.calls[g[0]])
		for _, k := range slices.Concat(part, order) {
			if source[k] < 0 {
				return nil, nil
			}
		}
	}
	base, err := p.build(calc.Input)
	if err != nil {
		return nil, err
	}
	node := p.calc(base, calc.Exprs, nil, plan.FieldNames(calc.Output), calc)
	return &liftedCalc{calc: node, base: base, source: source}, nil
}

// countRefs counts the fields a lifted projection passes on.
func countRefs(source []int) int {
	n := 0
	for _, s := range source {
		if s >= 0 {
			n++
		}
	}
	return n
}

// callString prints call i as the OverAggregate lists it: COUNT(x) AS w0$o0, COUNT(*) without
// arguments.
func (w *calciteWindow) callString(i int, fields []string, remap []int) string {
	c := w.calls[i]
	args := make([]string, len(c.Args))
	for j, a := range c.Args {
		if l, ok := a.(*plan.Literal); ok {
			args[j] = literalValue(l, false)
			continue
		}
		if l, ok := offsetLiteral(a); ok {
			args[j] = literalDigest(l, 0)
			continue
		}
		args[j] = fields[remap[a.(*plan.InputRef).Index]]
	}
	if len(args) == 0 {
		args = []string{"*"}
	}
	if c.Distinct {
		args[0] = "DISTINCT " + args[0]
	}
	return c.Func + "(" + strings.Join(args, ", ") + ") AS " + w.physicalName(i)
}

// sameOrder reports whether two windows need one input order: the same partition keys and
// the same order keys, as BatchPhysicalOverAggregateRule combines adjacent groups.
func sameOrder(a, b *plan.OverCall) bool {
	pa, oa, _ := windowKeys(a)
	pb, ob, _ := windowKeys(b)
	if !slices.Equal(pa, pb) || !slices.Equal(oa, ob) {
		return false
	}
	for i, k := range a.OrderBy {
		if k.Descending != b.OrderBy[i].Descending || k.NullsFirst != b.OrderBy[i].NullsFirst {
			return false
		}
	}
	return true
}

func prefixed(names []string, suffix string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = n + suffix
	}
	return out
}

// containsAllInts reports whether xs holds every one of ys (and ys is not empty): a
// distribution on ys may then do for a window on xs, which Flinkpad does not print yet.
func containsAllInts(xs, ys []int) bool {
	if len(ys) == 0 {
		return false
	}
	for _, y := range ys {
		if !slices.Contains(xs, y) {
			return false
		}
	}
	return true
}

// overNamesOf names the Over nodes that are a query's result, or a sink's input, as they are
// once the optimizer dropped the select list that only passed them on: the names of that
// select list in the converted plan, which the projection Calcite leaves above the window
// keeps.
func overNamesOf(res *opt.Result, roots []plan.Node) map[plan.Node][]string {
	out := map[plan.Node][]string{}
	if len(res.AST) != len(roots) {
		return out
	}
	for i, r := range roots {
		ast := res.AST[i]
		if s, ok := r.(*plan.Sink); ok {
			as, ok := ast.(*plan.Sink)
			if !ok {
				continue
			}
			r, ast = s.Input, as.Input
		}
		if o, ok := r.(*plan.Over); ok && len(ast.Fields()) == len(o.Output) {
			out[o] = plan.FieldNames(ast.Fields())
		}
	}
	return out
}
