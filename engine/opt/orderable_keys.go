package opt

import (
	"fmt"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// checkOrderableKeys fails for a key of a type Flink cannot order or hash: a BITMAP as a
// GROUP BY key (DISTINCT and UNION group too), an ORDER BY or rank key, with the planner's
// UnsupportedOperationException (cases bitmap_error_group_by, _order_by, _distinct, _union);
// a join's equality key is fine (bitmap_join_key), and so is a streaming GROUP BY key
// (bitmap_group_by_stream): streaming state is keyed by the key's bytes, batch sorts or hashes
// with comparators. It runs on the optimized plan, where those
// keys are known.
func checkOrderableKeys(roots []plan.Node, streaming bool) error {
	seen := map[plan.Node]bool{}
	var visit func(n plan.Node) error
	visit = func(n plan.Node) error {
		if seen[n] {
			return nil
		}
		seen[n] = true
		if err := orderableKeys(n, streaming); err != nil {
			return err
		}
		for _, in := range n.Inputs() {
			if err := visit(in); err != nil {
				return err
			}
		}
		return nil
	}
	for _, r := range roots {
		if err := visit(r); err != nil {
			return err
		}
	}
	return nil
}

func orderableKeys(n plan.Node, streaming bool) error {
	var keys []types.Type
	switch n := n.(type) {
	case *plan.Aggregate:
		if streaming {
			break // the streaming aggregate keys its state by the key's bytes
		}
		for _, f := range n.Input.Fields()[:n.Keys] {
			keys = append(keys, f.Type)
		}
	case *plan.Sort:
		for _, k := range n.Keys {
			keys = append(keys, k.Expr.Type())
		}
	case *plan.Rank:
		fields := n.Input.Fields()
		for _, p := range n.PartitionBy {
			if !streaming {
				keys = append(keys, fields[p].Type)
			}
		}
		for _, k := range n.OrderBy {
			keys = append(keys, k.Expr.Type())
		}
	case *plan.SetOp:
		if !n.All && !streaming {
			for _, f := range n.Output {
				keys = append(keys, f.Type)
			}
		}
	default:
		// The other kinds key nothing by value (a window aggregate's keys are an Aggregate's).
	}
	for _, t := range keys {
		if t.Kind == types.KindBitmap {
			return flinkerr.New(flinkerr.ErrValidation, flinkerr.ClassUnsupportedOperation, fmt.Sprintf(
				"Type(%s) is not an orderable data type, it is not supported as a ORDER_BY/GROUP_BY/JOIN_EQUAL field.", t))
		}
	}
	return nil
}
