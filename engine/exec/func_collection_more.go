package exec

import (
	"fmt"
	"slices"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The ARRAY_* and MAP_* kernels, after Flink's runtime classes (ArrayAppendFunction, ...):
// NULL for a NULL array or map; elements compare by value, NULL equal to NULL.

func init() {
	registerKernels(map[plan.Op]kernel{
		"ARRAY_APPEND":    valueKernel(false, arrayAppendValue),
		"ARRAY_PREPEND":   valueKernel(false, arrayAppendValue),
		"ARRAY_CONTAINS":  valueKernel(false, arrayContainsValue),
		"ARRAY_POSITION":  valueKernel(false, arrayPositionValue),
		"ARRAY_REMOVE":    valueKernel(false, arrayRemoveValue),
		"ARRAY_DISTINCT":  valueKernel(true, arrayDistinctValue),
		"ARRAY_REVERSE":   valueKernel(true, arrayReverseValue),
		"ARRAY_MAX":       valueKernel(true, arrayExtremeValue),
		"ARRAY_MIN":       valueKernel(true, arrayExtremeValue),
		"ARRAY_SORT":      valueKernel(true, arraySortValue),
		"ARRAY_SLICE":     valueKernel(true, arraySliceValue),
		"ARRAY_JOIN":      valueKernel(false, arrayJoinValue),
		"ARRAY_CONCAT":    valueKernel(true, arrayConcatValue),
		"ARRAY_UNION":     valueKernel(true, arraySetValue),
		"ARRAY_EXCEPT":    valueKernel(true, arraySetValue),
		"ARRAY_INTERSECT": valueKernel(true, arraySetValue),
		"MAP_KEYS":        valueKernel(true, mapPartsValue),
		"MAP_VALUES":      valueKernel(true, mapPartsValue),
		"MAP_ENTRIES":     valueKernel(true, mapPartsValue),
		"MAP_UNION":       valueKernel(true, mapUnionValue),
		"MAP_FROM_ARRAYS": valueKernel(true, mapFromArraysValue),
	})
}

func elemType(c *plan.Call) types.Type { return c.Args[0].Type().ElemType() }

func elementIndex(t types.Type, elems []any, v any) int {
	for i, e := range elems {
		if (e == nil && v == nil) || (e != nil && v != nil && types.ValuesEqual(t, e, v)) {
			return i
		}
	}
	return -1
}

func arrayAppendValue(c *plan.Call, vals []any) (any, error) {
	if vals[0] == nil {
		return nil, nil
	}
	elems := vals[0].([]any)
	if c.Op == "ARRAY_APPEND" {
		return append(append([]any{}, elems...), vals[1]), nil
	}
	return append([]any{vals[1]}, elems...), nil
}

func arrayContainsValue(c *plan.Call, vals []any) (any, error) {
	if vals[0] == nil {
		return nil, nil
	}
	return elementIndex(elemType(c), vals[0].([]any), vals[1]) >= 0, nil
}

func arrayPositionValue(c *plan.Call, vals []any) (any, error) {
	if vals[0] == nil {
		return nil, nil
	}
	return int32(elementIndex(elemType(c), vals[0].([]any), vals[1]) + 1), nil
}

func arrayRemoveValue(c *plan.Call, vals []any) (any, error) {
	if vals[0] == nil {
		return nil, nil
	}
	out := []any{}
	for _, e := range vals[0].([]any) {
		if elementIndex(elemType(c), []any{e}, vals[1]) < 0 {
			out = append(out, e)
		}
	}
	return out, nil
}

func distinct(t types.Type, elems []any) []any {
	out := []any{}
	for _, e := range elems {
		if elementIndex(t, out, e) < 0 {
			out = append(out, e)
		}
	}
	return out
}

func arrayDistinctValue(c *plan.Call, vals []any) (any, error) {
	return distinct(elemType(c), vals[0].([]any)), nil
}

func arrayReverseValue(_ *plan.Call, vals []any) (any, error) {
	out := append([]any{}, vals[0].([]any)...)
	slices.Reverse(out)
	return out, nil
}

// orderValues orders two non-NULL values of one orderable type (aggregate.go's compareValues).
func orderValues(a, b any) int {
	c, _ := compareValues(a, b)
	return c
}

// arrayExtremeValue is ARRAY_MAX and ARRAY_MIN, which skip NULL elements.
func arrayExtremeValue(c *plan.Call, vals []any) (any, error) {
	var best any
	for _, e := range vals[0].([]any) {
		if e == nil {
			continue
		}
		if best == nil || (c.Op == "ARRAY_MAX" && orderValues(e, best) > 0) || (c.Op == "ARRAY_MIN" && orderValues(e, best) < 0) {
			best = e
		}
	}
	return best, nil
}

// arraySortValue is ARRAY_SORT(a [, ascending [, nullsFirst]]): ascending with NULLs first by
// default; descending puts NULLs last unless told otherwise.
func arraySortValue(_ *plan.Call, vals []any) (any, error) {
	asc := true
	if len(vals) > 1 {
		asc = vals[1].(bool)
	}
	nullsFirst := asc
	if len(vals) > 2 {
		nullsFirst = vals[2].(bool)
	}
	out := append([]any{}, vals[0].([]any)...)
	slices.SortStableFunc(out, func(a, b any) int {
		switch {
		case a == nil && b == nil:
			return 0
		case a == nil:
			if nullsFirst {
				return -1
			}
			return 1
		case b == nil:
			if nullsFirst {
				return 1
			}
			return -1
		}
		if asc {
			return orderValues(a, b)
		}
		return orderValues(b, a)
	})
	return out, nil
}

// arraySliceValue is ARRAY_SLICE(a, start [, end]): 1-based and inclusive, negative positions
// count from the end, 0 reads as 1; positions past the ends are clamped.
func arraySliceValue(_ *plan.Call, vals []any) (any, error) {
	elems := vals[0].([]any)
	n := int64(len(elems))
	start, _ := integerValue(vals[1])
	end := n
	if len(vals) > 2 {
		end, _ = integerValue(vals[2])
	}
	norm := func(p int64) int64 {
		if p < 0 {
			p += n + 1
		}
		if p == 0 {
			p = 1
		}
		return p
	}
	start, end = max(norm(start), 1), min(norm(end), n)
	if n == 0 || start > end {
		return []any{}, nil
	}
	return append([]any{}, elems[start-1:end]...), nil
}

// arrayJoinValue is ARRAY_JOIN(a, delimiter [, nullReplacement]): NULL elements are left out
// unless a replacement is given.
func arrayJoinValue(_ *plan.Call, vals []any) (any, error) {
	if vals[0] == nil || vals[1] == nil || (len(vals) > 2 && vals[2] == nil) {
		return nil, nil
	}
	var parts []string
	for _, e := range vals[0].([]any) {
		switch {
		case e != nil:
			parts = append(parts, e.(string))
		case len(vals) > 2:
			parts = append(parts, vals[2].(string))
		}
	}
	return joinStrings(parts, vals[1].(string)), nil
}

func joinStrings(parts []string, sep string) string {
	out := ""
	for i, p := range parts {
		if i > 0 {
			out += sep
		}
		out += p
	}
	return out
}

func arrayConcatValue(_ *plan.Call, vals []any) (any, error) {
	out := []any{}
	for _, v := range vals {
		out = append(out, v.([]any)...)
	}
	return out, nil
}

// arraySetValue is ARRAY_UNION, ARRAY_EXCEPT and ARRAY_INTERSECT, whose results hold each
// element once, in the order of first appearance.
func arraySetValue(c *plan.Call, vals []any) (any, error) {
	t := elemType(c)
	a, b := vals[0].([]any), vals[1].([]any)
	switch c.Op {
	case "ARRAY_UNION":
		return distinct(t, append(append([]any{}, a...), b...)), nil
	case "ARRAY_EXCEPT":
		out := []any{}
		for _, e := range distinct(t, a) {
			if elementIndex(t, b, e) < 0 {
				out = append(out, e)
			}
		}
		return out, nil
	}
	out := []any{}
	for _, e := range distinct(t, a) {
		if elementIndex(t, b, e) >= 0 {
			out = append(out, e)
		}
	}
	return out, nil
}

func mapPartsValue(c *plan.Call, vals []any) (any, error) {
	out := []any{}
	for _, e := range vals[0].([]types.MapEntry) {
		switch c.Op {
		case "MAP_KEYS":
			out = append(out, e.Key)
		case "MAP_VALUES":
			out = append(out, e.Value)
		default:
			out = append(out, []any{e.Key, e.Value})
		}
	}
	return out, nil
}

// mapUnionValue is MAP_UNION(m1, m2, ...): a later map's value wins for a key.
func mapUnionValue(c *plan.Call, vals []any) (any, error) {
	var kv []any
	for _, v := range vals {
		for _, e := range v.([]types.MapEntry) {
			kv = append(kv, e.Key, e.Value)
		}
	}
	return mapOf(c.T.KeyType(), kv), nil
}

func mapFromArraysValue(c *plan.Call, vals []any) (any, error) {
	keys, values := vals[0].([]any), vals[1].([]any)
	if len(keys) != len(values) {
		return nil, &connector.Error{Class: "org.apache.flink.util.FlinkRuntimeException", Msg: fmt.Sprintf(
			"Invalid function MAP_FROM_ARRAYS call:\nThe length of the keys array %d is not equal to the length of the values array %d", len(keys), len(values))}
	}
	var kv []any
	for i := range keys {
		kv = append(kv, keys[i], values[i])
	}
	return mapOf(c.T.KeyType(), kv), nil
}
