package plan

import (
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// bindInSubquery binds x [NOT] IN (subquery) outside a WHERE conjunct: a MARK join that
// computes IN with Flink's NULL logic.
func (b *Binder) bindInSubquery(e *sql.InExpr, sc scope) (Expr, error) {
	if b.sub == nil {
		return nil, notSupported(e, "a subquery here")
	}
	xs, err := b.bindInOperands(e, sc)
	if err != nil {
		return nil, err
	}
	s, err := b.bindPending(e.Query, e, formIn)
	if err != nil {
		return nil, err
	}
	// The comparison in the subquery's terms: x reads the enclosing input, y the subquery.
	cmps, err := inComparisons(e, correlated(xs), s, 0)
	if err != nil {
		return nil, err
	}
	if len(xs) != 1 {
		return nil, notSupported(e, "a row of several columns IN a subquery outside WHERE")
	}
	t := cmps[0].Type()
	j := &Join{Subquery: true, Kind: JoinMark, Right: s.node, Cond: s.cond, In: &MarkIn{Left: xs[0], Cmp: cmps[0], Correlated: s.corr != nil},
		Output: []Field{{Name: "$in", Type: t}}}
	var r Expr = b.addJoin(j, 0)
	var ast Expr
	// Operands of other types than the subquery's column may convert otherwise.
	if xs[0].Type().EqualIgnoringNullability(s.columns[0].Type) {
		ast = &SubqueryExpr{Op: OpIn, Operands: xs, Query: s.bound, T: t}
	}
	if e.Not {
		r = &Call{Op: OpNot, Args: []Expr{r}, T: t}
		if ast != nil {
			ast = &Call{Op: OpNot, Args: []Expr{ast}, T: t}
		}
	}
	return b.recordAST(r, ast), nil
}

// correlated restates expressions over the enclosing input in a subquery's terms.
func correlated(xs []Expr) []Expr {
	out := make([]Expr, len(xs))
	for i, x := range xs {
		out[i] = MapRefs(x, func(r *InputRef) Expr { return &CorrelRef{Index: r.Index, T: r.T} })
	}
	return out
}

// bindInOperands binds the left side of IN: one expression, or each field of a row.
func (b *Binder) bindInOperands(e *sql.InExpr, sc scope) ([]Expr, error) {
	items := []sql.Expr{e.X}
	if row, ok := unparen(e.X).(*sql.RowExpr); ok {
		items = row.Fields
	}
	return b.bindExprs(items, sc)
}

// inComparisons are x_i = y_i, y_i the subquery's fields, which come after width others.
func inComparisons(e *sql.InExpr, xs []Expr, s *subquery, width int) ([]Expr, error) {
	fields := s.columns
	if len(fields) != len(xs) {
		return nil, validatorError(e, "Values passed to IN operator must have compatible types")
	}
	cmps := make([]Expr, len(xs))
	for i, x := range xs {
		y := &InputRef{Index: width + i, T: fields[i].Type}
		if !comparable(x.Type(), y.T) {
			return nil, validatorError(e, "Values passed to IN operator must have compatible types")
		}
		nullable := x.Type().Nullable() || y.T.Nullable()
		cmps[i] = &Call{Op: OpEquals, Args: []Expr{x, y}, T: types.Boolean.WithNullable(nullable)}
	}
	return cmps, nil
}

// whereSubqueryJoin plans a WHERE conjunct that is [NOT] EXISTS or [NOT] IN (subquery) as Flink
// does: a semi join of the input for EXISTS and IN, an anti join for NOT EXISTS, and for NOT IN
// an anti join on x = y OR (x = y) IS NULL, so that a NULL on either side rules a row out. ok
// is false for other conjuncts. ast is the conjunct as Calcite's conversion keeps it, nil where
// Flinkpad does not know that form.
func (b *Binder) whereSubqueryJoin(input Node, sc scope, c sql.Expr) (joined Node, ast Expr, ok bool, err error) {
	not := false
	x := unparen(c)
	if u, ok := x.(*sql.UnaryExpr); ok && u.Op == sql.OpNot {
		not, x = true, unparen(u.X)
	}
	var s *subquery
	width := len(input.Fields())
	saved := b.sub
	b.sub = nil // a subquery inside this one's operands is not planned
	defer func() { b.sub = saved }()
	var cond Expr
	kind := JoinSemi
	switch x := x.(type) {
	case *sql.ExistsExpr:
		if s, err = b.bindSubquery(x.Query, x, formExists, sc, input); err != nil {
			return nil, nil, true, err
		}
		cond = joinSpace(s.cond, width)
		if not {
			kind = JoinAnti
		}
		ast = &SubqueryExpr{Op: OpExists, Query: existsQuery(s.bound), T: types.Boolean.AsNotNull()}
	case *sql.InExpr:
		if x.Query == nil {
			return input, nil, false, nil
		}
		xs, err := b.bindInOperands(x, sc)
		if err == nil {
			s, err = b.bindSubquery(x.Query, x, formIn, sc, input)
		}
		var cmps []Expr
		if err == nil {
			cmps, err = inComparisons(x, xs, s, width)
		}
		if err != nil {
			return nil, nil, true, err
		}
		// A row, or operands of other types than the subquery's columns, may convert otherwise.
		if !(x.Not && not) && len(xs) == 1 && xs[0].Type().EqualIgnoringNullability(s.columns[0].Type) {
			ast = &SubqueryExpr{Op: OpIn, Operands: xs, Query: s.bound, T: cmps[0].Type()}
			if x.Not {
				ast = &Call{Op: OpNot, Args: []Expr{ast}, T: ast.Type()}
			}
		}
		corr := joinSpace(s.cond, width)
		cond = And(append(cmps, corr)...)
		if x.Not != not {
			kind = JoinAnti
			cond = And(&Call{Op: OpIsNotFalse, Args: []Expr{And(cmps...)}, T: types.Boolean.AsNotNull()}, corr)
		}
	default:
		return input, nil, false, nil
	}
	if not && ast != nil {
		ast = &Call{Op: OpNot, Args: []Expr{ast}, T: ast.Type()}
	}
	return &Join{Subquery: true, Kind: kind, Left: input, Right: s.node, Cond: cond, Output: input.Fields()}, ast, true, nil
}

// existsQuery is an EXISTS subquery's plan as Calcite keeps it: without the projections and
// unlimited sorts on top, which cannot change whether a row exists.
func existsQuery(n Node) Node {
	for {
		switch m := n.(type) {
		case *Project:
			n = m.Input
		case *Sort:
			if m.Limit >= 0 || m.Offset > 0 {
				return n
			}
			n = m.Input
		default:
			// Partial by design: only these kinds are dropped from the top.
			return n
		}
	}
}

// conjuncts splits a condition at its top-level ANDs.
func conjuncts(e sql.Expr) []sql.Expr {
	if b, ok := unparen(e).(*sql.BinaryExpr); ok && b.Op == sql.OpAnd {
		return append(conjuncts(b.X), conjuncts(b.Y)...)
	}
	return []sql.Expr{e}
}

func unparen(e sql.Expr) sql.Expr {
	for {
		p, ok := e.(*sql.ParenExpr)
		if !ok {
			return e
		}
		e = p.X
	}
}

// whereForm collects a WHERE clause a conjunct at a time as Calcite's conversion keeps it: the
// subquery conjuncts as expressions (SubqueryExpr), the others as bound.
type whereForm struct {
	parts   []Expr
	plainAt []int // the positions of the conjuncts without a subquery
	// known is false once a subquery conjunct has no form Flinkpad knows.
	known      bool
	subqueries int
}

func (w *whereForm) subquery(ast Expr) {
	w.parts = append(w.parts, ast)
	w.known = w.known && ast != nil
	w.subqueries++
}

func (w *whereForm) plain() {
	w.plainAt = append(w.plainAt, len(w.parts))
	w.parts = append(w.parts, nil)
}

// filter is the WHERE clause's filter over the input before the subquery joins, given the
// other conjuncts bound, in order; nil without subqueries or where a form is not known.
func (w *whereForm) filter(before Node, plain []Expr) *Filter {
	if !w.known || w.subqueries == 0 {
		return nil
	}
	parts := append([]Expr{}, w.parts...)
	for i, at := range w.plainAt {
		parts[at] = plain[i]
	}
	return &Filter{Input: before, Cond: And(parts...)}
}
