package phys

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// retractNamed are the aggregate functions whose retracting form a streaming GroupAggregate
// over a changelog names with a _RETRACT suffix (COUNT_RETRACT, COLLECT_RETRACT,
// $WELFORD_M2$1_RETRACT, SUM_RETRACT).
var retractNamed = func() map[string]bool {
	// SUM and $SUM0 recorded in agg_variance_sum_retract_explain.
	m := map[string]bool{"COUNT": true, "COLLECT": true, "ARRAY_AGG": true, plan.WelfordM2: true, "SUM": true, plan.Sum0: true,
		plan.JSONArrayAggName(false): true, plan.JSONArrayAggName(true): true}
	for name := range plan.BitmapAggregates {
		m[name] = true
	}
	return m
}()

// filterSuffix is how Flink prints an aggregate call's FILTER: " FILTER " and the input field
// that holds the condition; nothing for a call without one.
func filterSuffix(c plan.AggCall, fields []string) string {
	if !c.Filtered {
		return ""
	}
	return " FILTER " + fields[c.FilterArg]
}

// imperativeAggregate reports whether Flink runs a call with an imperative AggregateFunction
// (CollectAggFunction, ArrayAggFunction, WelfordM2AggFunction), whose batch local aggregate names its accumulator
// after the call's output, not after declarative buffer fields.
func imperativeAggregate(c plan.AggCall) bool {
	return c.Func == "COLLECT" || c.Func == "ARRAY_AGG" || c.Func == "APPROX_COUNT_DISTINCT" || c.Func == plan.WelfordM2 ||
		isJSONObjectAgg(c)
}

// isJSONArrayAgg reports whether a call is JSON_ARRAYAGG: Flink's plan wraps its argument in
// JSON_STRING in a Calc after choosing the aggregate (WrapJsonAggFunctionArgumentsRule), which
// jsonArrayAggregate prints.
func isJSONObjectAgg(c plan.AggCall) bool {
	return c.Func == plan.JSONObjectAggName(false) || c.Func == plan.JSONObjectAggName(true)
}

func isJSONArrayAgg(c plan.AggCall) bool {
	return c.Func == plan.JSONArrayAggName(false) || c.Func == plan.JSONArrayAggName(true)
}

// argText is how a plan prints a call's operands by the names of its input fields: * for
// COUNT(*), else the fields, JSON_OBJECTAGG's key and value as two (k, $f2).
func argText(c plan.AggCall, names []string) string {
	return argTextBy(c, func(f int) string { return names[f] })
}

// argTextBy is argText with the fields named by name.
func argTextBy(c plan.AggCall, name func(int) string) string {
	fs := c.ArgFields()
	if len(fs) == 0 {
		return "*"
	}
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = name(f)
	}
	return strings.Join(parts, ", ")
}

// aggCallText is how Flink's plans print a call of an aggregate over its operands: as Calcite
// writes it, COUNT(APPROXIMATE DISTINCT x) for APPROX_COUNT_DISTINCT; prefix is Partial_ or
// Final_ in the two phases of a batch aggregate.
func aggCallText(prefix string, c plan.AggCall, args string) string {
	if c.Func == "APPROX_COUNT_DISTINCT" {
		return prefix + "COUNT(APPROXIMATE DISTINCT " + args + ")"
	}
	return prefix + c.Func + "(" + args + ")"
}

// hllAccumulator is the type of HllBuffer, the accumulator of APPROX_COUNT_DISTINCT: an array
// of longs, not of fixed length, so that Flink sorts and runs a SortAggregate.
var hllAccumulator = types.ArrayOf(types.BigInt.AsNotNull()).AsNotNull()

// batchAggregateExplainable fails for the aggregates whose plan Flinkpad cannot print yet:
// the window aggregates and the subquery aggregates over imperative or filtered calls, and
// DISTINCT beside them.
func batchAggregateExplainable(n *plan.Aggregate) error {
	for _, c := range n.Calls {
		switch {
		case c.Func == "PERCENTILE":
			return notExplainable("PERCENTILE, whose percentage Flink's plan passes as an operand")
		case isJSONArrayAgg(c):
			return notExplainable("JSON_ARRAYAGG, whose JSON_STRING Flink's plan computes in a Calc of its own")
		case c.Filtered:
			return notExplainable("FILTER (WHERE ...) on an aggregate in this plan")
		case isJSONObjectAgg(c):
			// Runs as planned, its plan marked unprintable.
		case imperativeAggregate(c):
			return notExplainable(c.Func + " in this plan")
		}
	}
	return nil
}

// namesOwnCalls reports whether a batch aggregate's calls need Flink's names for imperative
// accumulators or its FILTER in the two-phase plan (batchNamedAggregate).
func namesOwnCalls(n *plan.Aggregate) bool {
	return slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return c.Filtered || imperativeAggregate(c) })
}

