package opt

import (
	"strconv"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// Join conditions whose equalities compare expressions rather than fields, as Calcite's
// RelOptUtil.pushDownJoinConditions rewrites them: each operand of an = or IS NOT DISTINCT FROM
// (alone or in an AND) that reads one side and is not a plain field or literal (an implicit
// CAST, o.cid + 1, UPPER(name)) is computed in a projection below that side, the equality
// reads the new field, and a projection above the join drops the new fields again. The join
// then hashes on plain fields. Flink's conversion from SQL does it for every ON condition
// (its RelBuilder pushes join conditions), so the abstract syntax tree shows it; the
// optimizer's JoinPushExpressionsRule does it again for conditions made later, such as a
// WHERE equality that became a join condition.

// pushJoinConditionsOfFromJoins is the conversion's rewrite, for the joins of FROM clauses.
func pushJoinConditionsOfFromJoins(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return pushJoinConditions(c, roots, false)
}

// pushJoinExpressions is the optimizer's rewrite, for every join, subqueries' too.
func pushJoinExpressions(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return pushJoinConditions(c, roots, true)
}

func pushJoinConditions(c *Context, roots []plan.Node, subqueries bool) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		j, ok := n.(*plan.Join)
		if !ok || j.Cond == nil || j.In != nil || (j.Subquery && !subqueries) || !pushableKinds[j.Kind] || !plainExpr(j.Cond) {
			return n, nil
		}
		p := &joinKeyPusher{nLeft: len(j.Left.Fields()), nRight: len(j.Right.Fields())}
		cond := p.push(j.Cond)
		if len(p.left) == 0 && len(p.right) == 0 {
			return n, nil
		}
		c.fire()
		return p.rebuild(j, cond), nil
	})
}

// pushableKinds are the join kinds Calcite's rewrite handles: those whose rows are the left
// fields and then the right ones, or the left ones alone.
var pushableKinds = map[plan.JoinKind]bool{plan.JoinInner: true, plan.JoinLeft: true, plan.JoinRight: true, plan.JoinFull: true, plan.JoinSemi: true, plan.JoinAnti: true}

// plainExpr reports whether an expression holds only fields, literals, calls and casts: Calcite
// pushes nothing from a condition with a field access (names could change) or a subquery.
func plainExpr(e plan.Expr) bool {
	ok := true
	visit(e, func(x plan.Expr) {
		switch x := x.(type) {
		case *plan.InputRef, *plan.Literal, *plan.Cast:
		case *plan.Call:
			ok = ok && x.Op != plan.OpDot
		default:
			ok = false
		}
	})
	return ok
}

// joinKeyPusher collects the expressions pushed into each side. While it works, a pushed
// expression is referenced by a placeholder index past both sides (pending), resolved once the
// number of pushed expressions is known.
type joinKeyPusher struct {
	nLeft, nRight int
	left, right   []plan.Expr
}

const pendingBase = 1 << 20

// push rewrites a condition as pushDownEqualJoinConditions does: an equality of the two sides
// and an AND look at their operands, anything else stays.
func (p *joinKeyPusher) push(e plan.Expr) plan.Expr {
	call, ok := e.(*plan.Call)
	if !ok {
		return e
	}
	switch call.Op {
	case plan.OpEquals, plan.OpIsNotDistinctFrom:
		if !p.opposite(call.Args[0], call.Args[1]) {
			return e
		}
		args := []plan.Expr{p.pushOperand(call.Args[0]), p.pushOperand(call.Args[1])}
		return call.WithArgs(args)
	case plan.OpAnd:
		args := make([]plan.Expr, len(call.Args))
		for i, a := range call.Args {
			if ac, ok := a.(*plan.Call); ok && (ac.Op == plan.OpEquals || ac.Op == plan.OpIsNotDistinctFrom) {
				args[i] = p.push(a)
			} else {
				args[i] = a
			}
		}
		return call.WithArgs(args)
	}
	return e
}

type side uint8

const (
	sideNone side = iota
	sideLeft
	sideRight
	sideBoth
)

func (p *joinKeyPusher) sideOf(e plan.Expr) side {
	used := map[int]bool{}
	refsOf(e, used)
	s := sideNone
	for i := range used {
		is := sideLeft
		if i >= p.nLeft {
			is = sideRight
		}
		if s != sideNone && s != is {
			return sideBoth
		}
		s = is
	}
	return s
}

func (p *joinKeyPusher) opposite(a, b plan.Expr) bool {
	sa, sb := p.sideOf(a), p.sideOf(b)
	return sa == sideLeft && sb == sideRight || sa == sideRight && sb == sideLeft
}

