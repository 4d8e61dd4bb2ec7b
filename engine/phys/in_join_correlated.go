package phys

import (
	"slices"
	"strconv"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// reshapeCorrelatedInJoin gives Flink's plan of a correlated x IN (subquery) as a value
// (SubQueryRemoveRule, then decorrelation), recorded on 2.3.0: the input LEFT joined on the
// correlation key with c = COUNT(*) and ck = COUNT(y) of the subquery's rows grouped on the
// key, the key dropped, then LEFT joined on x = y and the key with the subquery's distinct
// (y, key) and true AS $f2. Both sides of the subquery keep only rows whose key (and, for the
// marks, y) is not NULL, the filter pushed into the scan where the connector takes it. IN's
// value is Calcite's simplified CASE over the nullable counts.
//
// So far the subquery is a scan with one correlation equality on a field other than x, and x,
// y and the key are nullable; ok is false for other shapes. notIn is NOT IN's value over the
// new join.
//
// In a WHERE condition (filter) Calcite simplifies the value further: the count ck goes, and
// the counts read the key before y (recorded on 2.3.0).
func reshapeCorrelatedInJoin(j *plan.Join, abilities func(*plan.Scan) opt.Abilities, filter bool) (out plan.Node, restore []plan.Expr, notIn plan.Expr, ok bool) {
	if !j.Subquery || j.Kind != plan.JoinMark || j.In == nil || !j.In.Correlated || j.Cond == nil {
		return nil, nil, nil, false
	}
	nl := len(j.Left.Fields())
	x, okX := j.In.Left.(*plan.InputRef)
	_, y, okY := equiFields(j.In.Cmp, nl)
	conds := plan.Conjuncts(j.Cond)
	if !okX || !okY || x.Index >= nl || !x.T.Nullable() || len(conds) != 1 {
		return nil, nil, nil, false
	}
	lk, rk, okK := equiFields(conds[0], nl)
	if !okK || lk == x.Index {
		// x = y and x = key make y = key, which Calcite folds into the marks' filter.
		return nil, nil, nil, false
	}
	base, in := mergeProjection(j.Right)
	scan, isScan := base.(*plan.Scan)
	if !isScan || len(scan.Filters) > 0 || scan.Limit > 0 {
		return nil, nil, nil, false
	}
	bf := scan.Fields()
	yc, kc := in[y-nl], in[rk-nl]
	if yc == kc || !bf[yc].Type.Nullable() || !bf[kc].Type.Nullable() {
		return nil, nil, nil, false
	}
	bigint, boolean := types.BigInt.AsNotNull(), types.Boolean.AsNotNull()
	counted := nonNullRows(scan, []int{kc}, abilities)
	counts := &keyedAggregate{Input: counted, Keys: []int{kc},
		Calls:  []plan.AggCall{{Func: "COUNT", Arg: -1, T: bigint}, {Func: "COUNT", Arg: yc, T: bigint}},
		Output: []plan.Field{bf[kc], {Name: "c", Type: bigint}, {Name: "ck", Type: bigint}}}
	if filter {
		calc := counted.(*plan.Calc)
		calc.Exprs = []plan.Expr{calc.Exprs[kc], calc.Exprs[yc]}
		calc.Output = []plan.Field{calc.Output[kc], calc.Output[yc]}
		counts.Keys, counts.Calls, counts.Output = []int{0}, counts.Calls[:1], counts.Output[:2]
	}
	lf := j.Left.Fields()
	withCounts := &plan.Join{Kind: plan.JoinLeft, Subquery: true, Left: j.Left, Right: counts, Output: slices.Clone(lf)}
	for _, f := range counts.Output {
		withCounts.Output = append(withCounts.Output, plan.Field{Name: f.Name, Type: f.Type.WithNullable(true)})
	}
	withCounts.Cond = equals(&plan.InputRef{Index: lk, T: lf[lk].Type}, &plan.InputRef{Index: nl, T: withCounts.Output[nl].Type})
	// The key the counts joined on is dropped.
	trimmed := &plan.Calc{Input: withCounts}
	for k, f := range withCounts.Output {
		if k != nl {
			trimmed.Exprs = append(trimmed.Exprs, &plan.InputRef{Index: k, T: f.Type})
			trimmed.Output = append(trimmed.Output, f)
		}
	}
	// The marks: the distinct (y, key) in the scan's order, and true.
	keys := []int{yc, kc}
	slices.Sort(keys)
	distinct := &keyedAggregate{Input: nonNullRows(scan, []int{kc, yc}, abilities), Keys: keys,
		Output: []plan.Field{bf[keys[0]], bf[keys[1]]}}
	marked := &plan.Calc{Input: distinct}
	for k, f := range distinct.Output {
		marked.Exprs = append(marked.Exprs, &plan.InputRef{Index: k, T: f.Type})
		marked.Output = append(marked.Output, f)
	}
	marked.Exprs = append(marked.Exprs, &plan.Literal{Value: true, T: boolean, Text: "true"})
	marked.Output = append(marked.Output, plan.Field{Name: "$f" + strconv.Itoa(len(keys)), Type: boolean})
	nt := len(trimmed.Output)
	joined := &plan.Join{Kind: plan.JoinLeft, Subquery: true, Left: trimmed, Right: marked, Output: slices.Clone(trimmed.Output)}
	for _, f := range marked.Output {
		joined.Output = append(joined.Output, plan.Field{Name: f.Name, Type: f.Type.WithNullable(true)})
	}
	ref := func(k int) *plan.InputRef { return &plan.InputRef{Index: k, T: joined.Output[k].Type} }
	at := func(col int) int { return nt + slices.Index(keys, col) }
	joined.Cond = plan.And(equals(x, ref(at(yc))), equals(&plan.InputRef{Index: lk, T: lf[lk].Type}, ref(at(kc))))
	c, i := ref(nl), ref(len(joined.Output)-1)
	call := func(op plan.Op, t types.Type, args ...plan.Expr) plan.Expr {
		return &plan.Call{Op: op, Args: args, T: t}
	}
	null := &plan.Literal{T: types.Boolean, Text: "null"}
	zero := &plan.Literal{Value: int64(0), T: types.Int.AsNotNull(), Text: "0"}
	if filter {
		none := call(plan.OpOr, types.Boolean, call(plan.OpEquals, types.Boolean, c, zero), call(plan.OpIsNull, boolean, x))
		mark := call(plan.OpAnd, boolean, call(plan.OpIsNotTrue, boolean, none), call(plan.OpIsNotNull, boolean, i))
		return joined, restoreWith(joined, len(j.Output), nl, mark), nil, true
	}
	ck := ref(nl + 1)
	// The counts are NULL for a key no row of the subquery has: Calcite's simplification keeps
	// the comparisons under IS TRUE and IS NOT TRUE.
	noRows := call(plan.OpEquals, types.Boolean, c, zero)
	rows := call(plan.OpIsNotTrue, boolean, noRows)
	nullsSeen := call(plan.OpIsTrue, boolean, call("<", types.Boolean, ck, c))
	mark := call(plan.OpOr, types.Boolean,
		call(plan.OpAnd, types.Boolean, call(plan.OpIsNull, boolean, x), null, rows),
		call(plan.OpAnd, boolean, call(plan.OpIsNotNull, boolean, i), rows, call(plan.OpIsNotNull, boolean, x)),
		call(plan.OpAnd, types.Boolean, nullsSeen, null, rows, call(plan.OpIsNotNull, boolean, x), call(plan.OpIsNull, boolean, i)))
	restore = restoreWith(joined, len(j.Output), nl, mark)
	notIn = call(plan.OpOr, types.Boolean,
		call(plan.OpIsTrue, boolean, noRows),
		call(plan.OpAnd, types.Boolean, call(plan.OpIsNull, boolean, x), null, rows),
		call(plan.OpAnd, types.Boolean, nullsSeen, null, rows, call(plan.OpIsNotNull, boolean, x), call(plan.OpIsNull, boolean, i)),
		call(plan.OpAnd, boolean, rows, call(plan.OpIsNotNull, boolean, x), call(plan.OpIsNull, boolean, i),
			call(plan.OpIsNotTrue, boolean, call("<", types.Boolean, ck, c))))
	return joined, restore, notIn, true
}

// nonNullRows is a scan's rows whose fields cols are not NULL: a Calc over a copy of the scan
// that the filter is pushed into when its connector takes filters, as Flink's
// PushFilterIntoTableSourceScanRule does (the filesystem source still returns every row, so the
// Calc stays).
func nonNullRows(scan *plan.Scan, cols []int, abilities func(*plan.Scan) opt.Abilities) plan.Node {
	fields := scan.Fields()
	var conds, pushed []plan.Expr
	for _, c := range cols {
		notNull := func(at int) plan.Expr {
			return &plan.Call{Op: plan.OpIsNotNull, Args: []plan.Expr{&plan.InputRef{Index: at, T: fields[c].Type}}, T: types.Boolean.AsNotNull()}
		}
		conds = append(conds, notNull(c))
		stored := c
		if scan.Columns != nil {
			stored = scan.Columns[c]
		}
		pushed = append(pushed, notNull(stored))
	}
	read := scan
	if abilities != nil && abilities(scan).Filter {
		copied := *scan
		copied.Filters = pushed
		read = &copied
	}
	filter := &plan.Calc{Input: read, Cond: plan.And(conds...), Output: fields}
	for k, f := range fields {
		filter.Exprs = append(filter.Exprs, &plan.InputRef{Index: k, T: f.Type})
	}
	return filter
}

// equals is =(a, b), NULL when either is.
func equals(a, b plan.Expr) plan.Expr {
	t := types.Boolean.AsNotNull()
	if a.Type().Nullable() || b.Type().Nullable() {
		t = types.Boolean
	}
	return &plan.Call{Op: plan.OpEquals, Args: []plan.Expr{a, b}, T: t}
}

// sameIn gives, for a MARK join of an IN over the restoring Calc of another of the same x
// and subquery, correlated on the same keys or neither, (x IN (...) AS a, x NOT IN (...) AS b), the restoring Calc
// that reads the first one's joins for both: Calcite's SubQueryRemoveRule plans equal subqueries
// once (recorded on 2.3.0). ok is false for other joins.
func (r *restored) sameIn(j *plan.Join) (*plan.Calc, bool) {
	below, ok := j.Left.(*plan.Calc)
	if !ok || !j.Subquery || j.Kind != plan.JoinMark || j.In == nil {
		return nil, false
	}
	first, ok := r.inJoins[below]
	if !ok || first.In.Correlated != j.In.Correlated || r.inMarks[below] != len(below.Exprs)-1 {
		return nil, false
	}
	// One node where sub-plan reuse made them one, equal digests where it is off.
	if first.Right != j.Right && opt.Digest(first.Right) != opt.Digest(j.Right) {
		return nil, false
	}
	if _, nested := r.firstMarks[below]; nested {
		return nil, false
	}
	if j.In.Correlated {
		n1, n2 := len(first.Left.Fields()), len(j.Left.Fields())
		c1, c2 := plan.Conjuncts(first.Cond), plan.Conjuncts(j.Cond)
		if len(c1) != 1 || len(c2) != 1 {
			return nil, false
		}
		l1, r1, okC1 := equiFields(c1[0], n1)
		l2, r2, okC2 := equiFields(c2[0], n2)
		if !okC1 || !okC2 || l1 != l2 || r1-n1 != r2-n2 {
			return nil, false
		}
	} else if first.Cond != nil || j.Cond != nil {
		return nil, false
	}
	return r.sharedIn(j, first, below)
}

// sharedIn is the restoring Calc of an IN whose join is first's (sameIn), below first's
// restoring Calc, when x and y are the same.
func (r *restored) sharedIn(j, first *plan.Join, below *plan.Calc) (*plan.Calc, bool) {
	n1, n2 := len(first.Left.Fields()), len(j.Left.Fields())
	x1, ok1 := first.In.Left.(*plan.InputRef)
	x2, ok2 := j.In.Left.(*plan.InputRef)
	_, y1, okY1 := equiFields(first.In.Cmp, n1)
	_, y2, okY2 := equiFields(j.In.Cmp, n2)
	if !ok1 || !ok2 || !okY1 || !okY2 || x1.Index != x2.Index || y1-n1 != y2-n2 {
		return nil, false
	}
	mark := r.inMarks[below]
	c := &plan.Calc{Input: below.Input, Exprs: append(slices.Clone(below.Exprs), below.Exprs[mark]), Output: j.Output}
	r.calcs[c] = true
	r.inMarks[c] = len(below.Exprs)
	r.notIns[c] = r.notIns[below]
	r.firstMarks[c] = mark
	if o, ok := r.origin[below]; ok {
		r.origin[c] = o
	}
	return c, true
}

// inOfFilter gives, for a Calc over the restoring Calc of an IN whose condition is an OR with
// IN's value as one operand, the Calc over Flink's plan of that IN in a filter; ok is false for
// other Calcs.
func (r *restored) inOfFilter(m, below *plan.Calc, mark int) (*plan.Calc, bool) {
	j, ok := r.inJoins[below]
	cond, isCall := m.Cond.(*plan.Call)
	if !ok || !isCall || cond.Op != plan.OpOr {
		return nil, false
	}
	for _, e := range m.Exprs {
		if reads(e, mark) {
			return nil, false
		}
	}
	direct := 0
	for _, a := range cond.Args {
		if ref, isRef := a.(*plan.InputRef); isRef && ref.Index == mark {
			direct++
		} else if reads(a, mark) {
			return nil, false
		}
	}
	if direct != 1 {
		return nil, false
	}
	var joined plan.Node
	var restore []plan.Expr
	if j.In.Correlated {
		joined, restore, _, ok = reshapeCorrelatedInJoin(j, r.abilities, true)
	} else {
		joined, restore, _, ok = reshapeInJoin(j, true)
	}
	if !ok {
		return nil, false
	}
	filtered := &plan.Calc{Input: joined, Exprs: restore, Output: below.Output}
	r.origin[joined] = j
	merged := mergeCalcs(m, filtered)
	r.valued[merged] = true
	return merged, true
}
