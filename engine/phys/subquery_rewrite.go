package phys

import (
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// This file rewrites the optimized graph, for printing and running, where subquery_join.go and in_join.go
// know Flink's plan of a subquery's join: the new join, under a Calc that gives the fields the
// binder's join gave, merged into the Calc that reads them.

// restored tracks the rewrite: the restoring Calcs it made over reshaped joins, which give the
// fields the binder's joins gave for the nodes above to read.
type restored struct {
	calcs map[*plan.Calc]bool
	// valued are Calcs that compute a subquery's value (a restoring Calc's expression merged
	// into them), which Flink computes later than a join that reads them.
	valued map[*plan.Calc]bool
	// inMarks are the restoring Calcs of IN, with the field that is IN's value.
	inMarks map[*plan.Calc]int
	// notIns are NOT IN's values over those Calcs' inputs.
	notIns map[*plan.Calc]plan.Expr
	origin map[plan.Node]plan.Node
	// correlatedIns are the restoring Calcs of correlated IN, with the binder's join, which an
	// IN of the same subquery above shares (sameIn); firstMarks are the restoring
	// Calcs of such a shared join, with the field that is the first IN's value.
	correlatedIns map[*plan.Calc]*plan.Join
	firstMarks    map[*plan.Calc]int
	// inJoins are the restoring Calcs of IN (correlated or not) with the binder's join, which
	// a Calc that reads IN's value in its condition reshapes again (inOfFilter).
	inJoins map[*plan.Calc]*plan.Join
	// abilities tells what a scan's connector accepts, for the filters Flink pushes into the
	// scans of a subquery it reads again.
	abilities func(*plan.Scan) opt.Abilities
}

// notOfIn marks NOT of IN's field in a Calc's select list: the field one past the input's,
// which withNotIn gives NOT IN's value.
func notOfIn(c *plan.Calc, mark int, notIn plan.Expr) *plan.Calc {
	out := *c
	out.Exprs = make([]plan.Expr, len(c.Exprs))
	for i, e := range c.Exprs {
		out.Exprs[i] = e
		if call, ok := e.(*plan.Call); ok && call.Op == plan.OpNot {
			if ref, ok := call.Args[0].(*plan.InputRef); ok && ref.Index == mark {
				out.Exprs[i] = &plan.InputRef{Index: len(c.Input.Fields()), T: notIn.Type()}
			}
		}
	}
	return &out
}

// readsNot reports whether a Calc selects NOT of a field (deeper reads fail onlySelected).
func readsNot(c *plan.Calc, field int) bool {
	for _, e := range c.Exprs {
		if call, ok := e.(*plan.Call); ok && call.Op == plan.OpNot {
			if ref, ok := call.Args[0].(*plan.InputRef); ok && ref.Index == field {
				return true
			}
		}
	}
	return false
}

// withNotIn adds NOT IN's value to a restoring Calc's fields.
func withNotIn(c *plan.Calc, notIn plan.Expr) *plan.Calc {
	out := *c
	out.Exprs = append(append([]plan.Expr{}, c.Exprs...), notIn)
	out.Output = append(append([]plan.Field{}, c.Output...), plan.Field{Name: "$notin", Type: notIn.Type()})
	return &out
}

// identity reports whether a Calc passes all of its input's fields on, in order.
func identity(c *plan.Calc) bool {
	if c.Cond != nil || len(c.Exprs) != len(c.Input.Fields()) {
		return false
	}
	for i, e := range c.Exprs {
		if r, ok := e.(*plan.InputRef); !ok || r.Index != i {
			return false
		}
	}
	return true
}

// unprintable stands for a node whose Flink plan is not known, which fails to print.
type unprintable struct{ plan.Node }

// onlySelected reports whether a Calc reads a field only as a select item of its own, not
// inside an expression or its condition.
func onlySelected(c *plan.Calc, field int) bool {
	inside := func(e plan.Expr) bool {
		if _, ok := e.(*plan.InputRef); ok {
			return false
		}
		used := false
		plan.MapRefs(e, func(r *plan.InputRef) plan.Expr {
			used = used || r.Index == field
			return r
		})
		return used
	}
	if c.Cond != nil && inside(c.Cond) {
		return false
	}
	for _, e := range c.Exprs {
		if inside(e) {
			return false
		}
	}
	return true
}

// flinkSubqueryJoins rewrites the graph's MARK and SINGLE joins where Flinkpad knows Flink's
// shape; others stay, and fail to print. names are the roots' field names as the query
// names them (or the sink prints them), for a restoring Calc at the top. origin maps each
// rewritten node to the node of the optimized graph it stands for, whose run
// metrics it shows.
func flinkSubqueryJoins(roots []plan.Node, names [][]string, abilities func(*plan.Scan) opt.Abilities) (rewritten []plan.Node, origin map[plan.Node]plan.Node) {
	r := &restored{calcs: map[*plan.Calc]bool{}, valued: map[*plan.Calc]bool{}, inMarks: map[*plan.Calc]int{}, notIns: map[*plan.Calc]plan.Expr{},
		origin: map[plan.Node]plan.Node{}, abilities: abilities,
		correlatedIns: map[*plan.Calc]*plan.Join{}, firstMarks: map[*plan.Calc]int{}, inJoins: map[*plan.Calc]*plan.Join{}}
	memo := map[plan.Node]plan.Node{}
	out := make([]plan.Node, len(roots))
	for i, root := range roots {
		out[i] = r.rewrite(root, memo)
		if i >= len(names) {
			continue
		}
		// A restoring Calc at the top, or feeding a sink, takes the query's names.
		if c, ok := out[i].(*plan.Calc); ok && r.calcs[c] {
			out[i] = r.renamed(c, names[i], roots[i])
		}
		if s, ok := out[i].(*plan.Sink); ok {
			if c, ok := s.Input.(*plan.Calc); ok && r.calcs[c] {
				out[i] = plan.WithInputs(s, []plan.Node{r.renamed(c, names[i], c)})
				r.origin[out[i]] = roots[i]
			}
		}
	}
	return out, r.origin
}

// renamed is a restoring Calc with its fields named as given, where their number matches.
func (r *restored) renamed(c *plan.Calc, names []string, origin plan.Node) *plan.Calc {
	if len(names) != len(c.Output) {
		return c
	}
	out := *c
	out.Output = make([]plan.Field, len(c.Output))
	for k, f := range c.Output {
		out.Output[k] = plan.Field{Name: names[k], Type: f.Type}
	}
	if o, ok := r.origin[c]; ok {
		origin = o
	}
	r.origin[&out] = origin
	return &out
}

func (r *restored) rewrite(n plan.Node, memo map[plan.Node]plan.Node) plan.Node {
	if m, ok := memo[n]; ok {
		return m
	}
	ins := n.Inputs()
	news := make([]plan.Node, len(ins))
	changed := false
	for i, in := range ins {
		news[i] = r.rewrite(in, memo)
		changed = changed || news[i] != in
	}
	out := n
	if changed {
		out = plan.WithInputs(n, news)
	}
	if c, ok := r.existsOverIn(out); ok {
		r.origin[c] = n
		memo[n] = c
		return c
	}
	if j, ok := out.(*plan.Join); ok {
		// An IN of the same subquery shares the joins; another joins after them.
		if c, ok := r.sameIn(j); ok {
			r.origin[c] = n
			memo[n] = c
			return c
		}
	}
	if c, ok := r.inOverIn(out); ok {
		r.origin[c] = n
		memo[n] = c
		return c
	}
	for _, in := range out.Inputs() {
		c, ok := in.(*plan.Calc)
		if !ok || !r.calcs[c] && !r.valued[c] {
			continue
		}
		switch out.(type) {
		case *plan.Calc, *plan.Sink:
		default:
			// Flink computes the subquery's value later, after what reads it here.
			out = &unprintable{out}
		}
	}
	switch m := out.(type) {
	case *plan.Join:
		if j, restore, ok := reshapeSubqueryJoin(m); ok {
			c := &plan.Calc{Input: j, Exprs: restore, Output: m.Output}
			r.calcs[c] = true
			out = c
		} else if j, restore, notIn, ok := reshapeInJoin(m, false); ok {
			c := &plan.Calc{Input: j, Exprs: restore, Output: m.Output}
			r.calcs[c] = true
			r.inMarks[c] = len(restore) - 1
			r.notIns[c] = notIn
			r.inJoins[c] = m
			out = c
		} else if j, restore, notIn, ok := reshapeCorrelatedInJoin(m, r.abilities, false); ok {
			c := &plan.Calc{Input: j, Exprs: restore, Output: m.Output}
			r.calcs[c] = true
			r.inMarks[c] = len(restore) - 1
			r.notIns[c] = notIn
			r.correlatedIns[c] = m
			r.inJoins[c] = m
			out = c
		}
		if c, ok := out.(*plan.Calc); ok && r.calcs[c] && identity(c) {
			// Flink has no projection that only passes the join's fields on.
			out = c.Input
		}
	case *plan.Calc:
		if c, ok := uniqueValuesScalarJoin(m); ok {
			out = c
			break
		}
		if below, ok := m.Input.(*plan.Calc); ok && r.calcs[below] {
			if first, shared := r.firstMarks[below]; shared && (readsNot(m, first) || !onlySelected(m, first)) {
				// NOT of the first IN over the shared join is not known yet.
				out = &unprintable{m}
				break
			}
			if mark, isIn := r.inMarks[below]; isIn {
				if c, ok := r.inOfFilter(m, below, mark); ok {
					out = c
					break
				}
				notIn, known := r.notIns[below]
				if !known && readsNot(m, mark) {
					// NOT IN's value over nested joins is not known yet.
					out = &unprintable{m}
					break
				}
				m = notOfIn(m, mark, notIn)
				if !onlySelected(m, mark) {
					// Calcite simplifies an expression over IN's CASE further; not known yet.
					out = &unprintable{m}
					break
				}
				if known {
					below = withNotIn(below, notIn)
				}
			}
			merged := mergeCalcs(m, below)
			if computesValue(m, below) {
				r.valued[merged] = true
			}
			out = merged
		}
	default:
		// Only joins and the Calcs over them are reshaped; other nodes keep their shape.
	}
	if out != n {
		r.origin[out] = n
		if j, ok := out.(*plan.Calc); ok && r.calcs[j] {
			r.origin[j.Input] = n
		}
	}
	memo[n] = out
	return out
}

// computesValue reports whether a Calc reads a field its restoring Calc below computes (a
// subquery's value, not a field passed on).
func computesValue(above, below *plan.Calc) bool {
	for k, e := range below.Exprs {
		if _, isRef := e.(*plan.InputRef); isRef {
			continue
		}
		if above.Cond != nil && reads(above.Cond, k) {
			return true
		}
		for _, x := range above.Exprs {
			if reads(x, k) {
				return true
			}
		}
	}
	return false
}

// mergeCalcs is the Calc above a restoring one reading the reshaped join directly.
func mergeCalcs(above, below *plan.Calc) *plan.Calc {
	sub := func(e plan.Expr) plan.Expr {
		return plan.MapRefs(e, func(ref *plan.InputRef) plan.Expr { return below.Exprs[ref.Index] })
	}
	exprs := make([]plan.Expr, len(above.Exprs))
	for i, e := range above.Exprs {
		exprs[i] = sub(e)
	}
	var cond plan.Expr
	if above.Cond != nil {
		cond = sub(above.Cond)
	}
	return &plan.Calc{Input: below.Input, Exprs: exprs, Cond: cond, Output: above.Output}
}

// streamSubqueriesPrintable fails for the joins of subqueries whose streaming plans Flinkpad
// does not know: all but the semi and anti joins of IN and EXISTS in WHERE (the rewrite here is
// of Flink's batch plans).
func streamSubqueriesPrintable(roots []plan.Node) error {
	seen := map[plan.Node]bool{}
	var walk func(n plan.Node) error
	walk = func(n plan.Node) error {
		if seen[n] {
			return nil
		}
		seen[n] = true
		if j, ok := n.(*plan.Join); ok && j.Subquery && j.Kind != plan.JoinSemi && j.Kind != plan.JoinAnti {
			return notExplainable("IN and EXISTS outside WHERE, and scalar subqueries, in streaming mode")
		}
		for _, in := range n.Inputs() {
			if err := walk(in); err != nil {
				return err
			}
		}
		return nil
	}
	for _, r := range roots {
		if err := walk(r); err != nil {
			return err
		}
	}
	return nil
}
