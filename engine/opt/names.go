package opt

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// nameFields gives the binder's internal field names the names Calcite's conversion gives, so
// that plans print as Flink's do: an aggregate's input fields are named after the columns they
// read ($f<i> for expressions), its calls after the select item that is the call (else
// $f<i>), a sink's projection after the query's columns where a PARTITION clause adds constants
// (EXPR$<i> for those) or where it only passes the query on, and AS t(a, b) over literal VALUES
// renames the VALUES itself.
func nameFields(c *Context, roots []plan.Node) ([]plan.Node, error) {
	c.named = map[plan.Node]plan.Node{}
	defer func() { c.named = nil }()
	out := make([]plan.Node, len(roots))
	for i, r := range roots {
		out[i] = c.name(r, nil)
	}
	return out, nil
}

// name renames n's subtree; callNames, when set, names the calls of the aggregate n is (or
// that n filters), by output index. A node reached twice without callNames (a shared view)
// is renamed once and stays shared, so that the pass costs the plan's distinct nodes.
func (c *Context) name(n plan.Node, callNames map[int]string) plan.Node {
	if callNames != nil {
		return c.nameNode(n, callNames)
	}
	if m, ok := c.named[n]; ok {
		return m
	}
	c.Config.Work.Step()
	m := c.nameNode(n, nil)
	c.named[n] = m
	return m
}

