package exec

import (
	"strconv"
	"time"

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
	var err error
	plan.WalkOnce(e, func(x plan.Expr) bool {
		if err == nil {
			err = checkNode(x)
		}
		return err == nil
	})
	return err
}

// checkNode is checkExpr of one node, its operands aside.
func checkNode(e plan.Expr) error {
	switch e := e.(type) {
	case *plan.InputRef, *plan.Literal, *plan.Cast:
		return nil
	case *plan.Call:
		if _, ok := kernels[e.Op]; !ok && !lazyOps[e.Op] && !nestedOps[e.Op] {
			return notSupported("running " + string(e.Op))
		}
		if check := kernelChecks[e.Op]; check != nil && !nestedEquality(e) {
			if err := check(e); err != nil {
				return err
			}
		}
		return nil
	default:
		return plan.UnknownExprKind("exec.checkNode", e)
	}
}

// lazyOps evaluate their operands themselves, only on the rows that need them.
var lazyOps = map[plan.Op]bool{"CASE": true, "COALESCE": true}

// eval evaluates an expression over every row of a batch into a new array the caller releases.
func eval(e plan.Expr, b connector.Batch, alloc memory.Allocator) (arrow.Array, error) {
	scope, started := scopeOf(e, alloc)
	if started {
		defer scope.release()
	}
	switch e.(type) {
	case *plan.Call, *plan.Cast:
		return scope.memoized(e, b, func() (arrow.Array, error) { return evalNode(e, b, scope) })
	default:
		// Partial by design: a leaf is evaluated directly, not memoized.
	}
	return evalNode(e, b, scope)
}

// evalNodeHook, when set (by tests only), sees each node evalNode computes: it counts how often
// a subexpression is evaluated.
var evalNodeHook func(plan.Expr, connector.Batch)

// evalNode evaluates one node, its operands through eval.
func evalNode(e plan.Expr, b connector.Batch, alloc memory.Allocator) (arrow.Array, error) {
	if evalNodeHook != nil {
		evalNodeHook(e, b)
	}
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
		if lazyOps[e.Op] {
			return conditional(e, b, alloc)
		}
		if arr, ok, err := compareWithConstant(e, b, alloc); ok {
			return arr, err
		}
		if arr, ok, err := arithmeticWithConstant(e, b, alloc); ok {
			return arr, err
		}
		if arr, ok, err := concatWithConstants(e, b, alloc); ok {
			return arr, err
		}
		k := kernels[e.Op]
		if k == nil && !nestedOps[e.Op] {
			return nil, checkExpr(e)
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
		return k(&kctx{n: n, alloc: alloc}, e, args)
	default:
		return nil, plan.UnknownExprKind("exec.evalNode", e)
	}
}

// broadcast repeats a constant n times.
func broadcast(t types.Type, v any, n int, alloc memory.Allocator) (arrow.Array, error) {
	if s, ok := v.(string); ok && types.ArrowType(t).ID() == arrow.STRING && n*len(s) < 1<<30 {
		col := newStringColumn(alloc, n, n*len(s))
		for range n {
			col.append(s)
		}
		return col.finish(), nil
	}
	b := array.NewBuilder(alloc, types.ArrowType(t))
	defer b.Release()
	b.Reserve(n)
	if !broadcastTyped(b, v, n) {
		for range n {
			if err := types.AppendToBuilder(t, b, v); err != nil {
				return nil, err
			}
		}
	}
	return b.NewArray(), nil
}

// broadcastTyped appends v n times for the common layouts, without boxing it again per row;
// false when the layout or value has no typed loop.
func broadcastTyped(b array.Builder, v any, n int) bool {
	if v == nil {
		b.AppendNulls(n)
		return true
	}
	switch b := b.(type) {
	case *array.Int32Builder:
		return repeatValue(b.AppendValues, v, n)
	case *array.Int64Builder:
		return repeatValue(b.AppendValues, v, n)
	case *array.Float64Builder:
		return repeatValue(b.AppendValues, v, n)
	case *array.BooleanBuilder:
		return repeatValue(b.AppendValues, v, n)
	}
	return false
}

func repeatValue[T any](appendValues func([]T, []bool), v any, n int) bool {
	x, ok := v.(T)
	if !ok {
		return false
	}
	vals := make([]T, n)
	for i := range vals {
		vals[i] = x
	}
	appendValues(vals, nil)
	return true
}

// evalCast converts value by value with Flink's cast rules; TRY_CAST turns failures into NULL.
func evalCast(c *plan.Cast, b connector.Batch, alloc memory.Allocator) (arrow.Array, error) {
	x, err := eval(c.X, b, alloc)
	if err != nil {
		return nil, err
	}
	defer x.Release()
	out, err := castArray(x, c.X.Type(), c.T, c.Try, c.Session.Location(), alloc)
	if err != nil || !c.NullAsDefault || out.NullN() == 0 {
		return out, err
	}
	defer out.Release()
	return nullsAsDefault(out, c.T, alloc)
}

// castValueByValue is the general path, and the reference the typed kernels are tested against.
func castValueByValue(x arrow.Array, from, to types.Type, try bool, loc *time.Location, alloc memory.Allocator) (arrow.Array, error) {
	out := array.NewBuilder(alloc, types.ArrowType(to))
	defer out.Release()
	out.Reserve(x.Len())
	for i := range x.Len() {
		v, err := types.ValueFromArrow(from, x, i)
		if err != nil {
			return nil, err
		}
		if v != nil {
			if try {
				v, err = types.TryCastValue(v, from, to, loc)
			} else {
				v, err = types.CastValue(v, from, to, loc)
			}
			if err != nil {
				return nil, err
			}
		}
		if err := types.AppendToBuilder(to, out, v); err != nil {
			return nil, err
		}
	}
	return out.NewArray(), nil
}

// castIntsToString writes integers in decimal, as Java's Integer.toString and Long.toString do;
// 20 characters hold any of them, so nothing is cut.
func castIntsToString(x arrow.Array, alloc memory.Allocator) arrow.Array {
	vals := int64sOf(x, nil)
	out := newStringColumn(alloc, len(vals), 8*len(vals))
	var buf [20]byte
	for i, v := range vals {
		if x.IsNull(i) {
			out.appendNull()
			continue
		}
		out.appendBytes(strconv.AppendInt(buf[:0], v, 10))
		out.endValue()
	}
	return out.finish()
}

// releaseAll releases the arrays made so far; nil entries were never made.
func releaseAll(arrs []arrow.Array) {
	for _, a := range arrs {
		if a != nil {
			a.Release()
		}
	}
}
