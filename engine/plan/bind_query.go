package plan

import (
	"strconv"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
	"github.com/flinkpad/flinkpad/engine/work"
)

// Binder resolves the names of queries against a catalog and types them with Flink's rules.
type Binder struct {
	cat *catalog.Manager
	// depth counts the views being expanded, so that a view defined on itself cannot loop.
	depth int
	// ctes are the WITH queries in scope, innermost last.
	ctes []*sql.CTE
	// match is the scope of MATCH_RECOGNIZE's MEASURES and DEFINE while they are bound.
	match *matchScope
	// agg is the scope above an aggregate while its select list and HAVING are bound.
	agg *aggScope
	// session gives the time zone and the statement's start to the calls that need them.
	session *Session
	// outer are the scopes of the queries enclosing a subquery being bound, innermost last,
	// which its names can reach as correlations.
	outer []scope
	// corr numbers the correlation variables of the subqueries bound (subquery.go).
	corr correlationVars
	// sub is the input that subqueries in the expressions being bound join to.
	sub *subqueryInput
	// over collects the OVER calls of the select list being bound (over_bind.go).
	over *overScope
	// work bounds the binding's work by the run's context and budget (package work).
	work *work.Meter
	// views are the views bound so far in this statement. A view's query reads only the
	// catalog, so binding it again gives the same plan; sharing it keeps nested self-joins of
	// views linear instead of doubling at each level.
	views map[*catalog.View]Node
	// script identifies the text being run (WithScript): a view created from the same text
	// marks the nodes planned from it with spans in its own statement (view_origin.go).
	script any
}

// NewBinder returns a binder over a catalog.
func NewBinder(cat *catalog.Manager) *Binder { return &Binder{cat: cat} }

// WithWork makes the binder count its work on m, which stops it at the run's limits.
func (b *Binder) WithWork(m *work.Meter) *Binder {
	b.work = m
	return b
}

// maxSetOpChain caps a chain of set operations: every pass walks the plan recursively, and a
// chain of 10,000 UNION ALLs is deeper than the call stack of a WebAssembly engine allows.
const maxSetOpChain = 1000

// maxViewDepth caps nested view expansion.
const maxViewDepth = 64

// scopeField is a field visible to expressions: its position in the input row and the name of
// the table (alias) it comes from. The columns that JOIN ... USING and NATURAL JOIN merge are
// special: the sides' columns answer only to qualified names after USING, and SELECT * lists
// only the merged column; after NATURAL the merged column is only for SELECT *.
type scopeField struct {
	table string
	Field
	qualifiedOnly bool // an unqualified name does not find it
	notInStar     bool // an unqualified * does not list it
}

// scope is what a SELECT's expressions can name: the fields of its FROM clause, in order.
type scope []scopeField

// BindQuery binds a query to a logical plan.
func (b *Binder) BindQuery(q sql.Query) (Node, error) {
	node, _, err := b.bindQuery(q)
	if err == nil {
		FillSpans([]Node{node}, SpanOf(q))
	}
	return node, err
}

func (b *Binder) bindQuery(q sql.Query) (Node, scope, error) {
	b.work.Step()
	switch q := q.(type) {
	case *sql.Select:
		return b.bindSelect(q)
	case *sql.Values:
		n, err := b.bindValues(q)
		if err != nil {
			return nil, nil, err
		}
		b.mark(n, q)
		return n, scopeOf("", n.Fields()), nil
	case *sql.ParenQuery:
		return b.bindQuery(q.Query)
	case *sql.With:
		outer := len(b.ctes)
		b.ctes = append(b.ctes, q.CTEs...)
		defer func() { b.ctes = b.ctes[:outer] }()
		return b.bindQuery(q.Body)
	case *sql.OrderBy:
		return b.bindOrderBy(q)
	case *sql.SetOp:
		return b.bindSetOp(q)
	}
	return nil, nil, notSupported(q, "this kind of query")
}

