package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Constructors of and access into ARRAY, MAP and ROW values. Nested values are rare on hot
// paths, so these kernels go through the types package's Go values row by row.

// nestedOps are the calls evalNested runs.
var nestedOps = map[plan.Op]bool{"ARRAY": true, "MAP": true, "ROW": true, "ITEM": true, "DOT": true,
	"CARDINALITY": true, "ELEMENT": true}

// evalNested evaluates a nested-type call over evaluated arguments.
func evalNested(e *plan.Call, args []arrow.Array, n int, alloc memory.Allocator) (arrow.Array, error) {
	out := array.NewBuilder(alloc, types.ArrowType(e.T))
	defer out.Release()
	out.Reserve(n)
	vals := make([]any, len(args))
	for i := range n {
		for j, a := range args {
			v, err := types.ValueFromArrow(e.Args[j].Type(), a, i)
			if err != nil {
				return nil, err
			}
			vals[j] = v
		}
		v, err := nestedValue(e, vals)
		if err != nil {
			return nil, err
		}
		if err := types.AppendToBuilder(e.T, out, v); err != nil {
			return nil, err
		}
	}
	return out.NewArray(), nil
}

// nestedEquality reports whether a call is = or <> between two ARRAY, MAP or ROW values.
func nestedEquality(e *plan.Call) bool {
	if (e.Op != plan.OpEquals && e.Op != plan.OpNotEquals) || len(e.Args) != 2 {
		return false
	}
	switch e.Args[0].Type().Kind {
	case types.KindArray, types.KindMap, types.KindMultiset, types.KindRow:
		return e.Args[1].Type().EqualIgnoringNullability(e.Args[0].Type())
	}
	return false
}

// nestedValue computes one row of a nested-type call from its argument values.
func nestedValue(e *plan.Call, vals []any) (any, error) {
	switch e.Op {
	case plan.OpArray, plan.OpRow:
		return append([]any(nil), vals...), nil
	case plan.OpMap:
		return mapOf(e.T.KeyType(), vals), nil
	case plan.OpDot:
		if vals[0] == nil {
			return nil, nil
		}
		return vals[0].([]any)[vals[1].(int32)], nil
	case "CARDINALITY":
		switch x := vals[0].(type) {
		case []any:
			return int32(len(x)), nil
		case []types.MapEntry:
			if e.Args[0].Type().Kind == types.KindMultiset {
				return multisetSize(x), nil
			}
			return int32(len(x)), nil
		}
		return nil, nil
	case "ELEMENT":
		return element(vals[0])
	case plan.OpEquals, plan.OpNotEquals:
		if vals[0] == nil || vals[1] == nil {
			return nil, nil
		}
		return types.ValuesEqual(e.Args[0].Type(), vals[0], vals[1]) == (e.Op == plan.OpEquals), nil
	case plan.OpItem:
		if vals[0] == nil || vals[1] == nil {
			return nil, nil
		}
		if e.Args[0].Type().Kind == types.KindMap {
			for _, entry := range vals[0].([]types.MapEntry) {
				if types.ValuesEqual(e.Args[1].Type(), entry.Key, vals[1]) {
					return entry.Value, nil
				}
			}
			return nil, nil
		}
		elems := vals[0].([]any)
		i, _ := integerValue(vals[1])
		if i < 1 || i > int64(len(elems)) {
			return nil, nil
		}
		return elems[i-1], nil
	}
	return nil, notSupported("running " + string(e.Op))
}

// mapOf builds a MAP value from alternating keys and values; a repeated key keeps its first
// place and its last value.
func mapOf(keyType types.Type, kv []any) []types.MapEntry {
	entries := make([]types.MapEntry, 0, len(kv)/2)
next:
	for i := 0; i+1 < len(kv); i += 2 {
		for j := range entries {
			if types.ValuesEqual(keyType, entries[j].Key, kv[i]) {
				entries[j].Value = kv[i+1]
				continue next
			}
		}
		entries = append(entries, types.MapEntry{Key: kv[i], Value: kv[i+1]})
	}
	return entries
}

func multisetSize(entries []types.MapEntry) int32 {
	var n int32
	for _, e := range entries {
		n += e.Value.(int32)
	}
	return n
}

// element is ELEMENT(arr): the only element, NULL for an empty or NULL array.
func element(v any) (any, error) {
	elems, _ := v.([]any)
	switch len(elems) {
	case 0:
		return nil, nil
	case 1:
		return elems[0], nil
	}
	return nil, &connector.Error{Class: "org.apache.flink.table.api.TableRuntimeException",
		Msg: "Array has more than one element."}
}

// integerValue reads an integer of any width.
func integerValue(v any) (int64, bool) {
	switch x := v.(type) {
	case int8:
		return int64(x), true
	case int16:
		return int64(x), true
	case int32:
		return int64(x), true
	case int64:
		return x, true
	}
	return 0, false
}
