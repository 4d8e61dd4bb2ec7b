package exec

import (
	"math/rand/v2"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// checkExpr reports whether the executor can evaluate an expression, so that a plan fails
// before it runs rather than halfway.
func checkExpr(e plan.Expr) error {
	switch e := e.(type) {
	case *plan.InputRef, *plan.Literal:
		return nil
	case *plan.Cast:
		return checkExpr(e.X)
	case *plan.Call:
		switch e.Op {
		case "+", "-", "*", "/", "MOD":
			if !e.T.IsNumeric() {
				return notSupported("arithmetic on " + e.T.String())
			}
		case "=", "<>", "<", "<=", ">", ">=":
			if _, ok := compareClassOf(e.Args[0].Type(), e.Args[1].Type()); !ok && !nestedEquality(e) {
				return notSupported("comparing " + e.Args[0].Type().String() + " with " + e.Args[1].Type().String())
			}
		case "AND", "OR", "NOT", "||", "RAND", "IS NULL", "IS NOT NULL", "IS TRUE", "IS NOT TRUE",
			"IS FALSE", "IS NOT FALSE", "LIKE", "CHAR_LENGTH", "UPPER", "LOWER", "ABS", "CONCAT",
			"CASE", "COALESCE", "ARRAY", "MAP", "ROW", "ITEM", "DOT", "CARDINALITY", "ELEMENT":
		default:
			return notSupported("running " + e.Op)
		}
		for _, a := range e.Args {
			if err := checkExpr(a); err != nil {
				return err
			}
		}
		return nil
	}
	return notSupported("running this expression")
}

// eval evaluates an expression over every row of a batch into a new array the caller releases.
func eval(e plan.Expr, b connector.Batch, alloc memory.Allocator) (arrow.Array, error) {
	n := b.Len()
	switch e := e.(type) {
	case *plan.InputRef:
		col := b.Record.Column(e.Index)
		col.Retain()
		return col, nil
	case *plan.Literal:
		return broadcast(e.T, e.Value, n, alloc)
	case *plan.Cast:
		return evalCast(e, b, alloc)
	case *plan.Call:
		if e.Op == "CASE" || e.Op == "COALESCE" {
			return conditional(e, b, alloc)
		}
		args := make([]arrow.Array, len(e.Args))
		defer releaseAll(args)
		for i, a := range e.Args {
			arr, err := eval(a, b, alloc)
			if err != nil {
				return nil, err
			}
			args[i] = arr
		}
		if nestedOps[e.Op] || nestedEquality(e) {
			return evalNested(e, args, n, alloc)
		}
		switch e.Op {
		case "+", "-", "*", "/", "MOD":
			if len(args) == 1 {
				return negate(e.T, e.Args[0].Type(), args[0], alloc)
			}
			return arithmetic(e.Op, e.T, e.Args[0].Type(), e.Args[1].Type(), args[0], args[1], alloc)
		case "=", "<>", "<", "<=", ">", ">=":
			return compare(e.Op, e.Args[0].Type(), e.Args[1].Type(), args[0], args[1], alloc)
		case "AND", "OR":
			return logic(e.Op, args[0].(*array.Boolean), args[1].(*array.Boolean), alloc), nil
		case "NOT":
			return not(args[0].(*array.Boolean), alloc), nil
		case "||", "CONCAT":
			out := args[0]
			out.Retain()
			for _, next := range args[1:] {
				joined := concat(e.T, out.(*array.String), next.(*array.String), alloc)
				out.Release()
				out = joined
			}
			return out, nil
		case "RAND":
			return random(n, alloc), nil
		case "IS NULL", "IS NOT NULL", "IS TRUE", "IS NOT TRUE", "IS FALSE", "IS NOT FALSE":
			return isTest(e.Op, args[0], alloc), nil
		case "LIKE":
			return like(args[0].(*array.String), likeLiteral(e), alloc)
		case "CHAR_LENGTH", "UPPER", "LOWER":
			return stringFunc(e.Op, args[0].(*array.String), alloc), nil
		case "ABS":
			return abs(e.T, args[0], alloc), nil
		}
	}
	return nil, checkExpr(e)
}

// broadcast repeats a constant n times.
func broadcast(t types.Type, v any, n int, alloc memory.Allocator) (arrow.Array, error) {
	b := array.NewBuilder(alloc, types.ArrowType(t))
	defer b.Release()
	b.Reserve(n)
	for range n {
		if err := types.AppendToBuilder(t, b, v); err != nil {
			return nil, err
		}
	}
	return b.NewArray(), nil
}

// evalCast converts value by value with Flink's cast rules; TRY_CAST turns failures into NULL.
func evalCast(c *plan.Cast, b connector.Batch, alloc memory.Allocator) (arrow.Array, error) {
	x, err := eval(c.X, b, alloc)
	if err != nil {
		return nil, err
	}
	defer x.Release()
	from := c.X.Type()
	out := array.NewBuilder(alloc, types.ArrowType(c.T))
	defer out.Release()
	for i := range x.Len() {
		v, err := types.ValueFromArrow(from, x, i)
		if err != nil {
			return nil, err
		}
		if v != nil {
			if c.Try {
				v, err = types.TryCastValue(v, from, c.T, nil)
			} else {
				v, err = types.CastValue(v, from, c.T, nil)
			}
			if err != nil {
				return nil, err
			}
		}
		if err := types.AppendToBuilder(c.T, out, v); err != nil {
			return nil, err
		}
	}
	return out.NewArray(), nil
}

// logic is SQL's three-valued AND and OR.
func logic(op string, x, y *array.Boolean, alloc memory.Allocator) arrow.Array {
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

// concat is a || b; NULL when either is.
func concat(t types.Type, x, y *array.String, alloc memory.Allocator) arrow.Array {
	b := array.NewStringBuilder(alloc)
	defer b.Release()
	b.Reserve(x.Len())
	for i := range x.Len() {
		if x.IsNull(i) || y.IsNull(i) {
			b.AppendNull()
			continue
		}
		b.Append(x.Value(i) + y.Value(i))
	}
	return b.NewArray()
}

// random is RAND(): a fresh double in [0, 1) per row.
func random(n int, alloc memory.Allocator) arrow.Array {
	b := array.NewFloat64Builder(alloc)
	defer b.Release()
	b.Reserve(n)
	for range n {
		b.UnsafeAppend(rand.Float64())
	}
	return b.NewArray()
}

// releaseAll releases the arrays made so far; nil entries were never made.
func releaseAll(arrs []arrow.Array) {
	for _, a := range arrs {
		if a != nil {
			a.Release()
		}
	}
}
