package plan

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// overScope collects the OVER calls of a select list while it is bound: each becomes a field
// of an Over node between the FROM clause's plan and the projection, as Calcite's
// ProjectToWindowRule splits them out.
type overScope struct {
	width int // the fields of the input the select list reads
	// windows are the select's named windows (WINDOW w AS (...)), resolved.
	windows map[string]*sql.WindowSpec
	calls   []*OverCall
	// span is the first call's, to its OVER (...): the SQL the Over node (and its sort) came
	// from.
	span Span
}

// bindOverCall binds f(args) OVER (...) in a select list to a reference to the Over node's
// field that will compute it.
func (b *Binder) bindOverCall(f *sql.FuncCall, sc scope) (Expr, error) {
	name := strings.ToUpper(strings.Join(NameParts(f.Name), "."))
	if b.over == nil {
		return nil, notSupported(f, "OVER windows outside a select list without GROUP BY")
	}
	over, err := b.callWindow(f)
	if err != nil {
		return nil, err
	}
	streaming := b.session != nil && b.session.Streaming
	if f.Quantifier == "DISTINCT" && aggFuncs[name] && !streaming {
		// Flink's batch OVER aggregate refuses it; its streaming ones run it.
		e := validationError(f, "Distinct not supported in Windowing function!")
		e.Class = "org.apache.calcite.tools.ValidationException"
		return nil, e
	}
	distinct := f.Quantifier == "DISTINCT" && aggFuncs[name] && !f.Star && !overValueFuncs[name]
	if f.Filter != nil || (f.Star && name != "COUNT") || (f.Quantifier != "" && !distinct) {
		return nil, notSupported(f, "this OVER call")
	}
	call := &OverCall{Func: name, Distinct: distinct, Pos: f.Pos()}
	switch {
	case rankingFuncs[name]:
		if len(f.Args) > 0 {
			return nil, validatorError(f, "Invalid number of arguments to function '%s'. Was expecting 0 arguments", name)
		}
		if over.Frame != nil {
			return nil, validatorError(over.Frame, "ROW/RANGE not allowed with RANK, DENSE_RANK or ROW_NUMBER functions")
		}
		call.T = RankNumberType
	case distributionFuncs[name]:
		if err := b.bindDistributionCall(f, over, name, call, sc); err != nil {
			return nil, err
		}
	case name == "LAG" || name == "LEAD":
		if err := b.bindOffsetCall(f, over.Frame, name, call, sc); err != nil {
			return nil, err
		}
	case aggFuncs[name] && (!groupOnlyAggregates[name] || overValueFuncs[name] || VarianceFuncs[name]):
		if err := b.bindOverAggregate(f, name, call, sc); err != nil {
			return nil, err
		}
	default:
		return nil, notSupported(f, "the window function "+name)
	}
	for _, p := range over.PartitionBy {
		e, err := b.bindExpr(p, sc)
		if err != nil {
			return nil, err
		}
		call.PartitionBy = append(call.PartitionBy, e)
	}
	for _, item := range over.OrderBy {
		e, err := b.bindExpr(item.Expr, sc)
		if err != nil {
			return nil, err
		}
		// NULLs sort first ascending and last descending unless the query says, as in ORDER BY.
		nullsFirst := !item.Desc
		if item.Nulls != "" {
			nullsFirst = item.Nulls == "FIRST"
		}
		call.OrderBy = append(call.OrderBy, SortKey{Expr: e, Descending: item.Desc, NullsFirst: nullsFirst})
	}
	// Calcite's conversion gives ROW_NUMBER its rows frame; RANK and DENSE_RANK keep the
	// default RANGE frame, as Flink's OverAggregate prints them.
	call.Frame = defaultFrame(len(call.OrderBy) > 0, call.Func == "ROW_NUMBER")
	if over.Frame != nil {
		fr, err := b.bindFrame(over.Frame, sc, len(call.OrderBy) > 0)
		if err != nil {
			return nil, err
		}
		call.Frame = fr
		if err := checkFrameOffsets(over.Frame, call); err != nil {
			return nil, err
		}
	}
	if VarianceFuncs[call.Func] && frameMayBeEmpty(call.Frame) {
		// Calcite casts the reduced expression's steps differently then: not recorded.
		return nil, notSupported(f, name+" OVER a frame that may hold no row")
	}
	// A frame with an offset bound is not always non-empty to Calcite (SqlWindow's
	// isAlwaysNonEmpty, which SqlOverOperator passes to the call's type as an empty group): an
	// aggregate typed nullable over an empty group is nullable over it, SUM of a NOT NULL column
	// CASE(>(COUNT, 0), $SUM0, null), a sample variance of one row NULL, not -1
	// (over_batch_variance, over_variance_frames_explain). COLLECT's MULTISET never is.
	emptyGroup := frameMayBeEmpty(call.Frame) || (call.Frame.HasOffset() && call.Func != "COLLECT")
	if call.Func != "COUNT" && !call.IsOffset() && !call.IsDistribution() && emptyGroup {
		call.T = call.T.WithNullable(true)
	}
	if len(b.over.calls) == 0 {
		b.over.span = Span{Start: f.Pos(), End: f.End()}
	}
	b.over.calls = append(b.over.calls, call)
	return &InputRef{Index: b.over.width + len(b.over.calls) - 1, T: call.T}, nil
}

