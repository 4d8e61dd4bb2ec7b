package exec

import (
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
		if _, ok := kernels[e.Op]; !ok && !lazyOps[e.Op] && !nestedOps[e.Op] {
			return notSupported("running " + e.Op)
		}
		if check := kernelChecks[e.Op]; check != nil && !nestedEquality(e) {
			if err := check(e); err != nil {
				return err
			}
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

// lazyOps evaluate their operands themselves, only on the rows that need them.
var lazyOps = map[string]bool{"CASE": true, "COALESCE": true}

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
		if lazyOps[e.Op] {
			return conditional(e, b, alloc)
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
				v, err = types.TryCastValue(v, from, c.T, c.Session.Location())
			} else {
				v, err = types.CastValue(v, from, c.T, c.Session.Location())
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

// releaseAll releases the arrays made so far; nil entries were never made.
func releaseAll(arrs []arrow.Array) {
	for _, a := range arrs {
		if a != nil {
			a.Release()
		}
	}
}
