package plan

import (
	"fmt"
	"slices"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// CorrelRef reads field Index of the enclosing query's input from inside a subquery: a
// correlation. The binder decorrelates every subquery, so no CorrelRef reaches a plan that runs.
type CorrelRef struct {
	Index int
	T     types.Type
	// Name is the enclosing field's name, which Calcite's plans print ($cor0.id).
	Name string
	// Var numbers the correlation variable: $cor0, $cor1 (correlationVars).
	Var int
}

func (e *CorrelRef) Type() types.Type { return e.T }
func (e *CorrelRef) String() string   { return fmt.Sprintf("$cor%d.$%d", e.Var, e.Index) }

// correlationVars numbers correlation variables as Calcite's conversion does: a statement's
// subqueries get $cor0, $cor1, ... in the order they first read the enclosing row, which is the
// order the binder binds them in (FROM, WHERE, then the select list).
type correlationVars struct {
	next int
	// levels is the variable of each enclosing query in Binder.outer, -1 until a name reads it.
	levels []int
}

// of is the variable of the innermost enclosing query, numbered when first read.
func (c *correlationVars) of() int {
	at := len(c.levels) - 1
	if c.levels[at] < 0 {
		c.levels[at] = c.next
		c.next++
	}
	return c.levels[at]
}

var _ Expr = (*CorrelRef)(nil)

// SubqueryExpr is a subquery as Calcite's conversion keeps it in an expression, before
// decorrelation: Op is IN, EXISTS or $SCALAR_QUERY, Operands are IN's left side, and Query is
// the subquery's plan, reading the enclosing row through CorrelRefs. Only the abstract syntax
// tree a join keeps (Join.AST) holds one; no plan that runs reads it.
type SubqueryExpr struct {
	Op       Op
	Operands []Expr
	Query    Node
	T        types.Type
}

func (e *SubqueryExpr) Type() types.Type { return e.T }
func (e *SubqueryExpr) String() string   { return string(e.Op) + "({...})" }

// Correlated reports whether the subquery reads the enclosing row.
func (e *SubqueryExpr) Correlated() bool { return hasCorrel(e.Query) }

var _ Expr = (*SubqueryExpr)(nil)

// subRef is the value of a subquery in the expressions being bound: field Field of the Join-th
// join that the enclosing query adds to its input once the expressions are bound; the field
// after the subquery's own fields is the join's mark. resolveSubqueries replaces every subRef.
type subRef struct {
	join, field int
	T           types.Type
}

func (e *subRef) Type() types.Type { return e.T }
func (e *subRef) String() string   { return fmt.Sprintf("$sub%d.$%d", e.join, e.field) }

// subqueryInput collects the joins that the subqueries of the expressions being bound add to
// the enclosing query's input. Their conditions are in the subquery's terms until then:
// CorrelRef for the input's fields, InputRef for the subquery's.
type subqueryInput struct {
	// scope is what correlated names in the subqueries see: the enclosing query's FROM clause,
	// or nothing above an aggregate.
	scope scope
	// input is the enclosing query's input, for Flink's planning limits; nil above an aggregate.
	input Node
	joins []*Join
	// asts maps the value a subquery bound to (a subRef, or an expression over it) to the
	// subquery as Calcite's conversion keeps it.
	asts map[Expr]Expr
}

// withSubqueries binds expressions whose subqueries join to input. It returns the input with
// those joins, and the function that turns the bound expressions' subRefs into references to
// the joins' fields.
func (b *Binder) withSubqueries(input Node, sc scope, bind func() error) (Node, func(Expr) Expr, error) {
	out, resolve, _, err := b.withSubqueriesAST(input, sc, bind)
	return out, resolve, err
}

// withSubqueriesAST is withSubqueries that also returns the function giving a bound expression
// as Calcite's conversion keeps it, each subquery a SubqueryExpr (ok is false where a subquery
// has no form Flinkpad knows).
func (b *Binder) withSubqueriesAST(input Node, sc scope, bind func() error) (Node, func(Expr) Expr, func(Expr) (Expr, bool), error) {
	saved := b.sub
	sub := &subqueryInput{scope: sc, input: input, asts: map[Expr]Expr{}}
	b.sub = sub
	err := bind()
	b.sub = saved
	if err != nil {
		return nil, nil, nil, err
	}
	out, resolve, err := sub.finish(input)
	return out, resolve, sub.astOf, err
}

// finish adds the joins to input, in the order their subqueries were bound.
func (s *subqueryInput) finish(input Node) (Node, func(Expr) Expr, error) {
	widths := make([]int, len(s.joins))
	resolve := func(e Expr) Expr {
		return mapLeaves(e, func(leaf Expr) Expr {
			if r, ok := leaf.(*subRef); ok {
				return &InputRef{Index: widths[r.join] + r.field, T: r.T}
			}
			return leaf
		})
	}
	for k, j := range s.joins {
		width := len(input.Fields())
		widths[k] = width
		j.Left = input
		if j.Cond != nil {
			j.Cond = resolve(joinSpace(j.Cond, width))
		}
		if j.In != nil {
			j.In.Left = resolve(j.In.Left)
			j.In.Cmp = resolve(joinSpace(j.In.Cmp, width))
		}
		j.Output = append(append([]Field{}, input.Fields()...), j.Output...)
		input = j
	}
	return input, resolve, nil
}

// bindName resolves a column name, or a path to a field of a ROW column: in the scope, else,
// inside a subquery, in the enclosing query's scope as a correlation.
func (b *Binder) bindName(n *sql.Name, sc scope) (Expr, error) {
	if e, ok, err := b.bindRowFieldPath(n, sc); ok {
		return e, err
	}
	e, err := bindColumn(n, visibleScope(n, sc))
	if err == nil || len(b.outer) == 0 || namesField(n, sc) {
		return e, err
	}
	outer := b.outer[len(b.outer)-1]
	if !namesField(n, outer) {
		for _, further := range b.outer[:len(b.outer)-1] {
			if namesField(n, further) {
				return nil, notSupported(n, "a subquery that reads a query two levels out")
			}
		}
		return nil, err
	}
	oe, err := bindColumn(n, visibleScope(n, outer))
	if err != nil {
		return nil, err
	}
	ref := oe.(*InputRef)
	return &CorrelRef{Index: ref.Index, T: ref.T, Name: outer[ref.Index].Name, Var: b.corr.of()}, nil
}

// visibleScope hides, for an unqualified name, the fields that answer only to qualified ones.
func visibleScope(n *sql.Name, sc scope) scope {
	if len(n.Parts) > 1 {
		return sc
	}
	out := sc
	for i, f := range sc {
		if f.qualifiedOnly {
			if &out[0] == &sc[0] {
				out = append(scope{}, sc...)
			}
			out[i].Name = ""
		}
	}
	return out
}

// namesField reports whether a scope has a field the name could mean.
func namesField(n *sql.Name, sc scope) bool {
	parts := NameParts(n)
	name := parts[len(parts)-1]
	for _, f := range sc {
		if f.Name == name && (len(parts) == 1 && !f.qualifiedOnly || len(parts) > 1 && f.table == parts[len(parts)-2]) {
			return true
		}
	}
	return false
}

// subquery is a subquery bound and decorrelated: its plan, and the correlated conditions over
// its fields (InputRef) and the enclosing input's (CorrelRef) that its join applies.
type subquery struct {
	node Node
	cond Expr
	corr *correlation
	// columns are the subquery's own columns, the first of node's fields; decorrelation may
	// have added others after them.
	columns []Field
	// bound is the subquery's plan before decorrelation, for the abstract syntax tree.
	bound Node
}

// bindSubquery binds a subquery's query, with the enclosing query's scope reachable as
// correlations, and pulls its correlated conditions up out of its plan. enclosing is the input
// the subquery joins to, for Flink's planning limits; nil above an aggregate.
func (b *Binder) bindSubquery(q sql.Query, at sql.Node, form subqueryForm, sc scope, enclosing Node) (*subquery, error) {
	savedAgg, savedSub := b.agg, b.sub
	b.agg, b.sub = nil, nil
	b.outer = append(b.outer, sc)
	b.corr.levels = append(b.corr.levels, -1)
	n, _, err := b.bindQuery(q)
	b.outer = b.outer[:len(b.outer)-1]
	b.corr.levels = b.corr.levels[:len(b.corr.levels)-1]
	b.agg, b.sub = savedAgg, savedSub
	if err != nil {
		return nil, err
	}
	node, corr, err := pullUp(n, at)
	if err != nil {
		return nil, err
	}
	s := &subquery{node: node, corr: corr, columns: n.Fields(), bound: n}
	if corr == nil {
		return s, nil
	}
	if err := flinkDecorrelates(form, s, enclosing, at); err != nil {
		return nil, err
	}
	s.cond = And(corr.conds...)
	return s, nil
}

// bindPending binds a subquery of the expressions being bound, whose join comes later.
func (b *Binder) bindPending(q sql.Query, at sql.Node, form subqueryForm) (*subquery, error) {
	if b.sub == nil {
		return nil, notSupported(at, "a subquery here")
	}
	return b.bindSubquery(q, at, form, b.sub.scope, b.sub.input)
}

// joinSpace moves a condition from the subquery's terms into the join's row: the enclosing
// input's fields, then the subquery's.
func joinSpace(e Expr, width int) Expr {
	return mapLeaves(e, func(leaf Expr) Expr {
		switch r := leaf.(type) {
		case *InputRef:
			return &InputRef{Index: r.Index + width, T: r.T}
		case *CorrelRef:
			return &InputRef{Index: r.Index, T: r.T}
		default:
			// Partial by design: a literal reads neither side and stays.
		}
		return leaf
	})
}

// addJoin queues a join of the enclosing input to a subquery and returns a reference to field i
// of what the join adds to the input's fields, which j.Output holds until finish.
func (b *Binder) addJoin(j *Join, i int) *subRef {
	k := slices.Index(b.sub.joins, j)
	if k < 0 {
		b.sub.joins = append(b.sub.joins, j)
		k = len(b.sub.joins) - 1
	}
	return &subRef{join: k, field: i, T: j.Output[i].Type}
}

// bindExists binds EXISTS (subquery) outside a WHERE conjunct: a MARK join.
func (b *Binder) bindExists(e *sql.ExistsExpr) (Expr, error) {
	s, err := b.bindPending(e.Query, e, formExists)
	if err != nil {
		return nil, err
	}
	notNullCorrelationKeys(s)
	j := &Join{Subquery: true, Kind: JoinMark, Right: s.node, Cond: s.cond, Output: []Field{{Name: "$exists", Type: types.Boolean.AsNotNull()}}}
	ast := &SubqueryExpr{Op: OpExists, Query: existsQuery(s.bound), T: types.Boolean.AsNotNull()}
	return b.recordAST(b.addJoin(j, 0), ast), nil
}

// bindScalarSubquery binds (SELECT one column ...): a SINGLE join, which fails at run time when
// the subquery gives a row two values, as Flink's SINGLE_VALUE does. A correlated aggregate
// gives the value it has over no rows (COUNT's 0) to the rows no group matches.
func (b *Binder) bindScalarSubquery(e *sql.SubqueryExpr) (Expr, error) {
	s, err := b.bindPending(e.Query, e, formScalar)
	if err != nil {
		return nil, err
	}
	fields := s.columns
	if len(fields) != 1 {
		return nil, validatorError(e, "Cannot apply '$SCALAR_QUERY' to arguments of type '$SCALAR_QUERY(<%s>)'. "+
			"Supported form(s): '$SCALAR_QUERY(<RECORDTYPE(SINGLE FIELD)>)'", recordType(fields))
	}
	kind := JoinSingle
	if s.corr == nil && singleRow(s.node) || s.corr != nil && s.corr.empty != nil {
		// One row, or an aggregate grouped on the correlation keys: at most one row matches,
		// and Flink has no SINGLE_VALUE check.
		kind = JoinLeft
	}
	notNullCorrelationKeys(s)
	right := s.node
	var empty Expr
	if s.corr != nil && s.corr.empty != nil && !isNull(s.corr.empty[0]) && !fields[0].Type.Nullable() {
		// The value is NULL exactly when no row of the subquery matched, as Flink reads it.
		empty = s.corr.empty[0]
	} else if s.corr != nil && s.corr.empty != nil && !isNull(s.corr.empty[0]) {
		// A marker that is NULL exactly when no row of the subquery matched.
		empty = s.corr.empty[0]
		p := &Project{Input: right}
		for i, f := range right.Fields() {
			p.Exprs = append(p.Exprs, &InputRef{Index: i, T: f.Type})
			p.Output = append(p.Output, f)
		}
		p.Exprs = append(p.Exprs, trueLiteral())
		p.Output = append(p.Output, Field{Name: "$matched", Type: types.Boolean.AsNotNull()})
		right = p
	}
	j := &Join{Subquery: true, Kind: kind, Right: right, Cond: s.cond}
	for _, f := range right.Fields() {
		j.Output = append(j.Output, Field{Name: f.Name, Type: f.Type.WithNullable(true)})
	}
	value := Expr(b.addJoin(j, 0))
	if empty != nil {
		matched := value
		if right != s.node {
			matched = b.addJoin(j, len(right.Fields())-1)
		}
		unmatched := &Call{Op: OpIsNull, Args: []Expr{matched}, T: types.Boolean.AsNotNull()}
		value = &Call{Op: OpCase, Args: []Expr{unmatched, castExactly(empty, value.Type()), value}, T: value.Type()}
	}
	ast := &SubqueryExpr{Op: OpScalarQuery, Query: s.bound, T: fields[0].Type.WithNullable(true)}
	return b.recordAST(value, ast), nil
}

func trueLiteral() *Literal { return &Literal{Value: true, T: types.Boolean.AsNotNull(), Text: "true"} }

func isNull(e Expr) bool {
	l, ok := e.(*Literal)
	return ok && l.Value == nil
}

// castExactly casts an expression to a type, nullability included.
func castExactly(e Expr, t types.Type) Expr {
	if e.Type().Equal(t) {
		return e
	}
	return &Cast{X: e, T: t}
}

// singleRow reports whether a plan gives exactly one row: a global aggregate, which Flink joins
// without a SINGLE_VALUE check.
func singleRow(n Node) bool {
	switch n := n.(type) {
	case *Project:
		return singleRow(n.Input)
	case *Aggregate:
		return n.Keys == 0
	default:
		// Partial by design: false only keeps the SINGLE_VALUE check, which is always safe.
		return false
	}
}

// recordType prints fields as Calcite's messages print a row type: RECORDTYPE(INTEGER Y, ...).
func recordType(fields []Field) string {
	s := "RECORDTYPE("
	for i, f := range fields {
		if i > 0 {
			s += ", "
		}
		s += calciteTypeName(f.Type) + " " + upper(f.Name)
	}
	return s + ")"
}

func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}
