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
	s := &subquery{node: node, corr: corr, columns: columns, bound: bound}
	notNullCorrelationKeys(s)
	right := s.node
	width := len(left.Fields())
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
	}
	n.Output = append(n.Output, left.Fields()...)
	for _, f := range right.Fields() {
		n.Output = append(n.Output, Field{Name: f.Name, Type: f.Type.WithNullable(f.Type.Nullable() || kind == JoinLeft)})
	}
	out := append(scope{}, ls...)
	for i, f := range sub {
		f.Type = n.Output[width+i].Type
		out = append(out, f)
	}
	if j.On != nil {
		on, err := b.bindExpr(j.On, out)
		if err != nil {
			return nil, nil, err
		}
		if err := wantBoolean(j.On, on); err != nil {
			return nil, nil, err
		}
		if !isTrue(on) {
			n.Cond = And(append(Conjuncts(n.Cond), on)...)
			n.Lateral = nil // the abstract syntax tree of a condition beside the correlation is not known
		}
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