func (c *Context) nameNode(n plan.Node, callNames map[int]string) plan.Node {
	switch n := n.(type) {
	case *plan.Project:
		if v, ok := n.Input.(*plan.Values); ok && n.Kind == plan.ProjectAlias && !v.Union && allLiterals(v) && isIdentity(n.Exprs) {
			renamed := *v
			renamed.Output = n.Output
			c.fire()
			return &renamed
		}
		if n.Kind == plan.ProjectGroupID && callNames != nil {
			return c.nameGroupIDProject(n, callNames)
		}
		var names map[int]string
		if aggregateBelow(n.Input) {
			names = map[int]string{}
			for i, e := range n.Exprs {
				if r, ok := e.(*plan.InputRef); ok {
					if _, seen := names[r.Index]; !seen {
						names[r.Index] = n.Output[i].Name
					}
				}
			}
		}
		p := *n
		p.Input = c.name(n.Input, names)
		if n.Kind == plan.ProjectAggregateInput {
			p.Output = make([]plan.Field, len(n.Output))
			in := p.Input.Fields()
			for i, e := range n.Exprs {
				p.Output[i] = n.Output[i]
				if r, ok := e.(*plan.InputRef); ok {
					p.Output[i].Name = in[r.Index].Name
				} else if alias := callNames[i]; alias != "" && !strings.HasPrefix(alias, "EXPR$") {
					// A group expression that a select item aliases takes the alias
					// (Calcite's AggConverter nameMap): id % 2 AS k names the key k.
					p.Output[i].Name = alias
				} else {
					p.Output[i].Name = "$f" + strconv.Itoa(i)
				}
			}
			c.fire()
		}
		return &p
	case *plan.Filter:
		f := *n
		f.Input = c.name(n.Input, callNames)
		return &f
	case *plan.SetOp:
		if callNames != nil && plan.IsGroupIDNode(n) {
			// Calcite's union of GROUP_ID()'s aggregates: each named by the select list, the
			// union after its first input.
			s := *n
			s.Left, s.Right = c.name(n.Left, callNames), c.name(n.Right, callNames)
			s.Output = append([]plan.Field{}, n.Output...)
			for i, f := range s.Left.Fields() {
				s.Output[i].Name = f.Name
			}
			c.fire()
			return &s
		}
	case *plan.Aggregate:
		a := *n
		a.Input = c.name(n.Input, nil)
		if p, ok := a.Input.(*plan.Project); ok && p.Kind == plan.ProjectAggregateInput {
			a.Input = c.nameGroupKeys(p, n.Keys, callNames)
		}
		in := a.Input.Fields()
		a.Output = make([]plan.Field, len(n.Output))
		window, windowed := plan.GroupWindowOf(n)
		for i := range n.Output {
			a.Output[i] = n.Output[i]
			switch {
			case windowed && i == window.Key:
				// A group window's key keeps its time column's name (plan.GroupWindowTimeName).
			case i < n.Keys:
				a.Output[i].Name = in[i].Name
			case callNames[i] != "":
				a.Output[i].Name = callNames[i]
			default:
				a.Output[i].Name = "$f" + strconv.Itoa(i)
			}
		}
		c.fire()
		return &a
	case *plan.Sink:
		s := *n
		s.Input = c.name(n.Input, nil)
		p, ok := s.Input.(*plan.Project)
		if !ok || p.Kind != plan.ProjectSink {
			return &s
		}
		if v, ok := p.Input.(*plan.Values); ok && !v.Union && allLiterals(v) && columnCasts(p.Exprs) {
			// INSERT ... VALUES: Flink types the VALUES with the sink's columns.
			typed := *v
			typed.Coerced = true
			typed.Output = make([]plan.Field, len(v.Output))
			for i, f := range v.Output {
				typed.Output[i] = plan.Field{Name: f.Name, Type: p.Output[i].Type}
			}
			s.Input = &typed
			c.fire()
			return &s
		}
		if len(n.StaticPartition) == 0 && n.TargetColumns == nil {
			if avoided, ok := avoidSinkCasts(p); ok {
				p = avoided
			}
			if isIdentity(p.Exprs) && len(p.Exprs) == len(p.Input.Fields()) {
				// Flink adds a projection only to cast the query to the sink's types
				// (and then names it after the sink); a query that fits keeps its names.
				np := *p
				np.Output = append([]plan.Field{}, p.Output...)
				for i, f := range p.Input.Fields() {
					np.Output[i].Name = f.Name
				}
				s.Input = &np
				c.fire()
			}
			return &s
		}
		// Flink appends the PARTITION values, and NULLs for the columns a column list leaves
		// out, to the query's select list: one projection, named after the query's columns,
		// EXPR$<i> for the values.
		np := *p
		np.Exprs = append([]plan.Expr{}, p.Exprs...)
		np.Output = append([]plan.Field{}, p.Output...)
		inNames := plan.FieldNames(p.Input.Fields())
		if sel, ok := p.Input.(*plan.Project); ok && sel.Kind == plan.ProjectSelect {
			np.Input = sel.Input
			inNames = plan.FieldNames(sel.Output)
			for i, e := range p.Exprs {
				np.Exprs[i] = substitute(e, sel.Exprs)
			}
		}
		for i, e := range p.Exprs {
			switch e := e.(type) {
			case *plan.InputRef:
				np.Output[i].Name = inNames[e.Index]
			case *plan.Literal:
				// A PARTITION value, or NULL for a column the column list leaves out.
				np.Output[i].Name = "EXPR$" + strconv.Itoa(i)
			default:
				// Partial by design: a computed expression keeps the name the projection gave it.
			}
		}
		s.Input = &np
		c.fire()
		return &s
	default:
		// Partial by design: the other kinds keep their names, over renamed inputs (below).
	}
	ins := n.Inputs()
	if len(ins) == 0 {
		return n
	}
	news := make([]plan.Node, len(ins))
	for i, in := range ins {
		news[i] = c.name(in, nil)
	}
	return plan.WithInputs(n, news)
}

