package plan

import (
	"strconv"

	"github.com/flinkpad/flinkpad/engine/sql"
)

// bindOrderBy binds ORDER BY ... LIMIT ... OFFSET .... A key is a position in the select list
// (ORDER BY 2), an output column's name or alias, or, over a SELECT, any expression over its
// FROM clause: such keys are computed as hidden columns after the selected ones and dropped
// after the sort, as Calcite plans them. Over a UNION only output columns can be keys.
func (b *Binder) bindOrderBy(q *sql.OrderBy) (Node, scope, error) {
	sel, _ := unparenQuery(q.Query).(*sql.Select)
	var extra []sql.Expr
	if sel != nil && sel.Quantifier != "DISTINCT" {
		for _, item := range q.OrderBy {
			if _, ok := ordinal(item.Expr); !ok && !namesItem(item.Expr, sel) {
				extra = append(extra, item.Expr)
			}
		}
	}
	var n Node
	var sc scope
	var err error
	if len(extra) > 0 {
		widened := *sel
		widened.Items = append([]*sql.SelectItem{}, sel.Items...)
		for _, e := range extra {
			widened.Items = append(widened.Items, &sql.SelectItem{Expr: e})
		}
		n, sc, err = b.bindSelect(&widened)
	} else {
		n, sc, err = b.bindQuery(q.Query)
	}
	if err != nil {
		return nil, nil, err
	}
	visible := len(n.Fields()) - len(extra)
	sort := &Sort{Input: n, Limit: -1}
	next := visible
	for _, item := range q.OrderBy {
		var e Expr
		if k, ok := ordinal(item.Expr); ok {
			if k < 1 || k > visible {
				return nil, nil, validatorError(item.Expr, "Ordinal out of range")
			}
			e = &InputRef{Index: k - 1, T: sc[k-1].Type}
		} else if len(extra) > 0 && (sel == nil || !namesItem(item.Expr, sel)) {
			e = &InputRef{Index: next, T: sc[next].Type}
			next++
		} else if e, err = b.bindExpr(item.Expr, sc[:visible]); err != nil {
			return nil, nil, err
		}
		// Flink sorts NULLs first in ascending order and last in descending order by default.
		nullsFirst := !item.Desc
		if item.Nulls != "" {
			nullsFirst = item.Nulls == "FIRST"
		}
		sort.Keys = append(sort.Keys, SortKey{Expr: e, Descending: item.Desc, NullsFirst: nullsFirst})
	}
	for _, bound := range []struct {
		expr sql.Expr
		dst  *int64
	}{{q.Limit, &sort.Limit}, {q.Fetch, &sort.Limit}, {q.Offset, &sort.Offset}} {
		if bound.expr == nil {
			continue
		}
		lit, ok := bound.expr.(*sql.Literal)
		v, err := strconv.ParseInt(litValue(lit, ok), 10, 64)
		if !ok || lit.Kind != sql.LitInteger || err != nil || v < 0 {
			return nil, nil, notSupported(bound.expr, "a LIMIT, OFFSET or FETCH that is not a non-negative integer")
		}
		*bound.dst = v
	}
	orderBy := Span{Start: q.Query.End(), End: q.End()} // LIMIT alone
	if len(q.OrderBy) > 0 {
		orderBy.Start = q.OrderBy[0].Pos()
	}
	b.markSpan(sort, orderBy)
	if len(extra) == 0 {
		return sort, sc, nil
	}
	// Drop the hidden keys.
	p := &Project{Input: sort}
	for i, f := range n.Fields()[:visible] {
		p.Exprs = append(p.Exprs, &InputRef{Index: i, T: f.Type})
		p.Output = append(p.Output, f)
	}
	return b.markSpan(p, orderBy), sc[:visible], nil
}

func litValue(l *sql.Literal, ok bool) string {
	if !ok {
		return ""
	}
	return l.Value
}

// ordinal reads ORDER BY 2: an integer literal is a position in the select list.
func ordinal(e sql.Expr) (int, bool) {
	lit, ok := e.(*sql.Literal)
	if !ok || lit.Kind != sql.LitInteger {
		return 0, false
	}
	k, err := strconv.Atoi(lit.Value)
	return k, err == nil
}

// namesItem reports whether an ORDER BY key is an unqualified name that a select item has, as
// its alias or the column it selects, or a * brings in.
func namesItem(e sql.Expr, s *sql.Select) bool {
	n, ok := e.(*sql.Name)
	if !ok || len(n.Parts) != 1 {
		return false
	}
	for i, item := range s.Items {
		if _, star := item.Expr.(*sql.StarExpr); star {
			return true // resolved against the output columns, which * may bring in
		}
		if itemName(item, i) == n.Parts[0].Name {
			return true
		}
	}
	return false
}

func unparenQuery(q sql.Query) sql.Query {
	for {
		p, ok := q.(*sql.ParenQuery)
		if !ok {
			return q
		}
		q = p.Query
	}
}
