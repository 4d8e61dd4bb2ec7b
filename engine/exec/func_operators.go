package exec

import (
	"regexp"
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// Operators: boolean logic, the IS tests, comparisons, LIKE and ||.

func init() {
	registerKernels(map[plan.Op]kernel{
		"AND": logicKernel, "OR": logicKernel,
		"NOT": func(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
			return not(args[0].(*array.Boolean), k.alloc), nil
		},
		"IS NULL": isKernel, "IS NOT NULL": isKernel, "IS TRUE": isKernel, "IS NOT TRUE": isKernel,
		"IS FALSE": isKernel, "IS NOT FALSE": isKernel,
		"=": compareKernel, "<>": compareKernel, "<": compareKernel, "<=": compareKernel, ">": compareKernel, ">=": compareKernel,
		"IS DISTINCT FROM": distinctKernel, "IS NOT DISTINCT FROM": distinctKernel,
		"LIKE": func(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
			escape := rune(-1)
			if len(c.Args) > 2 {
				escape = []rune(c.Args[2].(*plan.Literal).Value.(string))[0]
			}
			return like(args[0].(*array.String), likeLiteral(c), escape, k.alloc)
		},
		"||": concatKernel,
	})
	for _, op := range []plan.Op{plan.OpEquals, plan.OpNotEquals, plan.OpLess, plan.OpLessOrEqual, plan.OpGreater, plan.OpGreaterOrEqual, plan.OpIsDistinctFrom, plan.OpIsNotDistinctFrom} {
		kernelChecks[op] = func(c *plan.Call) error {
			if _, ok := compareClassOf(c.Args[0].Type(), c.Args[1].Type()); !ok {
				return notSupported("comparing " + c.Args[0].Type().String() + " with " + c.Args[1].Type().String())
			}
			return nil
		}
	}
}

// logicKernel is AND or OR of two operands or more (Flink's plans of subqueries have n-ary
// ones), folded left to right, which three-valued logic allows.
func logicKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	acc := logic(c.Op, args[0].(*array.Boolean), args[1].(*array.Boolean), k.alloc)
	for _, next := range args[2:] {
		folded := logic(c.Op, acc.(*array.Boolean), next.(*array.Boolean), k.alloc)
		acc.Release()
		acc = folded
	}
	return acc, nil
}

func isKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	return isTest(c.Op, args[0], k.alloc), nil
}

func compareKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	return compare(c.Op, c.Args[0].Type(), c.Args[1].Type(), args[0], args[1], k.alloc)
}

// distinctKernel is IS [NOT] DISTINCT FROM: = and <> where NULL equals NULL, never NULL.
func distinctKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	eq, err := compare("=", c.Args[0].Type(), c.Args[1].Type(), args[0], args[1], k.alloc)
	if err != nil {
		return nil, err
	}
	defer eq.Release()
	same := eq.(*array.Boolean)
	distinct := c.Op == plan.OpIsDistinctFrom
	x, y := args[0], args[1]
	return boolResult(k, nil, func(i int) (bool, bool) {
		switch xn, yn := x.IsNull(i), y.IsNull(i); {
		case xn || yn:
			return (xn != yn) == distinct, true
		}
		return same.Value(i) != distinct, true
	}), nil
}

// concatKernel is a || b: NULL when either is.
func concatKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	return concatAll(k, c, args)
}

// logic is SQL's three-valued AND and OR.
func logic(op plan.Op, x, y *array.Boolean, alloc memory.Allocator) arrow.Array {
	b := array.NewBooleanBuilder(alloc)
	defer b.Release()
	b.Reserve(x.Len())
	for i := range x.Len() {
		xn, yn := x.IsNull(i), y.IsNull(i)
		xv, yv := !xn && x.Value(i), !yn && y.Value(i)
		switch {
		case op == "AND" && ((!xn && !xv) || (!yn && !yv)):
			b.UnsafeAppend(false)
		case op == "OR" && (xv || yv):
			b.UnsafeAppend(true)
		case xn || yn:
			b.UnsafeAppendBoolToBitmap(false)
		default:
			b.UnsafeAppend(op == "AND")
		}
	}
	return b.NewArray()
}

func not(x *array.Boolean, alloc memory.Allocator) arrow.Array {
	b := array.NewBooleanBuilder(alloc)
	defer b.Release()
	b.Reserve(x.Len())
	for i := range x.Len() {
		if x.IsNull(i) {
			b.UnsafeAppendBoolToBitmap(false)
		} else {
			b.UnsafeAppend(!x.Value(i))
		}
	}
	return b.NewArray()
}

// isTest evaluates IS [NOT] NULL|TRUE|FALSE, which is never NULL.
func isTest(op plan.Op, x arrow.Array, alloc memory.Allocator) arrow.Array {
	b := array.NewBooleanBuilder(alloc)
	defer b.Release()
	b.Reserve(x.Len())
	bools, _ := x.(*array.Boolean)
	for i := range x.Len() {
		null := x.IsNull(i)
		var r bool
		switch op {
		case plan.OpIsNull:
			r = null
		case plan.OpIsNotNull:
			r = !null
		case plan.OpIsTrue:
			r = !null && bools.Value(i)
		case plan.OpIsNotTrue:
			r = null || !bools.Value(i)
		case plan.OpIsFalse:
			r = !null && !bools.Value(i)
		case plan.OpIsNotFalse:
			r = null || bools.Value(i)
		}
		b.UnsafeAppend(r)
	}
	return b.NewArray()
}

// likePattern turns a LIKE pattern into a regular expression: % is any run of characters, _ is
// one character, and everything else matches itself, across lines too; the escape character
// (-1 for none) makes the character after it match itself.
func likePattern(pattern string, escape rune) (*regexp.Regexp, error) {
	var sb strings.Builder
	sb.WriteString("(?s)^")
	rs := []rune(pattern)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == escape && i+1 < len(rs):
			i++
			sb.WriteString(regexp.QuoteMeta(string(rs[i])))
			continue
		}
		switch r {
		case '%':
			sb.WriteString(".*")
		case '_':
			sb.WriteString(".")
		default:
			sb.WriteString(regexp.QuoteMeta(string(r)))
		}
	}
	sb.WriteString("$")
	return regexp.Compile(sb.String())
}

func like(x *array.String, pattern string, escape rune, alloc memory.Allocator) (arrow.Array, error) {
	re, err := likePattern(pattern, escape)
	if err != nil {
		return nil, err
	}
	b := array.NewBooleanBuilder(alloc)
	defer b.Release()
	b.Reserve(x.Len())
	for i := range x.Len() {
		if x.IsNull(i) {
			b.UnsafeAppendBoolToBitmap(false)
			continue
		}
		b.UnsafeAppend(re.MatchString(x.Value(i)))
	}
	return b.NewArray(), nil
}

// likeLiteral is the pattern of a LIKE call, which the binder makes a literal.
func likeLiteral(e *plan.Call) string {
	return e.Args[1].(*plan.Literal).Value.(string)
}
