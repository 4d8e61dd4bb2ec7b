package plan

import (
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// bindUnnestJoin binds `left CROSS JOIN UNNEST(x)`, `left, UNNEST(x)`, `left JOIN UNNEST(x) ON
// ...` and `left LEFT JOIN UNNEST(x) ON ...`, where x reads the left side's row.
func (b *Binder) bindUnnestJoin(j *sql.Join, u *sql.Unnest, left Node, ls scope) (Node, scope, error) {
	var kind JoinKind
	switch j.Kind {
	case sql.InnerJoin, sql.CrossJoin, sql.CommaJoin:
		kind = JoinInner
	case sql.LeftJoin:
		kind = JoinLeft
	case sql.RightJoin, sql.FullJoin:
		// Flink's planner fails converting the correlate (case unnest_error_right_join).
		name := "RIGHT"
		if j.Kind == sql.FullJoin {
			name = "FULL"
		}
		e := validationError(j, "Unknown join type %s", name)
		e.Class = "java.lang.IllegalStateException"
		return nil, nil, e
	default:
		return nil, nil, notSupported(j, "UNNEST in this join")
	}
	if j.Natural || len(j.Using) > 0 {
		return nil, nil, notSupported(j, "UNNEST joined with NATURAL or USING")
	}
	n, us, err := b.bindUnnest(u, left, ls, kind)
	if err != nil {
		return nil, nil, err
	}
	out := append(append(scope{}, ls...), us...)
	var node Node = n
	if j.On != nil {
		cond, err := b.bindExpr(j.On, out)
		if err != nil {
			return nil, nil, err
		}
		if err := wantBoolean(j.On, cond); err != nil {
			return nil, nil, err
		}
		switch {
		case isTrueLiteral(cond):
		case kind == JoinInner:
			// An inner join's condition filters the joined rows, as a WHERE would.
			node = &Filter{Input: n, Cond: cond}
		case !RefsWithin(cond, len(ls), len(out)):
			// Flink's decorrelation cannot take a LEFT correlate's condition on the left row
			// (case unnest_error_left_join_left_condition).
			e := validationError(j.On, "unexpected correlate variable $cor%d in the plan", n.Var)
			e.Class = "org.apache.flink.table.api.TableException"
			return nil, nil, e
		default:
			n.Cond = MapRefs(cond, func(r *InputRef) Expr { return &InputRef{Index: r.Index - len(ls), T: r.T} })
			// Flink plans the condition and the names the query gives the function's fields
			// into the correlate: its fields keep those names.
			n.renameUnnested(us)
		}
	}
	span := Span{Start: j.JoinPos, End: j.End()}
	return b.markSpan(node, span), out, nil
}

// bindFromUnnest binds UNNEST(x) alone in FROM: the unnest of one row without fields.
func (b *Binder) bindFromUnnest(u *sql.Unnest) (Node, scope, error) {
	values := &Values{Rows: [][]Expr{{}}}
	n, us, err := b.bindUnnest(u, values, nil, JoinInner)
	if err != nil {
		return nil, nil, err
	}
	return n, us, nil
}

// bindUnnest binds UNNEST(x) [WITH ORDINALITY] [AS alias [(columns)]] over input, whose row x
// reads through in, and returns the correlate and the scope of the function's fields.
func (b *Binder) bindUnnest(u *sql.Unnest, input Node, in scope, kind JoinKind) (*Correlate, scope, error) {
	if len(u.Args) != 1 {
		// Flink 2.3 accepts several collections but fails at run time with an
		// IndexOutOfBoundsException.
		return nil, nil, notSupported(u, "UNNEST of more than one collection")
	}
	arg, err := b.bindExpr(u.Args[0], in)
	if err != nil {
		return nil, nil, err
	}
	t := arg.Type()
	fields, ok := UnnestFields(t, u.WithOrdinality)
	if !ok {
		return nil, nil, validatorError(u, "Cannot apply 'UNNEST' to arguments of type 'UNNEST(<%s>)'. "+
			"Supported form(s): 'UNNEST(<MULTISET>)'\n'UNNEST(<ARRAY>)'\n'UNNEST(<MAP>)'\n"+
			"UNNEST(<MULTISET>)\nUNNEST(<ARRAY>)\nUNNEST(<MAP>)", calciteTypeName(t))
	}
	names := unnestNames(t, fields, u)
	uncollected := append([]string{}, names...)
	if u.Alias != nil && len(u.Alias.Columns) > 0 {
		if len(u.Alias.Columns) != len(fields) {
			listed := make([]Field, len(fields))
			for i := range fields {
				listed[i] = Field{Name: names[i]}
			}
			return nil, nil, validatorError(u.Alias, "List of column aliases must have same degree as table; "+
				"table has %d columns %s, whereas alias list has %d columns", len(fields), fieldList(listed), len(u.Alias.Columns))
		}
		for i, c := range u.Alias.Columns {
			names[i] = c.Name
		}
	}
	table := ""
	if u.Alias != nil {
		table = u.Alias.Name.Name
	}
	n := &Correlate{Input: input, Kind: kind, Arg: arg, Ordinality: u.WithOrdinality, Aliases: names, Uncollected: uncollected, Var: b.corr.next}
	b.corr.next++
	us := make(scope, len(fields))
	for i, f := range fields {
		if kind == JoinLeft {
			f.Type = f.Type.WithNullable(true)
		}
		fields[i] = f
		us[i] = scopeField{table: table, Field: Field{Name: names[i], Type: f.Type}}
	}
	n.setOutput(fields)
	return n, us, nil
}

// unnestNames are the names Calcite's validator gives UNNEST's fields: a row's fields, a MAP's
// KEY and VALUE, and for anything else EXPR$0, or the alias when the query names no columns;
// then ORDINALITY.
func unnestNames(t types.Type, fields []Field, u *sql.Unnest) []string {
	names := make([]string, len(fields))
	for i, f := range fields {
		names[i] = f.Name
	}
	switch {
	case t.Kind == types.KindMap:
		names[0], names[1] = "KEY", "VALUE"
	case t.ElemType().Kind == types.KindRow:
	case u.Alias != nil && len(u.Alias.Columns) == 0:
		names[0] = u.Alias.Name.Name
	default:
		names[0] = "EXPR$0"
	}
	return names
}

// setOutput makes the output the input's fields and then the function's, named uniquely as
// Calcite names a join's fields (a second f0 becomes f00).
func (n *Correlate) setOutput(unnested []Field) {
	in := n.Input.Fields()
	all := append(append([]Field{}, in...), unnested...)
	names := make([]string, len(all))
	for i, f := range all {
		names[i] = f.Name
	}
	for i, name := range UniqueNames(names) {
		all[i].Name = name
	}
	n.Output = all
}

// renameUnnested gives the function's fields the names of the query's scope.
func (n *Correlate) renameUnnested(us scope) {
	fields := n.Unnested()
	renamed := make([]Field, len(fields))
	for i, f := range fields {
		renamed[i] = Field{Name: us[i].Name, Type: f.Type}
	}
	n.setOutput(renamed)
}

// isTrueLiteral reports whether e is the literal TRUE (JOIN UNNEST(x) ON TRUE).
func isTrueLiteral(e Expr) bool {
	l, ok := e.(*Literal)
	return ok && l.Value == true
}
