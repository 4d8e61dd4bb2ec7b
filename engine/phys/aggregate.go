package phys

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// bufferNames are the accumulator fields of Flink's declarative aggregate functions, which the
// local aggregate outputs and the global one merges: COUNT(*) counts into count1, AVG keeps a
// sum and a count.
func bufferNames(c plan.AggCall) []string {
	switch c.Func {
	case "COUNT":
		if c.Arg < 0 {
			return []string{"count1"}
		}
		return []string{"count"}
	case "AVG":
		return []string{"sum", "count"}
	case plan.Sum0:
		return []string{"sum"} // Sum0AggFunction's buffer
	case "SINGLE_VALUE":
		return []string{"value", "count"}
	case "LISTAGG":
		return []string{"accDelimiter", "concatAcc"}
	}
	return []string{strings.ToLower(c.Func)}
}

// bufferTypes are the types of those fields.
func bufferTypes(c plan.AggCall, arg types.Type) []types.Type {
	switch c.Func {
	case "COUNT":
		return []types.Type{types.BigInt}
	case "AVG":
		sum := c.T
		if arg.IsIntegerNumeric() {
			sum = types.BigInt
		}
		return []types.Type{sum, types.BigInt}
	case "SINGLE_VALUE":
		return []types.Type{c.T, types.BigInt}
	case "LISTAGG":
		return []types.Type{types.String, types.String}
	}
	return []types.Type{c.T}
}

// fixedLength reports whether a value sits in the fixed-length part of Flink's binary rows,
// which its hash aggregate needs for every accumulator; else Flink sorts and aggregates.
func fixedLength(t types.Type) bool {
	switch t.Kind {
	case types.KindBoolean, types.KindTinyInt, types.KindSmallInt, types.KindInt, types.KindBigInt,
		types.KindFloat, types.KindDouble, types.KindDate, types.KindTime,
		types.KindIntervalYearMonth, types.KindIntervalDayTime:
		return true
	case types.KindDecimal:
		return t.Precision <= 18
	case types.KindTimestamp, types.KindTimestampLTZ:
		return t.Precision <= 3
	}
	return false
}

func (p *physical) aggregate(n *plan.Aggregate) (*Node, error) {
	in, err := p.build(n.Input)
	if err != nil {
		return nil, err
	}
	inFields := n.Input.Fields()
	keys := make([]int, n.Keys)
	for i := range keys {
		keys[i] = i
	}
	hasDistinct := slices.ContainsFunc(n.Calls, func(c plan.AggCall) bool { return c.Distinct })
	// An aggregate over an aggregate grouped on the same keys reads it where it is (Flink
	// removes one that calls nothing, and reads a join's distribution otherwise: not here).
	overAggregate := in.kind == KindHashAggregate || in.kind == KindSortAggregate
	if !hasDistinct && n.Keys > 0 && len(n.Calls) > 0 && overAggregate && hashed(in, keys) == in {
		if out, ok := p.onePhaseHashAggregate(in, keys, n.Calls, plan.FieldNames(n.Output), n, argTypes(n.Calls, inFields)); ok {
			return out, nil
		}
	}
	if !hasDistinct {
		return p.aggregatePhases(in, keys, n.Calls, plan.FieldNames(n.Output), n, argTypes(n.Calls, inFields)), nil
	}
	distinctArg, monopole := monopoleArg(n.Calls)
	if !monopole {
		return p.expandDistinct(n, in, nil, nil)
	}
	// Flink's AggregateExpandDistinctAggregatesRule (convertMonopole): a distinct aggregate on
	// the keys and the argument, and the aggregate over its rows.
	innerKeys := append(append([]int{}, keys...), distinctArg)
	outerKeys, argAt := keys, n.Keys
	if order := flinkOrder(in); order != nil {
		// Over an Expand Flink's keys are sorted by field, $e last: a, b, c, $e.
		slices.SortFunc(innerKeys, func(x, y int) int { return order(x) - order(y) })
		outerKeys = nil
		for i, k := range innerKeys {
			if k == distinctArg {
				argAt = i
			} else {
				outerKeys = append(outerKeys, i)
			}
		}
	}
	var innerNames []string
	for _, k := range innerKeys {
		innerNames = append(innerNames, in.fields[k])
	}
	inner := p.aggregatePhases(in, innerKeys, nil, innerNames, n, nil)
	calls := make([]plan.AggCall, len(n.Calls))
	for i, c := range n.Calls {
		c.Distinct = false
		c.Arg = argAt
		calls[i] = c
	}
	var outer *Node
	if namesOwnCalls(n) {
		// ARRAY_AGG(DISTINCT i) and the like: the outer aggregate names its imperative calls.
		if outer, err = p.namedPhases(inner, outerKeys, calls, plan.FieldNames(n.Output), n, argTypes(n.Calls, inFields)); err != nil {
			return nil, err
		}
	} else {
		outer = p.aggregatePhases(inner, outerKeys, calls, plan.FieldNames(n.Output), n, argTypes(n.Calls, inFields))
	}
	markChain(outer, n)
	return outer, nil
}

func argTypes(calls []plan.AggCall, in []plan.Field) []types.Type {
	out := make([]types.Type, len(calls))
	for i, c := range calls {
		if c.Arg >= 0 {
			out[i] = in[c.Arg].Type
		}
	}
	return out
}

