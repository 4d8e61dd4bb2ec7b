package exec

import (
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
)

var compareOps = map[string]bool{"=": true, "<>": true, "<": true, "<=": true, ">": true, ">=": true}

// compareWithConstant evaluates a comparison of an integer or string expression with a
// literal (cID = 4, country = 'FRANCE') against the literal's value itself, rather than a
// column repeating it; ok is false when the call is no such comparison.
func compareWithConstant(e *plan.Call, b connector.Batch, alloc memory.Allocator) (arr arrow.Array, ok bool, err error) {
	if !compareOps[e.Op] || len(e.Args) != 2 {
		return nil, false, nil
	}
	x, lit, flipped := e.Args[0], e.Args[1], false
	l, isLit := lit.(*plan.Literal)
	if !isLit {
		x, lit, flipped = e.Args[1], e.Args[0], true
		if l, isLit = lit.(*plan.Literal); !isLit {
			return nil, false, nil
		}
	}
	if l.Value == nil {
		return nil, false, nil
	}
	class, _ := compareClassOf(x.Type(), l.T)
	var cmp func(col arrow.Array) func(i int) int
	switch v := l.Value.(type) {
	case string:
		if class != compareStrings {
			return nil, false, nil
		}
		cmp = func(col arrow.Array) func(i int) int {
			strs := col.(*array.String)
			return func(i int) int { return strings.Compare(strs.Value(i), v) }
		}
	case int8, int16, int32, int64:
		if class != compareInts {
			return nil, false, nil
		}
		c := toInt64(v)
		cmp = func(col arrow.Array) func(i int) int {
			vals := int64sOf(col, nil)
			return func(i int) int { return cmpOrdered(vals[i], c) }
		}
	default:
		return nil, false, nil
	}
	col, err := eval(x, b, alloc)
	if err != nil {
		return nil, true, err
	}
	defer col.Release()
	if _, isString := l.Value.(string); !isString && !isIntegerArray(col) {
		return nil, false, nil
	}
	op := e.Op
	if flipped { // 4 < x is x > 4
		op = map[string]string{"=": "=", "<>": "<>", "<": ">", "<=": ">=", ">": "<", ">=": "<="}[op]
	}
	n := col.Len()
	res := make([]bool, n)
	var valid []bool
	if col.NullN() > 0 {
		valid = make([]bool, n)
		for i := range valid {
			valid[i] = col.IsValid(i)
		}
	}
	if s, isString := l.Value.(string); isString && (op == "=" || op == "<>") {
		strs := col.(*array.String)
		for i := range res {
			res[i] = (strs.Value(i) == s) == (op == "=")
		}
	} else {
		compareRows(op, res, valid, cmp(col))
	}
	out := array.NewBooleanBuilder(alloc)
	defer out.Release()
	out.AppendValues(res, valid)
	return out.NewArray(), true, nil
}

var arithmeticOps = map[string]bool{"+": true, "-": true, "*": true, "/": true, "MOD": true}

// arithmeticWithConstant evaluates integer arithmetic with an integer literal (MOD(cID, 4),
// x + 1) against the literal's value itself; ok is false when the call is no such arithmetic.
func arithmeticWithConstant(e *plan.Call, b connector.Batch, alloc memory.Allocator) (arr arrow.Array, ok bool, err error) {
	if !arithmeticOps[e.Op] || len(e.Args) != 2 || !e.T.IsIntegerNumeric() {
		return nil, false, nil
	}
	x, lit, constLeft := e.Args[0], e.Args[1], false
	l, isLit := lit.(*plan.Literal)
	if !isLit {
		x, lit, constLeft = e.Args[1], e.Args[0], true
		if l, isLit = lit.(*plan.Literal); !isLit {
			return nil, false, nil
		}
	}
	if l.Value == nil || !l.T.IsIntegerNumeric() || !x.Type().IsIntegerNumeric() {
		return nil, false, nil
	}
	c := toInt64(l.Value)
	col, err := eval(x, b, alloc)
	if err != nil {
		return nil, true, err
	}
	defer col.Release()
	if !isIntegerArray(col) {
		return nil, false, nil
	}
	vals := int64sOf(col, nil)
	res := make([]int64, len(vals))
	var valid []bool
	if col.NullN() > 0 {
		valid = make([]bool, len(vals))
		for i := range valid {
			valid[i] = col.IsValid(i)
		}
	}
	switch {
	case e.Op == "+":
		for i, v := range vals {
			res[i] = v + c
		}
	case e.Op == "*":
		for i, v := range vals {
			res[i] = v * c
		}
	case e.Op == "-" && !constLeft:
		for i, v := range vals {
			res[i] = v - c
		}
	case e.Op == "-":
		for i, v := range vals {
			res[i] = c - v
		}
	default: // / and MOD
		for i, v := range vals {
			if valid != nil && !valid[i] {
				continue
			}
			dividend, divisor := v, c
			if constLeft {
				dividend, divisor = c, v
			}
			if divisor == 0 {
				return nil, true, runtimeError(classArithmetic, "/ by zero")
			}
			if e.Op == "/" {
				res[i] = dividend / divisor
			} else {
				res[i] = dividend % divisor
			}
		}
	}
	return integerArray(e.T, res, valid, alloc), true, nil
}
