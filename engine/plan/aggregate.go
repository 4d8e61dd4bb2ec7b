package plan

import (
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Aggregate groups its input by the first Keys fields and computes Calls per group; its
// output is the keys, then one field per call. Without keys it is a global aggregate, which
// yields one row even for an empty input.
type Aggregate struct {
	Spanned
	Input  Node
	Keys   int
	Calls  []AggCall
	Output []Field
	// GroupSets are GROUPING SETS, ROLLUP or CUBE: each set lists the keys it groups on, in
	// Calcite's order of the sets; nil for one set of every key. The optimizer decomposes such
	// an aggregate into an Expand under a plain one (opt/grouping_sets.go).
	GroupSets [][]int
}

// AggCall is one aggregate function over an input field (Arg is -1 for COUNT(*)).
type AggCall struct {
	Func string // COUNT, SUM, AVG, MIN, MAX, LISTAGG, FIRST_VALUE, LAST_VALUE, COLLECT, STDDEV_POP...
	Arg  int
	// MoreArgs are the input fields of the operands after Arg: JSON_OBJECTAGG's value, Arg
	// being its key (Flink passes them as two operands). Every pass that renumbers Arg
	// renumbers them too (MapArgs).
	MoreArgs []int
	Distinct bool
	T        types.Type
	// Separator is LISTAGG's separator, ',' unless given.
	Separator string
	// IgnoreNulls is ARRAY_AGG's IGNORE NULLS: without it ARRAY_AGG collects NULLs, which every
	// other aggregate skips (TakesNulls).
	IgnoreNulls bool
	// Percentages are PERCENTILE's percentages, and PercentileArray says they were given as an
	// ARRAY (the result is then an ARRAY<DOUBLE>).
	Percentages     []float64
	PercentileArray bool
	// Filtered says the call has FILTER (WHERE ...): it aggregates only the rows whose input
	// field FilterArg, a BOOLEAN NOT NULL (the condition IS TRUE), is true.
	Filtered  bool
	FilterArg int
	// Grouping are the keys GROUPING(...) and GROUPING_ID(...) read (Func GROUPING,
	// GROUPING_ID; GROUP_ID reads none): values of the grouping set, not of rows.
	Grouping []int
}

// MapArgs is the call with its operand fields, Arg (when it is one) and MoreArgs, renumbered
// by f; FilterArg stays as it is.
func (c AggCall) MapArgs(f func(int) int) AggCall {
	if c.Arg >= 0 {
		c.Arg = f(c.Arg)
	}
	if c.MoreArgs != nil {
		more := make([]int, len(c.MoreArgs))
		for i, a := range c.MoreArgs {
			more[i] = f(a)
		}
		c.MoreArgs = more
	}
	return c
}

// ArgFields are the input fields the call reads as operands (not its FILTER).
func (c AggCall) ArgFields() []int {
	if c.Arg < 0 {
		return c.MoreArgs
	}
	return append([]int{c.Arg}, c.MoreArgs...)
}

// TakesNulls reports whether the call's accumulator takes NULL arguments, which the
// aggregates otherwise never see: ARRAY_AGG without IGNORE NULLS and JSON_ARRAYAGG with NULL
// ON NULL collect them, SINGLE_VALUE counts them as values, and JSON_OBJECTAGG (a call of two
// operands) takes its key and value as they are.
func (c AggCall) TakesNulls() bool {
	return (c.Func == "ARRAY_AGG" && !c.IgnoreNulls) || c.Func == "SINGLE_VALUE" || c.Func == JSONArrayAggName(true) ||
		len(c.MoreArgs) > 0
}

// JSONArrayAggName is the name Flink's plans give JSON_ARRAYAGG, after its ON NULL behaviour
// (ABSENT ON NULL unless written).
func JSONArrayAggName(nullOnNull bool) string {
	if nullOnNull {
		return "JSON_ARRAYAGG_NULL_ON_NULL"
	}
	return "JSON_ARRAYAGG_ABSENT_ON_NULL"
}

// JSONObjectAggName is the name Flink's plans give JSON_OBJECTAGG, after its ON NULL behaviour
// (NULL ON NULL unless written).
func JSONObjectAggName(nullOnNull bool) string {
	if nullOnNull {
		return "JSON_OBJECTAGG_NULL_ON_NULL"
	}
	return "JSON_OBJECTAGG_ABSENT_ON_NULL"
}

// IsGroupingFunc reports whether the call is GROUPING, GROUPING_ID or GROUP_ID, which the
// decomposition of grouping sets computes from $e.
func (c AggCall) IsGroupingFunc() bool { return groupingFuncs[c.Func] }

// groupingFuncs are the functions of the grouping set a row belongs to.
var groupingFuncs = map[string]bool{"GROUPING": true, "GROUPING_ID": true, "GROUP_ID": true}

// Passes reports whether row filter values let a row reach the call: always without FILTER.
func (c AggCall) Passes(filter any) bool {
	if !c.Filtered {
		return true
	}
	b, ok := filter.(bool)
	return ok && b
}

func (n *Aggregate) Fields() []Field { return n.Output }
func (n *Aggregate) Inputs() []Node  { return []Node{n.Input} }

var _ Node = (*Aggregate)(nil)

// aggFuncs are the aggregate functions the binder knows.
var aggFuncs = map[string]bool{"COUNT": true, "SUM": true, "AVG": true, "MIN": true, "MAX": true, "LISTAGG": true,
	"FIRST_VALUE": true, "LAST_VALUE": true, "COLLECT": true, "ARRAY_AGG": true,
	"SINGLE_VALUE": true, "PERCENTILE": true, "APPROX_COUNT_DISTINCT": true, "JSON_ARRAYAGG": true,
	"JSON_ARRAYAGG_ABSENT_ON_NULL": true, "JSON_ARRAYAGG_NULL_ON_NULL": true, "STDDEV_POP": true,
	"STDDEV_SAMP": true, "STDDEV": true, "VAR_POP": true, "VAR_SAMP": true, "VARIANCE": true,
	"JSON_OBJECTAGG": true, "JSON_OBJECTAGG_ABSENT_ON_NULL": true, "JSON_OBJECTAGG_NULL_ON_NULL": true}

// VarianceFuncs are the variance aggregates, which the optimizer reduces as Flink's
// AggregateReduceFunctionsRule does, into WelfordM2 and COUNT (opt/aggregate_reduce.go).
var VarianceFuncs = map[string]bool{"STDDEV_POP": true, "STDDEV_SAMP": true, "STDDEV": true,
	"VAR_POP": true, "VAR_SAMP": true, "VARIANCE": true}

// WelfordM2 is Flink's internal aggregate that the variance aggregates reduce to: the sum of
// squared differences from the mean, as a DOUBLE, by Welford's online algorithm.
const WelfordM2 = "$WELFORD_M2$1"

// Sum0 is Calcite's $SUM0, SUM that is 0 over no value: the reduce-aggregate-functions pass
// writes SUM(x) beside a variance call as CASE(COUNT(x) = 0, NULL, $SUM0(x)), as Flink does.
const Sum0 = "$SUM0"

// groupOnlyAggregates are the aggregates the binder knows only as group aggregates: as OVER
// calls they are refused as not supported.
var groupOnlyAggregates = map[string]bool{"LISTAGG": true, "FIRST_VALUE": true, "LAST_VALUE": true, "COLLECT": true, "ARRAY_AGG": true,
	"SINGLE_VALUE": true, "PERCENTILE": true, "APPROX_COUNT_DISTINCT": true, "JSON_ARRAYAGG": true,
	"JSON_ARRAYAGG_ABSENT_ON_NULL": true, "JSON_ARRAYAGG_NULL_ON_NULL": true, "STDDEV_POP": true,
	"STDDEV_SAMP": true, "STDDEV": true, "VAR_POP": true, "VAR_SAMP": true, "VARIANCE": true,
	"JSON_OBJECTAGG": true, "JSON_OBJECTAGG_ABSENT_ON_NULL": true, "JSON_OBJECTAGG_NULL_ON_NULL": true}

// flinkOnlyAggregates are Flink's aggregate functions the binder lacks. They count as
// aggregates, so that a query over one is refused as not supported rather than failing as if
// its argument were not grouped.
var flinkOnlyAggregates = map[string]bool{
	"BITMAP_AND_AGG": true, "BITMAP_OR_AGG": true, "BITMAP_XOR_AGG": true,
	"BITMAP_BUILD_AGG": true, "BITMAP_AND_CARDINALITY_AGG": true, "BITMAP_OR_CARDINALITY_AGG": true,
	"BITMAP_XOR_CARDINALITY_AGG": true, "BITMAP_BUILD_CARDINALITY_AGG": true,
}

// isAggregate reports whether an expression calls an aggregate function at its top.
func isAggregate(e sql.Expr) bool {
	f, ok := e.(*sql.FuncCall)
	if !ok || f.Over != nil || f.OverName != nil {
		return false
	}
	name := strings.ToUpper(strings.Join(NameParts(f.Name), "."))
	return aggFuncs[name] || flinkOnlyAggregates[name]
}

// containsAggregate reports whether any select item or HAVING calls an aggregate function.
func containsAggregate(s *sql.Select) bool {
	for _, item := range s.Items {
		if findExpr(item.Expr, isAggregate) != nil {
			return true
		}
	}
	return findExpr(s.Having, isAggregate) != nil
}

// findExpr is the first expression in e, e itself included, for which match holds, looking
// through operators and function arguments but not into subqueries; nil when none.
func findExpr(e sql.Expr, match func(sql.Expr) bool) sql.Expr {
	var found sql.Expr
	var visit func(e sql.Expr)
	visit = func(e sql.Expr) {
		if e == nil || found != nil {
			return
		}
		if match(e) {
			found = e
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
		case *sql.IsExpr:
			visit(e.X)
		case *sql.BetweenExpr:
			visit(e.X)
			visit(e.Low)
			visit(e.High)
		case *sql.InExpr:
			visit(e.X)
			for _, item := range e.List {
				visit(item)
			}
		case *sql.LikeExpr:
			visit(e.X)
			visit(e.Pattern)
		case *sql.ExtractExpr:
			visit(e.X)
		case *sql.FloorCeilExpr:
			visit(e.X)
		case *sql.TrimExpr:
			visit(e.Chars)
			visit(e.X)
		case *sql.SubstringExpr:
			visit(e.X)
			visit(e.From)
			visit(e.For)
		case *sql.PositionExpr:
			visit(e.Sub)
			visit(e.X)
			visit(e.From)
		case *sql.OverlayExpr:
			visit(e.X)
			visit(e.Placing)
			visit(e.From)
			visit(e.For)
		}
	}
	visit(e)
	return found
}

// keepGlobalRow gives a global aggregate that calls nothing (HAVING TRUE, GROUP BY ()) a call
// that nothing reads, so that it still yields its one row: MIN of a constant, whose result never
// changes, so that in streaming mode the row is emitted once, as Flink emits it.
func (as *aggScope) keepGlobalRow() {
	arg := &Literal{Value: int32(0), T: types.Int.AsNotNull(), Text: "0"}
	index := len(as.pre.Exprs)
	as.pre.Exprs = append(as.pre.Exprs, arg)
	as.pre.Output = append(as.pre.Output, Field{Name: "$a" + itoa(index), Type: arg.T})
	t := types.MinMaxType(arg.T, false)
	as.agg.Calls = append(as.agg.Calls, AggCall{Func: "MIN", Arg: index, T: t})
	as.agg.Output = append(as.agg.Output, Field{Name: "$f0", Type: t})
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
	gb, err := analyzeGroupBy(s.GroupBy)
	if err != nil {
		return nil, nil, err
	}
	if gb.sets != nil && readsWindowTVF(input) {
		// Flink plans these as a window aggregate with grouping sets: not built yet.
		return nil, nil, notSupported(s.GroupBy[0], "GROUPING SETS, ROLLUP and CUBE over a window table-valued function")
	}
	pre := &Project{Input: input, Kind: ProjectAggregateInput}
	as := &aggScope{input: sc, pre: pre}
	windows := 0
	for i, g := range gb.keys {
		e, err := b.bindGroupKey(g, sc)
		if err != nil {
			return nil, nil, err
		}
		if _, ok := groupWindowCall(e); ok {
			if windows++; windows > 1 {
				return nil, nil, tableError(g, "Only a single window group function may be used in GROUP BY")
			}
			if gb.sets != nil {
				return nil, nil, notSupported(g, "GROUPING SETS, ROLLUP and CUBE beside a group window")
			}
		}
		as.keys = append(as.keys, g.String())
		// A key outside some grouping set is NULL in that set's rows.
		as.keyTypes = append(as.keyTypes, e.Type().WithNullable(e.Type().Nullable() || !gb.inEverySet(i)))
		pre.Exprs = append(pre.Exprs, e)
		pre.Output = append(pre.Output, Field{Name: "$k" + itoa(len(pre.Output)), Type: e.Type()})
	}
	as.agg = &Aggregate{Input: pre, Keys: len(gb.keys), GroupSets: gb.sets}
	for i, t := range as.keyTypes {
		as.agg.Output = append(as.agg.Output, Field{Name: groupKeyName(gb.keys[i], pre.Exprs[i], i), Type: t})
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
	if err := checkApproxBesideDistinct(s, as.agg); err != nil {
		return nil, nil, err
	}
	groupID := slices.ContainsFunc(as.agg.Calls, func(c AggCall) bool { return c.Func == "GROUP_ID" })
	if as.agg.Keys == 0 && !slices.ContainsFunc(as.agg.Calls, func(c AggCall) bool { return c.Func != "GROUP_ID" }) {
		as.keepGlobalRow()
	}
	if groupID || gb.levels != nil {
		if out != Node(as.agg) {
			return nil, nil, notSupported(s.GroupBy[0], "GROUP_ID() or a grouping set given twice beside subqueries")
		}
		out = groupIDUnion(as.agg, pre, gb.levels)
	}
	if cond != nil {
		out = &Filter{Input: out, Cond: resolve(cond)}
	}
	for i, e := range items {
		items[i] = resolve(e)
	}
	p := &Project{Input: out, Exprs: items, Output: fields}
	// The aggregate and its keys come from GROUP BY, or from the select list without one; HAVING
	// filters; the select list projects.
	groupBy := selectListSpan(s)
	if len(s.GroupBy) > 0 {
		groupBy = spanBetween(s.GroupBy[0], s.GroupBy[len(s.GroupBy)-1])
	}
	b.markSpan(pre, groupBy)
	b.markSpan(as.agg, groupBy)
	if cond != nil {
		b.mark(out, s.Having)
	}
	b.markSpan(p, selectListSpan(s))
	return p, scopeOf("", fields), nil
}

// lookup resolves an expression in the aggregate's scope: ok is false when the expression is
// neither a key nor an aggregate, and the caller binds its parts.
func (as *aggScope) lookup(b *Binder, e sql.Expr) (Expr, bool, error) {
	if ref, ok, err := as.lookupGroupWindow(e); ok {
		return ref, ok, err
	}
	text := e.String()
	for i, k := range as.keys {
		if k == text {
			return &InputRef{Index: i, T: as.keyTypes[i]}, true, nil
		}
	}
	if name, f, ok := groupingFuncOf(e); ok {
		ref, err := as.addGroupingCall(name, f)
		return ref, true, err
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
	if !aggFuncs[name] {
		return nil, notSupported(f, "the aggregate function "+name)
	}
	call := AggCall{Func: name, Arg: -1, Distinct: f.Quantifier == "DISTINCT"}
	if f.NullTreatment != "" {
		if name != "ARRAY_AGG" {
			return nil, notSupported(f, name+" with "+f.NullTreatment)
		}
		call.IgnoreNulls = f.NullTreatment == "IGNORE NULLS"
		if f.Filter != nil {
			// Calcite wraps the call in its null treatment, which FILTER then does not apply to
			// (agg_array_agg_filter).
			return nil, validatorError(f.Filter, "FILTER must be applied to aggregate function")
		}
	}
	if call.Distinct && VarianceFuncs[name] {
		// Flink's plan of a distinct variance (the distinct expansion around the reduction) is
		// not recorded yet.
		return nil, notSupported(f, name+" with DISTINCT")
	}
	if call.Distinct && name == "COLLECT" {
		// Flink's batch plan fails on it ("Min aggregate function does not support type:
		// ''MULTISET''"), which Flinkpad does not reproduce.
		return nil, notSupported(f, "COLLECT with DISTINCT")
	}
	if call.Distinct && (name == "FIRST_VALUE" || name == "LAST_VALUE") {
		// Flink's batch plan expands the DISTINCT into an aggregate first, whose output order,
		// not the input's, decides which value is first.
		return nil, notSupported(f, name+" with DISTINCT")
	}
	grouped := as.agg.Keys > 0
	var argType, percentileType, bitmapResult types.Type
	if f.Star {
		if name != "COUNT" {
			return nil, notSupported(f, name+"(*)")
		}
	} else {
		if err := checkAggArgCount(f, name); err != nil {
			return nil, err
		}
		saved := b.agg
		b.agg = nil
		args, err := b.bindExprs(f.Args, as.input)
		b.agg = saved
		if err != nil {
			return nil, err
		}
		if err := checkAggArgTypes(f, name, args); err != nil {
			return nil, err
		}
		arg := args[0]
		if BitmapAggregates[name] {
			if arg, bitmapResult, err = bindBitmapAggregate(b, f, call, arg); err != nil {
				return nil, err
			}
		}
		if err := refuseBitmapExtreme(f, name, arg.Type()); err != nil {
			return nil, err
		}
		argType = arg.Type()
		if name == "APPROX_COUNT_DISTINCT" {
			if err := b.checkApproxCountDistinct(f, argType); err != nil {
				return nil, err
			}
		}
		var value Expr // JSON_OBJECTAGG's second operand
		if name == "JSON_OBJECTAGG" || strings.HasPrefix(name, "JSON_OBJECTAGG_") {
			if value, err = bindJSONObjectAgg(f, name, &call, args); err != nil {
				return nil, err
			}
		}
		if jsonArrayAgg := name == "JSON_ARRAYAGG" || strings.HasPrefix(name, "JSON_ARRAYAGG_"); jsonArrayAgg {
			if call.Distinct {
				return nil, notSupported(f, "JSON_ARRAYAGG with DISTINCT")
			}
			// Flink's WrapJsonAggFunctionArgumentsRule: the aggregate takes each value as JSON.
			arg = &Call{Op: "JSON_STRING", Args: []Expr{arg}, T: types.String.WithNullable(argType.Nullable())}
			argType = arg.Type()
			call.Func = JSONArrayAggName(name == JSONArrayAggName(true) || (f.JSON != nil && f.JSON.OnNull == "NULL"))
		}
		if name == "PERCENTILE" {
			if percentileType, err = bindPercentile(f, args, &call); err != nil {
				return nil, err
			}
		}
		if VarianceFuncs[name] && argType.Kind == types.KindDecimal {
			// Flink's result is a DECIMAL computed from the DOUBLE m2: not recorded yet.
			return nil, notSupported(f, name+" of a DECIMAL")
		}
		call.Arg = len(as.pre.Exprs)
		as.pre.Exprs = append(as.pre.Exprs, arg)
		as.pre.Output = append(as.pre.Output, Field{Name: "$a" + itoa(call.Arg), Type: argType})
		if value != nil {
			call.MoreArgs = []int{len(as.pre.Exprs)}
			as.pre.Exprs = append(as.pre.Exprs, value)
			as.pre.Output = append(as.pre.Output, Field{Name: "$a" + itoa(len(as.pre.Exprs)-1), Type: value.Type()})
		}
		if name == "LISTAGG" {
			call.Separator = ","
			if len(args) == 2 {
				call.Separator, _ = LiteralString(args[1])
			}
		}
	}
	if f.Filter != nil {
		if err := as.addFilter(b, f, &call); err != nil {
			return nil, err
		}
		// Calcite types a filtered call as one over an empty group: nullable
		// (ReturnTypes.ARG0_NULLABLE_IF_EMPTY, AVG_AGG_FUNCTION).
		grouped = false
	}
	switch {
	case BitmapAggregates[name]:
		call.T = bitmapResult
	case name == "COUNT", name == "APPROX_COUNT_DISTINCT":
		call.T = types.CountType()
	case name == "PERCENTILE":
		call.T = percentileType
	case name == "JSON_ARRAYAGG", name == JSONArrayAggName(false), name == JSONArrayAggName(true),
		name == "JSON_OBJECTAGG", name == JSONObjectAggName(false), name == JSONObjectAggName(true):
		// Recorded from Flink (agg_json_arrayagg): Calcite's VARCHAR(2000), never NULL.
		call.T = types.VarChar(2000).AsNotNull()
	case name == "ARRAY_AGG":
		// Recorded from Flink (agg_array_agg_types): an ARRAY of the argument's type, as
		// nullable as the argument, though a group with no values gives NULL.
		call.T = types.ArrayOf(argType).WithNullable(argType.Nullable())
	case name == "COLLECT":
		// Calcite's TO_MULTISET: a MULTISET of the argument's type, never NULL itself.
		call.T = types.MultisetOf(argType).AsNotNull()
	case name == "SUM":
		call.T = types.SumType(argType, grouped)
	case name == "AVG" || VarianceFuncs[name]:
		// Calcite's AVG_AGG_FUNCTION types the variance calls too: NOT NULL over a NOT NULL
		// argument in a group, though a sample variance of one value has no value (the
		// optimizer's reduction then gives Flink's -1).
		call.T = types.AvgType(argType, grouped)
	case name == "LISTAGG":
		// LISTAGG keeps its argument's type, nullability included, even without GROUP BY
		// (agg_listagg_not_null_empty).
		call.T = argType
	default:
		call.T = types.MinMaxType(argType, grouped)
	}
	index := as.agg.Keys + len(as.agg.Calls)
	as.agg.Calls = append(as.agg.Calls, call)
	as.agg.Output = append(as.agg.Output, Field{Name: "$f" + itoa(index), Type: call.T})
	return &InputRef{Index: index, T: call.T}, nil
}

// checkAggArgCount checks an aggregate's operand count as Calcite does.
func checkAggArgCount(f *sql.FuncCall, name string) error {
	n := len(f.Args)
	switch {
	case name == "LISTAGG" && (n == 1 || n == 2), name == "PERCENTILE" && (n == 2 || n == 3), n == 1:
		return nil
	case strings.HasPrefix(name, "JSON_OBJECTAGG") && n == 2:
		return nil
	case name == "COUNT" && n > 1:
		// Flink's planner takes COUNT of one field only, with or without DISTINCT (case
		// agg_error_count_two_fields).
		e := validationError(f, "We now only support the count of one field.")
		e.Class = "org.apache.flink.table.api.TableException"
		return e
	}
	return validatorError(f, "Invalid number of arguments to function '%s'. Was expecting 1 arguments", name)
}

// checkAggArgTypes checks an aggregate's operand types: SUM and AVG take numbers, LISTAGG a
// character string and a character literal.
func checkAggArgTypes(f *sql.FuncCall, name string, args []Expr) error {
	t := args[0].Type()
	var ok bool
	forms := "'" + name + "(<NUMERIC>)'"
	switch name {
	case "SUM", "AVG", "STDDEV_POP", "STDDEV_SAMP", "STDDEV", "VAR_POP", "VAR_SAMP", "VARIANCE":
		ok = t.IsNumeric()
	case "LISTAGG":
		forms = "'LISTAGG(<CHARACTER>)'\n'LISTAGG(<CHARACTER>, <CHARACTER_LITERAL>)'"
		ok = t.IsCharString()
		if len(args) == 2 {
			if _, lit := args[1].(*Literal); !lit {
				return validatorError(f, "Argument to function 'LISTAGG' must be a literal")
			}
			ok = ok && args[1].Type().IsCharString()
		}
	default:
		return nil
	}
	if ok {
		return nil
	}
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = "<" + a.Type().CalciteName() + ">"
	}
	return validatorError(f, "Cannot apply '%s' to arguments of type '%s(%s)'. Supported form(s): %s",
		name, name, strings.Join(parts, ", "), forms)
}

func itoa(i int) string {
	const digits = "0123456789"
	if i < 10 {
		return digits[i : i+1]
	}
	return itoa(i/10) + digits[i%10:i%10+1]
}