// bindSetOp binds UNION, INTERSECT and EXCEPT: the columns are the left input's names with the
// least restrictive type of both sides.
func (b *Binder) bindSetOp(q *sql.SetOp) (Node, scope, error) {
	chain := 0
	for l := sql.Query(q); ; chain++ {
		op, ok := l.(*sql.SetOp)
		if !ok {
			break
		}
		if chain >= maxSetOpChain {
			return nil, nil, validationError(q, "The query chains more than %d set operations (UNION, INTERSECT, EXCEPT), more than Flinkpad plans.", maxSetOpChain)
		}
		l = op.Left
	}
	left, _, err := b.bindQuery(q.Left)
	if err != nil {
		return nil, nil, err
	}
	right, _, err := b.bindQuery(q.Right)
	if err != nil {
		return nil, nil, err
	}
	lf, rf := left.Fields(), right.Fields()
	kind, err := setOpKindOf(q)
	if err != nil {
		return nil, nil, err
	}
	if len(lf) != len(rf) {
		return nil, nil, validatorError(q, "Column count mismatch in %s", kind)
	}
	n := &SetOp{Kind: kind, All: q.All, Left: left, Right: right}
	for i := range lf {
		t, ok := types.LeastRestrictive(lf[i].Type, rf[i].Type)
		if !ok {
			return nil, nil, validatorError(q, "Type mismatch in column %d of %s", i+1, kind)
		}
		n.Output = append(n.Output, Field{Name: lf[i].Name, Type: t})
	}
	return b.mark(n, q), scopeOf("", n.Output), nil
}

func scopeOf(table string, fields []Field) scope {
	s := make(scope, len(fields))
	for i, f := range fields {
		s[i] = scopeField{table: table, Field: f}
	}
	return s
}

