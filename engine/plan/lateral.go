package plan

import (
	"slices"

	"github.com/flinkpad/flinkpad/engine/sql"
)

// LateralAST is a LATERAL subquery's join as Calcite's conversion keeps it, which EXPLAIN prints
// as the abstract syntax tree: a LogicalCorrelate of the join's left input with Query, the
// subquery's plan before decorrelation, reading the left row through CorrelRefs of variable
// Var; Required are the left fields it reads.
type LateralAST struct {
	Query    Node
	Var      int
	Required []int
	// NonEqui says a correlated condition is not an equality, which Flink's decorrelation
	// plans through a join with the distinct outer values (a value generator).
	NonEqui bool
}

// bindLateralJoin binds left [LEFT] JOIN LATERAL (subquery) [ON cond], and the comma and CROSS
// JOIN forms, as Flink's decorrelation plans them (cases lateral_subquery_*): the correlated
// conditions are pulled up out of the subquery and become the join's condition, beside the ON
// condition; an aggregate is grouped by the columns of its correlated equalities. So an outer
// row that no group matches gets no row from an inner join (COUNT included) and NULLs from a
// LEFT join, where a scalar subquery would give COUNT's 0.
func (b *Binder) bindLateralJoin(j *sql.Join, d *sql.DerivedTable, left Node, ls scope) (Node, scope, error) {
	kind, err := joinKindOf(j)
	if err != nil {
		return nil, nil, err
	}
	if kind == JoinRight || kind == JoinFull {
		// Flink's conversion has no correlate of these kinds (lateral_subquery_right_error,
		// _full_error).
		return nil, nil, &Error{Pos: j.Pos().ErrorPosition(), Kind: ErrValidation, Class: "java.lang.IllegalStateException",
			Msg: "Unknown join type " + kind.String()}
	}
	if j.Natural || len(j.Using) > 0 {
		return nil, nil, notSupported(j.Right, "LATERAL with NATURAL or USING")
	}
	query, err := b.bindCorrelated(d.Query, ls)
	if err != nil {
		return nil, nil, err
	}
	bound, sub, err := aliased(query, d.Alias, d)
	if err != nil {
		return nil, nil, err
	}
	if hasCorrel(bound) && (correlatedSort(bound) || readsValues(bound) || readsValues(left)) {
		// Flink leaves a correlation it cannot pull up (through a Sort: ORDER BY, LIMIT) in
		// the plan and fails; so it does when either side reads a VALUES clause
		// (lateral_subquery_topn, _values_error, _inner_values, _outer_values).
		return nil, nil, &Error{Pos: d.Pos().ErrorPosition(), Kind: ErrValidation, Class: "org.apache.flink.table.api.TableException",
			Msg: "unexpected correlate variable $cor0 in the plan"}
	}
	node, corr, err := pullUp(bound, d)
	if err != nil {
		return nil, nil, err
	}
	columns := bound.Fields()
	width := len(left.Fields())
	out := append(scope{}, ls...)
	for i, f := range sub {
		f.Type = columns[i].Type.WithNullable(columns[i].Type.Nullable() || kind == JoinLeft)
		out = append(out, f)
	}
	var on []Expr // the ON condition's conjuncts that read the left row
	var onAST Expr
	if j.On != nil {
		cond, err := b.bindExpr(j.On, out)
		if err != nil {
			return nil, nil, err
		}
		if err := wantBoolean(j.On, cond); err != nil {
			return nil, nil, err
		}
		if !isTrue(cond) {
			onAST = cond
			// As Calcite's conversion does, what reads only the subquery filters it.
			var inner []Expr
			for _, c := range Conjuncts(cond) {
				if readsLeft(c, width) {
					on = append(on, c)
				} else {
					inner = append(inner, MapRefs(c, func(r *InputRef) Expr { return &InputRef{Index: r.Index - width, T: r.T} }))
				}
			}
			if len(inner) > 0 {
				node = &Filter{Input: node, Cond: And(inner...)}
			}
		}
	}
	s := &subquery{node: node, corr: corr, columns: columns, bound: bound}
	notNullCorrelationKeys(s)
	right := s.node
	n := &Join{Kind: kind, Left: left, Right: right}
	if corr != nil {
		conds, nonEqui := make([]Expr, len(corr.conds)), false
		for i, c := range corr.conds {
			conds[i] = c
			if inner, outer, ok := correlatedEquality(c); ok {
				// Calcite's decorrelation writes the outer side first: =(k, k0).
				conds[i] = &Call{Op: OpEquals, Args: []Expr{outer, inner}, T: c.Type()}
			} else {
				nonEqui = true
			}
		}
		n.Cond = joinSpace(And(conds...), width)
		n.Lateral = lateralAST(bound)
		n.Lateral.NonEqui = nonEqui
		if onAST != nil {
			n.Lateral = lateralOn(n.Lateral, onAST, left.Fields())
		}
	}
	if len(on) > 0 {
		n.Cond = And(append(Conjuncts(n.Cond), on...)...)
	}
	n.Output = append(n.Output, left.Fields()...)
	for _, f := range right.Fields() {
		n.Output = append(n.Output, Field{Name: f.Name, Type: f.Type.WithNullable(f.Type.Nullable() || kind == JoinLeft)})
	}
	span := Span{Start: j.JoinPos, End: j.End()}
	b.markSpan(n, span)
	if len(right.Fields()) == len(columns) {
		return n, out, nil
	}
	// Drop the fields that decorrelation passed along for the condition.
	p := &Project{Input: n}
	for i := range out {
		p.Exprs = append(p.Exprs, &InputRef{Index: i, T: out[i].Type})
		p.Output = append(p.Output, out[i].Field)
	}
	return b.markSpan(p, span), out, nil
}