// aggregatePhases is Flink's two-phase batch aggregate over in: a local aggregate, an exchange
// on the keys (or to one task), and the global aggregate that merges the local results; with
// Sorts on the keys when an accumulator is not of fixed length (SortAggregate).
func (p *physical) aggregatePhases(in *Node, keys []int, calls []plan.AggCall, outNames []string, source plan.Node, argTs []types.Type) *Node {
	return p.aggregatePhasesWith(in, keys, calls, outNames, source, argTs, phaseOptions{})
}

// phaseOptions are what the expansion of distinct aggregates asks of the two phases.
type phaseOptions struct {
	// filters name, per call, the boolean field that filters its rows (FILTER $g_1), "" for none.
	filters []string
	// sorted says the input is already sorted on the keys (Flink sorts below the Calc that
	// computes the filters), so the local phase reads it as it is.
	sorted bool
	// ownFilters prints the calls' own FILTER: the local phase by the input's field, the final
	// phase by the field at the same index among the local phase's fields, as Flink's final
	// phase of the rewrite's inner aggregate does.
	ownFilters bool
}

// needsSort reports whether Flink's batch aggregate of the calls sorts (SortAggregate): its
// hash aggregate updates accumulators in place, fixed-length values and decimals only
// (BinaryRowData.isMutable).
func needsSort(calls []plan.AggCall, argTs []types.Type) bool {
	for i, c := range calls {
		for _, t := range bufferTypes(c, argTs[i]) {
			if !(fixedLength(t) || t.Kind == types.KindDecimal) {
				return true
			}
		}
	}
	return false
}

func (p *physical) aggregatePhasesWith(in *Node, keys []int, calls []plan.AggCall, outNames []string, source plan.Node, argTs []types.Type, opts phaseOptions) *Node {
	if slices.ContainsFunc(calls, unmergeable) {
		return p.onePhaseSortAggregate(in, keys, calls, outNames, source)
	}
	keyNames := make([]string, len(keys))
	for i, k := range keys {
		keyNames[i] = in.fields[k]
	}
	useSort := needsSort(calls, argTs)
	var localSel, globalSel []string
	localSel = append(localSel, keyNames...)
	globalSel = append(globalSel, keyNames...)
	localFields := append([]string{}, keyNames...)
	globalBufs := make([][]string, len(calls))
	buf := 0
	for i, c := range calls {
		arg := argText(c, in.fields)
		var bufs []string
		for _, name := range bufferNames(c) {
			bufs = append(bufs, name+"$"+strconv.Itoa(buf))
			buf++
		}
		localFields = append(localFields, bufs...)
		globalBufs[i] = bufs
		out := strings.Join(bufs, ", ")
		if len(bufs) > 1 {
			out = "(" + out + ")"
		}
		filter := ""
		if opts.filters != nil && opts.filters[i] != "" {
			filter = " FILTER " + opts.filters[i]
		}
		if opts.ownFilters && c.Filtered {
			filter = " FILTER " + in.fields[c.FilterArg]
		}
		localSel = append(localSel, "Partial_"+c.Func+"("+arg+")"+filter+" AS "+out)
	}
	for i, c := range calls {
		// The local phase's fields are all known now: the final phase prints a call's own
		// filter by its index among them.
		filter := ""
		if opts.ownFilters && c.Filtered {
			filter = " FILTER " + localFields[c.FilterArg]
		}
		globalSel = append(globalSel, "Final_"+c.Func+"("+strings.Join(globalBufs[i], ", ")+")"+filter+" AS "+outNames[len(keys)+i])
	}
	localKind, globalKind := KindLocalHashAggregate, KindHashAggregate
	if useSort {
		localKind, globalKind = KindLocalSortAggregate, KindSortAggregate
	}
	var group []attr
	if len(keys) > 0 {
		group = []attr{{"groupBy", strings.Join(keyNames, ", ")}}
	}
	sorted := func(input *Node) *Node {
		if !useSort || len(keys) == 0 {
			return input
		}
		s := p.sortOn(input, keyNames, source)
		if p.exec {
			// Flink's ForwardHashExchangeProcessor puts a forward exchange between a sort and the
			// sort aggregate that reads it.
			return exchange(s, "forward")
		}
		return s
	}
	localIn := in
	if !opts.sorted {
		localIn = sorted(in)
	}
	local := &Node{kind: localKind, inputs: []*Node{localIn}, fields: localFields, source: source, part: first,
		attrs: append(append([]attr{}, group...), attr{"select", strings.Join(localSel, ", ")})}
	dist := "single"
	if len(keys) > 0 {
		localKeys := make([]int, len(keys))
		for i := range localKeys {
			localKeys[i] = i
		}
		dist = hashOf(localFields, localKeys)
	}
	global := &Node{kind: globalKind, inputs: []*Node{sorted(exchange(local, dist))}, fields: outNames, source: source, part: last,
		attrs: append(append([]attr{{"isMerge", "true"}}, group...), attr{"select", strings.Join(globalSel, ", ")})}
	return global
}

// sortOn is a batch Sort of input on the named fields, ascending, inside source's operator.
func (p *physical) sortOn(input *Node, names []string, source plan.Node) *Node {
	asc := make([]string, len(names))
	for i, k := range names {
		asc[i] = k + " ASC"
	}
	return &Node{kind: KindSort, inputs: []*Node{input}, fields: input.fields, types: input.types, source: source, part: middle,
		attrs: []attr{{"orderBy", strings.Join(asc, ", ")}}}
}