// withOver wraps the input of a select list in an Over node computing the OVER calls bound
// while the list was bound; without any it returns the input unchanged.
func withOver(input Node, o *overScope) Node {
	if o == nil || len(o.calls) == 0 {
		return input
	}
	out := append([]Field{}, input.Fields()...)
	for i, c := range o.calls {
		out = append(out, Field{Name: "w0$o" + strconv.Itoa(i), Type: c.T})
	}
	return &Over{Input: input, Calls: o.calls, Output: out}
}

// overInput is the input of a select list's projection: the FROM clause's plan, under an
// Over node when the list has OVER calls.
func (b *Binder) overInput(input Node, s *sql.Select) (Node, error) {
	if len(b.over.calls) == 0 {
		return input, nil
	}
	if len(input.Fields()) != b.over.width {
		return nil, notSupported(s, "OVER windows beside subqueries in a select list")
	}
	return b.markSpan(withOver(input, b.over), b.over.span), nil
}

// bindOverAggregate binds the argument of an aggregate over a window and types its result as
// the grouped aggregate's: the window holds the current row unless the frame excludes it, so
// the result keeps the argument's nullability then.
func (b *Binder) bindOverAggregate(f *sql.FuncCall, name string, call *OverCall, sc scope) error {
	if f.Star {
		call.T = types.CountType()
		return nil
	}
	if err := checkAggArgCount(f, name); err != nil {
		return err
	}
	args, err := b.bindExprs(f.Args, sc)
	if err != nil {
		return err
	}
	if err := checkAggArgTypes(f, name, args); err != nil {
		return err
	}
	call.Args = args
	t := args[0].Type()
	switch name {
	case "COUNT":
		call.T = types.CountType()
	case "SUM":
		call.T = types.SumType(t, true)
	case "AVG":
		call.T = types.AvgType(t, true)
	case "STDDEV_POP", "STDDEV_SAMP", "STDDEV", "VAR_POP", "VAR_SAMP", "VARIANCE":
		if err := checkOverVarianceArg(f, name, call); err != nil {
			return err
		}
		// Calcite's AVG_AGG_FUNCTION: the argument's type; the optimizer reduces the call
		// (opt/aggregate_reduce_over.go).
		call.T = types.AvgType(t, true)
	case "COLLECT":
		call.T = types.MultisetOf(t).AsNotNull()
	default:
		call.T = types.MinMaxType(t, true)
	}
	return nil
}

// checkOverVarianceArg refuses the variance calls over a window whose plans Flinkpad has not
// recorded: of a DECIMAL (Flink's arithmetic of the reduced expression in DECIMAL) and with
// DISTINCT.
func checkOverVarianceArg(f *sql.FuncCall, name string, call *OverCall) error {
	switch {
	case call.Distinct:
		return notSupported(f, name+" with DISTINCT OVER a window")
	case call.Args[0].Type().Kind == types.KindDecimal:
		return notSupported(f, name+" of a DECIMAL OVER a window")
	}
	return nil
}

// overValueFuncs are the aggregates that run over a window although the GROUP BY path keeps
// them to itself (groupOnlyAggregates): they keep every value of the frame, so that a row
// leaving it is taken back out.
var overValueFuncs = map[string]bool{"FIRST_VALUE": true, "LAST_VALUE": true, "COLLECT": true}

// frameMayBeEmpty reports whether a frame can hold no row, which makes an aggregate over it
// nullable.
func frameMayBeEmpty(f Frame) bool {
	return f.Lower.Kind == sql.Following || f.Upper.Kind == sql.Preceding
}

// overAliases are the names the select list p gives the calls of o it reads directly; nil
// when Calcite removes p as trivial: p reads o's fields in order, every call among them, and
// skips only input fields that no call reads (column pruning drops them below the window).
func overAliases(p *Project, o *Over) []string {
	width := len(o.Input.Fields())
	read := map[int]bool{}
	for _, c := range o.Calls {
		exprs := append(append([]Expr{}, c.Args...), c.PartitionBy...)
		for _, k := range c.OrderBy {
			exprs = append(exprs, k.Expr)
		}
		for _, e := range exprs {
			WalkOnce(e, func(x Expr) bool {
				if r, ok := x.(*InputRef); ok {
					read[r.Index] = true
				}
				return true
			})
		}
	}
	trivial, next := true, 0
	for _, e := range p.Exprs {
		r, ok := e.(*InputRef)
		if !ok || r.Index < next {
			trivial = false
			break
		}
		for skipped := next; skipped < r.Index; skipped++ {
			if skipped >= width || read[skipped] {
				trivial = false
			}
		}
		next = r.Index + 1
	}
	if trivial && next == len(o.Output) {
		return nil
	}
	aliases := make([]string, len(o.Calls))
	for i, e := range p.Exprs {
		if r, ok := e.(*InputRef); ok && r.Index >= width && aliases[r.Index-width] == "" {
			aliases[r.Index-width] = p.Output[i].Name
		}
	}
	return aliases
}