// bindCorrelated binds a query with the scope sc reachable as correlations.
func (b *Binder) bindCorrelated(q sql.Query, sc scope) (Node, error) {
	savedAgg, savedSub := b.agg, b.sub
	b.agg, b.sub = nil, nil
	b.outer = append(b.outer, sc)
	b.corr.levels = append(b.corr.levels, -1)
	n, _, err := b.bindQuery(q)
	b.outer = b.outer[:len(b.outer)-1]
	b.corr.levels = b.corr.levels[:len(b.corr.levels)-1]
	b.agg, b.sub = savedAgg, savedSub
	return n, err
}

// correlatedSort reports whether a plan has a Sort over a correlated plan.
func correlatedSort(n Node) bool {
	if s, ok := n.(*Sort); ok && hasCorrel(s) {
		return true
	}
	for _, in := range n.Inputs() {
		if correlatedSort(in) {
			return true
		}
	}
	return false
}

// lateralAST gives a correlated subquery's plan with the correlation variable and the outer
// fields it reads.
func lateralAST(bound Node) *LateralAST {
	ast := &LateralAST{Query: bound, Var: -1}
	var walk func(Node)
	walk = func(n Node) {
		for _, e := range nodeExprs(n) {
			if e == nil {
				continue
			}
			mapLeaves(e, func(leaf Expr) Expr {
				if c, ok := leaf.(*CorrelRef); ok {
					if ast.Var < 0 {
						ast.Var = c.Var
					}
					if !slices.Contains(ast.Required, c.Index) {
						ast.Required = append(ast.Required, c.Index)
					}
				}
				return leaf
			})
		}
		for _, in := range n.Inputs() {
			walk(in)
		}
	}
	walk(bound)
	slices.Sort(ast.Required)
	return ast
}

func isTrue(e Expr) bool {
	l, ok := e.(*Literal)
	return ok && l.Value == true
}

// lateralOn moves a LATERAL join's ON condition into the correlate's subquery, a filter over its
// plan, as Calcite's conversion does (lateral_subquery_explain_on): the left row's fields are
// read through the correlation variable.
func lateralOn(ast *LateralAST, on Expr, left []Field) *LateralAST {
	width := len(left)
	cond := mapLeaves(on, func(leaf Expr) Expr {
		if r, ok := leaf.(*InputRef); ok {
			if r.Index < width {
				return &CorrelRef{Index: r.Index, T: r.T, Name: left[r.Index].Name, Var: ast.Var}
			}
			return &InputRef{Index: r.Index - width, T: r.T}
		}
		return leaf
	})
	out := lateralAST(&Filter{Input: ast.Query, Cond: cond})
	out.Var, out.NonEqui = ast.Var, ast.NonEqui
	return out
}

// readsLeft reports whether an expression over a join's row reads a field of its left input,
// the first width fields.
func readsLeft(e Expr, width int) bool {
	found := false
	MapRefs(e, func(r *InputRef) Expr {
		found = found || r.Index < width
		return r
	})
	return found
}