// pushOperand moves an equality's operand into its side unless it is a field or a literal.
func (p *joinKeyPusher) pushOperand(e plan.Expr) plan.Expr {
	switch x := e.(type) {
	case *plan.InputRef, *plan.Literal:
		return e
	case *plan.Call:
		if x.Op == plan.OpOr || x.Op == plan.OpNot {
			return e
		}
	default:
		// Partial by design: any other operand is pushed to the side it reads, below.
	}
	switch p.sideOf(e) {
	case sideLeft:
		p.left = append(p.left, e)
		return &plan.InputRef{Index: pendingBase + len(p.left) - 1, T: e.Type()}
	case sideRight:
		shift := map[int]int{}
		used := map[int]bool{}
		refsOf(e, used)
		for i := range used {
			shift[i] = i - p.nLeft
		}
		p.right = append(p.right, remap(e, shift))
		return &plan.InputRef{Index: 2*pendingBase + len(p.right) - 1, T: e.Type()}
	}
	return e
}

// rebuild makes the projections below the join, the join on cond, and the projection above.
func (p *joinKeyPusher) rebuild(j *plan.Join, cond plan.Expr) plan.Node {
	nLeftExtra := len(p.left)
	rightStart := p.nLeft + nLeftExtra
	cond = rewrite(cond, func(x plan.Expr) plan.Expr {
		r, ok := x.(*plan.InputRef)
		if !ok {
			return x
		}
		switch {
		case r.Index >= 2*pendingBase:
			return &plan.InputRef{Index: rightStart + p.nRight + r.Index - 2*pendingBase, T: r.T}
		case r.Index >= pendingBase:
			return &plan.InputRef{Index: p.nLeft + r.Index - pendingBase, T: r.T}
		case r.Index >= p.nLeft:
			return &plan.InputRef{Index: r.Index + nLeftExtra, T: r.T}
		}
		return x
	})
	nj := *j
	nj.Cond = cond
	nj.Left = extendedProject(j.Left, p.left)
	nj.Right = extendedProject(j.Right, p.right)
	nj.Output = joinOutput(nj.Kind, nj.Left.Fields(), nj.Right.Fields())
	row := plan.UniqueNames(plan.FieldNames(nj.Output))
	top := &plan.Project{Spanned: j.Spanned, Input: &nj}
	keep := func(i int) {
		top.Exprs = append(top.Exprs, &plan.InputRef{Index: i, T: nj.Output[i].Type})
		top.Output = append(top.Output, plan.Field{Name: row[i], Type: nj.Output[i].Type})
	}
	for i := 0; i < p.nLeft; i++ {
		keep(i)
	}
	if nj.Shape() == plan.JoinPairs {
		for i := 0; i < p.nRight; i++ {
			keep(rightStart + i)
		}
	}
	return top
}

// extendedProject is in's fields followed by the pushed expressions, named as Calcite's
// RelBuilder names them: a (cast) field after the field, else $f and the position, made unique.
func extendedProject(in plan.Node, extra []plan.Expr) plan.Node {
	if len(extra) == 0 {
		return in
	}
	fields := in.Fields()
	p := &plan.Project{Input: in}
	names := plan.FieldNames(fields)
	for i, f := range fields {
		p.Exprs = append(p.Exprs, &plan.InputRef{Index: i, T: f.Type})
		p.Output = append(p.Output, f)
	}
	for k, e := range extra {
		name := "$f" + strconv.Itoa(len(fields)+k)
		inner := e
		for {
			c, ok := inner.(*plan.Cast)
			if !ok {
				break
			}
			inner = c.X
		}
		if r, ok := inner.(*plan.InputRef); ok {
			name = fields[r.Index].Name
		}
		names = append(names, name)
		p.Exprs = append(p.Exprs, e)
		p.Output = append(p.Output, plan.Field{Name: name, Type: e.Type()})
	}
	unique := plan.UniqueNames(names)
	for i := range p.Output {
		p.Output[i].Name = unique[i]
	}
	return p
}

// joinOutput is what a join of kind outputs over these inputs: outer joins make the padded
// side nullable.
func joinOutput(kind plan.JoinKind, left, right []plan.Field) []plan.Field {
	var out []plan.Field
	for _, f := range left {
		f.Type = f.Type.WithNullable(f.Type.Nullable() || kind.NullsLeft())
		out = append(out, f)
	}
	if plan.JoinShapeOf(kind) != plan.JoinPairs {
		return out
	}
	for _, f := range right {
		f.Type = f.Type.WithNullable(f.Type.Nullable() || kind.NullsRight())
		out = append(out, f)
	}
	return out
}