// welfordAccumulator is the type of WelfordM2AggFunction's accumulator, a structure (n, mean,
// m2): not of fixed length, so that Flink sorts and runs a SortAggregate.
var welfordAccumulator = types.Type{Kind: types.KindRow, Fields: []types.Field{
	{Name: "n", Type: types.BigInt.AsNotNull()}, {Name: "mean", Type: types.Double.AsNotNull()},
	{Name: "m2", Type: types.Double.AsNotNull()}}}

// batchNamedAggregate is the two-phase batch aggregate (aggregatePhases) of calls that are
// imperative or filtered, with the select lists Flink prints for them: an imperative call's
// accumulator takes the call's output name and no buffer number (Partial_COLLECT(s) AS EXPR$1,
// Final_COLLECT(EXPR$1)), and a filtered call prints its filter field in the local phase
// (Partial_COUNT(i) FILTER $f2 AS count$0).
func (p *physical) batchNamedAggregate(n *plan.Aggregate) (*Node, error) {
	if slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return c.Distinct || unmergeable(c) }) {
		return nil, notExplainable("DISTINCT, FIRST_VALUE or LAST_VALUE beside COLLECT, STDDEV or FILTER")
	}
	in, err := p.build(n.Input)
	if err != nil {
		return nil, err
	}
	keys := make([]int, n.Keys)
	for i := range keys {
		keys[i] = i
	}
	return p.namedPhases(in, keys, n.Calls, plan.FieldNames(n.Output), n, argTypes(n.Calls, n.Input.Fields()))
}

// namedPhases is aggregatePhases over in, grouped on keys, with the select lists Flink prints
// for imperative and filtered calls (batchNamedAggregate); argTs are the calls' argument types.
func (p *physical) namedPhases(in *Node, keys []int, calls []plan.AggCall, outNames []string, n *plan.Aggregate, argTs []types.Type) (*Node, error) {
	planned := make([]plan.AggCall, len(calls))
	for i, c := range calls {
		switch c.Func {
		case plan.WelfordM2:
			c.T = welfordAccumulator
		case "APPROX_COUNT_DISTINCT":
			c.T = hllAccumulator
		}
		planned[i] = c
	}
	global := p.aggregatePhases(in, keys, planned, outNames, n, argTs)
	local := global
	for local != nil && local.kind != KindLocalHashAggregate && local.kind != KindLocalSortAggregate {
		if len(local.inputs) == 0 || local == in || (local != global && (local.kind == KindHashAggregate || local.kind == KindSortAggregate)) {
			// A one-phase aggregate: its local phase is not above in.
			return nil, notExplainable("this batch aggregate")
		}
		local = local.inputs[0]
	}
	if local == in {
		return nil, notExplainable("this batch aggregate")
	}
	keyNames := make([]string, len(keys))
	for i, k := range keys {
		keyNames[i] = in.fields[k]
	}
	localSel := append([]string{}, keyNames...)
	globalSel := append([]string{}, keyNames...)
	localFields := append([]string{}, keyNames...)
	buf := 0
	for i, c := range calls {
		arg := argText(c, in.fields)
		out := outNames[len(keys)+i]
		var bufs []string
		if imperativeAggregate(c) {
			bufs = []string{out}
		} else {
			for _, name := range bufferNames(c) {
				bufs = append(bufs, name+"$"+strconv.Itoa(buf))
				buf++
			}
		}
		localFields = append(localFields, bufs...)
		as := strings.Join(bufs, ", ")
		if len(bufs) > 1 {
			as = "(" + as + ")"
		}
		localSel = append(localSel, aggCallText("Partial_", c, arg)+filterSuffix(c, in.fields)+" AS "+as)
		globalSel = append(globalSel, aggCallText("Final_", c, strings.Join(bufs, ", "))+" AS "+out)
	}
	local.fields = localFields
	setAttr(local, "select", strings.Join(localSel, ", "))
	setAttr(global, "select", strings.Join(globalSel, ", "))
	return global, nil
}

// setAttr replaces the value of a node's attribute.
func setAttr(n *Node, key, value string) {
	for i := range n.attrs {
		if n.attrs[i].key == key {
			n.attrs[i].value = value
		}
	}
}

// namedMonopole reports whether a batch aggregate of imperative or filtered calls is one
// distinct call over one argument (ARRAY_AGG(DISTINCT i)), which Flink plans as an aggregate
// on the keys and the argument below the named aggregate of its rows (aggregate, monopoleArg).
func namedMonopole(n *plan.Aggregate) bool {
	if slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return c.Filtered || unmergeable(c) }) {
		return false
	}
	_, monopole := monopoleArg(n.Calls)
	return monopole && slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return c.Distinct })
}