// bindSelect binds SELECT items FROM ... WHERE ...; grouping, ordering and DISTINCT come with
// the aggregate and sort operators.
func (b *Binder) bindSelect(s *sql.Select) (Node, scope, error) {
	if err := queryHints(s); err != nil {
		return nil, nil, err
	}
	aggregated := len(s.GroupBy) > 0 || s.Having != nil || containsAggregate(s)
	if err := refuseGroupingOutsideAggregate(s, aggregated); err != nil {
		return nil, nil, err
	}
	saved := b.over // OVER calls belong to this select list only
	b.over = nil
	defer func() { b.over = saved }()
	var input Node = &Values{Rows: [][]Expr{{}}}
	var sc scope
	if s.From != nil {
		var err error
		if input, sc, err = b.bindFrom(s.From); err != nil {
			return nil, nil, err
		}
	}
	if s.Where != nil {
		var err error
		if input, err = b.bindWhere(s.Where, input, sc); err != nil {
			return nil, nil, err
		}
		b.mark(input, s.Where)
	}
	if aggregated {
		if err := refuseSelectClauses(s); err != nil {
			return nil, nil, err
		}
		n, _, err := b.bindAggregate(s, input, sc)
		if err != nil {
			return nil, nil, err
		}
		if p, ok := n.(*Project); ok {
			uniquifyNames(p.Output)
		}
		return b.markSpan(n, selectListSpan(s)), scopeOf("", n.Fields()), nil
	}
	p := &Project{}
	windows, err := b.namedWindows(s, sc)
	if err != nil {
		return nil, nil, err
	}
	b.over = &overScope{width: len(sc), windows: windows}
	before := input
	input, resolve, astOf, err := b.withSubqueriesAST(input, sc, func() error {
		for _, item := range s.Items {
			if star, ok := item.Expr.(*sql.StarExpr); ok {
				if err := expandStar(p, star, sc); err != nil {
					return err
				}
				continue
			}
			e, err := b.bindExpr(item.Expr, sc)
			if err != nil {
				return err
			}
			p.Exprs = append(p.Exprs, e)
			p.Output = append(p.Output, Field{Name: itemName(item, len(p.Output)), Type: e.Type()})
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	if p.Input, err = b.overInput(input, s); err != nil {
		return nil, nil, err
	}
	if input != before && p.Input == input {
		p.AST = selectAST(p, before, astOf)
	}
	for i, e := range p.Exprs {
		p.Exprs[i] = resolve(e)
	}
	uniquifyNames(p.Output)
	if o, ok := p.Input.(*Over); ok {
		o.Aliases = overAliases(p, o)
	}
	b.markSpan(p, selectListSpan(s))
	if s.Quantifier == "DISTINCT" {
		// SELECT DISTINCT groups by every selected column, as Flink plans it.
		return b.markSpan(&Aggregate{Input: p, Keys: len(p.Output), Output: p.Output}, selectListSpan(s)), scopeOf("", p.Output), nil
	}
	return p, scopeOf("", p.Output), nil
}

// bindWhere filters input by a WHERE clause. Conjuncts that are [NOT] EXISTS or [NOT] IN
// (subquery) become semi and anti joins; the other subqueries join the input as the conjuncts
// read them.
func (b *Binder) bindWhere(where sql.Expr, input Node, sc scope) (Node, error) {
	var rest []sql.Expr
	before, form := input, &whereForm{known: true}
	for _, c := range conjuncts(where) {
		joined, ast, ok, err := b.whereSubqueryJoin(input, sc, c)
		if err != nil {
			return nil, err
		}
		if ok {
			input = joined
			form.subquery(ast)
		} else {
			rest = append(rest, c)
			form.plain()
		}
	}
	if len(rest) == 0 {
		if j, ok := input.(*Join); ok {
			j.AST = form.filter(before, nil)
		}
		return input, nil
	}
	var conds []Expr
	joined, resolve, astOf, err := b.withSubqueriesAST(input, sc, func() error {
		for _, c := range rest {
			cond, err := b.bindExpr(c, sc)
			if err != nil {
				return err
			}
			conds = append(conds, cond)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	f := &Filter{Input: joined, Cond: resolve(And(conds...))}
	if joined == input {
		f.AST = form.filter(before, conds)
	} else if astConds, ok := astsOf(conds, astOf); ok && form.known && form.subqueries == 0 {
		// Scalar subqueries beside IN or EXISTS conjuncts are not known to convert so.
		f.AST = &Filter{Input: before, Cond: And(astConds...)}
	}
	return f, nil
}

// uniquifyNames renames the select list's repeated column names as Calcite does: the second b
// becomes b0, the third b1.
func uniquifyNames(fields []Field) {
	for i, name := range UniqueNames(FieldNames(fields)) {
		fields[i].Name = name
	}
}

// itemName is Calcite's name for a select item: its alias, the column it names, or EXPR$i for
// its position i in the select list.
func itemName(item *sql.SelectItem, position int) string {
	if item.Alias != nil {
		return item.Alias.Name
	}
	if n, ok := item.Expr.(*sql.Name); ok {
		return n.Parts[len(n.Parts)-1].Name
	}
	return "EXPR$" + strconv.Itoa(position)
}

func expandStar(p *Project, star *sql.StarExpr, sc scope) error {
	qualifier := ""
	if star.Qualifier != nil {
		qualifier = star.Qualifier.Parts[len(star.Qualifier.Parts)-1].Name
	}
	found := false
	for i, f := range sc {
		if (qualifier != "" && f.table != qualifier) || (qualifier == "" && f.notInStar) {
			continue
		}
		found = true
		p.Exprs = append(p.Exprs, &InputRef{Index: i, T: f.Type})
		p.Output = append(p.Output, f.Field)
	}
	if !found && qualifier != "" {
		return validatorError(star, "Unknown identifier '%s'", qualifier)
	}
	return nil
}

func (b *Binder) bindFrom(t sql.TableExpr) (Node, scope, error) {
	n, sc, err := b.bindFromItem(t)
	if err != nil {
		return nil, nil, err
	}
	// A table's scan, a view's query, a derived table's aliasing: the FROM item as written.
	return b.mark(n, t), sc, nil
}

func (b *Binder) bindFromItem(t sql.TableExpr) (Node, scope, error) {
	switch t := t.(type) {
	case *sql.TableRef:
		return b.bindTableRef(t)
	case *sql.DerivedTable:
		if t.Lateral.IsValid() {
			return nil, nil, notSupported(t, "LATERAL")
		}
		n, _, err := b.bindQuery(t.Query)
		if err != nil {
			return nil, nil, err
		}
		return aliased(n, t.Alias, t)
	case *sql.ParenTable:
		return b.bindFrom(t.X)
	case *sql.Join:
		return b.bindJoin(t)
	case *sql.TableFunc:
		return b.bindTableFunc(t)
	case *sql.Unnest:
		return b.bindFromUnnest(t)
	case *sql.MatchRecognize:
		return b.bindMatchRecognize(t)
	}
	return nil, nil, notSupported(t, "joins and table functions")
}

// aliased applies AS name (col, ...) to a FROM item.
func aliased(n Node, alias *sql.Alias, at sql.Node) (Node, scope, error) {
	if alias == nil {
		return n, scopeOf("", n.Fields()), nil
	}
	fields := n.Fields()
	if len(alias.Columns) > 0 {
		if len(alias.Columns) != len(fields) {
			return nil, nil, validatorError(alias, "List of column aliases must have same degree as table; "+
				"table has %d columns %s, whereas alias list has %d columns", len(fields), fieldList(fields), len(alias.Columns))
		}
		renamed := make([]Field, len(fields))
		for i, f := range fields {
			renamed[i] = Field{Name: alias.Columns[i].Name, Type: f.Type}
		}
		exprs := make([]Expr, len(fields))
		for i, f := range fields {
			exprs[i] = &InputRef{Index: i, T: f.Type}
		}
		n = &Project{Input: n, Exprs: exprs, Output: renamed, Kind: ProjectAlias}
		fields = renamed
	}
	return n, scopeOf(alias.Name.Name, fields), nil
}

// fieldList prints fields as Calcite's messages do: ('a', 'b').
func fieldList(fields []Field) string {
	s := "("
	for i, f := range fields {
		if i > 0 {
			s += ", "
		}
		s += "'" + f.Name + "'"
	}
	return s + ")"
}

func (b *Binder) bindTableRef(t *sql.TableRef) (Node, scope, error) {
	if t.SystemTime != nil {
		// A temporal join's right side is refused by bindJoin; elsewhere this is time travel.
		return nil, nil, notSupportedAt(t.ForPos, "FOR SYSTEM_TIME AS OF outside a join (time travel)")
	}
	parts := NameParts(t.Name)
	if len(parts) == 1 {
		if n, ok, err := b.bindCTE(parts[0]); ok {
			if err == nil {
				err = cteHints(t)
			}
			if err != nil {
				return nil, nil, err
			}
			if t.Alias != nil {
				return aliased(n, t.Alias, t)
			}
			return n, scopeOf(parts[0], n.Fields()), nil
		}
	}
	id, err := b.cat.Qualify(parts)
	if err != nil {
		return nil, nil, validatorError(t.Name, "%s", b.cat.ObjectNotFound(parts))
	}
	obj, _, ok := b.cat.Lookup(id)
	if !ok {
		return nil, nil, validatorError(t.Name, "%s", b.cat.ObjectNotFound(parts))
	}
	name := id.Object
	obj, hints, err := b.tableRefHints(t, id, obj)
	if err != nil {
		return nil, nil, err
	}
	var n Node
	switch obj := obj.(type) {
	case *catalog.Table:
		if err := metadataSourceError(obj, t.Name); err != nil {
			return nil, nil, err
		}
		if n, err = b.bindScan(id, obj); err != nil {
			return nil, nil, err
		}
		markScanHints(n, hints)
	case *catalog.View:
		if n, err = b.expandView(obj, t); err != nil {
			return nil, nil, err
		}
	}
	if t.Alias != nil {
		return aliased(n, t.Alias, t)
	}
	return n, scopeOf(name, n.Fields()), nil
}

// bindScan reads a table: a Scan of its stored columns, and a Project that computes the
// computed ones in their places, when it has any.
func (b *Binder) bindScan(id catalog.ObjectIdentifier, t *catalog.Table) (Node, error) {
	stored := storedScope(&t.Schema)
	scan := &Scan{ID: id, Table: t}
	if err := b.scanChangelog(scan); err != nil {
		return nil, err
	}
	for _, f := range stored {
		scan.Output = append(scan.Output, f.Field)
	}
	var base Node = scan
	if cast := b.metadataCasts(scan); cast != nil {
		base = cast
	}
	if len(stored) == len(t.Schema.Columns) {
		return b.assignWatermarks(base, t)
	}
	p := &Project{Input: base}
	next := 0
	for _, c := range t.Schema.Columns {
		var e Expr
		if c.Kind == catalog.Computed {
			parsed, err := sql.ParseExpr(c.Expr)
			if err != nil {
				return nil, err
			}
			if e, err = b.bindExpr(parsed, stored); err != nil {
				return nil, err
			}
		} else {
			e = &InputRef{Index: next, T: c.Type}
			next++
		}
		p.Exprs = append(p.Exprs, e)
		p.Output = append(p.Output, Field{Name: c.Name, Type: c.Type})
	}
	return b.assignWatermarks(p, t)
}

// bindCTE binds the innermost WITH query of that name, where it is used; its own WITH scope is
// the queries defined before it.
func (b *Binder) bindCTE(name string) (Node, bool, error) {
	for i := len(b.ctes) - 1; i >= 0; i-- {
		cte := b.ctes[i]
		if cte.Name.Name != name {
			continue
		}
		saved := b.ctes
		b.ctes = b.ctes[:i]
		n, _, err := b.bindQuery(cte.Query)
		b.ctes = saved
		if err != nil {
			return nil, true, err
		}
		if len(cte.Columns) > 0 {
			n, _, err = aliased(n, &sql.Alias{Name: cte.Name, Columns: cte.Columns}, cte)
		}
		return n, true, err
	}
	return nil, false, nil
}

// expandView binds a view's query where the view is used, as Flink expands views.
func (b *Binder) expandView(v *catalog.View, at sql.Node) (Node, error) {
	if b.depth >= maxViewDepth {
		return nil, validationError(at, "Views nest more than %d levels deep.", maxViewDepth)
	}
	stmt, err := sql.ParseStatement(v.ExpandedQuery)
	if err != nil {
		return nil, err
	}
	qs, ok := stmt.(*sql.QueryStmt)
	if !ok {
		return nil, validationError(at, "The view's query is not a query.")
	}
	if n, ok := b.views[v]; ok {
		return n, nil
	}
	// A view's query sees only the catalog, as Flink expands it: not the WITH queries, the outer
	// queries or the aggregate of the query that uses it. So it binds alike wherever it is used,
	// inside a subquery too, and is bound once per statement.
	ctes, agg, outer, sub, over := b.ctes, b.agg, b.outer, b.sub, b.over
	b.ctes, b.agg, b.outer, b.sub, b.over = nil, nil, nil, nil, nil
	b.depth++
	defer func() {
		b.ctes, b.agg, b.outer, b.sub, b.over = ctes, agg, outer, sub, over
		b.depth--
	}()
	b.work.Step()
	corrBefore := b.corr.next
	n, _, err := b.bindQuery(qs.Query)
	if err != nil {
		return nil, err
	}
	n = b.renameView(v, n)
	b.markFromOrigin(v, n.(*Project))
	// A view that numbered correlation variables is bound again at each use, so each use
	// numbers its own.
	if b.corr.next == corrBefore {
		if b.views == nil {
			b.views = map[*catalog.View]Node{}
		}
		b.views[v] = n
	}
	return n, nil
}

// renameView gives a view's bound query the view's column names.
func (b *Binder) renameView(v *catalog.View, n Node) Node {
	// The view's column names are the ones it was created with.
	fields := n.Fields()
	renamed := make([]Field, len(fields))
	exprs := make([]Expr, len(fields))
	for i, f := range fields {
		renamed[i] = Field{Name: v.Schema.Columns[i].Name, Type: f.Type}
		exprs[i] = &InputRef{Index: i, T: f.Type}
	}
	return &Project{Input: n, Exprs: exprs, Output: renamed, Kind: ProjectView}
}

// bindValues binds VALUES rows; each column's type is the least restrictive of its rows'.
func (b *Binder) bindValues(v *sql.Values) (*Values, error) {
	out := &Values{}
	for _, row := range v.Rows {
		items := []sql.Expr{row}
		if r, ok := row.(*sql.RowExpr); ok {
			items = r.Fields
		}
		if p, ok := row.(*sql.ParenExpr); ok {
			items = []sql.Expr{p.X}
			// (ROW(a, b)) is the row (a, b) itself, as Calcite's RowConstructor parses it.
			if r, ok := p.X.(*sql.RowExpr); ok && r.Explicit {
				items = r.Fields
			}
		}
		var bound []Expr
		for _, item := range items {
			e, err := b.bindExpr(item, nil)
			if err != nil {
				return nil, err
			}
			bound = append(bound, e)
		}
		if len(out.Rows) > 0 && len(bound) != len(out.Rows[0]) {
			return nil, validatorError(row, "Values passed to VALUES operator must have compatible types")
		}
		out.Rows = append(out.Rows, bound)
	}
	for col := range out.Rows[0] {
		colTypes := make([]types.Type, len(out.Rows))
		for i, r := range out.Rows {
			colTypes[i] = r[col].Type()
		}
		t, ok := types.LeastRestrictive(colTypes...)
		if !ok {
			if err := valuesDateNumberError(v, out.Rows, col); err != nil {
				return nil, err
			}
			return nil, validatorError(v, "Values passed to VALUES operator must have compatible types")
		}
		if len(out.Rows) > 1 {
			column := make([]Expr, len(out.Rows))
			for i, r := range out.Rows {
				column[i] = r[col]
			}
			if err := bitmapCoercion(v, t, column); err != nil {
				return nil, err
			}
		}
		out.Output = append(out.Output, Field{Name: "EXPR$" + strconv.Itoa(col), Type: t})
	}
	return out, nil
}

// bindJoin binds a join: its ON condition sees both sides' fields; an outer join makes the
// fields of the side that may be missing nullable. NATURAL and USING join on equal columns of
// both sides, which then appear once.
func (b *Binder) bindJoin(j *sql.Join) (Node, scope, error) {
	left, ls, err := b.bindFrom(j.Left)
	if err != nil {
		return nil, nil, err
	}
	if ref, ok := temporalRight(j.Right); ok {
		return b.bindTemporalJoin(j, ref, left, ls)
	}
	if u, ok := j.Right.(*sql.Unnest); ok {
		return b.bindUnnestJoin(j, u, left, ls)
	}
	if d, ok := j.Right.(*sql.DerivedTable); ok && d.Lateral.IsValid() {
		return b.bindLateralJoin(j, d, left, ls)
	}
	right, rs, err := b.bindFrom(j.Right)
	if err != nil {
		return nil, nil, err
	}
	kind, err := joinKindOf(j)
	if err != nil {
		return nil, nil, err
	}
	both := append(append(scope{}, ls...), rs...)
	n := &Join{Kind: kind, Left: left, Right: right}
	var using []usingColumn
	switch {
	case j.Natural || len(j.Using) > 0:
		if using, err = usingColumns(j, ls, rs); err != nil {
			return nil, nil, err
		}
		n.Cond = usingCondition(using, both, len(ls))
	case j.On != nil:
		if n.Cond, err = b.bindExpr(j.On, both); err != nil {
			return nil, nil, err
		}
		if err := wantBoolean(j.On, n.Cond); err != nil {
			return nil, nil, err
		}
	}
	out := make(scope, len(both))
	for i, f := range both {
		nullable := f.Type.Nullable() ||
			(i < len(ls) && n.Kind.NullsLeft()) ||
			(i >= len(ls) && n.Kind.NullsRight())
		out[i] = f
		out[i].Type = f.Type.WithNullable(nullable)
		n.Output = append(n.Output, out[i].Field)
	}
	span := Span{Start: j.JoinPos, End: j.End()} // JOIN ... ON ..., without the left side
	if len(using) > 0 {
		node, sc := mergeUsing(n, out, using, j.Natural)
		return b.markSpan(node, span), sc, nil
	}
	return b.markSpan(n, span), out, nil
}

// valuesDateNumberError is how Flink fails on a VALUES of literals that puts a DATE and a
// number in one column: Calcite types the column DATE and then fails converting the number's
// BigDecimal into a date (case types_common_type_date_int_error). Other incompatible columns
// get Calcite's "compatible types" message.
func valuesDateNumberError(at sql.Node, rows [][]Expr, col int) error {
	date, number := false, false
	for _, r := range rows {
		l, ok := r[col].(*Literal)
		if !ok || l.Value == nil {
			return nil
		}
		switch {
		case l.T.Kind == types.KindDate:
			date = true
		case l.T.IsNumeric():
			number = true
		default:
			return nil
		}
	}
	if !date || !number {
		return nil
	}
	e := validationError(at, "class java.math.BigDecimal cannot be cast to class org.apache.calcite.util.DateString "+
		"(java.math.BigDecimal is in module java.base of loader 'bootstrap'; org.apache.calcite.util.DateString is in "+
		"unnamed module of loader 'app')")
	e.Class = "java.lang.ClassCastException"
	return e
}
