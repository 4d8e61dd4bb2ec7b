package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// valueFunc computes one row of a call from its operands' Go values (nil for NULL), in the
// types package's representation; it returns nil for a NULL result. The functions over
// collections and the rarely hot string functions run this way, row by row.
type valueFunc func(c *plan.Call, vals []any) (any, error)

// valueKernel makes a kernel of a valueFunc. With nullIfAny, a row with a NULL operand is NULL
// without calling f.
func valueKernel(nullIfAny bool, f valueFunc) kernel {
	return func(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
		out := array.NewBuilder(k.alloc, types.ArrowType(c.T))
		defer out.Release()
		out.Reserve(k.n)
		vals := make([]any, len(args))
		for i := range k.n {
			null := false
			for j, a := range args {
				v, err := types.ValueFromArrow(c.Args[j].Type(), a, i)
				if err != nil {
					return nil, err
				}
				vals[j] = v
				null = null || v == nil
			}
			var v any
			if !(nullIfAny && null) {
				var err error
				if v, err = f(c, vals); err != nil {
					return nil, err
				}
			}
			if err := types.AppendToBuilder(c.T, out, v); err != nil {
				return nil, err
			}
		}
		return out.NewArray(), nil
	}
}
