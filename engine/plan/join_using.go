package plan

import (
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// usingColumn is a column that NATURAL or USING joins on: its position on each side.
type usingColumn struct {
	name        string
	left, right int // in the left scope, in the right scope
}

// usingColumns finds the columns a NATURAL join or USING list names on both sides: NATURAL
// takes every name both sides show, in the left side's order.
func usingColumns(j *sql.Join, ls, rs scope) ([]usingColumn, error) {
	var names []*sql.Ident
	if j.Natural {
		for _, f := range ls {
			if f.notInStar {
				continue
			}
			if _, ok := visibleField(rs, f.Name); ok {
				names = append(names, &sql.Ident{NamePos: j.Pos(), Name: f.Name})
			}
		}
	} else {
		names = j.Using
	}
	var cols []usingColumn
	for _, id := range names {
		l, lok := visibleField(ls, id.Name)
		r, rok := visibleField(rs, id.Name)
		if !lok || !rok {
			return nil, validatorError(id, "Column '%s' not found in any table", id.Name)
		}
		if l < 0 || r < 0 {
			return nil, validatorError(id, "Column '%s' is ambiguous", id.Name)
		}
		if !comparable(ls[l].Type, rs[r].Type) {
			return nil, notSupported(id, "USING columns of these types")
		}
		cols = append(cols, usingColumn{name: id.Name, left: l, right: r})
	}
	return cols, nil
}

// visibleField finds a column of a side's row, as SELECT * lists them, by name: -1 when two
// columns have it.
func visibleField(sc scope, name string) (int, bool) {
	found := -2
	for i, f := range sc {
		if f.notInStar || f.Name != name {
			continue
		}
		if found >= 0 {
			return -1, true
		}
		found = i
	}
	return found, found >= 0
}

// usingCondition is l.c = r.c for every USING column, over both sides' fields.
func usingCondition(cols []usingColumn, both scope, nLeft int) Expr {
	var conds []Expr
	for _, c := range cols {
		l, r := both[c.left], both[nLeft+c.right]
		conds = append(conds, &Call{Op: OpEquals, T: types.Boolean.WithNullable(l.Type.Nullable() || r.Type.Nullable()),
			Args: []Expr{&InputRef{Index: c.left, T: l.Type}, &InputRef{Index: nLeft + c.right, T: r.Type}}})
	}
	return And(conds...)
}

// mergeUsing puts one column for each shared column before the join's fields, as Calcite
// expands SELECT *: COALESCE(l.c, r.c), which is what an outer join's shared column holds. After
// USING the sides' own columns answer only to qualified names and the merged one to its name;
// after NATURAL an unqualified name finds both sides' columns (so it is ambiguous) and the
// merged column is only for SELECT *.
func mergeUsing(j *Join, out scope, cols []usingColumn, natural bool) (Node, scope) {
	nLeft := len(j.Left.Fields())
	p := &Project{Input: j}
	var sc scope
	shared := map[int]bool{}
	for _, c := range cols {
		l, r := out[c.left], out[nLeft+c.right]
		shared[c.left], shared[nLeft+c.right] = true, true
		t, _ := types.CommonType(l.Type, r.Type)
		t = t.WithNullable(l.Type.Nullable() && r.Type.Nullable())
		p.Exprs = append(p.Exprs, &Call{Op: OpCoalesce, T: t,
			Args: []Expr{&InputRef{Index: c.left, T: l.Type}, &InputRef{Index: nLeft + c.right, T: r.Type}}})
		f := Field{Name: c.name, Type: t}
		p.Output = append(p.Output, f)
		sc = append(sc, scopeField{Field: f, qualifiedOnly: natural})
	}
	for i, f := range out {
		p.Exprs = append(p.Exprs, &InputRef{Index: i, T: f.Type})
		p.Output = append(p.Output, f.Field)
		if shared[i] {
			f.notInStar = true
			f.qualifiedOnly = f.qualifiedOnly || !natural
		}
		sc = append(sc, f)
	}
	return p, sc
}
