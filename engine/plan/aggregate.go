package plan

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Aggregate groups its input by the first Keys fields and computes Calls per group; its
// output is the keys, then one field per call. Without keys it is a global aggregate, which
// yields one row even for an empty input.
type Aggregate struct {
	Input  Node
	Keys   int
	Calls  []AggCall
	Output []Field
}

// AggCall is one aggregate function over an input field (Arg is -1 for COUNT(*)).
type AggCall struct {
	Func     string // COUNT, SUM, AVG, MIN, MAX
	Arg      int
	Distinct bool
	T        types.Type
}

func (n *Aggregate) Fields() []Field { return n.Output }
func (n *Aggregate) Inputs() []Node  { return []Node{n.Input} }

var _ Node = (*Aggregate)(nil)

// aggFuncs are the aggregate functions the binder knows.
var aggFuncs = map[string]bool{"COUNT": true, "SUM": true, "AVG": true, "MIN": true, "MAX": true}

// isAggregate reports whether an expression calls an aggregate function at its top.
func isAggregate(e sql.Expr) bool {
	f, ok := e.(*sql.FuncCall)
	return ok && f.Over == nil && aggFuncs[strings.ToUpper(strings.Join(NameParts(f.Name), "."))]
}

// containsAggregate reports whether any select item or HAVING calls an aggregate function.
func containsAggregate(s *sql.Select) bool {
	found := false
	var visit func(e sql.Expr)
	visit = func(e sql.Expr) {
		if e == nil || found {
			return
		}
		if isAggregate(e) {
			found = true
			return
		}
		switch e := e.(type) {
		case *sql.ParenExpr:
			visit(e.X)
		case *sql.UnaryExpr:
			visit(e.X)
		case *sql.BinaryExpr:
			visit(e.X)
			visit(e.Y)
		case *sql.CastExpr:
			visit(e.X)
		case *sql.FuncCall:
			for _, a := range e.Args {
				visit(a)
			}
		case *sql.CaseExpr:
			visit(e.Operand)
			for _, w := range e.Whens {
				visit(w.Cond)
				visit(w.Result)
			}
			visit(e.Else)
		}
	}
	for _, item := range s.Items {
		visit(item.Expr)
	}
	visit(s.Having)
	return found
}

// aggScope resolves expressions above an aggregate: a GROUP BY expression, or an aggregate
// call, becomes a reference to the aggregate's output; a column outside both is an error.
type aggScope struct {
	input    scope    // the FROM clause's fields, for aggregate arguments
	keys     []string // the GROUP BY expressions, printed
	keyTypes []types.Type
	agg      *Aggregate
	pre      *Project // computes the keys and the aggregate arguments from the input
}

// bindAggregate binds SELECT ... GROUP BY ... HAVING ... over input.
func (b *Binder) bindAggregate(s *sql.Select, input Node, sc scope) (Node, scope, error) {
	pre := &Project{Input: input, Kind: ProjectAggregateInput}
	as := &aggScope{input: sc, pre: pre}
	for _, g := range s.GroupBy {
		e, err := b.bindExpr(g, sc)
		if err != nil {
			return nil, nil, err
		}
		as.keys = append(as.keys, g.String())
		as.keyTypes = append(as.keyTypes, e.Type())
		pre.Exprs = append(pre.Exprs, e)
		pre.Output = append(pre.Output, Field{Name: "$k" + itoa(len(pre.Output)), Type: e.Type()})
	}
	as.agg = &Aggregate{Input: pre, Keys: len(s.GroupBy)}
	for i, t := range as.keyTypes {
		as.agg.Output = append(as.agg.Output, Field{Name: "$k" + itoa(i), Type: t})
	}
	saved := b.agg
	b.agg = as
	defer func() { b.agg = saved }()
	var items []Expr
	var fields []Field
	var cond Expr
	// Subqueries in the select list and HAVING join to the aggregate's output.
	out, resolve, err := b.withSubqueries(as.agg, nil, func() error {
		for i, item := range s.Items {
			if _, ok := item.Expr.(*sql.StarExpr); ok {
				return notSupported(item.Expr, "* with GROUP BY")
			}
			e, err := b.bindExpr(item.Expr, nil)
			if err != nil {
				return err
			}
			items = append(items, e)
			fields = append(fields, Field{Name: itemName(item, i), Type: e.Type()})
		}
		if s.Having != nil {
			var err error
			cond, err = b.bindExpr(s.Having, nil)
			return err
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	if cond != nil {
		out = &Filter{Input: out, Cond: resolve(cond)}
	}
	for i, e := range items {
		items[i] = resolve(e)
	}
	p := &Project{Input: out, Exprs: items, Output: fields}
	return p, scopeOf("", fields), nil
}

// lookup resolves an expression in the aggregate's scope: ok is false when the expression is
// neither a key nor an aggregate, and the caller binds its parts.
func (as *aggScope) lookup(b *Binder, e sql.Expr) (Expr, bool, error) {
	text := e.String()
	for i, k := range as.keys {
		if k == text {
			return &InputRef{Index: i, T: as.keyTypes[i]}, true, nil
		}
	}
	if isAggregate(e) {
		ref, err := as.addCall(b, e.(*sql.FuncCall))
		return ref, true, err
	}
	if n, ok := e.(*sql.Name); ok {
		return nil, true, validatorError(n, "Expression '%s' is not being grouped", n.String())
	}
	return nil, false, nil
}

// addCall adds an aggregate call, binding its argument over the FROM clause's fields.
func (as *aggScope) addCall(b *Binder, f *sql.FuncCall) (Expr, error) {
	name := strings.ToUpper(strings.Join(NameParts(f.Name), "."))
	if f.Filter != nil || len(f.Args) > 1 {
		return nil, notSupported(f, "this aggregate call")
	}
	call := AggCall{Func: name, Arg: -1, Distinct: f.Quantifier == "DISTINCT"}
	grouped := as.agg.Keys > 0
	var argType types.Type
	if !f.Star {
		if len(f.Args) != 1 {
			return nil, notSupported(f, name+" without an argument")
		}
		saved := b.agg
		b.agg = nil
		arg, err := b.bindExpr(f.Args[0], as.input)
		b.agg = saved
		if err != nil {
			return nil, err
		}
		argType = arg.Type()
		call.Arg = len(as.pre.Exprs)
		as.pre.Exprs = append(as.pre.Exprs, arg)
		as.pre.Output = append(as.pre.Output, Field{Name: "$a" + itoa(call.Arg), Type: argType})
	} else if name != "COUNT" {
		return nil, notSupported(f, name+"(*)")
	}
	switch name {
	case "COUNT":
		call.T = types.CountType()
	case "SUM":
		call.T = types.SumType(argType, grouped)
	case "AVG":
		call.T = types.AvgType(argType, grouped)
	default:
		call.T = types.MinMaxType(argType, grouped)
	}
	if (name == "SUM" || name == "AVG") && !argType.IsNumeric() {
		return nil, notSupported(f, name+" over "+argType.String())
	}
	index := as.agg.Keys + len(as.agg.Calls)
	as.agg.Calls = append(as.agg.Calls, call)
	as.agg.Output = append(as.agg.Output, Field{Name: "$f" + itoa(index), Type: call.T})
	return &InputRef{Index: index, T: call.T}, nil
}

func itoa(i int) string {
	const digits = "0123456789"
	if i < 10 {
		return digits[i : i+1]
	}
	return itoa(i/10) + digits[i%10:i%10+1]
}
