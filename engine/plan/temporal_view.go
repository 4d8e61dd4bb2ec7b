package plan

import "math/big"

// versionedViewKey is the primary key Flink derives for a versioned view, as positions in the
// view's fields: a view that keeps, per key, the last row by a rowtime, ROW_NUMBER() OVER
// (PARTITION BY k ORDER BY rowtime DESC) = 1, is a versioned table keyed by its partition
// keys (Flink's deduplication keeping the last row has that unique key). It is nil for any
// other plan, and when a partition key is not among the view's fields.
func versionedViewKey(right Node) []int {
	// up maps the fields of the node reached to the view's fields, -1 where it has none.
	up := make([]int, len(right.Fields()))
	for i := range up {
		up[i] = i
	}
	rankField := -1 // the row number's field in the node reached, once a filter kept = 1
	for n := right; ; {
		switch x := n.(type) {
		case *Project:
			next := make([]int, len(x.Input.Fields()))
			for i := range next {
				next[i] = -1
			}
			nextRank := -1
			for j, e := range x.Exprs {
				if r, ok := e.(*InputRef); ok {
					next[r.Index] = up[j]
					if j == rankField {
						nextRank = r.Index
					}
				}
			}
			if rankField >= 0 && nextRank < 0 {
				return nil
			}
			up, rankField, n = next, nextRank, x.Input
		case *Filter:
			if rankField >= 0 {
				return nil
			}
			rankField = equalsOne(x.Cond)
			if rankField < 0 {
				return nil
			}
			n = x.Input
		case *Over:
			if rankField < 0 || len(x.Calls) != 1 || rankField != len(x.Input.Fields()) {
				return nil
			}
			c := x.Calls[0]
			if c.Func != "ROW_NUMBER" || len(c.OrderBy) != 1 || !c.OrderBy[0].Descending || !IsRowtime(c.OrderBy[0].Expr.Type()) {
				return nil
			}
			if _, ok := c.OrderBy[0].Expr.(*InputRef); !ok {
				return nil
			}
			var key []int
			for _, p := range c.PartitionBy {
				r, ok := p.(*InputRef)
				if !ok || up[r.Index] < 0 {
					return nil
				}
				key = append(key, up[r.Index])
			}
			return key
		default:
			// Partial by design: only projections and the filter lead to the deduplication.
			return nil
		}
	}
}

// equalsOne is the field a condition compares with the literal 1 ($k = 1), -1 for another
// condition.
func equalsOne(e Expr) int {
	c, ok := e.(*Call)
	if !ok || c.Op != OpEquals || len(c.Args) != 2 {
		return -1
	}
	for i, a := range c.Args {
		r, isRef := a.(*InputRef)
		l, isLit := c.Args[1-i].(*Literal)
		if isRef && isLit && isOne(l.Value) {
			return r.Index
		}
	}
	return -1
}

func isOne(v any) bool {
	switch x := v.(type) {
	case int8:
		return x == 1
	case int16:
		return x == 1
	case int32:
		return x == 1
	case int64:
		return x == 1
	case *big.Int:
		return x.IsInt64() && x.Int64() == 1
	}
	return false
}
