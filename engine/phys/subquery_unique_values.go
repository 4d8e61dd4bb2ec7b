package phys

import (
	"fmt"
	"slices"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// uniqueValuesScalarJoin reshapes, for printing and running, a correlated scalar subquery over
// a VALUES whose rows are unique on the column it compares, under the Calc that reads it, as
// Flink plans it (recorded: explain_subquery_correlated_values). Flink's metadata finds the
// column unique in the literal rows, so the SINGLE_VALUE check goes and the join is a LEFT
// join; the correlation's expression over the enclosing row is computed below the join
// (JoinPushExpressionsRule), named $f and the left input's width, and each side keeps only the
// fields read above it, the subquery's in its VALUES' order:
//
//	Calc(select=[name, amount AS a])
//	+- NestedLoopJoin(joinType=[LeftOuterJoin], where=[=(oid, $f2)], ...)
//	   :- Calc(select=[name, +(cid, 99) AS $f2])
//	   +- Exchange(distribution=[broadcast])
//	      +- Calc(select=[oid, amount], where=[...])
//
// The cost model then chooses the join (a nested loop over two small VALUES). ok is false for
// other shapes: a condition other than one equality of a subquery field with an expression of
// the enclosing row, a subquery other than a projection of fields over a VALUES of literals, or
// values that repeat (where Flink fails with "unexpected correlate variable", as the binder
// does).
func uniqueValuesScalarJoin(top *plan.Calc) (*plan.Calc, bool) {
	j, ok := top.Input.(*plan.Join)
	if !ok || j.Kind != plan.JoinSingle || !j.Subquery {
		return nil, false
	}
	nl := len(j.Left.Fields())
	eq, ok := j.Cond.(*plan.Call)
	if !ok || eq.Op != plan.OpEquals || len(eq.Args) != 2 {
		return nil, false
	}
	keyAt := 0
	key, ok := eq.Args[0].(*plan.InputRef)
	if !ok || key.Index < nl {
		keyAt = 1
		key, ok = eq.Args[1].(*plan.InputRef)
	}
	outer := eq.Args[1-keyAt]
	if !ok || key.Index < nl || !plan.RefsWithin(outer, 0, nl) {
		return nil, false
	}
	if _, isRef := outer.(*plan.InputRef); isRef {
		return nil, false // a field of the enclosing row is no expression Flink pushes down
	}
	sub, ok := j.Right.(*plan.Calc)
	if !ok {
		return nil, false
	}
	values, ok := sub.Input.(*plan.Values)
	if !ok || values.Union {
		return nil, false
	}
	column := func(right int) (int, bool) {
		r, ok := sub.Exprs[right].(*plan.InputRef)
		if !ok {
			return 0, false
		}
		return r.Index, true
	}
	for i := range sub.Exprs {
		if _, ok := column(i); !ok {
			return nil, false
		}
	}
	keyColumn, _ := column(key.Index - nl)
	if !uniqueLiterals(values, keyColumn) {
		return nil, false
	}
	// The fields read above the join, of each side.
	var usedLeft []int
	usedColumns := []int{keyColumn}
	note := func(e plan.Expr) {
		plan.MapRefs(e, func(r *plan.InputRef) plan.Expr {
			if r.Index < nl {
				if !slices.Contains(usedLeft, r.Index) {
					usedLeft = append(usedLeft, r.Index)
				}
			} else if c, _ := column(r.Index - nl); !slices.Contains(usedColumns, c) {
				usedColumns = append(usedColumns, c)
			}
			return r
		})
	}
	for _, e := range top.Exprs {
		note(e)
	}
	if top.Cond != nil {
		note(top.Cond)
	}
	slices.Sort(usedLeft)
	slices.Sort(usedColumns)

	leftFields := j.Left.Fields()
	left := &plan.Calc{Input: j.Left}
	for _, i := range usedLeft {
		left.Exprs = append(left.Exprs, &plan.InputRef{Index: i, T: leftFields[i].Type})
		left.Output = append(left.Output, leftFields[i])
	}
	left.Exprs = append(left.Exprs, outer)
	left.Output = append(left.Output, plan.Field{Name: fmt.Sprintf("$f%d", nl), Type: outer.Type()})
	right := &plan.Calc{Input: values, Cond: sub.Cond}
	for _, c := range usedColumns {
		right.Exprs = append(right.Exprs, &plan.InputRef{Index: c, T: values.Output[c].Type})
		right.Output = append(right.Output, values.Output[c])
	}
	width := len(left.Output)
	join := &plan.Join{Kind: plan.JoinLeft, Subquery: true, Left: left, Right: right, Output: slices.Clone(left.Output)}
	for _, f := range right.Output {
		join.Output = append(join.Output, plan.Field{Name: f.Name, Type: f.Type.WithNullable(true)})
	}
	args := make([]plan.Expr, 2)
	args[keyAt] = &plan.InputRef{Index: width + slices.Index(usedColumns, keyColumn), T: values.Output[keyColumn].Type}
	args[1-keyAt] = &plan.InputRef{Index: width - 1, T: outer.Type()}
	join.Cond = &plan.Call{Op: plan.OpEquals, Args: args, T: eq.T}
	moved := func(e plan.Expr) plan.Expr {
		return plan.MapRefs(e, func(r *plan.InputRef) plan.Expr {
			k := 0
			if r.Index < nl {
				k = slices.Index(usedLeft, r.Index)
			} else {
				c, _ := column(r.Index - nl)
				k = width + slices.Index(usedColumns, c)
			}
			return &plan.InputRef{Index: k, T: join.Output[k].Type}
		})
	}
	out := &plan.Calc{Input: join, Output: top.Output}
	for _, e := range top.Exprs {
		out.Exprs = append(out.Exprs, moved(e))
	}
	if top.Cond != nil {
		out.Cond = moved(top.Cond)
	}
	return out, true
}

// uniqueLiterals reports whether a VALUES column holds a literal in every row, none NULL and
// no two alike.
func uniqueLiterals(v *plan.Values, column int) bool {
	seen := map[string]bool{}
	for _, row := range v.Rows {
		lit, ok := row[column].(*plan.Literal)
		if !ok || lit.Value == nil {
			return false
		}
		k := fmt.Sprintf("%T:%v", lit.Value, lit.Value)
		if seen[k] {
			return false
		}
		seen[k] = true
	}
	return len(v.Rows) > 0
}
