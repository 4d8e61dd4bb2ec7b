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
	case "SINGLE_VALUE":
		return []string{"value", "count"}
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
	distinctArg, plain := -1, 0
	for _, c := range n.Calls {
		switch {
		case !c.Distinct:
			plain++
		case distinctArg < 0 || distinctArg == c.Arg:
			distinctArg = c.Arg
		default:
			return nil, notExplainable("DISTINCT aggregates over different arguments")
		}
	}
	// An aggregate over an aggregate grouped on the same keys reads it where it is (Flink
	// removes one that calls nothing, and reads a join's distribution otherwise: not here).
	overAggregate := in.kind == KindHashAggregate || in.kind == KindSortAggregate
	if distinctArg < 0 && n.Keys > 0 && len(n.Calls) > 0 && overAggregate && hashed(in, keys) == in {
		if out, ok := p.onePhaseHashAggregate(in, keys, n.Calls, plan.FieldNames(n.Output), n, argTypes(n.Calls, inFields)); ok {
			return out, nil
		}
	}
	if distinctArg < 0 {
		return p.aggregatePhases(in, keys, n.Calls, plan.FieldNames(n.Output), n, argTypes(n.Calls, inFields)), nil
	}
	if plain > 0 {
		return nil, notExplainable("DISTINCT and plain aggregates in one query")
	}
	// Flink expands distinct aggregates: a distinct aggregate on the keys and the argument, and
	// the aggregate over its rows.
	innerKeys := append(append([]int{}, keys...), distinctArg)
	var innerNames []string
	for _, k := range innerKeys {
		innerNames = append(innerNames, in.fields[k])
	}
	inner := p.aggregatePhases(in, innerKeys, nil, innerNames, n, nil)
	inner.part = middle
	calls := make([]plan.AggCall, len(n.Calls))
	for i, c := range n.Calls {
		c.Distinct = false
		c.Arg = n.Keys
		calls[i] = c
	}
	outer := p.aggregatePhases(inner, keys, calls, plan.FieldNames(n.Output), n, argTypes(n.Calls, inFields))
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
	if slices.ContainsFunc(calls, unmergeable) {
		return p.onePhaseSortAggregate(in, keys, calls, outNames, source)
	}
	keyNames := make([]string, len(keys))
	for i, k := range keys {
		keyNames[i] = in.fields[k]
	}
	useSort := false
	var localSel, globalSel []string
	localSel = append(localSel, keyNames...)
	globalSel = append(globalSel, keyNames...)
	localFields := append([]string{}, keyNames...)
	buf := 0
	for i, c := range calls {
		arg := "*"
		if c.Arg >= 0 {
			arg = in.fields[c.Arg]
		}
		var bufs []string
		for _, name := range bufferNames(c) {
			bufs = append(bufs, name+"$"+strconv.Itoa(buf))
			buf++
		}
		for _, t := range bufferTypes(c, argTs[i]) {
			// Flink's hash aggregate updates accumulators in place: fixed-length values and
			// decimals (BinaryRowData.isMutable).
			useSort = useSort || !(fixedLength(t) || t.Kind == types.KindDecimal)
		}
		localFields = append(localFields, bufs...)
		out := strings.Join(bufs, ", ")
		if len(bufs) > 1 {
			out = "(" + out + ")"
		}
		localSel = append(localSel, "Partial_"+c.Func+"("+arg+") AS "+out)
		globalSel = append(globalSel, "Final_"+c.Func+"("+strings.Join(bufs, ", ")+") AS "+outNames[len(keys)+i])
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
		asc := make([]string, len(keyNames))
		for i, k := range keyNames {
			asc[i] = k + " ASC"
		}
		s := &Node{kind: KindSort, inputs: []*Node{input}, fields: input.fields, types: input.types, source: source, part: middle,
			attrs: []attr{{"orderBy", strings.Join(asc, ", ")}}}
		if p.exec {
			// Flink's ForwardHashExchangeProcessor puts a forward exchange between a sort and the
			// sort aggregate that reads it.
			return exchange(s, "forward")
		}
		return s
	}
	local := &Node{kind: localKind, inputs: []*Node{sorted(in)}, fields: localFields, source: source, part: first,
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
