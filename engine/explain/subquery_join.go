package explain

import (
	"math"
	"slices"
	"strconv"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// This file reshapes, for printing, the MARK and SINGLE joins the binder makes of IN and
// EXISTS as values and of scalar subqueries into the plans Flink's SubQueryRemoveRule and
// decorrelation give: LEFT joins over an aggregate of the subquery grouped on the correlation
// keys, which marks a match (EXISTS: true AS $f1 read as IS NOT NULL($f1)) or checks that a key
// matches one row (SINGLE_VALUE). The binder keeps only the rows with non-NULL keys, as Flink
// does, so the filter is in the plan already, pushed into the scan.

// keyedAggregate is an aggregate whose group keys may be anywhere in its input, as Flink's are
// once AggregateProjectMergeRule drops the projection that put them first. It outputs the keys,
// then the calls.
type keyedAggregate struct {
	Input  plan.Node
	Keys   []int
	Calls  []plan.AggCall
	Output []plan.Field
}

func (a *keyedAggregate) Fields() []plan.Field { return a.Output }
func (a *keyedAggregate) Inputs() []plan.Node  { return []plan.Node{a.Input} }

// keyedRowCount is FlinkRelMdRowCount's estimate of a grouped aggregate without statistics:
// its input's rows times 1 - e^(-0.1 * keys).
func keyedRowCount(a *keyedAggregate) float64 {
	return rowCount(a.Input) * (1 - math.Exp(-0.1*float64(len(a.Keys))))
}

// restored is a Calc over a reshaped join that gives the join's fields as the binder made them,
// for the node above to read.
type restored struct {
	calcs map[*plan.Calc]bool
	// inMarks are the restoring Calcs of IN, with the field that is IN's value.
	inMarks map[*plan.Calc]int
	// notIns are NOT IN's values over those Calcs' inputs.
	notIns map[*plan.Calc]plan.Expr
	origin map[plan.Node]plan.Node
}

// notOfIn marks NOT of IN's field in a Calc's select list: the field one past the input's,
// which withNotIn gives NOT IN's value.
func notOfIn(c *plan.Calc, mark int, notIn plan.Expr) *plan.Calc {
	out := *c
	out.Exprs = make([]plan.Expr, len(c.Exprs))
	for i, e := range c.Exprs {
		out.Exprs[i] = e
		if call, ok := e.(*plan.Call); ok && call.Op == "NOT" {
			if ref, ok := call.Args[0].(*plan.InputRef); ok && ref.Index == mark {
				out.Exprs[i] = &plan.InputRef{Index: len(c.Input.Fields()), T: notIn.Type()}
			}
		}
	}
	return &out
}

// withNotIn adds NOT IN's value to a restoring Calc's fields.
func withNotIn(c *plan.Calc, notIn plan.Expr) *plan.Calc {
	out := *c
	out.Exprs = append(append([]plan.Expr{}, c.Exprs...), notIn)
	out.Output = append(append([]plan.Field{}, c.Output...), plan.Field{Name: "$notin", Type: notIn.Type()})
	return &out
}

// identity reports whether a Calc passes all of its input's fields on, in order.
func identity(c *plan.Calc) bool {
	if c.Cond != nil || len(c.Exprs) != len(c.Input.Fields()) {
		return false
	}
	for i, e := range c.Exprs {
		if r, ok := e.(*plan.InputRef); !ok || r.Index != i {
			return false
		}
	}
	return true
}

// unprintable stands for a node whose Flink plan is not known, which fails to print.
type unprintable struct{ plan.Node }

// onlySelected reports whether a Calc reads a field only as a select item of its own, not
// inside an expression or its condition.
func onlySelected(c *plan.Calc, field int) bool {
	inside := func(e plan.Expr) bool {
		if _, ok := e.(*plan.InputRef); ok {
			return false
		}
		used := false
		plan.MapRefs(e, func(r *plan.InputRef) plan.Expr {
			used = used || r.Index == field
			return r
		})
		return used
	}
	if c.Cond != nil && inside(c.Cond) {
		return false
	}
	for _, e := range c.Exprs {
		if inside(e) {
			return false
		}
	}
	return true
}

// flinkSubqueryJoins rewrites the graph's MARK and SINGLE joins where Flinkpad knows Flink's
// shape; others stay, and fail to print. names are the roots' field names as the query
// names them, for a root that was such a join.
// origin maps each rewritten node to the node of the optimized graph it stands for, whose run
// metrics it shows.
func flinkSubqueryJoins(roots []plan.Node, names [][]string) (rewritten []plan.Node, origin map[plan.Node]plan.Node) {
	r := &restored{calcs: map[*plan.Calc]bool{}, inMarks: map[*plan.Calc]int{}, notIns: map[*plan.Calc]plan.Expr{},
		origin: map[plan.Node]plan.Node{}}
	memo := map[plan.Node]plan.Node{}
	out := make([]plan.Node, len(roots))
	for i, root := range roots {
		out[i] = r.rewrite(root, memo)
		if i >= len(names) {
			continue
		}
		// A restoring Calc at the top, or feeding a sink, takes the query's names.
		if c, ok := out[i].(*plan.Calc); ok && r.calcs[c] {
			out[i] = r.renamed(c, names[i], roots[i])
		}
		if s, ok := out[i].(*plan.Sink); ok {
			if c, ok := s.Input.(*plan.Calc); ok && r.calcs[c] {
				out[i] = plan.WithInputs(s, []plan.Node{r.renamed(c, names[i], c)})
				r.origin[out[i]] = roots[i]
			}
		}
	}
	return out, r.origin
}

// renamed is a restoring Calc with its fields named as given, where their number matches.
func (r *restored) renamed(c *plan.Calc, names []string, origin plan.Node) *plan.Calc {
	if len(names) != len(c.Output) {
		return c
	}
	out := *c
	out.Output = make([]plan.Field, len(c.Output))
	for k, f := range c.Output {
		out.Output[k] = plan.Field{Name: names[k], Type: f.Type}
	}
	if o, ok := r.origin[c]; ok {
		origin = o
	}
	r.origin[&out] = origin
	return &out
}

func (r *restored) rewrite(n plan.Node, memo map[plan.Node]plan.Node) plan.Node {
	if m, ok := memo[n]; ok {
		return m
	}
	ins := n.Inputs()
	news := make([]plan.Node, len(ins))
	changed := false
	for i, in := range ins {
		news[i] = r.rewrite(in, memo)
		changed = changed || news[i] != in
	}
	out := n
	if changed {
		out = plan.WithInputs(n, news)
	}
	for _, in := range out.Inputs() {
		c, ok := in.(*plan.Calc)
		if !ok || !r.calcs[c] {
			continue
		}
		switch out.(type) {
		case *plan.Calc, *plan.Sink:
		default:
			// Flink computes the subquery's value later, after what reads it here.
			out = &unprintable{out}
		}
	}
	switch m := out.(type) {
	case *plan.Join:
		if j, restore, ok := reshapeSubqueryJoin(m); ok {
			c := &plan.Calc{Input: j, Exprs: restore, Output: m.Output}
			r.calcs[c] = true
			out = c
		} else if j, restore, notIn, ok := reshapeInJoin(m); ok {
			c := &plan.Calc{Input: j, Exprs: restore, Output: m.Output}
			r.calcs[c] = true
			r.inMarks[c] = len(restore) - 1
			r.notIns[c] = notIn
			out = c
		}
		if c, ok := out.(*plan.Calc); ok && r.calcs[c] && identity(c) {
			// Flink has no projection that only passes the join's fields on.
			out = c.Input
		}
	case *plan.Calc:
		if below, ok := m.Input.(*plan.Calc); ok && r.calcs[below] {
			if mark, isIn := r.inMarks[below]; isIn {
				m = notOfIn(m, mark, r.notIns[below])
				if !onlySelected(m, mark) {
					// Calcite simplifies an expression over IN's CASE further; not known yet.
					out = &unprintable{m}
					break
				}
				below = withNotIn(below, r.notIns[below])
			}
			out = mergeCalcs(m, below)
		}
	}
	if out != n {
		r.origin[out] = n
		if j, ok := out.(*plan.Calc); ok && r.calcs[j] {
			r.origin[j.Input] = n
		}
	}
	memo[n] = out
	return out
}

// mergeCalcs is the Calc above a restoring one reading the reshaped join directly.
func mergeCalcs(above, below *plan.Calc) *plan.Calc {
	sub := func(e plan.Expr) plan.Expr {
		return plan.MapRefs(e, func(ref *plan.InputRef) plan.Expr { return below.Exprs[ref.Index] })
	}
	exprs := make([]plan.Expr, len(above.Exprs))
	for i, e := range above.Exprs {
		exprs[i] = sub(e)
	}
	var cond plan.Expr
	if above.Cond != nil {
		cond = sub(above.Cond)
	}
	return &plan.Calc{Input: below.Input, Exprs: exprs, Cond: cond, Output: above.Output}
}

// reshapeSubqueryJoin gives Flink's join for a MARK join of EXISTS, a SINGLE join, or the
// LEFT (or, under a filter, INNER) join of an aggregate grouped on the correlation keys, whose
// condition has equalities of left and right fields (the correlation), and the expressions over
// it that give the join's fields.
func reshapeSubqueryJoin(j *plan.Join) (plan.Node, []plan.Expr, bool) {
	grouped := (j.Kind == "LEFT" || j.Kind == "INNER") && j.Cond != nil
	if !j.Subquery || !(j.Kind == "SINGLE" || j.Kind == "MARK" && j.In == nil || grouped) {
		return nil, nil, false
	}
	nl := len(j.Left.Fields())
	conds := opt.Conjuncts(j.Cond)
	var rightKeys []int
	for _, c := range conds {
		if _, r, ok := equiFields(c, nl); ok {
			rightKeys = append(rightKeys, r-nl)
		}
	}
	if len(rightKeys) == 0 {
		if j.Cond == nil {
			return reshapeUncorrelated(j)
		}
		return nil, nil, false
	}
	var right plan.Node
	var at map[int]int
	if j.Kind == "SINGLE" || grouped {
		right, at, grouped = groupedOnKeys(j.Right, rightKeys)
	}
	if !grouped {
		if j.Kind != "SINGLE" && j.Kind != "MARK" || len(rightKeys) != len(conds) {
			return nil, nil, false
		}
		var ok bool
		if right, at, ok = reshapeRight(j, rightKeys); !ok {
			return nil, nil, false
		}
	}
	kind := j.Kind
	if kind == "SINGLE" || kind == "MARK" {
		kind = "LEFT"
	}
	rf := right.Fields()
	out := &plan.Join{Kind: kind, Subquery: true, Left: j.Left, Right: right, Output: append([]plan.Field{}, j.Left.Fields()...)}
	for _, f := range rf {
		t := f.Type
		if kind == "LEFT" {
			t = t.WithNullable(true)
		}
		out.Output = append(out.Output, plan.Field{Name: f.Name, Type: t})
	}
	moved := func(e plan.Expr) plan.Expr {
		return plan.MapRefs(e, func(r *plan.InputRef) plan.Expr {
			if r.Index < nl {
				return r
			}
			k := nl + at[r.Index-nl]
			return &plan.InputRef{Index: k, T: out.Output[k].Type}
		})
	}
	if j.Kind == "MARK" {
		// EXISTS joins on its keys in the order its aggregate groups them.
		conds = slices.Clone(conds)
		slices.SortStableFunc(conds, func(x, y plan.Expr) int {
			_, rx, _ := equiFields(x, nl)
			_, ry, _ := equiFields(y, nl)
			return at[rx-nl] - at[ry-nl]
		})
	}
	var newConds []plan.Expr
	for _, c := range conds {
		l, r, ok := equiFields(c, nl)
		if !ok {
			newConds = append(newConds, moved(c))
			continue
		}
		// Flink writes the enclosing query's field first.
		call := c.(*plan.Call)
		lt, rt := j.Left.Fields()[l].Type, out.Output[nl+at[r-nl]].Type
		newConds = append(newConds, &plan.Call{Op: "=", Args: []plan.Expr{&plan.InputRef{Index: l, T: lt},
			&plan.InputRef{Index: nl + at[r-nl], T: rt}}, T: call.T})
	}
	out.Cond = plan.And(newConds...)
	restore := make([]plan.Expr, len(j.Output))
	for i := range j.Output {
		switch {
		case i < nl:
			restore[i] = &plan.InputRef{Index: i, T: out.Output[i].Type}
		case j.Kind == "MARK":
			// The mark: the aggregate's true, NULL where no key matched.
			mark := &plan.InputRef{Index: len(out.Output) - 1, T: out.Output[len(out.Output)-1].Type}
			restore[i] = &plan.Call{Op: "IS NOT NULL", Args: []plan.Expr{mark}, T: types.Boolean.AsNotNull()}
		default:
			restore[i] = &plan.InputRef{Index: nl + at[i-nl], T: out.Output[nl+at[i-nl]].Type}
		}
	}
	return out, restore, true
}

// equiFields splits =(left field, right field) into the two indexes.
func equiFields(e plan.Expr, nl int) (l, r int, ok bool) {
	c, isCall := e.(*plan.Call)
	if !isCall || c.Op != "=" || len(c.Args) != 2 {
		return 0, 0, false
	}
	a, okA := c.Args[0].(*plan.InputRef)
	b, okB := c.Args[1].(*plan.InputRef)
	if !okA || !okB {
		return 0, 0, false
	}
	if a.Index >= nl {
		a, b = b, a
	}
	if a.Index >= nl || b.Index < nl {
		return 0, 0, false
	}
	return a.Index, b.Index, true
}

// reshapeRight is the right side of Flink's LEFT join: the subquery grouped on its keys. at
// maps each field of the binder's right side to the new one's.
func reshapeRight(j *plan.Join, rightKeys []int) (plan.Node, map[int]int, bool) {
	base, in := mergeProjection(j.Right)
	used := []int{}
	for _, k := range rightKeys {
		used = append(used, in[k])
	}
	if j.Kind == "SINGLE" {
		used = append(used, in[0])
	}
	base, in = prune(base, in, used)
	// The keys as the correlation lists them, and as Flink groups them: in input order.
	var keys []int
	for _, k := range rightKeys {
		if !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	sorted := slices.Clone(keys)
	slices.SortStableFunc(sorted, func(x, y int) int { return in[x] - in[y] })
	agg := &keyedAggregate{Input: base}
	for _, k := range sorted {
		agg.Keys = append(agg.Keys, in[k])
		agg.Output = append(agg.Output, base.Fields()[in[k]])
	}
	nk := len(agg.Keys)
	at := map[int]int{}
	if j.Kind == "MARK" {
		// EXISTS: true per distinct key, the keys in input order.
		boolean := types.Boolean.AsNotNull()
		marked := &plan.Calc{Input: agg}
		for i, f := range agg.Output {
			marked.Exprs = append(marked.Exprs, &plan.InputRef{Index: i, T: f.Type})
			marked.Output = append(marked.Output, f)
			at[sorted[i]] = i
		}
		marked.Exprs = append(marked.Exprs, &plan.Literal{Value: true, T: boolean, Text: "true"})
		marked.Output = append(marked.Output, plan.Field{Name: "$f" + strconv.Itoa(nk), Type: boolean})
		return marked, at, true
	}
	// A scalar subquery of one column: SINGLE_VALUE of it per key, the keys back in the
	// correlation's order.
	rf := j.Right.Fields()
	if len(rf) != nk+1 || slices.Contains(keys, 0) {
		return nil, nil, false
	}
	t := rf[0].Type.WithNullable(true)
	agg.Calls = []plan.AggCall{{Func: "SINGLE_VALUE", Arg: in[0], T: t}}
	agg.Output = append(agg.Output, plan.Field{Name: "$f" + strconv.Itoa(nk), Type: t})
	for i, k := range keys {
		at[k] = i
	}
	at[0] = nk
	if slices.Equal(keys, sorted) {
		return agg, at, true
	}
	back := &plan.Calc{Input: agg}
	for _, k := range keys {
		i := slices.Index(sorted, k)
		back.Exprs = append(back.Exprs, &plan.InputRef{Index: i, T: agg.Output[i].Type})
		back.Output = append(back.Output, agg.Output[i])
	}
	back.Exprs = append(back.Exprs, &plan.InputRef{Index: nk, T: t})
	back.Output = append(back.Output, agg.Output[nk])
	return back, at, true
}

// groupedOnKeys matches a correlated aggregate subquery that the binder grouped on exactly the
// correlation keys among rightKeys: the aggregate, maybe under a projection that puts its own
// fields first. It returns Flink's aggregate, grouped on the keys in the order of its input
// (Calcite's group sets are sets), under a Calc that puts them back in the order of the
// correlation where that differs, and the map from the binder's right fields to its fields.
func groupedOnKeys(n plan.Node, rightKeys []int) (plan.Node, map[int]int, bool) {
	width := len(n.Fields())
	perm := func(i int) int { return i }
	callNames := map[int]string{}
	if c, ok := n.(*plan.Calc); ok && c.Cond == nil && allRefs(c.Exprs) {
		n = c.Input
		perm = func(i int) int { return c.Exprs[i].(*plan.InputRef).Index }
		for i, f := range c.Output {
			callNames[perm(i)] = f.Name
		}
	}
	a, ok := n.(*plan.Aggregate)
	if !ok || a.Keys == 0 {
		return nil, nil, false
	}
	keys := map[int]bool{}
	for _, k := range rightKeys {
		if perm(k) < a.Keys {
			keys[perm(k)] = true
		}
	}
	if len(keys) != a.Keys {
		return nil, nil, false
	}
	base, in := mergeProjection(a.Input)
	used := append([]int{}, in[:a.Keys]...)
	for _, c := range a.Calls {
		if c.Arg >= 0 {
			used = append(used, in[c.Arg])
		}
	}
	base, in = prune(base, in, used)
	order := make([]int, a.Keys)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int { return in[x] - in[y] })
	out := &keyedAggregate{Input: base}
	for _, i := range order {
		out.Keys = append(out.Keys, in[i])
		out.Output = append(out.Output, plan.Field{Name: base.Fields()[in[i]].Name, Type: a.Output[i].Type})
	}
	for i, c := range a.Calls {
		if c.Arg >= 0 {
			c.Arg = in[c.Arg]
		}
		out.Calls = append(out.Calls, c)
		name := a.Output[a.Keys+i].Name
		if callNames[a.Keys+i] != "" {
			name = callNames[a.Keys+i]
		}
		out.Output = append(out.Output, plan.Field{Name: name, Type: a.Output[a.Keys+i].Type})
	}
	var result plan.Node = out
	if !slices.IsSorted(order) {
		// Back in the binder's order: the keys as the correlation lists them, then the calls.
		c := &plan.Calc{Input: out}
		for i := range a.Output {
			at := i
			if i < a.Keys {
				at = slices.Index(order, i)
			}
			c.Exprs = append(c.Exprs, &plan.InputRef{Index: at, T: out.Output[at].Type})
			c.Output = append(c.Output, out.Output[at])
		}
		result = c
	}
	at := map[int]int{}
	for i := 0; i < width; i++ {
		at[i] = perm(i)
	}
	return result, at, true
}

// prune narrows a filter over the node an aggregate reads to the fields the aggregate uses, in
// their order, as Flink's projection pushdown does. in maps fields to the node's, as
// mergeProjection gives it; the result maps them to the pruned node's.
func prune(base plan.Node, in []int, used []int) (plan.Node, []int) {
	c, ok := base.(*plan.Calc)
	if !ok || c.Cond == nil || !allRefs(c.Exprs) || len(c.Exprs) != len(c.Input.Fields()) {
		return base, in
	}
	keep := slices.Clone(used)
	slices.Sort(keep)
	keep = slices.Compact(keep)
	if len(keep) == len(c.Exprs) {
		return base, in
	}
	fields := c.Input.Fields()
	narrow := &plan.Calc{Input: c.Input, Cond: c.Cond}
	for _, k := range keep {
		narrow.Exprs = append(narrow.Exprs, &plan.InputRef{Index: k, T: fields[k].Type})
		narrow.Output = append(narrow.Output, fields[k])
	}
	out := make([]int, len(in))
	for i, k := range in {
		out[i] = slices.Index(keep, k)
	}
	return narrow, out
}

// mergeProjection drops a projection that only picks fields, as AggregateProjectMergeRule
// does under an aggregate: it returns the node the aggregate reads instead (the projection's
// input, filtered by its condition) and where each of the projection's fields is in it.
func mergeProjection(n plan.Node) (plan.Node, []int) {
	c, ok := n.(*plan.Calc)
	if !ok || !allRefs(c.Exprs) {
		in := make([]int, len(n.Fields()))
		for i := range in {
			in[i] = i
		}
		return n, in
	}
	in := make([]int, len(c.Exprs))
	for i, e := range c.Exprs {
		in[i] = e.(*plan.InputRef).Index
	}
	if c.Cond == nil {
		return c.Input, in
	}
	fields := c.Input.Fields()
	filter := &plan.Calc{Input: c.Input, Cond: c.Cond, Output: fields}
	for i, f := range fields {
		filter.Exprs = append(filter.Exprs, &plan.InputRef{Index: i, T: f.Type})
	}
	return filter, in
}

func allRefs(es []plan.Expr) bool {
	for _, e := range es {
		if _, ok := e.(*plan.InputRef); !ok {
			return false
		}
	}
	return true
}

// reshapeUncorrelated gives Flink's join of an uncorrelated scalar subquery that is not an
// aggregate (a single-row join over SINGLE_VALUE of its column) and of an uncorrelated EXISTS
// as a value (a nested loop join over the distinct true AS i of its rows, read as IS NOT
// NULL(i)).
func reshapeUncorrelated(j *plan.Join) (plan.Node, []plan.Expr, bool) {
	nl := len(j.Left.Fields())
	var right plan.Node
	switch {
	case j.Kind == "SINGLE" && len(j.Right.Fields()) == 1:
		t := j.Right.Fields()[0].Type.WithNullable(true)
		right = &plan.Aggregate{Input: j.Right, Calls: []plan.AggCall{{Func: "SINGLE_VALUE", Arg: 0, T: t}},
			Output: []plan.Field{{Name: "$f0", Type: t}}}
	case j.Kind == "MARK" && j.In == nil:
		rows := j.Right
		if c, ok := rows.(*plan.Calc); ok && c.Cond == nil {
			rows = c.Input // the subquery's select list does not matter to EXISTS
		}
		boolean := types.Boolean.AsNotNull()
		marked := &plan.Calc{Input: rows, Exprs: []plan.Expr{&plan.Literal{Value: true, T: boolean, Text: "true"}},
			Output: []plan.Field{{Name: "i", Type: boolean}}}
		right = &keyedAggregate{Input: marked, Keys: []int{0}, Output: marked.Output}
	default:
		return nil, nil, false
	}
	out := &plan.Join{Kind: "LEFT", Subquery: true, Left: j.Left, Right: right, Output: append([]plan.Field{}, j.Left.Fields()...)}
	for _, f := range right.Fields() {
		out.Output = append(out.Output, plan.Field{Name: f.Name, Type: f.Type.WithNullable(true)})
	}
	restore := make([]plan.Expr, len(j.Output))
	for i := range restore {
		restore[i] = &plan.InputRef{Index: i, T: out.Output[i].Type}
	}
	if j.Kind == "MARK" {
		restore[nl] = &plan.Call{Op: "IS NOT NULL", Args: []plan.Expr{restore[nl]}, T: types.Boolean.AsNotNull()}
	}
	return out, restore, true
}