// avoidSinkCasts drops the casts of a sink projection when every column of the query can be
// used as its sink column's type as it is (Flink's supportsAvoidingCast, as CHAR(1) into
// STRING): Flink then casts nothing, so it adds no projection and keeps the query's names.
func avoidSinkCasts(p *plan.Project) (*plan.Project, bool) {
	in := p.Input.Fields()
	if len(p.Exprs) != len(in) {
		return nil, false
	}
	exprs := make([]plan.Expr, len(p.Exprs))
	for i, e := range p.Exprs {
		if c, ok := e.(*plan.Cast); ok && !c.Try {
			e = c.X
		}
		r, ok := e.(*plan.InputRef)
		if !ok || r.Index != i || !types.SupportsAvoidingCast(in[i].Type, p.Output[i].Type) {
			return nil, false
		}
		exprs[i] = r
	}
	np := *p
	np.Exprs = exprs
	np.Output = make([]plan.Field, len(in))
	for i, f := range p.Output {
		np.Output[i] = plan.Field{Name: f.Name, Type: in[i].Type}
	}
	return &np, true
}

// nameGroupKeys names the grouping expressions of an aggregate's input projection after the
// select items that are those expressions (cid in SELECT cid AS k ... GROUP BY cid is k), as
// Calcite's AggConverter names them; a name another field of the projection has already
// stays unused, and a projection that reads its whole input in order is not renamed.
func (c *Context) nameGroupKeys(p *plan.Project, keys int, selectNames map[int]string) plan.Node {
	if isIdentity(p.Exprs) && len(p.Exprs) == len(p.Input.Fields()) {
		// Calcite's RelBuilder adds no projection that would only rename its input, and the
		// aggregate reads the input's names (stream_explain_group_key_alias).
		return p
	}
	np := *p
	np.Output = append([]plan.Field{}, p.Output...)
	changed := false
	for i := 0; i < keys && i < len(np.Output); i++ {
		name := selectNames[i]
		if name == "" || name == np.Output[i].Name || slices.ContainsFunc(np.Output, func(f plan.Field) bool { return f.Name == name }) {
			continue
		}
		np.Output[i].Name = name
		changed = true
	}
	if !changed {
		return p
	}
	c.fire()
	return &np
}

// aggregateBelow reports whether n is an aggregate, or a filter (HAVING) over one.
func aggregateBelow(n plan.Node) bool {
	if f, ok := n.(*plan.Filter); ok {
		n = f.Input
	}
	_, ok := n.(*plan.Aggregate)
	return ok || plan.IsGroupIDNode(n)
}

// isIdentity reports whether expressions read their input's fields in order.
func isIdentity(exprs []plan.Expr) bool {
	for i, e := range exprs {
		r, ok := e.(*plan.InputRef)
		if !ok || r.Index != i {
			return false
		}
	}
	return true
}

// columnCasts reports whether a sink projection only casts each column in place.
func columnCasts(exprs []plan.Expr) bool {
	for i, e := range exprs {
		if c, ok := e.(*plan.Cast); ok {
			e = c.X
		}
		r, ok := e.(*plan.InputRef)
		if !ok || r.Index != i {
			return false
		}
	}
	return true
}

// nameGroupIDProject names a projection of GROUP_ID()'s rewrite and the aggregate below it as
// Calcite's: the projection after the select list (keys after their columns), each call after
// the select item that reads it.
func (c *Context) nameGroupIDProject(n *plan.Project, callNames map[int]string) plan.Node {
	below := map[int]string{}
	for i, e := range n.Exprs {
		if r, ok := e.(*plan.InputRef); ok && callNames[i] != "" {
			below[r.Index] = callNames[i]
		}
	}
	p := *n
	p.Input = c.name(n.Input, below)
	in := p.Input.Fields()
	p.Output = append([]plan.Field{}, n.Output...)
	for i := range p.Output {
		switch r, ok := n.Exprs[i].(*plan.InputRef); {
		case ok && i < len(in) && r.Index == i && i < keysOf(p.Input):
			p.Output[i].Name = in[r.Index].Name
		case callNames[i] != "":
			p.Output[i].Name = callNames[i]
		default:
			p.Output[i].Name = "$f" + strconv.Itoa(i)
		}
	}
	c.fire()
	return &p
}

// keysOf is the number of an aggregate's keys, 0 for another node.
func keysOf(n plan.Node) int {
	if a, ok := n.(*plan.Aggregate); ok {
		return a.Keys
	}
	return 0
}
